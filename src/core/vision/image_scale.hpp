// image_scale.hpp: a picture scaled down to a most side, each new pixel the
// mean of the old pixels it covers (a box filter: no aliasing of a fine grid
// into false cells). A phone's 12-megapixel photo becomes at most 1280 a side
// before anything reads it: the board reader needs no more, and the memory
// it holds is bounded.
#pragma once

#include "core/vision/board_reader.hpp"

namespace tl::vision {

// The side every front end scales a photo to before reading it (the page's
// worker, the desktop, the CLI), so each reads the same board from it.
constexpr int kReadSide = 1280;

// `in` itself when it fits; else scaled so its longer side is `most_side`,
// the shape kept (each side at least 1).
Image scaled_to_fit(const Image& in, int most_side);

}  // namespace tl::vision
