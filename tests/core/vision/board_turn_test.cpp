// board_turn_test.cpp: a board read turned or mirrored is the board read
// with its corners named that way (the reader agrees with the turn), and
// four turns or two mirrors give the read back.
#include <gtest/gtest.h>

#include "board_photo.hpp"
#include "core/vision/board_reader.hpp"
#include "core/vision/board_turn.hpp"

namespace tl::vision {
namespace {

bool same(const BoardRead& a, const BoardRead& b) {
  if (a.rows != b.rows || a.cols != b.cols || a.cells != b.cells) return false;
  for (int k = 0; k < 4; ++k)
    if (a.corners[std::size_t(k)].x != b.corners[std::size_t(k)].x || a.corners[std::size_t(k)].y != b.corners[std::size_t(k)].y)
      return false;
  return true;
}

TEST(BoardTurn, AgreesWithTheReaderGivenTheCornersNamedThatWay) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const test::Photo ph = test::photograph(3 + int(seed % 3), 4 + int(seed % 2), seed);
    const auto& k = ph.corners;
    const Result<BoardRead> as_is = read_board(ph.image, {.rows = ph.rows, .cols = ph.cols, .corners = k});
    ASSERT_TRUE(as_is) << seed;
    ASSERT_EQ(as_is->cells, ph.truth) << seed;
    const Result<BoardRead> turned =
        read_board(ph.image, {.rows = ph.cols, .cols = ph.rows, .corners = std::array<Point, 4>{k[3], k[0], k[1], k[2]}});
    ASSERT_TRUE(turned) << seed;
    EXPECT_TRUE(same(quarter_turn(*as_is), *turned)) << seed;
    const Result<BoardRead> mirror =
        read_board(ph.image, {.rows = ph.rows, .cols = ph.cols, .corners = std::array<Point, 4>{k[1], k[0], k[3], k[2]}});
    ASSERT_TRUE(mirror) << seed;
    EXPECT_TRUE(same(mirrored(*as_is), *mirror)) << seed;
  }
}

TEST(BoardTurn, FourTurnsOrTwoMirrorsAreNoChange) {
  BoardRead r;
  r.rows = 2, r.cols = 3;
  r.cells = {0, 1, 2, 3, 4, 5};
  r.confidence = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6};
  r.corners = {Point{0, 0}, Point{30, 0}, Point{30, 20}, Point{0, 20}};
  const BoardRead once = quarter_turn(r);
  EXPECT_EQ(once.rows, 3);
  EXPECT_EQ(once.cols, 2);
  EXPECT_EQ(once.cells, (std::vector<int>{3, 0, 4, 1, 5, 2}));  // the old bottom left first
  EXPECT_EQ(once.confidence[0], 0.4);
  EXPECT_TRUE(same(quarter_turn(quarter_turn(quarter_turn(once))), r));
  EXPECT_EQ(mirrored(r).cells, (std::vector<int>{2, 1, 0, 5, 4, 3}));
  EXPECT_TRUE(same(mirrored(mirrored(r)), r));
}

}  // namespace
}  // namespace tl::vision
