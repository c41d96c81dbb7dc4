// play_pane_draw.cpp: the Play pane's parts (play_screen.hpp), top to bottom
// as they appear; each reads the model and the game and sends messages.
//
// [SECTION] What a press does
// [SECTION] Goal
// [SECTION] Status
// [SECTION] Hint and step-through
// [SECTION] Game controls
// [SECTION] Patterns and moves
// [SECTION] Keys
#include <algorithm>
#include <string>
#include <vector>

#include "app/boards/board_draw.hpp"
#include "app/screens/play/play_screen.hpp"
#include "app/shape/theme.hpp"
#include "core/game/board_patterns.hpp"
#include "core/linear/explain/broken_invariants.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::play {

namespace {

constexpr float kButtonEm = 4.6f;  // the panel's buttons, a row of three on a phone

// A tick box as ImGui's Checkbox draws it, its new value returned through `on`.
bool tick(const Ui& ui, const char* label, bool& on) {
  if (!tick_box(ui, label, on)) return false;
  on = !on;
  return true;
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] What a press does
//-----------------------------------------------------------------------------

void rules_line(const Model& m, const std::string& how_to_play, const Ui& ui, Sink<Msg> send) {
  const std::string first = first_sentence(how_to_play);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(m.rules_open ? how_to_play.c_str() : first.c_str());
  ImGui::PopTextWrapPos();
  ui.text("What a press does");
  const bool more = first.size() < how_to_play.size();
  // "All rules": How to play is the tour's (screens/tour).
  if (more && small_button(ui, m.rules_open ? "Less" : "All rules")) send.send(ToggleRules{});
}

//-----------------------------------------------------------------------------
// [SECTION] Goal
//-----------------------------------------------------------------------------

void goal_picture(const Midend& game, const Look& look, const Ui& ui) {
  const Session& s = game.session();
  const Machine& m = s.machine();
  const Position& pos = s.current().position;
  const float em = ImGui::GetFontSize();

  std::vector<int> goal = m.goal_cells(pos);
  if (!goal.empty()) {
    ImGui::TextUnformatted(game.editing() && game.editing_goal() ? "Lights (editing the goal)" : "Goal");
    std::vector<int> shown = game.editing() && game.editing_goal() ? m.cells(pos) : goal;
    if (const CellLayout* L = m.cell_layout()) {  // a graph: its own drawing, small
      layout_picture(*L, shown, m.states(), look.colour_blind, 6.0f * em);
    } else {
      // Big boards: a thumbnail of at most 32 x 32 blocks, each lit when most of
      // its cells are (a 6 em preview cannot show 65,536 cells one by one).
      int rows = m.rows(), cols = m.cols();
      const int step = (std::max(rows, cols) + 31) / 32;
      if (step > 1) {
        int br = (rows + step - 1) / step, bc = (cols + step - 1) / step;
        std::vector<int> lit(std::size_t(br * bc), 0), total(std::size_t(br * bc), 0);
        for (int r = 0; r < rows; ++r)
          for (int c = 0; c < cols; ++c) {
            std::size_t k = std::size_t((r / step) * bc + c / step);
            lit[k] += shown[std::size_t(r * cols + c)] != 0;
            total[k]++;
          }
        for (std::size_t k = 0; k < lit.size(); ++k) lit[k] = 2 * lit[k] >= total[k] && lit[k] > 0;
        shown = lit;
        rows = br;
        cols = bc;
      }
      // k states show their digits: give each cell room for one.
      float size = 6.0f * em;
      if (m.states() > 2 && step == 1)
        size = std::min(std::max(size, 1.5f * em * float(std::max(rows, cols))), ImGui::GetContentRegionAvail().x);
      float cell = size / float(std::max(rows, cols));
      ImVec2 origin = ImGui::GetCursorScreenPos();
      draw_board(ImGui::GetWindowDrawList(), origin, cell, rows, cols, shown, false, look.colour_blind, {},
                 step > 1 ? 2 : m.states());
      ImGui::Dummy(ImVec2(cell * float(cols), cell * float(rows)));
    }
    ui.text("Goal picture");  // where it is: the tour's words say so
  } else {
    ImGui::TextWrapped("Goal: every button lit in one and the same colour");
    // The colours on the board by name, so no one has to tell them apart by eye.
    std::vector<int> count(kCountedColourValues, 0);
    for (int v : m.cells(pos)) count[std::size_t(std::clamp(v, 0, kCountedColourValues - 1))]++;
    for (int v = 0; v < kCountedColourValues; ++v) {
      if (!count[std::size_t(v)]) continue;
      ImVec2 p = ImGui::GetCursorScreenPos();
      float sw = ImGui::GetTextLineHeight();
      ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + sw, p.y + sw), cell_colour(v, true, look.colour_blind), 3.0f);
      ImGui::Dummy(ImVec2(sw, sw));
      ImGui::SameLine();
      ImGui::Text("%s %d", colour_name(v, look.colour_blind), count[std::size_t(v)]);
      ImGui::SameLine(0, em);
    }
    ImGui::NewLine();
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Status
//-----------------------------------------------------------------------------

void invariant_lines(const Model& m, const Midend& game, bool thumbs, const Ui& ui, Sink<Msg> send) {
  const BrokenInvariant* b = shown_invariant(m, game);
  if (!b) return;
  const std::size_t n = game.broken_invariants().size();
  const std::string words = broken_invariant_words(*b);
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  if (n > 1) ImGui::TextWrapped("Invariant %zu of %zu: %s", shown_invariant_index(m, game) + 1, n, words.c_str());
  else ImGui::TextWrapped("%s", words.c_str());
  ImGui::PopTextWrapPos();
  if (n > 1) {
    const float em = ImGui::GetFontSize();
    if (ImGui::Button("Next invariant", ImVec2(0, thumbs ? finger_target(em) : 0))) send.send(NextInvariant{});
    ui.control("Next invariant");
  }
}

void status(const Model& m, const Midend& game, const Look& look, const Theme& theme, const Ui& ui, Sink<Msg> send) {
  const Session& s = game.session();
  // Whether every position can be solved (the cut-the-knot theory page's
  // question), in a player's words: the rank and the quiet patterns that
  // answer why are the Why tab's.
  const RulesSummary& a = game.rules_summary();
  if (a.linear) {
    ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
    if (a.all_reachable || (a.states == 2 && a.rank == a.cells))
      ImGui::TextDisabled("Every position of this board can be solved.");
    else if (a.states > 2)
      ImGui::TextDisabled("Only %s of this board's positions can be solved (Why it works says why).",
                          a.reachable_fraction.c_str());
    else if (const int d = a.cells - a.rank; d <= 20)
      ImGui::TextDisabled("Only 1 in %d of this board's positions can be solved (Why it works says why).", 1 << d);
    else ImGui::TextDisabled("Only 1 in 2^%d of this board's positions can be solved (Why it works says why).", d);
    ImGui::PopTextWrapPos();
  }
  // Moves and what is still needed: the status line's words, said here only
  // where there is no status line (the desktop), once per screen.
  if (!look.status_line) ImGui::Text("Moves: %d%s", s.moves(), s.help_used() ? "  (help used)" : "");
  // Hard mode: chosen before the game's first press (the box greys after it).
  bool hard = game.hard();
  ImGui::BeginDisabled(game.hard_locked());
  if (tick(ui, "Hard mode", hard)) send.send(HardMode{hard});
  ImGui::EndDisabled();
  const char* hard_words = hard ? "no hints, no solution" : "before the first press";
  same_line_for_button(hard_words);  // beside the box where it fits (not on a 320 px phone)
  ImGui::TextDisabled("%s", hard_words);
  const Solution& sol = game.solution();
  if (s.solved()) {
    if (!look.status_line) {
      ImGui::PushStyleColor(ImGuiCol_Text, theme.good_text);
      ImGui::Text("Solved in %d move%s!", s.moves(), s.moves() == 1 ? "" : "s");
      ImGui::PopStyleColor();
    }
  } else if (game.hard()) {
    // How many presses are left is the solution's length: help, in hard mode.
    ImGui::TextDisabled("Still needed: not shown in hard mode.");
  } else if (look.challenge) {
    // A daily or a level is a test: the count would say whether each press was progress.
    ImGui::TextDisabled("Still needed: not shown in a daily or a level (par %d).", look.par);
  } else if (game.solving()) {
    // A board too big to solve in a frame: the engine works it out beside the game.
    ImGui::TextDisabled("Working out the solution...");
    ui.text("Working out the solution");
  } else if (sol.solvable) {
    if (!look.status_line || !sol.minimal) {
      ImGui::Text("Still needed: %zu%s", sol.presses.size(), sol.minimal ? "" : " (not proven minimal)");
      ui.text("Presses still needed");
    }
    // How far the search got when it could not prove the count (wrapped: phones are narrow).
    if (!sol.search.empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("Found by %s.", sol.search.c_str());
      ImGui::PopTextWrapPos();
    }
    // Where the game stands among its board's (the census).
    if (!look.difficulty.empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", look.difficulty.c_str());
      ImGui::PopTextWrapPos();
    }
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, theme.bad_text);
    ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
    // The cells that show why are outlined on the board, and said so here;
    // the solver's own words where no outline can be drawn.
    if (shown_invariant(m, game)) ImGui::TextWrapped("No solution from here.");
    else ImGui::TextWrapped("No solution from here: %s", sol.reason.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    invariant_lines(m, game, look.bar, ui, send);
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Hint and step-through
//-----------------------------------------------------------------------------

// The step-through's presses, ascending, a button once per press: "4 x2"
// when it is pressed twice; the first kListedButtons buttons, then how many
// more (a big board's solution has tens of thousands: a list no one reads,
// drawn each frame).
static std::string press_list(const Midend& game) {
  constexpr int kListedButtons = 64;
  const std::vector<int>& marks = game.step_marks();
  std::string list;
  int listed = 0;
  for (std::size_t i = 0; i < marks.size() && listed < kListedButtons; ++listed) {
    std::size_t j = i;
    while (j < marks.size() && marks[j] == marks[i]) ++j;
    list += (list.empty() ? "" : ", ") + std::to_string(marks[i] + 1) + (j - i > 1 ? " x" + std::to_string(j - i) : "");
    i = j;
  }
  const std::vector<int>& counts = game.step_counts();
  const int buttons = int(std::count_if(counts.begin(), counts.end(), [](int n) { return n > 0; }));
  if (buttons > listed)
    list +=
        ", ... and " + std::to_string(buttons - listed) + " more buttons (" + std::to_string(marks.size()) + " presses in all)";
  return list;
}

void help_controls(const Model& m, const Midend& game, const Look& look, const Ui& ui, Sink<Msg> send) {
  // While the engine works a big board's solution out, the hint's level and
  // the step-through can be asked for: they show when the answer comes.
  const bool can_help = (game.solution().solvable || game.solving()) && !game.session().solved();
  ImGui::BeginDisabled(!can_help);
  // The hint's levels, one click further each: where to look, which button, why.
  static const char* const kHintLabels[] = {"Hint", "Which button?", "Why?", "Hide hint"};
  if (!look.bar) {  // with a bar, Hint is there
    if (wide_button(ui, kHintLabels[game.hint_level()], 7)) send.send(Act{Action::HintFurther});
    ImGui::SameLine();
  }
  if (wide_button(ui, game.steps_shown() ? "Hide solution" : "Show solution", 7)) send.send(Act{Action::ToggleSteps});
  ImGui::EndDisabled();
  if (can_help) {
    const LeveledHint& h = game.leveled_hint();
    bool any = false;
    for (const std::string* words : {&h.where, &h.which, &h.why})
      if (!words->empty()) {
        ImGui::TextWrapped("%s", words->c_str());
        any = true;
      }
    if (game.solving() && game.hint_level() > 0) {
      ImGui::TextDisabled("Working out the hint...");
      any = true;
    }
    // A hint asked for from the bar with the panel scrolled down: its words
    // are brought into sight once, when they change, not every frame.
    if (any) {
      ui.text("Hint words");
      const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
      const bool whole = ImGui::GetItemRectMin().y >= top && ImGui::GetItemRectMax().y <= bottom;
      if (game.hint_level() != m.hint_level_seen && !whole) ImGui::SetScrollHereY(1.0f);
    }
    // The last level's words have more behind them: the Why tab opens on
    // "Why this hint?", the press on the board and the algebra.
    if (h.level == 3 && wide_button(ui, "Why this hint?", 7)) send.send(WhyThisHint{});
  }
  if (const int seen = can_help ? game.hint_level() : 0; seen != m.hint_level_seen) send.send(HintWordsSeen{seen});
  if (!game.steps_shown()) return;
  const std::vector<int>& marks = game.step_marks();
  ImGui::BeginDisabled(game.session().last_move() != MoveKind::HintPress);
  if (wide_button(ui, "Previous", kButtonEm)) send.send(Act{Action::StepPrevious});
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(marks.empty());
  // One word per idea: the step forward is the bar's Press next (the same
  // press), the steps run and pause as the elimination's do ("Play" is a tab).
  if (wide_button(ui, "Press next", kButtonEm)) send.send(Act{Action::Step});
  ImGui::SameLine();
  if (wide_button(ui, game.playing() ? "Pause" : "Run", kButtonEm)) send.send(Act{Action::TogglePlay});
  ImGui::EndDisabled();
  if (marks.empty()) return;
  ImGui::TextWrapped("Press: %s", press_list(game).c_str());
  ui.text("Press list");
  if (look.heat_map) {
    ImGui::TextWrapped(
        "The cells are too small for a dot each: the board shows the solution instead of the lights, brighter "
        "where a button is pressed more times. Zoom in to see the lights and the dots.");
    ui.text("Heat map");
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Game controls
//-----------------------------------------------------------------------------

static void read_photo_button(const Ui& ui, Sink<Msg> send) {
  const float h = ui.touch() ? finger_target(ImGui::GetFontSize()) : 0.0f;
  if (ImGui::Button("Read a photo", ImVec2(0, h))) send.send(ReadPhoto{});
  ui.control("Read a photo");
}

void game_controls(const Model& m, const Midend& game, const Look& look, const Ui& ui, Sink<Msg> send) {
  if (!look.bar) {  // New, Undo and Redo are in the bar
    if (wide_button(ui, "New", kButtonEm)) send.send(Act{Action::New});
    ImGui::SameLine();
  }
  if (wide_button(ui, "Restart", kButtonEm)) send.send(Act{Action::Restart});
  ImGui::SameLine();
  bool any = game.any_position();
  if (tick(ui, "Any position", any)) send.send(AnyPosition{any});
  if (!look.bar) {
    ImGui::BeginDisabled(game.session().undo_depth() == 0);
    if (wide_button(ui, "Undo", kButtonEm)) send.send(Act{Action::Undo});
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(game.session().redo_depth() == 0);
    if (wide_button(ui, "Redo", kButtonEm)) send.send(Act{Action::Redo});
    ImGui::EndDisabled();
    ImGui::SameLine();
  }
  if (wide_button(ui, "Copy link", kButtonEm)) send.send(CopyLink{});
  if (!look.bar) {  // a phone has it in the menu
    same_line_for_button("Read a photo");
    read_photo_button(ui, send);
  }
  if (const CellLayout* L = game.machine().cell_layout(); L && !L->solid.empty()) {
    // The cube, not its net: drag to turn.
    if (tick_box(ui, "Turning 3D view", m.solid_view)) send.send(SolidView{!m.solid_view});
    ImGui::SameLine();
  }
  if (!game.machine().goal_is_grid()) return;  // a colour machine's lights are not edited
  bool editing = game.editing();
  if (tick(ui, "Edit", editing)) send.send(Edit{editing, game.editing_goal()});
  if (!game.editing()) return;
  ImGui::SameLine();
  if (ImGui::RadioButton("lights", !game.editing_goal())) send.send(Edit{true, false});
  ui.control("lights");
  ImGui::SameLine();
  if (ImGui::RadioButton("goal", game.editing_goal())) send.send(Edit{true, true});
  ui.control("goal");
  // A handheld's position is entered from a blank board, not by switching the dealt lights off one by one.
  if (wide_button(ui, "Clear", kButtonEm)) send.send(EditAll{0});
  ImGui::SameLine();
  if (wide_button(ui, "All on", kButtonEm)) send.send(EditAll{1});
  same_line_for_button("Read a photo");
  read_photo_button(ui, send);   // the board in front of the player, read rather than copied light by light
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  ImGui::TextDisabled("Click cells to switch them; untick Edit to play. One Undo takes the whole edit back.");
  ImGui::PopTextWrapPos();
}

//-----------------------------------------------------------------------------
// [SECTION] Patterns and moves
//-----------------------------------------------------------------------------

namespace {

void change_button(const Midend& game, BoardChange c, const char* label, const Ui& ui, Sink<Msg> send) {
  const std::string why = game.change_board_refusal(c);
  same_line_for_button(label);
  ImGui::BeginDisabled(!why.empty());
  if (small_button(ui, label)) send.send(ChangeBoard{c});
  ImGui::EndDisabled();
  ui.control(label);
  if (!why.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) tooltip("%s", why.c_str());
}

}  // namespace

void board_patterns(const Midend& game, const Look& look, const Ui& ui, Sink<Msg> send) {
  const Machine& m = game.machine();
  if (!m.goal_is_grid() || look.challenge) return;
  const bool open = ImGui::CollapsingHeader("Patterns and moves");
  ui.control("Patterns and moves");
  if (!open) return;
  const bool on_goal = game.editing() && game.editing_goal();
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
    change_button(game, c, board_change_label(c), ui, send);
  }
  ImGui::TextUnformatted("Move");
  for (int i = int(BoardChange::ShiftUp); i < kBoardChangeCount; ++i) {
    const BoardChange c = BoardChange(i);
    if ((board_change_needs_grid(c) && !grid) || (c == BoardChange::RotateStates && m.states() <= 2)) continue;
    // A square board whose gluing survives it turns a quarter; the rest a half.
    const char* label = c != BoardChange::Turn ? board_change_label(c) : turns_a_quarter(shape) ? "Quarter turn" : "Half turn";
    change_button(game, c, label, ui, send);
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Keys
//-----------------------------------------------------------------------------

bool keyboard_help(const Model& m, const Look& look, const Ui& ui, Sink<Msg> send) {
  if (!look.keys_named) return false;  // a phone without a keyboard: no keys to list
  ImGui::SetNextItemOpen(m.show_keys, ImGuiCond_Always);
  const bool open = ImGui::CollapsingHeader("Keys");
  ui.control("Keys");
  if (open != m.show_keys) send.send(ShowKeys{open});
  if (!open) return false;
  static const char* const keys[][2] = {
      {"Arrows", "move the cursor over the buttons"},
      {"Space / Enter", "press the button under the cursor"},
      {"H", "hint, one level further each time"},
      {"S", "press next: the solution's next button, pressed for you (help)"},
      {"N", "new game (in How to play: the next step)"},
      {"Escape", "end How to play"},
      {"U / Ctrl+Z", "undo"},
      {"R / Ctrl+Y", "redo"},
      {"M", "sound on or off"},
      {"?", "show or hide this list"},
  };
  for (const auto& k : keys) {
    ImGui::TextUnformatted(k[0]);
    ImGui::SameLine(8.0f * ImGui::GetFontSize());
    ImGui::TextDisabled("%s", k[1]);
  }
  return true;
}

}  // namespace tl::app::play
