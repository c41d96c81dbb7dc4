// activity.hpp: what the app does between inputs. The platform draws on
// demand (at rest the loops wait and cost nothing), so it asks here whether
// something moves by itself, and gives background work a slice of each frame.
#pragma once

#include <chrono>

#include "app/app.hpp"

namespace tl::app {

// True while something moves without input: the step-through's Play, the
// elimination's Run, or background work in progress (the atlas, the census).
bool wants_frames(const App& app);

// Advances the background work that is running (the Lights Out atlas, Ghaly's
// census) by whole steps until `budget` of wall-clock time is spent, so the
// page stays responsive and the progress bars move; never more steps than
// app.work_steps_left allows. Once per frame.
void background_work(App& app, std::chrono::steady_clock::duration budget);

}  // namespace tl::app
