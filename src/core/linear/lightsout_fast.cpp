// lightsout_fast.cpp: light chasing, Sutner's polynomial method for plain
// boards and the dispatch to the torus's (the maths is in the header).
#include "core/linear/lightsout_fast.hpp"

#include <algorithm>
#include <bit>
#include <functional>

#include "core/gf2/gf2_poly.hpp"
#include "core/linear/lightsout_rows.hpp"
#include "core/linear/lightsout_torus.hpp"

namespace tl {

using rows::deposit_row;
using rows::extract_row;
using rows::RowShape;
using rows::step_T;
using rows::Words;

namespace {

constexpr std::size_t kMaxPatternBits = std::size_t(1) << 28;

// --- plain boards: the polynomial method -------------------------------------

// P_n(s): P_0 = 1, P_1 = s, P_{k+1} = s P_k + P_{k-1}; the path's characteristic polynomial.
Gf2Poly chebyshev(int n) {
  Gf2Poly p0 = Gf2Poly::monomial(0), p1 = Gf2Poly::monomial(1);
  if (n == 0) return p0;
  for (int k = 1; k < n; ++k) {
    p0.add_shifted(p1, 1);  // p0 = s p1 + p0
    std::swap(p0, p1);
  }
  return p1;
}

// P_R(s + 1) mod m, by the same recurrence in (s + 1), reduced as it goes.
Gf2Poly chebyshev_shifted_mod(int R, const Gf2Poly& m) {
  const int dm = m.degree();
  Gf2Poly q0 = Gf2Poly::monomial(0), q1 = Gf2Poly::monomial(0);
  q1.flip(1);  // s + 1
  if (dm == 1) q1 = mod(q1, m);
  for (int k = 1; k < R; ++k) {
    q0.add_shifted(q1, 1);
    q0 ^= q1;
    if (q0.degree() >= dm) q0.add_shifted(m, q0.degree() - dm);
    std::swap(q0, q1);
  }
  return mod(q1, m);
}

// The polynomial f with f(S) e_1 = v, i.e. sum_i v_i P_i(s) (Clenshaw).
Gf2Poly row_to_poly(const RowShape& s, const uint64_t* v) {
  Gf2Poly b1, b2;  // b_{k+1}, b_{k+2}
  for (int k = s.C - 1; k >= 0; --k) {
    b2.add_shifted(b1, 1);  // b_k = v_k + s b_{k+1} + b_{k+2}
    if (s.get(v, k)) b2.flip(0);
    std::swap(b1, b2);
  }
  b1.trim();
  return b1;
}

// f(S) e_1 (Horner).
Words poly_to_row(const RowShape& s, const Gf2Poly& f) {
  Words v(s.W), tmp(s.W);
  for (int i = f.degree(); i >= 0; --i) {
    apply_S(s, v.data(), tmp.data());
    if (f.get(i)) v[0] ^= 1;
  }
  return v;
}

struct PlainPlan {
  Gf2Poly m;          // P_C(s)
  Gf2Poly g;          // gcd(P_R(s+1), P_C(s)): deg g = nullity
  Gf2Poly u;          // u * P_R(s+1) == g (mod m)
  Gf2Poly m_over_g;   // quiet first rows are its multiples
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

// The first `n` quiet patterns.
std::vector<BitVec> patterns(std::size_t n, const std::function<BitVec(int)>& pattern) {
  std::vector<BitVec> out;
  for (std::size_t i = 0; i < n; ++i) out.push_back(pattern(int(i)));
  return out;
}

std::size_t pattern_budget(const LightsOutBoard& b) { return kMaxPatternBits / std::max<std::size_t>(1, b.cells()); }

// Shared ending: the witness when unsolvable, the walk when solvable.
// `pattern(i)` builds quiet pattern i < nullity (a whole board each, so they
// are made one at a time and kept only while they fit the budget).
LightsOutAnswer finish(const BitVec& target, BitVec x, bool solvable, int nullity, bool want_minimal,
                       const std::function<BitVec(int)>& pattern) {
  LightsOutAnswer a;
  a.nullity = nullity;
  if (!solvable) {
    // A is symmetric, so the quiet patterns are the invariants; some basis
    // pattern has odd parity on a target outside A's column space.
    for (int i = 0; i < nullity; ++i) {
      BitVec q = pattern(i);
      if (rows::parity(q, target)) { a.invariant = std::move(q); break; }
    }
    return a;
  }
  a.solvable = true;
  a.minimal = nullity == 0;
  if (nullity > 0 && want_minimal && std::size_t(nullity) <= kMaxPatternBits / std::max<std::size_t>(1, target.size())) {
    x = fewest_presses(std::move(x), patterns(std::size_t(nullity), pattern), &a.minimal);
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
    row(r - 1, up); row(r, mid); row(r + 1, down);
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
    return finish(target, std::move(x), solvable, t->nullity(), want_minimal,
                  [&](int i) { return t->quiet_pattern(i); });
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
  return finish(target, std::move(x), r.is_zero(), p.nullity, want_minimal,
                [&](int i) { return plain_quiet_pattern(b, p, i); });
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
