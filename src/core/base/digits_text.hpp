// digits_text.hpp: the text form of a board whose cells have k > 2 states,
// inside puzzle IDs and on the CLI (two states keep bits_text.hpp's form).
//
//   digits = 1*( DIGIT36 / "/" )     k <= 36: one character a cell, 0-9 then a-z
//                                    (k = 3: "0", "1", "2"), "/" between rows optional
//          | "h" 1*( 2HEXDIG )       any k (and the compact form past k = 36): two
//                                    hex digits a cell, no "/"
//
// Small boards read like the board (lightsout3x3-k3:012/120/201); a 256 x 256
// board with 200 states still fits one URL (128 KiB).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"

namespace tl {

// Parses exactly `cells` values, each in [0, k). `offset` is added to error
// positions; when `cols` > 0, "/" must fall on row ends.
Result<std::vector<uint8_t>> parse_digits(std::string_view text, std::size_t cells, int cols, int k, std::size_t offset);

// One character a cell with "/" between rows of `cols` for k <= 36 and at most
// 1024 cells; the "h" form otherwise.
std::string format_digits(const std::vector<uint8_t>& values, int cols, int k);

}  // namespace tl
