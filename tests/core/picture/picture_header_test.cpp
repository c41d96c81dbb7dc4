// picture_header_test.cpp: the size a picture file states, read from its
// first bytes for each format the readers meet (PNG, JPEG with and without
// an Exif turn, GIF, WebP's three kinds, BMP), what is not a picture named,
// and the limits said with the size, before anything is decoded.
#include <gtest/gtest.h>

#include <string>

#include "core/picture/picture_header.hpp"

namespace tl {
namespace {

std::string be16(int v) { return {char((v >> 8) & 255), char(v & 255)}; }
std::string le16(int v) { return {char(v & 255), char((v >> 8) & 255)}; }
std::string be32(int64_t v) { return be16(int((v >> 16) & 0xFFFF)) + be16(int(v & 0xFFFF)); }
std::string le32(int64_t v) { return le16(int(v & 0xFFFF)) + le16(int((v >> 16) & 0xFFFF)); }

std::string png(int64_t w, int64_t h) {
  return std::string("\x89PNG\r\n\x1a\n", 8) + be32(13) + "IHDR" + be32(w) + be32(h) + std::string("\x08\x06\0\0\0", 5);
}

// A JPEG's markers up to its frame header: an APP1 Exif block with one
// Orientation tag (when `turn` is not 0), then SOF0 with the size.
std::string jpeg(int w, int h, int turn) {
  std::string b("\xff\xd8", 2);
  if (turn) {
    const std::string tiff =
        std::string("MM\0*", 4) + be32(8) + be16(1) + be16(0x0112) + be16(3) + be32(1) + be16(turn) + be16(0) + be32(0);
    const std::string exif = std::string("Exif\0\0", 6) + tiff;
    b += std::string("\xff\xe1", 2) + be16(int(exif.size()) + 2) + exif;
  }
  b += std::string("\xff\xdb", 2) + be16(4) + std::string("\0\0", 2);  // a table segment to walk past
  return b + std::string("\xff\xc0", 2) + be16(17) + "\x08" + be16(h) + be16(w) + std::string(12, '\0');
}

std::string riff(const std::string& chunk, const std::string& body) {
  return "RIFF" + le32(int64_t(4 + 8 + body.size())) + "WEBP" + chunk + le32(int64_t(body.size())) + body;
}

void expect_size(const std::string& bytes, const char* format, int64_t w, int64_t h) {
  const Result<PictureHeader> r = read_picture_header(bytes);
  ASSERT_TRUE(r) << format << ": " << r.error().message;
  EXPECT_EQ(r->format, format);
  EXPECT_EQ(r->width, w) << format;
  EXPECT_EQ(r->height, h) << format;
}

TEST(PictureHeader, EachFormatsStatedSize) {
  expect_size(png(16000, 16000), "PNG", 16000, 16000);
  expect_size(jpeg(4032, 3024, 0), "JPEG", 4032, 3024);
  expect_size(jpeg(4032, 3024, 1), "JPEG", 4032, 3024);
  expect_size(jpeg(4032, 3024, 6), "JPEG", 3024, 4032);  // stored sideways, seen upright
  expect_size("GIF89a" + le16(640) + le16(480) + std::string(8, '\0'), "GIF", 640, 480);
  // VP8 (lossy): the frame tag, the start code, 14-bit sides.
  expect_size(riff("VP8 ", std::string("\0\0\0\x9d\x01\x2a", 6) + le16(1920) + le16(1080) + std::string(8, '\0')), "WebP", 1920,
              1080);
  // VP8L (lossless): 0x2f, then 14 bits each of width - 1 and height - 1.
  expect_size(riff("VP8L", "\x2f" + le32((1023) | (int64_t(767) << 14)) + std::string(8, '\0')), "WebP", 1024, 768);
  // VP8X (extended): 24-bit canvas width - 1 and height - 1.
  const std::string zero(1, '\0');
  expect_size(riff("VP8X", std::string(4, '\0') + le16(19999) + zero + le16(9) + zero + std::string(8, '\0')), "WebP", 20000, 10);
  expect_size("BM" + std::string(16, '\0') + le32(800) + le32(-600) + std::string(8, '\0'), "BMP", 800, 600);
}

TEST(PictureHeader, WhatIsNotReadIsNamed) {
  const auto error_of = [](const std::string& b) {
    const Result<PictureHeader> r = read_picture_header(b);
    return r ? std::string("(read)") : r.error().message;
  };
  EXPECT_EQ(error_of(png(10, 10).substr(0, 20)), "the PNG file's header cannot be read: it is truncated or not a PNG");
  EXPECT_EQ(error_of(std::string("\xff\xd8\xff\xe0", 4)), "the JPEG file's header cannot be read: it is truncated or not a JPEG");
  EXPECT_NE(error_of(std::string("\0\0\0\x18"
                                 "ftypheic",
                                 12))
                .find("a HEIC photo"),
            std::string::npos);
  EXPECT_EQ(error_of("<svg xmlns=..."), "an SVG drawing");
  EXPECT_EQ(error_of("10\n01\n"), "not a picture this reads");
}

TEST(PictureHeader, TheLimitsAreSaidWithTheSize) {
  const PictureHeader big{"PNG", 16000, 16000};
  const Result<PictureHeader> r = picture_within(big, 16384, int64_t(64) << 20);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message, "the picture is 16000 x 16000 pixels: at most 16384 a side and 64 megapixels are read");
  EXPECT_TRUE(picture_within(PictureHeader{"PNG", 8000, 8000}, 16384, int64_t(64) << 20));
  EXPECT_EQ(picture_within(PictureHeader{"PNG", 8192, 8192}, 1024, 1024 * 1024).error().message,
            "the picture is 8192 x 8192 pixels: at most 1024 a side are read")
      << "no pixel count where the sides say it";
  EXPECT_FALSE(picture_within(PictureHeader{"GIF", 0, 10}, 16384, int64_t(64) << 20));
}

}  // namespace
}  // namespace tl
