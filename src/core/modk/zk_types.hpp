// zk_types.hpp: the small value types shared by the k-state solvers.
#pragma once

#include <cstdint>
#include <vector>

namespace tl {

// A vector over Z_k: one byte per entry, each in [0, k).
using ZkVec = std::vector<uint8_t>;

// A generator of the quiet patterns (press vectors that change nothing).
// The generators of a solver are in "unique representation": every quiet
// pattern is sum s_i v_i with 0 <= s_i < order_i in exactly one way, so
// walking those coefficients visits each solution of a position once.
struct ZkQuiet {
  ZkVec v;        // per button, presses mod k
  int order = 0;  // the coefficient range of this generator
};

// An invariant: cell weights y with sum_c y_c (A x)_c == 0 (mod modulus) for
// every press vector x, i.e. a weighted sum of cells no press changes. The
// modulus divides k; a position whose weighted sum differs from the goal's
// (mod modulus) can never reach it. Times k / modulus it is a left null
// vector of A mod k.
struct ZkInvariant {
  ZkVec weights;    // per cell, in [0, modulus)
  int modulus = 0;  // 0: none
  // sum_c weights_c v_c mod modulus.
  int value(const ZkVec& v) const;
  // The same invariant as a vector mod k (weights times k / modulus).
  ZkVec lifted(int k) const;
  bool empty() const { return modulus == 0; }
};

}  // namespace tl
