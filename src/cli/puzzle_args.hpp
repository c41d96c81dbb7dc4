// puzzle_args.hpp: the puzzle that solve, hint, analyze, new, explain, census
// and atlas work on, and the flags that give it.
//
//   ID                       a puzzle ID, or @FILE holding one (the CLI's limits: see Surface)
//   --machine M              any registered kind (`togglelab machines` lists them)
//   --KEY VALUE              that kind's parameters, declared from its schema: e.g.
//                            Lights Out's --size RxC (up to 4096x4096 here) and --topology T
//   --state CELLS --goal CELLS   row-major cells, rows optionally split by '/', or x+hex, or @FILE
// Each command declares only what it reads (PuzzleReads); the rest is refused.
// A parameter the chosen rules do not read is refused too, with the ones they
// do read: a graph's --grid is for hex grids only (read_given_params).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli/command_line.hpp"
#include "core/game/machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl::cli {

// Which of the shared flags a command reads.
struct PuzzleReads {
  enum class State { Needed, Optional, No };
  State state = State::Needed;  // --state with --machine (new deals its own: No)
  bool goal = true;             // --goal
  bool summary = false;         // --summary: leave long lists out
  bool seed_any = false;        // --seed N --any (new)
};

struct PuzzleArgs {
  Puzzle puzzle;
  bool summary = false;
  uint64_t seed = 1;
  bool any = false;  // new: any position, not only solvable ones
};

// A command line whose subject is a puzzle. The kind named by --machine is
// looked for before parsing, since its schema says which flags follow.
class PuzzleCommandLine : public CommandLine {
 public:
  PuzzleCommandLine(std::string name, std::string about, PuzzleReads reads, int argc, char** argv);

  // After parse(): the puzzle the flags describe, or what was wrong (the
  // message ready to print).
  Result<PuzzleArgs> puzzle();

 protected:
  std::string first_error() const override;

 private:
  void declare_params();

  PuzzleReads reads_;
  const MachineKind* kind_ = nullptr;  // --machine's kind, when it names one
  std::string machine_, id_, state_, goal_;
  std::vector<std::string> param_text_;  // one per parameter of kind_: the value given
  std::vector<int> param_flag_;          // Booleans: +1 --key, -1 --no-key, 0 not given
  PuzzleArgs args_;
};

// Makes values of the parameters given (`given[i]`) that the kind's rules
// read. When the kind's choice parameter (a graph's --shape) was not given
// and its default does not read all of them, the one choice that does is
// taken (--graph6 alone means the graph6 shape); a parameter still not read
// is refused with the choices that read it and what the chosen one reads.
Result<ParamValues> read_given_params(const MachineKind& kind, ParamValues values, const std::vector<bool>& given);

// The memory of the commands that solve or analyze any machine (solve,
// hint, analyze), as their help says it: measured at the largest boards.
constexpr const char* kEliminationMemory =
    "the elimination grows with the board and its press shape: at most about 3.3 GB (Lights Out 4096 x 4096 "
    "with 251 states, 103 s); the X, box and knight stop at 1024 a side (about 2.7 GB). Past a bound the run "
    "is refused before it starts.";

// "--size 1..16384", "--self / --no-self": one parameter's flag on the CLI.
std::string flag_synopsis(const ParamSpec& p);
// "lightsout takes --size 1..16384 (default 5x5), ...": a kind's flags.
std::string flags_help(const MachineKind& kind);

}  // namespace tl::cli
