// ghaly_args.hpp: the arguments of `togglelab ghaly ...` (cmd_ghaly*.cpp) and
// the actions that live outside cmd_ghaly.cpp.
//
//   ID                     a ghaly4:/ghaly8: puzzle ID (instead of the flags below)
//   --W BITS               the wiring matrix, row-major 0/1 ('/' between rows
//                          optional) or x+hex; its length gives N unless --n
//   --sigma P --tau P      one-line permutations of 1..2N in S_I x S_J
//   --n 4|8  --seed S  --any  --json  --trials T  --budget SECONDS
// Each action declares only the flags it reads (GhalyReads).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/ghaly/ghaly.hpp"
#include "cli/command_line.hpp"
#include "core/base/result.hpp"

namespace tl::cli {

struct GhalyArgs {
  int n = 0;  // 0 until known (from --n, the ID, --W or --sigma)
  std::optional<BitVec> W;
  std::optional<ghaly::Assignment> assignment;  // when both --sigma and --tau (or an ID) were given
  bool json = false, any = false;
  uint64_t seed = 1;
  int trials = 100;
  double budget = 1.0;
};

// Which flags an action reads; it declares those and no others.
struct GhalyReads {
  bool wiring = false;      // ID | --W BITS (needed), and --n
  bool assignment = false;  // --sigma P --tau P (needed unless an ID)
  bool draw = false;        // --n, --seed, --any (a new puzzle)
  bool trials = false;      // --seed, --trials, --budget (the bench)
};

// One action's command line ("ghaly pi").
class GhalyCommandLine : public CommandLine {
 public:
  GhalyCommandLine(std::string name, std::string about, GhalyReads reads);
  // After parse(): the arguments, or what was wrong.
  Result<GhalyArgs> args();

 private:
  GhalyReads reads_;
  GhalyArgs out_;
  std::string id_, W_, sigma_, tau_;
  int n_ = 0;
};

// The whole-machine actions in cmd_ghaly_stats.cpp; each returns the exit status.
int ghaly_image(const GhalyArgs& args);
int ghaly_census(const GhalyArgs& args);
int ghaly_bench(const GhalyArgs& args);

}  // namespace tl::cli
