// linear_properties_test.cpp: properties on random positions for every linear
// machine, and the fast Lights Out paths against the general solver on larger boards.
#include <gtest/gtest.h>

#include <random>

#include "core/gf2/gf2_matrix.hpp"
#include "core/linear/machines/lightsout.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::linear;

// Every registered linear machine's default game plus a few more rule sets.
std::vector<Puzzle> linear_puzzles() {
  std::vector<Puzzle> out;
  for (const MachineKind& k : machine_kinds()) {
    Puzzle p = test::load(k.default_id);
    if (test::as_packed(*p.machine)) out.push_back(p);
  }
  for (const char* id :
       {"lightsout7x4:0000/0000/0000/0000/0000/0000/0000", "lightsout4x6t:x000000", "lightsout1x9:000000000",
        "lightsout2x2t:00/00", "custom3x3:000/000/000,b=111/000/000.000/111/000.100/100/100.010/010/010.111/111/111"})
    out.push_back(test::load(id));
  return out;
}

TEST(LinearProperties, SolutionsReachTheGoalAndHintsTakeExactlyTheFewest) {
  for (const Puzzle& p : linear_puzzles()) {
    const Machine& m = *p.machine;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      // Solvable for the default goal; moved onto this puzzle's goal, still solvable.
      Position pos = m.random(seed, false);
      pos.state ^= m.initial().goal ^ p.position.goal;
      pos.goal = p.position.goal;
      Solution s = m.solve(pos);
      ASSERT_TRUE(s.solvable) << m.head() << " seed " << seed;
      Position done = pos;
      for (int b : s.presses) m.press(done, b);
      EXPECT_TRUE(m.solved(done)) << m.head();
      EXPECT_TRUE(std::is_sorted(s.presses.begin(), s.presses.end()));
      // Every board here is small enough to prove: a solver that stops
      // proving must fail here, not skip the check.
      EXPECT_TRUE(s.minimal) << m.head();
      EXPECT_EQ(test::follow_hints(m, pos, m.button_count()), int(s.presses.size())) << m.head();
      EXPECT_EQ(m.solve(pos).presses, s.presses) << "deterministic";
      // Any position: solvable exactly when the solver says, never a wrong answer.
      Position any = m.random(seed, true);
      Solution a = m.solve(any);
      if (a.solvable) {
        for (int b : a.presses) m.press(any, b);
        EXPECT_TRUE(m.solved(any));
      } else {
        EXPECT_FALSE(a.reason.empty());
      }
    }
  }
}

TEST(LinearProperties, AnalysisIsConsistent) {
  for (const Puzzle& p : linear_puzzles()) {
    const LinearMachine& m = linear(p);
    LinearAnalysis a = m.analyze();
    EXPECT_EQ(a.rank + a.nullity, a.buttons) << m.head();
    EXPECT_EQ(a.rank + a.invariant_count, a.cells) << m.head();
    std::vector<BitVec> columns;
    for (int j = 0; j < m.button_count(); ++j) columns.push_back(m.press_vector(j));
    EXPECT_EQ(rank(Gf2Matrix::from_columns(columns, a.cells)), a.rank) << m.head();
  }
}

// Sutner's method and the torus chase agree with plain elimination on boards
// too big for brute force: nullity, quiet pattern span, solvability, answers.
TEST(LinearProperties, FastLightsOutEqualsGeneralOnLargerBoards) {
  std::mt19937_64 rng(99);
  for (auto [r, c, torus] : {std::tuple{32, 32, false},
                             {33, 40, false},
                             {64, 64, false},
                             {100, 37, false},
                             {128, 128, false},
                             {5, 120, false},
                             {30, 30, true},
                             {45, 18, true},
                             {64, 64, true}}) {
    LightsOutBoard b{r, c, torus};
    MachinePtr m = *make_lightsout(r, c, torus);
    const PressMatrix a = linear(Puzzle{m, m->initial()}).press_matrix();
    LinearAnalysis fast = analyze_lightsout(b, 1000), general = analyze_linear(a, 0);
    ASSERT_EQ(fast.nullity, general.nullity) << m->head();
    if (fast.nullity > 0) {
      std::vector<BitVec> both = fast.quiet_patterns;
      both.insert(both.end(), general.quiet_patterns.begin(), general.quiet_patterns.end());
      EXPECT_EQ(rank(Gf2Matrix::from_rows(both, r * c)), fast.nullity) << m->head();
      for (const BitVec& q : fast.quiet_patterns) EXPECT_FALSE(lightsout_apply(b, q).any());
    }
    for (int k = 0; k < 2; ++k) {
      BitVec target(b.cells());
      for (std::size_t i = 0; i < target.size(); ++i) target.set(i, rng() & 1);
      LightsOutAnswer f = solve_lightsout(b, target);
      Solution g = solve_linear(a, target, c);
      ASSERT_EQ(f.solvable, g.solvable) << m->head();
      if (f.solvable) {
        EXPECT_EQ(lightsout_apply(b, f.presses), target);
        if (f.minimal && g.minimal) { EXPECT_EQ(f.presses.popcount(), g.presses.size()) << m->head(); }
      } else {
        EXPECT_FALSE(lightsout_apply(b, f.invariant).any()) << "the witness must be quiet";
      }
    }
  }
}

}  // namespace
}  // namespace tl
