// engine_thread.hpp: the engine on a thread of its own (the desktop), so no
// long work runs on the thread that draws.
//
// Asks go in through a queue, news comes out through another; the engine
// itself is touched only by its thread, so no job needs a lock. The thread
// sleeps while no job wants slices, runs a slice of `slice` time at most
// between looks at its queue (so Pause and Cancel are seen within one), and
// calls `wake` when news is waiting where there was none, from its own
// thread: the desktop pushes an SDL event there, which draws a frame that
// takes it (SDL_PushEvent may be called from any thread).
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "core/engine/engine.hpp"

namespace tl::engine {

class EngineThread {
 public:
  explicit EngineThread(std::function<void()> wake, std::chrono::milliseconds slice = std::chrono::milliseconds(20));
  // Stops between two slices and joins: a job cut short leaves nothing behind.
  ~EngineThread();
  EngineThread(const EngineThread&) = delete;
  EngineThread& operator=(const EngineThread&) = delete;

  void ask(const std::vector<Ask>& asks);
  // All news since the last call, in the order it came.
  std::vector<News> take_news();

 private:
  void loop();

  std::function<void()> wake_;
  std::chrono::milliseconds slice_;
  std::mutex mutex_;  // guards the three below
  std::condition_variable changed_;
  std::vector<Ask> inbox_;
  std::vector<News> outbox_;
  bool stop_ = false;
  Engine engine_;       // its thread's alone
  std::thread thread_;  // last: started once the rest is made
};

}  // namespace tl::engine
