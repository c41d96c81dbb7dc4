// engine_worker_api.cpp: the engine worker's own WebAssembly module
// (togglelab_worker.js + .wasm, loaded by web/engine_worker.js in a Web
// Worker): the engine (core/engine) and the C functions its JavaScript
// calls. Asks come in and news goes out as bytes (core/engine/engine_wire.hpp),
// so nothing here shares memory with the page.
//   tl_engine_in(n)        -> where to write n bytes of asks (the module's heap)
//   tl_engine_ask(n)       -> 1 when the n bytes written there were read and
//                             carried out; 0 and tl_engine_error() otherwise
//   tl_engine_run(ms)      -> runs the jobs' slices for up to ms (and no more
//                             slices than tl_engine_limit allows); 1 while a
//                             job still wants slices
//   tl_engine_news()       -> the bytes of the news since the last call (0: none),
//                             at tl_engine_out()
//   tl_engine_limit(steps) -> the page's limitWork: at most steps more slices (-1: none)
#include <emscripten.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "core/engine/engine.hpp"
#include "core/engine/engine_wire.hpp"
#include "platform/worker_asks.hpp"

namespace {
tl::engine::Engine g_engine;
tl::platform::AskInbox g_inbox;
std::vector<uint8_t> g_out;
int64_t g_steps_left = -1;
}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE uint8_t* tl_engine_in(int n) { return g_inbox.room(n); }

EMSCRIPTEN_KEEPALIVE int tl_engine_ask(int n) {
  return g_inbox.take_asks(n, [](const tl::engine::Ask& a) { g_engine.take(a); });
}

EMSCRIPTEN_KEEPALIVE int tl_engine_run(double ms) {
  if (g_engine.busy()) g_engine.run(std::chrono::microseconds(int64_t(ms * 1000.0)), &g_steps_left);
  return g_engine.busy() && g_steps_left != 0 ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int tl_engine_news() {
  const std::vector<tl::engine::News> news = g_engine.take_news();
  if (news.empty()) return 0;
  g_out = tl::engine::write_news(news);
  return int(g_out.size());
}

EMSCRIPTEN_KEEPALIVE const uint8_t* tl_engine_out() { return g_out.data(); }

EMSCRIPTEN_KEEPALIVE const char* tl_engine_error() { return g_inbox.error.c_str(); }

EMSCRIPTEN_KEEPALIVE void tl_engine_limit(double steps) { g_steps_left = std::max<int64_t>(int64_t(steps), -1); }

}  // extern "C"
