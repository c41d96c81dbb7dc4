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
  cl.memory(
      "the elimination grows with the board and its press shape: at most about 3.3 GB (Lights Out 4096 x 4096 "
      "with 251 states, 103 s); the X, box and knight stop at 1024 a side (about 2.7 GB). Past a bound the run "
      "is refused before it starts.");
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
