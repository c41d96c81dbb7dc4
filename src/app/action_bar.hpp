// action_bar.hpp: the actions that play, in reach of a thumb (Tall and
// Landscape layouts): Hint, Step, Undo, Redo, New and Menu, and the status
// line over them that keeps the move count and the presses still needed in sight.
#pragma once

#include "app/app.hpp"

namespace tl::app {

void action_bar(App& app, const ScreenLayout& layout);
void status_line(App& app, const Rect& where);
// Its words: the moves and what is still needed, the par in a daily or a
// level (a test), Hard mode, Solved, or No solution (the hook's status_line).
std::string status_words(const App& app);
// Menu: the machine picker as a sheet over the board (Tall) or as the
// panel's pane (Landscape); again, back to the pane before.
void toggle_menu(App& app);
// Whether the Menu is open (Tall: its sheet; Landscape: its pane), and
// opening it where it is not (the daily's banner's Statistics).
bool menu_open(const App& app);
void open_menu(App& app);

}  // namespace tl::app
