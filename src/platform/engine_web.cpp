// engine_web.cpp: the page's engine is two Web Workers (engine_host.hpp),
// each a WebAssembly module of its own, made at its first ask, so the page's
// first load carries none of their code:
//   * the engine worker (web/engine_worker.js; togglelab_worker.js + .wasm:
//     core/engine and the solvers it runs): every job but a worksheet;
//   * the worksheet worker (web/sheets_worker.js; togglelab_sheets.js +
//     .wasm: the worksheets' writer alone): the Why tab's worksheets, which
//     a student on a small board asks for without any other long work.
// Asks go to them and news comes back as bytes (core/engine/engine_wire.hpp);
// the news waits here for the next frame, which it asks for (platform_web.cpp:
// tl_engine_news). A worker that fails to load, or traps, ends each job it
// held with an error the screen that asked shows; the game plays on.
#include <emscripten.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include "core/engine/engine_wire.hpp"
#include "platform/engine_host.hpp"

namespace tl::platform {

namespace {

// One worker as the page sees it.
struct Channel {
  const char* script;                // the worker's script
  const char* name;                  // in a failure's words
  std::set<engine::JobNumber> open;  // started and not yet done, cancelled or failed
  bool started = false;              // the worker was made
  bool failed = false;               // it failed: later asks fail at once
  std::string why;                   // how
};
Channel g_channels[2] = {{"engine_worker.js", "the engine worker", {}, false, false, {}},
                         {"sheets_worker.js", "the worksheet worker", {}, false, false, {}}};
constexpr int kSheets = 1;
std::vector<engine::News> g_news;  // for the next frame
std::optional<int64_t> g_limit;    // engine_limit's, for a worker not made yet

// Which worker runs an ask: a worksheet's Start goes to its own, and so does
// any ask about a job that one holds.
int channel_of(const engine::Ask& a) {
  if (const auto* s = std::get_if<engine::Start>(&a)) return std::holds_alternative<engine::SheetWork>(s->work) ? kSheets : 0;
  const engine::JobNumber job = std::visit([](const auto& x) { return x.job; }, a);
  return g_channels[kSheets].open.count(job) ? kSheets : 0;
}

// Every job the channel held ends with why it failed.
void fail(Channel& c, const std::string& why) {
  c.failed = true;
  c.why = why;
  for (const engine::JobNumber job : c.open)
    g_news.push_back({.job = job,
                      .progress = 0,
                      .done = true,
                      .error = std::string(c.name) + " failed: " + why + " (reload the page to try again)",
                      .found = {}});
  c.open.clear();
}

void start_worker(int index) {
  // clang-format off
  EM_ASM({
    var w = new Worker(UTF8ToString($1));
    Module.tlWorkers = Module.tlWorkers || [];
    Module.tlWorkers[$0] = w;
    var fail = function (why) {
      var p = Module.tlText(why);  // platform_web.cpp's, installed at start
      _tl_engine_failed($0, p);
      _free(p);
    };
    w.onmessage = function (e) {
      var m = e.data;
      if (m.kind === "news") {
        if ($0 === 0) Module.tlWorkerHeap = m.heap;  // the engine worker's memory: the soak counts both heaps
        var p = _malloc(m.bytes.length);
        HEAPU8.set(m.bytes, p);
        _tl_engine_news($0, p, m.bytes.length);
        _free(p);
      } else if (m.kind === "failed") {
        fail(m.error);
      }
    };
    // A script that did not load (no message then), or a trap in its module: the worker is gone.
    w.onerror = function (e) { e.preventDefault(); fail(e.message || "it did not load"); };
    if ($2 !== -2) w.postMessage({ kind: "limit", steps: $2 });
  }, index, g_channels[index].script, g_limit ? double(*g_limit) : -2.0);
  // clang-format on
}

}  // namespace

void engine_ask(const std::vector<engine::Ask>& asks) {
  std::vector<engine::Ask> to[2];
  for (const engine::Ask& a : asks) {
    const int i = channel_of(a);
    if (const auto* s = std::get_if<engine::Start>(&a)) g_channels[i].open.insert(s->job);
    if (const auto* c = std::get_if<engine::Cancel>(&a)) g_channels[i].open.erase(c->job);
    to[i].push_back(a);
  }
  for (int i = 0; i < 2; ++i) {
    Channel& c = g_channels[i];
    if (to[i].empty()) continue;
    if (c.failed) {
      fail(c, c.why);
      continue;
    }
    if (!c.started) {
      c.started = true;
      start_worker(i);
    }
    const std::vector<uint8_t> bytes = engine::write_asks(to[i]);
    EM_ASM(
        {
          var b = HEAPU8.slice($1, $1 + $2);
          Module.tlWorkers[$0].postMessage({kind : "asks", bytes : b}, [b.buffer]);
        },
        i, bytes.data(), bytes.size());
  }
}

std::vector<engine::News> engine_news() { return std::exchange(g_news, {}); }

void engine_limit(int64_t steps) {
  g_limit = steps;
  for (int i = 0; i < 2; ++i)
    if (g_channels[i].started) EM_ASM({ Module.tlWorkers[$0].postMessage({kind : "limit", steps : $1}); }, i, double(steps));
}

void engine_stop() {}

bool engine_news_in(std::span<const uint8_t> bytes) {
  Result<std::vector<engine::News>> news = engine::read_news(bytes);
  if (!news) return false;
  for (engine::News& n : *news) {
    if (n.done)
      for (Channel& c : g_channels) c.open.erase(n.job);
    g_news.push_back(std::move(n));
  }
  return true;
}

void engine_failed(int worker, const std::string& why) { fail(g_channels[worker == kSheets ? kSheets : 0], why); }

}  // namespace tl::platform
