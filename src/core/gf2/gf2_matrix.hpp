// gf2_matrix.hpp: dense matrices over GF(2), each row packed 64 bits to a word.
//
// The textbook tools for small systems (Merlin's A, Quatrainment's R, a custom
// game's button matrix): reduced row echelon form, rank, null space basis and
// inverse. Large sparse systems go through Echelon (gf2_echelon.hpp) instead,
// which never stores the whole matrix.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/base/bitvec.hpp"

namespace tl {

class Gf2Matrix {
 public:
  Gf2Matrix() = default;
  Gf2Matrix(int rows, int cols);
  static Gf2Matrix identity(int n);
  // Row i = rows[i] (each `cols` bits).
  static Gf2Matrix from_rows(const std::vector<BitVec>& rows, int cols);
  // Column j = columns[j] (each `rows` bits): A with A[i][j] = u_j[i], Arnold and Blaszak's A.
  static Gf2Matrix from_columns(const std::vector<BitVec>& columns, int rows);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  std::size_t stride() const { return stride_; }
  uint64_t* row(int r) { return &words_[std::size_t(r) * stride_]; }
  const uint64_t* row(int r) const { return &words_[std::size_t(r) * stride_]; }

  bool get(int r, int c) const { return (row(r)[c >> 6] >> (c & 63)) & 1u; }
  void set(int r, int c, bool v = true) {
    uint64_t m = uint64_t(1) << (c & 63);
    if (v) row(r)[c >> 6] |= m;
    else row(r)[c >> 6] &= ~m;
  }
  BitVec row_vec(int r) const;
  BitVec column_vec(int c) const;
  void xor_row(int dst, int src);  // row dst ^= row src
  void swap_rows(int a, int b);

  BitVec mul(const BitVec& x) const;        // A x  (x has cols() bits)
  Gf2Matrix mul(const Gf2Matrix& b) const;  // A B
  Gf2Matrix transposed() const;

  friend bool operator==(const Gf2Matrix&, const Gf2Matrix&) = default;

 private:
  int rows_ = 0, cols_ = 0;
  std::size_t stride_ = 0;
  std::vector<uint64_t> words_;
};

// Row echelon form in place over the first `pivot_cols` columns (all when -1;
// fewer for an augmented [A | b]), by the Method of the Four Russians (M4RI):
// the columns go 64 at a time; their pivots are found on the 64-bit windows
// alone, then every other row is cleared by one XOR from each of up to eight
// tables of the 2^8 combinations of 8 pivot rows. Returns the pivot column of
// each nonzero row, in row order; rows past that are zero in those columns,
// and row i is zero before pivots[i]. With `reduced` (Gauss-Jordan) the rows
// above each pivot are cleared too; without it only the rows below are, about
// 2/3 of the work, for a back substitution after.
std::vector<int> echelonize(Gf2Matrix& m, int pivot_cols = -1, bool reduced = true);
// Reduced row echelon form: echelonize(m, pivot_cols, true).
std::vector<int> rref(Gf2Matrix& m, int pivot_cols = -1);
int rank(Gf2Matrix m);
// A basis of { x : A x = 0 }, one vector per free column (1 there, 0 on the other free columns).
std::vector<BitVec> nullspace_basis(const Gf2Matrix& a);
// A^-1 when A is square and invertible.
std::optional<Gf2Matrix> inverse(const Gf2Matrix& a);

}  // namespace tl
