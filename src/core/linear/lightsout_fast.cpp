// lightsout_fast.cpp: light chasing, Sutner's polynomial method for plain
// boards and chase + elimination for tori (the maths is in the header).
#include "core/linear/lightsout_fast.hpp"

#include <algorithm>
#include <bit>
#include <functional>

#include "core/gf2/gf2_echelon.hpp"
#include "core/gf2/gf2_poly.hpp"

namespace tl {

namespace {

using Words = std::vector<uint64_t>;
constexpr std::size_t kMaxPatternBits = std::size_t(1) << 28;

// One board row: C bits in W aligned words.
struct RowShape {
  int C;
  std::size_t W;
  uint64_t top;  // valid bits of the last word
  bool torus;
  RowShape(int c, bool t)
      : C(c), W((std::size_t(c) + 63) / 64), top(c % 64 ? (uint64_t(1) << (c % 64)) - 1 : ~uint64_t(0)), torus(t) {}
  bool get(const uint64_t* v, int i) const { return (v[i >> 6] >> (i & 63)) & 1u; }
  void flip(uint64_t* v, int i) const { v[i >> 6] ^= uint64_t(1) << (i & 63); }
};

// Bits [off, off + C) of a board into an aligned row.
void extract_row(const BitVec& board, std::size_t off, const RowShape& s, uint64_t* out) {
  const uint64_t* src = board.words();
  const std::size_t n = board.word_count(), w0 = off >> 6;
  const int sh = int(off & 63);
  for (std::size_t k = 0; k < s.W; ++k) {
    uint64_t v = src[w0 + k] >> sh;
    if (sh && w0 + k + 1 < n) v |= src[w0 + k + 1] << (64 - sh);
    out[k] = v;
  }
  out[s.W - 1] &= s.top;
}

// ORs an aligned row into bits [off, off + C) of n words.
void deposit_row(uint64_t* dst, std::size_t n, std::size_t off, const RowShape& s, const uint64_t* in) {
  const std::size_t w0 = off >> 6;
  const int sh = int(off & 63);
  for (std::size_t k = 0; k < s.W; ++k) {
    dst[w0 + k] |= in[k] << sh;
    if (sh && w0 + k + 1 < n) dst[w0 + k + 1] |= in[k] >> (64 - sh);
  }
}
void deposit_row(BitVec& board, std::size_t off, const RowShape& s, const uint64_t* in) {
  deposit_row(board.words(), board.word_count(), off, s, in);
}

// next = T cur + prev (+ b): T = I + left + right neighbour, wrapping on a torus.
void step_T(const RowShape& s, const uint64_t* cur, const uint64_t* prev, const uint64_t* b, uint64_t* next) {
  const std::size_t W = s.W;
  for (std::size_t k = 0; k < W; ++k) {
    uint64_t from_left = (cur[k] << 1) | (k ? cur[k - 1] >> 63 : 0);
    uint64_t from_right = (cur[k] >> 1) | (k + 1 < W ? cur[k + 1] << 63 : 0);
    next[k] = cur[k] ^ from_left ^ from_right ^ prev[k] ^ (b ? b[k] : 0);
  }
  next[W - 1] &= s.top;
  if (s.torus) {
    if (s.get(cur, s.C - 1)) s.flip(next, 0);
    if (s.get(cur, 0)) s.flip(next, s.C - 1);
  }
}

// v = S v on a plain row (neighbours only, no wrap).
void apply_S(const RowShape& s, uint64_t* v, uint64_t* tmp) {
  const std::size_t W = s.W;
  for (std::size_t k = 0; k < W; ++k)
    tmp[k] = ((v[k] << 1) | (k ? v[k - 1] >> 63 : 0)) ^ ((v[k] >> 1) | (k + 1 < W ? v[k + 1] << 63 : 0));
  tmp[W - 1] &= s.top;
  std::copy(tmp, tmp + W, v);
}

// The chase from rows (x_{first-1}, x_first) down the board: x_{r+1} = T x_r +
// x_{r-1} + b_r. Writes rows first..R-1 into `presses` (when given) and leaves
// (prev, cur) = (x_{R-1}, x_R), x_R being what the last row leaves lit.
void chase(const LightsOutBoard& b, const RowShape& s, int first, const BitVec* target, BitVec* presses,
           Words& prev, Words& cur) {
  Words next(s.W), brow(s.W);
  for (int r = first; r < b.rows; ++r) {
    std::size_t off = std::size_t(r) * std::size_t(b.cols);
    if (presses) deposit_row(*presses, off, s, cur.data());
    if (target) extract_row(*target, off, s, brow.data());
    step_T(s, cur.data(), prev.data(), target ? brow.data() : nullptr, next.data());
    std::swap(prev, cur);
    std::swap(cur, next);
  }
}

bool parity(const BitVec& a, const BitVec& b) {
  uint64_t acc = 0;
  for (std::size_t w = 0; w < a.word_count(); ++w) acc ^= a.words()[w] & b.words()[w];
  return std::popcount(acc) & 1;
}

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
  chase(b, s, 0, nullptr, &q, prev, cur);
  return q;
}

// --- tori: chase the first two rows, eliminate the wrap-around equations ------

// A row written twice in a row (2C bits), so that any cyclic rotation of it
// is one word-wise extract: rotation by i (out[j] = v[j - i]) starts at C - i.
BitVec doubled_row(const RowShape& s, const Words& v) {
  BitVec d(2 * std::size_t(s.C));
  deposit_row(d, 0, s, v.data());
  deposit_row(d, std::size_t(s.C), s, v.data());
  return d;
}

// x_r = A_r(T) x_0 + B_r(T) x_1 + c_r; A_r(T), B_r(T) are circulants kept as
// first columns. The wrap equations: (A_R + I) x_0 + B_R x_1 = c_R and
// (T + A_{R-1}) x_0 + (B_{R-1} + I) x_1 = b_0 + c_{R-1}.
DenseSystem torus_system(const LightsOutBoard& b, const BitVec* target) {
  RowShape s(b.cols, true);
  const int C = b.cols;
  Words a0(s.W), a1(s.W), b0(s.W), b1(s.W), c0(s.W), c1(s.W), next(s.W), brow(s.W);
  a0[0] = 1;  // A_0 = I, A_1 = 0
  b1[0] = 1;  // B_0 = 0, B_1 = I
  for (int r = 1; r < b.rows; ++r) {
    step_T(s, a1.data(), a0.data(), nullptr, next.data()); std::swap(a0, a1); std::swap(a1, next);
    step_T(s, b1.data(), b0.data(), nullptr, next.data()); std::swap(b0, b1); std::swap(b1, next);
    if (target) extract_row(*target, std::size_t(r) * std::size_t(C), s, brow.data());
    step_T(s, c1.data(), c0.data(), target ? brow.data() : nullptr, next.data());
    std::swap(c0, c1); std::swap(c1, next);
  }
  // Now (a0, a1) = (A_{R-1}, A_R), likewise b and c.
  Words e1_x0 = a1, e1_x1 = b1, e0_x0 = a0, e0_x1 = b0, t_col(s.W), zero(s.W), b_top(s.W);
  e1_x0[0] ^= 1;
  e0_x1[0] ^= 1;
  t_col[0] = 1;
  step_T(s, t_col.data(), zero.data(), nullptr, next.data());  // T's first column
  for (std::size_t k = 0; k < s.W; ++k) e0_x0[k] ^= next[k];
  if (target) extract_row(*target, 0, s, b_top.data());

  // [A | b] over z = (x_0, x_1), the right-hand side in column 2C.
  Gf2Matrix aug(2 * C, 2 * C + 1);
  Words rot(s.W);
  // Row i of a circulant with first column m is m rotated by i.
  auto add = [&](int at, const BitVec& left, const BitVec& right, int i, bool rhs) {
    const std::size_t from = std::size_t((C - i) % C);
    uint64_t* row = aug.row(at);
    extract_row(left, from, s, rot.data());
    deposit_row(row, aug.stride(), 0, s, rot.data());
    extract_row(right, from, s, rot.data());
    deposit_row(row, aug.stride(), std::size_t(C), s, rot.data());
    aug.set(at, 2 * C, rhs);
  };
  const BitVec d1_x0 = doubled_row(s, e1_x0), d1_x1 = doubled_row(s, e1_x1);
  const BitVec d0_x0 = doubled_row(s, e0_x0), d0_x1 = doubled_row(s, e0_x1);
  for (int i = 0; i < C; ++i) {
    add(2 * i, d1_x0, d1_x1, i, s.get(c1.data(), i));
    add(2 * i + 1, d0_x0, d0_x1, i, s.get(b_top.data(), i) ^ s.get(c0.data(), i));
  }
  return DenseSystem(std::move(aug));
}

// The whole board from the first two rows z = (x_0, x_1).
BitVec torus_board(const LightsOutBoard& b, const BitVec& z, const BitVec* target) {
  RowShape s(b.cols, true);
  Words prev(s.W), cur(s.W);
  extract_row(z, 0, s, prev.data());
  extract_row(z, std::size_t(b.cols), s, cur.data());
  BitVec x(b.cells());
  deposit_row(x, 0, s, prev.data());
  chase(b, s, 1, target, &x, prev, cur);
  return x;
}

// Quiet pattern i: the board chased from the i-th null vector of the wrap system.
BitVec torus_quiet_pattern(const LightsOutBoard& b, const DenseSystem& e, int i) {
  return torus_board(b, e.null_vector(e.free_columns()[std::size_t(i)]), nullptr);
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
      if (parity(q, target)) { a.invariant = std::move(q); break; }
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
  if (b.torus) {
    DenseSystem sys = torus_system(b, &target);
    const int nullity = 2 * b.cols - sys.rank();
    BitVec x;
    if (sys.consistent()) {
      BitVec z(2 * std::size_t(b.cols));
      sys.back_substitute(z, true);
      x = torus_board(b, z, &target);
    }
    return finish(target, std::move(x), sys.consistent(), nullity, want_minimal,
                  [&](int i) { return torus_quiet_pattern(b, sys, i); });
  }
  RowShape s(b.cols, false);
  PlainPlan p = plain_plan(b);
  Words prev(s.W), cur(s.W);
  chase(b, s, 0, &target, nullptr, prev, cur);  // y = 0: what is left is c
  Gf2Poly q, r;
  divmod(row_to_poly(s, cur.data()), p.g, &q, &r);
  BitVec x;
  if (r.is_zero()) {
    std::fill(prev.begin(), prev.end(), 0);
    cur = poly_to_row(s, mod(mul(p.u, q), p.m));
    x = BitVec(b.cells());
    chase(b, s, 0, &target, &x, prev, cur);
  }
  return finish(target, std::move(x), r.is_zero(), p.nullity, want_minimal,
                [&](int i) { return plain_quiet_pattern(b, p, i); });
}

LinearAnalysis analyze_lightsout(const LightsOutBoard& b, std::size_t max_patterns) {
  LinearAnalysis a;
  a.cells = a.buttons = int(b.cells());
  std::size_t n = std::min(max_patterns, pattern_budget(b));
  if (b.torus) {
    DenseSystem sys = torus_system(b, nullptr);
    a.nullity = 2 * b.cols - sys.rank();
    a.quiet_patterns = patterns(std::min(n, std::size_t(a.nullity)), [&](int i) { return torus_quiet_pattern(b, sys, i); });
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
