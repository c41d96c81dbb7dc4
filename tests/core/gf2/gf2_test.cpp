// gf2_test.cpp: the GF(2) tools against Arnold and Blaszak's printed inverse and basic algebra.
#include <gtest/gtest.h>

#include <random>

#include "core/base/big_count.hpp"
#include "core/gf2/gf2_matrix.hpp"
#include "core/gf2/gf2_poly.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

Gf2Matrix matrix_from_text(const std::vector<const char*>& rows) {
  Gf2Matrix m(int(rows.size()), int(std::string(rows[0]).size()));
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; rows[r][c]; ++c) m.set(int(r), int(c), rows[r][c] == '1');
  return m;
}

// Arnold and Blaszak: A has the move vectors u_1..u_9 as columns, and A^-1 mod 2 is printed.
TEST(Gf2Matrix, MerlinInverseIsArnoldAndBlaszaks) {
  auto p = parse_puzzle_id("merlin:000/000/000");
  ASSERT_TRUE(p.ok());
  const auto& merlin = dynamic_cast<const LinearMachine&>(*p->machine);
  Gf2Matrix a = Gf2Matrix::from_columns(merlin.press_vectors(), 9);
  Gf2Matrix printed = matrix_from_text(
      {"101001110", "111111000", "101100011", "110110110", "101010101", "011011011", "110001101", "000111111", "011100101"});
  auto inv = inverse(a);
  ASSERT_TRUE(inv.has_value());
  EXPECT_EQ(*inv, printed);
  EXPECT_EQ(a.mul(printed), Gf2Matrix::identity(9));
  // The worked example: s = A^-1 (v_w + v_p) presses 5, 6, 7, 9.
  BitVec vw = BitVec::from_indices(9, {0, 1, 2, 3, 5, 6, 7, 8});
  BitVec vp = BitVec::from_indices(9, {0, 3, 4, 8});
  EXPECT_EQ(printed.mul(vw ^ vp).ones(), (std::vector<int>{4, 5, 6, 8}));
}

TEST(Gf2Matrix, RankNullspaceAndInverseAgree) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    int rows = 1 + int(rng() % 70), cols = 1 + int(rng() % 70);
    Gf2Matrix m(rows, cols);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) m.set(r, c, rng() % 3 == 0);
    int rk = rank(m);
    std::vector<BitVec> null = nullspace_basis(m);
    EXPECT_EQ(rk + int(null.size()), cols);
    for (const BitVec& v : null) EXPECT_FALSE(m.mul(v).any());
    EXPECT_EQ(rank(m.transposed()), rk);
    auto inv = inverse(m);
    EXPECT_EQ(inv.has_value(), rows == cols && rk == rows);
    if (inv) { EXPECT_EQ(m.mul(*inv), Gf2Matrix::identity(rows)); }
  }
}

Gf2Poly random_poly_of_degree(std::mt19937_64& rng, int degree) {
  Gf2Poly p = Gf2Poly::monomial(degree);
  for (int i = 0; i < degree; ++i)
    if (rng() & 1) p.flip(i);
  return p;
}

TEST(Gf2Poly, DivisionAndExtendedGcd) {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    Gf2Poly a = random_poly_of_degree(rng, int(rng() % 300)), m = random_poly_of_degree(rng, 1 + int(rng() % 300));
    Gf2Poly common = random_poly_of_degree(rng, int(rng() % 5));
    a = mul(a, common);
    m = mul(m, common);
    Gf2Poly q, r;
    divmod(a, m, &q, &r);
    EXPECT_LT(r.degree(), m.degree());
    Gf2Poly back = mul(q, m);
    back ^= r;
    EXPECT_EQ(back, a);
    Gf2Poly u;
    Gf2Poly g = xgcd(a, m, &u);
    EXPECT_TRUE(mod(a, g).is_zero());
    EXPECT_TRUE(mod(m, g).is_zero());
    EXPECT_GE(g.degree(), common.degree());
    EXPECT_EQ(mod(mul(u, a), m), mod(g, m));
  }
}

TEST(BigCount, PowersOfTwoInDecimal) {
  EXPECT_EQ(power_of_two_decimal(0), "1");
  EXPECT_EQ(power_of_two_decimal(10), "1024");
  EXPECT_EQ(power_of_two_decimal(64), "18446744073709551616");
  EXPECT_EQ(power_of_two_decimal(100), "1267650600228229401496703205376");
  EXPECT_EQ(power_of_two_decimal(-1), "0");
  EXPECT_EQ(power_of_two_decimal(65536).size(), 19729u);  // floor(65536 log10 2) + 1 digits
  EXPECT_EQ(power_of_two_decimal(70000), "2^70000");
}

}  // namespace
}  // namespace tl
