// quiet_search.cpp: fewest presses over x + span(quiet): the transform
// search with symmetry, the Gray-code walk, and the local search (the
// method is in the header).
//
// Index
//   [SECTION] Bit matrices over the coordinates (k <= 64, rows as masks)
//   [SECTION] Press sets: combinations, permutations, the tie rule
//   [SECTION] The Gray-code walk
//   [SECTION] The transform search
//   [SECTION] Symmetry: an invariant low subspace and canonical orbits
//   [SECTION] exact_fewest_presses
//   [SECTION] Local search
#include "core/search/quiet_search.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstring>
#include <cmath>
#include <limits>

#include "core/gf2/gf2_matrix.hpp"

namespace tl {

namespace {

// The hardware popcount instruction where the CPU has it (x86-64's baseline
// lacks it and std::popcount becomes a dozen instructions); WebAssembly has
// its own popcnt.
#if defined(__x86_64__) && defined(__GNUC__) && defined(__ELF__) && !defined(__EMSCRIPTEN__)
#define TL_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define TL_POPCNT_CLONES
#endif

constexpr std::size_t kGrayMaxK = 12;  // at most 4096 combinations: walk them all
constexpr int kMinRounds = 4;          // a local search too costly for 4 rounds is not started

// -----------------------------------------------------------------------------
// [SECTION] Bit matrices over the coordinates (k <= 64, rows as masks)
// -----------------------------------------------------------------------------

using Rows = std::vector<uint64_t>;  // a matrix over GF(2), row i as a bit mask

uint64_t row_times(uint64_t y, const Rows& m) {
  uint64_t out = 0;
  for (; y; y &= y - 1) out ^= m[std::size_t(std::countr_zero(y))];
  return out;
}

Rows mat_mul(const Rows& a, const Rows& b) {
  Rows out(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) out[i] = row_times(a[i], b);
  return out;
}

// The inverse of an invertible k x k matrix (Gauss-Jordan on masks).
Rows mat_inverse(Rows m) {
  const std::size_t k = m.size();
  Rows inv(k);
  for (std::size_t i = 0; i < k; ++i) inv[i] = uint64_t(1) << i;
  for (std::size_t c = 0; c < k; ++c) {
    std::size_t p = c;
    while (p < k && !(m[p] >> c & 1u)) ++p;
    if (p == k) return {};  // singular
    std::swap(m[p], m[c]);
    std::swap(inv[p], inv[c]);
    for (std::size_t r = 0; r < k; ++r)
      if (r != c && (m[r] >> c & 1u)) {
        m[r] ^= m[c];
        inv[r] ^= inv[c];
      }
  }
  return inv;
}

// Coordinates of the vectors of span(basis) in that basis, read off an
// information set: k cells on which the basis is invertible.
class Coordinates {
 public:
  explicit Coordinates(const std::vector<BitVec>& basis) {
    const int k = int(basis.size()), n = int(basis[0].size());
    Gf2Matrix m = Gf2Matrix::from_rows(basis, n);
    cells_ = rref(m);
    Rows restricted(std::size_t(k), 0);
    for (int i = 0; i < k; ++i)
      for (int j = 0; j < k; ++j)
        if (basis[std::size_t(i)].get(std::size_t(cells_[std::size_t(j)]))) restricted[std::size_t(i)] |= uint64_t(1) << j;
    inverse_ = mat_inverse(restricted);
  }
  bool ok() const { return !inverse_.empty(); }
  uint64_t operator()(const BitVec& v) const {
    uint64_t at = 0;
    for (std::size_t j = 0; j < cells_.size(); ++j)
      if (v.get(std::size_t(cells_[j]))) at |= uint64_t(1) << j;
    return row_times(at, inverse_);
  }

 private:
  std::vector<int> cells_;
  Rows inverse_;
};

// -----------------------------------------------------------------------------
// [SECTION] Press sets: combinations, permutations, the tie rule
// -----------------------------------------------------------------------------

BitVec combination(const BitVec& x, const std::vector<BitVec>& basis, uint64_t y) {
  BitVec v = x;
  for (; y; y &= y - 1) v ^= basis[std::size_t(std::countr_zero(y))];
  return v;
}

BitVec permuted(const BitVec& v, const ButtonPermutation& g) {
  BitVec out(v.size());
  for (int c : v.ones()) out.set(std::size_t(g[std::size_t(c)]));
  return out;
}

// a < b as press sets: at the first differing word, a holds the lowest differing bit.
bool lex_smaller_words(const uint64_t* a, const uint64_t* b, std::size_t nw) {
  for (std::size_t w = 0; w < nw; ++w) {
    const uint64_t d = a[w] ^ b[w];
    if (d) return (a[w] & (d & (~d + 1))) != 0;
  }
  return false;
}

// The lightest and then lexicographically smallest of a set of candidates,
// each with its images under the symmetries (the images of a fewest-press
// set are fewest-press sets too).
struct Champion {
  bool have = false;
  BitVec best;
  void offer(const BitVec& v) {
    if (!have || v.popcount() < best.popcount() ||
        (v.popcount() == best.popcount() && lex_smaller_words(v.words(), best.words(), v.word_count()))) {
      best = v;
      have = true;
    }
  }
  void offer_orbit(const BitVec& v, const std::vector<ButtonPermutation>& symmetries) {
    offer(v);
    for (const ButtonPermutation& g : symmetries) offer(permuted(v, g));
  }
};

// -----------------------------------------------------------------------------
// [SECTION] The Gray-code walk
// -----------------------------------------------------------------------------

// Gray-code walk over x + span(q_0..q_{k-1}) (q: k rows of nw words, cur = x).
// The low kLow patterns' 2^kLow combinations are tabled once; the rest are
// walked in Gray-code order (step g flips q_{kLow + ctz g}), and each step
// scans the table: one XOR and one popcount per word and solution. best
// holds the champion so far (x at the start).
TL_POPCNT_CLONES
void gray_walk(const uint64_t* q, uint64_t* cur, std::size_t nw, std::size_t k, uint64_t* best) {
  const std::size_t low = std::min<std::size_t>(k, 8), combos = std::size_t(1) << low;
  std::vector<uint64_t> table(combos * nw, 0), cand(nw);
  for (std::size_t j = 1; j < combos; ++j) {
    const std::size_t i = std::size_t(std::countr_zero(j)), prev = j & (j - 1);
    for (std::size_t w = 0; w < nw; ++w) table[j * nw + w] = table[prev * nw + w] ^ q[i * nw + w];
  }
  std::size_t best_n = 0;
  for (std::size_t w = 0; w < nw; ++w) best_n += std::size_t(__builtin_popcountll(best[w]));
  for (uint64_t g = 0; g < (uint64_t(1) << (k - low)); ++g) {
    if (g) {
      const int i = int(low) + std::countr_zero(g);
      for (std::size_t w = 0; w < nw; ++w) cur[w] ^= q[std::size_t(i) * nw + w];
    }
    const uint64_t* t = table.data();
    for (std::size_t j = 0; j < combos; ++j, t += nw) {
      std::size_t n = 0;
      for (std::size_t w = 0; w < nw; ++w) n += std::size_t(__builtin_popcountll(cur[w] ^ t[w]));
      if (n > best_n) continue;
      for (std::size_t w = 0; w < nw; ++w) cand[w] = cur[w] ^ t[w];
      if (n < best_n || lex_smaller_words(cand.data(), best, nw)) {
        best_n = n;
        std::copy(cand.begin(), cand.end(), best);
      }
    }
  }
}

// -----------------------------------------------------------------------------
// [SECTION] The transform search
// -----------------------------------------------------------------------------

typedef int16_t i16x8 __attribute__((vector_size(16)));
typedef int32_t i32x8 __attribute__((vector_size(32)));

// The most cells the 16-bit lanes (twice as many per vector as 32-bit ones)
// can take: every value the transform holds, a block's partial sum or an S,
// is a signed sum of cell weights that are +-1 per cell, so its size is at
// most the number of cells, and up to INT16_MAX (32767) none can overflow.
constexpr int kMaxCellsFor16BitLanes = std::numeric_limits<int16_t>::max();

// The cells with a nonzero coordinate mask, merged by mask: S(y) = sum over
// groups of weight * (-1)^(mask . y), weight = sum of (-1)^(x_c).
struct Groups {
  std::vector<uint32_t> block;  // mask bits 3 .. L-1: the histogram block
  std::vector<uint32_t> low3;   // mask bits 0 .. 2: the row of H_8
  std::vector<uint64_t> hi;     // mask bits L ..: the enumerated part
  std::vector<int> weight;
  int cells = 0;  // cells with a nonzero mask (merged or not)
};

// The cells grouped by mask, which depends on the basis alone (prepared once
// where one basis meets many x): each group's parts of its mask, its size,
// and each cell's group.
struct CellGroups {
  Groups groups;              // weights left empty: weighted() sets them per x
  std::vector<int> size;      // cells per group
  std::vector<int> group_of;  // per cell: its group, or -1 (mask 0)
};

CellGroups group_cells(const std::vector<uint64_t>& masks, int L) {
  std::vector<std::pair<uint64_t, int>> cells;
  for (std::size_t c = 0; c < masks.size(); ++c)
    if (masks[c]) cells.emplace_back(masks[c], int(c));
  std::sort(cells.begin(), cells.end());
  CellGroups cg;
  cg.group_of.assign(masks.size(), -1);
  cg.groups.cells = int(cells.size());
  const uint64_t lo_mask = (uint64_t(1) << L) - 1;
  for (std::size_t i = 0; i < cells.size();) {
    const uint64_t m = cells[i].first;
    const int g = int(cg.size.size());
    std::size_t j = i;
    for (; j < cells.size() && cells[j].first == m; ++j) cg.group_of[std::size_t(cells[j].second)] = g;
    cg.size.push_back(int(j - i));
    cg.groups.block.push_back(uint32_t((m & lo_mask) >> 3));
    cg.groups.low3.push_back(uint32_t(m & 7));
    cg.groups.hi.push_back(m >> L);
    i = j;
  }
  return cg;
}

// The groups weighted for x: a group's cells, less two for each lit one; a
// group whose lit and dark cells cancel adds nothing to S and is left out.
Groups weighted(const CellGroups& cg, const BitVec& x) {
  std::vector<int> w = cg.size;
  for (int c : x.ones())
    if (const int g = cg.group_of[std::size_t(c)]; g >= 0) w[std::size_t(g)] -= 2;
  Groups out;
  out.cells = cg.groups.cells;
  for (std::size_t g = 0; g < w.size(); ++g)
    if (w[g]) {
      out.block.push_back(cg.groups.block[g]);
      out.low3.push_back(cg.groups.low3[g]);
      out.hi.push_back(cg.groups.hi[g]);
      out.weight.push_back(w[g]);
    }
  return out;
}

// For each canonical a in [0, 2^h): S over every u in [0, 2^L) by the
// transform; the best S and every y = (a, u) reaching it go to `best` and
// `ties` (ties beyond `tie_cap` are handed to `reduce`, which empties the list).
template <class V, class T>
[[gnu::always_inline]] inline void transform_search_core(const Groups& groups, int L, int h,
                                                         const std::function<bool(uint64_t)>& canonical, int& best,
                                                         std::vector<uint64_t>& ties, const std::function<void()>& reduce) {
  const std::size_t nb = std::size_t(1) << (L - 3), ng = groups.weight.size();
  // Each group's 8-lane contribution: weight times row low3 of H_8.
  std::vector<V> rows(ng);
  for (std::size_t i = 0; i < ng; ++i)
    for (int t = 0; t < 8; ++t)
      rows[i][t] = T(std::popcount(groups.low3[i] & unsigned(t)) & 1 ? -groups.weight[i] : groups.weight[i]);
  std::vector<V> blocks(nb);
  const V zero{};
  // 2^11 vectors (32 KB of 16-bit lanes) to a chunk; the rest in columns.
  const std::size_t chunk = std::min<std::size_t>(nb, std::size_t(1) << 11), columns = nb / chunk;
  std::vector<V> column(columns);
  const uint64_t count = uint64_t(1) << h;
  for (uint64_t a = 0; a < count; ++a) {
    if (canonical && !canonical(a)) continue;
    std::fill(blocks.begin(), blocks.end(), zero);
    for (std::size_t i = 0; i < ng; ++i) {
      const T neg = T(-T(std::popcount(groups.hi[i] & a) & 1));  // 0 or all ones
      V m = zero + neg;
      blocks[groups.block[i]] += (rows[i] ^ m) - m;
    }
    // The transform in two sweeps over the table instead of one per level
    // (the levels commute): the low levels inside each chunk that fits the
    // first-level cache, then the high levels (distances of a chunk and
    // more) on one column of the chunks at a time, gathered into a local
    // array, with the maximum taken on the way out. 61 x 61 all lit (2^20
    // transforms of 2^17 vectors) took 117.5 s with a pass per level.
    V mx = blocks[0];
    for (std::size_t base = 0; base < nb; base += chunk)
      for (std::size_t s = 1; s < chunk; s <<= 1)
        for (std::size_t i = base; i < base + chunk; i += 2 * s)
          for (std::size_t j = i; j < i + s; ++j) {
            const V p = blocks[j], q = blocks[j + s];
            blocks[j] = p + q;
            blocks[j + s] = p - q;
          }
    for (std::size_t j = 0; j < chunk; ++j) {
      for (std::size_t t = 0; t < columns; ++t) column[t] = blocks[j + t * chunk];
      for (std::size_t s = 1; s < columns; s <<= 1)
        for (std::size_t i = 0; i < columns; i += 2 * s)
          for (std::size_t t = i; t < i + s; ++t) {
            const V p = column[t], q = column[t + s];
            column[t] = p + q;
            column[t + s] = p - q;
          }
      for (std::size_t t = 0; t < columns; ++t) {
        const V v = column[t], gt = v > mx;
        mx = (v & gt) | (mx & ~gt);
        blocks[j + t * chunk] = v;
      }
    }
    int top = mx[0];
    for (int t = 1; t < 8; ++t) top = std::max(top, int(mx[t]));
    if (top < best) continue;
    if (top > best) {
      best = top;
      ties.clear();
    }
    // The ties: a vector compare per block, lanes read only where one holds
    // the top (reading every lane by a variable index went through memory in
    // WebAssembly: most of a split-by-halves search there).
    const V tv = zero + T(top);
    for (std::size_t j = 0; j < nb; ++j) {
      const V eq = blocks[j] == tv;
      uint64_t words[sizeof eq / 8], any = 0;
      std::memcpy(words, &eq, sizeof eq);
      for (uint64_t w : words) any |= w;
      if (!any) continue;
      for (int t = 0; t < 8; ++t)
        if (int(blocks[j][t]) == top) ties.push_back((a << L) | (uint64_t(j) << 3) | uint64_t(t));
    }
    if (ties.size() > 4096) reduce();
  }
}

TL_POPCNT_CLONES
void transform_search_16(const Groups& g, int L, int h, const std::function<bool(uint64_t)>& canonical, int& best,
                         std::vector<uint64_t>& ties, const std::function<void()>& reduce) {
  transform_search_core<i16x8, int16_t>(g, L, h, canonical, best, ties, reduce);
}

TL_POPCNT_CLONES
void transform_search_32(const Groups& g, int L, int h, const std::function<bool(uint64_t)>& canonical, int& best,
                         std::vector<uint64_t>& ties, const std::function<void()>& reduce) {
  transform_search_core<i32x8, int32_t>(g, L, h, canonical, best, ties, reduce);
}

// Operations of one search with L low coordinates (see exact_search_cost).
double transform_cost(std::size_t k, std::size_t n, std::size_t group_order, int L) {
  const double h = double(k) - L, blocks = std::ldexp(1.0, L - 3);
  const double per_canonical = 4.0 * double(n) + 2.0 * (L - 3) * blocks + 3.0 * blocks;
  const double filter = group_order > 1 ? 6.0 * double(group_order) : 0.0;
  return std::ldexp(filter + per_canonical / double(group_order), int(h));
}

int best_low_dimension(std::size_t k, std::size_t n, std::size_t group_order) {
  int best_l = 8;
  double best_cost = std::numeric_limits<double>::infinity();
  for (int L = 8; L <= std::min<int>(int(k), 20); ++L) {
    const double c = transform_cost(k, n, group_order, L);
    if (c < best_cost) {
      best_cost = c;
      best_l = L;
    }
  }
  return best_l;
}

// -----------------------------------------------------------------------------
// [SECTION] Symmetry: an invariant low subspace and canonical orbits
// -----------------------------------------------------------------------------

// An echelon basis of a subspace of coordinate masks.
struct MaskSpan {
  std::vector<uint64_t> rows;  // each with a distinct lowest bit
  uint64_t reduce(uint64_t v) const {
    for (uint64_t r : rows)
      if (v & (r & (~r + 1))) v ^= r;
    return v;
  }
  bool add(uint64_t v) {
    v = reduce(v);
    if (!v) return false;
    // Keep each row free of the others' lowest bits.
    const uint64_t low = v & (~v + 1);
    for (uint64_t& r : rows)
      if (r & low) r ^= v;
    rows.push_back(v);
    return true;
  }
};

// The action of the symmetries on coordinates: y -> y C_g + d_g.
struct Action {
  std::vector<Rows> linear;
  std::vector<uint64_t> shift;
};

// A G-invariant subspace of dimension in [3, max_dim] near `target`: the span
// of orbits of random vectors (deterministic). Empty when none was found.
std::vector<uint64_t> invariant_subspace(const Action& act, int k, int target, int max_dim) {
  std::mt19937_64 rng(uint64_t(k) * 7919 + uint64_t(target));
  const uint64_t all = k == 64 ? ~uint64_t(0) : (uint64_t(1) << k) - 1;
  MaskSpan span;
  for (int attempt = 0; attempt < 400 && int(span.rows.size()) < target; ++attempt) {
    MaskSpan trial = span;
    const uint64_t v = rng() & all;
    // The span of the orbit of v: closed under the group because the
    // symmetries given are all of its elements.
    std::vector<uint64_t> frontier{v};
    trial.add(v);
    for (std::size_t f = 0; f < frontier.size() && int(trial.rows.size()) <= max_dim; ++f)
      for (const Rows& c : act.linear) {
        const uint64_t img = row_times(frontier[f], c);
        if (trial.add(img)) frontier.push_back(img);
      }
    if (int(trial.rows.size()) <= max_dim) span = std::move(trial);
  }
  if (span.rows.size() < 3) return {};
  return span.rows;
}

// -----------------------------------------------------------------------------
// [SECTION] exact_fewest_presses
// -----------------------------------------------------------------------------

// The per-cell coordinate masks of a basis (bit j = basis j holds the cell).
std::vector<uint64_t> cell_masks(const std::vector<BitVec>& basis, std::size_t n) {
  std::vector<uint64_t> masks(n, 0);
  for (std::size_t j = 0; j < basis.size(); ++j)
    for (std::size_t w = 0; w < basis[j].word_count(); ++w)
      for (uint64_t bits = basis[j].words()[w]; bits; bits &= bits - 1)
        masks[w * 64 + std::size_t(std::countr_zero(bits))] |= uint64_t(1) << j;
  return masks;
}

// The transform search over the groups, and the ties resolved into one
// champion (each tie's orbit under the symmetries offered).
BitVec search_groups(const Groups& groups, const BitVec& x, const std::vector<BitVec>& basis, int L, int h,
                     const std::function<bool(uint64_t)>& canonical, const std::vector<ButtonPermutation>& group) {
  int best = INT_MIN;
  std::vector<uint64_t> ties;
  Champion champion;
  int champion_level = INT_MIN;  // the S the champion was found at
  auto reduce = [&] {
    if (champion_level != best) {
      champion = Champion{};
      champion_level = best;
    }
    for (uint64_t y : ties) champion.offer_orbit(combination(x, basis, y), group);
    ties.clear();
  };
  if (groups.cells <= kMaxCellsFor16BitLanes) transform_search_16(groups, L, h, canonical, best, ties, reduce);
  else transform_search_32(groups, L, h, canonical, best, ties, reduce);
  reduce();
  return champion.best;
}

}  // namespace

bool lex_smaller(const BitVec& a, const BitVec& b) { return lex_smaller_words(a.words(), b.words(), a.word_count()); }

double exact_search_cost(std::size_t k, std::size_t n, std::size_t group_order) {
  if (k > 64) return std::numeric_limits<double>::infinity();
  if (k <= kGrayMaxK) return std::ldexp(2.0 * double((n + 63) / 64 + 1), int(k));
  return transform_cost(k, n, group_order, best_low_dimension(k, n, group_order));
}

BitVec gray_walk_fewest_presses(const BitVec& x, const std::vector<BitVec>& quiet) {
  const std::size_t k = quiet.size(), nw = x.word_count();
  if (k == 0) return x;
  std::vector<uint64_t> q(k * nw);
  for (std::size_t i = 0; i < k; ++i) std::copy(quiet[i].words(), quiet[i].words() + nw, &q[i * nw]);
  std::vector<uint64_t> cur(x.words(), x.words() + nw);
  BitVec best = x;
  gray_walk(q.data(), cur.data(), nw, k, best.words());
  return best;
}

BitVec exact_fewest_presses(const BitVec& x, const std::vector<BitVec>& quiet, const std::vector<ButtonPermutation>& symmetries) {
  const std::size_t k = quiet.size(), n = x.size();
  if (k > 64) return x;  // beyond any budget: the callers check exact_search_cost first
  if (k <= kGrayMaxK) return gray_walk_fewest_presses(x, quiet);

  // The symmetries' action on coordinates, and a low subspace they keep.
  std::vector<ButtonPermutation> group = symmetries;
  std::vector<uint64_t> low;
  Rows change;  // rows: the new basis in the quiet patterns' coordinates
  Action act;
  int L = best_low_dimension(k, n, group.size() + 1);
  if (!group.empty()) {
    Coordinates coords(quiet);
    for (const ButtonPermutation& g : group) {
      Rows c(k);
      for (std::size_t i = 0; i < k; ++i) c[i] = coords(permuted(quiet[i], g));
      act.linear.push_back(std::move(c));
      act.shift.push_back(coords(permuted(x, g) ^ x));
    }
    if (coords.ok()) low = invariant_subspace(act, int(k), L, std::min<int>(int(k) - 1, L + 4));
    if (low.empty()) group.clear();
  }
  if (group.empty()) {
    L = best_low_dimension(k, n, 1);
    for (int i = 0; i < int(k); ++i) change.push_back(uint64_t(1) << i);
  } else {
    L = int(low.size());
    MaskSpan span;
    for (uint64_t v : low) {
      span.add(v);
      change.push_back(v);
    }
    for (std::size_t i = 0; i < k; ++i)
      if (span.add(uint64_t(1) << i)) change.push_back(uint64_t(1) << i);
  }
  const int h = int(k) - L;

  // The basis in the new coordinates, and the action on its high part.
  std::vector<BitVec> basis;
  for (uint64_t row : change) basis.push_back(combination(BitVec(n), quiet, row));
  std::function<bool(uint64_t)> canonical;
  std::vector<std::vector<uint64_t>> tables;  // per symmetry: 8 byte tables of 256
  std::vector<uint64_t> shifts;
  if (!group.empty()) {
    const Rows inv = mat_inverse(change);
    const uint64_t low_mask = (uint64_t(1) << L) - 1;
    for (std::size_t g = 0; g < group.size(); ++g) {
      const Rows c = mat_mul(mat_mul(change, act.linear[g]), inv);
      for (int i = 0; i < L; ++i)
        if (c[std::size_t(i)] & ~low_mask) {
          group.clear();
          break;
        }  // not invariant after all
      if (group.empty()) break;
      std::vector<uint64_t> t(8 * 256, 0);
      for (int byte = 0; byte < 8; ++byte)
        for (unsigned v = 1; v < 256; ++v) {
          const uint64_t a = uint64_t(v) << (8 * byte);
          if (h < 64 && (a >> h)) continue;  // past the high part
          t[std::size_t(byte) * 256 + v] = row_times(a << L, c) >> L;
        }
      tables.push_back(std::move(t));
      shifts.push_back(row_times(act.shift[g], inv) >> L);
    }
    if (!group.empty())
      canonical = [&](uint64_t a) {
        for (std::size_t g = 0; g < tables.size(); ++g) {
          const uint64_t* t = tables[g].data();
          uint64_t img = shifts[g];
          for (int byte = 0; byte < 8 && (a >> (8 * byte)); ++byte) img ^= t[byte * 256 + ((a >> (8 * byte)) & 255)];
          if (img < a) return false;
        }
        return true;
      };
  }

  return search_groups(weighted(group_cells(cell_masks(basis, n), L), x), x, basis, L, h, canonical, group);
}

struct ExactSearch::Prepared {
  CellGroups cells;
};

ExactSearch::ExactSearch(std::vector<BitVec> quiet) : quiet_(std::move(quiet)) {
  const std::size_t k = quiet_.size();
  if (k <= kGrayMaxK || k > 64) return;
  const std::size_t n = quiet_[0].size();
  L_ = best_low_dimension(k, n, 1);
  prepared_ = std::make_shared<const Prepared>(Prepared{group_cells(cell_masks(quiet_, n), L_)});
}

BitVec ExactSearch::fewest(const BitVec& x) const {
  const std::size_t k = quiet_.size();
  if (k > 64) return x;
  if (k <= kGrayMaxK) return gray_walk_fewest_presses(x, quiet_);
  return search_groups(weighted(prepared_->cells, x), x, quiet_, L_, int(k) - L_, {}, {});
}

// -----------------------------------------------------------------------------
// [SECTION] Local search
// -----------------------------------------------------------------------------

namespace {

typedef uint16_t u16x8 __attribute__((vector_size(16)));

// spread[b]: lane i = bit i of the byte b.
struct SpreadTable {
  u16x8 lanes[256] = {};
  SpreadTable() {
    for (unsigned b = 0; b < 256; ++b)
      for (int i = 0; i < 8; ++i) lanes[b][i] = uint16_t(b >> i & 1u);
  }
};

// key[c] = sum over j of (bit c of patterns[j]) << j, eight cells at a time.
void cell_keys(const std::vector<BitVec>& patterns, std::vector<uint16_t>& key) {
  static const SpreadTable spread;
  const std::size_t n = key.size(), nw = patterns[0].word_count();
  for (std::size_t w = 0; w < nw; ++w)
    for (int t = 0; t < 8 && w * 64 + std::size_t(t) * 8 < n; ++t) {
      u16x8 acc{};
      for (std::size_t j = 0; j < patterns.size(); ++j)
        acc |= spread.lanes[(patterns[j].words()[w] >> (8 * t)) & 255u] << uint16_t(j);
      const std::size_t at = w * 64 + std::size_t(t) * 8;
      if (at + 8 <= n) std::memcpy(&key[at], &acc, sizeof acc);
      else
        for (std::size_t i = 0; at + i < n; ++i) key[at + i] = acc[i];
    }
}

}  // namespace

BitVec improve_by_local_search(BitVec x, const std::function<BitVec(std::mt19937_64&)>& random_quiet,
                               const LocalSearchBudget& budget) {
  constexpr int kDims = 16;
  constexpr int kPatience = 8;
  const std::size_t n = x.size();
  const double round_cost = 14.0 * double(n) + 20.0 * double(1 << kDims);
  if (round_cost * kMinRounds > budget.budget_ops) return x;
  std::mt19937_64 rng(0x51ed2701);
  std::vector<uint16_t> key(n);
  std::vector<int32_t> spectrum(std::size_t(1) << kDims);
  std::vector<BitVec> patterns(kDims);
  double spent = 0;
  for (int round = 0, idle = 0; round < budget.max_rounds && idle < kPatience && spent + round_cost <= budget.budget_ops;
       ++round) {
    spent += round_cost;
    for (BitVec& p : patterns) p = random_quiet(rng);
    // Each cell's 16-bit key (bit j: pattern j holds it), and the signed
    // histogram of the keys: S(u) = sum_c (-1)^(x_c + key_c . u).
    cell_keys(patterns, key);
    std::fill(spectrum.begin(), spectrum.end(), 0);
    for (std::size_t c = 0; c < n; ++c) spectrum[key[c]] += x.get(c) ? -1 : 1;
    for (std::size_t s = 1; s < spectrum.size(); s <<= 1)
      for (std::size_t i = 0; i < spectrum.size(); i += 2 * s)
        for (std::size_t j = i; j < i + s; ++j) {
          const int32_t p = spectrum[j], q = spectrum[j + s];
          spectrum[j] = p + q;
          spectrum[j + s] = p - q;
        }
    // The first best combination; u = 0 (x itself) unless something beats it.
    const std::size_t u = std::size_t(std::max_element(spectrum.begin(), spectrum.end()) - spectrum.begin());
    if (spectrum[u] <= spectrum[0]) {
      ++idle;
      continue;
    }
    for (int j = 0; j < kDims; ++j)
      if (u >> j & 1u) x ^= patterns[std::size_t(j)];
    idle = 0;
  }
  return x;
}

}  // namespace tl
