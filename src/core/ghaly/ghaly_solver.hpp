// ghaly_solver.hpp: solving Ghaly's machine and making new puzzles.
//
// solve: the solving W nearest to the current W (fewest presses = Hamming
// distance), any colour. 4x4 scans the 123 lit W of the pair table (exact);
// 8x8 (2^64 wirings) searches W square by square from the top-right corner
// and prunes on the colour constraints, within a budget: it says whether the
// answer is proven or only the best found.
//
// New puzzles: 4x4 draws assignments uniformly (rejecting unsolvable ones
// unless `any`) and starts with no button pressed, like the game of Ghaly's
// patent (US 5,286,037) in its easiest mode (Joyner 2006, Introduction);
// 8x8 plants a solution: a random lit W*, a random colour and sigma, and a tau
// that makes W* show that colour everywhere, and starts N..2N presses from W*.
#pragma once

#include <cstdint>

#include "core/ghaly/ghaly.hpp"

namespace tl::ghaly {

struct SearchLimits {
  uint64_t max_nodes = 0;  // 0 = no limit
  double max_seconds = 0;  // 0 = no limit
};

struct Nearest {
  bool found = false;     // a solving W was found
  bool complete = false;  // the search ran to the end: `found` ? proven nearest : no solution exists
  BitVec W;               // the solving W (when found)
  int colour = 0;         // its colour number
  int distance = -1;      // presses from the given W
  uint64_t nodes = 0;     // search nodes visited (0 for the 4x4 table)
  double seconds = 0;
};

// The nearest solving W to `W`. N = 4: exact from the table. N = 8: search
// within `limits`. (The search works for N = 4 too; the tests compare it with
// the table.)
Nearest nearest_solution(int N, const Assignment& a, const BitVec& W, const SearchLimits& limits = {});
Nearest nearest_solution_search(int N, const Assignment& a, const BitVec& W, const SearchLimits& limits = {});

// The default budget of a solve from the machine (hints, step-through, CLI).
SearchLimits default_limits(int N);

// Every lit W of an N x N machine (N <= 8) counted by the same search with only
// the lit constraint: 123 for N = 4.
uint64_t count_lit(int N, const SearchLimits& limits = {});

struct NewPuzzle {
  Assignment assignment;
  BitVec W;  // the start: no button pressed (4x4, and `any`), near W* (planted)
  bool solvable_known = false;
  bool solvable = false;
  BitVec planted;  // 8x8 planted puzzles: a solving W; empty otherwise
  int planted_colour = 0;
};
// Deterministic for a seed. `any`: a uniformly random assignment, its
// solvability decided exactly for 4x4 and by a budgeted search for 8x8.
NewPuzzle random_puzzle(int N, uint64_t seed, bool any);

// A planted 8x8 (or 4x4) puzzle: a random lit W*, colour and sigma, and a tau
// under which W* is solved; the start W is W* with N..2N buttons toggled.
NewPuzzle plant_puzzle(int N, uint64_t seed);

}  // namespace tl::ghaly
