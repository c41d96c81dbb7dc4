// announce.hpp: the game in words, for players who cannot see the canvas.
// The page puts announcements in an ARIA live region and the board's label
// on the canvas (platform_web.cpp); the words come from the session's state,
// so they say what each action did ("Pressed 5: 4 of 9 lit, 3 presses to go").
#pragma once

#include <cstdint>
#include <string>

#include "app/app.hpp"

namespace tl::app {

// The sentence for what changed since the last call (a move, undo or redo, a
// new game, the hint, the keyboard cursor), or "" when nothing did.
std::string announcement(App& app, Announcer& seen);

// The board's accessible name: the machine, its size and the keys to play it.
std::string board_label(const App& app);

}  // namespace tl::app
