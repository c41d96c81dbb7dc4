// explain_job.cpp: see explain_job.hpp.
#include "core/engine/explain_job.hpp"

#include "core/registry/registry.hpp"

namespace tl::engine {

namespace {

// The explanation of a puzzle ID, or why there is none.
Result<Explanation> explain_id(const std::string& id, const char* what) {
  Result<Puzzle> p = parse_puzzle_id(id, Surface::Page);
  if (!p) return Error{0, std::string(what) + " has a bad ID: " + p.error().message};
  return explain(*p);
}

}  // namespace

bool ExplainJob::step() {
  if (done_) return false;
  done_ = true;
  Result<Explanation> now = explain_id(work_.id, "the position to explain");
  if (!now) {
    error_ = now.error().message;
    return true;
  }
  found_.now = std::move(*now);
  if (work_.start_id.empty()) return true;
  Result<Explanation> start = explain_id(work_.start_id, "the game's start");
  if (!start) error_ = start.error().message;
  else found_.start = std::move(*start);
  return true;
}

}  // namespace tl::engine
