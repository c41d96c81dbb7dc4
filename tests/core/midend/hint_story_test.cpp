// hint_story_test.cpp: "Why this hint?" in a player's words, then the
// algebra. Each family's first paragraph is read as a player would read it
// (no symbol the board has not shown), its claims are checked against every
// way to solve small boards, and the algebra carries the same numbers.
#include "core/midend/hint_story.hpp"

#include <gtest/gtest.h>

#include <regex>

#include "core/game/press_reach.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/midend/hint_levels.hpp"
#include "core/midend/midend.hpp"
#include "core/registry/registry.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::has;

struct Told {
  Midend game;
  HintStory story;
};

Told tell(const std::string& id) {
  Midend g = Midend::open(id);
  HintStory s = hint_story(g.machine(), g.current().position, g.solution());
  return {std::move(g), std::move(s)};
}

// A dealt game of a machine, as New deals it.
std::string dealt(const char* kind, uint64_t seed) {
  for (const MachineKind& k : machine_kinds())
    if (k.name == kind) {
      Midend m = Midend::open(k.default_id);
      m.set_seed(seed);
      m.new_game();
      return m.current().id();
    }
  return {};
}

// What a player has not been shown: the algebra's names (A, s, b, M, pi_W,
// C_k), its operations (a power, mod, brackets) and its words.
std::string algebra_in(const std::string& words) {
  static const std::regex kSymbols(
      R"(\bA\b(?! press)|\^|\bs[0-9]+\b|\bs =|\bb[0-9]*\b =|\bx =|\bmod\b|\[|\]|pivot|matrix|invertible|reduced form|quiet|pi_W|C_k|B\()");
  std::smatch m;
  return std::regex_search(words, m, kSymbols) ? m.str() : std::string();
}

// Every family, one board each: the kind it tells, and words a player reads.
TEST(HintStory, EachFamilysFirstParagraphUsesOnlyWhatTheBoardShows) {
  const struct {
    std::string id;
    HintStoryKind kind;
  } kBoards[] = {
      {"lightsout5x5:00000/00100/01110/00100/00000", HintStoryKind::Chase},
      {"lightsout5x5:11000/10000/00000/00000/00000", HintStoryKind::ChaseTop},
      {"merlin:100/110/001", HintStoryKind::Unique},
      {"quatrainment:1010/0101/1010/0101", HintStoryKind::Unique},
      {"merlin-k3:012/120/201", HintStoryKind::Unique},
      {"lightsout4x4:1000/0100/0010/0001", HintStoryKind::ChaseTop},
      {"lightsout3x3-x:010/100/000", HintStoryKind::Unique},
      {dealt("ghaly", 3), HintStoryKind::Wiring},
      {dealt("custom", 5), HintStoryKind::Shortest},
  };
  for (const auto& b : kBoards) {
    const Told t = tell(b.id);
    EXPECT_EQ(int(t.story.kind), int(b.kind)) << b.id << ": " << t.story.plain;
    EXPECT_FALSE(t.story.plain.empty()) << b.id;
    EXPECT_EQ(algebra_in(t.story.plain), "") << b.id << ": a symbol a player has not been shown, in: " << t.story.plain;
    // The hint's own button, and what it changes, rung on the board.
    EXPECT_EQ(t.story.button, t.game.solution().presses.front()) << b.id;
    std::vector<int> changed;
    for (const auto& [cell, amount] : press_effect(t.game.machine(), t.game.current().position, t.story.button))
      changed.push_back(cell);
    EXPECT_EQ(t.story.changed, changed) << b.id;
    EXPECT_EQ(leveled_hint(t.game.machine(), t.game.current().position, t.game.solution(), 3).why, t.story.plain)
        << b.id << ": the hint's third level says the same";
  }
}

TEST(HintStory, LightChasingNamesTheLightAboveAndItsLine) {
  const Told t = tell("lightsout5x5:00000/00100/01110/00100/00000");
  EXPECT_EQ(t.story.button, 12) << "the centre: the first press of the fewest";
  EXPECT_EQ(t.story.focus, 7) << "the light above it, row 2, column 3";
  EXPECT_TRUE(has(t.story.plain, "(row 2, column 3) is on and should be off")) << t.story.plain;
  EXPECT_TRUE(has(t.story.algebra, "s3 + s7 + s8 + s9 + s13 = b8 = 1 (mod 2)")) << t.story.algebra;
  EXPECT_TRUE(has(t.story.algebra, "so s13 = 1")) << t.story.algebra;
}

TEST(HintStory, TheTopRowComesFromWhatChasingLeaves) {
  const Told t = tell("lightsout5x5:11000/10000/00000/00000/00000");
  EXPECT_TRUE(has(t.story.plain, "top row")) << t.story.plain;
  EXPECT_TRUE(has(t.story.plain, "the last row is left wrong in column")) << t.story.plain;
  EXPECT_TRUE(has(t.story.algebra, "M x = e (mod 2)")) << t.story.algebra;
  // The top row the words name is the solution's.
  std::string columns;
  for (int p : t.game.solution().presses)
    if (p < 5) columns += std::to_string(p + 1);
  EXPECT_TRUE(has(t.story.algebra, "x = ")) << t.story.algebra;
  EXPECT_FALSE(columns.empty());
}

// Merlin's machine: one way to solve it (Arnold and Blaszak: A is
// invertible), named in full; the algebra is the column sum of A^-1.
TEST(HintStory, MerlinHasExactlyOneWayAndTheAlgebraReadsAInverse) {
  const Told t = tell("merlin:100/110/001");
  EXPECT_TRUE(has(t.story.plain, "This board has exactly one: buttons 5, 6, 7 and 9.")) << t.story.plain;
  // Row 5 of Arnold and Blaszak's A^-1 (101010101) meets b = {2, 3, 5, 6, 7, 8} in cells 3, 5 and 7.
  EXPECT_TRUE(has(t.story.algebra, "button 5 is in the columns of cells 3, 5, 7: 3, an odd number")) << t.story.algebra;
  const Told k3 = tell("merlin-k3:012/120/201");
  EXPECT_TRUE(has(k3.story.plain, "0 to 2 times")) << k3.story.plain;
  EXPECT_TRUE(has(k3.story.plain, "counting 0, 1, 2 and round to 0")) << k3.story.plain;
  EXPECT_TRUE(has(k3.story.algebra, "A^-1 b (mod 3)")) << k3.story.algebra;
}

// Every subset of buttons of a two-state board that solves it, by trying
// them all: the truth the words about "the shortest" are checked against.
std::vector<std::vector<int>> every_way(const Machine& m, const Position& pos) {
  std::vector<std::vector<int>> ways;
  const int n = m.button_count();
  for (uint32_t set = 0; set < (1u << n); ++set) {
    Position p = pos;
    std::vector<int> presses;
    for (int b = 0; b < n; ++b)
      if (set >> b & 1) {
        m.press(p, b);
        presses.push_back(b);
      }
    if (m.solved(p)) ways.push_back(presses);
  }
  return ways;
}

TEST(HintStory, WhatItSaysOfTheShortestWaysIsTrue) {
  for (const char* id :
       {"lightsout4x4:1000/0100/0010/0001", "lightsout4x4:0101/0111/0110/0110", "lightsout4x4:0100/0000/1110/1000",
        "merlin:100/110/001", "lightsout3x3:111/011/010", "lightsout3x3-x:010/100/000"}) {
    const Told t = tell(id);
    const auto ways = every_way(t.game.machine(), t.game.current().position);
    std::size_t fewest = 99;
    for (const auto& w : ways) fewest = std::min(fewest, w.size());
    int shortest = 0, pressing = 0;
    for (const auto& w : ways)
      if (w.size() == fewest) {
        ++shortest;
        pressing += std::count(w.begin(), w.end(), t.story.button) ? 1 : 0;
      }
    ASSERT_FALSE(ways.empty()) << id << ": a board that can be solved";
    const std::string& s = t.story.plain;
    if (ways.size() == 1) {
      if (t.story.kind == HintStoryKind::Unique) { EXPECT_TRUE(has(s, "exactly one")) << id << ": " << s; }
      EXPECT_FALSE(has(s, "ways to solve it")) << id << ": " << s;
      continue;
    }
    const std::string take = fewest == 1 ? "takes 1 press." : "take " + std::to_string(fewest) + " presses.";
    EXPECT_TRUE(has(s, "This board has " + std::to_string(ways.size()) + " ways to solve it, and the shortest " + take))
        << id << ": " << s;
    if (shortest == 1) {
      EXPECT_TRUE(has(s, "Only one takes that few")) << id << ": " << s;
    } else if (pressing == shortest) {
      EXPECT_TRUE(has(s, "All " + std::to_string(shortest) + " that take that few")) << id << ": " << s;
    } else {
      EXPECT_TRUE(has(s, "not all of them do")) << id << ": " << s;
    }
  }
}

TEST(HintStory, GhalysWiresSwapWhereTheyGoAndRecolourTheRungSquares) {
  const std::string id = dealt("ghaly", 3);
  const Told t = tell(id);
  ASSERT_EQ(int(t.story.kind), int(HintStoryKind::Wiring)) << id;
  EXPECT_TRUE(has(t.story.plain, "turns its tile")) << t.story.plain;
  EXPECT_TRUE(has(t.story.plain, "now reaches CG")) << t.story.plain;
  // The rung squares are those whose colour the press changes.
  const Machine& m = t.game.machine();
  Position after = t.game.current().position;
  m.press(after, t.story.button);
  const std::vector<int> was = m.cells(t.game.current().position), is = m.cells(after);
  std::vector<int> changed;
  for (std::size_t c = 0; c < was.size(); ++c)
    if (was[c] != is[c]) changed.push_back(int(c));
  EXPECT_EQ(t.story.changed, changed);
  EXPECT_TRUE(has(t.story.algebra, "Joyner 2006")) << t.story.algebra;
}

// The Why tab hands over its own explanation of the position: the story
// read from it is the one made from nothing.
TEST(HintStory, AGivenExplanationTellsTheSameStory) {
  for (const char* id : {"lightsout5x5:00000/00100/01110/00100/00000", "lightsout4x4:1000/0100/0010/0001", "merlin:100/110/001",
                         "merlin-k3:012/120/201", "lightsout3x3-x:010/100/000"}) {
    const Told t = tell(id);
    const Explanation e = explain(t.game.machine(), t.game.current().position);
    const HintStory given = hint_story(t.game.machine(), t.game.current().position, t.game.solution(), &e);
    EXPECT_EQ(int(given.kind), int(t.story.kind)) << id;
    EXPECT_EQ(given.plain, t.story.plain) << id;
    EXPECT_EQ(given.algebra, t.story.algebra) << id;
  }
}

TEST(HintStory, ASolvedBoardTellsNothing) {
  const Told t = tell("merlin:111/101/111");
  EXPECT_EQ(int(t.story.kind), int(HintStoryKind::None));
  EXPECT_TRUE(t.story.plain.empty());
}

}  // namespace
}  // namespace tl
