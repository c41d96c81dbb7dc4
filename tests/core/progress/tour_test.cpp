// tour_test.cpp: each board of the how-to-play tour needs what its words
// promise, by the solver: the first is solved already (a press is the
// lesson), the second exactly two presses, the third more than two (so Hint
// has something to show).
#include <gtest/gtest.h>

#include "core/progress/tour.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

std::size_t fewest(const std::string& id) {
  const Result<Puzzle> p = parse_puzzle_id(id);
  EXPECT_TRUE(p) << id;
  if (!p) return 0;
  const Solution s = p->machine->solve(p->position);
  EXPECT_TRUE(s.solvable && s.minimal) << id;
  return s.presses.size();
}

TEST(Tour, EachBoardNeedsWhatItsWordsPromise) {
  const std::vector<TourStep>& steps = tour_steps();
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_EQ(fewest(steps[0].id), 1u) << "a corner's three lights: any press shows what a press does";
  EXPECT_EQ(steps[0].ends, TourEnd::AnyPress);
  EXPECT_EQ(fewest(steps[1].id), 2u);
  EXPECT_NE(steps[1].words.find("two presses"), std::string::npos);
  EXPECT_EQ(steps[1].ends, TourEnd::Solved);
  EXPECT_GT(fewest(steps[2].id), 2u);
  EXPECT_EQ(steps[2].ends, TourEnd::HintShown);
  for (const TourStep& s : steps) EXPECT_EQ(parse_puzzle_id(s.id)->machine->button_count(), 9) << s.id;
  for (bool side_panel : {false, true}) EXPECT_NE(tour_last_words(side_panel).find("all off"), std::string::npos);
  EXPECT_NE(tour_last_words(true), tour_last_words(false)) << "each layout's places";
  EXPECT_EQ(parse_puzzle_id(steps[0].id)->machine->head(), tour_board_head()) << "the game it leads into: its own board";
}

}  // namespace
}  // namespace tl
