// zk_trace.hpp: elimination mod k on [A | b], one row operation at a time,
// for teaching (the k-state counterpart of linear/explain/explain.hpp).
//
// The trace works directly mod k, in the numbers the player sees, and
// builds the Howell form of [A | b] over Z_k (Howell 1986; the algorithm of
// Storjohann's thesis, ETH 2000, chapter 4, for any Z_N). Per column:
//   * the row whose entry shares the fewest factors with k becomes the pivot
//     row (a unit if there is one) and is swapped up;
//   * for composite k two entries may each lack what the other has (2 and 3
//     mod 6): a multiple of one row is added to the pivot row until its entry
//     generates all the column's entries (2 + 1*3 = 5, a unit mod 6); such a
//     multiple always exists because Z_k has stable range one;
//   * the pivot row is multiplied by a unit so that its pivot becomes the
//     divisor d of k it generates ("multiply row 2 by 2, the inverse of 2
//     mod 3"; mod 8, 6 becomes 2 after multiplying by 3);
//   * every entry below is a multiple of d and is cleared by subtracting
//     that multiple of the pivot row;
//   * when d is not 1 (it has no inverse mod k), (k/d) times the pivot row
//     is appended as a new row: its pivot vanishes, and what remains is what
//     the pivot row implies about the later columns (over Z_4, 2x + y = 1
//     implies 2y = 2: y is odd). Without it the form could hide an
//     impossibility or a solution.
// After the forward pass, a row that is zero in A but not in b reads
// "0 = c": the position cannot be solved, and the combination of the
// original rows that made it is an invariant b breaks. Then, pivot by pivot
// from the first, the entries above each pivot are cleared (unit pivots) or
// reduced mod d (other pivots), giving the reduced form; the solution is
// read from it by back substitution, last pivot first.
//
// Replay: every step can be applied and undone (a swap twice, a scale by the
// inverse unit, an addition by its negative, an appended row removed), so
// a view can step forward and back from [A | b]:
//   ZkTrace t = trace_zk(a, b);
//   ZkMatrix m = t.augmented;
//   apply(m, t.steps[i], t.k);   // Next
//   undo(m, t.steps[i], t.k);    // Previous
//   // after every step, m == t.reduced
// Numbering: stored indices are 0-based; captions are 1-based.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/modk/zk_board.hpp"
#include "core/modk/zk_solver.hpp"

namespace tl {

enum class ZkRowOpKind : uint8_t {
  Pivot,   // a marker: the following operations work on column `col` with pivot row `row`
  Swap,    // rows `row` and `other` trade places
  Scale,   // row `row` is multiplied by the unit `factor`
  Add,     // `factor` times row `row` is added to row `other` (mod k)
  Append,  // a new last row (index `other`) = `factor` times row `row`
};

struct ZkRowOp {
  ZkRowOpKind kind = ZkRowOpKind::Pivot;
  int row = 0, other = 0, col = 0;
  int factor = 1;        // Scale: the unit; Add: the multiple (mod k); Append: the multiple
  int entry = 0;         // the pivot column's entry in `row` (Pivot, Scale, Append) or `other` (Add) before the step
  int pivot = 0;         // Add, Append: the pivot entry of `row` at that time
  bool above = false;    // back substitution (after the echelon form)
  bool combine = false;  // Add into the pivot row to gain a factor it lacks (composite k)

  // 1-based words that name the arithmetic: "multiply row 2 by 2, the
  // inverse of 2 mod 3", "subtract 2 times row 1 from row 3", "2 has no
  // inverse mod 4: new row 5 = 2 times row 2 ...".
  std::string caption(int k) const;
  bool changes_matrix() const { return kind != ZkRowOpKind::Pivot; }
};

// Applies one step to [A | b] (any matrix with those rows), and undoes it.
void apply(ZkMatrix& m, const ZkRowOp& op, int k);
void undo(ZkMatrix& m, const ZkRowOp& op, int k);

struct ZkTraceOptions {
  int max_step_size = 1024;   // record steps while cells and buttons are at most this
  int max_dense_size = 1024;  // boards: eliminate densely (the trace's forms) up to this many cells
  std::size_t max_patterns = 64;
  ZkSolveOptions solve;      // for the fewest presses
};

struct ZkTrace {
  int k = 2;
  int cells = 0, buttons = 0;
  ZkVec b;                          // goal - state (mod k)
  bool dense = true;                // the elimination below was done (false only for large boards)
  ZkMatrix a;                       // cells x buttons
  ZkMatrix augmented;               // [A | b] before the first step

  bool steps_recorded = false;
  std::vector<ZkRowOp> steps;
  std::size_t echelon_steps = 0;    // steps[0, echelon_steps) reach the echelon (Howell) form
  long long step_count = 0;         // operations that change the matrix
  ZkMatrix echelon, reduced;        // [A | b] after the forward pass and after back substitution
  std::vector<int> pivot_columns;   // per nonzero row, in row order
  std::vector<int> pivot_values;    // each pivot: a divisor of k (1 where the column has a unit)
  std::vector<int> free_columns;    // buttons with no pivot at all
  int appended_rows = 0;            // rows added for pivots with no inverse

  bool solvable = false;
  int contradiction_row = -1;       // the first row reading 0 = c (c != 0)
  ZkInvariant violated_invariant;   // which original rows added up to it (plainest_invariant)
  std::string reason;
  ZkVec solution;                   // by back substitution, free buttons unpressed (when solvable)

  bool invertible = false;          // A square with an inverse mod k
  std::optional<ZkMatrix> inverse;  // A^-1 mod k when invertible
  ZkAnswer fewest;                  // the solver's answer (fewest presses)
  ZkAnalysis analysis;              // counts, quiet patterns, invariants
};

// The trace of A x = b. Steps are recorded up to options.max_step_size; the
// elimination itself is dense (a few thousand cells and buttons at most).
ZkTrace trace_zk(const ZkPressMatrix& a, const ZkVec& b, const ZkTraceOptions& options = {});
// The same for a board; the fewest presses and the analysis come from the
// board solver (the chase), and past options.max_dense_size cells only they
// are filled in (no matrices, no steps; `dense` is false).
ZkTrace trace_zk(const ZkBoard& board, const ZkVec& b, const ZkTraceOptions& options = {});
// [A | b] after steps[0, n).
ZkMatrix replay(const ZkTrace& t, std::size_t n);

// A^-1 mod k (square A with a unit determinant), by Gauss-Jordan on [A | I]
// with the same unit-making combinations; nullopt when A has no inverse.
std::optional<ZkMatrix> zk_inverse(const ZkMatrix& a, int k);

}  // namespace tl
