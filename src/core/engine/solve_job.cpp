// solve_job.cpp: see solve_job.hpp.
#include "core/engine/solve_job.hpp"

#include "core/midend/hint_story.hpp"
#include "core/midend/midend.hpp"
#include "core/registry/registry.hpp"

namespace tl::engine {

bool SolveJob::step() {
  if (done_) return false;
  done_ = true;
  Result<Puzzle> parsed = parse_puzzle_id(work_.id, Surface::Page);
  if (!parsed) {
    error_ = "the position to solve has a bad ID: " + parsed.error().message;
    return true;
  }
  Puzzle& p = *parsed;
  // The rules by their own ID: the position's ID with the initial lights.
  std::string rules = Puzzle{p.machine, p.machine->initial()}.id();
  if (kept_.machine == nullptr || kept_.id != rules) kept_ = {std::move(rules), p.machine};
  const Machine& m = *kept_.machine;
  found_.solution = m.solve(p.position);
  if (work_.story && found_.solution.solvable && !m.solved(p.position))
    found_.story = hint_story(m, p.position, found_.solution).plain;
  if (work_.summary) found_.summary = summarize_rules(m);  // after the solve: the rules are factored
  return true;
}

}  // namespace tl::engine
