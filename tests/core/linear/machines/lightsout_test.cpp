// lightsout_test.cpp: Lights Out rules, known facts, and every small board against brute force.
#include <gtest/gtest.h>

#include <random>

#include "core/gf2/gf2_matrix.hpp"
#include "core/linear/machines/lightsout.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "sanitized.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::brute_force_min_presses;
using test::linear;
using test::load;

std::string zeros_id(int r, int c, bool torus) {
  std::string s = "lightsout" + std::to_string(r) + "x" + std::to_string(c) + (torus ? "t" : "") + ":";
  for (int i = 0; i < r; ++i) s += (i ? "/" : "") + std::string(std::size_t(c), '0');
  return s;
}

TEST(LightsOut, PressesArePlusShaped) {
  Puzzle p = load(zeros_id(3, 3, false));
  Position pos = p.position;
  p.machine->press(pos, 4);
  EXPECT_EQ(p.machine->cells(pos), (std::vector<int>{0, 1, 0, 1, 1, 1, 0, 1, 0}));
  pos = p.position;
  p.machine->press(pos, 0);
  EXPECT_EQ(p.machine->cells(pos), (std::vector<int>{1, 1, 0, 1, 0, 0, 0, 0, 0}));
}

TEST(LightsOut, TorusWrapsAndCancelsCoincidingNeighbours) {
  Puzzle t = load(zeros_id(3, 3, true));
  EXPECT_EQ(linear(t).press_vector(0).ones(), (std::vector<int>{0, 1, 2, 3, 6}));
  // 2x2 torus: up = down and left = right, so those toggles cancel.
  EXPECT_EQ(linear(load(zeros_id(2, 2, true))).press_vector(0).ones(), (std::vector<int>{0}));
  // 1x3 torus: up = down = the cell itself (3 toggles = 1), left and right wrap.
  EXPECT_EQ(linear(load(zeros_id(1, 3, true))).press_vector(0).ones(), (std::vector<int>{0, 1, 2}));
}

// Known facts: the 5x5 board has 2 quiet patterns, the 4x4 has 4.
TEST(LightsOut, QuietPatternCounts) {
  for (auto [n, nullity] : {std::pair{4, 4}, {5, 2}, {3, 0}, {9, 8}, {19, 16}, {30, 20}}) {
    Puzzle p = load(zeros_id(n, n, false));
    LinearAnalysis a = linear(p).analyze();
    EXPECT_EQ(a.nullity, nullity) << n;
    EXPECT_EQ(int(a.quiet_patterns.size()), nullity);
    for (const BitVec& q : a.quiet_patterns) {
      Position pos = p.position;
      for (int b : q.ones()) p.machine->press(pos, b);
      EXPECT_EQ(pos, p.position) << "a quiet pattern must change nothing";
    }
  }
}

// Every state of every board up to 4x4 and 3x5, plain and torus: the solver's
// solvability and press count agree with trying every press set. Under the
// sanitizers every 7th state (7 divides no 2^n, so the sample spreads).
TEST(LightsOut, EverySmallBoardMatchesBruteForce) {
  std::vector<std::pair<int, int>> sizes;
  for (int r = 1; r <= 4; ++r)
    for (int c = 1; c <= 4; ++c) sizes.emplace_back(r, c);
  sizes.emplace_back(3, 5);
  sizes.emplace_back(5, 3);
  for (bool torus : {false, true})
    for (auto [r, c] : sizes) {
      Puzzle p = load(zeros_id(r, c, torus));
      const LinearMachine& m = linear(p);
      std::vector<int> best = brute_force_min_presses(m);
      const PressMatrix a = m.press_matrix();
      for (uint32_t s = 0; s < best.size(); s += uint32_t(test::natively_or(1, 7))) {
        Position pos = p.position;
        for (int i = 0; i < r * c; ++i) pos.state.set(std::size_t(i), (s >> i) & 1);
        Solution fast = m.solve(pos);
        Solution general = solve_linear(a, pos.state, c);
        ASSERT_EQ(fast.solvable, best[s] >= 0) << r << "x" << c << (torus ? "t" : "") << " state " << s;
        ASSERT_EQ(general.solvable, best[s] >= 0);
        if (best[s] < 0) {
          EXPECT_FALSE(fast.reason.empty());
          continue;
        }
        ASSERT_TRUE(fast.minimal && general.minimal);
        ASSERT_EQ(int(fast.presses.size()), best[s]) << r << "x" << c << (torus ? "t" : "") << " state " << s;
        ASSERT_EQ(int(general.presses.size()), best[s]);
        Position done = pos;
        for (int b : fast.presses) m.press(done, b);
        ASSERT_TRUE(m.solved(done));
      }
    }
}

// The fast paths against the general solver on many sizes: same solvability,
// nullity, fewest-press count, and the same span of quiet patterns.
TEST(LightsOut, FastPathEqualsGeneralSolver) {
  std::mt19937_64 rng(2024);
  for (int trial = 0; trial < 160; ++trial) {
    int r = 1 + int(rng() % 24), c = 1 + int(rng() % 24);
    bool torus = trial % 2;
    LightsOutBoard board{r, c, torus};
    if (!lightsout_fast_applies(board)) continue;
    Puzzle p = load(zeros_id(r, c, torus));
    const LinearMachine& m = linear(p);
    const PressMatrix a = m.press_matrix();
    LinearAnalysis fast = analyze_lightsout(board, 1000), general = analyze_linear(a, 0);
    ASSERT_EQ(fast.nullity, general.nullity) << r << "x" << c << (torus ? "t" : "");
    // Equal spans: both bases independent and quiet, same dimension.
    std::vector<BitVec> both = fast.quiet_patterns;
    both.insert(both.end(), general.quiet_patterns.begin(), general.quiet_patterns.end());
    if (!both.empty()) {
      EXPECT_EQ(rank(Gf2Matrix::from_rows(both, r * c)), fast.nullity);
      EXPECT_EQ(rank(Gf2Matrix::from_rows(fast.quiet_patterns, r * c)), fast.nullity);
    }
    for (int k = 0; k < 3; ++k) {
      BitVec target(std::size_t(r * c));
      for (std::size_t i = 0; i < target.size(); ++i) target.set(i, rng() & 1);
      Position pos{target, BitVec(target.size())};
      Solution f = m.solve(pos), g = solve_linear(a, target, c);
      ASSERT_EQ(f.solvable, g.solvable) << r << "x" << c << (torus ? "t" : "");
      ASSERT_EQ(f.nullity, g.nullity);
      if (!f.solvable) continue;
      ASSERT_EQ(f.minimal, g.minimal);
      if (f.minimal) { EXPECT_EQ(f.presses.size(), g.presses.size()) << r << "x" << c << (torus ? "t" : ""); }
      for (int b : f.presses) m.press(pos, b);
      EXPECT_TRUE(m.solved(pos));
    }
  }
}

TEST(LightsOut, HintsReachTheGoalInTheFewestPresses) {
  for (auto [r, c, torus] : {std::tuple{5, 5, false}, {4, 4, false}, {7, 9, true}, {19, 19, false}, {6, 6, true}}) {
    Puzzle p = load(zeros_id(r, c, torus));
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      Position pos = p.machine->random(seed, false);
      Solution s = p.machine->solve(pos);
      ASSERT_TRUE(s.solvable && s.minimal);
      EXPECT_EQ(test::follow_hints(*p.machine, pos, r * c), int(s.presses.size())) << p.machine->head();
    }
  }
}

TEST(LightsOut, IdsRoundTripAndBadOnesSayWhere) {
  for (const char* id : {"lightsout3x3:010/111/010", "lightsout2x3t:011/110,g=111/111", "lightsout1x1:1"})
    EXPECT_EQ(load(id).id(), id);
  test::expect_bad_ids({
      {"lightsout:0", 9, "expected the number of rows (1..256)"},
      {"lightsout0x3:000", 9, "1..256"},
      {"lightsout257x3:000", 9, "must be 1..256, got 257"},
      {"lightsout3y3:000", 10, "expected 'x'"},
      {"lightsout3x99999999999:0", 11, "got 99999999999"},
      {"lightsout3x3q:000/000/000", 12, "expected ':' or 't'"},
      {"lightsout2x2:01/1", 17, "too few cells"},
  });
  // Bigger boards only with the CLI's limits, which say so on the page.
  const std::string big = "lightsout300x2:x" + std::string(150, '0');
  EXPECT_TRUE(parse_puzzle_id(big, Surface::Cli).ok());
  auto on_page = parse_puzzle_id(big, Surface::Page);
  ASSERT_FALSE(on_page.ok());
  EXPECT_EQ(on_page.error().pos, 9u);
  EXPECT_NE(on_page.error().message.find("1..256"), std::string::npos) << on_page.error().message;
  EXPECT_FALSE(parse_puzzle_id("lightsout16385x1:0", Surface::Cli).ok());
  EXPECT_FALSE(make_lightsout(16385, 1, false, kLightsOutMaxSide).ok());
}

}  // namespace
}  // namespace tl

namespace tl {
namespace {

// lightsout_apply (row-wise A x) agrees with pressing the buttons one by one.
TEST(LightsOut, ApplyEqualsPressingEachButton) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 40; ++trial) {
    LightsOutBoard b{1 + int(rng() % 70), 1 + int(rng() % 70), trial % 2 == 1};
    if (!lightsout_fast_applies(b)) continue;
    Puzzle p = load(zeros_id(b.rows, b.cols, b.torus));
    BitVec x(b.cells());
    for (std::size_t i = 0; i < x.size(); ++i) x.set(i, rng() % 3 == 0);
    Position pos = p.position;
    for (int j : x.ones()) p.machine->press(pos, j);
    EXPECT_EQ(lightsout_apply(b, x), pos.state) << b.rows << "x" << b.cols << (b.torus ? "t" : "");
  }
}

}  // namespace
}  // namespace tl
