// exif_orientation.cpp: the JPEG's segments to APP1 "Exif\0\0", its TIFF
// header's byte order, IFD0's entries to tag 0x0112. Every read is checked
// against the bytes' end: the file is the player's and may be anything.
#include "core/picture/exif_orientation.hpp"

#include <cstdint>

namespace tl {

namespace {

struct Reader {
  std::string_view b;
  bool little = false;
  bool has(std::size_t at, std::size_t n) const { return at <= b.size() && n <= b.size() - at; }
  unsigned u8(std::size_t at) const { return uint8_t(b[at]); }
  unsigned u16(std::size_t at) const { return little ? u8(at) | u8(at + 1) << 8 : u8(at) << 8 | u8(at + 1); }
  uint32_t u32(std::size_t at) const {
    return little ? uint32_t(u16(at)) | uint32_t(u16(at + 2)) << 16 : uint32_t(u16(at)) << 16 | uint32_t(u16(at + 2));
  }
};

// The orientation in a TIFF block (the Exif payload after "Exif\0\0").
int tiff_orientation(std::string_view tiff) {
  Reader r{tiff};
  if (!r.has(0, 8)) return 1;
  if (tiff.substr(0, 2) == "II") r.little = true;
  else if (tiff.substr(0, 2) != "MM") return 1;
  const uint32_t ifd = r.u32(4);
  if (!r.has(ifd, 2)) return 1;
  const unsigned entries = r.u16(ifd);
  for (unsigned i = 0; i < entries; ++i) {
    const std::size_t e = ifd + 2 + std::size_t(i) * 12;
    if (!r.has(e, 12)) return 1;
    if (r.u16(e) != 0x0112) continue;
    const unsigned v = r.u16(e + 8);  // a SHORT, left-justified in the value field
    return v >= 1 && v <= 8 ? int(v) : 1;
  }
  return 1;
}

}  // namespace

int exif_orientation(std::string_view jpeg) {
  Reader r{jpeg};
  if (!r.has(0, 2) || r.u8(0) != 0xFF || r.u8(1) != 0xD8) return 1;  // not a JPEG
  std::size_t at = 2;
  while (r.has(at, 4)) {
    if (r.u8(at) != 0xFF) return 1;
    const unsigned marker = r.u8(at + 1);
    if (marker == 0xDA || marker == 0xD9) return 1;  // the image data starts: no Exif before it
    const std::size_t length = r.u16(at + 2);        // counts itself, not the marker
    if (length < 2 || !r.has(at + 2, length)) return 1;
    if (marker == 0xE1 && length >= 8 && jpeg.substr(at + 4, 6) == std::string_view("Exif\0\0", 6))
      return tiff_orientation(jpeg.substr(at + 10, length - 8));
    at += 2 + length;
  }
  return 1;
}

Raster upright(const Raster& r, int orientation) {
  if (orientation < 2 || orientation > 8) return r;
  const bool swap = orientation >= 5;
  const int w = swap ? r.height : r.width, h = swap ? r.width : r.height;
  Raster out(w, h, r.channels == 1 ? Channels::Grey : Channels::Rgba, {});
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      // (x, y) of the upright picture comes from (sx, sy) of the stored one.
      int sx = x, sy = y;
      switch (orientation) {
        case 2: sx = r.width - 1 - x; break;
        case 3: sx = r.width - 1 - x, sy = r.height - 1 - y; break;
        case 4: sy = r.height - 1 - y; break;
        case 5: sx = y, sy = x; break;
        case 6: sx = y, sy = r.height - 1 - x; break;
        case 7: sx = r.width - 1 - y, sy = r.height - 1 - x; break;
        case 8: sx = r.width - 1 - y, sy = x; break;
        default: break;
      }
      const std::size_t from = (std::size_t(sy) * std::size_t(r.width) + std::size_t(sx)) * std::size_t(r.channels);
      const std::size_t to = (std::size_t(y) * std::size_t(w) + std::size_t(x)) * std::size_t(r.channels);
      for (int c = 0; c < r.channels; ++c) out.pixels[to + std::size_t(c)] = r.pixels[from + std::size_t(c)];
    }
  return out;
}

}  // namespace tl
