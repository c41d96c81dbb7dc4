// cmd_census.cpp: `togglelab census ID [--json]`: how many of the positions
// reachable from the goal need exactly 0, 1, 2, ... fewest presses, the most
// any needs (the board's "God's number") and one position that needs it.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/explain/census.hpp"

namespace tl::cli {

int cmd_census(int argc, char** argv) {
  PuzzleCommandLine cl("census",
                       "How many positions need 0, 1, 2, ... fewest presses from the goal, the most any needs and one "
                       "that does (any linear machine, up to 2^30 reachable positions).",
                       {.state = PuzzleReads::State::No, .goal = true}, argc, argv);
  cl.memory(
      "a byte for each position reachable from the goal: at most 2^30 of them, about 1.1 GB. A board with more "
      "is refused before the census starts.");
  if (auto status = cl.parse(argc, argv)) return *status;
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const bool json = cl.json();
  const Result<Census> c = census(args->puzzle);
  if (!c) return cl.fail(c.error().message);
  const std::string hardest_id = c->hardest_puzzle.id();
  if (json) {
    JsonWriter w;
    w.begin_object().key("machine").value(args->puzzle.machine->head()).key("cells").value(c->cells);
    w.key("buttons").value(c->buttons).key("states").value(c->states).key("rank");
    if (c->rank >= 0) w.value(c->rank);
    else w.null();
    w.key("reachable").value(int64_t(c->reachable));
    w.key("counts").begin_array();
    for (uint64_t n : c->counts) w.value(int64_t(n));
    w.end_array().key("hardest").value(c->hardest).key("hardest_id").value(hardest_id);
    w.key("seconds").value(c->seconds).end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  const std::string rank = c->rank >= 0 ? ", rank " + std::to_string(c->rank) : "";
  std::printf("%s: %d cells, %d buttons, %d states%s: %llu positions reachable from the goal\n",
              args->puzzle.machine->head().c_str(), c->cells, c->buttons, c->states, rank.c_str(),
              (unsigned long long)c->reachable);
  std::printf("presses  positions\n");
  for (std::size_t n = 0; n < c->counts.size(); ++n) std::printf("%7zu  %llu\n", n, (unsigned long long)c->counts[n]);
  std::printf("the hardest need %d presses, e.g. %s\n(%.2f s)\n", c->hardest, hardest_id.c_str(), c->seconds);
  return 0;
}

}  // namespace tl::cli
