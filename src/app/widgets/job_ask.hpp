// job_ask.hpp: what a screen's update asks of a run in the background that
// the shell keeps for it (the atlases, the period chart, the censuses:
// jobs.cpp). The screens answer their Compute, Pause and Cancel with one of
// these; their hosts hand it to ask_job() with the job's name.
#pragma once

#include <cstdint>

namespace tl::app {

enum class JobAsk : uint8_t {
  None,
  Start,  // start the run, or resume it where it paused
  Pause,
  Cancel,  // drop it and what it computed
};

}  // namespace tl::app
