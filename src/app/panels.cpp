// panels.cpp: the side panel, top to bottom as it appears.
//
// [SECTION] Machine picker
// [SECTION] Goal and status
// [SECTION] Hint and step-through
// [SECTION] Game controls
// [SECTION] Keyboard help
#include "app/screen_inbox.hpp"
#include "app/play_host.hpp"
#include "app/widgets/choice_list.hpp"
#include "app/panels.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "app/board_palette.hpp"
#include "app/board_view.hpp"
#include "app/census_host.hpp"
#include "app/invariant_view.hpp"
#include "app/photo_host.hpp"
#include "app/progress_view.hpp"
#include "app/screens/picker/picker_screen.hpp"
#include "app/statistics_host.hpp"
#include "app/theme_view.hpp"
#include "app/tour_host.hpp"
#include "core/registry/registry.hpp"
#include "imgui.h"

namespace tl::app {

void sync_picker(App& app) { picker::sync(app.picker->model, app.game); }

void apply_picker_messages(App& app) {
  apply_inbox(app, *app.picker, [&](picker::Model& m, const picker::Msg& msg) { picker::update(m, msg, app.game); });
}

// Layouts with a bar are played by thumbs: bigger targets, no typing.
static bool in_bar(const App& app) { return app.screen.layout.kind != LayoutKind::Wide; }
bool touch_ui(const App& app) { return in_bar(app) || app.screen.gestures.pointer_touch; }

ImVec2 row_size(const App& app) { return row_size(touch_ui(app)); }

bool small_button(const App& app, const char* label) { return small_button(touch_ui(app), label); }

static bool button(App& app, const char* label, float width_em) {  // large hit targets for touch
  const bool pressed = wide_button(touch_ui(app), label, width_em);
  record_control(app, label);
  return pressed;
}

bool stepper(App& app, const char* label, int* v, int lo, int hi) {
  const int was = *v;
  *v = stepper(ui_of(app), label, *v, lo, hi);
  return *v != was;
}

static bool checkbox(App& app, const char* label, bool* v) {
  if (!tick_box(ui_of(app), label, *v)) return false;
  *v = !*v;  // as ImGui's Checkbox writes it
  return true;
}

//-----------------------------------------------------------------------------
// [SECTION] Machine picker
//-----------------------------------------------------------------------------

void machine_picker(App& app) {
  const float em = ImGui::GetFontSize();
  const MachineKind& current = app.game.kind();
  if (in_bar(app)) {
    how_to_play_button(app);  // the menu's first line: a newcomer looks here
    ImGui::SameLine();
    read_photo_button(app);  // a board in front of the player: a handheld, a worksheet, a game
    // Thumbs: every machine in sight as a finger-high row, one tap to choose.
    ImGui::TextDisabled("Machine");
    for (const MachineKind& k : machine_kinds()) {
      const bool is_current = &k == &current;
      if (ImGui::Selectable(k.title.c_str(), is_current, 0, row_size(app)) && !is_current)
        later(app, intent::PickMachine{int(&k - machine_kinds().data())});
      record_control(app, k.title.c_str());
    }
    ImGui::Separator();
  } else {
    ChoiceList list(ui_of(app), "Machine", current.title.c_str(), 15.0f * em);
    if (list)
      for (const MachineKind& k : machine_kinds()) {
        const bool is_current = &k == &current;
        if (list.row(k.title.c_str(), is_current) && !is_current)
          later(app, intent::PickMachine{int(&k - machine_kinds().data())});
      }
  }
  // The fields, Apply, the presets, how to play (screens/picker): its
  // messages are applied after the frame (apply_picker_messages).
  picker::draw(app.picker->model, app.game, board_theme(), ui_of(app), Sink<picker::Msg>(app.picker->inbox));
  // With a bar the picker is the Menu, and the daily and series belong with
  // it; on the desktop they come under the game's own controls (app.cpp).
  if (in_bar(app)) {
    progress_section(app);
    statistics_section(app);
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Goal and status
//-----------------------------------------------------------------------------

void goal_and_status(App& app) {
  const Session& s = app.game.session();
  const Machine& m = s.machine();
  const Position& pos = s.current().position;
  const float em = ImGui::GetFontSize();

  std::vector<int> goal = m.goal_cells(pos);
  if (!goal.empty()) {
    ImGui::TextUnformatted(app.game.editing() && app.game.editing_goal() ? "Lights (editing the goal)" : "Goal");
    std::vector<int> shown = app.game.editing() && app.game.editing_goal() ? m.cells(pos) : goal;
    if (const CellLayout* L = m.cell_layout()) {  // a graph: its own drawing, small
      layout_picture(*L, shown, m.states(), app.settings.colour_blind, 6.0f * em);
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
      draw_board(ImGui::GetWindowDrawList(), origin, cell, rows, cols, shown, false, app.settings.colour_blind, {},
                 step > 1 ? 2 : m.states());
      ImGui::Dummy(ImVec2(cell * float(cols), cell * float(rows)));
    }
    record_text(app, "Goal picture");  // where it is: the tour's words say so
  } else {
    ImGui::TextWrapped("Goal: every button lit in one and the same colour");
    // The colours on the board by name, so no one has to tell them apart by eye.
    std::vector<int> count(kCountedColourValues, 0);
    for (int v : m.cells(pos)) count[std::size_t(std::clamp(v, 0, kCountedColourValues - 1))]++;
    for (int v = 0; v < kCountedColourValues; ++v) {
      if (!count[std::size_t(v)]) continue;
      ImVec2 p = ImGui::GetCursorScreenPos();
      float sw = ImGui::GetTextLineHeight();
      ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + sw, p.y + sw), cell_colour(v, true, app.settings.colour_blind),
                                                3.0f);
      ImGui::Dummy(ImVec2(sw, sw));
      ImGui::SameLine();
      ImGui::Text("%s %d", colour_name(v, app.settings.colour_blind), count[std::size_t(v)]);
      ImGui::SameLine(0, em);
    }
    ImGui::NewLine();
  }

  // Whether every position can be solved (the cut-the-knot theory page's
  // question), in a player's words: the rank and the quiet patterns that
  // answer why are the Why tab's.
  const RulesSummary& a = app.game.rules_summary();
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
  const bool status_line = !app.screen.layout.status.empty();
  if (!status_line) ImGui::Text("Moves: %d%s", s.moves(), s.help_used() ? "  (help used)" : "");
  // Hard mode: chosen before the game's first press (the box greys after it).
  bool hard = app.game.hard();
  ImGui::BeginDisabled(app.game.hard_locked());
  if (checkbox(app, "Hard mode", &hard)) play_sink(app).send(play::HardMode{hard});
  ImGui::EndDisabled();
  const char* hard_words = hard ? "no hints, no solution" : "before the first press";
  same_line_for_button(hard_words);  // beside the box where it fits (not on a 320 px phone)
  ImGui::TextDisabled("%s", hard_words);
  const Solution& sol = app.game.solution();
  if (s.solved()) {
    if (!status_line) {
      ImGui::PushStyleColor(ImGuiCol_Text, board_theme().good_text);
      ImGui::Text("Solved in %d move%s!", s.moves(), s.moves() == 1 ? "" : "s");
      ImGui::PopStyleColor();
    }
  } else if (app.game.hard()) {
    // How many presses are left is the solution's length: help, in hard mode.
    ImGui::TextDisabled("Still needed: not shown in hard mode.");
  } else if (in_challenge(app)) {
    // A daily or a level is a test: the count would say whether each press was progress.
    ImGui::TextDisabled("Still needed: not shown in a daily or a level (par %d).", app.progress.par);
  } else if (sol.solvable) {
    if (!status_line || !sol.minimal) {
      ImGui::Text("Still needed: %zu%s", sol.presses.size(), sol.minimal ? "" : " (not proven minimal)");
      record_text(app, "Presses still needed");
    }
    // How far the search got when it could not prove the count (wrapped: phones are narrow).
    if (!sol.search.empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("Found by %s.", sol.search.c_str());
      ImGui::PopTextWrapPos();
    }
    // Where the game stands among its board's (the census).
    if (const std::string d = difficulty_words(app); !d.empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", d.c_str());
      ImGui::PopTextWrapPos();
    }
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, board_theme().bad_text);
    ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
    // The cells that show why are outlined on the board, and said so here;
    // the solver's own words where no outline can be drawn.
    if (shown_invariant(app)) ImGui::TextWrapped("No solution from here.");
    else ImGui::TextWrapped("No solution from here: %s", sol.reason.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    invariant_lines(app);
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Hint and step-through
//-----------------------------------------------------------------------------

void help_controls(App& app) {
  const bool can_help = app.game.solution().solvable && !app.game.session().solved();
  ImGui::BeginDisabled(!can_help);
  // The hint's levels, one click further each: where to look, which button, why.
  static const char* const kHintLabels[] = {"Hint", "Which button?", "Why?", "Hide hint"};
  if (!in_bar(app)) {  // with a bar, Hint is there
    if (button(app, kHintLabels[app.game.hint_level()], 7)) play_sink(app).send(play::Act{play::Action::HintFurther});
    ImGui::SameLine();
  }
  if (button(app, app.game.steps_shown() ? "Hide solution" : "Show solution", 7))
    play_sink(app).send(play::Act{play::Action::ToggleSteps});
  ImGui::EndDisabled();
  if (can_help) {
    const LeveledHint& h = app.game.leveled_hint();
    bool any = false;
    for (const std::string* words : {&h.where, &h.which, &h.why})
      if (!words->empty()) {
        ImGui::TextWrapped("%s", words->c_str());
        any = true;
      }
    // A hint asked for from the bar with the panel scrolled down: its words
    // are brought into sight once, when they change, not every frame.
    if (any) {
      record_text(app, "Hint words");
      const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
      const bool whole = ImGui::GetItemRectMin().y >= top && ImGui::GetItemRectMax().y <= bottom;
      if (app.game.hint_level() != app.play->model.hint_level_seen && !whole) ImGui::SetScrollHereY(1.0f);
    }
    // The last level's words have more behind them: the Why tab opens on
    // "Why this hint?", the press on the board and the algebra.
    if (h.level == 3 && button(app, "Why this hint?", 7)) later(app, intent::OpenPane{Pane::Why, true});
  }
  if (const int seen = can_help ? app.game.hint_level() : 0; seen != app.play->model.hint_level_seen)
    play_sink(app).send(play::HintWordsSeen{seen});
  if (app.game.steps_shown()) {
    const std::vector<int>& marks = app.game.step_marks();
    ImGui::BeginDisabled(app.game.session().last_move() != MoveKind::HintPress);
    if (button(app, "Previous", 4.6f)) play_sink(app).send(play::Act{play::Action::StepPrevious});
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(marks.empty());
    // One word per idea: the step forward is the bar's Press next (the same
    // press), the steps run and pause as the elimination's do ("Play" is a tab).
    if (button(app, "Press next", 4.6f)) play_sink(app).send(play::Act{play::Action::Step});
    ImGui::SameLine();
    if (button(app, app.game.playing() ? "Pause" : "Run", 4.6f)) play_sink(app).send(play::Act{play::Action::TogglePlay});
    ImGui::EndDisabled();
    if (!marks.empty()) {
      // Ascending, a button once per press: "4 x2" when it is pressed twice;
      // the first kListedButtons buttons, then how many more (a big board's
      // solution has tens of thousands: a list no one reads, drawn each frame).
      constexpr int kListedButtons = 64;
      std::string list;
      int listed = 0;
      for (std::size_t i = 0; i < marks.size() && listed < kListedButtons; ++listed) {
        std::size_t j = i;
        while (j < marks.size() && marks[j] == marks[i]) ++j;
        list += (list.empty() ? "" : ", ") + std::to_string(marks[i] + 1) + (j - i > 1 ? " x" + std::to_string(j - i) : "");
        i = j;
      }
      const std::vector<int>& counts = app.game.step_counts();
      const int buttons = int(std::count_if(counts.begin(), counts.end(), [](int n) { return n > 0; }));
      if (buttons > listed)
        list += ", ... and " + std::to_string(buttons - listed) + " more buttons (" + std::to_string(marks.size()) +
                " presses in all)";
      ImGui::TextWrapped("Press: %s", list.c_str());
      record_text(app, "Press list");
      if (app.board.heat_map) {
        ImGui::TextWrapped(
            "The cells are too small for a dot each: the board shows the solution instead of the lights, brighter "
            "where a button is pressed more times. Zoom in to see the lights and the dots.");
        record_text(app, "Heat map");
      }
    }
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Game controls
//-----------------------------------------------------------------------------

void game_controls(App& app) {
  const Midend& g = app.game;
  const bool bar = in_bar(app);  // New, Undo and Redo are in the bar
  if (!bar) {
    if (button(app, "New", 4.6f)) play_sink(app).send(play::Act{play::Action::New});
    ImGui::SameLine();
  }
  if (button(app, "Restart", 4.6f)) play_sink(app).send(play::Act{play::Action::Restart});
  ImGui::SameLine();
  bool any = g.any_position();
  if (checkbox(app, "Any position", &any)) play_sink(app).send(play::AnyPosition{any});
  if (!bar) {
    ImGui::BeginDisabled(g.session().undo_depth() == 0);
    if (button(app, "Undo", 4.6f)) play_sink(app).send(play::Act{play::Action::Undo});
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(g.session().redo_depth() == 0);
    if (button(app, "Redo", 4.6f)) play_sink(app).send(play::Act{play::Action::Redo});
    ImGui::EndDisabled();
    ImGui::SameLine();
  }
  if (button(app, "Copy link", 4.6f)) {
    copy_to_clipboard(app, link_text(app), {.what = "the link", .done = "Link copied."}, kWholeLink);
  }
  if (!bar) {  // a phone has it in the menu
    same_line_for_button("Read a photo");
    read_photo_button(app);
  }

  if (const CellLayout* L = g.machine().cell_layout(); L && !L->solid.empty()) {
    // The cube, not its net: drag to turn.
    if (tick_box(ui_of(app), "Turning 3D view", app.play->model.solid_view))
      play_sink(app).send(play::SolidView{!app.play->model.solid_view});
    ImGui::SameLine();
  }
  if (g.machine().goal_is_grid()) {
    bool editing = g.editing();
    // The value: bit 0 editing, bit 1 the goal rather than the lights.
    if (checkbox(app, "Edit", &editing)) play_sink(app).send(play::Edit{editing, g.editing_goal()});
    if (g.editing()) {
      ImGui::SameLine();
      if (ImGui::RadioButton("lights", !g.editing_goal())) play_sink(app).send(play::Edit{true, false});
      record_control(app, "lights");
      ImGui::SameLine();
      if (ImGui::RadioButton("goal", g.editing_goal())) play_sink(app).send(play::Edit{true, true});
      record_control(app, "goal");
      // A handheld's position is entered from a blank board, not by switching the dealt lights off one by one.
      if (button(app, "Clear", 4.6f)) play_sink(app).send(play::EditAll{0});
      ImGui::SameLine();
      if (button(app, "All on", 4.6f)) play_sink(app).send(play::EditAll{1});
      same_line_for_button("Read a photo");
      read_photo_button(app);        // the board in front of the player, read rather than copied light by light
      ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
      ImGui::TextDisabled("Click cells to switch them; untick Edit to play. One Undo takes the whole edit back.");
      ImGui::PopTextWrapPos();
    }
  } else {
    if (tick_box(ui_of(app), "Colour-blind palette", app.settings.colour_blind))
      later(app, intent::ColourBlind{!app.settings.colour_blind});
  }
  // The page starts from the browser's prefers-reduced-motion, the desktop
  // from its saved setting; either way the player can change it here.
  if (tick_box(ui_of(app), "Reduce motion", app.settings.reduce_motion))
    later(app, intent::ReduceMotion{!app.settings.reduce_motion});
  ImGui::SameLine();
  bool sound = app.settings.sound;  // off on a first visit; the M key too
  if (checkbox(app, "Sound", &sound)) later(app, intent::Sound{sound});
  theme_controls(app);
}

//-----------------------------------------------------------------------------
// [SECTION] Keyboard help
//-----------------------------------------------------------------------------

bool keys_named(const App& app) { return !in_bar(app) || app.screen.keyboard_used; }

const char* tap_word(const App& app) { return touch_ui(app) ? "Tap" : "Click"; }

void keyboard_help(App& app) {
  if (!keys_named(app)) return;  // a phone without a keyboard: no keys to list
  ImGui::SetNextItemOpen(app.play->model.show_keys, ImGuiCond_Always);
  const bool open = ImGui::CollapsingHeader("Keys");
  record_control(app, "Keys");
  if (open != app.play->model.show_keys) play_sink(app).send(play::ShowKeys{open});
  if (!open) return;
  static const char* keys[][2] = {
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
  for (auto& k : keys) {
    ImGui::TextUnformatted(k[0]);
    ImGui::SameLine(8.0f * ImGui::GetFontSize());
    ImGui::TextDisabled("%s", k[1]);
  }
  how_to_play_button(app);
}

}  // namespace tl::app
