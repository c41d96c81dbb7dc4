// why_view.cpp: the Why tab's sections, each registered against a capability.
#include "app/why_view.hpp"

#include <algorithm>
#include <cmath>

#include "app/atlas_host.hpp"
#include "app/boards/board_draw.hpp"
#include "app/census_host.hpp"
#include "app/diy_host.hpp"
#include "app/dynamics_host.hpp"
#include "app/elimination_host.hpp"
#include "app/family_atlas_host.hpp"
#include "app/graph_editor_host.hpp"
#include "app/lesson_host.hpp"
#include "app/panels.hpp"
#include "app/pictures_host.hpp"
#include "app/progress_view.hpp"
#include "app/rules_editor_host.hpp"
#include "app/solids_host.hpp"
#include "app/why_hint_host.hpp"
#include "app/wiring_host.hpp"
#include "core/game/family_view.hpp"
#include "core/game/graph_view.hpp"
#include "core/game/linear_view.hpp"
#include "core/linear/explain/explain.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

struct WhySection {
  bool (*offered)(const Machine& m);  // the capability the section needs
  void (*panel)(App& app);            // drawn in the Why tab
  void (*overlay)(App& app);          // drawn over the board while the tab is open (may be null)
  float margin_em;                    // room it needs around the board (labels on the edges)
};

// In the order they appear in the tab.
const WhySection kSections[] = {
    {[](const Machine&) { return true; }, why_hint_section, why_hint_overlay, 0.0f},
    {[](const Machine& m) { return graph_editable(m); }, why_graph_editor, nullptr, 0.0f},
    {explainable, why_elimination_panel, why_elimination_overlay, 0.0f},
    {explainable, why_dynamics_panel, nullptr, 0.0f},
    {explainable, why_census_section, nullptr, 0.0f},
    {explainable, why_pictures_panel, nullptr, 0.0f},
    {[](const Machine& m) { return in_square_atlas(m); }, why_atlas_panel, nullptr, 0.0f},
    {[](const Machine& m) { return !family_name_of(m).empty(); }, why_family_atlas, nullptr, 0.0f},
    {[](const Machine& m) { return m.cell_layout() && !m.cell_layout()->solid.empty(); }, why_solids_panel, nullptr, 0.0f},
    {[](const Machine& m) { return rules_editable(m); }, why_rules_editor, nullptr, 0.0f},
    {[](const Machine& m) { return chases_lights(m); }, why_chase_lesson, why_chase_overlay, 0.0f},
    {[](const Machine& m) { return m.wiring() != nullptr; }, why_wiring_panel, why_wiring_overlay, 3.2f},
};

}  // namespace

bool why_withheld(const App& app) {
  if (app.game.solved()) return false;
  if (app.game.hard()) return true;
  // A daily or a level is a test: the tab's solution is help, asked for
  // (and then counted) or not seen; once help is counted in the game, it is open.
  return in_challenge(app) && !app.progress.ledger.helped();
}

void on_intent(App& app, const intent::WhyAsHelp& /*asked*/) {
  if (in_challenge(app)) app.progress.ledger.take_help();
}

void why_panel(App& app) {
  const Machine& m = app.game.machine();
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  if (why_withheld(app)) {
    if (app.game.hard()) {
      ImGui::TextWrapped(
          "Hard mode: this tab shows how to solve the game in play, so it opens once the game is solved (or "
          "with a new game).");
      record_text(app, "Why hidden in hard mode");
    } else {
      ImGui::TextWrapped(
          "A daily or a level is a test: this tab shows how to solve it, so it opens once it is solved. Open it now and "
          "the result counts as solved with help.");
      record_text(app, "Why hidden in a test");
      const float h = touch_ui(app) ? finger_target(ImGui::GetFontSize()) : 0.0f;
      if (ImGui::Button("Show it, as help", ImVec2(0, h))) later(app, intent::WhyAsHelp{});
      record_control(app, "Show it, as help");
    }
    ImGui::PopTextWrapPos();
    return;
  }
  // A teacher shares this very step: the link carries the elimination's
  // step, the student's own elimination and the lesson's phase.
  const bool copy = ImGui::Button("Copy link to this view");
  record_control(app, "Copy link to this view");
  if (copy) {
    copy_to_clipboard(app, link_text(app),
                      {.what = "the link", .done = "Link copied: it opens this puzzle with the Why tab as it is now."},
                      kWholeLink);
  }
  for (const WhySection& s : kSections)
    if (s.offered(m)) s.panel(app);
  ImGui::PopTextWrapPos();
}

float why_board_margin(const App& app) {
  if (app.screen.pane != Pane::Why) return 0.0f;
  float margin = 0.0f;
  for (const WhySection& s : kSections)
    if (s.offered(app.game.machine()) && s.margin_em > margin) margin = s.margin_em;
  return margin;
}

void why_board_overlay(App& app) {
  if (app.screen.pane != Pane::Why || why_withheld(app)) return;
  for (const WhySection& s : kSections)
    if (s.overlay && s.offered(app.game.machine())) s.overlay(app);
}

// A small board of values per cell (a quiet pattern's presses, an invariant's weights).
void value_board(const Machine& m, const ZkVec& v, int states, float size) {
  std::vector<int> values(v.begin(), v.end());
  values.resize(std::size_t(m.cell_count()), 0);
  if (const CellLayout* L = m.cell_layout()) {  // on the graph itself
    layout_picture(*L, values, states, false, size);
    return;
  }
  const int rows = m.rows(), cols = m.cols();
  const float cell = size / float(std::max(rows, cols));
  const ImVec2 o = ImGui::GetCursorScreenPos(), whole(cell * float(cols), cell * float(rows));
  ImGui::Dummy(whole);
  if (!ImGui::IsItemVisible()) return;  // scrolled away: nothing to draw
  // Cells under a pixel (a 256 x 256 quiet pattern in 4 em): each pixel's
  // block of cells drawn as one square, of the highest value in it (a
  // pressed cell is never hidden by its unpressed neighbours), so a board
  // costs at most its size in squares, not 65,536 of a quarter pixel.
  const int block = cell >= 1.0f ? 1 : int(std::ceil(1.0f / cell));
  if (block == 1) {
    draw_board(ImGui::GetWindowDrawList(), o, cell, rows, cols, values, false, false, {}, states);
    return;
  }
  const int brows = (rows + block - 1) / block, bcols = (cols + block - 1) / block;
  std::vector<int> shown(std::size_t(brows) * std::size_t(bcols), 0);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int& top = shown[std::size_t(r / block) * std::size_t(bcols) + std::size_t(c / block)];
      top = std::max(top, values[std::size_t(r) * std::size_t(cols) + std::size_t(c)]);
    }
  draw_board(ImGui::GetWindowDrawList(), o, cell * float(block), brows, bcols, shown, false, false, {}, states);
}

void why_state_json(const App& app, JsonWriter& j) {
  atlas_state_json(app, j);
  if (app.screen.pane != Pane::Why || why_withheld(app)) return;
  why_diy_state_json(app, j);
  elimination_state_json(app, j);
}

}  // namespace tl::app
