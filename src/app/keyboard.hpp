// keyboard.hpp: keyboard shortcuts for the game screen.
#pragma once

#include "app/app.hpp"

namespace tl::app {

// Reads this frame's keys and acts on them. Call once per frame.
void handle_keys(App& app);

}  // namespace tl::app
