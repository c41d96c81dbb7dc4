// chase_table_test.cpp: the light-chasing lesson's last-row table agrees with
// the solver on every last-row pattern, 5x5 and 6x6, 2 and 3 states: a
// pattern is in the table exactly when the solver can solve it, and the
// table's top-row presses, chased, clear the board.
#include "core/modk/chase_table.hpp"

#include <gtest/gtest.h>

#include "test_support.hpp"

namespace tl {
namespace {

TEST(ChaseTable, AgreesWithTheSolverOnEveryLastRow) {
  for (int n : {5, 6}) {
    for (int k : {2, 3}) {
      const ChaseTable table(n, n, k);
      const std::string head = "lightsout" + std::to_string(n) + "x" + std::to_string(n) + (k > 2 ? "-k" + std::to_string(k) : "");
      int clearable = 0;
      for (std::size_t code = 0; code < table.patterns(); ++code) {
        std::vector<int> last(static_cast<std::size_t>(n), 0);
        std::size_t rest = code;
        for (int c = n - 1; c >= 0; --c) { last[std::size_t(c)] = int(rest % std::size_t(k)); rest /= std::size_t(k); }
        ASSERT_EQ(table.index(last), int(code));
        // The board with only this last row lit: chasing leaves it as it is.
        std::string id = head + ":";
        for (int r = 0; r < n; ++r) {
          if (r) id += '/';
          for (int c = 0; c < n; ++c) id += char('0' + (r + 1 == n ? last[std::size_t(c)] : 0));
        }
        const Puzzle p = test::load(id);
        const bool solvable = p.machine->solve(p.position).solvable;
        ASSERT_EQ(table.clearable(last), solvable) << id;
        if (!solvable) continue;
        ++clearable;
        std::vector<int> cells(std::size_t(n * n), 0);
        for (int c = 0; c < n; ++c) cells[std::size_t((n - 1) * n + c)] = last[std::size_t(c)];
        const std::vector<int>& top = table.top_presses(last);
        for (int c = 0; c < n; ++c) press_plus(cells, n, n, k, 0, c, top[std::size_t(c)]);
        chase_down(cells, n, n, k);
        for (int v : cells) ASSERT_EQ(v, 0) << id << ": the table's top row, chased, clears the board";
      }
      // 5x5 over GF(2): 2 invariants, a quarter of the 32 last rows can be cleared.
      if (n == 5 && k == 2) { EXPECT_EQ(clearable, 8); }
      std::printf("%dx%d, %d states: %d of %zu last rows can be cleared\n", n, n, k, clearable, table.patterns());
    }
  }
}

}  // namespace
}  // namespace tl
