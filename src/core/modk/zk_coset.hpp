// zk_coset.hpp: the fewest presses among all solutions of a position.
//
// Every solution is x + q for one solution x and a quiet pattern q. With k
// states a button pressed t times (0 <= t < k) costs t presses, so the cost
// of a solution is the plain sum of its entries. The quiet patterns come in
// unique representation (zk_types.hpp), so the coefficient tuples
// 0 <= s_i < order_i name every solution exactly once: an odometer over them,
// adding one generator per step (sparse, with the running sum updated by the
// changed entries only; a dense generator in one vectorised pass), walks the
// whole coset and proves the minimum. When that is more work than the
// budget, a large-neighbourhood search (the same walk over a window of a few
// generators with the others fixed, window after window, while that lowers
// the count) finds a good solution that is flagged not proven minimal, the
// same contract as the GF(2) solver's (linear_solver.hpp, fewest_presses).
#pragma once

#include <vector>

#include "core/modk/zk_types.hpp"

namespace tl {

struct ZkSearchOptions {
  // Work the exhaustive walk may spend, in entry updates (coset_walk_work:
  // 0.4 to 1.2 ns each natively, so 2^26 is at most about 80 ms); when the
  // walk needs more, the local search runs instead and the answer is not
  // proven.
  double exact_work = double(1 << 26);
  // The same units for the local search (2^24: at most about 20 ms).
  double search_work = double(1 << 24);
};

// The number of presses of x: sum of its entries.
long long press_count(const ZkVec& x);
// Estimated cost of the exhaustive walk over `quiet` in entry updates (a
// dense generator's vectorised entries count 1/32); may be huge.
double coset_walk_work(const std::vector<ZkQuiet>& quiet);

// The quiet patterns prepared once per machine (cheapest step first), so
// that each position's search starts at once.
class ZkCosetSearch {
 public:
  ZkCosetSearch() = default;
  ZkCosetSearch(const std::vector<ZkQuiet>& quiet, int k);
  // The fewest-press member of x + span(quiet) mod k; *minimal says whether
  // it is proven fewest (the whole coset was walked). Ties keep the first found.
  ZkVec fewest(ZkVec x, const ZkSearchOptions& options, bool* minimal) const;
  double walk_work() const { return walk_work_; }

 private:
  // A step of the walk: a generator's multiple, by its nonzero entries, or
  // whole when it is dense (a vectorised pass then beats the index lists).
  struct Step {
    std::vector<int> idx;
    std::vector<uint8_t> val;
    ZkVec dense;  // empty when sparse
  };
  int k_ = 2;
  std::vector<int> order_;
  std::vector<double> cost_;  // a step's cost, in entry updates
  std::vector<Step> step_, reset_;
  double walk_work_ = 0;

  void add(ZkVec& cur, long long& weight, const Step& s) const;
  std::vector<int> walk(ZkVec cur, const std::vector<int>& which) const;
  double walk_cost(const std::vector<int>& which) const;
  void apply_tuple(ZkVec& x, const std::vector<int>& which, const std::vector<int>& d) const;
  void local_search(ZkVec& x, const ZkSearchOptions& options) const;
};

// One-off form of ZkCosetSearch(quiet, k).fewest(x, options, minimal).
ZkVec fewest_in_coset(ZkVec x, const std::vector<ZkQuiet>& quiet, int k, const ZkSearchOptions& options, bool* minimal);

}  // namespace tl
