// explain_export.cpp: the full worksheet of an Explanation, in LaTeX
// (amsmath) and in plain text, with the same sections in the same order for
// every k: the system, the elimination, the answer, the inverse or the quiet
// patterns and invariants, the exercises and pictures for a slide; and the
// way in to every sheet (to_text, to_latex). The wording of each section is
// written once; where two states and k states say a thing differently (mod
// 2 subtracting is adding, a button is pressed at most once, a sum has a
// parity) the sentence says so beside it.
#include <algorithm>
#include <string>

#include "core/linear/explain/explain.hpp"
#include "core/linear/explain/reachability.hpp"
#include "core/linear/explain/sheets.hpp"
#include "core/linear/explain/worksheet_latex.hpp"

namespace tl {

namespace sheet {

std::string join_1based(const std::vector<int>& v, std::size_t limit) {
  std::string s;
  for (std::size_t i = 0; i < v.size() && i < limit; ++i) s += (i ? ", " : "") + std::to_string(v[i] + 1);
  if (v.size() > limit) s += " and " + std::to_string(v.size() - limit) + " more";
  return s;
}

std::vector<int> nonzero(const ZkVec& v) {
  std::vector<int> out;
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i]) out.push_back(int(i));
  return out;
}

std::string set_text(const ZkVec& v) { return "{" + join_1based(nonzero(v)) + "}"; }

std::string weights_text(const ZkVec& w) {
  bool ones = true;
  for (uint8_t x : w) ones = ones && x <= 1;
  if (ones) return set_text(w);
  std::string s;
  for (std::size_t i = 0; i < w.size(); ++i)
    if (w[i])
      s += (s.empty() ? "" : " + ") + (w[i] > 1 ? std::to_string(w[i]) + " x " : std::string()) + "cell " + std::to_string(i + 1);
  return s;
}

int buttons_pressed(const ZkVec& v) {
  int n = 0;
  for (uint8_t x : v) n += x != 0;
  return n;
}

long long total(const ZkVec& v) {
  long long n = 0;
  for (uint8_t x : v) n += x;
  return n;
}

std::string press_words(const ZkVec& s) {
  const long long n = total(s);
  if (n == 0) return "no presses";
  return std::string(buttons_pressed(s) == 1 ? "button " : "buttons ") + presses_text(s) + " (" +
         count_text(n, "press", "presses") + ")";
}

bool buttons_on_board(const Explanation& e) { return e.buttons_are_cells && e.rows * e.cols == e.cells; }

BoardPicture board_of(const Explanation& e, const std::string& caption, const ZkVec& values, int outlined) {
  BoardPicture b;
  b.caption = caption;
  b.rows = e.rows;
  b.cols = e.cols;
  b.k = e.k;
  b.values = values;
  b.outlined = outlined;
  return b;
}

}  // namespace sheet

namespace {

using namespace sheet;

// An invariant's cells: "cells {1, 3}" when every weight is 1, else the
// weighted sum ("cell 1 + 2 x cell 3"), never "cells cell 1 ...".
std::string invariant_text(const ZkVec& w) {
  bool ones = true;
  for (uint8_t x : w) ones = ones && x <= 1;
  return ones ? "cells " + set_text(w) : weights_text(w);
}

std::vector<std::pair<int, int>> pivot_cells(const std::vector<int>& pivots) {
  std::vector<std::pair<int, int>> cells;
  for (std::size_t r = 0; r < pivots.size(); ++r) cells.emplace_back(int(r), pivots[r]);
  return cells;
}

std::string mod_k(const Explanation& e) { return "mod " + std::to_string(e.k); }

bool small_system(const Explanation& e, const ExportOptions& o) {
  return e.dense && e.cells <= o.max_matrix_size && e.buttons <= o.max_matrix_size;
}

void write_system(Writer& w, const Explanation& e, const ExportOptions& o) {
  const bool two = e.k == 2;
  w.heading("The system");
  if (two) {
    w.para(
        "Each button j toggles a set of cells, its press vector u_j. Pressing the buttons of s (each at most "
        "once: pressing twice undoes) changes the lights into the goal exactly when the sum of their press "
        "vectors is goal + lights (mod 2, where subtracting is adding; Arnold and Blaszak write v_w + v_p). "
        "With the u_j as the columns of A:");
    w.math_line("A s = goal + lights = b", "A\\mathbf{s} = \\text{goal} + \\text{lights} = \\mathbf{b}");
  } else {
    const std::string k = std::to_string(e.k);
    w.para("Each press of button j adds its press vector u_j to the lights, mod " + k + " (a light past " +
           std::to_string(e.k - 1) + " wraps round to 0, and " + k +
           " presses of a button change nothing). "
           "Pressing button j s_j times changes the lights into the goal exactly when the sum of the s_j u_j is "
           "goal - lights (mod " +
           k + "). With the u_j as the columns of A:");
    w.math_line("A s = goal - lights = b (mod " + k + ")",
                "A\\mathbf{s} \\equiv \\text{goal} - \\text{lights} = \\mathbf{b} \\pmod{" + k + "}");
  }
  w.para(std::to_string(e.cells) + " cells (rows of A), " + std::to_string(e.buttons) +
         " buttons (columns of A); cells and buttons are numbered from 1 in reading order.");
  if (small_system(e, o)) {
    w.matrix("A", "A", e.a, -1, {});
    w.columns({{"goal", "\\text{goal}", &e.goal},
               {"lights", "\\text{lights}", &e.state},
               {two ? "b = goal + lights" : "b = goal - lights", "\\mathbf{b}", &e.b}});
  } else {
    w.para("A is " + std::to_string(e.cells) + " x " + std::to_string(e.buttons) + ": too large to print here. " +
           (two ? "b = goal + lights has 1s at cells " : "b = goal - lights is not 0 at cells ") + set_text(e.b) + ".");
  }
}

void write_steps(Writer& w, const Explanation& e, const ExportOptions& o) {
  const bool two = e.k == 2;
  w.heading("Gaussian elimination " + mod_k(e));
  if (!e.dense) {
    w.para(
        "The system is too large to eliminate as a dense matrix here; the machine's own method (for Lights "
        "Out, chasing the lights down the board) gives the reduced form's rank " +
        std::to_string(e.rank) + " and nullity " + std::to_string(e.nullity) + ". The number of row operations was not counted.");
    return;
  }
  if (small_system(e, o)) w.matrix("[A | b]", "[A \\mid \\mathbf{b}]", e.augmented, e.buttons, {});
  // The numbered steps include the pivot choices, which change nothing:
  // the count says both, so "27 row operations" meets steps numbered to 44.
  const long long choices = e.steps_recorded ? (long long)e.steps.size() - e.step_count : 0;
  w.para("Row reduction of [A | b]: " + count_text(e.step_count, "row operation", "row operations") +
         (two ? " (swaps and additions of rows mod 2)"
              : " (swaps, additions of multiples of rows and multiplications by units, " + mod_k(e) + ")") +
         ", first down to row echelon form, then clearing above each pivot" +
         (choices > 0 ? "; with the " + count_text(choices, "step", "steps") + " that choose a pivot (and change nothing), " +
                            count_text((long long)e.steps.size(), "step", "steps") + " in all."
                      : "."));
  if (!e.steps_recorded) {
    w.para("The board is too large to show every step; the reduced form has rank " + std::to_string(e.rank) + " and nullity " +
           std::to_string(e.nullity) + ".");
    return;
  }
  const bool step_matrices = e.cells <= o.max_step_matrix_size && e.buttons <= o.max_step_matrix_size;
  ModMatrix m = e.augmented;
  w.begin_list();
  bool changed = false;
  std::size_t listed = 0;
  for (std::size_t i = 0; i < e.steps.size(); ++i) {
    const RowOp& op = e.steps[i];
    apply(m, op);
    changed = changed || op.changes_matrix();
    if (listed < o.max_captions) {
      w.step_item(i + 1, op.caption(e.k));
      ++listed;
    }
    // After each pivot's group of operations, the matrix so far.
    const bool group_ends = i + 1 == e.steps.size() || e.steps[i + 1].kind != RowOpKind::Add;
    if (step_matrices && group_ends && changed && listed < o.max_captions) {
      w.end_list();
      w.matrix("", "", m, e.buttons, {});
      w.begin_list();
      changed = false;
    }
    if (i + 1 == e.echelon_steps && listed < o.max_captions) {
      w.end_list();
      w.para(std::string(two ? "Row echelon form (U in Arnold and Blaszak)" : "Row echelon form (Howell's form)") +
             " after step " + std::to_string(i + 1) + ".");
      w.begin_list();
    }
  }
  w.end_list();
  if (e.steps.size() > listed) w.para("... and " + std::to_string(e.steps.size() - listed) + " more steps.");
  if (small_system(e, o)) {
    w.matrix("reduced form", "\\operatorname{rref}[A \\mid \\mathbf{b}]", e.reduced, e.buttons, pivot_cells(e.pivot_columns));
  }
  std::string pivots = "Pivots in columns " + join_1based(e.pivot_columns);
  if (!two && e.analysis.rank < 0) {
    // A composite modulus has zero divisors: no rank, and pivots other than 1.
    std::vector<std::string> values;
    for (std::size_t r = 0; r < e.pivot_values.size(); ++r)
      if (e.pivot_values[r] != 1)
        values.push_back(std::to_string(e.pivot_columns[r] + 1) + ": " + std::to_string(e.pivot_values[r]));
    std::string listed_values;
    for (const std::string& v : values) listed_values += (listed_values.empty() ? "" : ", ") + v;
    pivots += values.empty() ? "" : " (pivots other than 1, by column: " + listed_values + ")";
    pivots += "; " + std::to_string(e.k) + " is not prime, so A has no rank; " +
              count_text(e.nullity, "quiet pattern generator", "quiet pattern generators");
  } else {
    pivots += ": rank " + std::to_string(e.rank) + ", nullity " + std::to_string(e.nullity);
  }
  w.para(pivots + (e.free_columns.empty() ? "." : "; buttons without a pivot (free): " + join_1based(e.free_columns) + "."));
}

void write_answer(Writer& w, const Explanation& e, const ExportOptions& o) {
  const bool two = e.k == 2;
  w.heading("The answer");
  if (e.solvable) {
    const long long n = total(e.solution);
    if (e.buttons <= o.max_matrix_size) w.column("s", "\\mathbf{s}", e.solution);
    w.para(n == 0 ? "s = 0: the position is already the goal." : "Press " + press_words(e.solution) + ".");
    if (e.fewest != e.solution && e.fewest_count > 0)
      w.para(std::string("That s leaves the free buttons unpressed; adding quiet patterns gives the fewest presses: ") +
             (buttons_pressed(e.fewest) == 1 ? "button " : "buttons ") + presses_text(e.fewest) + " (" +
             count_text(e.fewest_count, "press", "presses") + (two || e.fewest_minimal ? "" : ", not proven fewest") + ").");
    return;
  }
  if (e.contradiction_row >= 0 && two) {
    w.para("Row " + std::to_string(e.contradiction_row + 1) +
           " of the reduced form reads 0 = 1: no s solves the system. That row is the sum of the rows of cells " +
           set_text(e.violated_invariant.weights) +
           " of [A | b]. Every column of A has an even number of 1s on those cells, so no button changes their "
           "parity (an invariant), but b has an odd number of 1s there.");
  } else if (e.contradiction_row >= 0) {
    w.para("Row " + std::to_string(e.contradiction_row + 1) +
           " of the reduced form reads 0 = " + std::to_string(e.reduced.get(e.contradiction_row, e.buttons)) + " (" + mod_k(e) +
           "): no s solves the system. Behind it is the weighted sum " + weights_text(e.violated_invariant.weights) +
           ": every press changes it by a multiple of " + std::to_string(e.violated_invariant.modulus) +
           ", so it never changes mod " + std::to_string(e.violated_invariant.modulus) + " (an invariant), but b changes it.");
  } else if (!e.violated_invariant.empty()) {
    w.para(two ? "b has odd parity on the invariant " + set_text(e.violated_invariant.weights) +
                     ", a set of cells no button changes the parity of."
               : "b changes the invariant " + weights_text(e.violated_invariant.weights) +
                     ", a weighted sum no press changes mod " + std::to_string(e.violated_invariant.modulus) + ".");
  }
  w.para("In words: " + e.reason + (e.reason.empty() || e.reason.back() == '.' ? "" : "."));
}

// A basis listed, and how many of its `count` vectors were left out.
void write_sets(Writer& w, const std::vector<std::string>& items, int count, std::size_t limit) {
  const std::size_t shown = std::min(items.size(), limit);
  if (shown) {
    w.begin_list();
    for (std::size_t i = 0; i < shown; ++i) w.list_item(items[i]);
    w.end_list();
  }
  if (int(shown) < count) w.para("(" + std::to_string(count - int(shown)) + " more not listed)");
}

void write_structure(Writer& w, const Explanation& e, const ExportOptions& o) {
  const bool two = e.k == 2;
  const ZkAnalysis& a = e.analysis;
  if (e.invertible) {
    w.heading("The inverse");
    const std::string why = two ? "its determinant mod 2 is 1" : "its determinant is a unit " + mod_k(e);
    if (e.inverse && e.cells <= o.max_matrix_size) {
      w.para("A is invertible (" + why + "), so every position has exactly one solution:");
      w.math_line(two ? "s = A^-1 b" : "s = A^-1 b (" + mod_k(e) + ")",
                  two ? "\\mathbf{s} = A^{-1}\\mathbf{b}"
                      : "\\mathbf{s} \\equiv A^{-1}\\mathbf{b} \\pmod{" + std::to_string(e.k) + "}");
      w.matrix("A^-1", "A^{-1}", *e.inverse, -1, {});
    } else {
      w.para("A is invertible (" + (two ? "rank " + std::to_string(e.rank) : why) +
             "), so every position has exactly one solution; A^-1 is too large to print here.");
    }
  } else {
    w.heading("Quiet patterns and invariants");
    w.para(two || a.rank >= 0 ? "A is not invertible (rank " + std::to_string(e.rank) + " of " + std::to_string(e.cells) +
                                    " cells and " + std::to_string(e.buttons) + " buttons)."
                              : "A is not invertible " + mod_k(e) + " (" + std::to_string(e.cells) + " cells, " +
                                    std::to_string(e.buttons) + " buttons).");
    std::vector<std::string> quiet;
    for (const ZkQuiet& q : a.quiet_patterns) quiet.push_back(two ? "buttons " + set_text(q.v) : "press " + presses_text(q.v));
    if (two) {
      w.para("Quiet patterns: " + std::to_string(e.nullity) +
             (e.nullity == 1 ? " button set that changes nothing;" : " independent button sets that change nothing;") +
             " any solution plus a quiet pattern is another solution" +
             (e.nullity ? ", so a solvable position has 2^" + std::to_string(e.nullity) + " solutions:" : "."));
    } else {
      w.para("Quiet patterns: " + count_text(e.nullity, "generator", "generators") +
             " of the press counts that change nothing (pressing each button the times shown); any solution plus a "
             "quiet pattern is another solution" +
             (e.nullity ? ", so a solvable position has " + a.solutions_each.decimal(60) + " solutions:" : "."));
    }
    write_sets(w, quiet, e.nullity, o.max_sets);
    std::vector<std::string> invariants;
    for (const ZkInvariant& inv : a.invariants)
      invariants.push_back(two ? "cells " + set_text(inv.weights)
                               : invariant_text(inv.weights) + " (mod " + std::to_string(inv.modulus) + ")");
    const int inv_count = e.invariant_count;
    if (two) {
      w.para("Invariants: " + std::to_string(inv_count) + (inv_count == 1 ? " cell set" : " independent cell sets") +
             " whose parity no button changes; from any start, " +
             (inv_count ? e.reachable_fraction() + " of all positions can be reached:" : "every position can be reached."));
    } else {
      w.para("Invariants: " + count_text(inv_count, "weighted sum", "weighted sums") +
             " of cells that no press changes; from any start, " +
             (a.reachable_fraction() == "1" ? "every position can be reached."
                                            : a.reachable_fraction() + " of all positions can be reached:"));
    }
    write_sets(w, invariants, inv_count, o.max_sets);
  }
  if (!two) {
    const std::string all = std::to_string(e.k) + "^" + std::to_string(e.cells) + " positions";
    w.para(a.reachable_fraction() == "1" ? "Reachable from any start: all " + all + "."
                                         : "Reachable from any start: " + a.reachable.decimal(60) + " of the " + all + ".");
  }
  // Why: the counting argument and the invariants, as the Why tab says them.
  w.heading("Which positions can be reached");
  for (const std::string& p : reachability_words(e).paragraphs()) w.para(p);
}

std::string title_line(const Explanation& e) {
  return e.title + (e.k == 2 ? "" : ", " + std::to_string(e.k) + " states") + " (" + (e.id.empty() ? e.head : e.id) + ")";
}

// The widest matrix a sheet prints, for the LaTeX preamble's sizes.
int widest_matrix(const Explanation& e, const ExportOptions& o) {
  if (o.sheet != Sheet::Full) return 0;  // the student sheet and key draw pictures sized to fit
  return std::max(e.cells, e.buttons) + 1;
}

// After the title: " (student sheet)", " (answer key)"; nothing for the full one.
std::string sheet_title(Sheet s) { return s == Sheet::Full ? "" : std::string(" (") + sheet_words(s) + ")"; }

void write_sheet(Writer& w, const Explanation& e, const ExportOptions& o) {
  switch (o.sheet) {
    case Sheet::Full: write_full_sheet(w, e, o); return;
    case Sheet::Student: write_student_sheet(w, e); return;
    case Sheet::AnswerKey: write_answer_key(w, e); return;
  }
}

}  // namespace

void sheet::write_full_sheet(Writer& w, const Explanation& e, const ExportOptions& o) {
  write_system(w, e, o);
  write_steps(w, e, o);
  write_answer(w, e, o);
  write_structure(w, e, o);
  write_exercises(w, e, false);
  if (small_system(e, o)) write_slides(w, e);
}

const char* sheet_name(Sheet s) {
  switch (s) {
    case Sheet::Full: return "full";
    case Sheet::Student: return "student";
    case Sheet::AnswerKey: return "key";
  }
  return "full";
}

std::optional<Sheet> sheet_from_name(const std::string& name) {
  for (Sheet s : {Sheet::Full, Sheet::Student, Sheet::AnswerKey})
    if (name == sheet_name(s)) return s;
  return std::nullopt;
}

std::string student_sheet_refusal(const Explanation& e) {
  const std::string most = std::to_string(kStudentSheetMaxCells);
  if (e.cells > kStudentSheetMaxCells || e.buttons > kStudentSheetMaxCells)
    return "a student sheet is for boards of at most " + most + " cells and " + most + " buttons (5x5); this one has " +
           std::to_string(e.cells) + " cells and " + std::to_string(e.buttons) + " buttons (the full sheet has no limit)";
  if (!e.dense || !e.steps_recorded) return "a student sheet needs every step of the elimination, which this board does not keep";
  if (e.rows * e.cols != e.cells) return "a student sheet draws the board in rows and columns, and this machine's cells are not";
  return {};
}

std::string to_text(const Explanation& e, const ExportOptions& o) {
  TextWriter w;
  w.out = title_line(e) + sheet_title(o.sheet) + "\n";
  write_sheet(w, e, o);
  return w.out;
}

std::string to_latex(const Explanation& e, const ExportOptions& o) {
  LatexWriter w;
  write_sheet(w, e, o);
  return latex_worksheet(e.title + (e.k == 2 ? "" : ", " + std::to_string(e.k) + " states") + sheet_title(o.sheet),
                         e.id.empty() ? e.head : e.id, w.out, widest_matrix(e, o));
}

}  // namespace tl
