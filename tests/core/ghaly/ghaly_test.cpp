// ghaly_test.cpp: the model of Ghaly's machine against Joyner's examples and
// results (Joyner 2006), numbered as in the paper. Labels are 1-based here.
#include <gtest/gtest.h>

#include <bit>

#include "core/ghaly/ghaly.hpp"
#include "ghaly_test_util.hpp"

namespace tl::ghaly {
namespace {

using test::cycles;
using test::matrix;
using test::sum_of;

const char* kAllOnes = "1111/1111/1111/1111";
const char* kZero = "0000/0000/0000/0000";

Assignment assignment(const Perm& sigma, const Perm& tau) { return Assignment{sigma, tau}; }

// Example 9: wiring permutations of small W.
TEST(Ghaly, Example9WiringPermutations) {
  EXPECT_EQ(wiring_permutation(4, matrix(kAllOnes)), cycles(8, {{1, 5}, {2, 6}, {3, 7}, {4, 8}}));
  EXPECT_EQ(wiring_permutation(4, matrix(kZero)), identity(8));
  EXPECT_EQ(wiring_permutation(4, sum_of({{1, 1}})), cycles(8, {{1, 2}}));
  EXPECT_EQ(wiring_permutation(4, sum_of({{1, 2}})), cycles(8, {{2, 3}}));
  EXPECT_EQ(wiring_permutation(4, sum_of({{2, 1}})), cycles(8, {{2, 3}}));
  EXPECT_EQ(wiring_permutation(4, sum_of({{1, 2}, {2, 1}})), identity(8));
  EXPECT_EQ(format_cycles(wiring_permutation(4, matrix(kAllOnes))), "(1,5)(2,6)(3,7)(4,8)");
}

// Example 10: sigma = tau = 1. W = 0 shows C_1..C_4 down each column, all dark;
// all buttons pressed shows C_{i+j} on Q_ij, every C_k = [1,0,0], all red.
TEST(Ghaly, Example10IdentityAssignment) {
  const Assignment a = assignment(identity(8), identity(8));
  const Wiring zero = trace_wiring(4, matrix(kZero));
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) EXPECT_EQ(zero.colour_exit[std::size_t(i * 4 + j)], j);
  for (int k = 0; k < 4; ++k) EXPECT_EQ(colour_codes(zero, a)[std::size_t(k)], 0);  // [0,0,0] = off
  EXPECT_EQ(colours(zero, a), std::vector<int>(16, 0));

  const Wiring ones = trace_wiring(4, matrix(kAllOnes));
  for (int i = 1; i <= 4; ++i)
    for (int j = 1; j <= 4; ++j) EXPECT_EQ(ones.colour_exit[std::size_t((i - 1) * 4 + j - 1)] + 1, i + j);
  EXPECT_EQ(colour_codes(ones, a), std::vector<int>(8, 0b100));  // C_1..C_8 = [1,0,0]
  EXPECT_EQ(colours(ones, a), std::vector<int>(16, 1));          // red
  EXPECT_TRUE(solved(colours(ones, a)));
}

// Example 11: sigma = (6,7), tau = (2,3)(5,8), W = 0: the code table, the
// colour codes, and every button dark.
TEST(Ghaly, Example11CodesAndColourCodes) {
  const Assignment a = assignment(cycles(8, {{6, 7}}), cycles(8, {{2, 3}, {5, 8}}));
  // d_m goes to X_i and CG_k (1-based rows of the paper's table).
  const int table[8][2] = {{1, 1}, {2, 3}, {3, 2}, {4, 4}, {5, 8}, {7, 6}, {6, 7}, {8, 5}};
  const std::vector<int> x = transmitter_codes(a), g = colour_generator_codes(a);
  for (int m = 0; m < 8; ++m) {
    EXPECT_EQ(x[std::size_t(table[m][0] - 1)], m) << "d_" << m + 1;
    EXPECT_EQ(g[std::size_t(table[m][1] - 1)], m) << "d_" << m + 1;
  }
  const Wiring zero = trace_wiring(4, matrix(kZero));
  EXPECT_EQ(colour_codes(zero, a), (std::vector<int>{0b000, 0b011, 0b011, 0b000, 0b111, 0b111, 0b111, 0b111}));
  EXPECT_EQ(colours(zero, a), std::vector<int>(16, 0));
}

// Example 12: three assignments that press-all solves in yellow, green, blue.
TEST(Ghaly, Example12PressAllSolvesInEachColour) {
  const Perm perms[3] = {cycles(8, {{5, 6}, {7, 8}}), cycles(8, {{1, 3}, {2, 4}}), cycles(8, {{1, 4}, {2, 3}})};
  for (int e = 0; e < 3; ++e) {
    const Assignment a = assignment(perms[e], perms[e]);
    EXPECT_EQ(colours(4, matrix(kZero), a), std::vector<int>(16, 0)) << "(" << char('a' + e) << ") dark";
    EXPECT_EQ(colours(4, matrix(kAllOnes), a), std::vector<int>(16, 2 + e)) << "(" << char('a' + e) << ")";
  }
  EXPECT_STREQ(colour_name(2, 4), "yellow");
  EXPECT_STREQ(colour_name(3, 4), "green");
  EXPECT_STREQ(colour_name(4, 4), "blue");
}

// Lemma 14: pressing only (i, j) gives the simple transposition (i+j-1, i+j).
TEST(Ghaly, Lemma14ElementaryMatrices) {
  for (int N : {4, 8})
    for (int i = 1; i <= N; ++i)
      for (int j = 1; j <= N; ++j)
        EXPECT_EQ(wiring_permutation(N, sum_of({{i, j}}, N)), test::swap(2 * N, i + j - 1, i + j))
            << "N=" << N << " E_" << i << j;
}

// Proposition 15: pi_W is the product of the pi_ij^W_ij running top to bottom,
// each row right to left, as written: pi_W = pi_1N ... pi_11 pi_2N ... pi_N1
// (composed as functions, the rightmost first).
TEST(Ghaly, Proposition15OrderedProduct) {
  std::mt19937_64 rng(15);
  for (int N : {4, 8}) {
    for (int trial = 0; trial < 200; ++trial) {
      const BitVec W = test::random_matrix(N, rng);
      Perm product = identity(2 * N);
      for (int i = 1; i <= N; ++i)
        for (int j = N; j >= 1; --j)
          if (W.get(std::size_t((i - 1) * N + j - 1))) product = compose(product, test::swap(2 * N, i + j - 1, i + j));
      EXPECT_EQ(wiring_permutation(N, W), product);
    }
  }
}

// Proposition 18: pi_W is even exactly when W has even weight (all 4x4 W).
TEST(Ghaly, Proposition18Parity) {
  for (uint32_t index = 0; index < (1u << 16); ++index)
    ASSERT_EQ(is_even(wiring_permutation(4, test::matrix4(index))), std::popcount(index) % 2 == 0) << index;
}

// Lemma 19: the transpose wires the inverse permutation (all 4x4 W, random 8x8).
TEST(Ghaly, Lemma19TransposeInverts) {
  for (uint32_t index = 0; index < (1u << 16); ++index) {
    const BitVec W = test::matrix4(index);
    ASSERT_EQ(wiring_permutation(4, test::transpose(W, 4)), inverse(wiring_permutation(4, W))) << index;
  }
  std::mt19937_64 rng(19);
  for (int trial = 0; trial < 100; ++trial) {
    const BitVec W = test::random_matrix(8, rng);
    EXPECT_EQ(wiring_permutation(8, test::transpose(W, 8)), inverse(wiring_permutation(8, W)));
  }
}

// Example 20: Joyner finds tW = E22+E23+E24+E42+E43+E44 for his (3,6,4)(5,8,7),
// which is our pi_W with 3 -> 4 -> 6 -> 3 and 5 -> 7 -> 8 -> 5 (his cycles
// read the other way round); tW wires the inverse.
TEST(Ghaly, Example20DecomposedPermutation) {
  const BitVec tW = sum_of({{2, 2}, {2, 3}, {2, 4}, {4, 2}, {4, 3}, {4, 4}});
  const BitVec W = test::transpose(tW, 4);
  EXPECT_EQ(wiring_permutation(4, W), cycles(8, {{3, 4, 6}, {5, 7, 8}}));
  EXPECT_EQ(wiring_permutation(4, tW), cycles(8, {{3, 6, 4}, {5, 8, 7}}));
  EXPECT_EQ(format_cycles(wiring_permutation(4, W)), "(3,4,6)(5,7,8)");
}

// Theorem 22: the support of every 4x4 W (1-based labels).
TEST(Ghaly, Theorem22Support) {
  for (uint32_t index = 0; index < (1u << 16); ++index) {
    const BitVec W = test::matrix4(index);
    auto w = [&](int i, int j) { return W.get(std::size_t((i - 1) * 4 + j - 1)); };
    std::vector<bool> in(9, false);
    for (int k : trace_wiring(4, W).support) in[std::size_t(k + 1)] = true;
    for (int i = 5; i <= 8; ++i) {
      bool row_zero = true;
      for (int j = 1; j <= 4; ++j) row_zero = row_zero && !w(i - 4, j);
      ASSERT_EQ(!in[std::size_t(i)], row_zero) << index << " label " << i;
    }
    for (int j = 2; j <= 4; ++j) {
      bool first_one = w(1, j);
      for (int jj = 1; jj < j; ++jj) first_one = first_one && !w(1, jj);
      ASSERT_EQ(!in[std::size_t(j)], first_one) << index << " label " << j;
    }
    ASSERT_EQ(!in[1], w(1, 1)) << index;
    // Corollary 23.
    ASSERT_EQ(!in[5], in[1] && in[2] && in[3] && in[4]) << index;
    ASSERT_LE(int(!in[1]) + !in[2] + !in[3] + !in[4], 1) << index;
  }
}

// Examples 24 and 25: single presses and their supports.
TEST(Ghaly, Examples24And25SinglePresses) {
  const Wiring e44 = trace_wiring(4, sum_of({{4, 4}}));
  EXPECT_EQ(e44.pi, cycles(8, {{7, 8}}));
  EXPECT_EQ(e44.support, (std::vector<int>{0, 1, 2, 3, 7}));  // {1,2,3,4,8}
  const Wiring e11 = trace_wiring(4, sum_of({{1, 1}}));
  EXPECT_EQ(e11.pi, cycles(8, {{1, 2}}));
  EXPECT_EQ(e11.support, (std::vector<int>{1, 2, 3, 4}));  // {2,3,4,5}
  EXPECT_FALSE(lit(e44));
  EXPECT_FALSE(lit(e11));
}

// Proposition 26: W_11 = 0 never solves: C_1 shows and X_1 reaches CG_1, both
// codes with leading bit 0, so it is dark under every assignment.
TEST(Ghaly, Proposition26TopLeftUnpressedNeverSolves) {
  std::mt19937_64 rng(26);
  std::vector<Assignment> sample;
  for (int s = 0; s < 8; ++s) sample.push_back({test::random_assignment_perm(4, rng), test::random_assignment_perm(4, rng)});
  for (uint32_t index = 0; index < (1u << 16); index += 2) {  // bit 0 = W_11 = 0
    const Wiring w = trace_wiring(4, test::matrix4(index));
    ASSERT_EQ(w.pi[0], 0);
    ASSERT_EQ(w.support[0], 0);
    ASSERT_FALSE(lit(w));
    for (const Assignment& a : sample) ASSERT_FALSE(solved(colours(w, a)));
  }
}

// Example 28 (Heppermann): rows 1-3 pressed, sigma = 1, tau = (1,2,3,4) read
// 1 -> 2 -> 3 -> 4 -> 1, is solved, all red, with support {2,...,7}.
TEST(Ghaly, Example28Solved) {
  const BitVec W = matrix("1111/1111/1111/0000");
  const Assignment a = assignment(identity(8), cycles(8, {{1, 2, 3, 4}}));
  EXPECT_EQ(format_one_line(a.tau), "23415678");
  const Wiring w = trace_wiring(4, W);
  EXPECT_EQ(w.support, (std::vector<int>{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(colours(w, a), std::vector<int>(16, 1));
  EXPECT_TRUE(solved(colours(w, a)));
  // Only with CG_k = d_{tau^-1(k)}: the other reading (tau^-1 in its place) is not solved.
  EXPECT_FALSE(solved(colours(w, assignment(identity(8), inverse(a.tau)))));
}

// Section 3.1's table of B for n = 3, spot checks, and the colour numbers.
TEST(Ghaly, BooleanFunctionAndColourNumbers) {
  EXPECT_EQ(boolean_B(0b001, 0b010, 4), 0b011);
  EXPECT_EQ(boolean_B(0b100, 0b100, 4), 0b100);  // OR on the left bit: not 0
  EXPECT_EQ(boolean_B(0b101, 0b110, 4), 0b111);
  EXPECT_EQ(boolean_B(0b111, 0b011, 4), 0b100);
  for (int x = 0; x < 8; ++x)
    for (int y = 0; y < 8; ++y) EXPECT_EQ(boolean_B(x, y, 4), boolean_B(y, x, 4));
  EXPECT_EQ(colour_number(0b011, 4), 0);
  EXPECT_EQ(colour_number(0b100, 4), 1);
  EXPECT_EQ(colour_number(0b111, 4), 4);
  EXPECT_EQ(colour_number(0b1111, 8), 8);
  EXPECT_EQ(code_bits(4), 3);
  EXPECT_EQ(code_bits(8), 4);
}

// The frontier sweep (trace_wiring) and the square-by-square walks agree.
TEST(Ghaly, PathsAgreeWithTheSweep) {
  std::mt19937_64 rng(7);
  for (int N : {4, 8, 16}) {
    for (int trial = 0; trial < 50; ++trial) {
      const BitVec W = test::random_matrix(N, rng);
      const Wiring w = trace_wiring(N, W);
      const std::vector<WirePath> tx = transmitter_paths(N, W);
      ASSERT_EQ(int(tx.size()), 2 * N);
      for (int i = 0; i < 2 * N; ++i) {
        EXPECT_EQ(tx[std::size_t(i)].start, i);
        EXPECT_EQ(tx[std::size_t(i)].exit, w.pi[std::size_t(i)]);
      }
      const std::vector<WirePath> cg = colour_generator_paths(N, W);
      ASSERT_EQ(int(cg.size()), N * N);
      for (int s = 0; s < N * N; ++s) {
        EXPECT_EQ(cg[std::size_t(s)].exit, w.colour_exit[std::size_t(s)]);
        EXPECT_EQ(cg[std::size_t(s)].steps.front().row * N + cg[std::size_t(s)].steps.front().col, s);
        EXPECT_EQ(cg[std::size_t(s)].steps.front().in, Side::Bottom);
      }
    }
  }
  // Each square's wires: both transmitters pass it once; its bottom colour wire
  // is its colour generator.
  for (int N : {4, 8}) {
    const BitVec W = test::random_matrix(N, rng);
    const Wiring w = trace_wiring(N, W);
    const std::vector<SquareWires> sq = square_wires(N, W);
    std::vector<int> crossings(std::size_t(2 * N), 0);
    for (int s = 0; s < N * N; ++s) {
      EXPECT_EQ(sq[std::size_t(s)].colour_bottom, w.colour_exit[std::size_t(s)]);
      EXPECT_NE(sq[std::size_t(s)].transmitter_left, sq[std::size_t(s)].transmitter_bottom);
      ++crossings[std::size_t(sq[std::size_t(s)].transmitter_left)];
      ++crossings[std::size_t(sq[std::size_t(s)].transmitter_bottom)];
    }
    int total = 0;
    for (int n : crossings) total += n;
    EXPECT_EQ(total, 2 * N * N);
  }
  // Figure 1 (W = E_11): X_1 crosses (1,1) straight and turns up in (1,2) to CG_2.
  const WirePath x1 = transmitter_paths(4, sum_of({{1, 1}}))[0];
  ASSERT_EQ(x1.steps.size(), 2u);
  EXPECT_EQ(x1.steps[0].in, Side::Left);
  EXPECT_EQ(x1.steps[0].out, Side::Right);
  EXPECT_EQ(x1.steps[1].col, 1);
  EXPECT_EQ(x1.steps[1].out, Side::Top);
  EXPECT_EQ(x1.exit, 1);
}

TEST(Ghaly, PermutationText) {
  EXPECT_EQ(format_one_line(cycles(8, {{5, 6}, {7, 8}})), "12346587");
  EXPECT_EQ(format_one_line(identity(16)), "1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16");
  EXPECT_EQ(format_cycles(identity(8)), "1");
  auto p = parse_assignment_perm("12346587", 4, "sigma", 0);
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(*p, cycles(8, {{5, 6}, {7, 8}}));
  auto q = parse_assignment_perm("2.1.3.4.5.6.7.8.9.10.11.12.13.14.16.15", 8, "tau", 0);
  ASSERT_TRUE(q.ok()) << q.error().describe();
  EXPECT_EQ(*q, cycles(16, {{1, 2}, {15, 16}}));

  struct Case {
    const char* text;
    int N;
    std::size_t pos;
    const char* words;
  };
  const Case cases[] = {
      {"1234567", 4, 7, "too few images"}, {"123456789", 4, 8, "out of range"},    {"12345668", 4, 6, "appears twice"},
      {"52341678", 4, 0, "S_I x S_J"},     {"1234x678", 4, 4, "expected a digit"}, {"", 4, 0, "got nothing"},
      {"1.2.3", 8, 5, "too few images"},   {"1.2.", 8, 4, "expected an image"},    {"1.2.17", 8, 4, "out of range"},
  };
  for (const Case& c : cases) {
    auto r = parse_assignment_perm(c.text, c.N, "sigma", 0);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(r.error().pos, c.pos) << c.text << ": " << r.error().message;
    EXPECT_NE(r.error().message.find(c.words), std::string::npos) << c.text << ": " << r.error().message;
  }
}

}  // namespace
}  // namespace tl::ghaly
