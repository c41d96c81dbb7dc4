// engine_host.hpp: where each target runs the engine (core/engine), behind
// the three calls the shared frame (platform_sdl.cpp) makes.
//   - The desktop (engine_native.cpp): a thread of its own (EngineThread);
//     its news wakes the loop through an SDL event, so the window draws a
//     frame for it and none while it computes.
//   - The page (engine_web.cpp): the page's own frames, a slice of each,
//     until the page has its engine worker.
#pragma once

#include <cstdint>
#include <vector>

#include "core/engine/engine_messages.hpp"

namespace tl::platform {

// The app's asks of this frame (AppOutput::engine_asks), in order.
void engine_ask(const std::vector<engine::Ask>& asks);
// What the engine said since the last frame, for this frame's input. The
// page first gives its jobs `work_ms` of this frame (and at most the slices
// engine_limit allowed).
std::vector<engine::News> engine_news(double work_ms);
// The engine has work that only more frames move on (the page's): the loop
// draws again. Natively false: the thread works between frames.
bool engine_busy();
// The hook's limitWork (platform.hpp: limit_work): from now on the engine
// runs at most `steps` more slices (-1: no limit), where it runs in frames.
void engine_limit(int64_t steps);
// Before SDL quits: the desktop's thread stops between two slices and joins
// (a job cut short leaves nothing behind).
void engine_stop();

}  // namespace tl::platform
