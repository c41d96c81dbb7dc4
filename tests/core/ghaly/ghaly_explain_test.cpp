// ghaly_explain_test.cpp: the text forms of pi_W, Proposition 15's product,
// the support and the colour codes, against Joyner's examples (Joyner 2006).
#include <gtest/gtest.h>

#include "core/ghaly/ghaly_explain.hpp"
#include "ghaly_test_util.hpp"

namespace tl::ghaly {
namespace {

using test::cycles;
using test::matrix;
using test::sum_of;

// Example 20: Joyner writes (3,6,4)(5,8,7) for the pi_W that takes 3 -> 4 -> 6 -> 3.
TEST(GhalyExplain, BothCycleDirections) {
  const BitVec W = test::transpose(sum_of({{2, 2}, {2, 3}, {2, 4}, {4, 2}, {4, 3}, {4, 4}}), 4);
  const Perm pi = wiring_permutation(4, W);
  EXPECT_EQ(format_cycles(pi), "(3,4,6)(5,7,8)");
  EXPECT_EQ(format_cycles_joyner(pi), "(3,6,4)(5,8,7)");
  EXPECT_EQ(format_cycles_joyner(identity(8)), "1");
  // Transpositions read the same both ways (Example 9).
  EXPECT_EQ(format_cycles_joyner(wiring_permutation(4, matrix("1111/1111/1111/1111"))), "(1,5)(2,6)(3,7)(4,8)");
}

// Proposition 15: the factors, composed as written, give pi_W.
TEST(GhalyExplain, Proposition15Product) {
  std::mt19937_64 rng(15);
  for (int N : {4, 8}) {
    for (int trial = 0; trial < 100; ++trial) {
      const BitVec W = test::random_matrix(N, rng);
      Perm product = identity(2 * N);
      for (const SimpleTransposition& t : proposition15_factors(N, W)) {
        EXPECT_TRUE(W.get(std::size_t(t.row * N + t.col)));
        EXPECT_EQ(t.a, t.row + t.col);
        product = compose(product, test::swap(2 * N, t.a + 1, t.a + 2));
      }
      EXPECT_EQ(product, wiring_permutation(N, W));
      EXPECT_EQ(proposition15_factors(N, W).size(), W.popcount());
    }
  }
  // E_12 + E_14 + E_21: row 1 right to left (pi_14 = (4,5), pi_12 = (2,3)), then row 2 (pi_21 = (2,3)).
  const BitVec W = sum_of({{1, 2}, {1, 4}, {2, 1}});
  EXPECT_EQ(format_proposition15(4, W), "(4,5)(2,3)(2,3)");
  EXPECT_EQ(format_proposition15_named(4, W), "pi_14 pi_12 pi_21");
  EXPECT_EQ(format_proposition15(4, BitVec(16)), "1");
  EXPECT_EQ(format_cycles(wiring_permutation(4, W)), "(4,5)");
}

// Example 28: support {2, ..., 7}, every shown colour code [1,0,0] (red).
TEST(GhalyExplain, Example28SupportAndColourCodes) {
  const Wiring w = trace_wiring(4, matrix("1111/1111/1111/0000"));
  const Assignment a{identity(8), cycles(8, {{1, 2, 3, 4}})};
  EXPECT_EQ(format_label_set(w.support), "{2, 3, 4, 5, 6, 7}");
  const std::vector<LabelColour> codes = label_colours(w, a);
  ASSERT_EQ(codes.size(), 8u);
  for (const LabelColour& c : codes) {
    EXPECT_EQ(c.in_support, c.label >= 1 && c.label <= 6) << c.label;
    EXPECT_EQ(c.bits, format_code(c.code, 4));
    EXPECT_EQ(c.origin, w.origin[std::size_t(c.label)]);
    if (c.in_support) {
      EXPECT_EQ(c.bits, "100") << c.label;
      EXPECT_STREQ(c.colour_name, "red");
    }
  }
  EXPECT_EQ(format_code(0b101, 4), "101");
  EXPECT_EQ(format_code(3, 8), "0011");
  EXPECT_EQ(format_label_set({}), "{}");
}

}  // namespace
}  // namespace tl::ghaly
