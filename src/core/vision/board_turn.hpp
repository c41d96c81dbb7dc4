// board_turn.hpp: a board read turned or mirrored, when the reader's idea of
// which corner is the top left is not the player's (a handheld photographed
// from its side, a screenshot mirrored by a front camera). The corners and
// the cells move together, so the grid drawn over the photo stays where it
// was and only the reading of it changes.
#pragma once

#include "core/vision/board_reader.hpp"

namespace tl::vision {

// A quarter turn clockwise: the old bottom left becomes the top left, rows
// and columns swap.
BoardRead quarter_turn(const BoardRead& read);
// Left and right swapped: the old top right becomes the top left.
BoardRead mirrored(const BoardRead& read);

}  // namespace tl::vision
