// gf2_echelon.hpp: a row echelon form built one row at a time, for large systems.
//
// The general solver's engine. Rows (a cell's equation over the buttons, or a
// press vector over the cells) are inserted one by one; each is reduced by the
// stored rows lead by lead and kept when something is left. Stored rows keep
// only their nonzero word range, so banded systems (Lights Out read in
// reading order) stay banded: memory and work follow the band, not n^2.
#pragma once

#include <cstdint>
#include <vector>

#include "core/base/bitvec.hpp"
#include "core/gf2/gf2_matrix.hpp"

namespace tl {

class Echelon {
 public:
  explicit Echelon(int cols);

  int cols() const { return cols_; }
  int rank() const { return int(rows_.size()); }
  bool has_pivot(int col) const { return pivot_of_col_[std::size_t(col)] >= 0; }
  std::vector<int> free_columns() const;

  // Reduces `row` (cols() bits) with its right-hand bit `rhs` and stores it
  // when it is independent of the rows so far (returns true). `row` is
  // consumed: it is all zero afterwards. When the row is dependent, `rhs` is
  // left as the residual right-hand bit (1 = the equations contradict).
  // [lo_word, hi_word) may bound the row's nonzero words (a speed hint).
  bool insert(BitVec& row, bool& rhs, std::size_t lo_word = 0, std::size_t hi_word = SIZE_MAX);

  // Reduces `v` at every pivot column it touches, ascending: afterwards `v`
  // is zero on pivot columns. `rhs` collects the used rows' right-hand bits.
  void reduce(BitVec& v, bool& rhs) const;

  // Completes `x`: its free columns are given, its pivot columns are solved
  // (descending) so every stored row holds, with the stored right-hand bits
  // when `use_rhs`, else with 0 (a null space vector).
  void back_substitute(BitVec& x, bool use_rhs) const;
  // The null space vector of free column `f`: 1 there, 0 on the other free columns.
  BitVec null_vector(int f) const;

 private:
  struct Row {
    std::size_t at;   // offset of word `lo` in arena_
    uint32_t lo, hi;  // nonzero word range [lo, hi)
    int lead;         // pivot column
    bool rhs;
  };
  int cols_;
  std::size_t stride_;
  std::vector<Row> rows_;
  std::vector<uint64_t> arena_;
  std::vector<int> pivot_of_col_;
};

// A dense system A x = b solved in one go: the whole augmented matrix
// [A | b] is brought to row echelon form by M4RI (gf2_matrix.hpp's
// echelonize), the right tool when the rows are full (a torus's wrap-around
// equations) rather than banded. The same answers as Echelon: the pivot
// columns depend only on the row space, and a free-column assignment fixes
// the rest.
class DenseSystem {
 public:
  // `augmented` is [A | b]: cols + 1 columns, b last.
  explicit DenseSystem(Gf2Matrix augmented);

  int cols() const { return cols_; }
  int rank() const { return int(pivots_.size()); }
  bool consistent() const { return consistent_; }
  bool has_pivot(int col) const { return pivot_row_[std::size_t(col)] >= 0; }
  std::vector<int> free_columns() const;

  // Like Echelon::back_substitute: `x`'s free columns are given, its pivot
  // columns solved, with b when `use_rhs` (meaningful when consistent()), else 0.
  void back_substitute(BitVec& x, bool use_rhs) const;
  BitVec null_vector(int f) const;

 private:
  int cols_;
  Gf2Matrix m_;
  std::vector<int> pivots_;
  std::vector<int> pivot_row_;
  bool consistent_ = true;
};

}  // namespace tl
