// grid_period_test.cpp: the period read from the map's order against the
// orbit followed board by board (core dynamics.hpp), on every small plain,
// cylinder and torus board with 2, 3, 5 and 7 states, random boards and the
// all-lit one; the invertibility test against the elimination's rank; and the
// refusals (a twisted board, a modulus that is not prime, a singular A).
#include <gtest/gtest.h>

#include <random>

#include "core/base/factor64.hpp"
#include "core/game/linear_view.hpp"
#include "core/linear/explain/dynamics.hpp"
#include "core/linear/explain/grid_period.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

// "lightsout{R}x{C}" with the topology and states, every light off.
std::string dark_board(int r, int c, Topology t, int k) {
  std::string options = t == Topology::Torus ? "t" : "";
  if (k != 2) options += "-k" + std::to_string(k);
  if (t == Topology::Cylinder) options += "-cylinder";
  return test::dark_lightsout(r, c, options);
}

TEST(GridPeriod, FactorsAndOrders) {
  EXPECT_EQ(prime_factors64(65535), (std::vector<uint64_t>{3, 5, 17, 257}));
  EXPECT_EQ(prime_factors64(624), (std::vector<uint64_t>{2, 3, 13}));
  // 2^62 - 1 = 3 * 715827883 * 2147483647: two large primes, found by rho.
  EXPECT_EQ(prime_factors64((uint64_t(1) << 62) - 1), (std::vector<uint64_t>{3, 715827883, 2147483647}));
  EXPECT_TRUE(is_prime64(2305843009213693951ULL));  // 2^61 - 1
  EXPECT_FALSE(is_prime64(3215031751ULL));          // a strong pseudoprime to bases 2, 3, 5 and 7
  EXPECT_EQ(multiplicative_order(5, 16), 4);        // 7 x 7 with 5 states: the field of 5^4
  EXPECT_EQ(multiplicative_order(2, 257), 16);
  EXPECT_EQ(multiplicative_order(3, 1), 1);
}

// Every board of these sizes, topologies and states: invertible exactly when
// the elimination has full rank, and, where it is, the period from the order
// equals the followed orbit's, for the all-lit board and three random ones.
TEST(GridPeriod, MatchesTheOrbitFollowed) {
  std::mt19937 rng(11);
  int invertible = 0, compared = 0;
  for (Topology t : {Topology::Plain, Topology::Cylinder, Topology::Torus})
    for (int k : {2, 3, 5, 7})
      for (int r = 1; r <= 6; ++r)
        for (int c = 1; c <= 6; ++c) {
          const Puzzle p = test::load(dark_board(r, c, t, k));
          const PlusGrid g = plus_grid_of(*p.machine);
          ASSERT_TRUE(g.valid()) << p.id();
          ASSERT_EQ(g.rows, r);
          const Explanation e = *explain(p);
          auto map = solution_map(e);
          ASSERT_TRUE(map.ok());
          ASSERT_EQ(plus_grid_invertible(g, k), map->invertible) << p.id();
          if (!map->invertible) {
            EXPECT_FALSE(grid_period(g, k, ZkVec(std::size_t(r * c), 1)).found());
            continue;
          }
          ++invertible;
          for (int trial = 0; trial < 4; ++trial) {
            ZkVec b(std::size_t(r * c), uint8_t(k - 1));  // all lit first
            if (trial > 0)
              for (uint8_t& v : b) v = uint8_t(rng() % unsigned(k));
            const Orbit o = orbit_of(*map, b, 2'000'000);
            if (!o.complete()) continue;
            const GridPeriod gp = grid_period(g, k, b);
            ASSERT_TRUE(gp.found()) << p.id() << ": " << gp.why;
            EXPECT_EQ(o.preperiod, 0) << p.id();
            EXPECT_EQ(gp.period, o.period) << p.id() << " trial " << trial;
            EXPECT_EQ(gp.order_bound % gp.period, 0) << p.id();
            ++compared;
          }
        }
  EXPECT_GT(invertible, 200);
  EXPECT_GT(compared, 800);
}

// The example: with 5 states 7 x 7's all-lit board has period 624,
// 5^4 - 1, every eigenvalue in the field of 5^4 (followed, then read).
TEST(GridPeriod, SevenBySevenWithFiveStates) {
  const Puzzle p = test::load(dark_board(7, 7, Topology::Plain, 5));
  const GridPeriod gp = grid_period(plus_grid_of(*p.machine), 5, ZkVec(49, 4));
  ASSERT_TRUE(gp.found()) << gp.why;
  EXPECT_EQ(gp.field_degree, 4);
  const Orbit o = orbit_of(*solution_map(*explain(p)), ZkVec(49, 4), 100000);
  EXPECT_EQ(o.period, gp.period);
  EXPECT_EQ(gp.period, 624);
}

TEST(GridPeriod, Refusals) {
  const ZkVec lit(25, 1);
  EXPECT_NE(grid_period({5, 5, Topology::Moebius}, 2, lit).why.find("plain, cylinder and torus"), std::string::npos);
  EXPECT_NE(grid_period({5, 5, Topology::Plain}, 4, ZkVec(25, 3)).why.find("4 is not prime"), std::string::npos);
  EXPECT_NE(grid_period({5, 5, Topology::Plain}, 2, lit).why.find("not invertible"), std::string::npos);  // 5 x 5: nullity 2
  EXPECT_NE(grid_period({300, 300, Topology::Torus}, 2, ZkVec(90000, 1)).why.find("up to 256"), std::string::npos);
  EXPECT_NE(grid_period({6, 6, Topology::Plain}, 2, lit).why.find("36"), std::string::npos);
  EXPECT_FALSE(plus_grid_of(*test::load("lightsout5x5-moebius:00000/00000/00000/00000/00000").machine).valid());
  EXPECT_FALSE(plus_grid_of(*test::load("lightsout5x5-x:00000/00000/00000/00000/00000").machine).valid());
  EXPECT_FALSE(plus_grid_of(*test::load("merlin:000/000/000").machine).valid());
}

}  // namespace
}  // namespace tl
