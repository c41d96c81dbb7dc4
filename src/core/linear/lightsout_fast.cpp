// lightsout_fast.cpp: light chasing, Sutner's polynomial method for plain
// boards and the dispatch to the torus's (the maths is in the header).
#include "core/linear/lightsout_fast.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <random>

#include "core/gf2/gf2_kernels.hpp"
#include "core/gf2/gf2_poly.hpp"
#include "core/linear/lightsout_rows.hpp"
#include "core/linear/lightsout_symmetry.hpp"
#include "core/linear/lightsout_torus.hpp"
#include "core/search/quiet_search.hpp"

namespace tl {

using rows::deposit_row;
using rows::extract_row;
using rows::RowShape;
using rows::step_T;
using rows::Words;

namespace {

constexpr std::size_t kMaxPatternBits = std::size_t(1) << 28;

// --- plain boards: the polynomial method -------------------------------------

Gf2Poly from_words(const Words& w) {
  Gf2Poly p;
  p.words() = w;
  p.trim();
  return p;
}

// P_n(s): P_0 = 1, P_1 = s, P_{k+1} = s P_k + P_{k-1}; the path's characteristic polynomial.
Gf2Poly chebyshev(int n) {
  if (n == 0) return Gf2Poly::monomial(0);
  const std::size_t words = std::size_t(n) / 64 + 2;
  Words p0(words), p1(words);
  p0[0] = 1;
  p1[0] = 2;
  for (int k = 1; k < n; ++k) {  // deg P_k = k
    kernels::xor_shifted_by<1>(p0.data(), p1.data(), std::size_t(k) / 64 + 1);
    std::swap(p0, p1);
  }
  return from_words(p1);
}

// P_R(s + 1) mod m (deg m = C). Up to R = 2C the recurrence in (s + 1) runs
// unreduced (words growing with the degree: R^2/128 word operations) and one
// division follows; past that it is reduced at each step (R C/64).
Gf2Poly chebyshev_shifted_mod(int R, const Gf2Poly& m) {
  const int dm = m.degree();
  if (R <= 2 * dm) {
    const std::size_t words = std::size_t(R) / 64 + 2;
    Words q0(words), q1(words);
    q0[0] = 1;
    q1[0] = 3;                     // s + 1
    for (int k = 1; k < R; ++k) {  // deg q1 = k
      kernels::xor_times_t_plus_1(q0.data(), q1.data(), std::size_t(k) / 64 + 1);
      std::swap(q0, q1);
    }
    return mod(from_words(q1), m);
  }
  const std::size_t words = std::size_t(dm) / 64 + 2;
  Words q0(words), q1(words), mw(words);
  std::copy(m.words().begin(), m.words().begin() + (dm / 64 + 1), mw.begin());
  q0[0] = 1;
  q1[0] = 3;
  auto reduce = [&](Words& q) {
    if ((q[std::size_t(dm) >> 6] >> (dm & 63)) & 1u)
      for (std::size_t k = 0; k < words; ++k) q[k] ^= mw[k];
  };
  if (dm == 1) reduce(q1);
  for (int k = 1; k < R; ++k) {
    // q0 = (s + 1) q1 + q0, of degree at most deg m: one reduction.
    kernels::xor_times_t_plus_1(q0.data(), q1.data(), words - 1);
    reduce(q0);
    std::swap(q0, q1);
  }
  return mod(from_words(q1), m);
}

// The polynomial f with f(S) e_1 = v, i.e. sum_i v_i P_i(s) (Clenshaw).
Gf2Poly row_to_poly(const RowShape& s, const uint64_t* v) {
  Words b1(s.W + 1), b2(s.W + 1);  // b_{k+1}, b_{k+2}
  for (int k = s.C - 1; k >= 0; --k) {
    // b_k = v_k + s b_{k+1} + b_{k+2}; deg b_{k+1} <= C - 2 - k.
    kernels::xor_shifted_by<1>(b2.data(), b1.data(), std::size_t(s.C - 1 - k) / 64 + 1);
    if (s.get(v, k)) b2[0] ^= 1;
    std::swap(b1, b2);
  }
  return from_words(b1);
}

// f(S) e_1 (Horner; deg f < C). After the coefficient of s^i, v lies in the
// first deg f - i + 1 bits, so only those words are touched.
Words poly_to_row(const RowShape& s, const Gf2Poly& f) {
  Words v(s.W), tmp(s.W);
  const int d = f.degree();
  for (int i = d; i >= 0; --i) {
    const std::size_t len = std::min(s.W, std::size_t(d - i) / 64 + 1);
    kernels::neighbours(v.data(), tmp.data(), len);
    if (len == s.W) tmp[s.W - 1] &= s.top;
    if (f.get(i)) tmp[0] ^= 1;
    std::swap(v, tmp);
  }
  return v;
}

struct PlainPlan {
  Gf2Poly m;         // P_C(s)
  Gf2Poly g;         // gcd(P_R(s+1), P_C(s)): deg g = nullity
  Gf2Poly u;         // u * P_R(s+1) == g (mod m)
  Gf2Poly m_over_g;  // quiet first rows are its multiples
  int nullity = 0;
};

PlainPlan plain_plan(const LightsOutBoard& b) {
  PlainPlan p;
  p.m = chebyshev(b.cols);
  p.g = xgcd(chebyshev_shifted_mod(b.rows, p.m), p.m, &p.u);
  p.nullity = p.g.degree();
  divmod(p.m, p.g, &p.m_over_g, nullptr);
  return p;
}

// Quiet pattern i: the chase from the first row ((P_C / g) s^i)(S) e_1.
BitVec plain_quiet_pattern(const LightsOutBoard& b, const PlainPlan& p, int i) {
  RowShape s(b.cols, false);
  Gf2Poly f;
  f.add_shifted(p.m_over_g, i);  // deg < deg m: already reduced
  Words prev(s.W), cur = poly_to_row(s, f);
  BitVec q(b.cells());
  rows::chase(b, s, 0, nullptr, &q, prev, cur);
  return q;
}

// A uniformly random quiet pattern: the chase from ((P_C / g) h)(S) e_1 with
// h random of degree below the nullity.
BitVec plain_random_quiet(const LightsOutBoard& b, const PlainPlan& p, std::mt19937_64& rng) {
  RowShape s(b.cols, false);
  Gf2Poly h;
  for (int j = 0; j < p.nullity; ++j)
    if (rng() & 1) h.flip(j);
  Words prev(s.W), cur = poly_to_row(s, mul(p.m_over_g, h));
  BitVec q(b.cells());
  rows::chase(b, s, 0, nullptr, &q, prev, cur);
  return q;
}

// The first `n` quiet patterns.
std::vector<BitVec> patterns(std::size_t n, const std::function<BitVec(int)>& pattern) {
  std::vector<BitVec> out;
  for (std::size_t i = 0; i < n; ++i) out.push_back(pattern(int(i)));
  return out;
}

std::size_t pattern_budget(const LightsOutBoard& b) { return kMaxPatternBits / std::max<std::size_t>(1, b.cells()); }

// Shared ending: the witness when unsolvable; when solvable, the fewest
// presses proven (the exhaustive search, with the board's symmetries that
// fix the target) when that fits the budget, else the local search's
// improvement. `pattern(i)` builds quiet pattern i < nullity (a whole board
// each, so they are made one at a time and kept only while they fit the
// budget); `random_quiet` draws one at random.
LightsOutAnswer finish(const LightsOutBoard& b, const BitVec& target, BitVec x, bool solvable, int nullity, bool want_minimal,
                       const std::function<BitVec(int)>& pattern, const std::function<BitVec(std::mt19937_64&)>& random_quiet) {
  LightsOutAnswer a;
  a.nullity = nullity;
  if (!solvable) {
    // A is symmetric, so the quiet patterns are the invariants; some basis
    // pattern has odd parity on a target outside A's column space.
    for (int i = 0; i < nullity; ++i) {
      BitVec q = pattern(i);
      if (rows::parity(q, target)) {
        a.invariant = std::move(q);
        break;
      }
    }
    return a;
  }
  a.solvable = true;
  a.minimal = nullity == 0;
  if (nullity > 0 && want_minimal) {
    const std::size_t n = target.size(), k = std::size_t(nullity);
    bool exact =
        k <= 64 && k <= kMaxPatternBits / std::max<std::size_t>(1, n) && exact_search_cost(k, n, 8) <= kExactSearchBudget;
    std::vector<ButtonPermutation> symmetries;
    if (exact && exact_search_cost(k, n) > exact_search_cost(k, n, 2)) {
      symmetries = lightsout_symmetries(b, target);
      exact = exact_search_cost(k, n, symmetries.size() + 1) <= kExactSearchBudget;
    }
    if (exact) {
      x = exact_fewest_presses(x, patterns(k, pattern), symmetries);
      a.minimal = true;
    } else {
      a.search = search_note(exact_search_cost(k, n, symmetries.size() + 1), kExactSearchBudget, "operations");
      const long long before = (long long)x.popcount();
      x = improve_by_local_search(std::move(x), random_quiet);
      if ((long long)x.popcount() != before) a.presses_before_search = before;
    }
  }
  a.presses = std::move(x);
  return a;
}

}  // namespace

BitVec lightsout_apply(const LightsOutBoard& b, const BitVec& presses) {
  // Row r of A x = T x_r + x_{r-1} + x_{r+1} (wrapping on a torus): one chase step each.
  RowShape s(b.cols, b.torus);
  const std::size_t C = std::size_t(b.cols);
  auto row = [&](int r, Words& out) {
    if (b.torus) r = (r + b.rows) % b.rows;
    std::fill(out.begin(), out.end(), 0);
    if (r >= 0 && r < b.rows) extract_row(presses, std::size_t(r) * C, s, out.data());
  };
  Words up(s.W), mid(s.W), down(s.W), sum(s.W), lit(s.W);
  BitVec out(b.cells());
  for (int r = 0; r < b.rows; ++r) {
    row(r - 1, up);
    row(r, mid);
    row(r + 1, down);
    for (std::size_t k = 0; k < s.W; ++k) sum[k] = up[k] ^ down[k];
    step_T(s, mid.data(), sum.data(), nullptr, lit.data());
    deposit_row(out, std::size_t(r) * C, s, lit.data());
  }
  return out;
}

bool lightsout_fast_applies(const LightsOutBoard& b) {
  return b.rows >= 1 && b.cols >= 1 && (!b.torus || (b.rows >= 3 && b.cols >= 3));
}

LightsOutAnswer solve_lightsout(const LightsOutBoard& b, const BitVec& target, bool want_minimal) {
  return solve_lightsout(b, target, want_minimal, TorusMethod::polynomial);
}

LightsOutAnswer solve_lightsout(const LightsOutBoard& b, const BitVec& target, bool want_minimal, TorusMethod method) {
  if (b.torus) {
    auto t = method == TorusMethod::polynomial ? polynomial_torus(b) : dense_torus(b);
    BitVec x;
    const bool solvable = t->solve(target, &x);
    return finish(
        b, target, std::move(x), solvable, t->nullity(), want_minimal, [&](int i) { return t->quiet_pattern(i); },
        [&](std::mt19937_64& rng) { return t->random_quiet(rng); });
  }
  RowShape s(b.cols, false);
  PlainPlan p = plain_plan(b);
  Words prev(s.W), cur(s.W);
  rows::chase(b, s, 0, &target, nullptr, prev, cur);  // y = 0: what is left is c
  Gf2Poly q, r;
  divmod(row_to_poly(s, cur.data()), p.g, &q, &r);
  BitVec x;
  if (r.is_zero()) {
    std::fill(prev.begin(), prev.end(), 0);
    cur = poly_to_row(s, mod(mul(p.u, q), p.m));
    x = BitVec(b.cells());
    rows::chase(b, s, 0, &target, &x, prev, cur);
  }
  return finish(
      b, target, std::move(x), r.is_zero(), p.nullity, want_minimal, [&](int i) { return plain_quiet_pattern(b, p, i); },
      [&](std::mt19937_64& rng) { return plain_random_quiet(b, p, rng); });
}

LinearAnalysis analyze_lightsout(const LightsOutBoard& b, std::size_t max_patterns) {
  return analyze_lightsout(b, max_patterns, TorusMethod::polynomial);
}

LinearAnalysis analyze_lightsout(const LightsOutBoard& b, std::size_t max_patterns, TorusMethod method) {
  LinearAnalysis a;
  a.cells = a.buttons = int(b.cells());
  std::size_t n = std::min(max_patterns, pattern_budget(b));
  if (b.torus) {
    auto t = method == TorusMethod::polynomial ? polynomial_torus(b) : dense_torus(b);
    a.nullity = t->nullity();
    a.quiet_patterns = patterns(std::min(n, std::size_t(a.nullity)), [&](int i) { return t->quiet_pattern(i); });
  } else {
    PlainPlan p = plain_plan(b);
    a.nullity = p.nullity;
    a.quiet_patterns = patterns(std::min(n, std::size_t(a.nullity)), [&](int i) { return plain_quiet_pattern(b, p, i); });
  }
  a.rank = a.cells - a.nullity;
  a.invariant_count = a.nullity;
  a.invariants = a.quiet_patterns;
  return a;
}

}  // namespace tl
