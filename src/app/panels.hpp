// panels.hpp: the side panel's parts, each a function that draws one section.
#pragma once

#include <vector>

#include "app/app.hpp"
#include "imgui.h"

namespace tl::app {

// Update step: the picker's fields (screens/picker) follow the rules in
// play (a New, a loaded link, an undo across games).
void sync_picker(App& app);
// The list of machines, then the picker's fields; after the frame, what
// the fields asked for (a game started, a value typed).
void machine_picker(App& app);
void apply_picker_messages(App& app);
void goal_and_status(App& app);  // goal, moves, presses still needed, solved
void help_controls(App& app);    // Hint and the step-through
void game_controls(App& app);    // Restart, Undo, Redo, edit mode, link
void keyboard_help(App& app);    // the keys, in a collapsing section
// Patterns and moves of the whole board (screens/play), in a collapsing
// section; not while a daily or a level is in play (they count as Edit).
void board_patterns_section(App& app);
// Thumbs play (a layout with a bar, or the last pointer was a finger): lists
// and numbers are chosen by finger-sized taps, never typed.
bool touch_ui(const App& app);
// Keys are named (the Keys list, "M turns it off") on the desktop, and on a
// phone once a key was pressed there: a phone without a keyboard has none.
bool keys_named(const App& app);
// A small button beside text (Dismiss, Apply, Copy): ImGui's SmallButton
// with a mouse, a finger-sized one (44 x 44 px at least) on a touch screen.
bool small_button(const App& app, const char* label);
// The size of a row of a list (a machine, a press shape): finger-high where
// thumbs play, ImGui's own elsewhere.
ImVec2 row_size(const App& app);

}  // namespace tl::app
