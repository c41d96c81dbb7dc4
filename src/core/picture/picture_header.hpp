// picture_header.hpp: what a picture file is and the size it states, read
// from its first bytes before anything is decoded. A 250 KB PNG can claim
// 16,000 pixels a side and cost a gigabyte once decoded: the size is
// checked first, here, by one reader shared by the CLI (image_file) and the
// page's photo reader (its worker's module).
//
// Read: PNG (IHDR), JPEG (the frame header SOFn after any APPn segments;
// Exif orientations 5 to 8 swap the sides, as the picture is seen), GIF (the
// logical screen), WebP (VP8, VP8L, VP8X), BMP (the info header); anything
// else is named where its first bytes say what it is (HEIC, PPM, SVG).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/base/result.hpp"

namespace tl {

struct PictureHeader {
  std::string format;             // "PNG", "JPEG", "GIF", "WebP", "BMP"
  int64_t width = 0, height = 0;  // as the picture is seen (a JPEG's Exif turn applied)
};

// The format one of the readers here takes, by the file's first bytes:
// "PNG", "JPEG", "GIF", "WebP", "BMP", or empty. A caller tells a damaged
// file of a known format from a file of another kind by this, not by the
// wording of read_picture_header's error.
std::string_view picture_signature(std::string_view bytes);

// What the first bytes say a file of another kind is ("a HEIC photo ...",
// "a PPM picture", "an SVG drawing"), or empty where they say nothing known.
std::string picture_named(std::string_view bytes);

// The first bytes of a file (all of it, or enough to hold a JPEG's APPn
// segments: kPictureHeaderBytes): its format and stated size, or an error
// naming what the bytes are and why the size cannot be read.
Result<PictureHeader> read_picture_header(std::string_view bytes);
constexpr std::size_t kPictureHeaderBytes = std::size_t(256) << 10;

// The size a reader takes at most: `most_side` pixels a side and `most_pixels`
// in all; an error that says the size and the limits otherwise.
Result<PictureHeader> picture_within(const PictureHeader& h, int64_t most_side, int64_t most_pixels);

}  // namespace tl
