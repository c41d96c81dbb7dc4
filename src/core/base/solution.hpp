// solution.hpp: the answer of a solver for one position, in any machine's terms.
//
// Lives in base (not game/) so the solvers below the machine interface
// (linear/, ghaly/) can return it without knowing what a Machine is.
#pragma once

#include <string>
#include <vector>

namespace tl {

// The answer of a solver for one position.
struct Solution {
  bool solvable = false;
  std::vector<int> presses;  // 0-based buttons, ascending (press order never matters here)
  bool minimal = false;      // true when `presses` is proven to be a fewest-press solution
  int nullity = -1;          // dimension of the quiet space (linear machines), -1 if not linear
  std::string reason;        // when not solvable: why, in words a player understands
  // The number of solutions as exact decimal text when it is not 2^nullity
  // (k states: the product of the quiet patterns' orders); empty otherwise.
  std::string solutions;
  // When not proven minimal and a local search lowered the count: the press
  // count of the solution it started from (the chase's or the elimination's);
  // -1 otherwise.
  long long presses_before_search = -1;
};

}  // namespace tl
