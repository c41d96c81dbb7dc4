// quiet_search_test.cpp: the fewest-press search against the Gray-code walk
// (gray_walk_fewest_presses) on random codes, ties included. Lights Out's
// boards, with their symmetries, are in tests/core/linear/lightsout_fewest_test.cpp.
#include <gtest/gtest.h>

#include <random>

#include "core/gf2/gf2_matrix.hpp"
#include "core/search/quiet_search.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::random_bits;

std::vector<BitVec> random_basis(std::mt19937_64& rng, std::size_t k, std::size_t n) {
  while (true) {
    std::vector<BitVec> b;
    for (std::size_t i = 0; i < k; ++i) b.push_back(random_bits(rng, n, 2 + int(i % 3)));
    if (rank(Gf2Matrix::from_rows(b, int(n))) == int(k)) return b;
  }
}

// The transform search finds the very press set the walk finds: the
// lightest, ties to the lexicographically smallest.
TEST(QuietSearch, TransformEqualsGrayWalkOnRandomCodes) {
  std::mt19937_64 rng(12);
  for (int trial = 0; trial < 40; ++trial) {
    const std::size_t k = 13 + std::size_t(trial % 6), n = 40 + std::size_t(rng() % 700);
    std::vector<BitVec> basis = random_basis(rng, k, n);
    BitVec x = random_bits(rng, n);
    if (trial % 5 == 0) x = basis[0] ^ basis[1];  // the coset is the code: the minimum is 0
    const BitVec walk = gray_walk_fewest_presses(x, basis), exact = exact_fewest_presses(x, basis);
    ASSERT_EQ(exact, walk) << "k " << k << " n " << n;
  }
}

// Many ties: a code whose patterns are few cells each, so that many
// combinations share the minimum; the tie rule still picks the same set.
TEST(QuietSearch, TiesGoToTheLexicographicallySmallestSet) {
  std::mt19937_64 rng(13);
  for (int trial = 0; trial < 20; ++trial) {
    const std::size_t k = 14, n = 64 + std::size_t(rng() % 64);
    std::vector<BitVec> basis;
    while (true) {
      basis.clear();
      for (std::size_t i = 0; i < k; ++i) basis.push_back(random_bits(rng, n, 12));
      if (rank(Gf2Matrix::from_rows(basis, int(n))) == int(k)) break;
    }
    const BitVec x = random_bits(rng, n, 10);
    EXPECT_EQ(exact_fewest_presses(x, basis), gray_walk_fewest_presses(x, basis));
  }
  BitVec a(8), b(8);
  a.set(1);
  a.set(5);
  b.set(2);
  b.set(3);
  EXPECT_TRUE(lex_smaller(a, b));  // {1, 5} before {2, 3}: 1 < 2
  EXPECT_FALSE(lex_smaller(b, a));
  EXPECT_FALSE(lex_smaller(a, a));
}

}  // namespace
}  // namespace tl
