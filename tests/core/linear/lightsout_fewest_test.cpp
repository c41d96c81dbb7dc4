// lightsout_fewest_test.cpp: Lights Out's fewest presses, which the quiet
// search (search/quiet_search.hpp, tested alone in tests/core/search) proves
// with the board's symmetries: against the Gray-code walk on every board up
// to 64, plain and torus, against trying every press set on small boards,
// and the local search past what can be proven.
#include <gtest/gtest.h>

#include <random>
#include <tuple>

#include "core/linear/lightsout_fast.hpp"
#include "core/linear/lightsout_symmetry.hpp"
#include "core/search/quiet_search.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::random_bits;

using test::all_lit;

// The chase's own solution and the basis of quiet patterns the machine uses.
struct Problem {
  BitVec x;
  std::vector<BitVec> quiet;
};
Problem problem(const LightsOutBoard& b, const BitVec& target) {
  return {solve_lightsout(b, target, false).presses, analyze_lightsout(b, 64).quiet_patterns};
}

// Every plain board up to 64 and every torus up to 64: the machine's answer
// (the transform search, with the board's symmetries for the all-lit
// target) is the Gray-code walk's, press for press, wherever the walk is
// quick enough for a test (nullity up to 22); past that, with and without the
// symmetries (two separate paths of the search) up to nullity 28.
TEST(QuietSearch, EveryBoardUpTo64EqualsTheGrayCodeWalk) {
  std::mt19937_64 rng(14);
  int walked = 0, compared = 0;
  for (bool torus : {false, true})
    for (int n = torus ? 3 : 1; n <= 64; ++n) {
      const LightsOutBoard b{n, n, torus};
      const std::string name = std::to_string(n) + "x" + std::to_string(n) + (torus ? "t" : "");
      const int k = analyze_lightsout(b, 0).nullity;
      if (k == 0 || k > 28) continue;
      for (bool symmetric : {true, false}) {
        const BitVec target = symmetric ? all_lit(b) : lightsout_apply(b, random_bits(rng, b.cells()));
        const LightsOutAnswer answer = solve_lightsout(b, target, true);
        ASSERT_TRUE(answer.solvable && answer.minimal) << name;
        ASSERT_EQ(lightsout_apply(b, answer.presses), target) << name;
        const Problem p = problem(b, target);
        if (k <= 22) {
          ASSERT_EQ(answer.presses, gray_walk_fewest_presses(p.x, p.quiet)) << name << (symmetric ? " all lit" : "");
          ++walked;
        } else if (symmetric) {
          ASSERT_EQ(answer.presses, exact_fewest_presses(p.x, p.quiet)) << name << " all lit";
          ++compared;
        }
      }
    }
  EXPECT_GT(walked, 40);
  EXPECT_GT(compared, 2);
}

// Every press set of small boards: the machine's answer is the lightest and,
// among the lightest, the lexicographically smallest.
TEST(QuietSearch, SmallBoardsEqualTryingEveryPressSet) {
  std::mt19937_64 rng(15);
  for (auto [r, c, torus] : {std::tuple{4, 4, false}, {4, 4, true}, {3, 5, true}, {5, 3, false}, {4, 5, false}}) {
    const LightsOutBoard b{r, c, torus};
    const std::size_t cells = b.cells();
    std::vector<BitVec> column(cells);
    for (std::size_t j = 0; j < cells; ++j) {
      BitVec e(cells);
      e.set(j);
      column[j] = lightsout_apply(b, e);
    }
    for (int trial = 0; trial < 6; ++trial) {
      const BitVec target = trial == 0 ? all_lit(b) : lightsout_apply(b, random_bits(rng, cells));
      BitVec best;
      bool have = false;
      for (uint32_t set = 0; set < (uint32_t(1) << cells); ++set) {
        BitVec lights(cells), presses(cells);
        for (std::size_t j = 0; j < cells; ++j)
          if (set >> j & 1u) {
            lights ^= column[j];
            presses.set(j);
          }
        if (lights != target) continue;
        if (!have || presses.popcount() < best.popcount() ||
            (presses.popcount() == best.popcount() && lex_smaller(presses, best))) {
          best = presses;
          have = true;
        }
      }
      const LightsOutAnswer answer = solve_lightsout(b, target, true);
      ASSERT_TRUE(have && answer.solvable && answer.minimal);
      EXPECT_EQ(answer.presses, best) << r << "x" << c << (torus ? "t" : "") << " trial " << trial;
    }
  }
}

TEST(QuietSearch, SymmetriesFixTheTargetAndFormAGroup) {
  const LightsOutBoard square{6, 6, false}, wide{4, 7, true};
  EXPECT_EQ(lightsout_symmetries(square, all_lit(square)).size(), 7u);
  EXPECT_EQ(lightsout_symmetries(wide, all_lit(wide)).size(), 3u);
  BitVec corner(square.cells());
  corner.set(0);
  // Only the main diagonal keeps cell 0 where it is.
  const auto fixing = lightsout_symmetries(square, corner);
  ASSERT_EQ(fixing.size(), 1u);
  EXPECT_EQ(fixing[0][1], 6);
  EXPECT_EQ(fixing[0][6], 1);
}

// The local search: never worse, still a solution, the same every time.
TEST(QuietSearch, LocalSearchImprovesAndIsDeterministic) {
  const LightsOutBoard b{256, 256, false};
  std::mt19937_64 rng(16);
  const BitVec target = lightsout_apply(b, random_bits(rng, b.cells()));
  const LightsOutAnswer chased = solve_lightsout(b, target, false);
  const LightsOutAnswer improved = solve_lightsout(b, target, true);
  ASSERT_GT(improved.nullity, 64);
  EXPECT_FALSE(improved.minimal);
  EXPECT_EQ(lightsout_apply(b, improved.presses), target);
  EXPECT_LT(improved.presses.popcount(), chased.presses.popcount());
  EXPECT_EQ(improved.presses_before_search, (long long)chased.presses.popcount());
  EXPECT_EQ(solve_lightsout(b, target, true).presses, improved.presses);
}

}  // namespace
}  // namespace tl
