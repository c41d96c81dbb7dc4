// image_file.cpp: stb's PNG writer and PNG/JPEG reader behind checks of our
// own. stb_image is code we cannot patch: what reaches it has a known
// format and a header whose size is within the limits.
#include "image_file/image_file.hpp"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>

#include "core/picture/exif_orientation.hpp"
#include "core/picture/picture_header.hpp"

// stb's declarations (its code is compiled once, in stb_impl.cpp).
#define STBI_NO_STDIO
#include <stb_image.h>
#define STBI_WRITE_NO_STDIO
#include <stb_image_write.h>

namespace tl::image_file {

namespace {

void append(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), std::size_t(size));
}

// What the bytes are by their first bytes, where they are not PNG or JPEG:
// the header reader names them (a GIF, a WebP, a HEIC photo, ...).
std::string other_format(std::string_view b) {
  if (picture_signature(b).empty()) {
    const std::string named = picture_named(b);
    return named.empty() ? "not a picture this reads" : named;
  }
  const Result<PictureHeader> h = read_picture_header(b);
  return h ? "a " + h->format + " picture" : "a damaged picture (" + h.error().message + ")";
}

}  // namespace

std::string picture_format(std::string_view b) {
  const std::string_view format = picture_signature(b);
  return format.empty() ? picture_named(b) : "a " + std::string(format) + " picture";
}

namespace {

// What in a JPEG stb_image 2.27 (Debian's) does not check and would overrun
// its own tables on: a Huffman table (DHT) whose code counts add up past
// 256, the size of the arrays it fills (our fuzzer found it; stb's later
// versions refuse it too). The bytes are walked as stb walks them: bytes
// that are not a marker skipped one by one, fill bytes before a marker,
// segments by their lengths, a scan's coded data up to the next marker
// that is not a restart, tables between a progressive JPEG's scans
// included. Empty when nothing is found (stb reports the rest itself).
std::string jpeg_damage(std::string_view b) {
  auto u8 = [&](std::size_t i) { return i < b.size() ? unsigned(uint8_t(b[i])) : 0u; };  // stb reads 0 past the end
  auto be16 = [&](std::size_t i) { return u8(i) << 8 | u8(i + 1); };
  std::size_t at = 2;
  while (at < b.size()) {
    if (u8(at) != 0xFF) {
      ++at;
      continue;
    }
    while (at < b.size() && u8(at) == 0xFF) ++at;
    if (at >= b.size()) break;
    const unsigned marker = u8(at++);
    if (marker == 0xD9) break;
    if (marker == 0x00 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) continue;  // no length
    if (marker == 0xC4) {
      long left = long(be16(at)) - 2;
      std::size_t p = at + 2;
      while (left > 0 && p < b.size()) {
        const unsigned q = u8(p);
        if (q >> 4 > 1 || (q & 15) > 3) return {};  // stb refuses this table itself
        unsigned codes = 0;
        for (std::size_t i = 1; i <= 16; ++i) codes += u8(p + i);
        if (codes > 256) return "a Huffman table with " + std::to_string(codes) + " codes (at most 256): the JPEG is damaged";
        p += 17 + codes;
        left -= long(17 + codes);
      }
      at = p;
      continue;
    }
    at += be16(at);
    if (marker == 0xDA)  // the coded data, up to a marker that is not a restart
      while (at + 1 < b.size() && !(u8(at) == 0xFF && u8(at + 1) != 0 && (u8(at + 1) < 0xD0 || u8(at + 1) > 0xD7))) ++at;
  }
  return {};
}

}  // namespace

std::string encode_png(const Raster& r) {
  std::string out;
  stbi_write_png_compression_level = 9;
  stbi_write_png_to_func(append, &out, r.width, r.height, r.channels, r.pixels.data(), r.width * r.channels);
  return out;
}

std::string encode_jpeg(const Raster& r, int quality) {
  std::string out;
  stbi_write_jpg_to_func(append, &out, r.width, r.height, r.channels, r.pixels.data(), quality);
  return out;
}

Result<Raster> decode_image(std::string_view bytes) {
  const std::string_view format = picture_signature(bytes);
  const bool png = format == "PNG", jpeg = format == "JPEG";
  if (!png && !jpeg) return Error{0, other_format(bytes) + ": PNG and JPEG are read"};
  if (bytes.size() > std::size_t(INT32_MAX)) return Error{0, "the file is over 2 GB"};
  const auto* data = reinterpret_cast<const stbi_uc*>(bytes.data());
  const int length = int(bytes.size());
  // The size the header states, checked before a pixel is decoded (stb
  // refuses a size past its limit without saying which).
  const Result<PictureHeader> head = read_picture_header(bytes);
  if (!head) return head.error();
  if (const Result<PictureHeader> within = picture_within(*head, kMostSide, kMostPixels); !within) return within.error();
  if (jpeg)
    if (const std::string damage = jpeg_damage(bytes); !damage.empty()) return Error{0, damage};
  int w = 0, h = 0, channels = 0;
  if (!stbi_info_from_memory(data, length, &w, &h, &channels))
    return Error{0, "the " + head->format + " file's header cannot be read (" + stbi_failure_reason() +
                        "): it is truncated or not a " + head->format};
  std::unique_ptr<stbi_uc, void (*)(void*)> pixels(stbi_load_from_memory(data, length, &w, &h, &channels, 4), stbi_image_free);
  if (!pixels)
    return Error{0, "the " + head->format + " file does not decode (" + stbi_failure_reason() + "): it is truncated or damaged"};
  Raster r;
  r.width = w, r.height = h, r.channels = 4;
  r.pixels.assign(pixels.get(), pixels.get() + std::size_t(w) * std::size_t(h) * 4);
  return jpeg ? upright(r, exif_orientation(bytes)) : r;
}

Result<std::string> read_file(const std::string& path, std::size_t most) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{0, "cannot open " + path};
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  if (size < 0) return Error{0, "cannot read " + path};
  if (std::size_t(size) > most)
    return Error{0, path + " is " + std::to_string(size) + " bytes: at most " + std::to_string(most) + " are read"};
  in.seekg(0);
  std::string bytes(std::size_t(size), '\0');
  if (!in.read(bytes.data(), size)) return Error{0, "cannot read " + path};
  return bytes;
}

Result<bool> write_file(const std::string& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return Error{0, "cannot write " + path};
  out.write(bytes.data(), std::streamsize(bytes.size()));
  if (!out) return Error{0, "cannot write " + path + " (is the disk full?)"};
  return true;
}

}  // namespace tl::image_file
