// cmd_solve.cpp: `togglelab solve ...` prints the fewest presses.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "cli/solution_text.hpp"

namespace tl::cli {

int cmd_solve(int argc, char** argv) {
  auto args = parse_puzzle_args(argc, argv, true);
  const bool json = wants_json(argc, argv);
  if (!args) return fail("solve", json, args.error().message);
  const Puzzle& p = args->puzzle;
  Solution s = p.machine->solve(p.position);
  if (json) write_solution_json(stdout, p.machine->head(), s, args->summary);
  else write_solution_text(stdout, s, args->summary);
  return s.solvable ? 0 : 2;
}

}  // namespace tl::cli
