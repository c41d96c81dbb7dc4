// cli.cpp: dispatch of `togglelab SUBCOMMAND`.
#include "cli/cli.hpp"

#include <cstdio>
#include <cstring>

#include "cli/commands.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

struct Command {
  const char* name;
  int (*run)(int argc, char** argv);  // argv[0] is the subcommand's name
  const char* help;
};

const Command kCommands[] = {
    {"solve", cmd_solve, "solve ID | --machine M [--PARAM VALUE ...] --state BITS [--goal BITS] [--json] [--summary]"},
    {"hint", cmd_hint,
     "hint ID | --machine M ... --state BITS [--why]: the next press of a fewest-press solution "
     "(--why: where to look, which button and why)"},
    {"analyze", cmd_analyze, "analyze ID | --machine M ...: rank, nullity, reachable, quiet patterns, invariants"},
    {"new", cmd_new, "new --machine M [--PARAM VALUE ...] [--seed N] [--any] | new ID: a random position's ID"},
    {"bench", cmd_bench, "bench [--json] [--quick] [--only GROUP]: the linear engine's speed figures"},
    {"explain", cmd_explain,
     "explain ID [--latex] [--json]: A s = b (mod 2 or k), the elimination step by step, A^-1 or the quiet patterns"},
    {"census", cmd_census,
     "census ID | --machine M ... [--json]: how many positions need 0, 1, 2, ... fewest presses, and the hardest"},
    {"series", cmd_series, "series [NAME] [--json]: the graded series (no NAME: their names), each level with its par and ID"},
    {"daily", cmd_daily,
     "daily [--date YYYY-MM-DD] [--machine NAME] [--json]: the day's puzzle ID (NAME: a series, default the classic 5x5)"},
    {"atlas", cmd_atlas,
     "atlas [--max N] [--torus] [--json]: nullity of the N x N Lights Out board, N = 1..256; atlas ID|--machine graph --shape S "
     "[--max N]: each board of its family (hexagons by side, cubes by n, ...)"},
    {"machines", cmd_machines, "machines [--json]: every machine, its parameters (--PARAM flags) and default puzzle ID"},
    {"help", nullptr, "this list"},
};

// The wiring tools (colours, pi_W, the nearest solve, the census) are offered
// under the name of every machine kind whose machines have wiring: the
// command follows the capability, not a name written here.
const char* const kWiringHelp =
    " colours|pi|solve --W BITS [--sigma P --tau P] | new [--n N] [--seed S] [--any] | image | census | bench [--json]";

const MachineKind* wiring_kind(const char* arg) {
  const MachineKind* k = find_machine_kind(arg);
  if (!k) return nullptr;
  auto p = parse_puzzle_id(k->default_id);
  return p && p->machine->wiring() ? k : nullptr;
}

}  // namespace

bool is_command(const char* arg) {
  if (!arg) return false;
  for (const Command& c : kCommands)
    if (std::strcmp(arg, c.name) == 0) return true;
  return wiring_kind(arg) != nullptr;
}

int run(int argc, char** argv) {
  if (wiring_kind(argv[1])) return cmd_ghaly(argc - 1, argv + 1);
  for (const Command& c : kCommands) {
    if (std::strcmp(argv[1], c.name) != 0) continue;
    if (c.run) return c.run(argc - 1, argv + 1);
    std::printf(
        "usage: togglelab [--load ID] [--screenshot FILE.png [--frames N] [--size WxH]]\n"
        "       togglelab COMMAND ...\ncommands:\n");
    for (const Command& k : kCommands) std::printf("  %s\n", k.help);
    for (const MachineKind& k : machine_kinds())
      if (wiring_kind(k.name.c_str())) std::printf("  %s%s\n", k.name.c_str(), kWiringHelp);
    return 0;
  }
  return 1;
}

}  // namespace tl::cli
