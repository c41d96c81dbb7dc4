// grid_period.hpp: a board's period under the solution map on a plus grid,
// read from the map's order instead of following the orbit.
//
// On a board whose rows and columns are each a line or a circle (plain,
// cylinder, torus; LinearView::plus_grid) the classic plus press is
// A = I + L + R: L adds a cell's neighbours up and down, R those left and
// right, and the two commute. Where A is invertible mod a prime p, the
// solution map b -> -A^-1 b has no pre-period, and b's period under it is
// its period under T = -A (T^m b = b exactly when (-A^-1)^m b = b). Two facts
// make that period cheap without following it:
//  - Every eigenvalue of L is beta + 1/beta for a root of unity beta, of
//    order dividing 2(R + 1) on a line of R and R on a circle (the Chebyshev
//    identity behind the path's and the cycle's characteristic polynomials),
//    so every eigenvalue of T lies in the field of p^d elements, d the order
//    of p modulo the lcm of those orders with its factors p removed. So T's
//    semisimple part has order dividing p^d - 1, its unipotent part order
//    dividing p^s once p^s is at least the number of cells, and T^E = I for
//    E = (p^d - 1) p^s: a multiple of the map's order.
//  - In characteristic p, (I + L + R)^(p^j) = I + L^(p^j) + R^(p^j) (the
//    binomials of the cross terms vanish), so T^m b costs one step for each
//    base-p digit of m (a product by an R x R and a C x C matrix each), not
//    m steps.
// b's period is then the least divisor of E that brings b back: E divided by
// each of its primes for as long as T^(E/q) b = b still holds.
//
// With 5 states the 7 x 7 board's eigenvalues lie in the field of 5^4: every
// period there divides 624 times a power of 5.
#pragma once

#include <string>

#include "core/game/linear_view.hpp"
#include "core/game/machine.hpp"
#include "core/modk/zk_types.hpp"

namespace tl {

// Sides up to this: the powers of L and R are held as matrices (256 x 256
// mod p: 64 KB each, a product in milliseconds).
constexpr int kGridPeriodMaxSide = 256;

struct GridPeriod {
  long long period = -1;       // -1: not read here (`why` says why)
  long long order_bound = 0;   // E = (p^d - 1) p^s, a multiple of the map's order; -1: past 2^62
  int field_degree = 0;        // d: the eigenvalues lie in the field of p^d elements
  int unipotent_exponent = 0;  // s
  std::string why;
  bool found() const { return period > 0; }
};

// Whether A = I + L + R of `g` is invertible mod the prime p: no eigenvalue
// of L is -1 minus one of R, i.e. the two characteristic polynomials
// chi_L(y) and chi_R(-1 - y) have no common factor.
bool plus_grid_invertible(const PlusGrid& g, int p);

// `board` (the lights, reading order, each 0..p-1) under b -> -A^-1 b on the
// grid `g` with p states. Refused, with why, where p is not prime, A is not
// invertible, a side is past kGridPeriodMaxSide, p^d - 1 passes 2^64, or
// the period passes 2^62.
GridPeriod grid_period(const PlusGrid& g, int p, const ZkVec& board);

}  // namespace tl
