// sheets_worker_api.cpp: the worksheet worker's own WebAssembly module
// (togglelab_sheets.js + .wasm, loaded by web/sheets_worker.js in a Web
// Worker of its own): the Why tab's worksheets, LaTeX and text, written
// from the explanation the page sends (core/engine's SheetWork), before the
// tap that copies them. The writer is neither the page's first load nor the
// engine worker's (which needs its solvers, not this); a student who opens
// the Why tab of Merlin's board loads this module alone.
//
// It speaks the engine's wire and calls (engine_worker_api.cpp's), so the
// page routes a SheetWork here as it routes other work to the engine worker,
// and web/engine_worker.js runs both modules' loops. A worksheet is one slice.
#include <emscripten.h>

#include <algorithm>
#include <chrono>
#include <deque>
#include <string>
#include <vector>

#include "core/engine/engine_wire.hpp"
#include "platform/worker_asks.hpp"
#include "core/engine/explain_job.hpp"

namespace {
using tl::engine::JobNumber;
std::deque<std::pair<JobNumber, tl::engine::SheetWork>> g_queue;  // started, not yet written
std::vector<tl::engine::News> g_news;
tl::platform::AskInbox g_inbox;
std::vector<uint8_t> g_out;
int64_t g_steps_left = -1;

void take(const tl::engine::Ask& ask) {
  if (const auto* start = std::get_if<tl::engine::Start>(&ask)) {
    if (const auto* sheet = std::get_if<tl::engine::SheetWork>(&start->work)) g_queue.emplace_back(start->job, *sheet);
    else
      g_news.push_back(
          {.job = start->job, .progress = 0, .done = true, .error = "this worker writes worksheets only", .found = {}});
  } else if (const auto* cancel = std::get_if<tl::engine::Cancel>(&ask)) {
    std::erase_if(g_queue, [&](const auto& q) { return q.first == cancel->job; });
  }  // a worksheet is one slice: nothing to pause
}
}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE uint8_t* tl_engine_in(int n) { return g_inbox.room(n); }

EMSCRIPTEN_KEEPALIVE int tl_engine_ask(int n) {
  return g_inbox.take_asks(n, [](const tl::engine::Ask& a) { take(a); });
}

EMSCRIPTEN_KEEPALIVE int tl_engine_run(double ms) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(int64_t(ms * 1000.0));
  while (!g_queue.empty() && g_steps_left != 0) {
    auto [job, work] = std::move(g_queue.front());
    g_queue.pop_front();
    if (g_steps_left > 0) --g_steps_left;
    tl::Result<tl::engine::SheetFound> r = tl::engine::answer(work);
    g_news.push_back({.job = job,
                      .progress = 1,
                      .done = true,
                      .error = r ? std::string() : r.error().message,
                      .found = r ? tl::engine::Found(std::move(*r)) : tl::engine::Found()});
    if (std::chrono::steady_clock::now() >= until) break;
  }
  return !g_queue.empty() && g_steps_left != 0 ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int tl_engine_news() {
  if (g_news.empty()) return 0;
  g_out = tl::engine::write_news(std::exchange(g_news, {}));
  return int(g_out.size());
}

EMSCRIPTEN_KEEPALIVE const uint8_t* tl_engine_out() { return g_out.data(); }

EMSCRIPTEN_KEEPALIVE const char* tl_engine_error() { return g_inbox.error.c_str(); }

EMSCRIPTEN_KEEPALIVE void tl_engine_limit(double steps) { g_steps_left = std::max<int64_t>(int64_t(steps), -1); }

}  // extern "C"
