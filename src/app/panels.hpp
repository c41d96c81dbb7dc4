// panels.hpp: the side panel's parts, each a function that draws one section.
#pragma once

#include "app/app.hpp"

namespace tl::app {

void machine_picker(App& app);     // which machine, its size, New
void goal_and_status(App& app);    // goal, moves, presses still needed, solved
void help_controls(App& app);      // Hint and the step-through
void game_controls(App& app);      // Restart, Undo, Redo, edit mode, link
void keyboard_help(App& app);      // the keys, in a collapsing section
const char* how_to_play(const std::string& machine_name);

}  // namespace tl::app
