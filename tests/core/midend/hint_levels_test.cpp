// hint_levels_test.cpp: the three hint levels (where, which, why), each one
// click further and each adding one thing; following the level-2 hints takes
// the fewest presses; the "why" names the argument that fits the board.
#include "core/midend/midend.hpp"

#include <gtest/gtest.h>

#include "core/registry/registry.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::has;

const char* kPositions[] = {
    "merlin:100/110/001",                          // A invertible mod 2
    "lightsout5x5:11000/10000/00000/00000/00000",  // quiet patterns, the press in the top row
    "lightsout5x5:00000/00100/01110/00100/00000",  // the press below the top row: chasing
    "lightsout4x4:1000/0100/0010/0001",            // quiet patterns
    "quatrainment:1010/0101/1010/0101",
    "merlin-k3:012/120/201",                          // 3 states
    "lightsout5x5-k3:10012/01201/20122/01011/11112",  // Lights Out 2000 (a dealt game)
    "lightsout3x3-k4:123/000/321",                    // composite k
};

TEST(HintLevels, EachLevelAddsOneThing) {
  for (const char* id : kPositions) {
    Midend m = Midend::open(id);
    ASSERT_TRUE(m.solution().solvable) << id;
    EXPECT_EQ(m.leveled_hint().level, 0) << id;
    m.hint_further();
    const LeveledHint one = m.leveled_hint();
    EXPECT_EQ(one.level, 1) << id;
    EXPECT_FALSE(one.where.empty()) << id;
    EXPECT_EQ(int(one.region.size()), m.machine().cols()) << id;
    EXPECT_EQ(one.button, -1) << id << ": level 1 does not name the button";
    EXPECT_TRUE(one.which.empty() && one.why.empty()) << id;
    EXPECT_EQ(m.hint_button(), -1) << id << ": no ring at level 1";

    m.hint_further();
    const LeveledHint two = m.leveled_hint();
    EXPECT_EQ(two.level, 2) << id;
    EXPECT_EQ(two.where, one.where) << id;
    EXPECT_EQ(two.region, one.region) << id;
    EXPECT_EQ(two.button, m.solution().presses.front()) << id;
    EXPECT_EQ(m.hint_button(), two.button) << id;
    // The button lies in the region level 1 pointed at.
    EXPECT_NE(std::find(one.region.begin(), one.region.end(), m.machine().button_cell(two.button)), one.region.end()) << id;
    EXPECT_FALSE(two.which.empty()) << id;
    EXPECT_TRUE(two.why.empty()) << id;

    m.hint_further();
    const LeveledHint three = m.leveled_hint();
    EXPECT_EQ(three.level, 3) << id;
    EXPECT_EQ(three.which, two.which) << id;
    EXPECT_EQ(three.button, two.button) << id;
    EXPECT_FALSE(three.why.empty()) << id;
    EXPECT_FALSE(has(three.why, "the solver found")) << id << ": a small linear board gets a real reason: " << three.why;

    m.hint_further();
    EXPECT_EQ(m.hint_level(), 0) << id << ": a fourth click hides the hint";
    EXPECT_EQ(m.leveled_hint().level, 0) << id;
  }
}

// The third level is the player's words of "Why this hint?" (hint_story_test.cpp
// reads them): the argument that fits the board, no algebra.
TEST(HintLevels, TheWhyFitsTheBoard) {
  auto why = [](const char* id) {
    Midend m = Midend::open(id);
    m.set_hint_level(3);
    return m.leveled_hint().why;
  };
  const std::string merlin = why("merlin:100/110/001");
  EXPECT_TRUE(has(merlin, "This board has exactly one")) << merlin;
  EXPECT_FALSE(has(merlin, "A^-1")) << merlin;
  const std::string chase = why("lightsout5x5:00000/00100/01110/00100/00000");
  EXPECT_TRUE(has(chase, "Light chasing")) << chase;
  EXPECT_TRUE(has(chase, "row 2, column 3")) << chase;
  const std::string top = why("lightsout5x5:11000/10000/00000/00000/00000");
  EXPECT_TRUE(has(top, "top row")) << top;
  const std::string three = why("merlin-k3:012/120/201");
  EXPECT_TRUE(has(three, "0 to 2 times")) << three;
}

// Following the level-2 hints (the ring) solves in the fewest presses, for
// every position above and a dealt game of every machine.
TEST(HintLevels, FollowingLevelTwoSolvesInTheFewestPresses) {
  std::vector<std::string> ids(std::begin(kPositions), std::end(kPositions));
  for (const MachineKind& k : machine_kinds()) {
    Midend m = Midend::open(k.default_id);
    m.set_seed(11);
    m.new_game();
    ids.push_back(m.current().id());
  }
  for (const std::string& id : ids) {
    Midend m = Midend::open(id);
    const Solution first = m.solution();
    ASSERT_TRUE(first.solvable) << id;
    m.hint_further();
    m.hint_further();
    std::size_t pressed = 0;
    while (!m.solved() && pressed <= first.presses.size()) {
      const LeveledHint& h = m.leveled_hint();
      ASSERT_EQ(h.level, 2) << id;
      m.press(h.button);
      ++pressed;
    }
    EXPECT_TRUE(m.solved()) << id;
    if (first.minimal) { EXPECT_EQ(pressed, first.presses.size()) << id; }
    EXPECT_TRUE(m.session().help_used()) << id;
  }
}

// Level 1 already counts: pressing the button it leads to is a help press.
TEST(HintLevels, UsingALevelIsRecordedAsHelp) {
  Midend m = Midend::open("merlin:100/110/001");
  m.hint_further();
  m.press(0);  // in the row, not the next press
  EXPECT_FALSE(m.session().help_used());
  m.undo();
  m.press(m.solution().presses.front());
  EXPECT_TRUE(m.session().help_used());
  EXPECT_EQ(m.session().last_move(), MoveKind::HintPress);
}

}  // namespace
}  // namespace tl
