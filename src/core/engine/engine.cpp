// engine.cpp: see engine.hpp.
#include "core/engine/engine.hpp"

#include <algorithm>
#include <string>

#include "core/engine/explain_job.hpp"
#include "core/engine/solve_job.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "core/registry/registry.hpp"

namespace tl::engine {

// A job as the engine holds it: the core's Job, whether the player paused
// it, whether it moved since its last news, and (per kind of work) what it
// found that no news has said yet.
class Engine::Running {
 public:
  Running(JobNumber n, Job* j) : number(n), job(j) {}
  virtual ~Running() = default;
  virtual Found found() = 0;                        // what it found since the last call
  virtual std::string error() const { return {}; }  // why it stopped short (a done job's)

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

// A job whose one news is its answer: a solve (SolveJob), an explanation
// (ExplainJob); its found() moved out once.
template <class J>
class AnswerRunning final : public Engine::Running {
 public:
  template <class... Args>
  explicit AnswerRunning(JobNumber n, Args&&... args) : Running(n, &job_), job_(std::forward<Args>(args)...) {}
  Found found() override {
    if (!job_.done() || !job_.error().empty() || said_) return {};
    said_ = true;
    return job_.take_found();
  }
  std::string error() const override { return job_.error(); }

 private:
  J job_;
  bool said_ = false;
};

class CensusRunning final : public Engine::Running {
 public:
  CensusRunning(JobNumber n, std::shared_ptr<CensusRun> run) : Running(n, run.get()), run_(std::move(run)) {}
  Found found() override {
    if (!run_->done() || !run_->error().empty() || said_) return {};
    said_ = true;
    CensusReport r = run_->report();
    return CensusFound{std::move(r.census), std::move(r.hardest_id), std::move(r.method)};
  }
  std::string error() const override { return run_->error(); }

 private:
  std::shared_ptr<CensusRun> run_;
  bool said_ = false;
};

// Why the work cannot run, in words that say what is allowed; "" when it can.
// Bounded before any of it is made (an ask may come from a message).
std::string refusal(const AtlasWork& w) {
  if (w.states < 2 || w.states > 255) return "the atlas's lights have 2 to 255 states, not " + std::to_string(w.states);
  if (w.max_n < 1 || w.max_n > kAtlasMaxSide)
    return "the atlas's boards are 1 to " + std::to_string(kAtlasMaxSide) + " on a side, not up to " + std::to_string(w.max_n);
  return {};
}
std::string refusal(const SolveWork& w) {
  if (w.id.empty()) return "the position to solve has no ID";
  if (w.id.size() > kMostSolveIdChars)
    return "the position to solve has an ID of " + std::to_string(w.id.size()) + " characters; at most " +
           std::to_string(kMostSolveIdChars) + " are read";
  return {};
}

std::string refusal(const ExplainWork& w) {
  if (w.id.empty() || w.id.size() > kMostSolveIdChars || w.start_id.size() > kMostSolveIdChars)
    return "the position to explain has no ID, or one past the longest link";
  return {};
}

std::string refusal(const SheetWork& w) {
  if (!w.explanation) return "a worksheet needs its explanation";
  if (unsigned(w.sheet) > unsigned(Sheet::AnswerKey)) return "a worksheet is full, a student's or an answer key";
  return {};
}

std::string refusal(const CensusWork& w) {
  if (w.id.empty() || w.id.size() > kMostSolveIdChars) return "the board to count has no ID, or one past the longest link";
  if (w.max_positions < 1 || w.max_positions > kCensusMaxPositions)
    return "a census keeps 1 to " + std::to_string(kCensusMaxPositions) + " positions, not " + std::to_string(w.max_positions);
  return {};
}

// The census's run, or why it cannot start (a bad ID, a board too big to count).
std::unique_ptr<Engine::Running> start_census(JobNumber n, const CensusWork& w, std::string* error) {
  Result<Puzzle> p = parse_puzzle_id(w.id, Surface::Page);
  if (!p) {
    *error = "the board to count has a bad ID: " + p.error().message;
    return nullptr;
  }
  Result<std::shared_ptr<CensusRun>> run = CensusRun::start(*p, w.max_positions);
  if (!run) {
    *error = run.error().message;
    return nullptr;
  }
  return std::make_unique<CensusRunning>(n, std::move(*run));
}

std::unique_ptr<Engine::Running> make(JobNumber n, const Work& work, KeptRules& kept, std::string* error) {
  return std::visit(
      [&](const auto& w) -> std::unique_ptr<Engine::Running> {
        using W = std::decay_t<decltype(w)>;
        if (*error = refusal(w); !error->empty()) return nullptr;
        if constexpr (std::is_same_v<W, AtlasWork>) return std::make_unique<AtlasRunning>(n, w);
        if constexpr (std::is_same_v<W, SolveWork>) return std::make_unique<AnswerRunning<SolveJob>>(n, w, kept);
        if constexpr (std::is_same_v<W, CensusWork>) return start_census(n, w, error);
        if constexpr (std::is_same_v<W, ExplainWork>) return std::make_unique<AnswerRunning<ExplainJob>>(n, w);
        if constexpr (std::is_same_v<W, SheetWork>) return std::make_unique<AnswerRunning<SheetJob>>(n, w);
      },
      work);
}

}  // namespace

Engine::Engine() : kept_(std::make_unique<KeptRules>()) {}
Engine::~Engine() = default;

void Engine::take(const Ask& ask) {
  const auto find = [&](JobNumber n) {
    return std::find_if(jobs_.begin(), jobs_.end(), [n](const auto& r) { return r->number == n; });
  };
  if (const auto* start = std::get_if<Start>(&ask)) {
    if (auto old = find(start->job); old != jobs_.end()) jobs_.erase(old);
    std::string error;
    if (std::unique_ptr<Running> r = make(start->job, start->work, *kept_, &error)) jobs_.push_back(std::move(r));
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
    news.push_back(
        {.job = r->number, .progress = r->job->progress(), .done = r->job->done(), .error = r->error(), .found = r->found()});
  }
  std::erase_if(jobs_, [](const auto& r) { return r->job->done(); });  // its last news said so
  return news;
}

bool Engine::busy() const {
  return std::any_of(jobs_.begin(), jobs_.end(), [](const auto& r) { return !r->paused && !r->job->done(); });
}

}  // namespace tl::engine
