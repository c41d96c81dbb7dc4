// dynamics.hpp: what happens when a board's solution is read as a board and
// solved again, over and over.
//
// With the goal all off, a board of lights x is solved by the presses s with
// A s = -x (mod k). Read off the reduced form with every free button 0, that
// s is -G x for one fixed matrix G (A^-1 when A is invertible; mod 2 the sign
// vanishes), so "x -> its solution" is a linear map on boards, and every
// orbit x, -G x, G^2 x, ... ends in a cycle: a pre-period, then a period.
// (The fewest-press solution is not used: it is not linear, and can leave
// the boards that can be solved.) A board that is its own solution needs
// A x = -x: the kernel of A + I.
//
// For square systems whose buttons are the board's cells, held densely
// (explain.hpp), with every pivot of the reduction a 1 (always mod 2 and mod
// a prime; otherwise the reading off divides, and the map is refused).
#pragma once

#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/linear/explain/grid_period.hpp"

namespace tl {

struct SolutionMap {
  int k = 2;
  int n = 0;    // cells (= buttons)
  ModMatrix g;  // s = G b for A s = b, free buttons unpressed
  bool invertible = false;
  std::vector<int> free_buttons;  // the reduced form's free columns: G b is 0 there
};

// The map of `e`'s system, or why there is none, in words.
Result<SolutionMap> solution_map(const Explanation& e);
// A board's solution, read as a board: -G x (mod k).
ZkVec next_board(const SolutionMap& m, const ZkVec& x);
// The map run backwards: -A x (mod k), a board x solves (pressing x clears
// it); the one board whose solution is x where A is invertible. Empty where
// the system has no map (too large, buttons that are not cells).
ZkVec previous_board(const Explanation& e, const ZkVec& x);
// The cells one step leaves as they are, 0-based: where x and its next
// board (next_board(m, x), -G x) agree.
std::vector<int> stable_cells(const ZkVec& x, const ZkVec& next);

// x, its solution, that one's solution, ... until a board repeats.
struct Orbit {
  std::vector<ZkVec> boards;  // from the start, up to (not including) the first repeat
  long long preperiod = -1;   // boards before the cycle; -1: the budget ran out first
  long long period = -1;      // the cycle's length; -1: the budget ran out first
  long long budget = 0;       // boards looked at most
  bool backwards = false;     // followed backwards (orbit_period), its boards not kept
  bool complete() const { return period > 0; }
};
// `budget` is cut to what a page can afford: the boards kept (n bytes
// each) at most kOrbitMostBytes, and the work (n^2 a board) at most
// kOrbitMostOps; Orbit::budget says the budget used. orbit_budget gives
// that cut, with a smaller bound on the work where one is wanted (a frame).
constexpr long long kOrbitMostBytes = 64LL << 20;
constexpr long long kOrbitMostOps = 2'000'000'000LL;
long long orbit_budget(int n, long long asked, long long most_ops = kOrbitMostOps);
Orbit orbit_of(const SolutionMap& m, const ZkVec& start, long long budget);

// The orbit's pre-period and period alone (no boards kept), followed
// backwards a step at a time at the cost of one press of every button, not
// a product by G. Every board after the first is 0 at the free buttons
// (call those boards W), and on W the map is a bijection whose inverse is
// w -> -(A w with its free cells cleared), provided that G sends each free
// cell's unit board to 0 (the reduced form then makes an unsolvable board
// solvable by changing only its free cells: checked; true of every plain,
// cylinder and torus board tried, not of 5x5's Klein bottle); so the orbit's cycle is that of its second board,
// followed without a table of the boards seen, and the pre-period is 1
// where the start is not in W and 0 where it is. Where G does not have
// that form, orbit_of with at most kOrbitMostOps of work.
// `most_ops` bounds the work as orbit_budget does (a step backwards costs a
// press of every button, one forwards n^2).
Orbit orbit_period(const Explanation& e, const SolutionMap& m, const ZkVec& start, long long most_steps,
                   long long most_ops = kOrbitMostOps);

// Boards that are their own solution: the kernel of A + I (mod k).
struct SelfSolving {
  int dimension = -1;        // -1: not read (a pivot other than 1; `why` says so)
  std::vector<ZkVec> basis;  // independent boards; every combination is one too
  std::string why;
};
SelfSolving self_solving_boards(const Explanation& e);

// A row of the table of a family by size, for `m`'s all-lit board (every
// light at k - 1, the goal all off): its period read from the map's order
// where `m` is a plus grid with A invertible (grid_period.hpp: no pre-period,
// no budget), else its orbit followed as orbit_of does (its boards not kept),
// or why there is none (a pivot other than 1, a board too large to hold A);
// and the boards that are their own solution (boards that fit A as a matrix).
struct AllLitDynamics {
  Orbit orbit;
  std::string orbit_why;  // empty when `orbit` was followed or read
  GridPeriod order;       // found() where the period was read from the map's order
  SelfSolving self;
};
// `self_solving` false: the period alone (the chart's), no elimination of A + I.
AllLitDynamics all_lit_dynamics(const Machine& m, long long budget, long long most_ops = kOrbitMostOps, bool self_solving = true);

}  // namespace tl
