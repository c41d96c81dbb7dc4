// quatrainment_test.cpp: Quatrainment against Tekriwal and Sinha's words, matrices and sample game.
#include <gtest/gtest.h>

#include <cstdlib>

#include "core/gf2/gf2_matrix.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::linear;
using test::load;

const char* kStart = "quatrainment:1010/0101/1010/0101";

// Tekriwal and Sinha, Figure 5: M1..M16, each 4 rows of 4.
const char* kPrintedM[16] = {
    "1110/1100/1000/0000", "1010/0100/0000/0000", "0101/0010/0000/0000", "0111/0011/0001/0000",
    "1000/0100/1000/0000", "0100/1110/0100/0000", "0010/0111/0010/0000", "0001/0010/0001/0000",
    "0000/1000/0100/1000", "0000/0100/1110/0100", "0000/0010/0111/0010", "0000/0001/0010/0001",
    "0000/1000/1100/1110", "0000/0000/0100/1010", "0000/0000/0010/0101", "0000/0001/0011/0111",
};

// Tekriwal and Sinha, section 3.3: R^-1.
const char* kPrintedRInverse[16] = {
    "1110101011010010", "0010100101000111", "0100100100101110", "0111010110110100", "0100001110010101", "1001011001001000",
    "1001011000100001", "0010110010011010", "0101100100110100", "1000010001101001", "0001001001101001", "1010100111000010",
    "0010110110101110", "0111010010010010", "1110001010010100", "0100101101010111",
};

BitVec grid(const char* text) {
  BitVec v(16);
  int i = 0;
  for (const char* p = text; *p; ++p)
    if (*p != '/') v.set(std::size_t(i++), *p == '1');
  return v;
}

TEST(Quatrainment, PressesArePrintedM1ToM16) {
  const LinearMachine& m = linear(load(kStart));
  for (int b = 0; b < 16; ++b) EXPECT_EQ(m.press_vector(b), grid(kPrintedM[b])) << "M" << b + 1;
}

// Section 2.2's words: a corner flips the 6-cell triangle in its corner (itself
// included), an edge cell its 3 neighbours but not itself, a centre cell the plus.
TEST(Quatrainment, PrintedMatricesFollowTheWordedRules) {
  for (int b = 0; b < 16; ++b) {
    int r = b / 4, c = b % 4;
    bool corner = (r == 0 || r == 3) && (c == 0 || c == 3);
    bool edge = !corner && (r == 0 || r == 3 || c == 0 || c == 3);
    BitVec m = grid(kPrintedM[b]);
    for (int cell = 0; cell < 16; ++cell) {
      int d = std::abs(cell / 4 - r) + std::abs(cell % 4 - c);
      bool expected = corner ? d <= 2 : edge ? d == 1 : d <= 1;
      EXPECT_EQ(m.get(std::size_t(cell)), expected) << "M" << b + 1 << " cell " << cell + 1;
    }
    EXPECT_EQ(m.popcount(), corner ? 6u : edge ? 3u : 5u);
  }
  EXPECT_EQ(grid(kPrintedM[3]).ones(), (std::vector<int>{1, 2, 3, 6, 7, 11}));  // 2.3.1: cell 4 -> {2,3,4,7,8,12}
}

// R has M_j as column j (R alpha = P); its inverse is the printed R^-1.
TEST(Quatrainment, InverseIsThePrintedRInverse) {
  const LinearMachine& m = linear(load(kStart));
  Gf2Matrix r = Gf2Matrix::from_columns(m.press_vectors(), 16);
  Gf2Matrix printed(16, 16);
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) printed.set(i, j, kPrintedRInverse[i][j] == '1');
  auto inv = inverse(r);
  ASSERT_TRUE(inv.has_value());
  EXPECT_EQ(*inv, printed);
  EXPECT_EQ(linear(load(kStart)).analyze().nullity, 0);  // section 3.2: linearly independent
}

// Appendix 1: from X.X./.X.X/X.X./.X.X to the blank grid; the first press is
// cell 1, the second cell 3, and following the hints wins.
TEST(Quatrainment, SampleGame) {
  Puzzle p = load(kStart);
  Position pos = p.position;
  Solution s = p.machine->solve(pos);
  ASSERT_TRUE(s.solvable && s.minimal);
  ASSERT_GE(s.presses.size(), 2u);
  EXPECT_EQ(s.presses.front(), 0);
  p.machine->press(pos, 0);
  EXPECT_EQ(p.machine->cells(pos), (std::vector<int>{0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1}));
  EXPECT_EQ(p.machine->solve(pos).presses.front(), 2);
  p.machine->press(pos, 2);
  EXPECT_EQ(p.machine->cells(pos), (std::vector<int>{0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 0, 1}));
  EXPECT_EQ(test::follow_hints(*p.machine, pos, 16), int(s.presses.size()) - 2);
}

TEST(Quatrainment, TargetGoalRoundTrips) {
  const char* id = "quatrainment:0000/0000/0000/0000,g=1001/0000/0000/1001";
  Puzzle p = load(id);
  EXPECT_EQ(p.id(), id);
  Solution s = p.machine->solve(p.position);
  ASSERT_TRUE(s.solvable);
  for (int b : s.presses) p.machine->press(p.position, b);
  EXPECT_TRUE(p.machine->solved(p.position));
  auto bad = parse_puzzle_id("quatrainment4:0000/0000/0000/0000");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().pos, 12u);
}

}  // namespace
}  // namespace tl
