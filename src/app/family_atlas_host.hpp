// family_atlas_host.hpp: the shell's side of the family atlas
// (screens/family_atlas): its section in the Why tab with the run jobs.cpp
// keeps, its messages, the hook's "family_atlas".
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// The section (why_view.cpp's list).
void why_family_atlas(App& app);
// After the draw: what its controls asked for.
void apply_family_atlas_messages(App& app);
// The hook's "family_atlas".
void family_atlas_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
