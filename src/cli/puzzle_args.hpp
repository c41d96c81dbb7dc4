// puzzle_args.hpp: the inputs that solve, hint, analyze and new share.
//
//   ID                       a puzzle ID, or @FILE holding one (the CLI's limits: see Surface)
//   --machine M              any registered kind (`togglelab machines` lists them)
//   --KEY VALUE              that kind's parameters, from its schema: e.g. Lights Out's
//                            --size RxC (up to 4096x4096 here) and --torus / --no-torus
//   --state BITS --goal BITS row-major 0/1, rows optionally split by '/', or x+hex, or @FILE
//   --json --summary --seed N --any
// Every option at most once.
#pragma once

#include <cstdint>
#include <string>

#include "core/game/machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl::cli {

struct PuzzleArgs {
  Puzzle puzzle;
  bool json = false;
  bool summary = false;  // leave long lists (presses, patterns) out
  uint64_t seed = 1;
  bool any = false;  // new: any position, not only solvable ones
};

// Parses argv[1..argc) of a subcommand. `need_state`: whether --machine needs --state
// (new draws its own). On failure the Error's message is ready to print.
Result<PuzzleArgs> parse_puzzle_args(int argc, char** argv, bool need_state);

// The first option ("--x") given twice among argv[from..argc), or empty:
// every option is taken once, so a repeat is a mistake worth reporting.
std::string repeated_option(int argc, char** argv, int from = 1);

// Whether --json is among the arguments (to report errors in the asked-for form).
bool wants_json(int argc, char** argv);

// Prints an error (as {"error": ...} with --json) and returns exit status 2.
int fail(const char* command, bool json, const std::string& message);

}  // namespace tl::cli
