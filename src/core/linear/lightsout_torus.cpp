// lightsout_torus.cpp: tori by the polynomial method, and by dense elimination
// (the maths is in the header).
#include "core/linear/lightsout_torus.hpp"

#include <algorithm>
#include <optional>

#include "core/gf2/gf2_echelon.hpp"
#include "core/gf2/gf2_poly_system.hpp"
#include "core/linear/lightsout_rows.hpp"

namespace tl {

using rows::deposit_row;
using rows::extract_row;
using rows::RowShape;
using rows::step_T;
using rows::Words;

namespace {

// The whole board chased from its first two rows (x_0, x_1).
BitVec board_from_rows(const LightsOutBoard& b, const RowShape& s, Words x0, Words x1, const BitVec* target) {
  BitVec x(b.cells());
  deposit_row(x, 0, s, x0.data());
  rows::chase(b, s, 1, target, &x, x0, x1);
  return x;
}

Gf2Poly row_poly(const Words& row) {
  Gf2Poly p;
  p.words() = row;
  p.trim();
  return p;
}

Words poly_row(const RowShape& s, const Gf2Poly& p) {
  Words row(s.W, 0);
  std::copy_n(p.words().begin(), std::min(s.W, p.words().size()), row.begin());
  return row;
}

// ---------------------------------------------------------------------------
// The polynomial method
// ---------------------------------------------------------------------------

class PolynomialTorus : public TorusSolver {
 public:
  explicit PolynomialTorus(const LightsOutBoard& b) : b_(b), s_(b.cols, true), system_(wrap_matrix(), modulus()) {}

  int nullity() const override { return system_.nullity(); }

  bool solve(const BitVec& target, BitVec* x) const override {
    // c_{R-1}, c_R: the chase of the target from two zero rows.
    Words c0(s_.W), c1(s_.W), b_top(s_.W);
    rows::chase(b_, s_, 1, &target, nullptr, c0, c1);
    extract_row(target, 0, s_, b_top.data());
    for (std::size_t k = 0; k < s_.W; ++k) c0[k] ^= b_top[k];
    PolyPair z;
    if (!system_.solve(PolyPair{row_poly(c1), row_poly(c0)}, &z)) return false;
    *x = board_from_rows(b_, s_, poly_row(s_, z[0]), poly_row(s_, z[1]), &target);
    return true;
  }

  BitVec quiet_pattern(int i) const override {
    const PolyPair z = system_.null_vector(i);
    return board_from_rows(b_, s_, poly_row(s_, z[0]), poly_row(s_, z[1]), nullptr);
  }

  BitVec random_quiet(std::mt19937_64& rng) const override {
    const std::array<int, 2> d = system_.null_degrees();
    PolyPair c;
    for (std::size_t i = 0; i < 2; ++i)
      for (int j = 0; j < d[i]; ++j)
        if (rng() & 1) c[i].flip(j);
    const PolyPair z = system_.null_combination(c);
    return board_from_rows(b_, s_, poly_row(s_, z[0]), poly_row(s_, z[1]), nullptr);
  }

 private:
  Gf2Poly modulus() const {  // x^C - 1
    Gf2Poly m = Gf2Poly::monomial(b_.cols);
    m.flip(0);
    return m;
  }

  // The wrap-around conditions' matrix: B_{R-2}, B_{R-1}, B_R by the chase's
  // recurrence from B_0 = 0, B_1 = 1.
  PolyMatrix2 wrap_matrix() const {
    Words older(s_.W), prev(s_.W), cur(s_.W), next(s_.W);
    cur[0] = 1;
    for (int r = 1; r < b_.rows; ++r) {
      step_T(s_, cur.data(), prev.data(), nullptr, next.data());
      std::swap(older, prev);
      std::swap(prev, cur);
      std::swap(cur, next);
    }
    // Now (older, prev, cur) = (B_{R-2}, B_{R-1}, B_R).
    Gf2Poly t = Gf2Poly::monomial(0);
    t.flip(1);
    t.flip(b_.cols - 1);
    Gf2Poly diag = row_poly(prev), lower = row_poly(older);
    diag.flip(0);
    lower ^= t;
    lower.trim();
    diag.trim();
    PolyMatrix2 m;
    m[0] = {diag, row_poly(cur)};
    m[1] = {lower, diag};
    return m;
  }

  LightsOutBoard b_;
  RowShape s_;
  PolySystem2 system_;
};

// ---------------------------------------------------------------------------
// Dense elimination of the 2C x 2C system (the reference method)
// ---------------------------------------------------------------------------

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
    step_T(s, a1.data(), a0.data(), nullptr, next.data());
    std::swap(a0, a1);
    std::swap(a1, next);
    step_T(s, b1.data(), b0.data(), nullptr, next.data());
    std::swap(b0, b1);
    std::swap(b1, next);
    if (target) extract_row(*target, std::size_t(r) * std::size_t(C), s, brow.data());
    step_T(s, c1.data(), c0.data(), target ? brow.data() : nullptr, next.data());
    std::swap(c0, c1);
    std::swap(c1, next);
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

class DenseTorus : public TorusSolver {
 public:
  explicit DenseTorus(const LightsOutBoard& b) : b_(b), s_(b.cols, true) {}

  int nullity() const override { return 2 * b_.cols - homogeneous().rank(); }

  bool solve(const BitVec& target, BitVec* x) const override {
    DenseSystem sys = torus_system(b_, &target);
    if (!sys.consistent()) return false;
    BitVec z(2 * std::size_t(b_.cols));
    sys.back_substitute(z, true);
    *x = from_z(z, &target);
    return true;
  }

  BitVec quiet_pattern(int i) const override {
    return from_z(homogeneous().null_vector(homogeneous().free_columns()[std::size_t(i)]), nullptr);
  }

  BitVec random_quiet(std::mt19937_64& rng) const override {
    BitVec z(2 * std::size_t(b_.cols));
    for (int f : homogeneous().free_columns())
      if (rng() & 1) z ^= homogeneous().null_vector(f);
    return from_z(z, nullptr);
  }

 private:
  // The system without a target, made when first asked for (a solve alone
  // eliminates once, as the method always did).
  const DenseSystem& homogeneous() const {
    if (!homogeneous_) homogeneous_.emplace(torus_system(b_, nullptr));
    return *homogeneous_;
  }

  BitVec from_z(const BitVec& z, const BitVec* target) const {
    Words x0(s_.W), x1(s_.W);
    extract_row(z, 0, s_, x0.data());
    extract_row(z, std::size_t(b_.cols), s_, x1.data());
    return board_from_rows(b_, s_, std::move(x0), std::move(x1), target);
  }

  LightsOutBoard b_;
  RowShape s_;
  mutable std::optional<DenseSystem> homogeneous_;
};

}  // namespace

std::unique_ptr<TorusSolver> polynomial_torus(const LightsOutBoard& b) { return std::make_unique<PolynomialTorus>(b); }
std::unique_ptr<TorusSolver> dense_torus(const LightsOutBoard& b) { return std::make_unique<DenseTorus>(b); }

}  // namespace tl
