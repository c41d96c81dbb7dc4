// bits_text.hpp: the text form of a board's bits inside puzzle IDs and on the CLI.
//
//   bits   = binary | "x" hex
//   binary = 1*( "0" / "1" / "/" )      row-major, "/" between rows is optional
//   hex    = 1*HEXDIG                   4 cells a digit, first cell = high bit;
//                                       padding bits of the last digit must be 0
//
// Binary reads like the board for small machines (merlin:100/110/001); hex
// keeps a 256x256 board's URL at 16 KiB instead of 64 KiB.
#pragma once

#include <string>
#include <string_view>

#include "core/base/bitvec.hpp"
#include "core/base/result.hpp"

namespace tl {

// Parses exactly `nbits` bits. `offset` is added to error positions so that
// they point into the whole ID. When `cols` > 0, "/" must fall on row ends.
Result<BitVec> parse_bits(std::string_view text, std::size_t nbits, int cols, std::size_t offset);

// Binary with "/" between rows of `cols` when the board has at most 64 cells,
// hex otherwise.
std::string format_bits(const BitVec& bits, int cols);

}  // namespace tl
