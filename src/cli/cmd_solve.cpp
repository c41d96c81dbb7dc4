// cmd_solve.cpp: `togglelab solve ...` prints the fewest presses.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "cli/solution_text.hpp"

namespace tl::cli {

int cmd_solve(int argc, char** argv) {
  PuzzleCommandLine cl("solve", "The fewest presses that reach the goal (buttons numbered from 1 in reading order).",
                       {.state = PuzzleReads::State::Needed, .goal = true, .summary = true}, argc, argv);
  if (auto status = cl.parse(argc, argv)) return *status;
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const Puzzle& p = args->puzzle;
  // A summary never lists the presses: where the machine can count them
  // without the list, it is never made (billions on the biggest boards).
  Solution s = args->summary ? p.machine->solve_summary(p.position) : p.machine->solve(p.position);
  if (cl.json()) write_solution_json(stdout, p.machine->head(), s, args->summary);
  else write_solution_text(stdout, s, args->summary);
  return s.solvable ? 0 : 2;
}

}  // namespace tl::cli
