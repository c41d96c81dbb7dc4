// solids_host.hpp: the shell's side of "Faces of solids" (screens/solids).
#pragma once

#include "app/app.hpp"

namespace tl::app {

// The section (why_view.cpp's list).
void why_solids_panel(App& app);
// After the draw: the board a tap opened.
void apply_solids_messages(App& app);

}  // namespace tl::app
