// engine_native.cpp: the desktop's engine, on a thread of its own
// (engine_host.hpp). Made at the first ask, so a window that never asks
// starts no thread.
#include <SDL.h>

#include <memory>

#include "core/engine/engine_thread.hpp"
#include "platform/engine_host.hpp"

namespace tl::platform {

namespace {
std::unique_ptr<engine::EngineThread> g_engine;
}  // namespace

void engine_ask(const std::vector<engine::Ask>& asks) {
  if (asks.empty()) return;
  if (!g_engine)
    g_engine = std::make_unique<engine::EngineThread>([] {
      // Wakes SDL_WaitEventTimeout; the frame it draws takes the news (the
      // event itself means nothing to translate()).
      SDL_Event e{};
      e.type = SDL_USEREVENT;
      SDL_PushEvent(&e);
    });
  g_engine->ask(asks);
}

std::vector<engine::News> engine_news() { return g_engine ? g_engine->take_news() : std::vector<engine::News>{}; }

void engine_limit(int64_t) {}  // the page's hook only

void engine_stop() { g_engine.reset(); }

}  // namespace tl::platform
