// image_file.hpp: pictures as files natively: PNG written, PNG and JPEG
// read, on Debian's stb (libstb-dev: stb_image_write and stb_image, built
// here with only those two formats and a dimension limit).
//
// The page never links this: there the browser encodes and decodes. Each
// size is checked from the file's header before a pixel is decoded, so a
// file that claims 100,000 pixels a side costs nothing; a JPEG's Exif
// orientation is applied (core/picture/exif_orientation.hpp says why).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/picture/drawing.hpp"

namespace tl::image_file {

constexpr int kMostSide = 16384;
constexpr int64_t kMostPixels = int64_t(64) << 20;  // 64 megapixels

// PNG bytes of `r` (grey or RGBA), deflated.
std::string encode_png(const Raster& r);
// JPEG bytes at `quality` 1..100 (baseline, no Exif): the tests' photographs
// carry JPEG's own artefacts this way.
std::string encode_jpeg(const Raster& r, int quality);
// A PNG or JPEG as RGBA pixels, upright; an error names what the bytes are
// (another format, HEIC, truncated, too large) and what is taken.
Result<Raster> decode_image(std::string_view bytes);

// What the bytes are when their first bytes say a picture ("a JPEG
// picture", "a GIF picture", ...), or "" when they do not.
std::string picture_format(std::string_view bytes);

// The whole file, or an error naming it; `most` bytes at most.
Result<std::string> read_file(const std::string& path, std::size_t most);
// Writes `bytes` to `path`, replacing it; an error names the path.
Result<bool> write_file(const std::string& path, std::string_view bytes);

}  // namespace tl::image_file
