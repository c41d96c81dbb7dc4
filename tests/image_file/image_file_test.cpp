// image_file_test.cpp: PNG written and read back pixel for pixel; what is
// not a PNG or JPEG, a truncated file, and a header claiming too many
// pixels are refused in words, before any pixel is decoded.
#include <gtest/gtest.h>

#include <string>

#include "image_file/image_file.hpp"

namespace tl {
namespace {

std::string refusal(const std::string& bytes) {
  auto r = image_file::decode_image(bytes);
  return r.ok() ? std::string("(decoded)") : r.error().message;
}

// A PNG signature and an IHDR chunk claiming w x h (stb reads the header
// without checking the CRC).
std::string png_header(uint32_t w, uint32_t h) {
  auto be = [](uint32_t v) { return std::string{char(v >> 24), char(v >> 16 & 0xFF), char(v >> 8 & 0xFF), char(v & 0xFF)}; };
  return std::string("\x89PNG\r\n\x1a\n", 8) + be(13) + "IHDR" + be(w) + be(h) + std::string("\x08\x06\0\0\0", 5) + be(0);
}

TEST(ImageFile, PngRoundTripsRgbaAndGrey) {
  for (Channels channels : {Channels::Grey, Channels::Rgba}) {
    Raster r(37, 23, channels, {255, 255, 255});
    for (int y = 0; y < r.height; ++y)
      for (int x = 0; x < r.width; ++x)
        r.put(x, y,
              channels == Channels::Grey ? Colour{uint8_t(x * 7), uint8_t(x * 7), uint8_t(x * 7)}
                                         : Colour{uint8_t(x * 7), uint8_t(y * 11), uint8_t(x ^ y)});
    const std::string png = image_file::encode_png(r);
    auto back = image_file::decode_image(png);
    ASSERT_TRUE(back.ok()) << back.error().message;
    ASSERT_EQ(back->width, 37);
    ASSERT_EQ(back->height, 23);
    for (int y = 0; y < r.height; ++y)
      for (int x = 0; x < r.width; ++x) ASSERT_EQ(back->at(x, y), r.at(x, y)) << x << "," << y;
  }
}

TEST(ImageFile, APlainBoardCompresses) {
  // A 1000 x 1000 picture of few colours: deflate, not stored bytes (the
  // screenshots' old writer stored 4 MB for this).
  Raster r(1000, 1000, Channels::Rgba, {255, 255, 255});
  r.fill_rect(100, 100, 400, 400, {0, 0, 0});
  EXPECT_LT(image_file::encode_png(r).size(), 64000u);
}

TEST(ImageFile, WhatIsNotReadIsNamed) {
  EXPECT_NE(refusal("GIF89a....").find("a GIF picture: PNG and JPEG are read"), std::string::npos);
  EXPECT_NE(refusal(std::string("\0\0\0\x18"
                                "ftypheic\0\0\0\0",
                                16))
                .find("HEIC"),
            std::string::npos);
  EXPECT_NE(refusal("hello").find("not a picture this reads"), std::string::npos);
  EXPECT_NE(refusal(png_header(20000, 10)).find("20000 x 10 pixels: at most 16384 a side"), std::string::npos);
  EXPECT_NE(refusal(png_header(10000, 10000)).find("64 megapixels"), std::string::npos);
  // A real PNG cut short: its header reads, its pixels do not.
  Raster r(64, 64, Channels::Rgba, {10, 200, 30});
  const std::string png = image_file::encode_png(r);
  EXPECT_NE(refusal(png.substr(0, png.size() / 2)).find("does not decode"), std::string::npos);
  EXPECT_NE(refusal(std::string("\xff\xd8\xff\xe0", 4)).find("JPEG"), std::string::npos);
}

// A JPEG whose Huffman table claims more than 256 codes: stb 2.27 would
// write past its tables (our fuzzer found it); refused before stb runs.
TEST(ImageFile, AJpegWithAnOverfullHuffmanTableIsRefusedBeforeStb) {
  Raster r(16, 16, Channels::Rgba, {90, 120, 200});
  std::string jpeg = image_file::encode_jpeg(r, 80);
  ASSERT_TRUE(image_file::decode_image(jpeg).ok());
  const std::size_t dht = jpeg.find("\xFF\xC4");
  ASSERT_NE(dht, std::string::npos);
  for (int i = 0; i < 16; ++i) jpeg[dht + 5 + std::size_t(i)] = char(0x7e);  // 16 x 126 codes
  const auto bad = image_file::decode_image(jpeg);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("2016 codes (at most 256): the JPEG is damaged"), std::string::npos) << bad.error().message;
}

}  // namespace
}  // namespace tl
