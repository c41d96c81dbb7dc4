// modk_howell_test.cpp: the Howell forms and their CRT glue (ZkSystem) on
// random small matrices, against sets enumerated by brute force: image and
// kernel sizes, the unique representation of the kernel generators,
// solvability, solutions and broken invariants.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "core/modk/zk_system.hpp"

namespace tl {
namespace {

ZkMatrix random_matrix(std::mt19937_64& rng, int m, int n, int k, bool lopsided) {
  ZkMatrix a(m, n);
  // Lopsided: mostly multiples of k's smallest prime, so pivots are rarely units.
  const int p = factor_modulus(k)[0].p;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      int v = int(rng() % uint64_t(k));
      if (lopsided && rng() % 4) v = v * p % k;
      if (rng() % 5 == 0) v = 0;
      a.set(i, j, uint8_t(v));
    }
  return a;
}

long long code_of(const ZkVec& v, int k) {
  long long c = 0;
  for (std::size_t i = v.size(); i-- > 0;) c = c * k + v[i];
  return c;
}

TEST(ModkHowell, RandomSystemsMatchEnumeration) {
  std::mt19937_64 rng(11);
  for (int k : {2, 3, 4, 5, 6, 8, 9, 12, 16, 25, 27, 30, 32})
    for (int trial = 0; trial < 30; ++trial) {
      const int n = 1 + int(rng() % 4), m = 1 + int(rng() % 5);
      long long total = 1;
      for (int j = 0; j < n; ++j) total *= k;
      if (total > 40000) continue;
      const ZkMatrix a = random_matrix(rng, m, n, k, trial % 2);
      const ZkSystem sys(a, k);
      // Enumerate every x: the kernel and the image.
      std::set<long long> kernel, image;
      ZkVec x(static_cast<std::size_t>(n), 0);
      for (long long c = 0; c < total; ++c) {
        long long t = c;
        for (int j = 0; j < n; ++j, t /= k) x[std::size_t(j)] = uint8_t(t % k);
        const ZkVec ax = a.mul(x, k);
        image.insert(code_of(ax, k));
        if (code_of(ax, k) == 0) kernel.insert(c);
      }
      EXPECT_EQ(sys.image_size().decimal(), std::to_string(image.size())) << "k=" << k;
      EXPECT_EQ(sys.kernel_size().decimal(), std::to_string(kernel.size())) << "k=" << k;
      // sum s_i g_i over 0 <= s_i < order_i: each kernel vector exactly once.
      const std::vector<ZkQuiet> gens = sys.kernel();
      std::set<long long> spanned;
      std::vector<int> s(gens.size(), 0);
      long long combos = 0;
      for (;;) {
        ZkVec v(static_cast<std::size_t>(n), 0);
        for (std::size_t i = 0; i < gens.size(); ++i)
          for (int j = 0; j < n; ++j) v[std::size_t(j)] = uint8_t((v[std::size_t(j)] + s[i] * gens[i].v[std::size_t(j)]) % k);
        EXPECT_TRUE(kernel.count(code_of(v, k))) << "k=" << k;
        spanned.insert(code_of(v, k));
        ++combos;
        std::size_t i = 0;
        while (i < gens.size() && ++s[i] == gens[i].order) s[i++] = 0;
        if (i == gens.size()) break;
      }
      EXPECT_EQ(combos, (long long)kernel.size()) << "k=" << k;
      EXPECT_EQ(spanned.size(), kernel.size()) << "k=" << k;
      // Right-hand sides: solvable exactly on the image.
      for (int t = 0; t < 8; ++t) {
        ZkVec b(static_cast<std::size_t>(m));
        for (auto& v : b) v = uint8_t(rng() % uint64_t(k));
        ZkVec sol;
        ZkInvariant inv;
        const bool ok = sys.solve(b, sol, &inv);
        ASSERT_EQ(ok, image.count(code_of(b, k)) == 1) << "k=" << k;
        if (ok) {
          EXPECT_EQ(a.mul(sol, k), b);
          continue;
        }
        // y^T A = 0 (mod its modulus), y.b != 0.
        ASSERT_EQ(k % inv.modulus, 0);
        for (int j = 0; j < n; ++j) {
          long long sum = 0;
          for (int i = 0; i < m; ++i) sum += (long long)inv.weights[std::size_t(i)] * a.get(i, j);
          EXPECT_EQ(sum % inv.modulus, 0) << "k=" << k;
        }
        EXPECT_NE(inv.value(b), 0);
      }
    }
}

// The example of howell.hpp: 2x + y = 1 (mod 4) says y is odd.
TEST(ModkHowell, AMultipleOfANonUnitPivotRowKeepsItsConsequences) {
  ZkMatrix a(1, 2);
  a.set(0, 0, 2);
  a.set(0, 1, 1);
  const HowellForm h(a, 2, {2, 2, 4});
  ASSERT_EQ(h.rank(), 2);  // (2 1) and the appended 2 * (2 1) = (0 2)
  EXPECT_EQ(h.pivot_valuations(), (std::vector<int>{1, 1}));
  EXPECT_EQ(h.image_exponent(), 2);  // 2x + y reaches all 4 values
  ZkSystem sys(a, 4);
  ZkVec x;
  ASSERT_TRUE(sys.solve({1}, x));
  EXPECT_EQ((2 * x[0] + x[1]) % 4, 1);
  // 2x = 1 (mod 4) is impossible: twice the cell never changes mod 4, i.e.
  // the cell's parity never changes.
  ZkMatrix two(1, 1);
  two.set(0, 0, 2);
  ZkInvariant inv;
  ASSERT_FALSE(ZkSystem(two, 4).solve({1}, x, &inv));
  EXPECT_EQ(inv.modulus, 2);
  EXPECT_EQ(inv.weights, ZkVec{1});
}

// The elimination a few columns at a time (the atlas's slices) gives the
// form the whole elimination gives, and the generators' count without
// building them is kernel()'s size.
TEST(ModkHowell, AnEliminationInSlicesIsTheWholeOne) {
  std::mt19937_64 rng(23);
  for (int k : {2, 3, 4, 8, 9, 25, 27, 49, 64, 125, 128, 243})
    for (int trial = 0; trial < 12; ++trial) {
      const PrimePower pp = factor_modulus(k)[0];
      const int m = 1 + int(rng() % 12), n = 1 + int(rng() % 12);
      const ZkMatrix a = random_matrix(rng, m, n, k, trial % 2);
      const HowellForm whole(a, n, pp);
      HowellElimination sliced(a, n, pp);
      int advances = 0;
      while (!sliced.done()) {
        const int before = sliced.column();
        sliced.advance(1);  // the least work: one column a slice
        EXPECT_EQ(sliced.column(), before + 1);
        ++advances;
      }
      EXPECT_LE(advances, n);
      const HowellForm form = sliced.take();
      EXPECT_EQ(form.pivot_rows(), whole.pivot_rows()) << "k=" << k;
      EXPECT_EQ(form.pivot_valuations(), whole.pivot_valuations()) << "k=" << k;
      EXPECT_EQ(form.zero_rows(), whole.zero_rows()) << "k=" << k;
      EXPECT_EQ(form.kernel_generators(), int(whole.kernel().size())) << "k=" << k;
    }
}

}  // namespace
}  // namespace tl
