// elimination.hpp: Gaussian elimination mod k on [A | b], one row operation
// at a time, for teaching; k = 2 is the same elimination in its simplest
// case (every nonzero entry is 1, a unit).
//
// Arnold and Blaszak solve Merlin by row-reducing [A | b] mod 2 by hand: per
// column, the first row with a 1 is swapped up and added to the rows below
// with a 1 there ("Adding row1 to row2", "Switching row2 with row3"), which
// reaches the row echelon form U; clearing above each pivot then gives the
// reduced form. Over Z_k the same walk builds the Howell form of [A | b]
// (Howell 1986; the algorithm of Storjohann's thesis, ETH 2000, chapter 4).
// Per column:
//   * the row whose entry shares the fewest factors with k becomes the pivot
//     row (mod 2: the first row with a 1) and is swapped up;
//   * for composite k two entries may each lack what the other has (2 and 3
//     mod 6): a multiple of one row is added to the pivot row until its entry
//     generates all the column's entries (2 + 1*3 = 5, a unit mod 6); such a
//     multiple always exists because Z_k has stable range one;
//   * the pivot row is multiplied by a unit so that its pivot becomes the
//     divisor d of k it generates ("multiply row 2 by 2, the inverse of 2
//     mod 3"; mod 8, 6 becomes 2 after multiplying by 3);
//   * every entry below is a multiple of d and is cleared by subtracting
//     that multiple of the pivot row (mod 2: adding the pivot row);
//   * when d is not 1 (it has no inverse mod k), (k/d) times the pivot row
//     is appended as a new row: its pivot vanishes, and what remains is what
//     the pivot row implies about the later columns (over Z_4, 2x + y = 1
//     implies 2y = 2: y is odd). Without it the form could hide an
//     impossibility or a solution.
// After the forward pass a row that is zero in A but not in b reads "0 = c":
// the position cannot be solved, and the combination of the original rows
// that made it is an invariant b breaks. Then the entries above each pivot
// are cleared. When every pivot is 1 (always mod 2 and mod a prime) this
// goes last pivot first, as by hand: the entries above a pivot are then
// still those of the echelon form and nothing fills in. Otherwise it goes
// first pivot first, reducing entries mod their pivot (a pivot with no
// inverse can clear only multiples of itself), which later pivots would
// disturb if they went first.
//
// Replay: every step can be applied and undone (a swap twice, a scale by the
// inverse unit, an addition by its negative, an appended row removed), so a
// view steps forward and back from [A | b]:
//   ModMatrix m = e.augmented;
//   apply(m, e.steps[i]);   // Next
//   undo(m, e.steps[i]);    // Previous
//   // after every step, m == e.reduced
// Numbering: stored indices are 0-based; captions are 1-based like the seeds.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/linear/explain/mod_matrix.hpp"

namespace tl {

enum class RowOpKind : uint8_t {
  Pivot,   // a marker: the following operations work on column `col` with pivot row `row`
  Swap,    // rows `row` and `other` trade places
  Scale,   // row `row` is multiplied by the unit `factor`
  Add,     // `factor` times row `row` is added to row `other` (mod k)
  Append,  // a new last row (index `other`) = `factor` times row `row`
};

// One row operation, the elimination's or a student's (the Why tab's "do it
// yourself" applies the same type). The elimination fills in `col` and the
// entries it read, so its captions can name the arithmetic; a student's
// operation has col = -1 and is captioned plainly.
struct RowOp {
  RowOpKind kind = RowOpKind::Pivot;
  int row = 0, other = 0;
  int factor = 1;        // Scale: the unit; Add: the multiple (mod k); Append: the multiple
  int col = -1;          // the pivot column this operation works on; -1: a student's operation
  int entry = 0;         // the pivot column's entry in `row` (Pivot, Scale, Append) or `other` (Add) before the step
  int pivot = 0;         // Pivot, Add, Append: the pivot entry at that time
  bool above = false;    // back substitution (after the echelon form)
  bool combine = false;  // Add into the pivot row to gain a factor it lacks (composite k)

  // 1-based words that name the arithmetic: "add row 1 to row 4" (mod 2,
  // where subtracting is adding), "multiply row 2 by 2, the inverse of 2
  // mod 3", "subtract 2 times row 1 from row 3", "2 has no inverse mod 4:
  // new row 5 = 2 times row 2 ...". Written once for every k.
  std::string what(int k) const;
  // Why the elimination takes it, to follow what(): " to clear the 1 in row
  // 4 under the pivot of column 1"; empty where what() says why already and
  // for a student's operation.
  std::string why(int k) const;
  // what() and why(): the caption every view and export shows.
  std::string caption(int k) const;
  bool changes_matrix() const { return kind != RowOpKind::Pivot; }
};

// Applies one step to [A | b] (any matrix with those rows), and undoes it.
void apply(ModMatrix& m, const RowOp& op);
void undo(ModMatrix& m, const RowOp& op);

// The elimination of [A | b] (b the last column), every step recorded when asked.
struct Elimination {
  int k = 2;
  std::vector<RowOp> steps;        // when recorded
  std::size_t echelon_steps = 0;   // steps[0, echelon_steps) reach the row echelon (Howell) form
  long long step_count = 0;        // operations that change the matrix
  ModMatrix echelon, reduced;      // [A | b] after the forward pass and after back substitution
  ModMatrix combination;           // row i: how much of each original row makes the reduced row i
  std::vector<int> pivot_columns;  // per nonzero row, in row order
  std::vector<int> pivot_values;   // each pivot: a divisor of k (1 where the column has a unit)
  std::vector<int> free_columns;   // buttons with no pivot at all
  int appended_rows = 0;           // rows added for pivots with no inverse
  int contradiction_row = -1;      // the first row reading 0 = c (c != 0)
  ZkVec solution;                  // by back substitution, free buttons unpressed (when no contradiction)
};

// Eliminates [A | b] with `buttons` columns of A; records the steps when `record`.
Elimination eliminate(const ModMatrix& augmented, int buttons, bool record);

// [A | b] after steps[0, n) of an elimination that started from `augmented`.
ModMatrix replay(const ModMatrix& augmented, const std::vector<RowOp>& steps, std::size_t n);

// A^-1 mod k (square A with a unit determinant), by Gauss-Jordan on [A | I]
// with the same unit-making combinations; nullopt when A has no inverse.
std::optional<ModMatrix> inverse_mod_k(const ModMatrix& a);

}  // namespace tl
