// engine_thread.cpp: see engine_thread.hpp.
#include "core/engine/engine_thread.hpp"

namespace tl::engine {

EngineThread::EngineThread(std::function<void()> wake, std::chrono::milliseconds slice)
    : wake_(std::move(wake)), slice_(slice), thread_([this] { loop(); }) {}

EngineThread::~EngineThread() {
  {
    const std::lock_guard lock(mutex_);
    stop_ = true;
  }
  changed_.notify_one();
  thread_.join();
}

void EngineThread::ask(const std::vector<Ask>& asks) {
  if (asks.empty()) return;
  {
    const std::lock_guard lock(mutex_);
    inbox_.insert(inbox_.end(), asks.begin(), asks.end());
  }
  changed_.notify_one();
}

std::vector<News> EngineThread::take_news() {
  const std::lock_guard lock(mutex_);
  return std::exchange(outbox_, {});
}

void EngineThread::loop() {
  for (;;) {
    std::vector<Ask> asks;
    {
      std::unique_lock lock(mutex_);
      // At rest until asked: busy() reads the engine, which only this thread touches.
      changed_.wait(lock, [&] { return stop_ || !inbox_.empty() || engine_.busy(); });
      if (stop_) return;
      asks.swap(inbox_);
    }
    for (const Ask& a : asks) engine_.take(a);
    engine_.run(slice_);
    std::vector<News> news = engine_.take_news();
    if (news.empty()) continue;
    bool first = false;
    {
      const std::lock_guard lock(mutex_);
      first = outbox_.empty();
      for (News& n : news) outbox_.push_back(std::move(n));
    }
    if (first && wake_) wake_();
  }
}

}  // namespace tl::engine
