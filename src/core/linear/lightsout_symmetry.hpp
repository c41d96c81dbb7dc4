// lightsout_symmetry.hpp: the board symmetries that fix a Lights Out target.
//
// A symmetry of the board (a flip, a half turn, and on square boards the
// quarter turns and the two diagonal reflections) commutes with the press
// matrix, so when it also fixes the target (state XOR goal) it maps every
// solution to a solution with the same number of presses. The fewest-press
// search uses them to look at one combination in each orbit
// (search/quiet_search.hpp); the all-lit square has all eight.
#pragma once

#include <vector>

#include "core/base/bitvec.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/search/quiet_search.hpp"

namespace tl {

// The non-identity symmetries of board b that fix `target`, as button
// permutations; they form a group together with the identity.
std::vector<ButtonPermutation> lightsout_symmetries(const LightsOutBoard& b, const BitVec& target);

}  // namespace tl
