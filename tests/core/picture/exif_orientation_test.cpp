// exif_orientation_test.cpp: the Exif Orientation tag read from JPEG bytes
// built here (both byte orders, other segments before it, broken blocks),
// and the eight orientations turning a 3 x 2 picture upright.
#include <gtest/gtest.h>

#include <string>

#include "core/picture/exif_orientation.hpp"

namespace tl {
namespace {

// SOI, an APP0, then APP1 "Exif" with a TIFF block holding IFD0 with one
// entry (another tag first when `other` is set), then SOS.
std::string jpeg_with(int orientation, bool little, bool other = false) {
  auto u16 = [&](unsigned v) {
    return little ? std::string{char(v & 0xFF), char(v >> 8)} : std::string{char(v >> 8), char(v & 0xFF)};
  };
  auto u32 = [&](uint32_t v) { return little ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF); };
  std::string tiff = std::string(little ? "II" : "MM") + u16(42) + u32(8);
  tiff += u16(other ? 2 : 1);
  if (other) tiff += u16(0x010F) + u16(2) + u32(4) + u32(0);  // Make, an ASCII tag
  tiff += u16(0x0112) + u16(3) + u32(1) + u16(unsigned(orientation)) + u16(0);
  tiff += u32(0);
  const std::string exif = std::string("Exif\0\0", 6) + tiff;
  std::string app0 = "\xFF\xE0" + std::string{0, 16} + std::string("JFIF\0\1\1\0\0\1\0\1\0\0", 14);
  const std::size_t len = exif.size() + 2;
  return "\xFF\xD8" + app0 + "\xFF\xE1" + std::string{char(len >> 8), char(len & 0xFF)} + exif + "\xFF\xDA";
}

TEST(ExifOrientation, ReadFromEitherByteOrder) {
  for (int o = 1; o <= 8; ++o) {
    EXPECT_EQ(exif_orientation(jpeg_with(o, true)), o);
    EXPECT_EQ(exif_orientation(jpeg_with(o, false, true)), o);
  }
}

TEST(ExifOrientation, AnythingElseIsAsStored) {
  EXPECT_EQ(exif_orientation(""), 1);
  EXPECT_EQ(exif_orientation("\x89PNG\r\n\x1a\n"), 1);
  EXPECT_EQ(exif_orientation(jpeg_with(9, true)), 1);  // out of range
  std::string cut = jpeg_with(6, true);
  for (std::size_t n = 0; n < cut.size() - 12; ++n) {
    const int o = exif_orientation(cut.substr(0, n));  // every truncation: no read past the end (ASan)
    EXPECT_TRUE(o == 1 || o == 6) << n;
  }
}

TEST(ExifOrientation, UprightTurnsEachOrientation) {
  // Stored 3 wide, 2 high, grey values 0..5 in reading order:  0 1 2 / 3 4 5.
  Raster r(3, 2, Channels::Grey, {});
  for (int i = 0; i < 6; ++i) r.put(i % 3, i / 3, {uint8_t(i), uint8_t(i), uint8_t(i)});
  auto read = [](const Raster& x) {
    std::string s;
    for (int y = 0; y < x.height; ++y) {
      if (y) s += '/';
      for (int xx = 0; xx < x.width; ++xx) s += char('0' + x.at(xx, y).r);
    }
    return s;
  };
  EXPECT_EQ(read(upright(r, 1)), "012/345");
  EXPECT_EQ(read(upright(r, 2)), "210/543");
  EXPECT_EQ(read(upright(r, 3)), "543/210");
  EXPECT_EQ(read(upright(r, 4)), "345/012");
  EXPECT_EQ(read(upright(r, 5)), "03/14/25");
  EXPECT_EQ(read(upright(r, 6)), "30/41/52");  // a quarter turn clockwise
  EXPECT_EQ(read(upright(r, 7)), "52/41/30");
  EXPECT_EQ(read(upright(r, 8)), "25/14/03");  // a quarter turn anticlockwise
}

}  // namespace
}  // namespace tl
