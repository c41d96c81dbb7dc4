// dynamics_host.hpp: the shell's side of "Solving again and again"
// (screens/dynamics): its section in the Why tab with the period chart's run
// for the family in play, and its messages, which may start or pause that run.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// The section (why_view.cpp's list).
void why_dynamics_panel(App& app);
// After the draw: what its controls asked for.
void apply_dynamics_messages(App& app);
// The hook's "dynamics" and "period_chart".
void dynamics_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
