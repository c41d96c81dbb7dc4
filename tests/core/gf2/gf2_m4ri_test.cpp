// gf2_m4ri_test.cpp: the Four Russians elimination (echelonize, DenseSystem)
// against the textbook one-column-at-a-time Gauss-Jordan and against Echelon,
// on random matrices of assorted shapes, densities and ranks.
#include <gtest/gtest.h>

#include <random>

#include "core/gf2/gf2_echelon.hpp"
#include "core/gf2/gf2_matrix.hpp"

namespace tl {
namespace {

// The textbook Gauss-Jordan elimination (rref as it was before M4RI).
std::vector<int> rref_simple(Gf2Matrix& m, int pivot_cols) {
  std::vector<int> pivots;
  int r = 0;
  for (int c = 0; c < pivot_cols && r < m.rows(); ++c) {
    int p = r;
    while (p < m.rows() && !m.get(p, c)) ++p;
    if (p == m.rows()) continue;
    m.swap_rows(p, r);
    for (int i = 0; i < m.rows(); ++i)
      if (i != r && m.get(i, c)) m.xor_row(i, r);
    pivots.push_back(c);
    ++r;
  }
  return pivots;
}

enum class Kind { Half, Sparse, LowRank, RepeatedRows };

Gf2Matrix random_matrix(std::mt19937_64& rng, int rows, int cols, Kind kind) {
  Gf2Matrix m(rows, cols);
  if (kind == Kind::LowRank) {
    // rows x k times k x cols: rank at most k.
    const int k = int(rng() % std::uint64_t(std::min(rows, cols) + 1));
    Gf2Matrix a = random_matrix(rng, rows, std::max(k, 1), Kind::Half), b = random_matrix(rng, std::max(k, 1), cols, Kind::Half);
    return k ? a.mul(b) : m;
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) m.set(r, c, kind == Kind::Sparse ? rng() % 13 == 0 : (rng() & 1));
  if (kind == Kind::RepeatedRows)
    for (int r = 1; r < rows; ++r)
      if (rng() % 3 == 0) {
        int src = int(rng() % std::uint64_t(r));
        std::copy(m.row(src), m.row(src) + m.stride(), m.row(r));
      }
  return m;
}

// Sizes around word and panel edges, plus random ones.
std::vector<std::pair<int, int>> shapes(std::mt19937_64& rng) {
  std::vector<std::pair<int, int>> s = {{1, 1},     {1, 64},    {64, 1},   {63, 63},  {64, 64},   {65, 65},   {127, 129},
                                        {128, 128}, {129, 127}, {200, 64}, {64, 200}, {257, 300}, {300, 257}, {520, 513}};
  for (int i = 0; i < 40; ++i) s.emplace_back(1 + int(rng() % 260), 1 + int(rng() % 260));
  return s;
}

int rank_of_stack(const Gf2Matrix& a, const Gf2Matrix& b) {
  Gf2Matrix s(a.rows() + b.rows(), a.cols());
  for (int r = 0; r < a.rows(); ++r) std::copy(a.row(r), a.row(r) + a.stride(), s.row(r));
  for (int r = 0; r < b.rows(); ++r) std::copy(b.row(r), b.row(r) + b.stride(), s.row(a.rows() + r));
  return int(rref_simple(s, s.cols()).size());
}

TEST(M4ri, ReducedFormEqualsTextbookGaussJordan) {
  std::mt19937_64 rng(11);
  for (auto [rows, cols] : shapes(rng))
    for (Kind kind : {Kind::Half, Kind::Sparse, Kind::LowRank, Kind::RepeatedRows}) {
      const Gf2Matrix m = random_matrix(rng, rows, cols, kind);
      Gf2Matrix want = m, got = m;
      std::vector<int> pw = rref_simple(want, cols), pg = rref(got);
      ASSERT_EQ(pg, pw) << rows << "x" << cols << " kind " << int(kind);
      EXPECT_EQ(got, want) << rows << "x" << cols << " kind " << int(kind);  // the RREF is unique
      EXPECT_EQ(rank(m), int(pw.size()));
    }
}

// Augmented [A | B]: elimination over A's columns only, in both modes.
TEST(M4ri, PartialPivotColumnsAndForwardOnly) {
  std::mt19937_64 rng(12);
  for (auto [rows, cols] : shapes(rng))
    for (Kind kind : {Kind::Half, Kind::Sparse, Kind::LowRank, Kind::RepeatedRows}) {
      const int extra = 1 + int(rng() % 70);
      const int pc = cols;
      const Gf2Matrix m = random_matrix(rng, rows, cols + extra, kind);
      Gf2Matrix want = m;
      const std::vector<int> pw = rref_simple(want, pc);
      for (bool reduced : {true, false}) {
        Gf2Matrix got = m;
        const std::vector<int> pg = echelonize(got, pc, reduced);
        ASSERT_EQ(pg, pw) << rows << "x" << cols << "+" << extra << " reduced " << reduced;
        // Same row space, echelon shape over the pivot columns.
        EXPECT_EQ(rank_of_stack(got, m), rank_of_stack(m, m));
        EXPECT_EQ(rank(got), rank(m));
        for (int i = 0; i < rows; ++i)
          for (int c = 0; c < pc; ++c) {
            const bool bit = got.get(i, c);
            if (i >= int(pg.size())) {
              ASSERT_FALSE(bit) << "row " << i << " past the rank, col " << c;
            } else if (c < pg[std::size_t(i)] || (c == pg[std::size_t(i)])) {
              ASSERT_EQ(bit, c == pg[std::size_t(i)]) << "row " << i << " col " << c;
            }
          }
        // Each pivot column is clear below its pivot (and above it when reduced).
        for (std::size_t k = 0; k < pg.size(); ++k) {
          for (int i = 0; i < rows; ++i) {
            if (i != int(k) && (reduced || i > int(k))) { ASSERT_FALSE(got.get(i, pg[k])); }
          }
        }
        if (reduced) {  // the pivot rows over A's columns are unique
          for (std::size_t k = 0; k < pg.size(); ++k) {
            for (int c = 0; c < pc; ++c) { ASSERT_EQ(got.get(int(k), c), want.get(int(k), c)); }
          }
        }
      }
    }
}

// DenseSystem against Echelon (the general solver's engine) on the same A x = b.
TEST(M4ri, DenseSystemAgreesWithEchelon) {
  std::mt19937_64 rng(13);
  for (auto [rows, cols] : shapes(rng))
    for (Kind kind : {Kind::Half, Kind::Sparse, Kind::LowRank, Kind::RepeatedRows}) {
      const Gf2Matrix a = random_matrix(rng, rows, cols, kind);
      // b: half the time A x for a random x (consistent), else random.
      BitVec x0(static_cast<std::size_t>(cols));
      for (int c = 0; c < cols; ++c) x0.set(std::size_t(c), rng() & 1);
      BitVec b = a.mul(x0);
      if (rng() & 1)
        for (int r = 0; r < rows; ++r) b.set(std::size_t(r), rng() & 1);
      Gf2Matrix aug(rows, cols + 1);
      Echelon e(cols);
      bool consistent = true;
      for (int r = 0; r < rows; ++r) {
        std::copy(a.row(r), a.row(r) + a.stride(), aug.row(r));
        aug.set(r, cols, b.get(std::size_t(r)));
        BitVec row = a.row_vec(r);
        bool rhs = b.get(std::size_t(r));
        if (!e.insert(row, rhs) && rhs) consistent = false;
      }
      DenseSystem d(aug);
      ASSERT_EQ(d.rank(), e.rank());
      ASSERT_EQ(d.consistent(), consistent);
      ASSERT_EQ(d.free_columns(), e.free_columns());
      if (consistent) {
        BitVec xd(static_cast<std::size_t>(cols)), xe(static_cast<std::size_t>(cols));
        d.back_substitute(xd, true);
        e.back_substitute(xe, true);
        EXPECT_EQ(xd, xe);
        EXPECT_EQ(a.mul(xd), b);
      }
      const std::vector<int> free = d.free_columns();
      for (std::size_t i = 0; i < free.size() && i < 8; ++i) {
        BitVec v = d.null_vector(free[i]);
        EXPECT_EQ(v, e.null_vector(free[i]));
        EXPECT_FALSE(a.mul(v).any());
      }
      EXPECT_EQ(int(nullspace_basis(a).size()), cols - d.rank());
    }
}

// A few large ones: many panels, the rows above cleared, tables in several column chunks.
TEST(M4ri, LargeMatricesAgree) {
  std::mt19937_64 rng(14);
  for (auto [rows, cols, kind] :
       {std::tuple{1000, 1000, Kind::Half}, std::tuple{777, 1300, Kind::LowRank}, std::tuple{1300, 777, Kind::RepeatedRows},
        std::tuple{900, 1100, Kind::Sparse}, std::tuple{300, 9000, Kind::Half}, std::tuple{700, 4500, Kind::LowRank}}) {
    const Gf2Matrix m = random_matrix(rng, rows, cols, kind);
    Gf2Matrix want = m, got = m;
    ASSERT_EQ(rref(got), rref_simple(want, cols));
    EXPECT_EQ(got, want);
    Gf2Matrix fwd = m;
    Gf2Matrix want2 = m;
    EXPECT_EQ(echelonize(fwd, cols - 5, false), rref_simple(want2, cols - 5));
  }
}

}  // namespace
}  // namespace tl
