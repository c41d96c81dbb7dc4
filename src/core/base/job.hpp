// job.hpp: background work in slices, one interface for all of it.
//
// A census of every position, an atlas of a thousand boards: work that takes
// seconds must not freeze a page that has one thread. Each such computation
// is a Job that does its work a slice at a time (a few milliseconds at most),
// and a JobScheduler gives the running ones a share of each frame's time
// budget in turn, so the page stays responsive and every progress bar moves.
//
// Starting is making the job; pause, resume and cancel are the scheduler's
// (a paused job keeps its place, a cancelled one is gone); the result is read
// from the job's own type, which only its view knows.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

namespace tl {

class Job {
 public:
  virtual ~Job() = default;
  // Does the next slice of the work; false when there was none left.
  virtual bool step() = 0;
  virtual bool done() const = 0;
  // The fraction done, 0..1, by the slices' rough cost: for a progress bar.
  virtual double progress() const = 0;
};

// A job as a view holds it: the job itself (null until started, so its
// result outlives the run), and whether the player lets it run.
template <class T>
struct JobSlot {
  std::shared_ptr<T> job;
  bool running = false;

  void start(std::shared_ptr<T> j) {
    job = std::move(j);
    running = true;
  }
  void pause() { running = false; }
  void resume() { running = job != nullptr; }
  void cancel() {
    job.reset();
    running = false;
  }
  bool started() const { return job != nullptr; }
  bool finished() const { return job && job->done(); }
  // Wants slices: started, not paused, not finished.
  bool active() const { return running && job && !job->done(); }
  // For the scheduler: the job while it wants slices, otherwise null.
  Job* to_run() const { return active() ? job.get() : nullptr; }
};

// Runs jobs' slices until a time budget is spent. Round robin: with two jobs
// running, each gets every other slice, so neither waits for the other to
// finish. Checked after each slice, so a frame overruns its budget by at
// most one slice.
class JobScheduler {
 public:
  using Clock = std::chrono::steady_clock;
  // Runs slices of `jobs` (nulls are skipped: jobs not running) until
  // `budget` is spent, no job wants more, or `slices_left` (when >= 0) runs
  // out; it is decremented per slice. Returns the slices run.
  int run(const std::vector<Job*>& jobs, Clock::duration budget, int64_t* slices_left = nullptr);

 private:
  std::size_t next_ = 0;  // the job whose turn is next (kept across frames: fair over time)
};

}  // namespace tl
