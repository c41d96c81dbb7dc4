// engine.hpp: the engine's jobs, run in slices, the same on every platform.
//
// Each job is core work that steps a slice at a time (core/base/job.hpp);
// the engine makes it from an ask's plain data, gives the running jobs
// slices in turn until a time budget is spent (JobScheduler: a slice is a
// few milliseconds at most), and writes what each found since its last
// news. Pause and Cancel take effect between slices. Whoever holds the
// engine decides where it runs: EngineThread on the desktop; the page's
// frames, and the headless suite's, call run() themselves.
#pragma once

#include <chrono>
#include <memory>
#include <vector>

#include "core/base/job.hpp"
#include "core/engine/engine_messages.hpp"

namespace tl::engine {

struct KeptRules;

class Engine {
 public:
  Engine();
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Carries out an ask at once (a Start makes the job; its first slice waits for run()).
  void take(const Ask& ask);
  // Runs slices of the jobs not paused, in turn, until `budget` is spent, none
  // wants more, or `slices_left` (when >= 0) runs out (decremented per
  // slice). Returns the slices run.
  int run(std::chrono::steady_clock::duration budget, int64_t* slices_left = nullptr);
  // The news of every job that moved since the last call (started, stepped,
  // done or failed); a done job's last news is its last, and it is forgotten.
  std::vector<News> take_news();
  // Some job wants slices (started, not paused, not done).
  bool busy() const;

  class Running;  // a job and what its news has said so far (engine.cpp)

 private:
  std::vector<std::unique_ptr<Running>> jobs_;
  std::vector<News> failed_;         // Starts that could not run, for the next news
  std::unique_ptr<KeptRules> kept_;  // the last rules a solve factored (solve_job.hpp)
  JobScheduler scheduler_;
};

}  // namespace tl::engine
