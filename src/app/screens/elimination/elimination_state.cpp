// elimination_state.cpp: the elimination for the automation hook
// (elimination_screen.hpp): its step, the solution, the picks, and where A
// and [A | b] were drawn.
#include "app/screens/elimination/elimination_cache.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::elimination {

void state_json(const Model& m, const Midend& game, const std::vector<MatrixDrawn>& drawn, bool touch, std::size_t most_presses,
                JsonWriter& j) {
  if (!explainable(game.machine())) return;
  const ExplanationToRead read(m, game);
  if (!read.cache) {  // the engine's, still to come
    j.key("elimination").begin_object().key("working").value(explaining(m, game)).key("error").value(m.error).end_object();
    return;
  }
  const ExplanationCache& c = *read.cache;
  const Explanation& e = c.e;
  const std::size_t step = shown_step(m, game);  // 0 for one made here: the next update starts over
  j.key("elimination").begin_object();
  j.key("working").value(false).key("error").value("");
  // The worksheet's texts (written by the engine before a tap copies them).
  j.key("sheets").value(sheets_ready(m, c) ? "ready" : m.sheets.error.empty() ? "writing" : "failed");
  j.key("step").value(step);
  j.key("steps").value(e.steps.size());
  j.key("caption").value(step > 0 && step <= e.steps.size() ? e.steps[step - 1].caption(e.k) : "");
  j.key("done").value(e.steps_recorded && step == e.steps.size());
  // The solution, a button once per press (1-based), at most `most_presses`
  // of them, and how many in all (as the shell's other lists of presses).
  const std::vector<int> solution = e.solvable ? e.solution_presses() : std::vector<int>{};
  j.key("solution").begin_array();
  for (std::size_t i = 0; i < solution.size() && i < most_presses; ++i) j.value(solution[i] + 1);
  j.end_array().key("solution_presses").value(int64_t(solution.size()));
  const int column = highlighted_button(m);
  j.key("column");  // the column of A picked (hovered, or tapped on a touch screen), 1-based
  if (column >= 0 && column < e.buttons) j.value(column + 1);
  else j.null();
  // The row of A picked (its number hovered or tapped), 1-based, and the
  // buttons ringed on the board for it: those that change that cell.
  const int row = m.hover_row;
  j.key("row");
  if (row >= 0 && row < e.cells && e.dense) {
    j.value(row + 1);
    j.key("row_buttons").ints(buttons_changing(e, row), 1);
  } else {
    j.null();
  }
  j.key("point").value(point_words(touch));
  j.key("reachability").begin_array();  // the paragraphs of "Which positions can be reached"
  for (const std::string& p : c.reachability) j.value(p);
  j.end_array();
  j.key("matrices").begin_array();  // A and [A | b] as drawn this frame: where, and their numbers
  for (const MatrixDrawn& d : drawn) {
    j.begin_object().key("name").value(d.name).key("x").value(double(d.rect.x)).key("y").value(double(d.rect.y));
    j.key("width").value(double(d.rect.w)).key("height").value(double(d.rect.h));
    j.key("rows").value(d.rows).key("cols").value(d.cols);
    j.key("label_px").value(double(d.label_px)).key("row_every").value(d.row_every).key("col_every").value(d.col_every);
    j.key("digits").value(d.digits);
    j.end_object();
  }
  j.end_array();
  j.end_object();
}

}  // namespace tl::app::elimination
