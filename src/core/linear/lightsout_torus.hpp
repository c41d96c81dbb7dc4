// lightsout_torus.hpp: Lights Out on a torus, by the polynomial method and by
// dense elimination of the 2C x 2C system in the first two rows (Four
// Russians; TorusMethod::dense, the reference the tests compare with).
//
// Rows are polynomials in GF(2)[x]/(x^C - 1) (cell j = the coefficient of
// x^j); the row operator T = I + left + right is multiplication by
// t = 1 + x + x^(C-1). Chasing from two unknown first rows, x_r = A_r x_0 +
// B_r x_1 + c_r with B_0 = 0, B_1 = 1, B_{r+1} = t B_r + B_{r-1} (so B_r =
// P_{r-1}(t) in the Chebyshev-like family of lightsout_fast.hpp) and
// A_r = B_{r-1}; c_r is the chase of the target alone. The two wrap-around
// conditions (x_R = x_0, and row 0's own equation) are then
//   [ B_{R-1} + 1   B_R         ] [x_0]   [ c_R             ]
//   [ B_{R-2} + t   B_{R-1} + 1 ] [x_1] = [ b_0 + c_{R-1}    ]
// a 2 x 2 system over the ring, solved by extended gcds (gf2_poly_system.hpp)
// in O(C^2) bit work where dense elimination of the 2C unknowns took O(C^3).
#pragma once

#include <memory>
#include <random>

#include "core/base/bitvec.hpp"
#include "core/linear/lightsout_fast.hpp"

namespace tl {

// A torus's solver: its nullity, one solution of A x = target, quiet patterns.
class TorusSolver {
 public:
  virtual ~TorusSolver() = default;
  virtual int nullity() const = 0;
  // x (a whole board) with A x == target, or false when there is none.
  virtual bool solve(const BitVec& target, BitVec* x) const = 0;
  // Quiet pattern i < nullity(); together they are a basis.
  virtual BitVec quiet_pattern(int i) const = 0;
  // A uniformly random quiet pattern (for the local search).
  virtual BitVec random_quiet(std::mt19937_64& rng) const = 0;
};

// The polynomial method (a torus of at least 3 x 3).
std::unique_ptr<TorusSolver> polynomial_torus(const LightsOutBoard& b);
// Chase + dense elimination of the 2C unknowns by the Four Russians (the
// method before the polynomial one).
std::unique_ptr<TorusSolver> dense_torus(const LightsOutBoard& b);

}  // namespace tl
