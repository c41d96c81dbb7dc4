// cmd_solve.cpp: `togglelab solve ...` prints the fewest presses.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/big_count.hpp"
#include "core/base/json_writer.hpp"

namespace tl::cli {

int cmd_solve(int argc, char** argv) {
  auto args = parse_puzzle_args(argc, argv, true);
  const bool json = wants_json(argc, argv);
  if (!args) return fail("solve", json, args.error().message);
  const Puzzle& p = args->puzzle;
  Solution s = p.machine->solve(p.position);
  const std::string solutions = s.nullity < 0    ? ""
                                : !s.solvable     ? "0"
                                : s.solutions.empty() ? power_of_two_decimal(s.nullity)
                                                      : s.solutions;
  if (json) {
    JsonWriter w;
    w.begin_object().key("machine").value(p.machine->head()).key("solvable").value(s.solvable);
    if (!args->summary) w.key("presses").ints(s.presses, 1);
    w.key("press_count").value(s.presses.size()).key("minimal").value(s.minimal);
    if (s.nullity < 0) w.key("nullity").null().key("solutions").null();
    else w.key("nullity").value(s.nullity).key("solutions").value(solutions);
    if (!s.solvable) w.key("error").value(s.reason);
    w.end_object();
    std::printf("%s\n", w.str().c_str());
    return s.solvable ? 0 : 2;
  }
  if (!s.solvable) {
    std::printf("no solution: %s\n", s.reason.c_str());
    return 2;
  }
  if (!args->summary) {
    std::printf("presses:");
    for (int b : s.presses) std::printf(" %d", b + 1);
    std::printf("\n");
  }
  std::printf("press count: %zu (%s)\n", s.presses.size(), s.minimal ? "minimal" : "not proven minimal");
  if (s.nullity >= 0)
    std::printf("quiet patterns: %d, so %s solutions\n", s.nullity, solutions.c_str());
  return 0;
}

}  // namespace tl::cli
