// engine_web.cpp: the page's engine, in the page's own frames for now
// (engine_host.hpp): each frame gives its jobs a slice of wall-clock time
// before the app's step, as background work always had. The engine worker
// (a second WebAssembly module in a Web Worker) takes its place.
#include <algorithm>
#include <chrono>

#include "core/engine/engine.hpp"
#include "platform/engine_host.hpp"

namespace tl::platform {

namespace {
engine::Engine g_engine;
int64_t g_steps_left = -1;  // engine_limit's
}  // namespace

void engine_ask(const std::vector<engine::Ask>& asks) {
  for (const engine::Ask& a : asks) g_engine.take(a);
}

std::vector<engine::News> engine_news(double work_ms) {
  if (g_engine.busy()) g_engine.run(std::chrono::microseconds(int64_t(work_ms * 1000.0)), &g_steps_left);
  return g_engine.take_news();
}

bool engine_busy() { return g_engine.busy() && g_steps_left != 0; }

void engine_limit(int64_t steps) { g_steps_left = std::max<int64_t>(steps, -1); }

void engine_stop() {}

}  // namespace tl::platform
