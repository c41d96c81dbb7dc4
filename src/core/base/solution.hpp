// solution.hpp: the answer of a solver for one position, in any machine's terms.
//
// Lives in base (not game/) so the solvers below the machine interface
// (linear/, ghaly/) can return it without knowing what a Machine is.
#pragma once

#include <cmath>
#include <cstdio>
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
  // When not proven minimal: how far the search got, in words
  // (search_note); empty otherwise.
  std::string search;
  // A summary (Machine::solve_summary) does not list the presses (the
  // biggest boards' fewest solutions have billions: gigabytes of list); it
  // counts them and names the first button and how often it is pressed.
  // Where the presses are listed: -1, -1 and 0.
  long long press_count = -1;
  int first_button = -1, first_times = 0;
  long long count() const { return press_count >= 0 ? press_count : (long long)presses.size(); }
};

// A listed answer as a summary: counted, its first button and how often it
// is pressed, without the list (Machine::solve_summary where no cheaper way
// to count exists; the midend's game start, where only its length is read).
// The list is never copied; a summary stays as it is.
inline Solution summary_of(const Solution& s) {
  Solution c;
  c.solvable = s.solvable;
  c.minimal = s.minimal;
  c.nullity = s.nullity;
  c.reason = s.reason;
  c.solutions = s.solutions;
  c.presses_before_search = s.presses_before_search;
  c.search = s.search;
  c.press_count = s.count();
  c.first_button = s.first_button;
  c.first_times = s.first_times;
  if (!s.presses.empty()) {
    c.first_button = s.presses.front();
    c.first_times = 0;
    for (int b : s.presses) c.first_times += b == c.first_button;
  }
  return c;
}

// "a local search; a proof needs about 2^46.2 steps, past the budget of
// 2^26": what a solver that stopped short of a proof says. `needed` and
// `budget` in the solver's own units; an infinite need has its own words.
inline std::string search_note(double needed, double budget, const char* units) {
  char buf[160];
  if (!(needed < 1e300))
    std::snprintf(buf, sizeof buf, "a local search; no exact search is possible here (too many quiet patterns)");
  else
    std::snprintf(buf, sizeof buf, "a local search; a proof needs about 2^%.1f %s, past the budget of 2^%.1f", std::log2(needed),
                  units, std::log2(budget));
  return buf;
}

}  // namespace tl
