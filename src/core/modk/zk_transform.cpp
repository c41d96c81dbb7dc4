// zk_transform.cpp: the histogram of cells by column and value, the
// transform one generator at a time, and the pick of the best tuple.
#include "core/modk/zk_transform.hpp"

#include <algorithm>
#include <limits>

namespace tl {

namespace {

// The table sizes level by level: before level i the digits below i are
// coefficients (radix order_j) and the digits from i on are column entries
// (radix values_j). Calls fn(P, m, o, R) per level.
template <class Fn>
void for_each_level(const std::vector<int>& orders, const std::vector<int>& values, Fn fn) {
  const std::size_t L = orders.size();
  for (std::size_t i = 0; i < L; ++i) {
    std::size_t P = 1, R = 1;
    for (std::size_t j = 0; j < i; ++j) P *= std::size_t(orders[j]);
    for (std::size_t j = i + 1; j < L; ++j) R *= std::size_t(values[j]);
    fn(P, std::size_t(values[i]), std::size_t(orders[i]), R);
  }
}

}  // namespace

double ZkGroupTransform::estimate(const std::vector<int>& orders, const std::vector<int>& values, int k, std::size_t n,
                                  std::size_t* table) {
  double work = double(n), slots = 1;
  for (int m : values) slots *= double(m);
  double most = slots * k, tuples = 1;
  for (int o : orders) tuples *= double(o);
  for_each_level(orders, values, [&](std::size_t P, std::size_t m, std::size_t o, std::size_t R) {
    // Each (t, s, y, high) is a loop of P additions; count a loop as 4.
    work += double(k) * double(o) * double(m) * double(R) * (double(P) + 4);
    most = std::max(most, double(k) * double(P) * double(std::max(m, o)) * double(R));
  });
  work += double(k) * tuples;
  if (table) *table = most > 1e18 ? std::numeric_limits<std::size_t>::max() : std::size_t(most);
  return work;
}

ZkGroupTransform::ZkGroupTransform(const std::vector<const ZkVec*>& gens, const std::vector<int>& orders, int k) : k_(k) {
  n_ = gens.empty() ? 0 : gens[0]->size();
  key_.assign(n_, 0);
  std::vector<int> values;
  uint32_t radix = 1;
  for (std::size_t i = 0; i < gens.size(); ++i) {
    // The column entries this generator has, as indices 0..m-1.
    Level lv;
    lv.order = orders[i];
    int index_of[256];
    std::fill(index_of, index_of + 256, -1);
    for (uint8_t v : *gens[i])
      if (index_of[v] < 0) {
        index_of[v] = int(lv.value.size());
        lv.value.push_back(v);
      }
    for (std::size_t c = 0; c < n_; ++c) key_[c] += uint32_t(index_of[(*gens[i])[c]]) * radix;
    radix *= uint32_t(lv.value.size());
    values.push_back(int(lv.value.size()));
    tuples_ *= std::size_t(lv.order);
    level_.push_back(std::move(lv));
  }
  work_ = estimate(orders, values, k, n_, &table_);
}

long long ZkGroupTransform::best(const ZkVec& x, std::vector<int>& digits, Scratch& scratch) const {
  std::vector<uint32_t>& a = scratch.a;
  std::vector<uint32_t>& b = scratch.b;
  const std::size_t k = std::size_t(k_), L = level_.size();
  std::size_t size = 1;
  for (const Level& lv : level_) size *= lv.value.size();
  // The histogram: table[t][column] = the cells of that column with value t.
  a.assign(k * size, 0);
  for (std::size_t c = 0; c < n_; ++c) ++a[std::size_t(x[c]) * size + key_[c]];
  // Level by level, column entries y_i become coefficients s_i: a cell of
  // value t and entry y has value t + s y once s_i = s.
  std::size_t P = 1;
  for (std::size_t i = 0; i < L; ++i) {
    const Level& lv = level_[i];
    const std::size_t m = lv.value.size(), o = std::size_t(lv.order), R = size / (P * m);
    const std::size_t out_size = P * o * R;
    b.assign(k * out_size, 0);
    for (std::size_t s = 0; s < o; ++s)
      for (std::size_t y = 0; y < m; ++y) {
        const std::size_t shift = s * lv.value[y] % k;
        for (std::size_t t_out = 0; t_out < k; ++t_out) {
          const std::size_t t_in = (t_out + k - shift) % k;
          const uint32_t* src = a.data() + t_in * size + P * y;
          uint32_t* dst = b.data() + t_out * out_size + P * s;
          for (std::size_t h = 0; h < R; ++h) {
            const uint32_t* in = src + P * m * h;
            uint32_t* out = dst + P * o * h;
            for (std::size_t j = 0; j < P; ++j) out[j] += in[j];
          }
        }
      }
    a.swap(b);
    size = out_size;
    P *= o;
  }
  // The press count of each tuple: sum over t of t * (cells at value t).
  b.assign(size, 0);
  for (std::size_t t = 1; t < k; ++t) {
    const uint32_t* row = a.data() + t * size;
    const uint32_t tt = uint32_t(t);
    for (std::size_t j = 0; j < size; ++j) b[j] += tt * row[j];
  }
  const std::size_t at = std::size_t(std::min_element(b.begin(), b.end()) - b.begin());
  digits.assign(L, 0);
  std::size_t rest = at;
  for (std::size_t i = 0; i < L; ++i) {
    digits[i] = int(rest % std::size_t(level_[i].order));
    rest /= std::size_t(level_[i].order);
  }
  return (long long)b[at];
}

}  // namespace tl
