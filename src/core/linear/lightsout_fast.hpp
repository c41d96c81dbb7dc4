// lightsout_fast.hpp: Lights Out solved by light chasing, at the speed limit.
//
// Press row 1 with some pattern y, then "chase the lights" down: row r+1's
// presses are forced to put out row r. What is left lit under the last row is
// linear in y, so an R x C board shrinks to C unknowns.
//   plain board: Sutner's polynomial method. With S the path adjacency of a
//     row and T = S + I, the chase reads x_{r+1} = T x_r + x_{r-1} + b_r, so
//     the last residue is P_R(T) y + c with P_0 = 1, P_1 = t,
//     P_{k+1} = t P_k + P_{k-1}. F^C is the cyclic module F[s]/(P_C(s)) with
//     generator e_1 (P_i(S) e_1 = e_{i+1}), so P_R(T) y = c becomes
//     a(s) f(s) = h(s) mod P_C(s) with a(s) = P_R(s+1): one extended gcd
//     g = gcd(a, P_C) decides everything. Solvable iff g | h, nullity =
//     deg g, and the quiet first rows are the multiples of P_C / g.
//   torus: the first two rows are the unknowns, as polynomials modulo
//     x^C - 1; the wrap-around conditions are a 2 x 2 system over that ring,
//     solved by extended gcds (lightsout_torus.hpp). Dense elimination of
//     the same unknowns as a 2C x 2C system (the Four Russians' method)
//     stays as the reference the tests compare with (TorusMethod::dense).
// Both agree with the general solver (tests/core/linear/machines/lightsout_test.cpp).
#pragma once

#include "core/base/bitvec.hpp"
#include "core/linear/linear_solver.hpp"

namespace tl {

struct LightsOutBoard {
  int rows = 0, cols = 0;
  bool torus = false;
  std::size_t cells() const { return std::size_t(rows) * std::size_t(cols); }
};

// Press sets are bit sets over the buttons (button = cell, reading order).
struct LightsOutAnswer {
  bool solvable = false;
  BitVec presses;        // when solvable
  bool minimal = false;  // presses proven fewest
  int nullity = 0;
  long long presses_before_search = -1;  // when a local search lowered the count: the count before
  std::string search;                    // when not proven minimal: how far the search got (search_note)
  BitVec invariant;                      // when unsolvable: a quiet pattern the target has odd parity on
};

// The lights a press set toggles (A x), row by row in board-size work.
// Only where lightsout_fast_applies (tori of at least 3x3).
BitVec lightsout_apply(const LightsOutBoard& b, const BitVec& presses);

// Whether the chase applies (plain: any size; torus: at least 3x3, smaller
// tori have neighbours that coincide and go to the general solver).
bool lightsout_fast_applies(const LightsOutBoard& b);

// Solves A x = target. With `want_minimal`, the fewest presses: proven by
// the exhaustive search over the quiet patterns when it fits the budget
// (search/quiet_search.hpp; the board's symmetries that fix the target cut it),
// otherwise improved by the local search.
LightsOutAnswer solve_lightsout(const LightsOutBoard& b, const BitVec& target, bool want_minimal = true);

// How a torus is solved: the polynomial method (the default) or dense
// elimination of the 2C x 2C system by the Four Russians' method, for tests
// and benchmarks that compare the two.
enum class TorusMethod { polynomial, dense };
LightsOutAnswer solve_lightsout(const LightsOutBoard& b, const BitVec& target, bool want_minimal, TorusMethod method);

// Nullity and up to `max_patterns` quiet patterns (full boards). Lights Out's
// matrix is symmetric, so the invariants are the quiet patterns again.
LinearAnalysis analyze_lightsout(const LightsOutBoard& b, std::size_t max_patterns = 64);
LinearAnalysis analyze_lightsout(const LightsOutBoard& b, std::size_t max_patterns, TorusMethod method);

}  // namespace tl
