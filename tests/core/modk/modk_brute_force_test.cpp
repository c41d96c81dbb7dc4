// modk_brute_force_test.cpp: the k-state solvers against an independent
// brute force that presses every press vector of Z_k^n.
//
// For k = 3, 4, 5, 6, every board up to 3x3 and 2x4, 4x2, the plus and x
// shapes (with the pressed cell), plain and torus: the brute force records
// the fewest presses (a button pressed t times counts t) that make each
// change b; then for every b both the board solver (the chase) and the
// general solver (dense Howell forms) must say solvable exactly when the
// brute force reached b, with a proven-minimal answer of that many presses
// that really makes b; and the reachable counts must match. For k = 4 and 6
// the split by halves (the fewest-press search's method for even k) is held
// to the same counts, forced on boards where the walk would be cheaper.
//
// Every position is checked where there are at most kEveryPositionUpTo of
// them (all of k = 3, and every board up to 2x4 for k = 4, 2x3 for k = 5
// and 6); the larger cases (k = 4 on 3x3; k = 5 and 6 on 3x3, 2x4 and 4x2:
// 262,144 to 10,077,696 positions, two solvers each) check an evenly spread
// sample of kSample positions by default, and every position with
// TOGGLELAB_MODK_EXHAUSTIVE=1 in the environment (about 1.5 minutes).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/modk/zk_board.hpp"
#include "core/modk/zk_solver.hpp"
#include "sanitized.hpp"

namespace tl {
namespace {

// The test's own rules, written apart from zk_board.cpp: the cells button
// (r, c) adds 1 to, once per shape offset (two offsets on one cell add 2).
std::vector<std::vector<int>> press_columns(int rows, int cols, bool diagonal, bool torus) {
  const int plus[5][2] = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  const int x[5][2] = {{0, 0}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
  std::vector<std::vector<int>> out;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      std::vector<int> cells;
      for (const auto& o : diagonal ? x : plus) {
        int rr = r + o[0], cc = c + o[1];
        if (torus) {
          rr = (rr + rows) % rows;
          cc = (cc + cols) % cols;
        } else if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) {
          continue;
        }
        cells.push_back(rr * cols + cc);
      }
      out.push_back(cells);
    }
  return out;
}

// best[code of b] = fewest presses making b (b coded base k, cell 0 lowest),
// 255 when no press vector makes it. An odometer over Z_k^n: digit j going
// up adds column j once; going from k-1 back to 0 adds it once more.
std::vector<uint8_t> brute_force(const std::vector<std::vector<int>>& columns, int k, int cells) {
  std::vector<long long> place(std::size_t(cells), 1);
  for (int c = 1; c < cells; ++c) place[std::size_t(c)] = place[std::size_t(c) - 1] * k;
  const long long total = place.back() * k;
  std::vector<uint8_t> best(std::size_t(total), 255);
  std::vector<int> value(std::size_t(cells), 0), digit(columns.size(), 0);
  long long code = 0;
  int weight = 0;
  best[0] = 0;
  for (;;) {
    std::size_t j = 0;
    for (; j < columns.size(); ++j) {
      for (int c : columns[j]) {
        int& v = value[std::size_t(c)];
        const int nv = (v + 1) % k;
        code += (nv - v) * place[std::size_t(c)];
        v = nv;
      }
      if (++digit[j] < k) {
        ++weight;
        break;
      }
      digit[j] = 0;
      weight -= k - 1;
    }
    if (j == columns.size()) break;
    uint8_t& slot = best[std::size_t(code)];
    if (weight < slot) slot = uint8_t(weight);
  }
  return best;
}

ZkVec decode(long long code, int k, int cells) {
  ZkVec b(static_cast<std::size_t>(cells));
  for (int c = 0; c < cells; ++c, code /= k) b[std::size_t(c)] = uint8_t(code % k);
  return b;
}

ZkVec apply_columns(const std::vector<std::vector<int>>& columns, const ZkVec& x, int k, int cells) {
  ZkVec out(static_cast<std::size_t>(cells), 0);
  for (std::size_t j = 0; j < columns.size(); ++j)
    for (int c : columns[j]) out[std::size_t(c)] = uint8_t((out[std::size_t(c)] + x[j]) % k);
  return out;
}

void check_answer(const ZkAnswer& a, uint8_t best, const ZkVec& b, const std::vector<std::vector<int>>& columns, int k, int cells,
                  const std::string& what) {
  ASSERT_EQ(a.solvable, best != 255) << what;
  if (!a.solvable) {
    // The broken invariant: no column changes it, b does.
    ASSERT_GT(a.broken.modulus, 1) << what;
    for (const auto& col : columns) {
      long long s = 0;
      for (int c : col) s += a.broken.weights[std::size_t(c)];
      ASSERT_EQ(s % a.broken.modulus, 0) << what;
    }
    ASSERT_NE(a.broken.value(b), 0) << what;
    ASSERT_FALSE(a.reason.empty()) << what;
    return;
  }
  ASSERT_TRUE(a.minimal) << what;
  ASSERT_EQ(a.press_count, best) << what;
  ASSERT_EQ(apply_columns(columns, a.presses, k, cells), b) << what;
}

// Every position up to 70,000 of them, else a sample of 25,000 (under the
// sanitizers 5,000 and 2,000: sanitized.hpp).
constexpr long long kEveryPositionUpTo = test::natively_or(70000, 5000);
constexpr long long kSample = test::natively_or(25000, 2000);

struct Board {
  int rows, cols;
};

TEST(ModkBruteForce, EveryPositionOfEverySmallBoard) {
  const std::vector<Board> boards = {{1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}, {2, 3}, {3, 1}, {3, 2}, {3, 3}, {2, 4}, {4, 2}};
  for (int k : {3, 4, 5, 6})
    for (const Board& bd : boards)
      for (bool diagonal : {false, true})
        for (bool torus : {false, true}) {
          const int cells = bd.rows * bd.cols;
          const std::string what = std::to_string(bd.rows) + "x" + std::to_string(bd.cols) + (diagonal ? " x" : " plus") +
                                   (torus ? " torus" : "") + " k=" + std::to_string(k);
          const auto columns = press_columns(bd.rows, bd.cols, diagonal, torus);
          const std::vector<uint8_t> best = brute_force(columns, k, cells);
          const ZkBoard board =
              ZkBoard::lights_out(bd.rows, bd.cols, k, diagonal ? Neighbourhood::X : Neighbourhood::Plus, true, torus);
          const ZkBoardSolver chase(board);
          const ZkSolver dense(ZkPressMatrix::from_toggles(cells, columns, k));
          // For k = 4 and 6 the split by halves too (zk_coset.hpp), forced.
          ZkCosetSearch halves(chase.quiet(), k);
          if (k % 2 == 0) halves.set_half_kernel(zk_board_half_kernel(board));
          ZkSolveOptions any, split;
          any.fewest = false;
          split.search.only = ZkSearchMethod::SplitByHalves;

          long long reachable = 0;
          for (uint8_t v : best) reachable += v != 255;
          EXPECT_EQ(chase.analyze().reachable.decimal(), std::to_string(reachable)) << what;
          EXPECT_EQ(dense.analyze().reachable.decimal(), std::to_string(reachable)) << what;

          const long long total = (long long)best.size();
          const bool every = total <= kEveryPositionUpTo || std::getenv("TOGGLELAB_MODK_EXHAUSTIVE");
          // The sample steps by a prime that divides no k^n here, so it spreads over all codes.
          const long long count = every ? total : kSample, stride = every ? 1 : 1000003;
          for (long long i = 0; i < count; ++i) {
            const long long code = i * stride % total;
            const ZkVec b = decode(code, k, cells);
            check_answer(chase.solve(b), best[std::size_t(code)], b, columns, k, cells, what + " chase");
            check_answer(dense.solve(b), best[std::size_t(code)], b, columns, k, cells, what + " dense");
            if (k % 2 == 0 && best[std::size_t(code)] != 255 && !chase.quiet().empty()) {
              ZkAnswer a = chase.solve(b, any);
              ZkSearchMethod used = ZkSearchMethod::None;
              const bool searched = press_count(a.presses) > 0;  // else there is nothing to search
              a.presses = halves.fewest(a.presses, split.search, &a.minimal, &used);
              a.press_count = press_count(a.presses);
              ASSERT_TRUE(!searched || used == ZkSearchMethod::SplitByHalves) << what;
              check_answer(a, best[std::size_t(code)], b, columns, k, cells, what + " split by halves");
            }
            if (testing::Test::HasFatalFailure()) return;
          }
        }
}

}  // namespace
}  // namespace tl
