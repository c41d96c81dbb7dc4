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
  play::Look look = play_look(app);
  const Midend& g = app.game;
  if (!look.challenge && !g.hard() && g.solution().solvable && !g.session().solved()) look.difficulty = difficulty_words(app);
  play::goal_picture(g, look, ui_of(app));
  play::status(play_model(app), g, look, board_theme(), ui_of(app), play_sink(app));
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

void board_patterns_section(App& app) { play::board_patterns(app.game, play_look(app), ui_of(app), play_sink(app)); }

void keyboard_help(App& app) {
  if (play::keyboard_help(play_model(app), play_look(app), ui_of(app), play_sink(app))) how_to_play_button(app);
}

}  // namespace tl::app
