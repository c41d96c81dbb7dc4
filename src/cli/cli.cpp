// cli.cpp: dispatch of `togglelab SUBCOMMAND`.
#include "cli/cli.hpp"

#include <cstdio>
#include <cstring>
#include <string>

#include "cli/commands.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

struct Command {
  const char* name;
  int (*run)(int argc, char** argv);  // argv[0] is the subcommand's name
  const char* help;
};

// The index `togglelab help` prints; each command's flags are declared in its
// own file and listed by `togglelab COMMAND --help`.
const Command kCommands[] = {
    {"solve", cmd_solve, "the fewest presses for a puzzle (an ID, or --machine KIND and its flags)"},
    {"hint", cmd_hint, "the next press of a fewest-press solution (--why: where to look, which button and why)"},
    {"analyze", cmd_analyze, "rank, nullity, reachable positions, quiet patterns, invariants"},
    {"new", cmd_new, "a random position's ID"},
    {"explain", cmd_explain, "A s = b (mod 2 or k), the elimination step by step, the answer: a worksheet"},
    {"census", cmd_census, "how many positions need 0, 1, 2, ... fewest presses, and the hardest"},
    {"dynamics", cmd_dynamics, "a board's solution read as a board, again and again: pre-period, period, self-solving boards"},
    {"pattern", cmd_pattern, "a pattern or a move of the whole board (checkers, shift-up, turn, invert, ...): the new ID"},
    {"read", cmd_read, "a board read from a picture (PNG, JPEG or PPM): its lights, corners and the puzzle's ID"},
    {"image", cmd_image, "a picture of the board, A, A^-1 or the quiet patterns, as PNG or SVG"},
    {"matrix", cmd_matrix, "custom rules from a press matrix (a text file of digits, or a PNG a pixel an entry): the ID"},
    {"solids", cmd_solids, "the faces of the solids as boards, by side and by corner: rank, nullity, the IDs"},
    {"periods", cmd_periods, "the all-lit N x N board solved again and again, N = 1..max: pre-period and period"},
    {"series", cmd_series, "the graded series, each level with its par and ID"},
    {"daily", cmd_daily, "the day's puzzle ID"},
    {"atlas", cmd_atlas, "the nullity of N x N Lights Out boards, or each board of a machine's family"},
    {"machines", cmd_machines, "every machine kind, its parameters (--PARAM flags) and default ID"},
    {"bench", cmd_bench, "the engines' speed figures"},
    {"help", nullptr, "this list"},
};

// The wiring tools (colours, pi_W, the nearest solve, the census) are offered
// under the name of every machine kind whose machines have wiring: the
// command follows the capability, not a name written here.
const char* const kWiringHelp = "the wiring tools: colours, pi, solve, new, image, census, bench";

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

std::string command_list() {
  std::string s = "Commands (togglelab COMMAND --help lists a command's flags):\n";
  auto line = [&](const std::string& name, const std::string& help) {
    s += "  " + name + std::string(name.size() < 10 ? 10 - name.size() : 1, ' ') + help + "\n";
  };
  for (const Command& k : kCommands) line(k.name, k.help);
  for (const MachineKind& k : machine_kinds())
    if (wiring_kind(k.name.c_str())) line(k.name, k.name + " ACTION: " + kWiringHelp);
  return s;
}

int run(int argc, char** argv) {
  if (wiring_kind(argv[1])) return cmd_ghaly(argc - 1, argv + 1);
  for (const Command& c : kCommands) {
    if (std::strcmp(argv[1], c.name) != 0) continue;
    if (c.run) return c.run(argc - 1, argv + 1);
    std::printf(
        "usage: togglelab [--load LINK] [--why] [--size WxH] [--screenshot FILE.png [--frames N]]\n"
        "       togglelab COMMAND ...   (togglelab --help: the window's flags)\n");
    std::printf("%s", command_list().c_str());
    return 0;
  }
  return 1;
}

}  // namespace tl::cli
