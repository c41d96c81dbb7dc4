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
//
// Two faster ways to the same proof, taken when cheaper than the walk:
//   * the group transform (zk_transform.hpp): every tuple of the first
//     generators at once, the rest walked by the odometer; the same answer
//     as the walk, tuple for tuple (ties to the tuple the walk meets first);
//   * for even k with k / 2 prime (4, 6, 10, ...), the split by halves: the
//     quiet patterns contain (k/2) w for every quiet pattern w over GF(2)
//     (A (k/2) w = (k/2) A w = 0 mod k exactly when A w = 0 mod 2). Adding
//     (k/2) w to a vector z moves each entry by k/2 up (below k/2) or down
//     (from k/2 on), so with h the cells where z >= k/2,
//       presses(z + (k/2) w) = sum_c (z_c mod k/2) + (k/2) |h + w|,
//     and the best w is the lightest member of h + span(GF(2) quiet
//     patterns): the GF(2) engine's exact search (search/quiet_search.hpp).
//     The outer loop runs over one z per class of the quiet patterns modulo
//     those (k/2) w: classes are told apart by z mod k/2, so generators
//     whose residues mod k/2 are independent over the field Z_{k/2} give
//     one representative each. 64 x 64 knight with 4 states: 2^8 classes,
//     each a search over 16 GF(2) quiet patterns, instead of 2^24 tuples.
#pragma once

#include <cstdint>
#include <vector>

#include "core/base/bitvec.hpp"
#include "core/search/quiet_search.hpp"
#include "core/modk/zk_transform.hpp"
#include "core/modk/zk_types.hpp"

namespace tl {

// How a search proved its answer (or did not).
enum class ZkSearchMethod : uint8_t { None, Walk, Transform, SplitByHalves, LocalSearch };

struct ZkSearchOptions {
  // Work a proof may spend, in the walk's entry updates (coset_walk_work:
  // 0.4 to 1.6 ns each natively, so 2^26 is at most about 100 ms); when
  // every exact method needs more, the local search runs instead and the
  // answer is not proven.
  double exact_work = double(1 << 26);
  // The same units for the local search. 2^22 is about 6.5 ms on a 64 x 64
  // board with 4 states, where 2^24 (25 ms) found answers 0.5% lighter at
  // most: a hint's wait matters more (measured on plus and x).
  double search_work = double(1 << 22);
  // None: the cheapest exact method within exact_work, else the local
  // search. A named method (tests, benchmarks) is used whatever it costs,
  // where it applies (the transform where prepared, the split once it has
  // its GF(2) patterns); else as None.
  ZkSearchMethod only = ZkSearchMethod::None;
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
  // Whether the split by halves would be the cheapest proof within the
  // default budget; then the caller hands it the quiet patterns of the same
  // press matrix mod 2 (0/1 entries, independent) by set_half_kernel.
  bool wants_half_kernel() const;
  void set_half_kernel(const std::vector<ZkVec>& half_kernel);

  // The fewest-press member of x + span(quiet) mod k; *minimal says whether
  // it is proven fewest (the whole coset was searched). Ties keep the tuple
  // the walk meets first (the split by halves: the first class's, then the
  // GF(2) search's own rule).
  ZkVec fewest(ZkVec x, const ZkSearchOptions& options, bool* minimal, ZkSearchMethod* method = nullptr) const;
  // The reference: the odometer walk over every tuple, whatever it costs.
  ZkVec walk_fewest(ZkVec x) const;
  // The estimated work of each exact method (in walk entry updates; the
  // split's infinite where it does not apply).
  double walk_work() const { return walk_work_; }
  double transform_work() const { return transform_work_; }
  double split_work() const { return split_work_; }
  // The cheapest exact method's work (the split's once it has its patterns).
  double exact_work_needed() const;

 private:
  // A step of the walk: a generator's multiple, by its nonzero entries, or
  // whole when it is dense (a vectorised pass then beats the index lists).
  struct Step {
    std::vector<int> idx;
    std::vector<uint8_t> val;
    ZkVec dense;  // empty when sparse
  };
  int k_ = 2;
  std::vector<ZkVec> gen_;  // the generators, cheapest step first
  std::vector<int> order_;
  std::vector<double> cost_;  // a step's cost, in entry updates
  std::vector<Step> step_, reset_;
  double walk_work_ = 0;
  // The transform: generators [0, low_) at once, the rest walked.
  std::size_t low_ = 0;
  ZkGroupTransform transform_;
  double transform_work_ = 0;
  // The split by halves: one generator per class basis, the GF(2) patterns.
  std::vector<int> class_basis_;
  ExactSearch half_search_;  // over the GF(2) patterns, prepared once
  int half_count_ = -1;      // the GF(2) patterns the split needs
  bool half_ready_ = false;
  double split_work_ = 0;
  // The split's work once it has its GF(2) patterns, else infinite.
  double split_ready() const;

  void plan_transform();
  void plan_classes();
  ZkVec transform_fewest(ZkVec x) const;
  ZkVec split_fewest(const ZkVec& x) const;

  void add(ZkVec& cur, long long& weight, const Step& s) const;
  bool next_tuple(ZkVec& cur, long long& weight, std::vector<int>& d, const std::vector<int>& which) const;
  std::vector<int> walk(ZkVec cur, const std::vector<int>& which) const;
  double walk_cost(const std::vector<int>& which) const;
  void apply_tuple(ZkVec& x, const std::vector<int>& which, const std::vector<int>& d) const;
  void local_search(ZkVec& x, const ZkSearchOptions& options) const;
};

// One-off form of ZkCosetSearch(quiet, k).fewest(x, options, minimal).
ZkVec fewest_in_coset(ZkVec x, const std::vector<ZkQuiet>& quiet, int k, const ZkSearchOptions& options, bool* minimal);

}  // namespace tl
