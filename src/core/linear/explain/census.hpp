// census.hpp: how hard a board is. For a 2-state linear machine small enough
// to enumerate, the number of positions that need exactly 0, 1, 2, ... fewest
// presses, over every position reachable from the goal; the largest such
// count (the board's "God's number") and one position that needs it.
//
// How: the reachable positions b = A x form a space of 2^rank. A basis of it
// in reduced echelon form has one pivot cell per vector, so a reachable
// position is named by its bits at the pivot cells: an index below 2^rank.
// Every press set x (2^buttons of them) is visited once in Gray-code order,
// one button changing per step, and the fewest presses of its position kept.
// 5x5 Lights Out (25 buttons, rank 23): 2^25 steps over an 8 MiB table.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "core/game/machine.hpp"

namespace tl {

// The largest census: 2^32 press sets visited, 2^30 positions kept (a byte each).
constexpr int kCensusMaxButtons = 32;
constexpr int kCensusMaxRank = 30;

struct Census {
  int cells = 0, buttons = 0, rank = 0;
  uint64_t reachable = 0;        // 2^rank positions reachable from the goal
  std::vector<uint64_t> counts;  // counts[n]: positions needing exactly n presses
  int hardest = 0;               // the most any reachable position needs
  Puzzle hardest_puzzle;         // one position that needs `hardest` (the goal's machine)
  double seconds = 0;            // the enumeration's own time
};

// The census of the machine's rules (the position only supplies the goal).
// Errors say what is allowed: two states, at most kCensusMaxButtons buttons,
// rank at most kCensusMaxRank, at most 64 cells.
Result<Census> census(const Puzzle& p);

}  // namespace tl
