// The engine on its own thread (the desktop's), under ThreadSanitizer: asks
// go in and news comes out through the queues while the thread computes, a
// pause is seen between slices, a cancel leaves no news behind, and the
// destructor stops a job part-way. Built with -fsanitize=thread by itself
// (CMakeLists.txt: togglelab_engine_thread_tests), so a data race fails it.
#include "core/engine/engine_thread.hpp"

#include <gtest/gtest.h>

#include <condition_variable>
#include <mutex>

#include "core/linear/explain/lightsout_atlas.hpp"

namespace tl::engine {
namespace {

// The test's side: woken by the engine's thread, as the desktop's loop is by
// its SDL event; takes the news and keeps each job's.
class Listener {
 public:
  std::function<void()> wake() {
    return [this] {
      const std::lock_guard lock(mutex_);
      ++wakes_;
      woken_.notify_all();
    };
  }
  // Takes news until `until` holds of it (waiting for wakes between).
  template <class F>
  void take_until(EngineThread& t, F until) {
    for (;;) {
      for (News& n : t.take_news()) news.push_back(std::move(n));
      if (until()) return;
      std::unique_lock lock(mutex_);
      const int seen = wakes_;
      woken_.wait_for(lock, std::chrono::milliseconds(50), [&] { return wakes_ != seen; });
    }
  }
  std::vector<int> nullities(JobNumber job) const {
    std::vector<int> out;
    for (const News& n : news)
      if (const auto* a = std::get_if<AtlasFound>(&n.found); a && n.job == job)
        out.insert(out.end(), a->nullities.begin(), a->nullities.end());
    return out;
  }
  bool done(JobNumber job) const {
    for (const News& n : news)
      if (n.job == job && n.done) return true;
    return false;
  }
  std::vector<News> news;

 private:
  std::mutex mutex_;
  std::condition_variable woken_;
  int wakes_ = 0;
};

// A job that takes one slice: when its news is in, every ask before it was seen.
Start barrier(JobNumber job) { return {.job = job, .work = AtlasWork{.topology = Topology::Plain, .states = 2, .max_n = 1}}; }

TEST(EngineThread, TheAtlasIsComputedOnTheThreadAndItsNewsWakesTheListener) {
  Listener l;
  EngineThread t(l.wake());
  t.ask({Start{.job = 1, .work = AtlasWork{.topology = Topology::Torus, .states = 2, .max_n = 64}}});
  l.take_until(t, [&] { return l.done(1); });
  const std::vector<int> n = l.nullities(1);
  ASSERT_EQ(n.size(), 64u);
  for (int side : {5, 6, 10, 64}) EXPECT_EQ(n[std::size_t(side - 1)], lightsout_square_nullity(side, Topology::Torus)) << side;
}

TEST(EngineThread, APauseIsSeenBetweenSlicesAndACancelLeavesNoNews) {
  Listener l;
  EngineThread t(l.wake(), std::chrono::milliseconds(1));
  t.ask({Start{.job = 1, .work = AtlasWork{.topology = Topology::Torus, .states = 3, .max_n = 200}}});
  l.take_until(t, [&] { return !l.news.empty(); });
  t.ask({Pause{.job = 1}, barrier(2)});
  l.take_until(t, [&] { return l.done(2); });
  const std::size_t paused = l.news.size();
  const std::size_t held = l.nullities(1).size();
  t.ask({barrier(3)});
  l.take_until(t, [&] { return l.done(3); });
  for (std::size_t i = paused; i < l.news.size(); ++i) EXPECT_NE(l.news[i].job, 1u) << "no news of a paused job";
  EXPECT_EQ(l.nullities(1).size(), held);
  EXPECT_LT(held, 200u);
  t.ask({Resume{.job = 1}, Cancel{.job = 1}, barrier(4)});
  l.take_until(t, [&] { return l.done(4); });
  const std::size_t cancelled = l.news.size();
  t.ask({barrier(5)});
  l.take_until(t, [&] { return l.done(5); });
  for (std::size_t i = cancelled; i < l.news.size(); ++i) EXPECT_NE(l.news[i].job, 1u) << "no news of a cancelled job";
  EXPECT_FALSE(l.done(1));
}

TEST(EngineThread, TheDestructorStopsAJobPartWay) {
  Listener l;
  {
    EngineThread t(l.wake(), std::chrono::milliseconds(2));
    t.ask({Start{.job = 1, .work = AtlasWork{.topology = Topology::Projective, .states = 5, .max_n = 256}}});
    l.take_until(t, [&] { return !l.news.empty(); });
  }  // joins between two slices: a 256-board atlas with 5 states takes minutes
  EXPECT_FALSE(l.done(1));
}

}  // namespace
}  // namespace tl::engine
