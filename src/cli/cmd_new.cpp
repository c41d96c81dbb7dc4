// cmd_new.cpp: `togglelab new ...` prints the ID of a random position, solvable
// unless --any; the same ID works in solve, hint, analyze and the page's URL hash.
#include <cstdio>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"

namespace tl::cli {

int cmd_new(int argc, char** argv) {
  PuzzleCommandLine cl("new", "A random position's ID (solvable unless --any), of an ID's machine or of --machine's.",
                       {.state = PuzzleReads::State::No, .goal = true, .seed_any = true}, argc, argv);
  cl.memory(
      "the board and, for a solvable one, its elimination: at most about 2.2 GB (Lights Out 4096 x 4096 "
      "with 255 states); 16384 x 16384 with 2 states about 0.7 GB.");
  if (auto status = cl.parse(argc, argv)) return *status;
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const bool json = cl.json();
  Puzzle p = args->puzzle;
  Position start = p.machine->random(args->seed, args->any);
  const BitVec& default_goal = p.machine->initial().goal;
  if (!(p.position.goal == default_goal)) {
    // A goal given with --goal or in the ID: the draw is the default goal plus
    // random presses, so move it onto the chosen goal, light by light mod k
    // (lights - default goal + goal): still solvable, every light in range.
    const Machine& m = *p.machine;
    const int k = m.linear_modulus();
    if (!args->any && k >= 2) {
      std::vector<int> lights = m.cells(start);
      const std::vector<int> from = m.goal_cells(start), to = m.goal_cells(p.position);
      for (std::size_t c = 0; c < lights.size(); ++c) lights[c] = ((lights[c] - from[c] + to[c]) % k + k) % k;
      start = m.position_of(lights, to);
    } else {
      if (!args->any) start.state ^= default_goal ^ p.position.goal;  // two-state rules that add no fixed amounts
      start.goal = p.position.goal;
    }
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
