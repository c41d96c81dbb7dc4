// cmd_solve.cpp: `togglelab solve ...` prints the fewest presses.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "cli/solution_text.hpp"

namespace tl::cli {

namespace {
constexpr long long kMostListedPresses = 1LL << 28;  // 16384 x 16384 with 2 states: every light at most once
}  // namespace

int cmd_solve(int argc, char** argv) {
  PuzzleCommandLine cl("solve", "The fewest presses that reach the goal (buttons numbered from 1 in reading order).",
                       {.state = PuzzleReads::State::Needed, .goal = true, .summary = true}, argc, argv);
  cl.memory(std::string(kEliminationMemory) +
            " A listed answer holds at most 2^28 presses (1 GiB; 16384 x 16384 with 2 states lists about 134 "
            "million): past that the presses are counted, and --summary says the count.");
  if (auto status = cl.parse(argc, argv)) return *status;
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const Puzzle& p = args->puzzle;
  // A summary never lists the presses: where the machine can count them
  // without the list, it is never made (billions on the biggest boards).
  // A listed answer holds an int a press: where the buttons times k - 1
  // could pass kMostListedPresses (4096 x 4096 with 251 states needs about
  // 2 billion: 8 GB of list), the presses are counted first and listed only
  // when they fit.
  const bool may_not_fit = double(p.machine->button_count()) * double(p.machine->states() - 1) > double(kMostListedPresses);
  Solution s = args->summary || may_not_fit ? p.machine->solve_summary(p.position) : p.machine->solve(p.position);
  if (!args->summary && may_not_fit) {
    if (s.solvable && s.count() > kMostListedPresses)
      return cl.fail("the fewest presses are " + std::to_string(s.count()) + ": a list holds at most " +
                     std::to_string(kMostListedPresses) + " (1 GiB); --summary counts them");
    s = p.machine->solve(p.position);
  }
  if (cl.json()) write_solution_json(stdout, p.machine->head(), s, args->summary);
  else write_solution_text(stdout, s, args->summary);
  return s.solvable ? 0 : 2;
}

}  // namespace tl::cli
