// image_scale_test.cpp: a photo scaled down keeps its shape and its colours
// (each new pixel the mean of those it covers), and a board photographed
// large reads the same once scaled to the reader's 1280 a side.
#include <gtest/gtest.h>

#include "board_photo.hpp"
#include "core/vision/image_scale.hpp"

namespace tl::vision {
namespace {

TEST(ImageScale, KeepsTheShapeAndTheMeanColour) {
  Image big{4000, 3000, std::vector<uint8_t>(std::size_t(4000) * 3000 * 4)};
  for (std::size_t i = 0; i < big.rgba.size(); i += 4) {
    const std::size_t px = i / 4, x = px % 4000;
    big.rgba[i] = x % 2 ? 200 : 100;  // stripes a pixel wide: their mean, 150, once scaled
    big.rgba[i + 1] = 40, big.rgba[i + 2] = 7, big.rgba[i + 3] = 255;
  }
  const Image s = scaled_to_fit(big, 1280);
  EXPECT_EQ(s.width, 1280);
  EXPECT_EQ(s.height, 960);
  ASSERT_EQ(s.rgba.size(), std::size_t(1280) * 960 * 4);
  for (std::size_t i = 0; i < s.rgba.size(); i += 4 * 997) {
    EXPECT_NEAR(s.rgba[i], 150, 17) << i;  // a box of 3 or 4 stripes: 133..167
    EXPECT_EQ(s.rgba[i + 1], 40);
    EXPECT_EQ(s.rgba[i + 3], 255);
  }
  const Image tall = scaled_to_fit(Image{10, 5000, std::vector<uint8_t>(std::size_t(10) * 5000 * 4, 9)}, 1280);
  EXPECT_EQ(tall.height, 1280);
  EXPECT_EQ(tall.width, 3);
  const Image small{30, 20, std::vector<uint8_t>(30 * 20 * 4, 1)};
  EXPECT_EQ(scaled_to_fit(small, 1280).width, 30) << "a picture that fits is left as it is";
}

TEST(ImageScale, ABoardPhotographedLargeReadsTheSameScaledDown) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const test::Photo ph = test::photograph(5, 5, seed, 2560, 1920);
    const Image s = scaled_to_fit(ph.image, 1280);
    std::array<Point, 4> half = ph.corners;
    for (Point& p : half) p = {p.x * 0.5, p.y * 0.5};
    const Result<BoardRead> r = read_board(s, {.rows = 5, .cols = 5, .corners = half});
    ASSERT_TRUE(r) << seed;
    EXPECT_EQ(r->cells, ph.truth) << seed;
  }
}

}  // namespace
}  // namespace tl::vision
