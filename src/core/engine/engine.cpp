// engine.cpp: see engine.hpp.
#include "core/engine/engine.hpp"

#include <algorithm>
#include <string>

#include "core/linear/explain/lightsout_atlas.hpp"

namespace tl::engine {

// A job as the engine holds it: the core's Job, whether the player paused
// it, whether it moved since its last news, and (per kind of work) what it
// found that no news has said yet.
class Engine::Running {
 public:
  Running(JobNumber n, Job* j) : number(n), job(j) {}
  virtual ~Running() = default;
  virtual Found found() = 0;  // what it found since the last call

  JobNumber number;
  Job* job;  // the derived class's own
  bool paused = false;
  bool moved = true;  // a new job's first news says it started (progress 0)
};

namespace {

class AtlasRunning final : public Engine::Running {
 public:
  AtlasRunning(JobNumber n, const AtlasWork& w) : Running(n, &atlas_), atlas_(w.max_n, w.topology, w.states) {}
  Found found() override {
    const std::vector<int>& all = atlas_.nullities();
    AtlasFound f{sent_, {all.begin() + sent_, all.end()}};
    sent_ = int(all.size());
    return f;
  }

 private:
  LightsOutAtlas atlas_;
  int sent_ = 0;  // nullities already in news
};

// Why the work cannot run, in words that say what is allowed; "" when it can.
// Bounded before any of it is made (an ask may come from a message).
std::string refusal(const AtlasWork& w) {
  if (w.states < 2 || w.states > 255) return "the atlas's lights have 2 to 255 states, not " + std::to_string(w.states);
  if (w.max_n < 1 || w.max_n > kAtlasMaxSide)
    return "the atlas's boards are 1 to " + std::to_string(kAtlasMaxSide) + " on a side, not up to " + std::to_string(w.max_n);
  return {};
}

std::unique_ptr<Engine::Running> make(JobNumber n, const Work& work, std::string* error) {
  return std::visit(
      [&](const auto& w) -> std::unique_ptr<Engine::Running> {
        using W = std::decay_t<decltype(w)>;
        if (*error = refusal(w); !error->empty()) return nullptr;
        if constexpr (std::is_same_v<W, AtlasWork>) return std::make_unique<AtlasRunning>(n, w);
      },
      work);
}

}  // namespace

Engine::Engine() = default;
Engine::~Engine() = default;

void Engine::take(const Ask& ask) {
  const auto find = [&](JobNumber n) {
    return std::find_if(jobs_.begin(), jobs_.end(), [n](const auto& r) { return r->number == n; });
  };
  if (const auto* start = std::get_if<Start>(&ask)) {
    if (auto old = find(start->job); old != jobs_.end()) jobs_.erase(old);
    std::string error;
    if (std::unique_ptr<Running> r = make(start->job, start->work, &error)) jobs_.push_back(std::move(r));
    else failed_.push_back({.job = start->job, .progress = 0, .done = true, .error = error, .found = {}});
    return;
  }
  std::visit(
      [&](const auto& a) {
        using A = std::decay_t<decltype(a)>;
        const auto it = find(a.job);
        if (it == jobs_.end()) return;  // done or cancelled already: nothing to do
        if constexpr (std::is_same_v<A, Pause>) (*it)->paused = true;
        if constexpr (std::is_same_v<A, Resume>) (*it)->paused = false;
        if constexpr (std::is_same_v<A, Cancel>) jobs_.erase(it);
      },
      ask);
}

int Engine::run(std::chrono::steady_clock::duration budget, int64_t* slices_left) {
  std::vector<Job*> running;
  for (const auto& r : jobs_)
    if (!r->paused && !r->job->done()) running.push_back(r->job);
  const int ran = scheduler_.run(running, budget, slices_left);
  if (ran > 0)
    for (const auto& r : jobs_)
      if (!r->paused) r->moved = true;
  return ran;
}

std::vector<News> Engine::take_news() {
  std::vector<News> news = std::move(failed_);
  failed_.clear();
  for (const auto& r : jobs_) {
    if (!r->moved) continue;
    r->moved = false;
    news.push_back({.job = r->number, .progress = r->job->progress(), .done = r->job->done(), .error = {}, .found = r->found()});
  }
  std::erase_if(jobs_, [](const auto& r) { return r->job->done(); });  // its last news said so
  return news;
}

bool Engine::busy() const {
  return std::any_of(jobs_.begin(), jobs_.end(), [](const auto& r) { return !r->paused && !r->job->done(); });
}

}  // namespace tl::engine
