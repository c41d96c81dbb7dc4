// elimination_test.cpp: the elimination mod k (k = 2 included): replay
// forward and back, the forms it reaches, its verdict against the solver,
// its captions, and the inverse mod k.
#include <gtest/gtest.h>

#include <random>

#include "core/linear/explain/explain.hpp"
#include "core/modk/zk_board.hpp"
#include "core/modk/zk_system.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::random_vec;

ZkPressMatrix random_press_matrix(std::mt19937_64& rng, int cells, int buttons, int k) {
  ZkPressMatrix a;
  a.k = k;
  a.cells = cells;
  a.buttons.resize(std::size_t(buttons));
  for (auto& btn : a.buttons)
    for (int c = 0; c < cells; ++c)
      if (rng() % 3 == 0) btn.push_back({c, uint8_t(1 + rng() % uint64_t(k - 1))});
  return a;
}

// The elimination of one system A x = b, with what the checks need beside it.
struct Traced {
  int k = 2;
  ModMatrix a, augmented;
  Elimination el;
};

ZkMatrix to_zk(const ModMatrix& m) {
  ZkMatrix z(m.rows(), m.cols());
  for (int r = 0; r < m.rows(); ++r)
    for (int c = 0; c < m.cols(); ++c) z.set(r, c, uint8_t(m.get(r, c)));
  return z;
}

Traced trace(const ZkPressMatrix& pm, const ZkVec& b) {
  Traced t;
  t.k = pm.k;
  const ZkMatrix d = pm.dense();
  t.a = ModMatrix::from_values(d, pm.k);
  ZkMatrix ab(d.rows(), d.cols() + 1);
  for (int r = 0; r < d.rows(); ++r) {
    for (int c = 0; c < d.cols(); ++c) ab.set(r, c, d.get(r, c));
    ab.set(r, d.cols(), b[std::size_t(r)]);
  }
  t.augmented = ModMatrix::from_values(ab, pm.k);
  t.el = eliminate(t.augmented, pm.button_count(), true);
  return t;
}

bool has_caption(const Traced& t, const std::string& words) {
  for (const RowOp& op : t.el.steps)
    if (op.caption(t.k).find(words) != std::string::npos) return true;
  return false;
}

void check_trace(const ZkPressMatrix& a, const ZkVec& b, const std::string& what) {
  const Traced tr = trace(a, b);
  const Elimination& t = tr.el;
  const int k = a.k, n = a.button_count();
  // Replay forward reaches the forms; undoing every step returns to [A | b].
  EXPECT_EQ(replay(tr.augmented, t.steps, t.echelon_steps), t.echelon) << what;
  ModMatrix m = replay(tr.augmented, t.steps, t.steps.size());
  ASSERT_EQ(m, t.reduced) << what;
  for (std::size_t i = t.steps.size(); i-- > 0;) undo(m, t.steps[i]);
  EXPECT_EQ(m, tr.augmented) << what;
  // The form: pivots divide k, zeros below them, reduced entries above.
  const int rank = int(t.pivot_columns.size());
  for (int r = 0; r < rank; ++r) {
    const int c = t.pivot_columns[std::size_t(r)], d = t.pivot_values[std::size_t(r)];
    EXPECT_EQ(k % d, 0);
    EXPECT_EQ(t.reduced.get(r, c), d) << what;
    for (int i = 0; i < t.reduced.rows(); ++i) {
      if (i > r) { EXPECT_EQ(t.reduced.get(i, c), 0) << what; }
      if (i < r) { EXPECT_LT(t.reduced.get(i, c), d) << what; }
    }
  }
  // The verdict is the solver's.
  const bool solvable = t.contradiction_row < 0;
  ASSERT_EQ(solvable, ZkSolver(a).solve(b).solvable) << what;
  if (solvable) {
    EXPECT_EQ(a.apply(t.solution), b) << what;
  } else {
    const int r = t.contradiction_row;
    for (int j = 0; j < n; ++j) EXPECT_EQ(t.reduced.get(r, j), 0) << what;
    EXPECT_NE(t.reduced.get(r, n), 0) << what;
    const ZkInvariant y = plainest_invariant(t.combination.row_vec(r), k, b);
    for (const auto& col : a.buttons) {
      long long s = 0;
      for (const ZkAdd& ad : col) s += (long long)y.weights[std::size_t(ad.cell)] * ad.amount;
      EXPECT_EQ(s % y.modulus, 0) << what;
    }
    EXPECT_NE(y.value(b), 0) << what;
  }
  for (const RowOp& op : t.steps) EXPECT_FALSE(op.caption(k).empty());
  if (a.cells == n) {
    if (const auto inv = inverse_mod_k(tr.a)) {
      EXPECT_EQ(to_zk(tr.a).mul(to_zk(*inv), k), ZkMatrix::identity(n)) << what;
      EXPECT_EQ(to_zk(*inv).mul(to_zk(tr.a), k), ZkMatrix::identity(n)) << what;
    }
  }
}

TEST(Elimination, RandomSystemsReplayAndAgreeWithTheSolver) {
  std::mt19937_64 rng(5);
  for (int k : {2, 3, 4, 5, 6, 8, 9, 10, 12, 30, 36, 255})
    for (int trial = 0; trial < 20; ++trial) {
      const int cells = 1 + int(rng() % 7), buttons = 1 + int(rng() % 7);
      const ZkPressMatrix a = random_press_matrix(rng, cells, buttons, k);
      const ZkVec b = trial % 2 ? a.apply(random_vec(rng, buttons, k)) : random_vec(rng, cells, k);
      check_trace(a, b, "k=" + std::to_string(k) + " trial " + std::to_string(trial));
      if (HasFatalFailure()) return;
    }
}

TEST(Elimination, BoardsReplayAndAgreeWithTheSolver) {
  std::mt19937_64 rng(6);
  for (int k : {3, 4, 6})
    for (Neighbourhood nb : {Neighbourhood::Plus, Neighbourhood::X, Neighbourhood::Box, Neighbourhood::Knight}) {
      const ZkBoard board = ZkBoard::lights_out(4, 5, k, nb, true, false);
      const ZkPressMatrix a = zk_board_press_matrix(board);
      check_trace(a, random_vec(rng, board.cells(), k), std::string(neighbourhood_name(nb)) + " k=" + std::to_string(k));
    }
}

TEST(Elimination, CaptionsNameTheArithmetic) {
  // 3x3 Lights Out with 3 states: units only; some row gets multiplied by
  // 2, the inverse of 2 mod 3.
  const ZkPressMatrix three = zk_board_press_matrix(ZkBoard::lights_out(3, 3, 3, Neighbourhood::Plus));
  Traced t = trace(three, ZkVec{1, 0, 0, 0, 1, 0, 0, 0, 2});
  EXPECT_TRUE(has_caption(t, "by 2, the inverse of 2 mod 3"));
  EXPECT_TRUE(has_caption(t, "subtract"));
  // A pivot of 1 is in the next row down, so its caption names only the
  // column, in the same words as mod 2 (the k-state captions said ", row 1").
  EXPECT_TRUE(has_caption(t, "pivot in column 1"));
  EXPECT_FALSE(has_caption(t, "pivot in column 1, row 1"));

  // 4x4 Lights Out with 4 states: pivots without inverses, appended rows,
  // and an unsolvable position read as 0 = c.
  const ZkPressMatrix four = zk_board_press_matrix(ZkBoard::lights_out(4, 4, 4, Neighbourhood::Plus));
  ZkVec b(16, 0);
  b[0] = 1;
  t = trace(four, b);
  EXPECT_TRUE(has_caption(t, "2 has no inverse mod 4"));
  EXPECT_GT(t.el.appended_rows, 0);
  EXPECT_FALSE(inverse_mod_k(t.a).has_value());
  EXPECT_EQ(t.el.contradiction_row < 0, ZkSolver(four).solve(b).solvable);

  // Mod 6, the column (2, 3): neither entry is a unit nor divides the other;
  // adding row 2 to row 1 makes 5, a unit.
  ZkPressMatrix six;
  six.k = 6;
  six.cells = 2;
  six.buttons = {{{0, 2}, {1, 3}}};
  t = trace(six, ZkVec{1, 0});
  EXPECT_TRUE(has_caption(t, "add row 2 to row 1: 2 and 3 each lack a factor the other has mod 6, but 2 + 1 x 3 = 5"));
  EXPECT_TRUE(has_caption(t, "multiply row 1 by 5, the inverse of 5 mod 6"));
  EXPECT_GE(t.el.contradiction_row, 0);  // 2x = 1 and 3x = 0 (mod 6)

  // Mod 8 a pivot 6 is scaled by a unit to the divisor 2.
  ZkPressMatrix eight;
  eight.k = 8;
  eight.cells = 1;
  eight.buttons = {{{0, 6}}};
  t = trace(eight, ZkVec{4});
  EXPECT_TRUE(has_caption(t, "its pivot 6 becomes 3 x 6 = 2 mod 8"));
  ASSERT_LT(t.el.contradiction_row, 0);
  EXPECT_EQ(t.el.solution, ZkVec{2});

  // Mod 2 the same elimination says "add", as Arnold and Blaszak do by hand.
  const ZkPressMatrix two = zk_board_press_matrix(ZkBoard::lights_out(3, 3, 2, Neighbourhood::Plus));
  t = trace(two, ZkVec{1, 0, 0, 0, 0, 0, 0, 0, 0});
  EXPECT_TRUE(has_caption(t, "add row 1 to row 2"));
  EXPECT_FALSE(has_caption(t, "subtract"));
  EXPECT_FALSE(has_caption(t, "multiply"));
}

TEST(Elimination, InverseModK) {
  // 3x3 Lights Out is invertible mod 2, 3, 5 and 11 (and so mod 6 and 15),
  // not mod 7 (its rank there is 8); the 4x4 board has quiet patterns mod 2
  // and so no inverse mod 2 or 4.
  EXPECT_FALSE(
      inverse_mod_k(ModMatrix::from_values(zk_board_press_matrix(ZkBoard::lights_out(3, 3, 7, Neighbourhood::Plus)).dense(), 7)));
  for (int k : {2, 3, 6, 11, 15}) {
    const ZkMatrix a = zk_board_press_matrix(ZkBoard::lights_out(3, 3, k, Neighbourhood::Plus)).dense();
    const auto inv = inverse_mod_k(ModMatrix::from_values(a, k));
    ASSERT_TRUE(inv.has_value()) << k;
    EXPECT_EQ(a.mul(to_zk(*inv), k), ZkMatrix::identity(9));
  }
  for (int k : {2, 4})
    EXPECT_FALSE(inverse_mod_k(
        ModMatrix::from_values(zk_board_press_matrix(ZkBoard::lights_out(4, 4, k, Neighbourhood::Plus)).dense(), k)));
  std::mt19937_64 rng(9);
  int found = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int k = 2 + int(rng() % 30), n = 1 + int(rng() % 6);
    ZkMatrix a(n, n);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) a.set(i, j, uint8_t(rng() % uint64_t(k)));
    const auto inv = inverse_mod_k(ModMatrix::from_values(a, k));
    // Invertible exactly when invertible mod every prime of k (the rank over Z_p is full).
    bool full = true;
    for (const PrimePower& pp : factor_modulus(k)) full &= ZkSystem(a.reduced_mod(pp.p), pp.p).rank() == n;
    ASSERT_EQ(inv.has_value(), full) << "k=" << k;
    if (inv) {
      ++found;
      EXPECT_EQ(a.mul(to_zk(*inv), k), ZkMatrix::identity(n));
    }
  }
  EXPECT_GT(found, 20);
}

TEST(Elimination, LargeBoardsGiveTheChaseAnswerWithoutMatrices) {
  // 40x40 with 3 states is past the dense limit: the chase's answer, no matrices.
  const Puzzle big = test::load("lightsout40x40-k3:" + std::string(1600, '1'));
  const Explanation t = explain(*big.machine, big.position);
  EXPECT_FALSE(t.dense);
  EXPECT_FALSE(t.steps_recorded);
  const Solution s = big.machine->solve(big.position);
  EXPECT_EQ(t.solvable, s.solvable);
  if (t.solvable) {
    Position p = big.position;
    for (int b : t.solution_presses()) big.machine->press(p, b);
    EXPECT_TRUE(big.machine->solved(p));
  }
  // A small board goes the dense way and agrees with the chase.
  const ZkBoard small = ZkBoard::lights_out(6, 6, 4, Neighbourhood::Knight, true, true);
  const Puzzle p = test::load("lightsout6x6t-k4-knight:123012/301230/000000/111111/222222/333333");
  const Explanation ts = explain(*p.machine, p.position);
  EXPECT_TRUE(ts.dense);
  EXPECT_EQ(ts.solvable, p.machine->solve(p.position).solvable);
  EXPECT_EQ(ts.analysis.reachable, analyze_zk(zk_board_press_matrix(small)).reachable);
}

}  // namespace
}  // namespace tl
