// zk_transform.hpp: the press counts of x + s_1 g_1 + ... + s_L g_L (mod k)
// for every coefficient tuple at once, by a transform over the group of
// tuples instead of one vector pass per tuple.
//
// Why: the walk over the quiet patterns (zk_coset.hpp) adds one generator to
// an n-entry vector per tuple: n / 32 vector steps or more each, 4096 cells
// of a 64 x 64 board costing a full pass for each of 3^8 tuples. But the
// press count of a tuple is a sum over cells, and a cell's value depends on
// the tuple only through its own column y_c = (g_1[c], ..., g_L[c]):
//   count(s) = sum_c cost(x_c + <s, y_c>),  cost(v) = v (presses, 0..k-1).
// So the cells can be counted first, by column and value (a histogram over
// at most prod |Y_i| * k slots), and the generators' coordinates turned from
// "column entry" into "coefficient" one at a time, as a fast Walsh-Hadamard
// transform does over GF(2) (the GF(2) engine's quiet search,
// search/quiet_search.hpp, is that special case, with +-1 characters):
//   T_i[.., s_i, ..][t] = sum over y_i of T_{i-1}[.., y_i, ..][t - s_i y_i]
// costs prod(sizes) * k * |Y_i| * order_i additions per coordinate, a few
// operations per tuple instead of n / 32. Every table row is a run of
// contiguous counters, so the additions vectorise alike natively (SSE2) and
// in WebAssembly (SIMD128).
//
// Ties go to the lowest tuple index, generator 0's coefficient turning
// fastest: the tuple the walk's odometer reaches first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/modk/zk_types.hpp"

namespace tl {

class ZkGroupTransform {
 public:
  ZkGroupTransform() = default;
  // The generators (all of length n) with their coefficient ranges.
  ZkGroupTransform(const std::vector<const ZkVec*>& gens, const std::vector<int>& orders, int k);

  // The number of tuples (prod of the orders).
  std::size_t tuples() const { return tuples_; }
  // The most counters a table holds at once (the memory, in 4-byte words).
  std::size_t table_size() const { return table_; }
  // Estimated work of one best() in additions (histogram and transform).
  double work() const { return work_; }

  // The tables, kept by the caller from one best() to the next.
  struct Scratch {
    std::vector<uint32_t> a, b;
  };
  // The least press count over all tuples of x + sum s_i g_i, and the first
  // tuple reaching it (digits[i] = s_i).
  long long best(const ZkVec& x, std::vector<int>& digits, Scratch& scratch) const;

  // Estimated work and largest table for generators with these orders and
  // per-generator column-value counts, over n cells.
  static double estimate(const std::vector<int>& orders, const std::vector<int>& values, int k, std::size_t n,
                         std::size_t* table = nullptr);

 private:
  struct Level {
    int order = 0;               // coefficients s in [0, order)
    std::vector<uint8_t> value;  // the column entries met, by index y
  };
  int k_ = 2;
  std::size_t n_ = 0, tuples_ = 1, table_ = 0;
  double work_ = 0;
  std::vector<Level> level_;
  std::vector<uint32_t> key_;  // per cell: its column as a mixed-radix index (digit i in [0, |Y_i|))
};

}  // namespace tl
