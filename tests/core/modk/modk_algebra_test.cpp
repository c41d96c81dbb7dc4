// modk_algebra_test.cpp: algebraic facts of the k-state solvers: the 2^26
// positions 4x4 Lights Out with 4 states reaches (neither 4^12 nor 4^16), the
// Chinese remainder product of counts, ranks against a plain field
// elimination, k = 2 against the GF(2) solver, random positions on larger
// boards of every shape.
#include <gtest/gtest.h>

#include <random>

#include "core/base/big_count.hpp"
#include "core/base/factored_count.hpp"
#include "core/linear/linear_solver.hpp"
#include "core/modk/zk_board.hpp"
#include "core/modk/zk_kernels.hpp"
#include "core/modk/zk_solver.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

std::string board_name(const ZkBoard& b) {
  std::string s = std::to_string(b.rows) + "x" + std::to_string(b.cols) + (b.torus() ? "t" : "") + " k=" + std::to_string(b.k) +
                  (b.self ? "" : " no-self") + " offsets:";
  for (const BoardOffset& o : b.offsets) s += " (" + std::to_string(o.dr) + "," + std::to_string(o.dc) + ")";
  return s;
}

ZkBoard with_k(ZkBoard b, int k) {
  b.k = k;
  return b;
}

// A spread of boards: every shape, sizes from 1 to 9, plain and torus, with
// and without the pressed cell, and two lopsided custom shapes.
std::vector<ZkBoard> boards(int k) {
  std::vector<ZkBoard> out;
  for (Neighbourhood n : {Neighbourhood::Plus, Neighbourhood::X, Neighbourhood::Box, Neighbourhood::Knight})
    for (auto [r, c] : {std::pair{1, 5}, {3, 3}, {4, 4}, {5, 5}, {4, 7}, {9, 6}})
      for (bool torus : {false, true})
        for (bool self : {true, false}) out.push_back(ZkBoard::lights_out(r, c, k, n, self, torus));
  ZkBoard odd = ZkBoard::lights_out(6, 5, k, Neighbourhood::Plus, true, false);
  odd.offsets = {{1, 0}, {0, 2}, {-2, 1}};
  out.push_back(odd);
  odd.topology = Topology::Torus;
  out.push_back(odd);
  odd.offsets = {{0, 1}, {0, 1}, {2, -1}};  // a repeated offset adds twice
  odd.self = false;
  out.push_back(odd);
  return out;
}

using test::random_vec;

TEST(ModkAlgebra, FourByFourLightsOutWithFourStatesReachesTwoToThe26) {
  const ZkBoard b = ZkBoard::lights_out(4, 4, 4, Neighbourhood::Plus, true, false);
  const ZkAnalysis board = analyze_zk_board(b);
  const ZkAnalysis dense = analyze_zk(zk_board_press_matrix(b));
  EXPECT_EQ(board.reachable.decimal(), "67108864");
  EXPECT_EQ(board.reachable.factored(), "2^26");
  EXPECT_EQ(dense.reachable.decimal(), "67108864");
  // Neither "field" answer: 4^16 would be every position, 4^12 the mod 2 rank's.
  EXPECT_EQ(board.reachable_fraction(), "1/2^6");
  EXPECT_EQ(board.rank, -1);
  EXPECT_EQ(board.solutions_each.factored(), "2^6");
}

TEST(ModkAlgebra, CountsMultiplyOverCoprimeFactors) {
  for (auto [k, p, q] : {std::tuple{6, 2, 3}, {10, 2, 5}, {12, 4, 3}, {15, 3, 5}, {36, 4, 9}, {35, 5, 7}, {210, 6, 35}})
    for (const ZkBoard& b : boards(k)) {
      const ZkAnalysis ak = analyze_zk_board(b), ap = analyze_zk_board(with_k(b, p)), aq = analyze_zk_board(with_k(b, q));
      EXPECT_EQ(ak.reachable, ap.reachable * aq.reachable) << board_name(b);
      EXPECT_EQ(ak.solutions_each, ap.solutions_each * aq.solutions_each) << board_name(b);
    }
}

TEST(ModkAlgebra, PrimeRankIsTheFieldRank) {
  for (int p : {2, 3, 5, 7, 13, 251})
    for (const ZkBoard& b : boards(p)) {
      const ZkPressMatrix a = zk_board_press_matrix(b);
      std::vector<std::vector<int>> m(std::size_t(a.cells), std::vector<int>(std::size_t(a.button_count()), 0));
      for (int j = 0; j < a.button_count(); ++j)
        for (const ZkAdd& ad : a.buttons[std::size_t(j)]) m[std::size_t(ad.cell)][std::size_t(j)] += ad.amount;
      const int rank = test::field_rank(m, p);
      const ZkAnalysis board = analyze_zk_board(b), dense = analyze_zk(a);
      EXPECT_EQ(board.rank, rank) << board_name(b);
      EXPECT_EQ(dense.rank, rank) << board_name(b);
      EXPECT_EQ(board.reachable.decimal(), FactoredCount::prime_power(p, rank).decimal()) << board_name(b);
      EXPECT_EQ(int(board.quiet_generator_count), b.cells() - rank) << board_name(b);
    }
}

// k = 2 gives exactly the GF(2) solver's answers on the existing machines.
TEST(ModkAlgebra, TwoStatesAgreeWithTheGf2Solver) {
  std::vector<Puzzle> puzzles;
  for (const MachineKind& kind : machine_kinds()) {
    Puzzle p = test::load(kind.default_id);
    if (dynamic_cast<const LinearMachine*>(p.machine.get())) puzzles.push_back(p);
  }
  for (const char* id : {"lightsout7x4:0000/0000/0000/0000/0000/0000/0000", "lightsout4x6t:x000000", "lightsout1x9:000000000",
                         "lightsout2x2t:00/00", "lightsout5x5:00000/00000/00000/00000/00000", "lightsout4x4:0000/0000/0000/0000",
                         "lightsout9x9t:x000000000000000000000",
                         "custom3x3:000/000/000,b=111/000/000.000/111/000.100/100/100.010/010/010.111/111/111"})
    puzzles.push_back(test::load(id));
  for (const Puzzle& p : puzzles) {
    const LinearMachine& m = test::linear(p);
    const PressMatrix pm = m.press_matrix();
    const LinearAnalysis gf2 = analyze_linear(pm);
    const ZkSolver zk(ZkPressMatrix::from_toggles(pm.cells, pm.toggles, 2));
    const ZkAnalysis an = zk.analyze();
    EXPECT_EQ(an.rank, gf2.rank) << m.head();
    EXPECT_EQ(int(an.quiet_generator_count), gf2.nullity) << m.head();
    EXPECT_EQ(an.reachable.decimal(), power_of_two_decimal(gf2.rank)) << m.head();
    std::unique_ptr<ZkBoardSolver> board;
    if (m.name() == "lightsout")
      board = std::make_unique<ZkBoardSolver>(
          ZkBoard::lights_out(m.rows(), m.cols(), 2, Neighbourhood::Plus, true, m.head().back() == 't'));
    for (uint64_t seed = 1; seed <= 8; ++seed)
      for (bool any : {false, true}) {
        const Position pos = m.random(seed, any);
        const BitVec t = pos.goal ^ pos.state;
        ZkVec target(t.size());
        for (std::size_t i = 0; i < t.size(); ++i) target[i] = t.get(i);
        const Solution want = solve_linear(pm, t, m.cols());
        for (const ZkAnswer& a : {zk.solve(target), board ? board->solve(target) : zk.solve(target)}) {
          ASSERT_EQ(a.solvable, want.solvable) << m.head() << " seed " << seed;
          if (!a.solvable) {
            EXPECT_EQ(a.broken.modulus, 2);
            EXPECT_NE(a.reason.find("parity"), std::string::npos) << a.reason;
            continue;
          }
          EXPECT_EQ(a.minimal, want.minimal) << m.head();
          if (a.minimal && want.minimal) { EXPECT_EQ(a.press_count, (long long)want.presses.size()) << m.head(); }
          const Solution s = a.to_solution();
          Position done = pos;
          for (int b : s.presses) m.press(done, b);
          EXPECT_TRUE(m.solved(done)) << m.head();
        }
      }
  }
}

// Random positions (any, most unsolvable for composite k) on every board
// shape: a solution makes the change, an unsolvable one breaks a true
// invariant, and the chase and the dense solver agree (counts, solvability,
// fewest presses when both are proven).
TEST(ModkAlgebra, RandomPositionsOnEveryShape) {
  std::mt19937_64 rng(2024);
  for (int k : {2, 3, 4, 6, 8, 9, 12, 255})
    for (const ZkBoard& b : boards(k)) {
      const ZkBoardSolver chase(b);
      const ZkPressMatrix a = zk_board_press_matrix(b);
      const ZkSolver dense(a);
      EXPECT_EQ(chase.analyze().reachable, dense.analyze().reachable) << board_name(b);
      for (int trial = 0; trial < 6; ++trial) {
        // Half of them reachable by construction.
        const ZkVec target = trial % 2 ? a.apply(random_vec(rng, b.cells(), k)) : random_vec(rng, b.cells(), k);
        // Small search budgets: the point here is exactness of the algebra.
        ZkSolveOptions quick;
        quick.search.exact_work = double(1 << 20);
        quick.search.search_work = double(1 << 14);
        const ZkAnswer x = chase.solve(target, quick), y = dense.solve(target, quick);
        ASSERT_EQ(x.solvable, y.solvable) << board_name(b);
        if (trial % 2) { ASSERT_TRUE(x.solvable) << board_name(b); }
        for (const ZkAnswer* ans : {&x, &y}) {
          if (ans->solvable) {
            EXPECT_EQ(zk_board_apply(b, ans->presses), target) << board_name(b);
            EXPECT_EQ(ans->press_count, (long long)ans->to_solution().presses.size());
            continue;
          }
          // y^T A = 0 (mod m) and y.b != 0: a real obstruction.
          const ZkInvariant& inv = ans->broken;
          ASSERT_GE(inv.modulus, 2) << board_name(b);
          EXPECT_EQ(k % inv.modulus, 0);
          for (const auto& col : a.buttons) {
            long long s = 0;
            for (const ZkAdd& ad : col) s += (long long)inv.weights[std::size_t(ad.cell)] * ad.amount;
            ASSERT_EQ(s % inv.modulus, 0) << board_name(b);
          }
          EXPECT_NE(inv.value(target), 0) << board_name(b);
          EXPECT_EQ(ans->broken_by, inv.value(target));
        }
        if (x.solvable && x.minimal && y.minimal) { EXPECT_EQ(x.press_count, y.press_count) << board_name(b); }
      }
    }
}

// What a hint walk relies on: after one press of a proven fewest answer,
// the rest is a proven fewest answer of one press less.
TEST(ModkAlgebra, OnePressOfAFewestAnswerLeavesOneFewer) {
  std::mt19937_64 rng(7);
  int walked = 0;
  for (int k : {3, 4, 5, 6})
    for (Neighbourhood n : {Neighbourhood::Plus, Neighbourhood::X, Neighbourhood::Box, Neighbourhood::Knight}) {
      const ZkBoard b = ZkBoard::lights_out(5, 5, k, n, true, false);
      const ZkBoardSolver s(b);
      ZkVec target = zk_board_apply(b, random_vec(rng, b.cells(), k));
      ZkAnswer a = s.solve(target);
      ASSERT_TRUE(a.solvable) << board_name(b);
      if (!a.minimal) continue;  // 5x5 box with 5 states: 5^9 solutions, past the walk's budget
      ++walked;
      for (long long left = a.press_count; left > 0; --left) {
        const Solution sol = a.to_solution();
        ZkVec one(static_cast<std::size_t>(b.cells()), 0);
        one[std::size_t(sol.presses.front())] = 1;
        const ZkVec change = zk_board_apply(b, one);
        for (std::size_t i = 0; i < target.size(); ++i) target[i] = uint8_t((target[i] + k - change[i]) % k);
        a = s.solve(target);
        ASSERT_TRUE(a.solvable && a.minimal) << board_name(b);
        ASSERT_EQ(a.press_count, left - 1) << board_name(b);
      }
    }
  EXPECT_GE(walked, 14);
}

TEST(ModkAlgebra, LightsOut2000IsSolvedExactly) {
  // Lights Out 2000: 5x5, three states. Every position solvable or not, the
  // answer is checked by pressing it.
  const ZkBoard b = ZkBoard::lights_out(5, 5, 3, Neighbourhood::Plus, true, false);
  const ZkBoardSolver s(b);
  const ZkAnalysis an = s.analyze();
  EXPECT_EQ(an.rank, 25 - int(an.quiet_generator_count));
  std::mt19937_64 rng(3);
  for (int t = 0; t < 50; ++t) {
    const ZkVec target = random_vec(rng, 25, 3);
    const ZkAnswer a = s.solve(target);
    if (a.solvable) {
      EXPECT_TRUE(a.minimal);
      EXPECT_EQ(zk_board_apply(b, a.presses), target);
    }
  }
}

TEST(ModkAlgebra, BigCountsAreExactDecimals) {
  EXPECT_EQ(FactoredCount{}.decimal(), "1");
  EXPECT_EQ(FactoredCount::prime_power(2, 200).decimal(), power_of_two_decimal(200));
  EXPECT_EQ(FactoredCount::prime_power(2, 65536).decimal(), power_of_two_decimal(65536));
  // 3^40 and 2^10 3^20 5^7 still fit 64 bits: compare with plain products.
  uint64_t three40 = 1;
  for (int i = 0; i < 40; ++i) three40 *= 3;
  EXPECT_EQ(FactoredCount::prime_power(3, 40).decimal(), std::to_string(three40));
  uint64_t mixed = 1024;
  for (int i = 0; i < 20; ++i) mixed *= 3;
  for (int i = 0; i < 7; ++i) mixed *= 5;
  const FactoredCount c =
      FactoredCount::prime_power(5, 7) * FactoredCount::prime_power(2, 10) * FactoredCount::prime_power(3, 20);
  EXPECT_EQ(c.decimal(), std::to_string(mixed));
  EXPECT_EQ(c.factored(), "2^10 * 3^20 * 5^7");
  // 3^65536 has 31,269 digits; it starts 3^65536 = 10^31268.3...
  const std::string big = FactoredCount::prime_power(3, 65536).decimal();
  EXPECT_EQ(big.size(), 31269u);
  EXPECT_EQ(FactoredCount::prime_power(3, 65536).decimal(1000), "3^65536");
}

// The row kernels on every product f x (and a random y) for every modulus.
TEST(ModkAlgebra, RowKernelsAreExactForEveryModulus) {
  std::mt19937_64 rng(1);
  for (int q = 2; q <= 255; ++q) {
    const ZkArith ar(q);
    ZkVec x(static_cast<std::size_t>(q));
    for (int i = 0; i < q; ++i) x[std::size_t(i)] = uint8_t(i);
    for (unsigned step = 0; step < 2 * unsigned(q); ++step) {
      // Each f with a random y, and with y = q - 1 for the largest values an update forms.
      const unsigned f = step / 2;
      const ZkVec y = step % 2 ? ZkVec(std::size_t(q), uint8_t(q - 1)) : random_vec(rng, q, q);
      ZkVec got = y, scaled = x, sum = y, diff = y;
      ar.axpy(got.data(), x.data(), f, got.size());
      ar.scale(scaled.data(), f, scaled.size());
      ar.add_to(sum.data(), x.data(), sum.size());
      ar.sub_from(diff.data(), x.data(), diff.size());
      for (std::size_t i = 0; i < x.size(); ++i) {
        ASSERT_EQ(got[i], (y[i] + f * x[i]) % unsigned(q)) << q;
        ASSERT_EQ(scaled[i], f * x[i] % unsigned(q)) << q;
        ASSERT_EQ(sum[i], (y[i] + x[i]) % q) << q;
        ASSERT_EQ(diff[i], (y[i] + q - x[i]) % q) << q;
      }
    }
  }
}

// The chase's reduction by multiplying: every s up to the bound it is built
// for, for every modulus, and the division it falls back to past that.
TEST(ModkAlgebra, FastModIsExactUpToItsBound) {
  for (unsigned k = 2; k <= 255; ++k) {
    const uint64_t most = 10ull * k * k;
    const FastMod mod(k, most);
    ASSERT_TRUE(mod.exact) << k;
    for (uint32_t s = 0; s <= most; ++s) ASSERT_EQ(mod(s), s % k) << k << " " << s;
    const FastMod wide(k, uint64_t(1) << 32);
    EXPECT_FALSE(wide.exact) << k;
    EXPECT_EQ(wide(4294967295u), 4294967295u % k) << k;
  }
}

// The 16-lane kernels (zk_kernels.hpp) against the schoolbook formulas on
// every length from 0 to 70 (whole lanes, tails, both), at unaligned
// addresses, for every modulus they take and every factor.
TEST(ModkAlgebra, LaneKernelsAgreeWithTheSchoolbookOnEveryLength) {
  std::mt19937_64 rng(7);
  for (int q = 2; q <= 128; ++q)
    for (std::size_t n = 0; n <= 70; n += (q % 7 == 0 ? 1 : 13)) {
      const ZkVec x = random_vec(rng, int(n) + 1, q), y = random_vec(rng, int(n) + 1, q);
      for (unsigned f = 1; f < unsigned(q); f += (q > 20 ? 7 : 1)) {
        // + 1: the rows start one byte into their vectors.
        ZkVec got = y, scaled = x, sum = y, diff = y, neg(n + 1, 0);
        zk_kernels::axpy(got.data() + 1, x.data() + 1, f, n, uint8_t(q));
        zk_kernels::scale(scaled.data() + 1, f, n, uint8_t(q));
        zk_kernels::add_to(sum.data() + 1, x.data() + 1, n, uint8_t(q));
        zk_kernels::sub_from(diff.data() + 1, x.data() + 1, n, uint8_t(q));
        zk_kernels::neg_copy(neg.data() + 1, x.data() + 1, n, uint8_t(q));
        for (std::size_t i = 1; i <= n; ++i) {
          ASSERT_EQ(got[i], (y[i] + f * x[i]) % unsigned(q)) << q << " " << f << " " << n;
          ASSERT_EQ(scaled[i], f * x[i] % unsigned(q)) << q << " " << f << " " << n;
          ASSERT_EQ(sum[i], (y[i] + x[i]) % q) << q;
          ASSERT_EQ(diff[i], (y[i] + q - x[i]) % q) << q;
          ASSERT_EQ(neg[i], (q - x[i]) % q) << q;
        }
        // The byte before each row is left alone.
        ASSERT_EQ(got[0], y[0]);
        ASSERT_EQ(neg[0], 0);
      }
    }
}

// The quiet patterns counted in slices (the atlas's way, for a page that
// must not wait) are as many as the whole solver finds, on every shape,
// plain and torus, with and without the pressed cell, the least work a
// slice; progress rises to 1.
TEST(ModkAlgebra, TheQuietPatternsCountedInSlicesAreTheSolversOwn) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 160; ++trial) {
    const Neighbourhood shape = Neighbourhood(rng() % 4);
    const int k = std::vector<int>{2, 3, 4, 5, 6, 8, 9, 12, 254}[rng() % 9];
    const ZkBoard b = ZkBoard::lights_out(1 + int(rng() % 7), 1 + int(rng() % 7), k, shape, rng() % 3 != 0, rng() % 2 == 0);
    ZkBoardNullity count(b);
    double last = 0;
    int slices = 0;
    while (count.step(1)) {
      EXPECT_GE(count.progress(), last) << board_name(b);
      last = count.progress();
      ++slices;
    }
    EXPECT_TRUE(count.done());
    EXPECT_DOUBLE_EQ(count.progress(), 1.0);
    EXPECT_GE(slices, 2) << board_name(b);  // the plan, then at least the chase
    EXPECT_EQ(count.nullity(), int(ZkBoardSolver(b).quiet().size())) << board_name(b);
  }
  // A board of the atlas's size: 64 x 64 on a torus with 254 states, in the
  // default slices, many of them.
  const ZkBoard big = ZkBoard::lights_out(64, 64, 254, Neighbourhood::Plus, true, true);
  ZkBoardNullity count(big);
  int slices = 0;
  while (count.step()) ++slices;
  EXPECT_GT(slices, 3);
  EXPECT_EQ(count.nullity(), int(ZkBoardSolver(big).quiet().size()));
}

}  // namespace
}  // namespace tl
