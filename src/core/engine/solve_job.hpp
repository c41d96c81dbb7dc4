// solve_job.hpp: a position solved by its puzzle ID, as the engine's job.
//
// The play screen's solution, hint and step-through on a board too big to
// solve inside a frame (Midend's offload) come from here. Parsing the ID
// builds the rules afresh, and a machine factors its rules on its first
// solve (the expensive part: 0.8 s for Lights Out 48 x 48 with 254 states
// and row-and-column presses, natively), so the engine keeps the last rules
// it solved with (KeptRules): the next position of the same rules, the usual
// case after a press, is solved by the factored machine.
#pragma once

#include <memory>
#include <string>

#include "core/base/job.hpp"
#include "core/engine/engine_messages.hpp"
#include "core/game/machine.hpp"

namespace tl::engine {

// The last rules solved with, by their ID (the rules' initial position):
// one set, as a player plays one game at a time.
struct KeptRules {
  std::string id;
  MachinePtr machine;
};

// One slice: the whole solve (a factoring cannot stop part-way; the worker
// or thread that runs it is not the one that draws). A cancelled solve's
// answer is dropped with its job.
class SolveJob final : public Job {
 public:
  SolveJob(SolveWork work, KeptRules& kept) : work_(std::move(work)), kept_(kept) {}
  bool step() override;
  bool done() const override { return done_; }
  double progress() const override { return done_ ? 1.0 : 0.0; }
  // After the step: the answer, or why there is none (a bad ID).
  const SolveFound& found() const { return found_; }
  // The answer, moved out (once, into its news): a big board's presses are
  // tens of megabytes, not to be held twice.
  SolveFound take_found() { return std::move(found_); }
  const std::string& error() const { return error_; }

 private:
  SolveWork work_;
  KeptRules& kept_;
  bool done_ = false;
  SolveFound found_;
  std::string error_;
};

}  // namespace tl::engine
