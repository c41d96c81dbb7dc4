// modk_algebra_test.cpp: algebraic facts of the k-state solvers: the issue's
// 2^26, the Chinese remainder product of counts, field ranks, big counts.
#include <gtest/gtest.h>

#include <random>

#include "core/base/factored_count.hpp"
#include "core/modk/zk_board.hpp"
#include "core/modk/zk_solver.hpp"

namespace tl {
namespace {

TEST(ModkAlgebra, FourByFourLightsOutWithFourStatesReachesTwoToThe26) {
  const ZkBoard b = ZkBoard::lights_out(4, 4, 4, Neighbourhood::Plus, true, false);
  const ZkAnalysis board = analyze_zk_board(b);
  const ZkAnalysis dense = analyze_zk(zk_board_press_matrix(b));
  EXPECT_EQ(board.reachable.factored(), "2^26");
  EXPECT_EQ(board.reachable.decimal(), "67108864");
  EXPECT_EQ(dense.reachable.decimal(), "67108864");
}

}  // namespace
}  // namespace tl
