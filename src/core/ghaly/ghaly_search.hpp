// ghaly_search.hpp: depth-first search over wiring matrices W (N <= 8) under
// per-exit constraints on which transmitter may reach each colour generator.
//
// Squares are decided row by row from the top, each row right to left: that is
// the frontier sweep of trace_wiring(), so after square t the colour wire of
// every decided square is known (it only runs up and right), and so is the exit
// behind each frontier edge. A constraint "CG_k must receive X from the set
// allowed[k]" applies once k colours some square (k joins the support); it is
// checked against the transmitters still reachable from k's frontier edge
// through the undecided squares (an interval of labels), which prunes.
//
// Internal to the Ghaly solver and generators (ghaly_solver.cpp).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/ghaly/ghaly_solver.hpp"

namespace tl::ghaly {

// A budget shared by several searches (one per colour).
struct SearchBudget {
  explicit SearchBudget(const SearchLimits& limits);
  bool spent();  // counts one node; true once the limits are reached
  uint64_t nodes = 0;
  bool exhausted = false;
  double seconds() const;

 private:
  SearchLimits limits_;
  std::chrono::steady_clock::time_point start_;
};

class WiringSearch {
 public:
  // allowed[k]: bit o set when X_o may reach CG_k (k in the support).
  WiringSearch(int N, std::vector<uint32_t> allowed);

  // The value tried first at each square (bit r*N+c): the player's W when
  // looking for the nearest solution, random bits for a random W.
  uint64_t first = 0;
  // When set, only leaves fewer than `bound` squares away from `first` are
  // visited, and each leaf found lowers the bound to its distance.
  bool minimize = false;
  int bound = 1 << 30;
  // Called at each W that meets every constraint; returns true to stop.
  std::function<bool(uint64_t W, int distance)> on_leaf;

  // False when the budget ran out or on_leaf stopped it; true when every W was covered.
  bool run(SearchBudget& budget);

 private:
  bool feasible(int t, int position) const;
  bool dfs(int t, uint64_t W, int distance, SearchBudget& budget);

  int N_, size_, squares_;
  std::vector<uint32_t> allowed_;
  std::vector<uint32_t> reach_;    // reach_[t * size_ + p]: labels reachable from edge p after t squares
  int tx_[32] = {}, cg_[32] = {};  // frontier: the exit behind each edge (transmitter, colour wires)
  uint32_t support_ = 0;
  bool stopped_ = false;
};

}  // namespace tl::ghaly
