// linear_solver.hpp: solving "which buttons turn this state into the goal" over GF(2).
//
// The general solver for every linear machine (the cut-the-knot theory page: s = (v_T + v_o) V^-1,
// without needing V invertible). Button j adds its press vector u_j to the
// lights; a solution is a button set x with sum_j x_j u_j = target, where
// target = state XOR goal. Vocabulary:
//   quiet patterns  button sets that change nothing (the null space of A);
//                   any solution plus a quiet pattern is another solution
//   invariants      cell sets whose parity no button changes (the left null
//                   space); a position breaking one can never reach the goal
#pragma once

#include <string>
#include <vector>

#include "core/base/bitvec.hpp"
#include "core/base/solution.hpp"

namespace tl {

// The press matrix A (cells x buttons), stored by button: the cells u_j toggles.
struct PressMatrix {
  int cells = 0;
  std::vector<std::vector<int>> toggles;  // per button, ascending cell indices
  int buttons() const { return int(toggles.size()); }
  static PressMatrix from_vectors(const std::vector<BitVec>& press_vectors, int cells);
};

struct LinearAnalysis {
  int cells = 0, buttons = 0;
  int rank = 0;
  int nullity = 0;                     // buttons - rank: the quiet patterns' dimension
  std::vector<BitVec> quiet_patterns;  // a basis of the quiet patterns (button sets)
  int invariant_count = 0;             // cells - rank: the invariants' dimension
  std::vector<BitVec> invariants;      // a basis of the invariants (cell sets), maybe cut short
};

// Finds a fewest-press set x with A x == target. Exact (Solution::minimal)
// when the quiet patterns are few enough to walk; otherwise a solution
// improved greedily and flagged as not proven minimal. When unsolvable,
// Solution::reason names an invariant the position breaks.
Solution solve_linear(const PressMatrix& a, const BitVec& target, int board_cols = 0);
Solution solve_linear(const std::vector<BitVec>& press_vectors, const BitVec& target);

// Rank, nullity, quiet patterns and (up to `max_invariants` of) the invariants.
LinearAnalysis analyze_linear(const PressMatrix& a, std::size_t max_invariants = 64);

// --- shared by the fast paths ------------------------------------------------

// Whether the fewest presses among x + span of k quiet patterns of `bits`
// bits can be proven within the solvers' budget (search/quiet_search.hpp).
bool quiet_walk_feasible(std::size_t k, std::size_t bits);
// The fewest presses among x + span(quiet): proven by the exhaustive search
// of search/quiet_search.hpp when feasible (*minimal = true; ties go to the
// lexicographically smallest press set), otherwise improved by its local
// search over random combinations of `quiet` (*minimal = false).
BitVec fewest_presses(BitVec x, const std::vector<BitVec>& quiet, bool* minimal);
// Player words for "unsolvable": `invariant` is a cell set no button changes the
// parity of, and `target` (state XOR goal) has odd parity on it.
std::string unsolvable_reason(const BitVec& invariant, const BitVec& target, int board_cols);
// A Solution from a press set (ascending 0-based buttons); `before`: the
// press count before a local search (-1: none ran, or it found nothing).
Solution make_solution(const BitVec& presses, bool minimal, int nullity, long long before = -1);

}  // namespace tl
