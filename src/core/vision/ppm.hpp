// ppm.hpp: the binary Netpbm picture (P6: "P6 width height maxval", then
// RGB bytes), read into RGBA and written from it: the one file format the
// reader takes so far, with no decoder to ship (PNG and JPEG come next).
// The size is checked from the header, before any pixel is allocated.
#pragma once

#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/vision/board_reader.hpp"

namespace tl::vision {

Result<Image> parse_ppm(std::string_view bytes);
std::string format_ppm(const Image& image);

}  // namespace tl::vision
