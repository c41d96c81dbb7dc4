// engine_web.cpp: the page's engine is the engine worker (engine_host.hpp):
// a Web Worker (web/engine_worker.js) with a WebAssembly module of its own
// (togglelab_worker.js + .wasm: core/engine and what it runs), made at the
// first ask, so the page's first load carries none of that code. Asks go to
// it and news comes back as bytes (core/engine/engine_wire.hpp); the news
// waits here for the next frame, which it asks for (platform_web.cpp:
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
std::vector<engine::News> g_news;    // for the next frame
std::set<engine::JobNumber> g_open;  // started and not yet done, cancelled or failed
bool g_started = false;              // the worker was made
std::optional<int64_t> g_limit;      // engine_limit's, for a worker not made yet
bool g_failed = false;               // it failed: later asks fail at once
std::string g_why;                   // how
}  // namespace

void engine_ask(const std::vector<engine::Ask>& asks) {
  if (asks.empty()) return;
  for (const engine::Ask& a : asks) {
    if (const auto* s = std::get_if<engine::Start>(&a)) g_open.insert(s->job);
    if (const auto* c = std::get_if<engine::Cancel>(&a)) g_open.erase(c->job);
  }
  if (g_failed) {
    engine_failed(g_why);
    return;
  }
  if (!g_started) {
    g_started = true;
    // clang-format off
    EM_ASM({
      var w = new Worker("engine_worker.js");
      Module.tlEngine = w;
      var fail = function (why) {
        var p = Module.tlText(why);  // platform_web.cpp's, installed at start
        _tl_engine_failed(p);
        _free(p);
      };
      w.onmessage = function (e) {
        var m = e.data;
        if (m.kind === "news") {
          Module.tlWorkerHeap = m.heap;  // the worker's WebAssembly memory: the soak counts both heaps
          var p = _malloc(m.bytes.length);
          HEAPU8.set(m.bytes, p);
          _tl_engine_news(p, m.bytes.length);
          _free(p);
        } else if (m.kind === "failed") {
          fail(m.error);
        }
      };
      // A script that did not load (no message then), or a trap in its module: the worker is gone.
      w.onerror = function (e) { e.preventDefault(); fail(e.message || "it did not load"); };
      if ($0 !== -2) w.postMessage({ kind: "limit", steps: $0 });
    }, g_limit ? double(*g_limit) : -2.0);
    // clang-format on
  }
  const std::vector<uint8_t> bytes = engine::write_asks(asks);
  EM_ASM(
      {
        var b = HEAPU8.slice($0, $0 + $1);
        Module.tlEngine.postMessage({kind : "asks", bytes : b}, [b.buffer]);
      },
      bytes.data(), bytes.size());
}

std::vector<engine::News> engine_news() { return std::exchange(g_news, {}); }

void engine_limit(int64_t steps) {
  if (!g_started) g_limit = steps;
  else EM_ASM({ Module.tlEngine.postMessage({kind : "limit", steps : $0}); }, double(steps));
}

void engine_stop() {}

bool engine_news_in(std::span<const uint8_t> bytes) {
  Result<std::vector<engine::News>> news = engine::read_news(bytes);
  if (!news) return false;
  for (engine::News& n : *news) {
    if (n.done) g_open.erase(n.job);
    g_news.push_back(std::move(n));
  }
  return true;
}

void engine_failed(const std::string& why) {
  g_failed = true;
  g_why = why;
  for (const engine::JobNumber job : g_open)
    g_news.push_back({.job = job,
                      .progress = 0,
                      .done = true,
                      .error = "the engine worker failed: " + why + " (reload the page to try again)",
                      .found = {}});
  g_open.clear();
}

}  // namespace tl::platform
