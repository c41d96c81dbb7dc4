// zk_export.cpp: a ZkTrace as text and as LaTeX (see zk_export.hpp).
#include "core/linear/explain/zk_export.hpp"

#include <algorithm>

#include "core/linear/explain/worksheet_latex.hpp"

namespace tl {

ZkTrace explain_zk(const ZkMachine& m, const Position& pos) {
  const ZkRules& r = m.rules();
  return r.board ? trace_zk(*r.board, m.target(pos)) : trace_zk(r.presses, m.target(pos));
}

std::string zk_title(const ZkMachine& m, const std::string& id) {
  return m.title() + ", " + std::to_string(m.k()) + " states: " + id.substr(0, 200);
}

namespace {

constexpr int kMatrixMax = 40;     // rows and columns drawn in an export
constexpr std::size_t kStepsMax = 400;

// Buttons once per press, 1-based: "1, 1, 4" for s = (2, 0, 0, 1).
std::string presses_text(const ZkVec& s) {
  std::string out;
  for (std::size_t j = 0; j < s.size(); ++j)
    if (s[j]) out += (out.empty() ? "" : ", ") + std::to_string(j + 1) + (s[j] > 1 ? " x" + std::to_string(s[j]) : "");
  return out.empty() ? "none" : out;
}

std::string text_matrix(const ZkMatrix& m, int bar) {
  std::string o;
  for (int r = 0; r < m.rows(); ++r) {
    o += "  ";
    for (int c = 0; c < m.cols(); ++c) {
      if (c) o += ' ';
      if (c == bar) o += "| ";
      o += std::to_string(m.get(r, c));
    }
    o += '\n';
  }
  return o;
}

std::string latex_matrix(const ZkMatrix& m, int bar) {
  std::string o = bar >= 0 ? "\\left(\\begin{array}{" + std::string(std::size_t(bar), 'c') + "|" +
                                 std::string(std::size_t(m.cols() - bar), 'c') + "}\n"
                           : "\\begin{pmatrix}\n";
  for (int r = 0; r < m.rows(); ++r) {
    for (int c = 0; c < m.cols(); ++c) o += (c ? " & " : "") + std::to_string(m.get(r, c));
    o += r + 1 < m.rows() ? " \\\\\n" : "\n";
  }
  return o + (bar >= 0 ? "\\end{array}\\right)" : "\\end{pmatrix}");
}

bool small(const ZkTrace& t) { return t.dense && t.cells <= kMatrixMax && t.buttons <= kMatrixMax; }

std::string counts(const ZkTrace& t) {
  const ZkAnalysis& a = t.analysis;
  const std::string all = std::to_string(t.k) + "^" + std::to_string(t.cells) + " positions";
  const std::string fraction = a.reachable_fraction();
  std::string s = fraction == "1" ? "Reachable from any start: all " + all + "."
                                  : "Reachable from any start: " + a.reachable.decimal() + " of the " + all + " (" +
                                        fraction + " of them).";
  if (a.rank >= 0) s += " Rank of A mod " + std::to_string(t.k) + ": " + std::to_string(a.rank) + ".";
  const std::string each = a.solutions_each.decimal();
  s += " Every solvable position has " + (each == "1" ? "exactly one solution." : each + " solutions.");
  return s;
}

}  // namespace

std::string zk_to_text(const ZkTrace& t, const std::string& title) {
  std::string o = title + "\n";
  o += "\n== The system ==\nEach press of button j adds column j of A to the lights, mod " + std::to_string(t.k) +
       ". Solving: A s = b (mod " + std::to_string(t.k) + "), b = goal - lights, s_j = times button j is pressed.\n";
  if (small(t)) o += "[A | b] =\n" + text_matrix(t.augmented, t.buttons);
  else o += "A is " + std::to_string(t.cells) + " x " + std::to_string(t.buttons) + ": too large to print.\n";
  o += "\n== Elimination mod " + std::to_string(t.k) + " ==\n";
  if (t.steps_recorded) {
    std::size_t n = 0;
    for (const ZkRowOp& op : t.steps) {
      if (++n > kStepsMax) { o += "  ... and " + std::to_string(t.steps.size() - kStepsMax) + " more steps\n"; break; }
      o += "  " + std::to_string(n) + ". " + op.caption(t.k) + "\n";
    }
    if (small(t)) o += "Reduced form:\n" + text_matrix(t.reduced, t.buttons);
  } else {
    o += "Too many row operations to list (" + std::to_string(t.step_count) + ").\n";
  }
  o += "\n== The answer ==\n";
  if (t.solvable) {
    o += "Solvable. Back substitution gives s: press " + presses_text(t.solution) + ".\n";
    o += "Fewest presses: " + presses_text(t.fewest.presses) + " (" + std::to_string(t.fewest.press_count) +
         (t.fewest.press_count == 1 ? " press, " : " presses, ") + (t.fewest.minimal ? "proven fewest" : "not proven fewest") + ").\n";
  } else {
    o += "Not solvable: " + t.reason + "\n";
  }
  if (t.inverse && t.cells <= kMatrixMax) o += "\n== A^-1 mod " + std::to_string(t.k) + " ==\n" + text_matrix(*t.inverse, -1);
  o += "\n" + counts(t) + "\n";
  return o;
}

std::string zk_to_latex(const ZkTrace& t, const std::string& title) {
  const std::string k = std::to_string(t.k);
  std::string o = "Each press of button $j$ adds column $j$ of $A$ to the lights, mod $" + k +
       "$. Solving: $A s \\equiv b \\pmod{" + k + "}$ with $b$ = goal $-$ lights.\n\n";
  if (small(t)) o += "\\[ [A \\mid b] = " + latex_matrix(t.augmented, t.buttons) + " \\]\n\n";
  o += "\\subsection*{Elimination mod $" + k + "$}\n";
  if (t.steps_recorded && !t.steps.empty()) {
    o += "\\begin{enumerate}\n";
    std::size_t n = 0;
    for (const ZkRowOp& op : t.steps) {
      if (++n > kStepsMax) break;
      o += "  \\item " + latex_escape(op.caption(t.k)) + "\n";
    }
    o += "\\end{enumerate}\n";
    if (t.steps.size() > kStepsMax) o += "and " + std::to_string(t.steps.size() - kStepsMax) + " more steps.\n\n";
    if (small(t)) o += "\\[ " + latex_matrix(t.reduced, t.buttons) + " \\]\n\n";
  } else {
    o += "No row operation listed (" + std::to_string(t.step_count) + " in all).\n\n";
  }
  o += "\\subsection*{The answer}\n";
  if (t.solvable)
    o += "Press " + latex_escape(presses_text(t.solution)) + ". Fewest presses: " + latex_escape(presses_text(t.fewest.presses)) +
         " (" + std::to_string(t.fewest.press_count) + (t.fewest.minimal ? ", proven" : ", not proven") + ").\n\n";
  else
    o += "Not solvable: " + latex_escape(t.reason) + "\n\n";
  if (t.inverse && t.cells <= kMatrixMax) o += "\\[ A^{-1} \\equiv " + latex_matrix(*t.inverse, -1) + " \\pmod{" + k + "} \\]\n\n";
  o += latex_escape(counts(t)) + "\n\n";
  WorksheetFacts facts;
  facts.k = t.k;
  facts.cells = t.cells;
  facts.buttons = t.buttons;
  facts.invertible = t.invertible;
  if (!t.analysis.quiet_patterns.empty()) facts.quiet = t.analysis.quiet_patterns[0].v;
  return latex_worksheet(title, o, facts);
}

}  // namespace tl
