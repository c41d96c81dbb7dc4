// explain.hpp: "see why" for linear machines, the data behind the Why tab's views
// and `togglelab explain`.
//
// Arnold and Blaszak solves Merlin by writing the press vectors u_j as the columns of A,
// the goal and the position as v_w and v_p, and the game as the system
//     A s = v_w + v_p          (mod 2; here b = goal + state)
// then row-reducing and inverting A. This file does the same for any
// LinearMachine and keeps every step, so a view can replay the elimination:
//
//   LinearExplanation e = explain(machine, position);
//   Gf2Matrix m = e.augmented;                  // [A | b] before any step
//   apply(m, e.steps[i]);                       // Next: step i forward
//   apply(m, e.steps[i]);                       // Previous: the same call undoes it
//   // after every step, m == e.reduced
//
// A step is one row operation (swap two rows, add one row to another) or a
// marker saying which pivot the next operations work on; swaps and additions
// mod 2 are their own inverses, so replaying backwards needs no stored state.
//
// Sizes: steps are recorded while cells and buttons are both at most
// ExplainOptions::max_step_size (1024: a 32x32 board); up to max_dense_size
// the dense elimination still runs and counts its steps; beyond that the
// machine's own analysis (Lights Out's fast paths) gives rank, nullity and
// the solution, and the step count is unknown (-1).
//
// Numbering: everything stored is 0-based like the rest of the core; the
// captions, text and LaTeX are 1-based like the seeds.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/bitvec.hpp"
#include "core/gf2/gf2_matrix.hpp"
#include "core/linear/machines/linear_machine.hpp"

namespace tl {

constexpr int kExplainMaxStepSize = 1024;
constexpr int kExplainMaxDenseSize = 4096;

enum class RowOpKind : uint8_t {
  Pivot,  // a marker: the following additions clear column `col` using row `row`
  Swap,   // rows `row` and `other` trade places
  Add,    // row `row` is added (mod 2) to row `other`
};

struct RowOp {
  RowOpKind kind = RowOpKind::Pivot;
  int row = 0;     // Pivot: the pivot row; Swap: the pivot row; Add: the row added
  int other = 0;   // Swap: the row brought up; Add: the row that changes; Pivot: = row
  int col = 0;     // the pivot column this operation works on
  bool above = false;  // back substitution (clearing above the pivots), after the echelon form
  // 1-based words: "swap rows 2 and 3", "add row 1 to row 4", "pivot in column 4".
  std::string caption() const;
  bool changes_matrix() const { return kind != RowOpKind::Pivot; }
};

// Applies one step to [A | b] (or to any matrix with those rows). Applying a
// step twice restores the matrix: that is Previous.
void apply(Gf2Matrix& m, const RowOp& op);

struct ExplainOptions {
  int max_step_size = kExplainMaxStepSize;    // record steps up to this many cells and buttons
  int max_dense_size = kExplainMaxDenseSize;  // eliminate densely (and count steps) up to this
  std::size_t max_patterns = 64;              // quiet patterns and invariants listed at most
};

struct LinearExplanation {
  // --- the system A s = b ----------------------------------------------------
  std::string id, head, title;
  int rows = 0, cols = 0;        // the board, for drawing u_j and s as small boards
  int cells = 0, buttons = 0;
  bool buttons_are_cells = true;
  BitVec goal, state, b;         // b = goal + state (Arnold and Blaszak: v_w + v_p)
  bool dense = false;            // A, the elimination and the reduced form are held
  Gf2Matrix a;                   // cells x buttons, column j = u_j (when dense)

  // --- Gaussian elimination mod 2 on [A | b] --------------------------------
  Gf2Matrix augmented;           // [A | b] before the first step (when dense)
  bool steps_recorded = false;
  std::vector<RowOp> steps;      // when recorded
  std::size_t echelon_steps = 0; // steps[0, echelon_steps) reach row echelon form (Arnold and Blaszak's U)
  long long step_count = -1;     // swaps and additions performed; -1: not counted (too large)
  Gf2Matrix echelon;             // [A | b] in row echelon form (when dense)
  Gf2Matrix reduced;             // [A | b] in reduced row echelon form (when dense)
  std::vector<int> pivot_columns;  // the pivot column of each nonzero row, in row order (when dense)
  std::vector<int> free_columns;   // buttons without a pivot: each gives a quiet pattern (when dense)
  int rank = 0, nullity = 0;

  // --- the answer --------------------------------------------------------------
  bool solvable = false;
  BitVec solution;               // s read off the reduced form, free buttons unpressed (or the
                                 // solver's when not dense); empty when unsolvable
  std::vector<int> fewest_presses;  // the solver's fewest-press set (0-based buttons)
  bool fewest_minimal = false;
  int contradiction_row = -1;    // the reduced form's first row reading 0 = 1 (when dense)
  BitVec violated_invariant;     // the cells whose rows add up to that row: an invariant b breaks
  std::string reason;            // when unsolvable, in player words

  // --- structure ---------------------------------------------------------------
  bool invertible = false;             // A square with full rank (Arnold and Blaszak: |A| = 1)
  std::optional<Gf2Matrix> inverse;    // A^-1 mod 2 when invertible and at most max_step_size a side
  std::vector<BitVec> quiet_patterns;  // a basis of the button sets that change nothing (maybe cut short)
  std::vector<BitVec> invariants;      // a basis of the cell sets no button changes the parity of (maybe cut short)
  int invariant_count = 0;             // cells - rank: reachable from any start is 1 / 2^invariant_count of all

  // "1" or "1/2^k": the fraction of all positions reachable from any start.
  std::string reachable_fraction() const;
};

LinearExplanation explain(const LinearMachine& m, const Position& pos, const ExplainOptions& options = {});
// The same for a puzzle, keeping its ID for the exports' titles; an error
// when the machine is not linear (Ghaly's).
Result<LinearExplanation> explain(const Puzzle& p, const ExplainOptions& options = {});

// [A | b] after steps[0, k): the view's state at step k.
Gf2Matrix replay(const LinearExplanation& e, std::size_t k);

// Worksheet exports of the same content: the system, the steps (captions, with
// the matrix after each pivot's group while it fits), the reduced form, the
// solution or the violated invariant, the inverse or the quiet patterns.
struct ExportOptions {
  int max_matrix_size = 64;        // matrices with more rows or columns are described, not printed
  int max_step_matrix_size = 32;   // the matrix after each pivot's group only up to this size
  std::size_t max_captions = 400;  // captions listed at most (the rest counted)
  std::size_t max_sets = 16;       // quiet patterns and invariants listed at most (the rest counted)
};
// amsmath: pmatrix for A, b, s and A^-1; [A | b] as an array with a rule
// before b. A fragment to paste; it sets MaxMatrixCols for wide matrices.
std::string to_latex(const LinearExplanation& e, const ExportOptions& options = {});
std::string to_text(const LinearExplanation& e, const ExportOptions& options = {});

}  // namespace tl
