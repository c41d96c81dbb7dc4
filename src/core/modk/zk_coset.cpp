// zk_coset.cpp: the odometer walk over the solutions and the local search.
#include "core/modk/zk_coset.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace tl {

namespace {

std::size_t support(const ZkVec& v) {
  return std::size_t(std::count_if(v.begin(), v.end(), [](uint8_t x) { return x != 0; }));
}

// Dense when more than an eighth of the entries are nonzero.
bool is_dense(const ZkVec& v) { return support(v) * 8 > v.size(); }

// The walk's cost of one step by this generator, in sparse entry updates
// (about 2.5 ns each natively; a vectorised dense pass does 32 entries in
// about that time).
double step_cost(const ZkVec& v) { return is_dense(v) ? double(v.size()) / 32 + 8 : double(support(v)) + 1; }

}  // namespace

long long press_count(const ZkVec& x) {
  long long s = 0;
  for (uint8_t v : x) s += v;
  return s;
}

double coset_walk_work(const std::vector<ZkQuiet>& quiet) {
  // Generator i moves once every prod_{j<i} order_j steps (and resets as often).
  double total = 1, per_step = 0, every = 1;
  for (const ZkQuiet& g : quiet) total *= double(g.order);
  for (const ZkQuiet& g : quiet) {
    per_step += 2.0 * step_cost(g.v) / every;
    every *= double(g.order);
  }
  return total * per_step;
}

ZkCosetSearch::ZkCosetSearch(const std::vector<ZkQuiet>& quiet_in, int k) : k_(k) {
  std::vector<ZkQuiet> quiet;
  for (const ZkQuiet& g : quiet_in)
    if (g.order > 1 && support(g.v)) quiet.push_back(g);
  // The cheapest generator turns fastest.
  std::stable_sort(quiet.begin(), quiet.end(),
                   [](const ZkQuiet& a, const ZkQuiet& b) { return step_cost(a.v) < step_cost(b.v); });
  walk_work_ = coset_walk_work(quiet);
  auto sparse = [&](const ZkVec& v, unsigned mult) {
    Step s;
    for (std::size_t j = 0; j < v.size(); ++j) {
      const unsigned x = unsigned(v[j]) * mult % unsigned(k);
      if (x) { s.idx.push_back(int(j)); s.val.push_back(uint8_t(x)); }
    }
    if (is_dense(v)) {
      s.dense.assign(v.size(), 0);
      for (std::size_t t = 0; t < s.idx.size(); ++t) s.dense[std::size_t(s.idx[t])] = s.val[t];
    }
    return s;
  };
  for (const ZkQuiet& g : quiet) {
    order_.push_back(g.order);
    step_.push_back(sparse(g.v, 1));
    // From coefficient order-1 back to 0: add -(order - 1) g (order * g need not be 0).
    reset_.push_back(sparse(g.v, unsigned(k - (g.order - 1) % k) % unsigned(k)));
  }
}

// cur += s (mod k), keeping `weight` = sum of cur.
void ZkCosetSearch::add(ZkVec& cur, long long& weight, const Step& s) const {
  const int k = k_;
  if (!s.dense.empty()) {
    // One vectorisable pass: add mod k and sum.
    const uint8_t kk = uint8_t(k);
    const uint8_t* g = s.dense.data();
    uint8_t* c = cur.data();
    const std::size_t n = cur.size();
    uint32_t sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const uint8_t a = c[i], nb = uint8_t(kk - g[i]);
      const uint8_t r = a >= nb ? uint8_t(a - nb) : uint8_t(a + g[i]);
      c[i] = r;
      sum += r;
    }
    weight = sum;
    return;
  }
  const std::size_t n = s.idx.size();
  long long w = weight;
  for (std::size_t t = 0; t < n; ++t) {
    uint8_t& c = cur[std::size_t(s.idx[t])];
    const int old = c;
    int nw = old + s.val[t];
    if (nw >= k) nw -= k;
    c = uint8_t(nw);
    w += nw - old;
  }
  weight = w;
}

// Walks every coefficient tuple; returns the first best tuple.
std::vector<int> ZkCosetSearch::walk(ZkVec cur) const {
  const std::size_t n = order_.size();
  long long weight = press_count(cur), best = weight;
  std::vector<int> d(n, 0), best_d(n, 0);
  for (;;) {
    std::size_t i = 0;
    for (; i < n; ++i) {
      if (d[i] + 1 < order_[i]) {
        ++d[i];
        add(cur, weight, step_[i]);
        break;
      }
      d[i] = 0;
      add(cur, weight, reset_[i]);
    }
    if (i == n) break;
    if (weight < best) { best = weight; best_d = d; }
  }
  return best_d;
}

// Per generator, the multiple that lowers the count most, while any does.
void ZkCosetSearch::local_search(ZkVec& x, const ZkSearchOptions& options) const {
  const int k = k_;
  std::vector<long long> delta(static_cast<std::size_t>(k), 0);
  double work = 0;
  for (bool improved = true; improved && work < options.search_work;) {
    improved = false;
    for (const Step& s : step_) {
      std::fill(delta.begin(), delta.end(), 0);
      for (std::size_t t = 0; t < s.idx.size(); ++t) {
        const int old = x[std::size_t(s.idx[t])], a = s.val[t];
        int v = old;
        for (int m = 1; m < k; ++m) {
          v += a;
          if (v >= k) v -= k;
          delta[std::size_t(m)] += v - old;
        }
      }
      work += double(s.idx.size()) * double(k - 1);
      int best_m = 0;
      for (int m = 1; m < k; ++m)
        if (delta[std::size_t(m)] < delta[std::size_t(best_m)]) best_m = m;
      if (best_m) {
        for (std::size_t t = 0; t < s.idx.size(); ++t) {
          uint8_t& c = x[std::size_t(s.idx[t])];
          c = uint8_t((c + unsigned(best_m) * s.val[t]) % unsigned(k));
        }
        improved = true;
      }
      if (work >= options.search_work) break;
    }
  }
}

ZkVec ZkCosetSearch::fewest(ZkVec x, const ZkSearchOptions& options, bool* minimal) const {
  if (order_.empty() || press_count(x) == 0) { *minimal = true; return x; }
  if (walk_work_ <= options.exact_work) {
    const std::vector<int> d = walk(x);
    long long unused = 0;
    for (std::size_t i = 0; i < d.size(); ++i)
      for (int t = 0; t < d[i]; ++t) add(x, unused, step_[i]);
    *minimal = true;
    return x;
  }
  *minimal = false;
  local_search(x, options);
  return x;
}

ZkVec fewest_in_coset(ZkVec x, const std::vector<ZkQuiet>& quiet, int k, const ZkSearchOptions& options,
                      bool* minimal) {
  return ZkCosetSearch(quiet, k).fewest(std::move(x), options, minimal);
}

}  // namespace tl
