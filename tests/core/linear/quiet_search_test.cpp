// quiet_search_test.cpp: the fewest-press search against the Gray-code walk
// (gray_walk_fewest_presses) and against trying every press set, on random
// codes and on every Lights Out board up to 64, plain and torus, with and
// without symmetries.
#include <gtest/gtest.h>

#include <random>

#include "core/gf2/gf2_matrix.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/lightsout_symmetry.hpp"
#include "core/linear/quiet_search.hpp"

namespace tl {
namespace {

BitVec random_bits(std::mt19937_64& rng, std::size_t n, int one_in = 2) {
  BitVec v(n);
  for (std::size_t i = 0; i < n; ++i) v.set(i, rng() % unsigned(one_in) == 0);
  return v;
}

std::vector<BitVec> random_basis(std::mt19937_64& rng, std::size_t k, std::size_t n) {
  while (true) {
    std::vector<BitVec> b;
    for (std::size_t i = 0; i < k; ++i) b.push_back(random_bits(rng, n, 2 + int(i % 3)));
    if (rank(Gf2Matrix::from_rows(b, int(n))) == int(k)) return b;
  }
}

// The transform search finds the very press set the walk finds: the
// lightest, ties to the lexicographically smallest.
TEST(QuietSearch, TransformEqualsGrayWalkOnRandomCodes) {
  std::mt19937_64 rng(12);
  for (int trial = 0; trial < 40; ++trial) {
    const std::size_t k = 13 + std::size_t(trial % 6), n = 40 + std::size_t(rng() % 700);
    std::vector<BitVec> basis = random_basis(rng, k, n);
    BitVec x = random_bits(rng, n);
    if (trial % 5 == 0) x = basis[0] ^ basis[1];  // the coset is the code: the minimum is 0
    const BitVec walk = gray_walk_fewest_presses(x, basis), exact = exact_fewest_presses(x, basis);
    ASSERT_EQ(exact, walk) << "k " << k << " n " << n;
  }
}

// Many ties: a code whose patterns are few cells each, so that many
// combinations share the minimum; the tie rule still picks the same set.
TEST(QuietSearch, TiesGoToTheLexicographicallySmallestSet) {
  std::mt19937_64 rng(13);
  for (int trial = 0; trial < 20; ++trial) {
    const std::size_t k = 14, n = 64 + std::size_t(rng() % 64);
    std::vector<BitVec> basis;
    while (true) {
      basis.clear();
      for (std::size_t i = 0; i < k; ++i) basis.push_back(random_bits(rng, n, 12));
      if (rank(Gf2Matrix::from_rows(basis, int(n))) == int(k)) break;
    }
    const BitVec x = random_bits(rng, n, 10);
    EXPECT_EQ(exact_fewest_presses(x, basis), gray_walk_fewest_presses(x, basis));
  }
  BitVec a(8), b(8);
  a.set(1);
  a.set(5);
  b.set(2);
  b.set(3);
  EXPECT_TRUE(lex_smaller(a, b));  // {1, 5} before {2, 3}: 1 < 2
  EXPECT_FALSE(lex_smaller(b, a));
  EXPECT_FALSE(lex_smaller(a, a));
}

BitVec all_lit(const LightsOutBoard& b) {
  BitVec t(b.cells());
  for (std::size_t i = 0; i < t.size(); ++i) t.set(i);
  return t;
}

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
