// board_size.hpp: the "<rows>x<cols>" parameters in ID heads (lightsout5x5, custom4x4).
#pragma once

#include <string_view>

#include "core/base/result.hpp"

namespace tl {

struct BoardSize {
  int rows = 0, cols = 0;
};

// Reads "<rows>x<cols>" from the start of `params` (each 1..max_side, no
// leading zeros) and advances `i` past it. Errors are offset by `offset`.
Result<BoardSize> parse_board_size(std::string_view params, std::size_t& i, std::size_t offset, int max_side,
                                   const char* example);

}  // namespace tl
