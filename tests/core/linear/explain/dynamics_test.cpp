// dynamics_test.cpp: the solution map read as a board, its orbits and the
// boards that are their own solution, checked by properties: the map's board
// solves the one before wherever that one can be solved; Merlin's map is
// Arnold and Blaszak's A^-1; an orbit's boards are distinct until the cycle
// closes; the kernel of A + I counted against every board of small systems.
#include <gtest/gtest.h>

#include <random>

#include "core/game/linear_view.hpp"
#include "core/linear/explain/dynamics.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

Explanation explanation_of(const std::string& id) {
  auto e = explain(test::load(id));
  EXPECT_TRUE(e.ok()) << id;
  return *e;
}

ZkVec negated(const ZkVec& x, int k) {
  ZkVec out(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = uint8_t((k - x[i]) % k);
  return out;
}

// Whether A s = b has a solution: the reduction of [A | b] reads no 0 = c.
bool solvable(const ModMatrix& a, const ZkVec& b) { return eliminate(augmented(a, b), a.cols(), false).contradiction_row < 0; }

TEST(Dynamics, MerlinsMapIsTheInverse) {
  const Explanation e = explanation_of("merlin:100/110/001");
  auto m = solution_map(e);
  ASSERT_TRUE(m.ok()) << m.error().message;
  EXPECT_TRUE(m->invertible);
  ASSERT_TRUE(e.inverse.has_value());
  EXPECT_EQ(m->g, *e.inverse) << "G is A^-1 when A is invertible";
  // A bijection: every orbit is a pure cycle.
  for (uint32_t bits = 0; bits < 512; bits += 37) {
    ZkVec x(9);
    for (int i = 0; i < 9; ++i) x[std::size_t(i)] = uint8_t(bits >> i & 1);
    const Orbit o = orbit_of(*m, x, 1000);
    ASSERT_TRUE(o.complete());
    EXPECT_EQ(o.preperiod, 0) << bits;
  }
}

// Wherever a board of the orbit can be solved, the next board solves it:
// A (next) = -board (mod k). Boards of every kind of system: invertible,
// quiet patterns, k states, a torus.
TEST(Dynamics, TheNextBoardSolvesTheOneBeforeWhereverItCan) {
  std::mt19937 rng(7);
  for (const char* id : {"lightsout5x5:10000/00000/00000/00000/00000", "lightsout4x4:1000/0100/0010/0001",
                         "lightsout4x4-k3:1000/0000/0000/0000", "lightsout3x3-k5:120/000/021",
                         "lightsout4x4t:1000/0100/0010/0001", "lightsout6x6:000000/000000/000000/000000/000000/000001"}) {
    const Explanation e = explanation_of(id);
    auto m = solution_map(e);
    ASSERT_TRUE(m.ok()) << id << ": " << m.error().message;
    // A board that can be solved to start from: what some presses y make.
    ZkVec y(std::size_t(e.cells));
    for (uint8_t& v : y) v = uint8_t(rng() % unsigned(e.k));
    const Orbit o = orbit_of(*m, e.a.times(y), 20000);
    if (e.k == 2) { ASSERT_TRUE(o.complete()) << id; }
    int solved = 0;
    for (std::size_t i = 0; i < o.boards.size(); ++i) {
      const ZkVec& b = o.boards[i];
      const ZkVec next = next_board(*m, b);
      if (!solvable(e.a, negated(b, e.k))) continue;
      EXPECT_EQ(e.a.times(next), negated(b, e.k)) << id << " board " << i;
      ++solved;
    }
    EXPECT_GT(solved, 0) << id;
    if (!o.complete()) continue;  // a long orbit: the boards it saw are checked above
    // The orbit's boards are distinct, and the cycle closes where it says.
    for (std::size_t i = 0; i < o.boards.size(); ++i)
      for (std::size_t j = i + 1; j < o.boards.size(); ++j) ASSERT_NE(o.boards[i], o.boards[j]) << id;
    EXPECT_EQ(next_board(*m, o.boards.back()), o.boards[std::size_t(o.preperiod)]) << id;
    EXPECT_EQ(long(o.boards.size()), o.preperiod + o.period) << id;
  }
}

// A budget too small for the orbit says so: no period, the boards it saw.
TEST(Dynamics, AnOrbitPastTheBudgetIsSaidToBeLonger) {
  const Explanation e = explanation_of("lightsout7x7-k5:4444444/4444444/4444444/4444444/4444444/4444444/4444444");
  auto m = solution_map(e);
  ASSERT_TRUE(m.ok()) << m.error().message;
  const Orbit cut = orbit_of(*m, e.state, 10);
  EXPECT_FALSE(cut.complete());
  EXPECT_EQ(cut.boards.size(), 10u);
  const Orbit whole = orbit_of(*m, e.state, 100000);
  ASSERT_TRUE(whole.complete());
  EXPECT_GT(whole.period + whole.preperiod, 10);
  std::printf("7x7, 5 states, all lit: pre-period %lld, period %lld\n", whole.preperiod, whole.period);
  // The budget is cut to what a page affords: boards kept and work done.
  EXPECT_EQ(orbit_budget(1024, 10'000'000), kOrbitMostOps / (1024LL * 1024LL)) << "32x32: the work decides";
  EXPECT_EQ(orbit_budget(25, 10'000'000), kOrbitMostBytes / 25) << "5x5: the memory decides";
  EXPECT_EQ(orbit_budget(25, 100), 100) << "a small budget as asked";
}

// The boards that are their own solution, (A + I) x = 0: each basis board
// is one, and on small systems their count k^dimension is every board that is.
TEST(Dynamics, SelfSolvingBoardsAreTheKernelOfAPlusI) {
  for (const char* id : {"merlin:100/110/001", "lightsout3x3:100/000/000", "lightsout2x3-k3:120/000", "lightsout3x3t:100/000/000",
                         "lightsout4x4:1000/0000/0000/0000"}) {
    const Explanation e = explanation_of(id);
    const SelfSolving s = self_solving_boards(e);
    ASSERT_GE(s.dimension, 0) << id << ": " << s.why;
    ModMatrix plus = e.a;
    for (int i = 0; i < e.cells; ++i) plus.set(i, i, (plus.get(i, i) + 1) % e.k);
    for (const ZkVec& x : s.basis) EXPECT_EQ(plus.times(x), ZkVec(std::size_t(e.cells), 0)) << id;
    long long count = 0, total = 1;
    for (int i = 0; i < e.cells; ++i) total *= e.k;
    for (long long code = 0; code < total; ++code) {
      ZkVec x(std::size_t(e.cells));
      long long c = code;
      for (uint8_t& v : x) v = uint8_t(c % e.k), c /= e.k;
      if (plus.times(x) == ZkVec(std::size_t(e.cells), 0)) ++count;
    }
    long long expected = 1;
    for (int d = 0; d < s.dimension; ++d) expected *= e.k;
    EXPECT_EQ(count, expected) << id << ": every board that is its own solution, counted";
  }
}

TEST(Dynamics, SystemsWithoutAMapSayWhy) {
  auto quat = solution_map(explanation_of("merlin-k4:123/000/321"));
  if (!quat.ok()) { EXPECT_NE(quat.error().message.find("pivot other than 1"), std::string::npos) << quat.error().message; }
  const Explanation ghostly = explanation_of("custom2x3:101/010,g=111/111,b=110/000.011/000.000/110.000/011.100/100");
  auto m = solution_map(ghostly);
  ASSERT_FALSE(m.ok()) << "5 buttons on 6 cells";
  EXPECT_NE(m.error().message.find("buttons are the board's cells"), std::string::npos) << m.error().message;
}

}  // namespace
}  // namespace tl

namespace tl {
namespace {

// The period followed backwards (orbit_period: a press of every button a
// step, no table of boards) against the orbit followed forwards by G
// (orbit_of), on singular and invertible boards of every topology, with 2,
// 3 and 5 states and another press shape; the all-lit board and random ones.
TEST(Dynamics, ThePeriodFollowedBackwardsIsTheOrbitsPeriod) {
  std::mt19937 rng(5);
  int singular = 0, compared = 0, backwards = 0;
  for (const char* topology : {"", "t", "-cylinder", "-moebius", "-klein", "-projective"})
    for (const char* states : {"", "-k3", "-k5"})
      for (int n = 2; n <= 5; ++n) {
        const std::string options =
            std::string(topology).substr(0, 1) == "t" ? std::string("t") + states : std::string(states) + topology;
        const Puzzle p = test::load(test::dark_lightsout(n, n, options));
        const Explanation e = *explain(p);
        auto m = solution_map(e);
        ASSERT_TRUE(m.ok()) << p.id();
        singular += !m->invertible;
        for (int trial = 0; trial < 3; ++trial) {
          ZkVec b(std::size_t(n * n), uint8_t(e.k - 1));
          if (trial > 0)
            for (uint8_t& v : b) v = uint8_t(rng() % unsigned(e.k));
          const Orbit forwards = orbit_of(*m, b, 20000);
          if (!forwards.complete()) continue;
          const Orbit back = orbit_period(e, *m, b, 20000);
          ASSERT_TRUE(back.complete()) << p.id();
          EXPECT_EQ(back.preperiod, forwards.preperiod) << p.id() << " trial " << trial;
          EXPECT_EQ(back.period, forwards.period) << p.id() << " trial " << trial;
          ++compared;
          backwards += back.backwards;
          // Plain, torus and cylinder: always the form the backward step needs
          // (not a theorem here: 5x5's Klein bottle, whose A is symmetric
          // too, does not have it, and is followed by the table).
          if (plus_grid_of(*p.machine).valid()) { EXPECT_TRUE(back.backwards) << p.id(); }
        }
      }
  EXPECT_GT(singular, 15);
  EXPECT_GT(compared, 150);
  EXPECT_GT(backwards, compared * 3 / 4) << "most followed backwards, not by the table";
}

// 9 x 9 has quiet patterns (nullity 8) and a long cycle: the same period
// both ways, the backward one without its 97,651 boards in a table.
TEST(Dynamics, NineByNinesLongOrbitBothWays) {
  const Explanation e = explanation_of(test::dark_lightsout(9, 9, ""));
  auto m = solution_map(e);
  const ZkVec lit(81, 1);
  const Orbit forwards = orbit_of(*m, lit, 200000), backwards = orbit_period(e, *m, lit, 200000);
  ASSERT_TRUE(forwards.complete());
  EXPECT_EQ(backwards.period, forwards.period);
  EXPECT_EQ(backwards.preperiod, forwards.preperiod);
  EXPECT_TRUE(backwards.backwards);
  EXPECT_GT(forwards.period, 90000);
}

}  // namespace
}  // namespace tl
