// engine_worker_sheets.cpp: the engine worker's answer to a worksheet. The
// page sends worksheets to their own worker (sheets_worker_api.cpp), so the
// engine worker's module never writes one; linked into its executable ahead
// of the core's libraries, this answer keeps the linker from pulling the
// writer (core/engine/sheet_job.cpp, alone in its object for that reason:
// about 20 KB gzipped) into the engine worker.
#include "core/engine/explain_job.hpp"

namespace tl::engine {

Result<SheetFound> answer(const SheetWork&) { return Error{0, "worksheets are written by the page's worksheet worker"}; }

}  // namespace tl::engine
