// rules_editor_host.hpp: the shell's side of the rules editor (screens/rules_editor).
#pragma once

#include "app/app.hpp"

namespace tl::app {

// The section (why_view.cpp's list).
void why_rules_editor(App& app);
// After the draw: the edited rules, loaded as the game.
void apply_rules_editor_messages(App& app);

}  // namespace tl::app
