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
// (0.4 to 1.2 ns each natively; a vectorised dense pass does about 32
// entries in that time).
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
  std::vector<ZkQuiet> kept;
  std::vector<double> kept_cost;
  for (const ZkQuiet& g : quiet_in)
    if (g.order > 1 && support(g.v)) {
      kept.push_back(g);
      kept_cost.push_back(step_cost(g.v));
    }
  // The cheapest generator turns fastest. Each cost is computed once and
  // indices are sorted, not the generators: sorting ZkQuiet with the cost
  // inlined in the comparison was 41 KB of the page's WebAssembly.
  std::vector<std::size_t> by_cost(kept.size());
  std::iota(by_cost.begin(), by_cost.end(), std::size_t(0));
  std::stable_sort(by_cost.begin(), by_cost.end(), [&](std::size_t a, std::size_t b) { return kept_cost[a] < kept_cost[b]; });
  std::vector<ZkQuiet> quiet;
  quiet.reserve(kept.size());
  for (std::size_t i : by_cost) quiet.push_back(std::move(kept[i]));
  walk_work_ = coset_walk_work(quiet);
  auto sparse = [&](const ZkVec& v, unsigned mult) {
    Step s;
    for (std::size_t j = 0; j < v.size(); ++j) {
      const unsigned x = unsigned(v[j]) * mult % unsigned(k);
      if (x) {
        s.idx.push_back(int(j));
        s.val.push_back(uint8_t(x));
      }
    }
    if (is_dense(v)) {
      s.dense.assign(v.size(), 0);
      for (std::size_t t = 0; t < s.idx.size(); ++t) s.dense[std::size_t(s.idx[t])] = s.val[t];
    }
    return s;
  };
  for (const ZkQuiet& g : quiet) {
    order_.push_back(g.order);
    cost_.push_back(step_cost(g.v));
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

// Walks every coefficient tuple of the generators `which` (the others
// fixed); returns the first best tuple.
std::vector<int> ZkCosetSearch::walk(ZkVec cur, const std::vector<int>& which) const {
  const std::size_t n = which.size();
  long long weight = press_count(cur), best = weight;
  std::vector<int> d(n, 0), best_d(n, 0);
  for (;;) {
    std::size_t i = 0;
    for (; i < n; ++i) {
      const std::size_t g = std::size_t(which[i]);
      if (d[i] + 1 < order_[g]) {
        ++d[i];
        add(cur, weight, step_[g]);
        break;
      }
      d[i] = 0;
      add(cur, weight, reset_[g]);
    }
    if (i == n) break;
    if (weight < best) {
      best = weight;
      best_d = d;
    }
  }
  return best_d;
}

double ZkCosetSearch::walk_cost(const std::vector<int>& which) const {
  double total = 1, per_step = 0, every = 1;
  for (int g : which) total *= double(order_[std::size_t(g)]);
  for (int g : which) {
    per_step += 2.0 * cost_[std::size_t(g)] / every;
    every *= double(order_[std::size_t(g)]);
  }
  return total * per_step;
}

void ZkCosetSearch::apply_tuple(ZkVec& x, const std::vector<int>& which, const std::vector<int>& d) const {
  long long unused = 0;
  for (std::size_t i = 0; i < which.size(); ++i)
    for (int t = 0; t < d[i]; ++t) add(x, unused, step_[std::size_t(which[i])]);
}

// A large-neighbourhood search: walk every combination of a window of
// generators (the rest fixed), keep the best, slide the window on; windows
// overlap by half and follow a fixed pseudo-random order after the first
// pass. Each window walk includes the current solution, so the count never
// rises. When a pass gains nothing, the best solution so far is kicked (a
// few generators added at random) and the search goes on from there
// (iterated local search), until the budget is spent. Deterministic: the
// pseudo-random numbers come from a fixed seed.
void ZkCosetSearch::local_search(ZkVec& x, const ZkSearchOptions& options) const {
  const int n = int(order_.size());
  const double window_budget = std::max(options.search_work / 64, 1024.0);
  std::vector<int> perm(static_cast<std::size_t>(n));
  std::iota(perm.begin(), perm.end(), 0);
  uint64_t lcg = 0x9e3779b97f4a7c15ull;
  auto next = [&](uint64_t bound) {
    lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
    return (lcg >> 33) % bound;
  };
  ZkVec best = x;
  double work = 0;
  for (int pass = 0; work < options.search_work; ++pass) {
    if (pass > 0)
      for (int i = n - 1; i > 0; --i) std::swap(perm[std::size_t(i)], perm[std::size_t(next(uint64_t(i + 1)))]);
    bool improved = false;
    for (int start = 0; start < n && work < options.search_work;) {
      std::vector<int> which;
      for (int i = start; i < n; ++i) {
        which.push_back(perm[std::size_t(i)]);
        if (which.size() > 1 && walk_cost(which) > window_budget) {
          which.pop_back();
          break;
        }
      }
      work += walk_cost(which);
      const long long before = press_count(x);
      apply_tuple(x, which, walk(x, which));
      improved |= press_count(x) < before;
      start += std::max<int>(1, int(which.size()) / 2);
    }
    if (press_count(x) < press_count(best)) best = x;
    if (improved) continue;
    // A local minimum: kick the best solution so far.
    x = best;
    long long unused = 0;
    for (int t = 0; t < 3 && n > 0; ++t) {
      const std::size_t g = std::size_t(next(uint64_t(n)));
      const int times = 1 + int(next(uint64_t(std::max(1, order_[g] - 1))));
      for (int m = 0; m < times; ++m) add(x, unused, step_[g]);
      work += cost_[g] * times;
    }
  }
  x = std::move(best);
}

ZkVec ZkCosetSearch::fewest(ZkVec x, const ZkSearchOptions& options, bool* minimal) const {
  if (order_.empty() || press_count(x) == 0) {
    *minimal = true;
    return x;
  }
  if (walk_work_ <= options.exact_work) {
    std::vector<int> all(order_.size(), 0);
    std::iota(all.begin(), all.end(), 0);
    apply_tuple(x, all, walk(x, all));
    *minimal = true;
    return x;
  }
  *minimal = false;
  local_search(x, options);
  return x;
}

ZkVec fewest_in_coset(ZkVec x, const std::vector<ZkQuiet>& quiet, int k, const ZkSearchOptions& options, bool* minimal) {
  return ZkCosetSearch(quiet, k).fewest(std::move(x), options, minimal);
}

}  // namespace tl
