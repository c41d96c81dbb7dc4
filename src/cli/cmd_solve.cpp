// cmd_solve.cpp: `togglelab solve ID` prints the fewest presses.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "core/registry.hpp"

namespace tl::cli {

int cmd_solve(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "togglelab solve: expected a puzzle ID, e.g. togglelab solve merlin:100/110/001\n");
    return 2;
  }
  auto puzzle = parse_puzzle_id(argv[1]);
  if (!puzzle) {
    std::fprintf(stderr, "togglelab solve: bad puzzle ID %s\n", puzzle.error().describe().c_str());
    return 2;
  }
  Solution s = puzzle->machine->solve(puzzle->position);
  if (!s.solvable) {
    std::printf("no solution: %s\n", s.reason.c_str());
    return 2;
  }
  std::printf("presses:");
  for (int b : s.presses) std::printf(" %d", b + 1);
  std::printf("\npress count: %zu (%s)\n", s.presses.size(), s.minimal ? "minimal" : "not proven minimal");
  return 0;
}

}  // namespace tl::cli
