// lightsout_torus_test.cpp: tori by the polynomial method against dense
// elimination of the 2C x 2C system (TorusMethod::dense) on every square
// torus up to 64 and many rectangles.
#include <gtest/gtest.h>

#include <random>

#include "core/gf2/gf2_matrix.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/lightsout_torus.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::random_bits;

// Same nullity, the same span of quiet patterns, the same answer to random
// targets (solvable or not, and each solution reaches its target).
void expect_methods_agree(const LightsOutBoard& b, std::mt19937_64& rng) {
  const std::string name = std::to_string(b.rows) + "x" + std::to_string(b.cols) + "t";
  auto poly = polynomial_torus(b), dense = dense_torus(b);
  ASSERT_EQ(poly->nullity(), dense->nullity()) << name;
  const int k = poly->nullity();
  std::vector<BitVec> both;
  for (int i = 0; i < k; ++i) {
    both.push_back(poly->quiet_pattern(i));
    ASSERT_FALSE(lightsout_apply(b, both.back()).any()) << name << ": quiet pattern " << i << " is not quiet";
  }
  if (k > 0) {
    ASSERT_EQ(rank(Gf2Matrix::from_rows(both, int(b.cells()))), k) << name;
    for (int i = 0; i < k; ++i) both.push_back(dense->quiet_pattern(i));
    ASSERT_EQ(rank(Gf2Matrix::from_rows(both, int(b.cells()))), k) << name << ": different spans";
  }
  for (int trial = 0; trial < 3; ++trial) {
    // A solvable target (the lights of random presses) and a random one.
    BitVec target = trial == 0 ? lightsout_apply(b, random_bits(rng, b.cells())) : random_bits(rng, b.cells());
    BitVec xp, xd;
    const bool sp = poly->solve(target, &xp), sd = dense->solve(target, &xd);
    ASSERT_EQ(sp, sd) << name << " trial " << trial;
    if (trial == 0) { ASSERT_TRUE(sp) << name; }
    if (sp) { ASSERT_EQ(lightsout_apply(b, xp), target) << name; }
  }
}

TEST(LightsOutTorus, PolynomialEqualsDenseOnEverySquareUpTo64) {
  std::mt19937_64 rng(64);
  for (int n = 3; n <= 64; ++n) expect_methods_agree({n, n, true}, rng);
}

TEST(LightsOutTorus, PolynomialEqualsDenseOnRectangles) {
  std::mt19937_64 rng(65);
  for (int r = 3; r <= 20; ++r)
    for (int c = 3; c <= 20; ++c) expect_methods_agree({r, c, true}, rng);
  for (auto [r, c] : {std::pair{3, 64}, {64, 3}, {5, 130}, {130, 7}, {96, 33}, {33, 96}, {127, 65}, {64, 128}})
    expect_methods_agree({r, c, true}, rng);
}

// The machine's answers, fewest-press search included, are the same through
// either method: the same press set where proven (ties are broken by a rule
// that does not depend on the basis of quiet patterns).
TEST(LightsOutTorus, FewestPressesAgreeWithDenseElimination) {
  std::mt19937_64 rng(66);
  for (int n = 3; n <= 40; ++n) {
    LightsOutBoard b{n, n, true};
    BitVec target = lightsout_apply(b, random_bits(rng, b.cells()));
    LightsOutAnswer p = solve_lightsout(b, target, true, TorusMethod::polynomial);
    LightsOutAnswer d = solve_lightsout(b, target, true, TorusMethod::dense);
    ASSERT_TRUE(p.solvable && d.solvable) << n;
    ASSERT_EQ(p.nullity, d.nullity) << n;
    ASSERT_EQ(p.minimal, d.minimal) << n;
    if (p.minimal) { EXPECT_EQ(p.presses, d.presses) << n << "x" << n << "t"; }
  }
}

}  // namespace
}  // namespace tl
