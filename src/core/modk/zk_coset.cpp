// zk_coset.cpp: the odometer walk over the solutions and the local search.
#include "core/modk/zk_coset.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace tl {

namespace {

// A vector by its nonzero entries.
struct Sparse {
  std::vector<int> idx;
  std::vector<uint8_t> val;
};

Sparse sparse_of(const ZkVec& v, unsigned mult, int k) {
  Sparse s;
  for (std::size_t j = 0; j < v.size(); ++j) {
    const unsigned x = unsigned(v[j]) * mult % unsigned(k);
    if (x) { s.idx.push_back(int(j)); s.val.push_back(uint8_t(x)); }
  }
  return s;
}

std::size_t support(const ZkVec& v) {
  return std::size_t(std::count_if(v.begin(), v.end(), [](uint8_t x) { return x != 0; }));
}

// cur += s (mod k), keeping `weight` = sum of cur.
inline void add_sparse(ZkVec& cur, long long& weight, const Sparse& s, int k) {
  const int n = int(s.idx.size());
  long long w = weight;
  for (int t = 0; t < n; ++t) {
    uint8_t& c = cur[std::size_t(s.idx[std::size_t(t)])];
    const int old = c;
    int nw = old + s.val[std::size_t(t)];
    if (nw >= k) nw -= k;
    c = uint8_t(nw);
    w += nw - old;
  }
  weight = w;
}

// Walks every coefficient tuple; returns the best tuple found.
std::vector<int> odometer(ZkVec cur, const std::vector<ZkQuiet>& g, int k) {
  const std::size_t n = g.size();
  std::vector<Sparse> step(n), reset(n);
  for (std::size_t i = 0; i < n; ++i) {
    step[i] = sparse_of(g[i].v, 1, k);
    // From coefficient order-1 back to 0: add -(order - 1) g.
    const unsigned back = unsigned(k - (g[i].order - 1) % k) % unsigned(k);
    reset[i] = sparse_of(g[i].v, back, k);
  }
  long long weight = press_count(cur), best = weight;
  std::vector<int> d(n, 0), best_d(n, 0);
  for (;;) {
    std::size_t i = 0;
    for (; i < n; ++i) {
      if (d[i] + 1 < g[i].order) {
        ++d[i];
        add_sparse(cur, weight, step[i], k);
        break;
      }
      d[i] = 0;
      add_sparse(cur, weight, reset[i], k);
    }
    if (i == n) break;
    if (weight < best) { best = weight; best_d = d; }
  }
  return best_d;
}

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
    per_step += 2.0 * double(support(g.v) + 1) / every;
    every *= double(g.order);
  }
  return total * per_step;
}

ZkVec fewest_in_coset(ZkVec x, const std::vector<ZkQuiet>& quiet_in, int k, const ZkSearchOptions& options,
                      bool* minimal) {
  std::vector<ZkQuiet> quiet;
  for (const ZkQuiet& g : quiet_in)
    if (g.order > 1 && support(g.v)) quiet.push_back(g);
  if (quiet.empty() || press_count(x) == 0) { *minimal = true; return x; }
  // The sparsest generator turns fastest.
  std::stable_sort(quiet.begin(), quiet.end(),
                   [](const ZkQuiet& a, const ZkQuiet& b) { return support(a.v) < support(b.v); });
  if (coset_walk_work(quiet) <= options.exact_work) {
    const std::vector<int> d = odometer(x, quiet, k);
    for (std::size_t i = 0; i < quiet.size(); ++i)
      for (std::size_t j = 0; j < x.size(); ++j)
        x[j] = uint8_t((x[j] + unsigned(d[i]) * quiet[i].v[j]) % unsigned(k));
    *minimal = true;
    return x;
  }
  // Local search: per generator, the multiple that lowers the count most.
  *minimal = false;
  std::vector<Sparse> gs;
  for (const ZkQuiet& g : quiet) gs.push_back(sparse_of(g.v, 1, k));
  std::vector<long long> delta(static_cast<std::size_t>(k), 0);
  double work = 0;
  for (bool improved = true; improved && work < options.search_work;) {
    improved = false;
    for (const Sparse& s : gs) {
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
  return x;
}

}  // namespace tl
