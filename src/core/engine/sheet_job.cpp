// sheet_job.cpp: a worksheet's texts, the engine's SheetWork (explain_job.hpp).
// A file of its own: the engine worker's module links its own answer in its
// place (src/platform/engine_worker_sheets.cpp), so the worksheets' writer
// is only in the module that writes them (src/platform/sheets_worker_api.cpp).
#include "core/engine/explain_job.hpp"

namespace tl::engine {

Result<SheetFound> answer(const SheetWork& work) {
  if (!work.explanation) return Error{0, "a worksheet needs its explanation"};
  const Explanation& e = *work.explanation;
  if (const std::string refusal = student_sheet_refusal(e); work.sheet != Sheet::Full && !refusal.empty())
    return Error{0, std::string("this board has no ") + sheet_words(work.sheet) + ": " + refusal};
  ExportOptions options;
  options.sheet = work.sheet;
  return SheetFound{.latex = to_latex(e, options), .text = to_text(e, options)};
}

}  // namespace tl::engine
