// gf2_poly_system_test.cpp: products, extended gcds and the 2 x 2 system over
// GF(2)[x]/(m), against schoolbook arithmetic and trying every vector.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/gf2/gf2_poly.hpp"
#include "core/gf2/gf2_poly_system.hpp"

namespace tl {
namespace {

Gf2Poly random_poly(std::mt19937_64& rng, int max_degree) {
  Gf2Poly p;
  for (int i = 0; i <= max_degree; ++i)
    if (rng() & 1) p.flip(i);
  p.trim();
  return p;
}

// Shift-and-add, one bit at a time: the product by definition.
Gf2Poly schoolbook(const Gf2Poly& a, const Gf2Poly& b) {
  Gf2Poly out;
  for (int i = 0; i <= a.degree(); ++i)
    if (a.get(i)) out.add_shifted(b, i);
  out.trim();
  return out;
}

TEST(Gf2Poly, CombProductEqualsSchoolbook) {
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 300; ++trial) {
    Gf2Poly a = random_poly(rng, int(rng() % 400)), b = random_poly(rng, int(rng() % 400));
    EXPECT_EQ(mul(a, b), schoolbook(a, b));
    EXPECT_EQ(mul(a, b), mul(b, a));
  }
  EXPECT_TRUE(mul(Gf2Poly{}, Gf2Poly::monomial(5)).is_zero());
  EXPECT_EQ(mul(Gf2Poly::monomial(63), Gf2Poly::monomial(64)), Gf2Poly::monomial(127));
}

TEST(Gf2Poly, ExtendedGcdWithBothCofactors) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 200; ++trial) {
    Gf2Poly common = random_poly(rng, int(rng() % 6));
    if (common.is_zero()) common = Gf2Poly::monomial(0);
    Gf2Poly a = mul(random_poly(rng, int(rng() % 200)), common), b = mul(random_poly(rng, int(rng() % 200)), common);
    if (a.is_zero() && b.is_zero()) continue;
    Gf2Poly s, t;
    Gf2Poly g = xgcd(a, b, &s, &t);
    Gf2Poly combo = mul(s, a);
    combo ^= mul(t, b);
    EXPECT_EQ(combo, g);
    if (!a.is_zero()) { EXPECT_TRUE(mod(a, g).is_zero()); }
    if (!b.is_zero()) { EXPECT_TRUE(mod(b, g).is_zero()); }
    EXPECT_TRUE(mod(g, common).is_zero());
    EXPECT_EQ(mulmod(a, b, Gf2Poly::monomial(7)), mod(mul(a, b), Gf2Poly::monomial(7)));
  }
}

// Ring elements of degree < deg m as bit masks, and M z for z = (z0, z1).
PolyPair apply(const PolyMatrix2& a, const PolyPair& z, const Gf2Poly& m) {
  PolyPair out;
  for (std::size_t r = 0; r < 2; ++r) {
    out[r] = mulmod(a[r][0], z[0], m);
    out[r] ^= mulmod(a[r][1], z[1], m);
    out[r].trim();
  }
  return out;
}

Gf2Poly from_mask(uint32_t mask) {
  Gf2Poly p;
  for (int i = 0; i < 32; ++i)
    if (mask >> i & 1u) p.flip(i);
  p.trim();
  return p;
}

// Every z in (GF(2)[x]/(m))^2 for small m: the kernel's size is 2^nullity,
// solve() answers exactly the reachable h, and the null vectors span the kernel.
TEST(PolySystem2, EqualsTryingEveryVector) {
  std::mt19937_64 rng(9);
  for (int trial = 0; trial < 120; ++trial) {
    const int dm = 1 + int(rng() % 6);
    Gf2Poly m = random_poly(rng, dm - 1);
    m.flip(dm);
    if (trial % 3 == 0) {
      m = Gf2Poly::monomial(dm);
      m.flip(0);
    }  // x^C - 1, the torus's modulus
    PolyMatrix2 a;
    for (auto& row : a)
      for (Gf2Poly& e : row) e = trial % 7 == 0 ? Gf2Poly{} : random_poly(rng, int(rng() % 12));
    if (trial % 5 == 0) a[1] = a[0];  // dependent rows
    PolySystem2 sys(a, m);
    const uint32_t n = 1u << dm;
    std::vector<uint8_t> reachable(std::size_t(n) * n, 0);
    int kernel = 0;
    for (uint32_t z0 = 0; z0 < n; ++z0)
      for (uint32_t z1 = 0; z1 < n; ++z1) {
        PolyPair h = apply(a, {from_mask(z0), from_mask(z1)}, m);
        uint32_t h0 = h[0].words().empty() ? 0 : uint32_t(h[0].words()[0]);
        uint32_t h1 = h[1].words().empty() ? 0 : uint32_t(h[1].words()[0]);
        reachable[std::size_t(h0) * n + h1] = 1;
        kernel += (h0 == 0 && h1 == 0);
      }
    ASSERT_EQ(1 << sys.nullity(), kernel) << "trial " << trial;
    for (uint32_t h0 = 0; h0 < n; ++h0)
      for (uint32_t h1 = 0; h1 < n; ++h1) {
        PolyPair h{from_mask(h0), from_mask(h1)}, z;
        bool ok = sys.solve(h, &z);
        ASSERT_EQ(ok, reachable[std::size_t(h0) * n + h1] == 1) << "trial " << trial;
        const PolyPair want{mod(h[0], m), mod(h[1], m)};
        if (ok) { EXPECT_EQ(apply(a, z, m), want); }
      }
    // The null vectors: each in the kernel, together independent (2^nullity distinct sums).
    std::vector<uint64_t> sums{0};
    for (int i = 0; i < sys.nullity(); ++i) {
      PolyPair v = sys.null_vector(i);
      PolyPair img = apply(a, v, m);
      EXPECT_TRUE(img[0].is_zero() && img[1].is_zero());
      uint64_t key = (v[0].words().empty() ? 0 : v[0].words()[0]) | (v[1].words().empty() ? 0 : v[1].words()[0]) << 32;
      const std::size_t count = sums.size();
      for (std::size_t j = 0; j < count; ++j) sums.push_back(sums[j] ^ key);
    }
    std::sort(sums.begin(), sums.end());
    EXPECT_EQ(std::unique(sums.begin(), sums.end()), sums.end()) << "trial " << trial;
  }
}

}  // namespace
}  // namespace tl
