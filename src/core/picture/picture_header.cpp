// picture_header.cpp: see picture_header.hpp.
#include "core/picture/picture_header.hpp"

#include "core/picture/exif_orientation.hpp"

namespace tl {

namespace {

bool starts(std::string_view b, std::string_view with) { return b.substr(0, with.size()) == with; }

struct Bytes {
  std::string_view b;
  int64_t u8(std::size_t i) const { return i < b.size() ? int64_t(uint8_t(b[i])) : 0; }
  int64_t be16(std::size_t i) const { return u8(i) << 8 | u8(i + 1); }
  int64_t le16(std::size_t i) const { return u8(i) | u8(i + 1) << 8; }
  int64_t be32(std::size_t i) const { return be16(i) << 16 | be16(i + 2); }
  int64_t le24(std::size_t i) const { return le16(i) | u8(i + 2) << 16; }
  int64_t le32(std::size_t i) const { return le16(i) | le16(i + 2) << 16; }
};

}  // namespace

std::string picture_named(std::string_view b) {
  if (b.size() >= 12 && b.substr(4, 4) == "ftyp") {
    const std::string_view brand = b.substr(8, 4);
    if (brand == "heic" || brand == "heix" || brand == "mif1" || brand == "msf1" || brand == "hevc")
      return "a HEIC photo (an iPhone's own format), which is not read here: save it as JPEG (on an iPhone, "
             "Settings > Camera > Formats > Most Compatible) or take a screenshot";
  }
  if (starts(b, "P6") || starts(b, "P3")) return "a PPM picture";
  if (starts(b, "<svg") || starts(b, "<?xml")) return "an SVG drawing";
  return {};
}

std::string_view picture_signature(std::string_view b) {
  if (starts(b, "\x89PNG\r\n\x1a\n")) return "PNG";
  if (starts(b, "\xff\xd8\xff")) return "JPEG";
  if (starts(b, "GIF87a") || starts(b, "GIF89a")) return "GIF";
  if (starts(b, "RIFF") && b.size() >= 12 && b.substr(8, 4) == "WEBP") return "WebP";
  if (starts(b, "BM")) return "BMP";
  return {};
}

namespace {

Error truncated(const char* format) {
  return Error{0, std::string("the ") + format + " file's header cannot be read: it is truncated or not a " + format};
}

// A JPEG's frame header (SOFn), segment by segment from the start.
Result<PictureHeader> jpeg_header(std::string_view b) {
  const Bytes x{b};
  for (std::size_t at = 2; at + 4 <= b.size();) {
    if (x.u8(at) != 0xFF) return truncated("JPEG");
    const int64_t marker = x.u8(at + 1), length = x.be16(at + 2);
    const bool frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
    if (frame) {
      if (at + 9 > b.size()) return truncated("JPEG");
      PictureHeader h{"JPEG", x.be16(at + 7), x.be16(at + 5)};
      if (exif_orientation(b) >= 5) std::swap(h.width, h.height);  // seen turned a quarter
      return h;
    }
    if (marker == 0xDA || length < 2) return truncated("JPEG");
    at += 2 + std::size_t(length);
  }
  return truncated("JPEG");
}

// WebP: a RIFF file whose first chunk is VP8 (lossy), VP8L (lossless) or
// VP8X (extended: the canvas size).
Result<PictureHeader> webp_header(std::string_view b) {
  const Bytes x{b};
  if (b.size() < 30) return truncated("WebP");
  const std::string_view chunk = b.substr(12, 4);
  if (chunk == "VP8 ") return PictureHeader{"WebP", x.le16(26) & 0x3FFF, x.le16(28) & 0x3FFF};
  if (chunk == "VP8L") {
    if (x.u8(20) != 0x2F) return truncated("WebP");
    const int64_t bits = x.le32(21);
    return PictureHeader{"WebP", (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1};
  }
  if (chunk == "VP8X") return PictureHeader{"WebP", x.le24(24) + 1, x.le24(27) + 1};
  return truncated("WebP");
}

}  // namespace

Result<PictureHeader> read_picture_header(std::string_view b) {
  const Bytes x{b};
  const std::string_view format = picture_signature(b);
  if (format == "PNG") {
    if (b.size() < 24 || b.substr(12, 4) != "IHDR") return truncated("PNG");
    return PictureHeader{"PNG", x.be32(16), x.be32(20)};
  }
  if (format == "JPEG") return jpeg_header(b);
  if (format == "GIF") {
    if (b.size() < 10) return truncated("GIF");
    return PictureHeader{"GIF", x.le16(6), x.le16(8)};
  }
  if (format == "WebP") return webp_header(b);
  if (format == "BMP") {
    if (b.size() < 26) return truncated("BMP");
    const int64_t w = int32_t(uint32_t(x.le32(18))), h = int32_t(uint32_t(x.le32(22)));
    return PictureHeader{"BMP", w < 0 ? -w : w, h < 0 ? -h : h};  // a negative height: stored top down
  }
  const std::string named = picture_named(b);
  return Error{0, named.empty() ? "not a picture this reads" : named};
}

Result<PictureHeader> picture_within(const PictureHeader& h, int64_t most_side, int64_t most_pixels) {
  if (h.width < 1 || h.height < 1)
    return Error{0, "the " + h.format + " file states a size of " + std::to_string(h.width) + " x " + std::to_string(h.height) +
                        " pixels: it is damaged"};
  if (h.width > most_side || h.height > most_side || h.width * h.height > most_pixels)
    return Error{0, "the picture is " + std::to_string(h.width) + " x " + std::to_string(h.height) + " pixels: at most " +
                        std::to_string(most_side) + " a side" +
                        (most_pixels < most_side * most_side ? " and " + std::to_string(most_pixels >> 20) + " megapixels" : "") +
                        " are read"};
  return h;
}

}  // namespace tl
