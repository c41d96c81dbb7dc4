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

#include "app/boards/board_palette.hpp"
#include "app/boards/board_draw.hpp"
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

  // The rest is Play's own: solvable or not, moves, hard mode, what is still needed.
  play::Look look = play_look(app);
  if (!look.challenge && !app.game.hard() && app.game.solution().solvable && !s.solved()) look.difficulty = difficulty_words(app);
  play::status(play_model(app), app.game, look, board_theme(), ui_of(app), play_sink(app));
}

//-----------------------------------------------------------------------------
// [SECTION] Hint and step-through
//-----------------------------------------------------------------------------

void help_controls(App& app) { play::help_controls(play_model(app), app.game, play_look(app), ui_of(app), play_sink(app)); }

//-----------------------------------------------------------------------------
// [SECTION] Game controls
//-----------------------------------------------------------------------------

// The player's settings, under the game's controls: the shell's (saved on
// the device), not Play's.
static void settings_controls(App& app) {
  if (!app.game.machine().goal_is_grid() && tick_box(ui_of(app), "Colour-blind palette", app.settings.colour_blind))
    later(app, intent::ColourBlind{!app.settings.colour_blind});
  // The page starts from the browser's prefers-reduced-motion, the desktop
  // from its saved setting; either way the player can change it here.
  if (tick_box(ui_of(app), "Reduce motion", app.settings.reduce_motion))
    later(app, intent::ReduceMotion{!app.settings.reduce_motion});
  ImGui::SameLine();
  bool sound = app.settings.sound;  // off on a first visit; the M key too
  if (checkbox(app, "Sound", &sound)) later(app, intent::Sound{sound});
  theme_controls(app);
}

void game_controls(App& app) {
  play::game_controls(play_model(app), app.game, play_look(app), ui_of(app), play_sink(app));
  settings_controls(app);
}

//-----------------------------------------------------------------------------
// [SECTION] Keyboard help
//-----------------------------------------------------------------------------

bool keys_named(const App& app) { return !in_bar(app) || app.screen.keyboard_used; }

const char* tap_word(const App& app) { return touch_ui(app) ? "Tap" : "Click"; }

void keyboard_help(App& app) {
  if (play::keyboard_help(play_model(app), play_look(app), ui_of(app), play_sink(app))) how_to_play_button(app);
}

}  // namespace tl::app
