// explain_job.hpp: the Why tab's work as the engine's jobs of one slice
// each: a position's explanation by its puzzle ID (explain.hpp), for a board
// too big to explain inside a frame (32 x 32 with 255 states: about 0.7 s
// natively, more in the page); a worksheet's texts (sheet_job.cpp).
#pragma once

#include <string>

#include "core/base/job.hpp"
#include "core/base/result.hpp"
#include "core/engine/engine_messages.hpp"

namespace tl::engine {

// The answer to the work, or why there is none (a bad ID, a machine that
// is not linear, a sheet the board has not). A worksheet's is written in
// sheet_job.cpp, which the engine worker's module leaves out (its own
// src/platform/engine_worker_sheets.cpp answers that worksheets are
// another module's).
Result<ExplainFound> answer(const ExplainWork& work);
Result<SheetFound> answer(const SheetWork& work);

// One slice: the work cannot stop part-way, and the thread or worker that
// runs it is not the one that draws. A cancelled job's answer is dropped
// with it.
template <class W, class F>
class OneAnswerJob final : public Job {
 public:
  explicit OneAnswerJob(W work) : work_(std::move(work)) {}
  bool step() override {
    if (done_) return false;
    done_ = true;
    if (Result<F> r = answer(work_)) found_ = std::move(*r);
    else error_ = r.error().message;
    return true;
  }
  bool done() const override { return done_; }
  double progress() const override { return done_ ? 1.0 : 0.0; }
  // After the step: the answer moved out (once, into its news), or why
  // there is none.
  F take_found() { return std::move(found_); }
  const std::string& error() const { return error_; }

 private:
  W work_;
  bool done_ = false;
  F found_;
  std::string error_;
};

using ExplainJob = OneAnswerJob<ExplainWork, ExplainFound>;
using SheetJob = OneAnswerJob<SheetWork, SheetFound>;

}  // namespace tl::engine
