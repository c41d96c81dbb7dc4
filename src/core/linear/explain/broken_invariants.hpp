// broken_invariants.hpp: why a position cannot be solved, as cells a player
// can see on the board.
//
// An invariant of the rules is a weighted sum of cells that no press changes
// (mod its modulus, ZkInvariant): over GF(2) a set of cells every button
// flips an even number of, so their parity stays. A position is unsolvable
// exactly when it differs from its goal on some invariant of a generating
// set (the left null space of A; Arnold and Blaszak's "no solution" case).
// This lists the rules' invariant generators the position breaks, each with
// its cells, its value now and the goal's, and the words the board shows
// beside its outline.
#pragma once

#include <string>
#include <vector>

#include "core/modk/zk_types.hpp"

namespace tl {

struct BrokenInvariant {
  ZkInvariant invariant;   // weights per cell, and the modulus they are summed in
  std::vector<int> cells;  // the cells with a weight, 0-based, ascending
  int now = 0;             // sum of weights x lights (mod modulus)
  int goal = 0;            // the same of the goal: never equal to `now`
};

// The generators in `invariants` (analyze_rules) on which `lights` and
// `goal` (cell values) differ, in their order. Empty when none does (a
// solvable position, or generators cut short before the one it breaks).
std::vector<BrokenInvariant> broken_invariants(const std::vector<ZkInvariant>& invariants, const ZkVec& lights,
                                               const ZkVec& goal);

// "These 12 outlined cells change together: every press changes an even
// number of them, so their sum mod 2 stays 1 (odd); the goal needs 0
// (even)." With weights other than 1 the cells are counted that many times.
std::string broken_invariant_words(const BrokenInvariant& b);

}  // namespace tl
