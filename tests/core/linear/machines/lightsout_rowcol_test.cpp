// lightsout_rowcol_test.cpp: the "row and column" press (the whole row and
// the whole column of the pressed cell, LightsOutWeb's and others' rule):
// each press against this test's own construction, rank against its own
// elimination, solutions that reach the goal, and the limits it names.
#include <gtest/gtest.h>

#include <random>

#include "core/linear/explain/explain.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

TEST(LightsOutRowCol, PressesRankAndSolutionsMatchTheTestsOwnConstruction) {
  std::mt19937 rng(3);
  for (int k : {2, 3, 4})
    for (bool self : {true, false})
      for (auto [R, C] : {std::pair{1, 1}, {1, 5}, {4, 4}, {5, 5}, {6, 6}, {3, 7}}) {
        const std::string id =
            test::dark_lightsout(R, C, (k == 2 ? std::string() : "-k" + std::to_string(k)) + "-rowcol" + (self ? "" : "-noself"));
        const Puzzle p = test::load(id);
        ASSERT_TRUE(p.machine) << id;
        std::vector<std::vector<int>> a(std::size_t(R * C), std::vector<int>(std::size_t(R * C), 0));
        for (int b = 0; b < R * C; ++b) {
          std::vector<int> want(std::size_t(R * C), 0);
          for (int i = 0; i < R * C; ++i) {
            const bool row = i / C == b / C, col = i % C == b % C;
            if ((row || col) && (i != b || self)) want[std::size_t(i)] = 1;
          }
          Position pos = p.position;
          p.machine->press(pos, b);
          EXPECT_EQ(p.machine->cells(pos), want) << id << " button " << b + 1;
          for (int i = 0; i < R * C; ++i) a[std::size_t(i)][std::size_t(b)] = want[std::size_t(i)];
        }
        if (k != 4) {  // a rank over a field: 2 and 3
          EXPECT_EQ(analyze_rules(*p.machine).rank, test::field_rank(a, k)) << id;
        }
        for (int t = 0; t < 4; ++t) {
          const Position start = p.machine->random(rng(), false);
          const Solution s = p.machine->solve(start);
          ASSERT_TRUE(s.solvable) << id;
          Position after = start;
          for (int b : s.presses) p.machine->press(after, b);
          EXPECT_TRUE(p.machine->solved(after)) << id;
        }
      }
}

TEST(LightsOutRowCol, PlainBoardsUpTo48AndTheLimitsSaySo) {
  EXPECT_EQ(test::load(test::dark_lightsout(4, 4, "-rowcol")).machine->head(), "lightsout4x4-rowcol");
  test::expect_bad_ids({{test::dark_lightsout(5, 5, "t-rowcol"), 0, "whatever the edges"},
                        {test::dark_lightsout(5, 5, "-rowcol-klein"), 0, "not a Klein bottle"}});
  const auto big = parse_puzzle_id(test::dark_lightsout(49, 3, "-rowcol"), Surface::Cli);
  ASSERT_FALSE(big.ok());
  EXPECT_NE(big.error().message.find("sides must be 1..48"), std::string::npos) << big.error().message;
}

}  // namespace
}  // namespace tl
