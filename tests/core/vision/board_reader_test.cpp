// board_reader_test.cpp: the perspective map is exact at its corners and
// keeps straight lines straight; a board photographed by the tests
// (board_photo.hpp: turned, at an angle, uneven light, glare, noise) reads
// back as its truth, with its corners found and with them given; what is
// not a readable picture or board says why.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>

#include "board_photo.hpp"
#include "core/vision/board_reader.hpp"
#include "core/vision/homography.hpp"

namespace tl::vision {
namespace {

TEST(Homography, MapsTheSquaresCornersToTheQuadAndLinesToLines) {
  test::Draw r{7};
  for (int n = 0; n < 200; ++n) {
    std::array<Point, 4> q{};
    const double cx = r.uniform(100, 500), cy = r.uniform(100, 400), s = r.uniform(50, 200);
    q[0] = {cx - s + r.uniform(-30, 30), cy - s + r.uniform(-30, 30)};
    q[1] = {cx + s + r.uniform(-30, 30), cy - s + r.uniform(-30, 30)};
    q[2] = {cx + s + r.uniform(-30, 30), cy + s + r.uniform(-30, 30)};
    q[3] = {cx - s + r.uniform(-30, 30), cy + s + r.uniform(-30, 30)};
    const std::optional<Homography> m = square_to_quad(q);
    ASSERT_TRUE(m) << n;
    const Point unit[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int k = 0; k < 4; ++k) {
      EXPECT_NEAR(m->apply(unit[k]).x, q[std::size_t(k)].x, 1e-6);
      EXPECT_NEAR(m->apply(unit[k]).y, q[std::size_t(k)].y, 1e-6);
    }
    // The square's edge midpoint lies on the quad's edge (collinear: zero cross product).
    const Point a = q[0], b = q[1], mid = m->apply({0.5, 0});
    EXPECT_NEAR((b.x - a.x) * (mid.y - a.y) - (b.y - a.y) * (mid.x - a.x), 0.0, 1e-6 * s * s);
    // And the inverse the test draws with takes it back.
    const Point back = test::unmap(*m, m->apply({0.3, 0.8}));
    EXPECT_NEAR(back.x, 0.3, 1e-9);
    EXPECT_NEAR(back.y, 0.8, 1e-9);
  }
  EXPECT_FALSE(square_to_quad({Point{0, 0}, Point{1, 1}, Point{2, 2}, Point{0, 5}})) << "three on a line";
}

// The corpus: 300 photographs, sizes 3x3 to 7x7 and 4x5, on seeds from
// 100000: read first once the reader was written, and nothing in the reader
// tuned on them since (the first run printed 295 boards right, 99.90% of
// cells, every wrong board flagged).
TEST(BoardReader, ReadsThePhotographedBoardsCorners) {
  const int sizes[][2] = {{3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {4, 5}};
  test::ReadTally t;
  double seconds = 0;
  for (int n = 0; n < test::natively_or(300, 30); ++n) {
    const auto [rows, cols] = sizes[n % 6];
    const test::Photo ph = test::photograph(rows, cols, 100000 + uint64_t(n));
    const auto t0 = std::chrono::steady_clock::now();
    const Result<BoardRead> read = read_board(ph.image, {.rows = rows, .cols = cols});
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ASSERT_TRUE(read) << n << ": " << read.error().message;
    t.add(ph, read);
  }
  std::printf("        %s; %.1f ms a photo\n", t.line().c_str(), 1000.0 * seconds / t.photos);
  if (test::kSanitized) return;  // a tenth of the photos: the floors are the whole corpus's
  EXPECT_GE(t.right * 100, t.photos * 95) << "the whole board right in 95% of photos";
  EXPECT_GE(t.cells_right * 1000, t.cells * 995) << "99.5% of cells right";
}

// The same 300 photographs, rows and columns not given: counted from the
// lattice of cells (all of 2..12 scored). The first count read 87.7% of
// these sizes (6 x 6 taken for 2 or 3: a third's middles are true middles);
// the rule for ties was then set on seeds 1..300, not these, and read all
// 300 here.
TEST(BoardReader, CountsTheRowsAndColumnsOfThePhotographedBoards) {
  const int sizes[][2] = {{3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {4, 5}};
  int found = 0, whole = 0;
  const int photos = test::natively_or(300, 30);
  for (int n = 0; n < photos; ++n) {
    const auto [rows, cols] = sizes[n % 6];
    const test::Photo ph = test::photograph(rows, cols, 100000 + uint64_t(n));
    const Result<BoardRead> read = read_board(ph.image, {});
    ASSERT_TRUE(read) << n << ": " << read.error().message;
    const bool size = read->rows == rows && read->cols == cols;
    found += size;
    whole += size && read->cells == ph.truth;
  }
  std::printf("        %d photos, size not given: %d sizes found (%.1f%%), %d boards read whole\n", photos, found,
              100.0 * found / photos, whole);
  EXPECT_GE(found * 100, photos * 90) << "rows and columns found in 90% of photos";
}

TEST(BoardReader, GivenCornersAreUsedAsGiven) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const test::Photo ph = test::photograph(5, 5, seed);
    const Result<BoardRead> read = read_board(ph.image, {.rows = 5, .cols = 5, .corners = ph.corners});
    ASSERT_TRUE(read);
    EXPECT_EQ(read->cells, ph.truth) << seed;
    EXPECT_EQ(read->corners[2].x, ph.corners[2].x);
  }
}

TEST(BoardReader, WhatCannotBeReadSaysWhy) {
  const test::Photo ph = test::photograph(4, 4, 3);
  const auto says = [](const Result<BoardRead>& r, const char* words) {
    return !r && r.error().message.find(words) != std::string::npos;
  };
  EXPECT_TRUE(says(read_board(ph.image, {.rows = 1, .cols = 4}), "from 2 to 12"));
  EXPECT_TRUE(says(read_board(ph.image, {.rows = -3, .cols = 0}), "from 2 to 12"));
  EXPECT_TRUE(says(read_board(ph.image, {.rows = 4, .cols = 13}), "from 2 to 12"));
  EXPECT_TRUE(says(read_board(ph.image, {.rows = 4, .cols = 4, .states = 9}), "2 to 8"));
  EXPECT_TRUE(says(read_board(Image{1, 1, std::vector<uint8_t>(4)}, {.rows = 4, .cols = 4}), "at least 8 x 8"));
  EXPECT_TRUE(says(read_board(Image{20000, 8, {}}, {.rows = 4, .cols = 4}), "16,384 a side"));
  EXPECT_TRUE(says(read_board(Image{100, 100, std::vector<uint8_t>(10)}, {.rows = 4, .cols = 4}), "do not fill"));
  Image plain{64, 64, std::vector<uint8_t>(64 * 64 * 4, 128)};
  EXPECT_TRUE(says(read_board(plain, {.rows = 4, .cols = 4}), "no board was found"));
  const std::array<Point, 4> line = {Point{0, 0}, Point{10, 10}, Point{20, 20}, Point{0, 30}};
  EXPECT_TRUE(says(read_board(ph.image, {.rows = 4, .cols = 4, .corners = line}), "do not make a board"));
}

}  // namespace
}  // namespace tl::vision
