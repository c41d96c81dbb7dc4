// howell.hpp: the Howell form of a matrix over Z_{p^e}, the echelon form that
// makes linear algebra over a ring with zero divisors as exact as over a field.
//
// Why not Gaussian elimination: over Z_4 the pivot 2 has no inverse, so a row
// with a 2 cannot clear a 1 below it, and the rows it leaves behind can hide
// consequences. Example: the single equation 2x + y = 1 (mod 4) says nothing
// directly about y, but 2 * (2x + y) = 2y = 2 does: y is odd. Treating Z_4 as
// a field gets counts and solvability wrong (the 4x4 Lights Out board with 4
// states reaches 2^26 positions, neither 4^12 nor 4^16).
//
// The method (Howell 1986, "Spans in the module (Z_m)^s"; the algorithm as in
// Storjohann's thesis, "Algorithms for matrix canonical forms", ETH 2000,
// chapter 4, and Storjohann and Mulders 1998, "Fast algorithms for linear
// algebra modulo N"): Z_{p^e} is a local ring, every nonzero entry is a unit
// times p^v, and of two entries the one with the smaller v divides the other.
// Column by column:
//   * the row whose entry has the smallest valuation v becomes the pivot row
//     and is multiplied by the inverse of the unit part, so the pivot is p^v;
//   * every row below has an entry divisible by p^v and is cleared by
//     subtracting a multiple of the pivot row;
//   * when v > 0, p^(e-v) times the pivot row has a zero pivot but may not be
//     zero elsewhere: it is appended to the rows still to be processed (the
//     Howell property: whatever a pivot row implies about later columns is in
//     the span of the later rows).
// With the Howell property, back substitution never fails on a consistent
// system, membership in the row span is decided greedily, the row span has
// exactly prod p^(e - v_i) elements, and the null space has generators in
// "reverse echelon" form with a unique representation (see kernel()).
//
// For a prime modulus (e = 1) every pivot is a unit and this is plain
// Gauss-Jordan elimination in the field Z_p.
//
// Columns past `pivot_cols` are carried along but never pivoted: a right-hand
// side b (the form of [A | b]), or an identity (the form of [A | I]: each
// row's transform, i.e. which combination of A's rows it is).
#pragma once

#include <vector>

#include "core/modk/zk_arith.hpp"
#include "core/modk/zk_matrix.hpp"

namespace tl {

class HowellElimination;

class HowellForm {
 public:
  // The rows of `a` (entries reduced mod pp.q on the way in).
  HowellForm(const ZkMatrix& a, int pivot_cols, PrimePower pp);

  const PrimePower& prime_power() const { return pp_; }
  int pivot_cols() const { return n_; }
  int width() const { return w_; }
  int rank() const { return int(pivots_.size()); }                  // nonzero rows of the form
  const std::vector<ZkVec>& pivot_rows() const { return pivots_; }  // full width, in pivot order
  const std::vector<int>& pivot_columns() const { return pivot_col_; }
  const std::vector<int>& pivot_valuations() const { return pivot_val_; }  // row i's pivot is p^v_i
  // Rows that are zero in the pivot columns but not beyond: with an identity
  // carried, these are the left null space's generators.
  const std::vector<ZkVec>& zero_rows() const { return zeros_; }
  // The row span of the pivot part has p^image_exponent() elements.
  long long image_exponent() const;

  // x (pivot_cols entries, free ones 0) with (pivot part) x = rhs, rhs[i]
  // for pivot row i. False only when the rhs is inconsistent with the form.
  bool back_substitute(const ZkVec& rhs, ZkVec& x) const;
  // Generators of {x : (pivot part) x = 0}. Generator c leads at column c
  // (zero after it): 1 for a free column, order q; p^(e-v) for a pivot
  // column with pivot p^v, v > 0, order p^v. Every null vector is
  // sum s_c g_c with 0 <= s_c < order_c in exactly one way.
  std::vector<ZkQuiet> kernel() const;
  // How many generators kernel() gives, without building them: the free
  // columns and the pivots p^v with v > 0.
  int kernel_generators() const;

 private:
  friend class HowellElimination;
  explicit HowellForm(PrimePower pp, int pivot_cols, int width);

  PrimePower pp_;
  ZkArith ar_;
  int n_ = 0, w_ = 0;
  std::vector<ZkVec> pivots_, zeros_;
  std::vector<int> pivot_col_, pivot_val_;
  std::vector<uint8_t> val_;  // valuation of each value 0 < a < q
  std::vector<int> pow_;      // p^v for v = 0..e
};

// The same form computed a few columns at a time, so that a page with one
// thread can eliminate a 512 x 512 system between frames (the atlas of
// k-state boards): each advance() does about `work` byte operations (at
// least one column), and take() hands over the finished form.
class HowellElimination {
 public:
  HowellElimination(const ZkMatrix& a, int pivot_cols, PrimePower pp);

  bool done() const { return column_ >= form_.n_ || pivot_row_ >= rows_.size(); }
  // Eliminates columns until about `work` byte operations are spent.
  void advance(std::size_t work);
  // The columns passed so far, of pivot_cols: for a progress bar.
  int column() const { return column_; }
  // The form, after the remaining columns (the elimination is spent).
  HowellForm take();

 private:
  void eliminate_column();
  HowellForm form_;
  std::vector<ZkVec> rows_;
  std::size_t pivot_row_ = 0;  // rows before it are pivot rows
  int column_ = 0;
};

}  // namespace tl
