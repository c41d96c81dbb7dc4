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

Result<ExplainFound> answer(const ExplainWork& work) {
  Result<Explanation> now = explain_id(work.id, "the position to explain");
  if (!now) return now.error();
  ExplainFound found{.now = std::move(*now), .start = {}};
  if (work.start_id.empty()) return found;
  Result<Explanation> start = explain_id(work.start_id, "the game's start");
  if (!start) return start.error();
  found.start = std::move(*start);
  return found;
}

}  // namespace tl::engine
