// app_patterns_test.cpp: "Patterns and moves", headless, by the taps a
// person makes on a phone: a pattern set and taken back by one Undo, a move
// of the lights, the goal changed while Edit edits it, labels that follow
// the board (a quarter or a half turn, no Rotate states with two states),
// and the section gone while a daily is in play.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/game/board_patterns.hpp"

namespace tl::app::testing {
namespace {

std::vector<int> cells(AppDriver& d) { return d.state()["cells"].get<std::vector<int>>(); }

TEST(AppPatterns, APatternIsOneStepAndAMoveShiftsTheLights) {
  AppDriver d({.size = kSmallPhone, .link = "lightsout4x5:00000/00100/01110/00100"});
  const std::vector<int> start = cells(d);
  ASSERT_TRUE(tap(d, "Patterns and moves")) << "the section's header in reach";
  ASSERT_TRUE(tap(d, "Checkers"));
  EXPECT_EQ(cells(d), change_board(BoardChange::Checkers, BoardGrid{4, 5, 2, Topology::Plain, start}));
  ASSERT_TRUE(tap(d, "Shift right"));
  EXPECT_EQ(cells(d), (std::vector<int>{1, 1, 0, 1, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 1, 0, 1}))
      << "checkers of an odd width shifted right: the last column comes round to the first";
  ASSERT_TRUE(tap(d, "Undo"));
  ASSERT_TRUE(tap(d, "Undo"));
  EXPECT_EQ(cells(d), start) << "two Undos take both back";
  EXPECT_EQ(d.state()["message_is_error"], false);
}

TEST(AppPatterns, WhileEditEditsTheGoalThePatternSetsTheGoal) {
  AppDriver d({.size = Size{1400, 900}, .link = "lightsout3x3-k3:012/000/000"});
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.click("goal")) << d.last_error;
  ASSERT_TRUE(d.click("Patterns and moves")) << d.last_error;
  ASSERT_TRUE(d.click("Corners")) << d.last_error;
  const Json s = d.state();
  EXPECT_EQ(s["goal"].get<std::vector<int>>(), (std::vector<int>{2, 0, 2, 0, 0, 0, 2, 0, 2}));
  EXPECT_EQ(s["cells"].get<std::vector<int>>(), (std::vector<int>{0, 1, 2, 0, 0, 0, 0, 0, 0})) << "the lights untouched";
  ASSERT_TRUE(d.click("Rotate states")) << d.last_error;
  EXPECT_EQ(d.state()["goal"].get<std::vector<int>>(), (std::vector<int>{1, 0, 1, 0, 0, 0, 1, 0, 1})) << "2 -> 1 with 3 states";
}

TEST(AppPatterns, LabelsFollowTheBoard) {
  AppDriver plain({.size = Size{1400, 900}, .link = "lightsout5x5:00000/00000/00100/00000/00000"});
  ASSERT_TRUE(plain.click("Patterns and moves")) << plain.last_error;
  EXPECT_TRUE(plain.control("Quarter turn"));
  EXPECT_FALSE(plain.control("Rotate states")) << "two states: nothing to rotate";
  ASSERT_TRUE(plain.click("Quarter turn")) << plain.last_error;
  AppDriver klein({.size = Size{1400, 900}, .link = "lightsout5x5-k3-klein:10000/00000/00000/00000/00000"});
  ASSERT_TRUE(klein.click("Patterns and moves")) << klein.last_error;
  EXPECT_TRUE(klein.control("Half turn")) << "a quarter turn would carry the twist to the other pair of edges";
  ASSERT_TRUE(klein.click("Half turn")) << klein.last_error;
  std::vector<int> want(25, 0);
  want[24] = 1;
  EXPECT_EQ(cells(klein), want) << "the top left corner turned to the bottom right";
  AppDriver graph({.size = Size{1400, 900}, .link = "graph-petersen:0000000000"});
  ASSERT_TRUE(graph.click("Patterns and moves")) << graph.last_error;
  EXPECT_TRUE(graph.control("Random solvable"));
  EXPECT_FALSE(graph.control("Shift up")) << "a graph has no rows to shift";
}

TEST(AppPatterns, NotOfferedWhileADailyIsInPlay) {
  AppDriver d({.size = Size{1400, 900}});
  if (!d.control("Level 1")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  ASSERT_TRUE(d.state()["challenge"].is_object());
  EXPECT_FALSE(d.control("Patterns and moves")) << "a pattern would end the daily, as Edit does";
}

}  // namespace
}  // namespace tl::app::testing
