// patterns_view.cpp: the Play pane's "Patterns and moves": LightsOutWeb's
// resets (all lit, all off, random, random solvable, corners, border,
// checkers, chessboard) and moves (shift with wrap, turn, reflect, invert,
// rotate the states) as finger-sized buttons that wrap on a phone. Each is
// one undoable step on the lights, or on the goal while Edit edits it
// (Midend::change_board); a button that cannot apply is greyed and says why.
#include "app/panels.hpp"
#include "app/play_host.hpp"
#include "app/progress_view.hpp"
#include "core/game/board_patterns.hpp"

namespace tl::app {

namespace {

void change_button(App& app, BoardChange c, const char* label) {
  const std::string why = app.game.change_board_refusal(c);
  same_line_for_button(label);
  ImGui::BeginDisabled(!why.empty());
  if (small_button(app, label)) play_sink(app).send(play::ChangeBoard{c});
  ImGui::EndDisabled();
  record_control(app, label);
  if (!why.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) tooltip("%s", why.c_str());
}

}  // namespace

void board_patterns_section(App& app) {
  const Machine& m = app.game.machine();
  if (!m.goal_is_grid() || in_challenge(app)) return;
  const bool open = ImGui::CollapsingHeader("Patterns and moves");
  record_control(app, "Patterns and moves");
  if (!open) return;
  const bool on_goal = app.game.editing() && app.game.editing_goal();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled(on_goal ? "On the goal (Edit edits it). Each is one step Undo takes back."
                              : "On the lights. Each is one step Undo takes back.");
  ImGui::PopTextWrapPos();
  const bool grid = m.cell_layout() == nullptr;
  const BoardGrid shape{m.rows(), m.cols(), m.states(), m.topology(), {}};
  ImGui::TextUnformatted("Set");
  for (int i = 0; i <= int(BoardChange::Chessboard); ++i) {
    const BoardChange c = BoardChange(i);
    if (board_change_needs_grid(c) && !grid) continue;
    change_button(app, c, board_change_label(c));
  }
  ImGui::TextUnformatted("Move");
  for (int i = int(BoardChange::ShiftUp); i < kBoardChangeCount; ++i) {
    const BoardChange c = BoardChange(i);
    if ((board_change_needs_grid(c) && !grid) || (c == BoardChange::RotateStates && m.states() <= 2)) continue;
    // A square board whose gluing survives it turns a quarter; the rest a half.
    const char* label = c != BoardChange::Turn ? board_change_label(c) : turns_a_quarter(shape) ? "Quarter turn" : "Half turn";
    change_button(app, c, label);
  }
}

}  // namespace tl::app
