// exif_orientation.hpp: which way up a photo is meant to be seen. A phone
// stores the sensor's pixels as they came and writes the turn into the
// JPEG's Exif block (TIFF tag 0x0112, Orientation, 1..8); decoders such as
// stb_image ignore it, so a photo taken upright but stored sideways would be
// read turned, and the buttons pressed on the real device would be wrong.
// Read here from the bytes, and applied to the decoded pixels.
#pragma once

#include <string_view>

#include "core/picture/drawing.hpp"

namespace tl {

// The Exif orientation of JPEG bytes: 1 (as stored) when there is none, or
// it cannot be read (never an error: a photo with a broken Exif block is
// shown as stored).
int exif_orientation(std::string_view jpeg);
// The pixels turned and mirrored so that they are seen upright:
// 2 mirror, 3 half turn, 4 flip, 5 transpose, 6 a quarter turn clockwise,
// 7 transverse, 8 a quarter turn anticlockwise (the Exif standard's table).
Raster upright(const Raster& r, int orientation);

}  // namespace tl
