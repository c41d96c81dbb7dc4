// activity.hpp: what the app does between inputs, so the platform knows when
// to keep drawing (frames on demand: at rest the loops wait and cost nothing).
#pragma once

#include "app/app.hpp"

namespace tl::app {

// True while something moves without input: the step-through's Play, the
// elimination's Run, or background work in progress (the atlas, the census).
bool wants_frames(const App& app);

}  // namespace tl::app
