// job.cpp: see job.hpp.
#include "core/base/job.hpp"

namespace tl {

int JobScheduler::run(const std::vector<Job*>& jobs, Clock::duration budget, int64_t* slices_left) {
  const auto end = Clock::now() + budget;
  int ran = 0;
  // One slice at a time, to the next job in turn that wants one; a round
  // that finds none wanting work ends the run early.
  while (!jobs.empty() && Clock::now() < end) {
    bool any = false;
    for (std::size_t tried = 0; tried < jobs.size() && !any; ++tried) {
      Job* job = jobs[next_ % jobs.size()];
      next_ = (next_ + 1) % jobs.size();
      if (!job || job->done()) continue;
      if (slices_left && *slices_left == 0) return ran;
      job->step();
      any = true;
      ++ran;
      if (slices_left && *slices_left > 0) --*slices_left;
    }
    if (!any) break;
  }
  return ran;
}

}  // namespace tl
