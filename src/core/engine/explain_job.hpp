// explain_job.hpp: a position's explanation (explain.hpp) by its puzzle ID,
// as the engine's job: the Why tab of a board too big to explain inside a
// frame (32 x 32 with 255 states: about 0.7 s natively, more in the page).
#pragma once

#include <string>

#include "core/base/job.hpp"
#include "core/engine/engine_messages.hpp"

namespace tl::engine {

// One slice: the elimination cannot stop part-way, and the thread or worker
// that runs it is not the one that draws. A cancelled job's answer is
// dropped with it.
class ExplainJob final : public Job {
 public:
  explicit ExplainJob(ExplainWork work) : work_(std::move(work)) {}
  bool step() override;
  bool done() const override { return done_; }
  double progress() const override { return done_ ? 1.0 : 0.0; }
  // After the step: the answer moved out (once, into its news), or why
  // there is none (a bad ID, a machine that is not linear).
  ExplainFound take_found() { return std::move(found_); }
  const std::string& error() const { return error_; }

 private:
  ExplainWork work_;
  bool done_ = false;
  ExplainFound found_;
  std::string error_;
};

}  // namespace tl::engine
