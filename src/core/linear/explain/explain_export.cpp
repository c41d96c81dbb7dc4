// explain_export.cpp: a LinearExplanation as a worksheet, in LaTeX (amsmath)
// and in plain text, with the same sections in the same order:
// the system, the elimination, the answer, the inverse or the quiet patterns.
#include <algorithm>
#include <string>

#include "core/linear/explain/explain.hpp"
#include "core/linear/explain/worksheet_latex.hpp"

namespace tl {

namespace {

std::string join_1based(const std::vector<int>& v, std::size_t limit = 64) {
  std::string s;
  for (std::size_t i = 0; i < v.size() && i < limit; ++i) s += (i ? ", " : "") + std::to_string(v[i] + 1);
  if (v.size() > limit) s += " and " + std::to_string(v.size() - limit) + " more";
  return s;
}

std::string set_text(const BitVec& v) {
  std::string s = "{";
  s += join_1based(v.ones());
  s += '}';
  return s;
}

// The two formats differ only in how a matrix, a vector and a heading look;
// the sections are written once, against this interface.
struct Writer {
  virtual ~Writer() = default;
  virtual void heading(const std::string& text) = 0;
  virtual void para(const std::string& text) = 0;          // plain words (escaped in LaTeX)
  virtual void math_line(const std::string& text_form, const std::string& latex_form) = 0;
  // `bar_before`: a rule before that column ([A | b]); -1 for none. `bold`
  // marks pivot entries (row, col) like Arnold and Blaszak's U.
  virtual void matrix(const std::string& name_text, const std::string& name_latex, const Gf2Matrix& m,
                      int bar_before, const std::vector<std::pair<int, int>>& bold) = 0;
  virtual void column(const std::string& name_text, const std::string& name_latex, const BitVec& v) = 0;
  // Several columns side by side where the format can (LaTeX), else one after another.
  struct NamedColumn {
    std::string name_text, name_latex;
    const BitVec* v;
  };
  virtual void columns(const std::vector<NamedColumn>& cs) {
    for (const NamedColumn& c : cs) column(c.name_text, c.name_latex, *c.v);
  }
  virtual void list_item(const std::string& text) = 0;
  virtual void step_item(std::size_t number, const std::string& text) = 0;  // numbered from 1 across breaks
  virtual void begin_list() = 0;
  virtual void end_list() = 0;
  std::string out;
};

struct TextWriter : Writer {
  void heading(const std::string& t) override { out += "\n== " + t + " ==\n"; }
  void para(const std::string& t) override { out += t + "\n"; }
  void math_line(const std::string& t, const std::string&) override { out += "  " + t + "\n"; }
  void matrix(const std::string& name, const std::string&, const Gf2Matrix& m, int bar,
              const std::vector<std::pair<int, int>>&) override {
    out += name.empty() ? "" : name + " =\n";
    for (int r = 0; r < m.rows(); ++r) {
      out += "  ";
      for (int c = 0; c < m.cols(); ++c) {
        if (c) out += ' ';
        if (c == bar) out += "| ";
        out += m.get(r, c) ? '1' : '0';
      }
      out += '\n';
    }
  }
  void column(const std::string& name, const std::string&, const BitVec& v) override {
    out += name + " = (";
    for (std::size_t i = 0; i < v.size(); ++i) out += std::string(i ? " " : "") + (v.get(i) ? '1' : '0');
    out += ")^T\n";
  }
  void begin_list() override {}
  void end_list() override {}
  void list_item(const std::string& t) override { out += "  " + t + "\n"; }
  void step_item(std::size_t n, const std::string& t) override { out += "  " + std::to_string(n) + ". " + t + "\n"; }
};

struct LatexWriter : Writer {
  void heading(const std::string& t) override { out += "\n\\subsection*{" + t + "}\n"; }
  void para(const std::string& t) override { out += latex_escape(t) + "\n\n"; }
  void math_line(const std::string&, const std::string& l) override { out += "\\[ " + l + " \\]\n"; }
  // Rows one per line ("1 & 0 & 1 \\"), as Arnold and Blaszak prints its matrices.
  void rows(const Gf2Matrix& m, const std::vector<std::pair<int, int>>& bold) {
    for (int r = 0; r < m.rows(); ++r) {
      for (int c = 0; c < m.cols(); ++c) {
        if (c) out += " & ";
        bool b = std::find(bold.begin(), bold.end(), std::pair(r, c)) != bold.end();
        out += b ? "\\mathbf{1}" : m.get(r, c) ? "1" : "0";
      }
      out += r + 1 < m.rows() ? " \\\\\n" : "\n";
    }
  }
  void matrix(const std::string&, const std::string& name, const Gf2Matrix& m, int bar,
              const std::vector<std::pair<int, int>>& bold) override {
    out += "\\[\n" + (name.empty() ? std::string() : name + " = ");
    if (bar < 0) {
      out += "\\begin{pmatrix}\n";
      rows(m, bold);
      out += "\\end{pmatrix}\n\\]\n";
      return;
    }
    // An augmented matrix: pmatrix has no column rules, an array inside
    // parentheses does.
    out += "\\left(\\begin{array}{" + std::string(std::size_t(bar), 'c') + "|" +
           std::string(std::size_t(m.cols() - bar), 'c') + "}\n";
    rows(m, bold);
    out += "\\end{array}\\right)\n\\]\n";
  }
  void pmatrix_column(const std::string& name, const BitVec& v) {
    out += name + " = \\begin{pmatrix} ";
    for (std::size_t i = 0; i < v.size(); ++i) out += std::string(i ? " \\\\ " : "") + (v.get(i) ? '1' : '0');
    out += " \\end{pmatrix}\n";
  }
  void column(const std::string&, const std::string& name, const BitVec& v) override {
    out += "\\[\n";
    pmatrix_column(name, v);
    out += "\\]\n";
  }
  void columns(const std::vector<NamedColumn>& cs) override {
    out += "\\[\n";
    for (std::size_t i = 0; i < cs.size(); ++i) {
      if (i) out += "\\qquad\n";
      pmatrix_column(cs[i].name_latex, *cs[i].v);
    }
    out += "\\]\n";
  }
  // The environment opens at its first item: an enumerate with no \item
  // stops pdflatex ("perhaps a missing \item"), and the steps' list is broken
  // and reopened around every matrix, even after the last step.
  void begin_list() override { list_pending = true; }
  void end_list() override {
    if (list_open) out += "\\end{enumerate}\n";
    list_open = list_pending = false;
  }
  void item(const std::string& label) {
    if (list_pending && !list_open) out += "\\begin{enumerate}\n";
    list_open = true;
    out += "  \\item" + label + " ";
  }
  void list_item(const std::string& t) override { item(""); out += latex_escape(t) + "\n"; }
  // Explicit labels: the list is broken by the matrices between the steps.
  void step_item(std::size_t n, const std::string& t) override {
    item("[" + std::to_string(n) + ".]");
    out += latex_escape(t) + "\n";
  }
  bool list_pending = false, list_open = false;
};

std::vector<std::pair<int, int>> pivot_cells(const std::vector<int>& pivots) {
  std::vector<std::pair<int, int>> cells;
  for (std::size_t r = 0; r < pivots.size(); ++r) cells.emplace_back(int(r), pivots[r]);
  return cells;
}

std::string count_text(long long n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

void write_system(Writer& w, const LinearExplanation& e, const ExportOptions& o) {
  w.heading("The system");
  w.para("Each button j toggles a set of cells, its press vector u_j. Pressing the buttons of s (each at most "
         "once: pressing twice undoes) changes the position v_p into the goal v_w exactly when the sum of their "
         "press vectors is v_w + v_p (mod 2, where subtracting is adding). With the u_j as the columns of A:");
  w.math_line("A s = v_w + v_p = b", "A\\mathbf{s} = \\mathbf{v}_w + \\mathbf{v}_p = \\mathbf{b}");
  w.para(std::to_string(e.cells) + " cells (rows of A), " + std::to_string(e.buttons) +
         " buttons (columns of A); cells and buttons are numbered from 1 in reading order.");
  const bool small = e.dense && e.cells <= o.max_matrix_size && e.buttons <= o.max_matrix_size;
  if (small) {
    w.matrix("A", "A", e.a, -1, {});
    w.columns({{"v_w (goal)", "\\mathbf{v}_w", &e.goal},
               {"v_p (position)", "\\mathbf{v}_p", &e.state},
               {"b = v_w + v_p", "\\mathbf{b}", &e.b}});
  } else {
    w.para("A is " + std::to_string(e.cells) + " x " + std::to_string(e.buttons) +
           ": too large to print here. b = v_w + v_p has 1s at cells " + set_text(e.b) + ".");
  }
}

void write_steps(Writer& w, const LinearExplanation& e, const ExportOptions& o) {
  w.heading("Gaussian elimination mod 2");
  const bool small = e.dense && e.cells <= o.max_matrix_size && e.buttons <= o.max_matrix_size;
  if (!e.dense) {
    w.para("The system is too large to eliminate as a dense matrix here; the machine's own method (for Lights "
           "Out, chasing the lights down the board) gives the reduced form's rank " + std::to_string(e.rank) +
           " and nullity " + std::to_string(e.nullity) + ". The number of row operations was not counted.");
    return;
  }
  if (small) w.matrix("[A | b]", "[A \\mid \\mathbf{b}]", e.augmented, e.buttons, {});
  w.para("Row reduction of [A | b]: " + count_text(e.step_count, "row operation", "row operations") +
         " (swaps and additions of rows mod 2), first down to row echelon form, then clearing above each pivot.");
  if (!e.steps_recorded) {
    w.para("The board is too large to show every step; the reduced form has rank " + std::to_string(e.rank) +
           " and nullity " + std::to_string(e.nullity) + ".");
    return;
  }
  const bool step_matrices = e.cells <= o.max_step_matrix_size && e.buttons <= o.max_step_matrix_size;
  Gf2Matrix m = e.augmented;
  w.begin_list();
  bool changed = false;
  std::size_t listed = 0;
  for (std::size_t i = 0; i < e.steps.size(); ++i) {
    const RowOp& op = e.steps[i];
    apply(m, op);
    changed = changed || op.changes_matrix();
    if (listed < o.max_captions) {
      w.step_item(i + 1, op.caption());
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
      w.para("Row echelon form (U in Arnold and Blaszak) after step " + std::to_string(i + 1) + ".");
      w.begin_list();
    }
  }
  w.end_list();
  if (e.steps.size() > listed) w.para("... and " + std::to_string(e.steps.size() - listed) + " more steps.");
  if (small) {
    w.matrix("reduced form", "\\operatorname{rref}[A \\mid \\mathbf{b}]", e.reduced, e.buttons, pivot_cells(e.pivot_columns));
  }
  w.para("Pivots in columns " + join_1based(e.pivot_columns) + ": rank " + std::to_string(e.rank) + ", nullity " +
         std::to_string(e.nullity) +
         (e.free_columns.empty() ? "." : "; buttons without a pivot (free): " + join_1based(e.free_columns) + "."));
}

void write_answer(Writer& w, const LinearExplanation& e, const ExportOptions& o) {
  w.heading("The answer");
  if (e.solvable) {
    const std::vector<int> s = e.solution.ones();
    if (e.buttons <= o.max_matrix_size) w.column("s", "\\mathbf{s}", e.solution);
    w.para(s.empty() ? "s = 0: the position is already the goal."
                     : "Press buttons " + join_1based(s) + " (" + count_text(long(s.size()), "press", "presses") + ").");
    if (e.fewest_presses != s && !e.fewest_presses.empty())
      w.para("That s leaves the free buttons unpressed; adding quiet patterns gives the fewest presses: buttons " +
             join_1based(e.fewest_presses) + " (" + count_text(long(e.fewest_presses.size()), "press", "presses") +
             ").");
    return;
  }
  if (e.contradiction_row >= 0) {
    w.para("Row " + std::to_string(e.contradiction_row + 1) +
           " of the reduced form reads 0 = 1: no s solves the system. That row is the sum of the rows of cells " +
           set_text(e.violated_invariant) +
           " of [A | b]. Every column of A has an even number of 1s on those cells, so no button changes their "
           "parity (an invariant), but b has an odd number of 1s there.");
  } else if (e.violated_invariant.size()) {
    w.para("b has odd parity on the invariant " + set_text(e.violated_invariant) +
           ", a set of cells no button changes the parity of.");
  }
  w.para("In words: " + e.reason + ".");
}

// A basis listed as sets, and how many of its `total` vectors were left out.
void write_sets(Writer& w, const char* what, const std::vector<BitVec>& sets, int total, std::size_t limit) {
  const std::size_t shown = std::min(sets.size(), limit);
  if (shown) {
    w.begin_list();
    for (std::size_t i = 0; i < shown; ++i) w.list_item(what + set_text(sets[i]));
    w.end_list();
  }
  if (int(shown) < total) w.para("(" + std::to_string(total - int(shown)) + " more not listed)");
}

void write_structure(Writer& w, const LinearExplanation& e, const ExportOptions& o) {
  if (e.invertible) {
    w.heading("The inverse");
    if (e.inverse && e.cells <= o.max_matrix_size) {
      w.para("A is invertible (its determinant mod 2 is 1), so every position has exactly one solution:");
      w.math_line("s = A^-1 b", "\\mathbf{s} = A^{-1}\\mathbf{b}");
      w.matrix("A^-1", "A^{-1}", *e.inverse, -1, {});
    } else {
      w.para("A is invertible (rank " + std::to_string(e.rank) + "), so every position has exactly one solution; "
             "A^-1 is too large to print here.");
    }
    return;
  }
  w.heading("Quiet patterns and invariants");
  w.para("A is not invertible (rank " + std::to_string(e.rank) + " of " + std::to_string(e.cells) + " cells and " +
         std::to_string(e.buttons) + " buttons).");
  w.para("Quiet patterns: " + std::to_string(e.nullity) +
         (e.nullity == 1 ? " button set that changes nothing;" : " independent button sets that change nothing;") +
         " any solution plus a quiet pattern is another solution" +
         (e.nullity ? ", so a solvable position has 2^" + std::to_string(e.nullity) + " solutions:" : "."));
  write_sets(w, "buttons ", e.quiet_patterns, e.nullity, o.max_sets);
  w.para("Invariants: " + std::to_string(e.invariant_count) +
         (e.invariant_count == 1 ? " cell set" : " independent cell sets") +
         " whose parity no button changes; from any start, " +
         (e.invariant_count ? e.reachable_fraction() + " of all positions can be reached:" : "every position can be reached."));
  write_sets(w, "cells ", e.invariants, e.invariant_count, o.max_sets);
}

void write_all(Writer& w, const LinearExplanation& e, const ExportOptions& o) {
  write_system(w, e, o);
  write_steps(w, e, o);
  write_answer(w, e, o);
  write_structure(w, e, o);
}

std::string title_line(const LinearExplanation& e) {
  return e.title + " (" + (e.id.empty() ? e.head : e.id) + ")";
}

}  // namespace

std::string to_text(const LinearExplanation& e, const ExportOptions& o) {
  TextWriter w;
  w.out = title_line(e) + "\n";
  write_all(w, e, o);
  return w.out;
}

std::string to_latex(const LinearExplanation& e, const ExportOptions& o) {
  LatexWriter w;
  write_all(w, e, o);
  WorksheetFacts facts;
  facts.cells = e.cells;
  facts.buttons = e.buttons;
  facts.invertible = e.invertible;
  if (!e.quiet_patterns.empty())
    for (std::size_t j = 0; j < e.quiet_patterns[0].size(); ++j) facts.quiet.push_back(e.quiet_patterns[0].get(j));
  return latex_worksheet(title_line(e), w.out, facts);
}

}  // namespace tl
