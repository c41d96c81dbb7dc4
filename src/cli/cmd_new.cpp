// cmd_new.cpp: `togglelab new ...` prints the ID of a random position, solvable
// unless --any; the same ID works in solve, hint, analyze and the page's URL hash.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"

namespace tl::cli {

int cmd_new(int argc, char** argv) {
  auto args = parse_puzzle_args(argc, argv, false);
  const bool json = wants_json(argc, argv);
  if (!args) return fail("new", json, args.error().message);
  Puzzle p = args->puzzle;
  Position start = p.machine->random(args->seed, args->any);
  const BitVec& default_goal = p.machine->initial().goal;
  if (!(p.position.goal == default_goal)) {
    // A goal given with --goal or in the ID: the draw is the default goal plus
    // random presses, so move it onto the chosen goal (still solvable).
    if (!args->any) start.state ^= default_goal ^ p.position.goal;
    start.goal = p.position.goal;
  }
  p.position = start;
  if (json) {
    JsonWriter w;
    w.begin_object().key("id").value(p.id()).end_object();
    std::printf("%s\n", w.str().c_str());
  } else {
    std::printf("%s\n", p.id().c_str());
  }
  return 0;
}

}  // namespace tl::cli
