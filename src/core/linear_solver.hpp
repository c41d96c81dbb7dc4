// linear_solver.hpp: solving "which buttons turn this state into the goal" over GF(2).
#pragma once

#include <vector>

#include "core/bitvec.hpp"
#include "core/machine.hpp"

namespace tl {

// Finds a fewest-press set x with sum_j x_j * press_vectors[j] == target
// (target = state XOR goal). Exact (Solution::minimal) when the null space is
// small enough to walk; otherwise a solution flagged as not proven minimal.
Solution solve_linear(const std::vector<BitVec>& press_vectors, const BitVec& target);

}  // namespace tl
