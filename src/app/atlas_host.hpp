// atlas_host.hpp: the shell's side of "Lights Out atlas" (screens/atlas):
// its section in the Why tab with the run its settings ask for, and its
// messages, which may start or pause that run.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// The section (why_view.cpp's list).
void why_atlas_panel(App& app);
// After the draw: what its controls asked for.
void apply_atlas_messages(App& app);
// The hook's "atlas": the run's settings and the nullities computed so far.
void atlas_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
