// diy_host.hpp: the shell's side of the do-it-yourself elimination
// (screens/diy): drawn under the elimination in the Why tab, its messages
// applied after the draw, the hook's "diy".
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// The toggle and, while on, the student's elimination (why_elimination.cpp draws it).
void why_diy_section(App& app);
// After the draw: what its taps asked for.
void apply_diy_messages(App& app);
// The hook's "diy" (nothing while it is off).
void why_diy_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
