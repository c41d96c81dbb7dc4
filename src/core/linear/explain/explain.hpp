// explain.hpp: "see why" for every linear machine, two states or k: the data
// behind the Why tab's views, `togglelab explain` and the worksheet exports.
//
// Arnold and Blaszak solves Merlin by writing the press vectors u_j as the
// columns of A, the goal and the position as v_w and v_p, and the game as
//     A s = v_w + v_p  (mod 2)
// then row-reducing and inverting A. With k states per light a press adds
// its column mod k and the system is A s = b (mod k), b = goal - lights
// (mod 2 subtracting is adding: b = v_w + v_p). This file does the same for
// any machine with that capability, keeps every step of the elimination
// (elimination.hpp) and adds the answer and the structure:
//
//   Explanation e = explain(machine, position);
//   ModMatrix m = e.augmented;    // [A | b] before any step
//   apply(m, e.steps[i]);         // Next
//   undo(m, e.steps[i]);          // Previous
//
// Sizes: the steps are recorded while cells and buttons are both at most
// kExplainMaxStepSize (a 32x32 board); up to the dense size the elimination
// still runs and counts its steps (4096 a side mod 2, where rows are packed
// words; 1024 otherwise, a byte per entry); beyond that the machine's own
// analysis (the chase, Lights Out's fast paths) gives the answer, the counts
// and the patterns, and the step count is unknown (-1).
//
// Numbering: everything stored is 0-based like the rest of the core; the
// captions, text and LaTeX are 1-based like the seeds.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game/machine.hpp"
#include "core/linear/explain/elimination.hpp"
#include "core/linear/explain/sheet_kind.hpp"
#include "core/modk/zk_solver.hpp"

namespace tl {

constexpr int kExplainMaxStepSize = 1024;
constexpr int kExplainMaxDenseBits = 4096;   // mod 2: a 64x64 board, 2 MB of packed rows
constexpr int kExplainMaxDenseBytes = 1024;  // other k: 1 MB a matrix, and n^3 byte updates

struct ExplainOptions {
  int max_step_size = kExplainMaxStepSize;  // record steps up to this many cells and buttons
  int max_dense_size = -1;                  // eliminate densely up to this; -1: the field's own limit above
  std::size_t max_patterns = 64;            // quiet patterns and invariants listed at most
};

struct Explanation {
  // --- the system A s = b (mod k) -------------------------------------------
  std::string id, head, title;
  int k = 2;
  int rows = 0, cols = 0;  // the board, for drawing u_j and s as small boards
  int cells = 0, buttons = 0;
  bool buttons_are_cells = true;
  ZkVec goal, state, b;  // cell values; b = goal - state (mod k)
  bool dense = false;    // A, the elimination and the reduced form are held
  ModMatrix a;           // cells x buttons, column j = u_j (when dense)

  // --- Gaussian elimination mod k on [A | b] --------------------------------
  ModMatrix augmented;  // [A | b] before the first step (when dense)
  bool steps_recorded = false;
  std::vector<RowOp> steps;        // when recorded
  std::size_t echelon_steps = 0;   // steps[0, echelon_steps) reach row echelon form (Arnold and Blaszak's U)
  long long step_count = -1;       // operations that changed the matrix; -1: not counted (too large)
  ModMatrix echelon, reduced;      // [A | b] after the forward pass and in reduced form (when dense)
  std::vector<int> pivot_columns;  // per nonzero row, in row order (when dense)
  std::vector<int> pivot_values;   // each pivot: 1, or a divisor of k with no inverse (composite k)
  std::vector<int> free_columns;   // buttons without a pivot (when dense)
  int appended_rows = 0;           // rows the elimination added under pivots with no inverse
  int rank = 0;                    // pivots (mod a prime: the rank of A)
  int nullity = 0;                 // independent quiet patterns (generators, for composite k)

  // --- the answer --------------------------------------------------------------
  bool solvable = false;
  ZkVec solution;  // s read off the reduced form, free buttons unpressed (or the solver's)
  ZkVec fewest;    // the solver's fewest presses (times per button), when solvable
  long long fewest_count = 0;
  bool fewest_minimal = false;
  int contradiction_row = -1;      // the reduced form's first row reading 0 = c, c != 0 (when dense)
  ZkInvariant violated_invariant;  // cell weights no press changes the sum of, which b changes
  std::string reason;              // when unsolvable, in player words

  // --- structure ---------------------------------------------------------------
  bool invertible = false;           // A square with an inverse mod k (Arnold and Blaszak: |A| = 1)
  std::optional<ModMatrix> inverse;  // A^-1 mod k when invertible and at most max_step_size a side
  ZkAnalysis analysis;               // counts, quiet patterns and invariants (each maybe cut short)
  int invariant_count = 0;           // the invariants' count (tl::invariant_count): cells - rank over a field

  // "1", "1/2^3", "1/2^2 * 3": the fraction of all positions reachable from any start.
  // Mod 2 written "1/2^1" too, as the exports always have.
  std::string reachable_fraction() const {
    if (k != 2) return analysis.reachable_fraction();
    return invariant_count == 0 ? "1" : "1/2^" + std::to_string(invariant_count);
  }
  // The solution and the fewest presses as button numbers, one per press (0-based).
  std::vector<int> solution_presses() const;
  std::vector<int> fewest_presses() const;
};

// Press counts per button (0..k-1) as button numbers, one per press (0-based),
// and as words: "5, 6, 9" mod 2, "1 x2, 4" mod k ("none" when all are 0).
std::vector<int> once_per_press(const ZkVec& presses);
std::string presses_text(const ZkVec& presses);
// A count with its noun, singular or plural: "1 press", "44 steps".
std::string count_text(long long n, const char* one, const char* many);

// Whether the machine is explained this way: Machine::linear_modulus() is
// not 0 (its presses add mod k).
bool explainable(const Machine& m);
// The rules' counts, quiet patterns and invariants (at most max_patterns of
// each) over Z_k, k = linear_modulus(), GF(2) included: what analyze, the
// rules summary and large explanations show. Empty for other machines.
ZkAnalysis analyze_rules(const Machine& m, std::size_t max_patterns = 64);
// The invariants' count: cells - rank over a field, else the generators found.
std::size_t invariant_count(const ZkAnalysis& a);
// [A | b]: A with b as one more column (the exercises' [A | e_1] too).
ModMatrix augmented(const ModMatrix& a, const ZkVec& b);
// A of a linear machine, dense (cells x buttons, column j what button j
// adds); empty for other machines.
ModMatrix press_matrix(const Machine& m);
// [A | b] of a position, b = goal - lights (mod k); empty for other machines.
ModMatrix system_matrix(const Machine& m, const Position& pos);
Explanation explain(const Machine& m, const Position& pos, const ExplainOptions& options = {});
// The same for a puzzle, keeping its ID for the exports' titles; an error
// when the machine is not linear (Ghaly's).
Result<Explanation> explain(const Puzzle& p, const ExplainOptions& options = {});

// [A | b] after steps[0, n): the view's state at step n.
inline ModMatrix replay(const Explanation& e, std::size_t n) { return replay(e.augmented, e.steps, n); }

// Worksheet exports of the same content: the system, the steps (captions, with
// the matrix after each pivot's group while it fits), the reduced form, the
// solution or the violated invariant, the inverse or the quiet patterns.
//
// Three sheets (Sheet, sheet_kind.hpp; written in sheets.hpp).
// "full", "student", "key": what the CLI's --sheet and the page's choice take.
const char* sheet_name(Sheet s);
std::optional<Sheet> sheet_from_name(const std::string& name);
constexpr int kStudentSheetMaxCells = 25;  // a 5x5 board; cells and buttons each
// Why this explanation has no student sheet or key (too large, not every
// step recorded, or the board not drawn as rows); empty when it has.
std::string student_sheet_refusal(const Explanation& e);

struct ExportOptions {
  Sheet sheet = Sheet::Full;
  int max_matrix_size = 64;        // matrices with more rows or columns are described, not printed
  int max_step_matrix_size = 32;   // the matrix after each pivot's group only up to this size
  std::size_t max_captions = 400;  // captions listed at most (the rest counted)
  std::size_t max_sets = 16;       // quiet patterns and invariants listed at most (the rest counted)
};
// What a sheet reads of an explanation: the same, its quiet patterns and
// invariants cut to the `max_sets` a sheet lists (the rest are counted from
// the nullity and the invariants' count, not from the lists): a 256 x 256
// board's 128 of 65,536 cells are 8.7 MB, of which a sheet lists 32. The
// page sends this to the worker that writes its worksheets.
Explanation sheet_part(const Explanation& e, std::size_t max_sets = ExportOptions{}.max_sets);
// amsmath: pmatrix for A, b, s and A^-1; [A | b] as an array with a rule
// before b. A whole worksheet (worksheet_latex.hpp) that compiles on its own.
std::string to_latex(const Explanation& e, const ExportOptions& options = {});
std::string to_text(const Explanation& e, const ExportOptions& options = {});

}  // namespace tl
