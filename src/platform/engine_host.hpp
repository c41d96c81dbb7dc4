// engine_host.hpp: where each target runs the engine (core/engine), behind
// the three calls the shared frame (platform_sdl.cpp) makes.
//   - The desktop (engine_native.cpp): a thread of its own (EngineThread);
//     its news wakes the loop through an SDL event, so the window draws a
//     frame for it and none while it computes.
//   - The page (engine_web.cpp): the engine worker, a Web Worker with a
//     WebAssembly module of its own, loaded at the first ask (and the
//     worksheets' worker, another, for the Why tab's worksheets); its news
//     asks for a frame.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/engine/engine_messages.hpp"

namespace tl::platform {

// The app's asks of this frame (AppOutput::engine_asks), in order.
void engine_ask(const std::vector<engine::Ask>& asks);
// What the engine said since the last frame, for this frame's input. Both
// targets work between frames (the thread, the worker), so no frame is
// drawn for the engine but the one its news asks for.
std::vector<engine::News> engine_news();
// The hook's limitWork (platform.hpp: limit_work): from now on the engine
// runs at most `steps` more slices (-1: no limit), where it runs in frames.
void engine_limit(int64_t steps);
// Before SDL quits: the desktop's thread stops between two slices and joins
// (a job cut short leaves nothing behind).
void engine_stop();

// The page only (platform_web.cpp's tl_engine_news and tl_engine_failed):
// a worker's news as it posted it (false: not readable), and worker `worker`
// gone (0 the engine's, 1 the worksheets'; its script did not load, or it
// trapped): every job it held ends with an error that says so, and later
// asks of it fail at once.
bool engine_news_in(std::span<const uint8_t> bytes);
void engine_failed(int worker, const std::string& why);

}  // namespace tl::platform
