// zk_coset.cpp: the odometer walk over the solutions and the local search.
#include "core/modk/zk_coset.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>

#include "core/search/quiet_search.hpp"
#include "core/modk/zk_arith.hpp"
#include "core/modk/zk_kernels.hpp"

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

// The transform's tables stay under 2^21 counters (8 MB) each, two alive.
constexpr std::size_t kTransformTable = std::size_t(1) << 21;
// A transform addition in walk units: the counters' loops run 4 or more to
// a vector instruction.
constexpr double kTransformUnit = 0.6;
// The GF(2) search's operations (search/quiet_search.hpp: about 8 to a
// nanosecond) in walk units (1 to 2 to a nanosecond).
constexpr double kGf2Unit = 0.25;
// A transform past this (minutes) is not prepared.
constexpr double kTransformMost = 1e12;
// The callers fetch the GF(2) patterns for the split when the walk and the
// transform would pass this.
constexpr double kSplitWorthIt = double(1 << 22);

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
  // A step: the multiple's entries whole when the generator is dense (the
  // lane pass never reads the index lists), else its nonzero entries.
  auto sparse = [&](const ZkVec& v, unsigned mult) {
    Step s;
    // mult * value mod k by a table (a division per entry was most of this).
    uint8_t times[256] = {};
    for (unsigned a = 0; a < unsigned(k); ++a) times[a] = uint8_t(a * mult % unsigned(k));
    if (is_dense(v)) {
      s.dense.resize(v.size());
      for (std::size_t j = 0; j < v.size(); ++j) s.dense[j] = times[v[j]];
      return s;
    }
    for (std::size_t j = 0; j < v.size(); ++j)
      if (const uint8_t x = times[v[j]]) {
        s.idx.push_back(int(j));
        s.val.push_back(x);
      }
    return s;
  };
  for (const ZkQuiet& g : quiet) {
    gen_.push_back(g.v);
    order_.push_back(g.order);
    cost_.push_back(step_cost(g.v));
    step_.push_back(sparse(g.v, 1));
    // From coefficient order-1 back to 0: add -(order - 1) g (order * g need not be 0).
    reset_.push_back(sparse(g.v, unsigned(k - (g.order - 1) % k) % unsigned(k)));
  }
  plan_transform();
  split_work_ = std::numeric_limits<double>::infinity();
  if (k % 2 == 0 && is_prime(k / 2) && !gen_.empty()) plan_classes();
}

// The longest run of first generators whose tables fit; the rest walked.
void ZkCosetSearch::plan_transform() {
  transform_work_ = std::numeric_limits<double>::infinity();
  if (gen_.empty()) return;
  const std::size_t n = gen_[0].size();
  std::vector<int> orders, values;
  low_ = 0;
  double work = 0;
  for (std::size_t i = 0; i < gen_.size(); ++i) {
    bool seen[256] = {};
    int m = 0;
    for (uint8_t v : gen_[i]) m += !seen[v] ? (seen[v] = true, 1) : 0;
    orders.push_back(order_[i]);
    values.push_back(m);
    std::size_t table = 0;
    const double w = ZkGroupTransform::estimate(orders, values, k_, n, &table);
    if (table > kTransformTable) break;
    low_ = i + 1;
    work = w;
  }
  if (low_ == 0) return;
  // The walked generators: each outer tuple costs a transform and a step.
  double outer = 1, steps = 0, every = 1;
  for (std::size_t i = low_; i < gen_.size(); ++i) outer *= double(order_[i]);
  for (std::size_t i = low_; i < gen_.size(); ++i) {
    steps += 2.0 * cost_[i] / every;
    every *= double(order_[i]);
  }
  transform_work_ = outer * (work * kTransformUnit + steps);
  if (transform_work_ > kTransformMost) {
    transform_work_ = std::numeric_limits<double>::infinity();  // no budget goes there: not prepared
    return;
  }
  std::vector<const ZkVec*> low;
  for (std::size_t i = 0; i < low_; ++i) low.push_back(&gen_[i]);
  transform_ = ZkGroupTransform(low, std::vector<int>(order_.begin(), order_.begin() + long(low_)), k_);
}

// One generator per independent residue mod p = k/2 (Gaussian elimination
// over the field Z_p on the residues). The quiet patterns number
// p^classes * 2^d, d the GF(2) patterns' count: the split's cost is known
// before they are computed.
void ZkCosetSearch::plan_classes() {
  const int p = k_ / 2;
  const std::size_t n = gen_[0].size();
  const ZkArith ar(p);
  std::vector<ZkVec> rows;  // echelon rows mod p, pivot entry 1
  std::vector<std::size_t> pivots;
  for (std::size_t i = 0; i < gen_.size(); ++i) {
    ZkVec r(n);
    if (p == 2) {
      for (std::size_t c = 0; c < n; ++c) r[c] = gen_[i][c] & 1u;
    } else {
      for (std::size_t c = 0; c < n; ++c) r[c] = ar.reduce(gen_[i][c]);
    }
    for (std::size_t e = 0; e < rows.size(); ++e)
      if (const unsigned f = r[pivots[e]]) ar.axpy(r.data(), rows[e].data(), unsigned(p) - f, n);
    const auto lead = std::find_if(r.begin(), r.end(), [](uint8_t v) { return v != 0; });
    if (lead == r.end()) continue;
    ar.scale(r.data(), unsigned(inverse_mod(*lead, p)), n);
    pivots.push_back(std::size_t(lead - r.begin()));
    rows.push_back(std::move(r));
    class_basis_.push_back(int(i));
  }
  double log2_quiet = 0;
  for (int o : order_) log2_quiet += std::log2(double(o));
  const double classes_log2 = double(class_basis_.size()) * std::log2(double(p));
  half_count_ = int(std::lround(log2_quiet - classes_log2));
  const double inner = exact_search_cost(std::size_t(std::max(half_count_, 0)), n) * kGf2Unit + 4.0 * double(n);
  split_work_ = std::exp2(classes_log2) * inner;
}

double ZkCosetSearch::exact_work_needed() const { return std::min({walk_work_, transform_work_, split_ready()}); }

double ZkCosetSearch::split_ready() const { return half_ready_ ? split_work_ : std::numeric_limits<double>::infinity(); }

bool ZkCosetSearch::wants_half_kernel() const {
  return std::min(walk_work_, transform_work_) > kSplitWorthIt && split_work_ <= ZkSearchOptions{}.exact_work &&
         split_work_ < std::min(walk_work_, transform_work_);
}

void ZkCosetSearch::set_half_kernel(const std::vector<ZkVec>& half_kernel) {
  const std::size_t n = gen_.empty() ? 0 : gen_[0].size();
  std::vector<BitVec> half;
  for (const ZkVec& w : half_kernel) {
    BitVec b(n);
    for (std::size_t c = 0; c < n; ++c)
      if (w[c] & 1u) b.set(c);
    half.push_back(std::move(b));
  }
  half_ready_ = int(half.size()) == half_count_;  // else the count is off: the split stays unused
  half_search_ = ExactSearch(std::move(half));
}

// cur += s (mod k), keeping `weight` = sum of cur.
void ZkCosetSearch::add(ZkVec& cur, long long& weight, const Step& s) const {
  const int k = k_;
  if (!s.dense.empty()) {
    // One pass: add mod k and sum.
    if (zk_kernels::fits(unsigned(k))) {
      weight = zk_kernels::add_to_and_sum(cur.data(), s.dense.data(), cur.size(), uint8_t(k));
      return;
    }
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

// One step of the odometer over the generators `which` (digit i turns
// generator which[i]; the first turns fastest): cur follows the digits d.
// False once every digit has wrapped back to 0 (the walk is over).
bool ZkCosetSearch::next_tuple(ZkVec& cur, long long& weight, std::vector<int>& d, const std::vector<int>& which) const {
  for (std::size_t i = 0; i < which.size(); ++i) {
    const std::size_t g = std::size_t(which[i]);
    if (d[i] + 1 < order_[g]) {
      ++d[i];
      add(cur, weight, step_[g]);
      return true;
    }
    d[i] = 0;
    add(cur, weight, reset_[g]);
  }
  return false;
}

// Walks every coefficient tuple of the generators `which` (the others
// fixed); returns the first best tuple.
std::vector<int> ZkCosetSearch::walk(ZkVec cur, const std::vector<int>& which) const {
  long long weight = press_count(cur), best = weight;
  std::vector<int> d(which.size(), 0), best_d(which.size(), 0);
  while (next_tuple(cur, weight, d, which)) {
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

ZkVec ZkCosetSearch::walk_fewest(ZkVec x) const {
  std::vector<int> all(order_.size(), 0);
  std::iota(all.begin(), all.end(), 0);
  apply_tuple(x, all, walk(x, all));
  return x;
}

// The odometer over the walked generators [low_, end), a transform over
// the others at each stop.
ZkVec ZkCosetSearch::transform_fewest(ZkVec x) const {
  const std::size_t h = order_.size() - low_;
  std::vector<int> d(h, 0), best_high(h, 0), digits, best_low, high(h);
  std::iota(high.begin(), high.end(), int(low_));
  // The tables kept from one solve to the next (per thread): allocated anew,
  // glibc handed their pages back at each free, and the page faults on
  // touching them again were most of a 64x64 board's search natively.
  thread_local ZkGroupTransform::Scratch scratch;
  ZkVec cur = x;
  long long unused = 0, best = std::numeric_limits<long long>::max();
  do {
    const long long w = transform_.best(cur, digits, scratch);
    if (w < best) {
      best = w;
      best_low = digits;
      best_high = d;
    }
  } while (next_tuple(cur, unused, d, high));
  std::vector<int> all(order_.size(), 0), tuple(order_.size(), 0);
  std::iota(all.begin(), all.end(), 0);
  for (std::size_t i = 0; i < low_; ++i) tuple[i] = best_low[i];
  for (std::size_t i = 0; i < h; ++i) tuple[low_ + i] = best_high[i];
  apply_tuple(x, all, tuple);
  return x;
}

// One z per class (an odometer over the class basis, coefficients mod p),
// the GF(2) search for the best (k/2) w in each.
ZkVec ZkCosetSearch::split_fewest(const ZkVec& x) const {
  const int p = k_ / 2;
  const std::size_t n = x.size(), b = class_basis_.size();
  std::vector<int> d(b, 0);
  ZkVec z = x, best_x = x;
  long long best = std::numeric_limits<long long>::max(), unused = 0;
  BitVec h(n);
  for (;;) {
    long long base = 0;
    h.clear();
    for (std::size_t c = 0; c < n; ++c) {
      const int v = z[c];
      if (v >= p) h.set(c);
      base += v >= p ? v - p : v;
    }
    if (base < best) {
      const BitVec y = half_search_.fewest(h);
      const long long w = base + (long long)p * (long long)y.popcount();
      if (w < best) {
        best = w;
        for (std::size_t c = 0; c < n; ++c) best_x[c] = uint8_t((z[c] >= p ? z[c] - p : z[c]) + (y.get(c) ? p : 0));
      }
    }
    std::size_t i = 0;
    for (; i < b; ++i) {
      const std::size_t g = std::size_t(class_basis_[i]);
      add(z, unused, step_[g]);
      if (++d[i] < p) break;
      d[i] = 0;  // p steps of g: back where it started modulo the halves
    }
    if (i == b) break;
  }
  return best_x;
}

ZkVec ZkCosetSearch::fewest(ZkVec x, const ZkSearchOptions& options, bool* minimal, ZkSearchMethod* method) const {
  ZkSearchMethod used = ZkSearchMethod::None;
  *minimal = true;
  const ZkSearchMethod only = options.only;
  if (order_.empty() || press_count(x) == 0) {
    // nothing to search
  } else if (only == ZkSearchMethod::Walk) {
    used = only;
    x = walk_fewest(std::move(x));
  } else if (only == ZkSearchMethod::Transform && transform_work_ < std::numeric_limits<double>::infinity()) {
    used = only;
    x = transform_fewest(std::move(x));
  } else if (only == ZkSearchMethod::SplitByHalves && half_ready_) {
    used = only;
    x = split_fewest(x);
  } else if (only == ZkSearchMethod::LocalSearch) {
    *minimal = false;
    used = only;
    local_search(x, options);
  } else if (std::min({walk_work_, transform_work_, split_ready()}) > options.exact_work) {
    *minimal = false;
    used = ZkSearchMethod::LocalSearch;
    local_search(x, options);
  } else if (walk_work_ <= transform_work_ && walk_work_ <= split_ready()) {
    used = ZkSearchMethod::Walk;
    x = walk_fewest(std::move(x));
  } else if (transform_work_ <= split_ready()) {
    used = ZkSearchMethod::Transform;
    x = transform_fewest(std::move(x));
  } else {
    used = ZkSearchMethod::SplitByHalves;
    x = split_fewest(x);
  }
  if (method) *method = used;
  return x;
}

ZkVec fewest_in_coset(ZkVec x, const std::vector<ZkQuiet>& quiet, int k, const ZkSearchOptions& options, bool* minimal) {
  return ZkCosetSearch(quiet, k).fewest(std::move(x), options, minimal);
}

}  // namespace tl
