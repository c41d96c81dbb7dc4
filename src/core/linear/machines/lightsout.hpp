// lightsout.hpp: Lights Out on R x C boards, plain or on a torus.
//
// IDs allow 1..256 per side ("lightsout5x5:...", "lightsout5x5t:..." for the
// torus); the CLI and the benchmarks build larger boards (up to 16384 a side)
// through these functions.
#pragma once

#include <string_view>

#include "core/game/machine.hpp"

namespace tl {

constexpr int kLightsOutIdMaxSide = 256;
constexpr int kLightsOutMaxSide = 16384;  // 268 million cells: the answer is 32 MB of bits

// Rules for an R x C board; sides outside 1..max_side are an error naming the range.
Result<MachinePtr> make_lightsout(int rows, int cols, bool torus, int max_side = kLightsOutIdMaxSide);
// Parses a head's parameters "<R>x<C>" or "<R>x<C>t"; error positions start at `offset`.
Result<MachinePtr> make_lightsout_from_params(std::string_view params, std::size_t offset, int max_side);
// A whole "lightsout<R>x<C>[t]:..." ID with sides up to `max_side` (the CLI's big boards).
Result<Puzzle> parse_lightsout_id(std::string_view id, int max_side);

}  // namespace tl
