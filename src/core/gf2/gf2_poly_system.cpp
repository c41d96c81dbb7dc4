// gf2_poly_system.cpp: diagonalising a 2 x 2 matrix over GF(2)[x]/(m) and
// solving through the diagonal (the method is in the header).
#include "core/gf2/gf2_poly_system.hpp"

#include <utility>

namespace tl {

namespace {

Gf2Poly one() { return Gf2Poly::monomial(0); }

// a + q*b mod m.
Gf2Poly add_mul(const Gf2Poly& a, const Gf2Poly& q, const Gf2Poly& b, const Gf2Poly& m) {
  Gf2Poly out = mulmod(q, b, m);
  out ^= a;
  out.trim();
  return out;
}

// Exact quotient a / b (b divides a).
Gf2Poly exact_div(const Gf2Poly& a, const Gf2Poly& b) {
  Gf2Poly q;
  divmod(a, b, &q, nullptr);
  return q;
}

bool divides(const Gf2Poly& b, const Gf2Poly& a) { return mod(a, b).is_zero(); }

}  // namespace

PolySystem2::PolySystem2(const PolyMatrix2& a, Gf2Poly m) : m_(std::move(m)) {
  m_.trim();
  PolyMatrix2 w;
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 2; ++c) w[r][c] = mod(a[r][c], m_);
  Gf2Poly det = mulmod(w[0][0], w[1][1], m_);
  det ^= mulmod(w[0][1], w[1][0], m_);
  det.trim();
  if (xgcd(det, m_, &det_inv_).degree() == 0) {
    invertible_ = true;
    a_ = std::move(w);
    return;
  }
  u_[0][0] = one();
  u_[1][1] = one();
  v_ = u_;
  // Row and column operations applied to w and recorded in u_ (rows) and v_
  // (columns), so that u_ a v_ == w (mod m) throughout.
  auto swap_rows = [&] {
    std::swap(w[0], w[1]);
    std::swap(u_[0], u_[1]);
  };
  auto swap_cols = [&] {
    for (int r = 0; r < 2; ++r) {
      std::swap(w[r][0], w[r][1]);
      std::swap(v_[r][0], v_[r][1]);
    }
  };
  // Row 1 += q row 0 / column 1 += q column 0.
  auto add_row = [&](const Gf2Poly& q) {
    for (int c = 0; c < 2; ++c) {
      w[1][c] = add_mul(w[1][c], q, w[0][c], m_);
      u_[1][c] = add_mul(u_[1][c], q, u_[0][c], m_);
    }
  };
  auto add_col = [&](const Gf2Poly& q) {
    for (int r = 0; r < 2; ++r) {
      w[r][1] = add_mul(w[r][1], q, w[r][0], m_);
      v_[r][1] = add_mul(v_[r][1], q, v_[r][0], m_);
    }
  };
  // (x y) <- (x y) [[s, y/g], [t, x/g]] with g = s x + t y: determinant 1
  // over GF(2)[x], and the first entry becomes g, the second 0.
  auto gcd_step = [&](PolyPair& x, PolyPair& y, const Gf2Poly& px, const Gf2Poly& py) {
    Gf2Poly s, t;
    Gf2Poly g = xgcd(px, py, &s, &t);
    const Gf2Poly ox = exact_div(py, g), oy = exact_div(px, g);
    for (int k = 0; k < 2; ++k) {
      Gf2Poly nx = mulmod(s, x[k], m_), ny = mulmod(ox, x[k], m_);
      nx ^= mulmod(t, y[k], m_);
      ny ^= mulmod(oy, y[k], m_);
      nx.trim();
      ny.trim();
      x[k] = std::move(nx);
      y[k] = std::move(ny);
    }
  };
  while (true) {
    if (w[0][0].is_zero()) {
      if (!w[1][0].is_zero() || !w[1][1].is_zero()) swap_rows();
      if (w[0][0].is_zero()) swap_cols();
      if (w[0][0].is_zero()) break;  // the whole matrix is zero mod m
    }
    // Clear w[0][1] by column operations.
    if (!w[0][1].is_zero()) {
      if (divides(w[0][0], w[0][1])) {
        add_col(exact_div(w[0][1], w[0][0]));
      } else {
        // The columns as pairs (w[0][c], w[1][c]) and (v_[0][c], v_[1][c]).
        PolyPair c0{w[0][0], w[1][0]}, c1{w[0][1], w[1][1]}, v0{v_[0][0], v_[1][0]}, v1{v_[0][1], v_[1][1]};
        const Gf2Poly p0 = w[0][0], p1 = w[0][1];
        gcd_step(c0, c1, p0, p1);
        gcd_step(v0, v1, p0, p1);
        for (int r = 0; r < 2; ++r) {
          w[r][0] = c0[std::size_t(r)];
          w[r][1] = c1[std::size_t(r)];
          v_[r][0] = v0[std::size_t(r)];
          v_[r][1] = v1[std::size_t(r)];
        }
      }
    }
    // Clear w[1][0] by row operations.
    if (!w[1][0].is_zero()) {
      if (divides(w[0][0], w[1][0])) {
        add_row(exact_div(w[1][0], w[0][0]));
      } else {
        const Gf2Poly p0 = w[0][0], p1 = w[1][0];
        gcd_step(w[0], w[1], p0, p1);
        gcd_step(u_[0], u_[1], p0, p1);
      }
    }
    if (w[0][1].is_zero() && w[1][0].is_zero()) break;
  }
  for (int i = 0; i < 2; ++i) {
    d_[std::size_t(i)] = w[i][i];
    g_[std::size_t(i)] = xgcd(d_[std::size_t(i)], m_, &inv_[std::size_t(i)]);
    cofactor_[std::size_t(i)] = exact_div(m_, g_[std::size_t(i)]);
    nullity_ += g_[std::size_t(i)].degree();
  }
}

PolyPair PolySystem2::apply(const PolyMatrix2& t, const PolyPair& v) const {
  PolyPair out;
  for (int r = 0; r < 2; ++r) {
    Gf2Poly acc = mulmod(t[r][0], v[0], m_);
    acc ^= mulmod(t[r][1], v[1], m_);
    acc.trim();
    out[std::size_t(r)] = std::move(acc);
  }
  return out;
}

bool PolySystem2::solve(const PolyPair& h, PolyPair* z) const {
  if (invertible_) {
    // adj(M) = [[a11, a01], [a10, a00]] over GF(2), then times det^-1.
    PolyMatrix2 adj;
    adj[0] = {a_[1][1], a_[0][1]};
    adj[1] = {a_[1][0], a_[0][0]};
    const PolyPair y = apply(adj, h);
    *z = {mulmod(det_inv_, y[0], m_), mulmod(det_inv_, y[1], m_)};
    return true;
  }
  const PolyPair hh = apply(u_, h);
  PolyPair w;
  for (std::size_t i = 0; i < 2; ++i) {
    Gf2Poly q, r;
    divmod(hh[i], g_[i], &q, &r);
    if (!r.is_zero()) return false;
    w[i] = mulmod(inv_[i], q, m_);
  }
  *z = apply(v_, w);
  return true;
}

PolyPair PolySystem2::null_vector(int i) const {
  if (invertible_) return {};  // no null space: never asked for
  const std::size_t slot = i < g_[0].degree() ? 0 : 1;
  if (slot == 1) i -= g_[0].degree();
  PolyPair w;
  w[slot].add_shifted(cofactor_[slot], i);  // deg < deg m: already reduced
  return apply(v_, w);
}

PolyPair PolySystem2::null_combination(const PolyPair& c) const {
  if (invertible_) return {};
  PolyPair w{mulmod(cofactor_[0], c[0], m_), mulmod(cofactor_[1], c[1], m_)};
  return apply(v_, w);
}

std::array<int, 2> PolySystem2::null_degrees() const {
  if (invertible_) return {0, 0};
  return {g_[0].degree(), g_[1].degree()};
}

}  // namespace tl
