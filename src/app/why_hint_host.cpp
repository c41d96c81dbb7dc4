// why_hint_host.cpp: the shell's side of "Why this hint?" (why_hint_host.hpp):
// the game and the board's geometry go in; nothing comes out but drawing.
#include "app/why_hint_host.hpp"

#include "app/screens/why_hint/why_hint_screen.hpp"
#include "app/theme_view.hpp"
#include "app/elimination_host.hpp"
#include "app/why_view.hpp"
#include "app/widgets/board_marks.hpp"
#include "core/game/press_reach.hpp"
#include "imgui.h"

namespace tl::app {

void prepare_why_hint(App& app) {
  // A big board's solution and explanation still being worked out (the
  // engine's): the story waits for both, and is then told from them.
  const bool waiting = app.game.solving() || (app.game.offloaded() && !explanation_now(app));
  if (app.screen.pane == Pane::Why && !why_withheld(app) && !waiting)
    why_hint::prepare(app.why_hint->model, app.game, explanation_now(app));  // the elimination's, made in the update
  else why_hint::forget(app.why_hint->model);
}

void why_hint_section(App& app) {
  // Nothing to explain (solved, no solution, an empty graph): no section.
  const HintStory* story = why_hint::fresh(app.why_hint->model, app.game);
  if (!story || story->kind == HintStoryKind::None) return;
  const bool open = ImGui::CollapsingHeader("Why this hint?", ImGuiTreeNodeFlags_DefaultOpen);
  record_control(app, "Why this hint?");
  // Opened from the hint (the tab at its head): where the panel is too short
  // to show this section's head and its first words under the tabs (a
  // 320 x 568 phone), the section comes to the panel's top instead.
  // (Measured in the panel's content: this frame still has the last tab's scroll.)
  const float em = ImGui::GetFontSize();
  const float bottom = ImGui::GetItemRectMax().y - ImGui::GetWindowPos().y + ImGui::GetScrollY();
  if (app.screen.panel_to_top && bottom + 2.0f * em > ImGui::GetWindowHeight()) ImGui::SetScrollHereY(0.0f);
  if (open) why_hint::draw_section(app.why_hint->model, app.game, ui_of(app));
  ImGui::Separator();  // the sections after it are the tab's own, not its algebra's
}

namespace {

// A grid's cell from the board's rectangle; a drawn layout's (a graph, a
// solid's net) from where its button was drawn.
bool cell_box(const void* board, int cell, Rect* box) {
  const App& app = *static_cast<const App*>(board);
  const Machine& m = app.game.machine();
  if (!m.cell_layout()) {
    if (cell < 0 || cell >= m.rows() * m.cols()) return false;
    const float c = app.board.cell;
    *box = {app.board.rect.x + float(cell % m.cols()) * c, app.board.rect.y + float(cell / m.cols()) * c, c, c};
    return true;
  }
  const int b = button_on_cell(m, cell);
  if (b < 0 || std::size_t(b) >= app.board.button_rects.size()) return false;
  *box = app.board.button_rects[std::size_t(b)];
  return !box->empty();
}

}  // namespace

void why_hint_overlay(App& app) {
  if (app.board.cell <= 0) return;
  const float thick = std::max(2.0f, app.board.cell * 0.05f);
  why_hint::draw_marks(app.why_hint->model, app.game,
                       {.changed = with_alpha(board_theme().text, 190), .focus = board_theme().step, .thickness = thick},
                       cell_box, &app);
}

void why_hint_state_json(const App& app, JsonWriter& j) { why_hint::state_json(app.why_hint->model, app.game, j); }

}  // namespace tl::app
