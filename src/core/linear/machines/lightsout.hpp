// lightsout.hpp: Lights Out on R x C boards, plain or on a torus.
//
// The page allows 1..256 per side ("lightsout5x5:...", "lightsout5x5t:..."
// for the torus); the CLI and the benchmarks build larger boards (up to 16384
// a side): the kind's schema says both, see parse_puzzle_id's Surface.
#pragma once

#include <string_view>

#include "core/game/machine.hpp"

namespace tl {

constexpr int kLightsOutIdMaxSide = 256;       // the page draws and plays up to this
constexpr int kLightsOutMaxSide = 16384;       // the CLI and the benchmarks: 268 million cells, the answer is 32 MB of bits
constexpr int kLightsOutStatesMaxSide = 4096;  // k states or another press shape (one byte a cell)
// A twisted gluing (Moebius band, Klein bottle, projective plane) brings far
// rows near, and every button it brings is one more unknown of the chase:
// 2048 x 2048 takes 8 to 16 s and 0.9 GB here, 4096 x 4096 over a minute
// and 3.4 GB (measured with `togglelab solve --summary`).
constexpr int kLightsOutTwistedMaxSide = 2048;
// The X, box and knight shapes reach diagonally or two rows on, so the chase
// carries more unknowns and each cell more of them: 1024 x 1024 solves in 8
// to 20 s and 2 to 3.2 GB here (knight with 4 states 20 s, 2.3 GB), where
// 2048 x 2048 took over 100 s and up to 16 GB (`togglelab solve --summary`).
constexpr int kLightsOutWideShapeMaxSide = 1024;
// "Row and column" reaches whole rows and columns, so the chase keeps many
// unknowns: 48 x 48 with 6 states solves in 0.4 s here, 64 x 64 with 3
// states in 1.9 s and 80 x 80 with two in 5 s (`togglelab solve --summary`).
constexpr int kLightsOutRowColMaxSide = 48;
// A drawn rule (up to 9 x 9) reaches up to four rows on, so its chase keeps
// four rows of unknowns: at worst (9 x 9 of 35s, 36 states) a 64x64 board is
// analysed in 0.25 s natively, 128x128 in 1.8 s, 256x256 in 18 s and 740 MB.
constexpr int kLightsOutDrawnMaxSide = 64;

// Rules for an R x C board; sides outside 1..max_side are an error naming the range.
Result<MachinePtr> make_lightsout(int rows, int cols, bool torus, int max_side = kLightsOutIdMaxSide);

}  // namespace tl
