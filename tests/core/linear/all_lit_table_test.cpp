// all_lit_table_test.cpp: the fewest presses that turn off the all-lit
// N x N Lights Out board, N = 1..78, against a table and a second method.
//
// Where the table comes from:
//   * N <= 54: the published values, OEIS A075464 (Weisstein; terms to 60
//     by Alekseyev, to 78 by Du), as the sequence's page prints them.
//   * 55 <= N <= 78: this project's exact search (search/quiet_search.hpp), each
//     reproduced by a second method that shares none of its code: boards
//     with a unique solution by the dense elimination of the whole press
//     matrix (linear_solver.hpp), the others by the Gray-code walk over
//     every solution (gray_walk_fewest_presses). The walk runs here where it
//     is quick (nullity up to 24); it was run once for 64 x 64 (2^28
//     solutions, 6.9 s on the development machine) and 67 x 67 (2^32,
//     284.5 s), which gave 1838 and 2015.
//   * 61 x 61 and 65 x 65 (2^40 and 2^42 solutions) are past what the
//     machine proves in its budget: kAllLit holds 0 there, and the test
//     checks the answer the machine gives instead (it turns the board off
//     and says it is not proven minimal).
#include <gtest/gtest.h>

#include <string>

#include "core/linear/lightsout_fast.hpp"
#include "core/linear/linear_solver.hpp"
#include "core/search/quiet_search.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

// kAllLit[N - 1]: the fewest presses for the all-lit N x N board (0: not
// settled here).
constexpr int kAllLit[78] = {1,    4,    5,    4,    15,   28,   33,   40,   25,   44,   55,   72,   105,  56,   117,  104,
                             147,  188,  141,  224,  245,  276,  231,  270,  353,  356,  405,  416,  345,  376,  553,  428,
                             469,  520,  563,  600,  761,  772,  561,  696,  891,  940,  953,  772,  1069, 1188, 971,  1096,
                             1165, 1220, 1317, 1256, 1487, 1400, 1697, 1616, 1709, 1852, 1485, 1832, 0,    1742, 2061, 1838,
                             0,    2244, 2015, 2448, 2233, 2484, 2311, 2592, 2705, 2758, 2965, 2992, 3055, 2980};

using test::all_lit;

std::string name(int n) { return std::to_string(n) + "x" + std::to_string(n); }

// The solver's answer, proven fewest, is the table's, press for press a
// solution of the board.
TEST(AllLitTable, TheSolverProvesEveryTableEntry) {
  int proven = 0;
  for (int n = 1; n <= 78; ++n) {
    if (!kAllLit[n - 1]) continue;
    const LightsOutBoard b{n, n, false};
    const LightsOutAnswer a = solve_lightsout(b, all_lit(b), true);
    ASSERT_TRUE(a.solvable) << name(n);
    ASSERT_EQ(lightsout_apply(b, a.presses), all_lit(b)) << name(n);
    EXPECT_TRUE(a.minimal) << name(n);
    EXPECT_EQ(int(a.presses.popcount()), kAllLit[n - 1]) << name(n);
    ++proven;
  }
  EXPECT_EQ(proven, 76);
}

// The second method for the entries past the published ones (N >= 55), in
// the test wherever it is quick.
TEST(AllLitTable, ASecondMethodReproducesTheEntriesPast54) {
  int checked = 0;
  for (int n = 55; n <= 78; ++n) {
    const LightsOutBoard b{n, n, false};
    const BitVec target = all_lit(b);
    const LinearAnalysis an = analyze_lightsout(b, 64);
    if (an.nullity == 0) {
      // One solution: the dense elimination over every button finds it.
      std::vector<BitVec> columns;
      for (std::size_t j = 0; j < b.cells(); ++j) {
        BitVec e(b.cells());
        e.set(j);
        columns.push_back(lightsout_apply(b, e));
      }
      const Solution s = solve_linear(columns, target);
      ASSERT_TRUE(s.solvable && s.minimal) << name(n);
      EXPECT_EQ(int(s.presses.size()), kAllLit[n - 1]) << name(n);
      ++checked;
    } else if (an.nullity <= 24) {
      const BitVec x = solve_lightsout(b, target, false).presses;
      const BitVec walked = gray_walk_fewest_presses(x, an.quiet_patterns);
      ASSERT_EQ(lightsout_apply(b, walked), target) << name(n);
      EXPECT_EQ(int(walked.popcount()), kAllLit[n - 1]) << name(n);
      ++checked;
    }
  }
  // 24 boards, less 61, 64, 65 and 67 (nullity 40, 28, 42, 32).
  EXPECT_EQ(checked, 20);
}

// Past the budget: an answer that turns every light off, never fewer
// presses than a proof would allow, marked as not proven.
TEST(AllLitTable, BoardsPastTheBudgetSayTheyAreNotProven) {
  for (int n : {61, 65}) {
    const LightsOutBoard b{n, n, false};
    const LightsOutAnswer a = solve_lightsout(b, all_lit(b), true);
    ASSERT_TRUE(a.solvable) << name(n);
    EXPECT_EQ(lightsout_apply(b, a.presses), all_lit(b)) << name(n);
    EXPECT_FALSE(a.minimal) << name(n);
  }
}

}  // namespace
}  // namespace tl
