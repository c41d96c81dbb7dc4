// lightsout_rows.hpp: one board row at a time, the kernels of light chasing.
//
// Shared by the plain board's polynomial method (lightsout_fast.cpp) and the
// torus's (lightsout_torus.cpp). A row is C bits in W aligned words; a board
// is a BitVec of R*C bits in reading order, so a row starts at any bit offset.
#pragma once

#include <cstdint>
#include <vector>

#include "core/base/bitvec.hpp"
#include "core/linear/lightsout_fast.hpp"

namespace tl::rows {

using Words = std::vector<uint64_t>;

// One board row: C bits in W aligned words.
struct RowShape {
  int C;
  std::size_t W;
  uint64_t top;  // valid bits of the last word
  bool torus;
  RowShape(int c, bool t)
      : C(c), W((std::size_t(c) + 63) / 64), top(c % 64 ? (uint64_t(1) << (c % 64)) - 1 : ~uint64_t(0)), torus(t) {}
  bool get(const uint64_t* v, int i) const { return (v[i >> 6] >> (i & 63)) & 1u; }
  void flip(uint64_t* v, int i) const { v[i >> 6] ^= uint64_t(1) << (i & 63); }
};

// Bits [off, off + C) of a board into an aligned row.
void extract_row(const BitVec& board, std::size_t off, const RowShape& s, uint64_t* out);
// ORs an aligned row into bits [off, off + C) of n words / of a board.
void deposit_row(uint64_t* dst, std::size_t n, std::size_t off, const RowShape& s, const uint64_t* in);
void deposit_row(BitVec& board, std::size_t off, const RowShape& s, const uint64_t* in);

// next = T cur + prev (+ b when given): T = I + left + right neighbour,
// wrapping on a torus.
void step_T(const RowShape& s, const uint64_t* cur, const uint64_t* prev, const uint64_t* b, uint64_t* next);
// v = S v on a plain row (neighbours only, no wrap); tmp has W words.
void apply_S(const RowShape& s, uint64_t* v, uint64_t* tmp);

// The chase from rows (x_{first-1}, x_first) down the board: x_{r+1} = T x_r +
// x_{r-1} + b_r. Writes rows first..R-1 into `presses` (when given) and leaves
// (prev, cur) = (x_{R-1}, x_R), x_R being what the last row leaves lit.
void chase(const LightsOutBoard& b, const RowShape& s, int first, const BitVec* target, BitVec* presses, Words& prev, Words& cur);

// Parity of the bits a and b share.
bool parity(const BitVec& a, const BitVec& b);

}  // namespace tl::rows
