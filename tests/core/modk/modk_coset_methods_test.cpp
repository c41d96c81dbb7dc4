// modk_coset_methods_test.cpp: the fewest-press search's exact methods
// against each other and against the walk over every tuple.
//
// The walk (ZkCosetSearch::walk_fewest) is the reference: an odometer over
// every coefficient tuple of the quiet patterns, a full vector pass per
// tuple. The group transform must give the walk's answer press for press
// (the same tie rule); the split by halves the same press count, its
// answer solving the position. The brute-force test (modk_brute_force_test)
// holds the solvers to every press vector of the small boards.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "core/modk/zk_board.hpp"
#include "core/modk/zk_solver.hpp"
#include "core/modk/zk_transform.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::random_vec;

ZkSearchOptions only(ZkSearchMethod m) {
  ZkSearchOptions o;
  o.only = m;
  return o;
}

// The transform alone: the best tuple it names is the best of trying every
// tuple (the tuples of 2 or 3 generators of a random system, any k).
TEST(ZkTransform, BestTupleIsTheBestOfEveryTuple) {
  std::mt19937_64 rng(251);
  for (int k = 2; k <= 16; ++k)
    for (int trial = 0; trial < 6; ++trial) {
      const std::size_t n = 5 + rng() % 40;
      std::vector<ZkVec> gens;
      std::vector<int> orders;
      const int count = 1 + int(rng() % 3);
      for (int i = 0; i < count; ++i) {
        gens.push_back(random_vec(rng, n, k));
        orders.push_back(2 + int(rng() % uint64_t(k - 1)));  // any range in [2, k]
      }
      std::vector<const ZkVec*> ptrs;
      for (const ZkVec& g : gens) ptrs.push_back(&g);
      const ZkGroupTransform t(ptrs, orders, k);
      const ZkVec x = random_vec(rng, n, k);
      std::vector<int> digits;
      ZkGroupTransform::Scratch scratch;
      const long long got = t.best(x, digits, scratch);
      long long best = -1;
      std::vector<int> best_d, d(std::size_t(count), 0);
      for (;;) {  // every tuple, generator 0's coefficient fastest
        long long w = 0;
        for (std::size_t c = 0; c < n; ++c) {
          int v = x[c];
          for (int i = 0; i < count; ++i) v += d[std::size_t(i)] * gens[std::size_t(i)][c];
          w += v % k;
        }
        if (best < 0 || w < best) {
          best = w;
          best_d = d;
        }
        int i = 0;
        while (i < count && ++d[std::size_t(i)] == orders[std::size_t(i)]) d[std::size_t(i++)] = 0;
        if (i == count) break;
      }
      ASSERT_EQ(got, best) << "k=" << k << " trial " << trial;
      ASSERT_EQ(digits, best_d) << "k=" << k << " trial " << trial;
    }
}

struct Case {
  int n;
  Neighbourhood shape;
  bool torus;
};

// Boards of every shape, plain and torus, k = 3..16: the transform's answer
// is the walk's, press for press; for even k with k / 2 prime the split's
// press count is the walk's too.
TEST(ZkCosetMethods, TransformAndSplitEqualTheWalk) {
  std::mt19937_64 rng(252);
  const std::vector<Case> cases = {{4, Neighbourhood::Plus, false},  {5, Neighbourhood::Plus, false},
                                   {6, Neighbourhood::Plus, true},   {5, Neighbourhood::X, false},
                                   {6, Neighbourhood::X, true},      {4, Neighbourhood::Box, true},
                                   {6, Neighbourhood::Box, false},   {5, Neighbourhood::Knight, false},
                                   {7, Neighbourhood::Knight, true}, {9, Neighbourhood::Plus, false},
                                   {8, Neighbourhood::Plus, true},   {10, Neighbourhood::X, true}};
  int transformed = 0, split = 0;
  for (int k = 3; k <= 16; ++k)
    for (const Case& cs : cases) {
      const ZkBoard b = ZkBoard::lights_out(cs.n, cs.n, k, cs.shape, true, cs.torus);
      const ZkBoardSolver solver(b);
      if (solver.quiet().empty()) continue;
      ZkCosetSearch search(solver.quiet(), k);
      if (search.walk_work() > double(1 << 22)) continue;
      const bool halves = k % 2 == 0 && (k / 2 == 2 || k / 2 == 3 || k / 2 == 5 || k / 2 == 7);
      if (halves) search.set_half_kernel(zk_board_half_kernel(b));
      const std::string what = std::to_string(cs.n) + "x" + std::to_string(cs.n) + (cs.torus ? "t " : " ") +
                               neighbourhood_name(cs.shape) + " k=" + std::to_string(k);
      for (int trial = 0; trial < 3; ++trial) {
        const ZkVec target = zk_board_apply(b, random_vec(rng, std::size_t(b.cells()), k));
        ZkSolveOptions any;
        any.fewest = false;
        const ZkVec x = solver.solve(target, any).presses;
        const ZkVec walked = search.walk_fewest(x);
        bool minimal = false;
        ZkSearchMethod used = ZkSearchMethod::None;
        const ZkVec t = search.fewest(x, only(ZkSearchMethod::Transform), &minimal, &used);
        if (used == ZkSearchMethod::Transform) {
          ASSERT_TRUE(minimal) << what;
          ASSERT_EQ(t, walked) << what;
          ++transformed;
        }
        if (!halves) continue;
        const ZkVec s = search.fewest(x, only(ZkSearchMethod::SplitByHalves), &minimal, &used);
        ASSERT_EQ(used, ZkSearchMethod::SplitByHalves) << what;
        ASSERT_TRUE(minimal) << what;
        ASSERT_EQ(press_count(s), press_count(walked)) << what;
        ASSERT_EQ(zk_board_apply(b, s), target) << what;
        ++split;
      }
    }
  EXPECT_GT(transformed, 150);
  EXPECT_GT(split, 40);
}

// The general solver (dense press matrices, random columns with built-in
// dependencies): the transform is the walk's answer.
TEST(ZkCosetMethods, TransformEqualsTheWalkOnRandomSystems) {
  std::mt19937_64 rng(253);
  int compared = 0;
  for (int k = 3; k <= 16; ++k)
    for (int trial = 0; trial < 4; ++trial) {
      const int cells = 8 + int(rng() % 24), free_cols = 4 + int(rng() % 8), dependent = 1 + int(rng() % 4);
      ZkPressMatrix a;
      a.k = k;
      a.cells = cells;
      std::vector<ZkVec> cols;
      for (int j = 0; j < free_cols + dependent; ++j) {
        ZkVec col(std::size_t(cells), 0);
        if (j < free_cols) {
          col = random_vec(rng, std::size_t(cells), k);
        } else {
          for (int i = 0; i < 2; ++i) {  // a combination of two earlier columns
            const ZkVec& src = cols[rng() % cols.size()];
            const unsigned f = unsigned(1 + rng() % uint64_t(k - 1));
            for (int c = 0; c < cells; ++c)
              col[std::size_t(c)] = uint8_t((col[std::size_t(c)] + f * src[std::size_t(c)]) % unsigned(k));
          }
        }
        cols.push_back(col);
        std::vector<ZkAdd> adds;
        for (int c = 0; c < cells; ++c)
          if (col[std::size_t(c)]) adds.push_back({c, col[std::size_t(c)]});
        a.buttons.push_back(adds);
      }
      const ZkSolver solver(a);
      if (solver.quiet().empty()) continue;
      const ZkCosetSearch search(solver.quiet(), k);
      if (search.walk_work() > double(1 << 22)) continue;
      const ZkVec target = a.apply(random_vec(rng, std::size_t(a.button_count()), k));
      ZkSolveOptions any;
      any.fewest = false;
      const ZkVec x = solver.solve(target, any).presses;
      bool minimal = false;
      ZkSearchMethod used = ZkSearchMethod::None;
      const ZkVec t = search.fewest(x, only(ZkSearchMethod::Transform), &minimal, &used);
      ASSERT_EQ(used, ZkSearchMethod::Transform) << "k=" << k;
      ASSERT_EQ(t, search.walk_fewest(x)) << "k=" << k << " trial " << trial;
      ++compared;
    }
  EXPECT_GT(compared, 30);
}

// Boards with 2^12 to 2^16 quiet patterns and 4 states: the solver picks
// the split by halves by itself, and its count is the walk's.
TEST(ZkCosetMethods, SolverSplitsMidBoardsByHalves) {
  std::mt19937_64 rng(254);
  for (const Case& cs : {Case{16, Neighbourhood::Knight, false}, Case{28, Neighbourhood::Knight, false},
                         Case{29, Neighbourhood::Plus, false}, Case{16, Neighbourhood::X, false}}) {
    const ZkBoard b = ZkBoard::lights_out(cs.n, cs.n, 4, cs.shape);
    const ZkBoardSolver solver(b);
    const ZkVec target = zk_board_apply(b, random_vec(rng, std::size_t(b.cells()), 4));
    const ZkAnswer a = solver.solve(target);
    const std::string what = std::to_string(cs.n) + " " + neighbourhood_name(cs.shape);
    ASSERT_TRUE(a.solvable && a.minimal) << what;
    EXPECT_EQ(zk_board_apply(b, a.presses), target) << what;
    ZkSolveOptions any;
    any.fewest = false;
    const ZkCosetSearch search(solver.quiet(), 4);
    EXPECT_TRUE(search.split_work() < search.walk_work()) << what;
    EXPECT_EQ(press_count(search.walk_fewest(solver.solve(target, any).presses)), a.press_count) << what;
  }
}

// The boards the issue named: 64 x 64 plus with 3 states goes by the
// transform (8 patterns of 3), and 64 x 64 knight with 4 states (2^24 quiet
// patterns, past any walk) is proven by the split by halves by default.
// (The transform, forced, took 115 s to agree on this knight's count: a
// check made once, too slow for the suite.)
TEST(ZkCosetMethods, BigBoardsAreProven) {
  std::mt19937_64 rng(255);
  for (auto [k, shape] : {std::pair{3, Neighbourhood::Plus}, std::pair{4, Neighbourhood::Knight}}) {
    const ZkBoard b = ZkBoard::lights_out(64, 64, k, shape);
    const ZkBoardSolver solver(b);
    const ZkVec target = zk_board_apply(b, random_vec(rng, std::size_t(b.cells()), k));
    const ZkAnswer a = solver.solve(target);
    ASSERT_TRUE(a.solvable && a.minimal) << neighbourhood_name(shape);
    EXPECT_EQ(zk_board_apply(b, a.presses), target) << neighbourhood_name(shape);
    EXPECT_TRUE(a.search.empty()) << a.search;
  }
}

// Out of reach (64 x 64 plus with 4 states: 2^42 solutions): the answer
// reaches the goal, is marked not proven and says how far the search got.
TEST(ZkCosetMethods, AnUnprovenAnswerSaysHowFarTheSearchGot) {
  std::mt19937_64 rng(256);
  const ZkBoard b = ZkBoard::lights_out(64, 64, 4, Neighbourhood::Plus);
  const ZkVec target = zk_board_apply(b, random_vec(rng, std::size_t(b.cells()), 4));
  const ZkAnswer a = ZkBoardSolver(b).solve(target);
  ASSERT_TRUE(a.solvable);
  EXPECT_EQ(zk_board_apply(b, a.presses), target);
  EXPECT_FALSE(a.minimal);
  EXPECT_EQ(a.search.rfind("a local search; a proof needs about 2^", 0), 0u) << a.search;
  EXPECT_NE(a.search.find("past the budget of 2^26.0"), std::string::npos) << a.search;
  EXPECT_EQ(a.to_solution().search, a.search);
}

}  // namespace
}  // namespace tl
