// gf2_poly_system.hpp: a 2 x 2 linear system over the ring GF(2)[x]/(m).
//
// The torus's wrap-around conditions (lightsout_torus.cpp): its rows are
// polynomials modulo x^C - 1, and two unknown rows meet two conditions,
// M z = h with M a 2 x 2 matrix over that ring. The ring is not a field, so
// M is brought to diagonal form by unimodular row and column operations over
// GF(2)[x] (the Smith form's steps: extended gcds), U M V = diag(d_1, d_2)
// mod m. Then each d_i w_i = h'_i (mod m) is one polynomial congruence:
// with g_i = gcd(d_i, m) it is solvable iff g_i divides h'_i, its
// solutions are one w_i plus the multiples of m / g_i, so the system's
// null space has dimension deg g_1 + deg g_2 over GF(2), and z = V w.
// When det M is a unit mod m (no null space, most tori) the inverse is the
// adjugate over det M: one gcd instead of the diagonal form's several.
#pragma once

#include <array>

#include "core/gf2/gf2_poly.hpp"

namespace tl {

using PolyPair = std::array<Gf2Poly, 2>;
using PolyMatrix2 = std::array<PolyPair, 2>;  // [row][column]

class PolySystem2 {
 public:
  // Everything that does not depend on the right-hand side: the diagonal
  // form and the transforms. `m` nonzero; entries of `a` of any degree.
  PolySystem2(const PolyMatrix2& a, Gf2Poly m);

  // The null space's dimension over GF(2): deg g_1 + deg g_2.
  int nullity() const { return nullity_; }
  // One z with M z == h (mod m), or false when there is none.
  bool solve(const PolyPair& h, PolyPair* z) const;
  // Null space vector i (0 <= i < nullity()): V applied to (m/g_1) x^i in
  // the first place, or (m/g_2) x^(i - deg g_1) in the second.
  PolyPair null_vector(int i) const;
  // The null space vector V ((m/g_1) c_1, (m/g_2) c_2) for coefficients of
  // degree below deg g_1 and deg g_2: every one of them, as c_i range over
  // those polynomials.
  PolyPair null_combination(const PolyPair& c) const;
  // deg g_1, deg g_2 (0, 0 when M is invertible).
  std::array<int, 2> null_degrees() const;

 private:
  PolyPair apply(const PolyMatrix2& t, const PolyPair& v) const;  // t v mod m

  Gf2Poly m_;
  bool invertible_ = false;  // M^-1 = det_inv_ adj(M): a_ holds M, reduced
  PolyMatrix2 a_;
  Gf2Poly det_inv_;
  PolyMatrix2 u_, v_;                // U M V == diag(d) mod m
  PolyPair d_, g_, inv_, cofactor_;  // g_i = gcd(d_i, m), inv_i d_i == g_i, cofactor_i = m / g_i
  int nullity_ = 0;
};

}  // namespace tl
