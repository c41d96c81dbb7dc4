// board_patterns_test.cpp: the whole-board patterns and operations, cell by
// cell on small boards, as properties (four shifts or turns come back, an
// inversion k times is nothing), and through the midend: one undoable step,
// on the goal while Edit edits it, random solvable positions that solve,
// refusals that say why.
#include <gtest/gtest.h>

#include "core/game/board_patterns.hpp"
#include "core/midend/midend.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

BoardGrid grid(int rows, int cols, int k, std::vector<int> values, Topology t = Topology::Plain) {
  return BoardGrid{rows, cols, k, t, std::move(values)};
}

TEST(BoardPatterns, PatternsCellByCell) {
  const BoardGrid g = grid(4, 5, 3, std::vector<int>(20, 1));
  EXPECT_EQ(change_board(BoardChange::AllLit, g), std::vector<int>(20, 2)) << "k - 1 everywhere";
  EXPECT_EQ(change_board(BoardChange::AllOff, g), std::vector<int>(20, 0));
  EXPECT_EQ(change_board(BoardChange::Corners, g),
            (std::vector<int>{2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 2}));
  EXPECT_EQ(change_board(BoardChange::Border, g), (std::vector<int>{2, 2, 2, 2, 2, 2, 0, 0, 0, 2, 2, 0, 0, 0, 2, 2, 2, 2, 2, 2}));
  EXPECT_EQ(change_board(BoardChange::Checkers, g),
            (std::vector<int>{2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0}));
  EXPECT_EQ(change_board(BoardChange::Chessboard, g),
            (std::vector<int>{2, 2, 0, 0, 2, 2, 2, 0, 0, 2, 0, 0, 2, 2, 0, 0, 0, 2, 2, 0}));
  const std::vector<int> r1 = change_board(BoardChange::Random, g, 1), r2 = change_board(BoardChange::Random, g, 2);
  EXPECT_EQ(r1, change_board(BoardChange::Random, g, 1)) << "a seed gives one board";
  EXPECT_NE(r1, r2);
  for (int v : r1) EXPECT_TRUE(v >= 0 && v < 3);
}

TEST(BoardPatterns, OperationsMoveCellsAndValues) {
  // 2 x 3:  1 2 3 / 4 5 6 (mod 7)
  const BoardGrid g = grid(2, 3, 7, {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(change_board(BoardChange::ShiftLeft, g), (std::vector<int>{2, 3, 1, 5, 6, 4}));
  EXPECT_EQ(change_board(BoardChange::ShiftRight, g), (std::vector<int>{3, 1, 2, 6, 4, 5}));
  EXPECT_EQ(change_board(BoardChange::ShiftUp, g), (std::vector<int>{4, 5, 6, 1, 2, 3}));
  EXPECT_EQ(change_board(BoardChange::ShiftDown, g), (std::vector<int>{4, 5, 6, 1, 2, 3}));
  EXPECT_EQ(change_board(BoardChange::Reflect, g), (std::vector<int>{3, 2, 1, 6, 5, 4}));
  EXPECT_EQ(change_board(BoardChange::Turn, g), (std::vector<int>{6, 5, 4, 3, 2, 1})) << "not square: a half turn";
  EXPECT_EQ(change_board(BoardChange::Invert, g), (std::vector<int>{2, 3, 4, 5, 6, 0}));
  EXPECT_EQ(change_board(BoardChange::RotateStates, grid(2, 3, 7, {0, 1, 6, 5, 0, 3})), (std::vector<int>{0, 2, 1, 6, 0, 4}));
  // A quarter turn clockwise of 1 2 / 3 4 is 3 1 / 4 2.
  EXPECT_EQ(change_board(BoardChange::Turn, grid(2, 2, 5, {1, 2, 3, 4})), (std::vector<int>{3, 1, 4, 2}));
  EXPECT_EQ(change_board(BoardChange::Turn, grid(2, 2, 5, {1, 2, 3, 4}, Topology::Projective)), (std::vector<int>{3, 1, 4, 2}));
  EXPECT_EQ(change_board(BoardChange::Turn, grid(2, 2, 5, {1, 2, 3, 4}, Topology::Klein)), (std::vector<int>{4, 3, 2, 1}))
      << "a quarter turn would carry the Klein bottle's twist to the other pair: a half turn";
}

TEST(BoardPatterns, FourStepsComeBackAndKInversionsAreNothing) {
  std::vector<int> v(35);
  for (std::size_t i = 0; i < v.size(); ++i) v[i] = int(i * 7 % 5);
  for (BoardChange c : {BoardChange::ShiftUp, BoardChange::ShiftDown, BoardChange::ShiftLeft, BoardChange::ShiftRight}) {
    BoardGrid g = grid(5, 7, 5, v);
    for (int i = 0; i < (c == BoardChange::ShiftUp || c == BoardChange::ShiftDown ? 5 : 7); ++i) g.values = change_board(c, g);
    EXPECT_EQ(g.values, v) << board_change_name(c);
  }
  BoardGrid sq = grid(5, 5, 5, std::vector<int>(v.begin(), v.begin() + 25), Topology::Torus);
  const std::vector<int> start = sq.values;
  for (int i = 0; i < 4; ++i) sq.values = change_board(BoardChange::Turn, sq);
  EXPECT_EQ(sq.values, start);
  sq.values = change_board(BoardChange::Turn, sq);
  EXPECT_NE(sq.values, start) << "one quarter turn moves it";
  BoardGrid inv = grid(5, 7, 5, v);
  for (int i = 0; i < 5; ++i) inv.values = change_board(BoardChange::Invert, inv);
  EXPECT_EQ(inv.values, v);
  BoardGrid rot = grid(5, 7, 5, v);
  for (int i = 0; i < 4; ++i) rot.values = change_board(BoardChange::RotateStates, rot);
  EXPECT_EQ(rot.values, v) << "k - 1 = 4 rotations of the lit states";
}

TEST(BoardPatterns, NamesRoundTripAndRefusalsSayWhy) {
  for (int i = 0; i < kBoardChangeCount; ++i)
    EXPECT_EQ(board_change_from_name(board_change_name(BoardChange(i))), BoardChange(i));
  EXPECT_FALSE(board_change_from_name("upside-down"));
  EXPECT_NE(board_change_refusal(BoardChange::RotateStates, grid(3, 3, 2, {}), true).find("more than two states"),
            std::string::npos);
  EXPECT_NE(board_change_refusal(BoardChange::ShiftUp, grid(1, 10, 2, {}), false).find("not a grid"), std::string::npos);
  EXPECT_TRUE(board_change_refusal(BoardChange::Invert, grid(1, 10, 2, {}), false).empty()) << "values only";
}

// Through the midend: one undo step each, on the lights while playing and
// on the goal while Edit edits it; random solvable boards solve.
TEST(BoardPatterns, TheMidendMakesOneUndoableStepOnTheLightsOrTheGoal) {
  Midend g(test::load("lightsout5x5-k3:00000/00100/01110/00100/00000"));
  g.set_seed(5);
  const Position before = g.current().position;
  ASSERT_TRUE(g.change_board(BoardChange::Border));
  EXPECT_EQ(g.machine().cells(g.current().position),
            change_board(BoardChange::Border, BoardGrid{5, 5, 3, Topology::Plain, std::vector<int>(25, 0)}));
  ASSERT_TRUE(g.undo());
  EXPECT_EQ(g.current().position, before) << "one undo takes it back";
  g.set_editing(true, true);  // the goal
  ASSERT_TRUE(g.change_board(BoardChange::Corners));
  EXPECT_EQ(g.machine().goal_cells(g.current().position)[0], 2);
  EXPECT_EQ(g.machine().cells(g.current().position), g.machine().cells(before)) << "the lights untouched";
  g.end_edit();
  for (const char* id : {"lightsout5x5:00000/00000/00000/00000/00000", "lightsout4x4-k4-klein:0000/0000/0000/0000",
                         "merlin:000/000/000", "quatrainment:0000/0000/0000/0000"}) {
    Midend m(test::load(id));
    m.set_seed(9);
    for (int t = 0; t < 5; ++t) {
      ASSERT_TRUE(m.change_board(BoardChange::RandomSolvable)) << id;
      EXPECT_TRUE(m.solution().solvable) << id << ": " << m.current().id();
    }
  }
  Midend two(test::load("lightsout3x3:000/000/000"));
  EXPECT_FALSE(two.change_board(BoardChange::RotateStates));
  EXPECT_NE(two.message().find("more than two states"), std::string::npos) << two.message();
  Midend ghaly(test::load("ghaly4:0000/0000/0000/0000,s=12345678,t=23415678"));
  EXPECT_FALSE(ghaly.change_board(BoardChange::AllLit));
  EXPECT_NE(ghaly.message().find("no goal of lights"), std::string::npos) << ghaly.message();
}

}  // namespace
}  // namespace tl
