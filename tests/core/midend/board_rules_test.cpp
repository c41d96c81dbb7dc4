// board_rules_test.cpp: a board from outside the game opens as Lights Out of
// its size by default, as Merlin's Magic Squares where it is 3x3, as the
// rules in play where they take it; each ID parses back to the lights given.
#include <gtest/gtest.h>

#include "core/midend/board_rules.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

std::vector<BoardRules> kinds(const std::vector<BoardRulesChoice>& c) {
  std::vector<BoardRules> out;
  for (const BoardRulesChoice& x : c) out.push_back(x.rules);
  return out;
}

TEST(BoardRules, TheChoicesFitTheBoard) {
  const MachinePtr torus = parse_puzzle_id("lightsout4x4t:0000/0000/0000/0000")->machine;
  const MachinePtr plain = parse_puzzle_id("lightsout4x4:0000/0000/0000/0000")->machine;
  EXPECT_EQ(kinds(board_rules_choices(3, 3, 2, nullptr)), (std::vector{BoardRules::LightsOut, BoardRules::Merlin}));
  EXPECT_EQ(kinds(board_rules_choices(3, 3, 3, nullptr)), (std::vector{BoardRules::LightsOut})) << "Merlin has two states";
  EXPECT_EQ(kinds(board_rules_choices(4, 4, 2, torus.get())), (std::vector{BoardRules::LightsOut, BoardRules::InPlay}));
  EXPECT_EQ(kinds(board_rules_choices(4, 4, 2, plain.get())), (std::vector{BoardRules::LightsOut})) << "the same rules twice";
  EXPECT_EQ(kinds(board_rules_choices(4, 5, 2, torus.get())), (std::vector{BoardRules::LightsOut})) << "another shape";
  EXPECT_EQ(board_rules_choices(4, 5, 3, nullptr)[0].label, "Lights Out 4 x 5, a press adds 1");
}

TEST(BoardRules, EachIdStartsFromTheLightsGiven) {
  const std::vector<int> lights{1, 0, 1, 1, 0, 0, 1, 2, 0, 1, 1, 0, 2, 0, 0, 1, 0, 1, 0, 2};
  const Result<std::string> lo = board_puzzle_id(BoardRules::LightsOut, 4, 5, 3, lights, nullptr, {});
  ASSERT_TRUE(lo) << lo.error().message;
  const Result<Puzzle> p = parse_puzzle_id(*lo);
  ASSERT_TRUE(p) << *lo;
  EXPECT_EQ(p->machine->rows(), 4);
  EXPECT_EQ(p->machine->cols(), 5);
  EXPECT_EQ(p->machine->states(), 3);
  EXPECT_EQ(p->machine->cells(p->position), lights);
  const std::vector<int> nine{1, 0, 1, 0, 1, 0, 1, 1, 0};
  const Result<std::string> merlin = board_puzzle_id(BoardRules::Merlin, 3, 3, 2, nine, nullptr, {});
  ASSERT_TRUE(merlin);
  const Result<Puzzle> m = parse_puzzle_id(*merlin);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->machine->title(), "Merlin's Magic Squares");
  EXPECT_EQ(m->machine->cells(m->position), nine);
  const MachinePtr torus = parse_puzzle_id("lightsout3x3t:000/000/000")->machine;
  const std::vector<int> goal{0, 1, 0, 1, 1, 1, 0, 1, 0};
  const Result<std::string> t = board_puzzle_id(BoardRules::InPlay, 3, 3, 2, nine, torus, goal);
  ASSERT_TRUE(t);
  const Result<Puzzle> tp = parse_puzzle_id(*t);
  EXPECT_EQ(tp->machine->head(), torus->head());
  EXPECT_EQ(tp->machine->goal_cells(tp->position), goal) << "the rules in play keep their goal";
  EXPECT_FALSE(board_puzzle_id(BoardRules::Merlin, 4, 4, 2, std::vector<int>(16, 0), nullptr, {}));
  EXPECT_FALSE(board_puzzle_id(BoardRules::InPlay, 4, 4, 2, std::vector<int>(16, 0), torus, {}));
  EXPECT_FALSE(board_puzzle_id(BoardRules::LightsOut, 4, 4, 2, std::vector<int>(15, 0), nullptr, {}));
}

}  // namespace
}  // namespace tl
