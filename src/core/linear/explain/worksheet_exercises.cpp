// worksheet_exercises.cpp: the exercises every sheet ends with, and the
// answer key's worked answers (see sheets.hpp).
//
// The exercises ask about a new position, b' = e_1 (only cell 1 off the
// goal), so nothing the sheet prints about the position in play answers
// them; the key works them with the same row operations, applied to e_1
// (they were chosen by looking at A alone, which is exercise 4's point).
#include <string>

#include "core/linear/explain/sheets.hpp"
#include "core/linear/explain/worksheet_latex.hpp"

namespace tl::sheet {

namespace {

// Buttons given a blank each in exercise 1 at most; beyond, the student lists presses.
constexpr int kBlankButtonsMax = 64;

std::string mod_latex(int k) { return "mod $" + std::to_string(k) + "$"; }

// e_1 as a column of cells.
ZkVec unit_vector(int n, int i) {
  ZkVec v(std::size_t(n), 0);
  v[std::size_t(i)] = 1;
  return v;
}

// A vector on one line, in both forms: "s' = (1 0 1)^T" and $\mathbf{s}' = (1, 0, 1)^T$.
void row_vector(Writer& w, const std::string& name_text, const std::string& name_latex, const ZkVec& v) {
  std::string t, l;
  for (std::size_t i = 0; i < v.size(); ++i) {
    t += (i ? " " : "") + std::to_string(v[i]);
    l += (i ? ", " : "") + std::to_string(v[i]);
  }
  w.rich(name_text + " = (" + t + ")^T", "$" + name_latex + " = (" + l + ")^{T}$");
}

}  // namespace

void write_exercises(Writer& w, const Explanation& e, bool student) {
  const int k = e.k;
  const std::string ks = std::to_string(k);
  const std::string counts_text = k == 2 ? "0 or 1" : "0 to " + std::to_string(k - 1);
  const std::string counts_latex = k == 2 ? "$0$ or $1$" : "$0$ to $" + std::to_string(k - 1) + "$";
  w.heading("Exercises");
  w.begin_list();
  // Which way cell 1 is off matters mod k: b = goal - lights = 1 there.
  const std::string off_text = k == 2 ? "only cell 1 differs from the goal"
                                      : "only cell 1 differs from the goal: its light is 1 below the goal's (mod " + ks + ")";
  const std::string off_latex = k == 2
                                    ? "only cell $1$ differs from the goal"
                                    : "only cell $1$ differs from the goal: its light is $1$ below the goal's (mod $" + ks + "$)";
  w.rich_item("A new position: " + off_text + ", so b' = e_1 (b'_1 = 1, every other entry 0). Row-reduce [A | b'] mod " + ks +
                  ". Can it be solved? If so, how often is each button pressed (" + counts_text + ")?",
              "A new position: " + off_latex +
                  ", so $\\mathbf{b}' = \\mathbf{e}_1$ ($b'_1 = 1$, every other entry $0$). Row-reduce $[A \\mid "
                  "\\mathbf{b}']$ " +
                  mod_latex(k) + ". Can it be solved? If so, how often is each button pressed (" + counts_latex + ")?\n");
  if (e.buttons <= kBlankButtonsMax) {
    std::string t = "   ", l;
    for (int j = 0; j < e.buttons; ++j) {
      const std::string n = std::to_string(j + 1);
      t += " s'_" + n + " = __" + (j + 1 < e.buttons ? "," : "");
      l += "$s'_{" + n + "} = $ \\underline{\\hspace{1.5em}}" + (j + 1 < e.buttons ? ",\\quad\n" : "\n");
    }
    w.rich(t, l);
    w.room(1);
  } else {
    w.rich("The buttons to press:", "The buttons to press:");
    w.room(2);
  }
  if (student && buttons_on_board(e)) {
    BoardPicture blank = board_of(e, k == 2 ? "shade the buttons of s'" : "write each button's presses", {});
    blank.blank = true;
    w.boards({blank}, 60);
  }
  // Mod 2 a cell changes or not: "by how much" only where there is a how much.
  const std::string how_much = k == 2 ? "" : ", and by how much";
  w.rich_item("Check your answer: start from the goal, press the buttons of s' and write down which cells changed" + how_much +
                  ". Which row of A s' mod " + ks + " is not 0?",
              "Check your answer: start from the goal, press the buttons of $\\mathbf{s}'$ and write down which cells changed" +
                  how_much + ". Which row of $A\\mathbf{s}'$ " + mod_latex(k) + " is not $0$?\n");
  w.room(2);
  if (e.invertible) {
    w.rich_item("A is invertible. Which column of A^-1 is your s'? Say in one sentence why.",
                "$A$ is invertible. Which column of $A^{-1}$ is your $\\mathbf{s}'$? Say in one sentence why.\n");
    w.room(2);
  } else if (!e.analysis.quiet_patterns.empty()) {
    const std::string q = presses_text(e.analysis.quiet_patterns[0].v);
    w.rich_item("Pressing buttons " + q + " is a quiet pattern. Add those columns of A mod " + ks +
                    " and show that no light changes. Why does every solvable position then have more than one solution?",
                "Pressing buttons " + q + " is a quiet pattern. Add those columns of $A$ " + mod_latex(k) +
                    " and show that no light changes. Why does every solvable position then have more than one solution?\n");
    w.room(3);
  }
  w.rich_item(
      "Any other cell c: the row operations above do not depend on b. How would you solve A s = e_c without choosing the "
      "operations again?",
      "Any other cell $c$: the row operations above do not depend on $\\mathbf{b}$. How would you solve "
      "$A\\mathbf{s} = \\mathbf{e}_c$ without choosing the operations again?\n");
  w.room(3);
  w.end_list();
}

void write_exercise_answers(Writer& w, const Explanation& e) {
  const int k = e.k;
  const std::string ks = std::to_string(k);
  const ZkVec e1 = unit_vector(e.cells, 0);
  const Elimination el = eliminate(augmented(e.a, e1), e.buttons, false);
  const bool solvable = el.contradiction_row < 0;
  w.heading("Answers to the exercises");
  w.begin_list();
  // 1. The same operations on e_1.
  if (solvable) {
    w.rich_item(
        "Yes. The same row operations turn b' = e_1 into the last column of the reduced form, and back substitution "
        "(free buttons unpressed) gives s': press " +
            press_words(el.solution) + ".",
        "Yes. The same row operations turn $\\mathbf{b}' = \\mathbf{e}_1$ into the last column of the reduced form, and "
        "back substitution (free buttons unpressed) gives $\\mathbf{s}'$: press " +
            latex_escape(press_words(el.solution)) + ".\n");
    row_vector(w, "s'", "\\mathbf{s}'", el.solution);
    if (buttons_on_board(e)) w.boards({board_of(e, "s'", el.solution)}, 60);
  } else {
    const ZkVec weights = el.combination.row_vec(el.contradiction_row);
    const std::string row = std::to_string(el.contradiction_row + 1);
    const std::string c = std::to_string(el.reduced.get(el.contradiction_row, e.buttons));
    const std::string rest =
        " of the reduced form reads 0 = " + c + " (mod " + ks + "): it is the sum of rows " + weights_text(weights);
    const std::string tail = std::string(k == 2 ? "" : " with those weights") + ", a sum of cells no press changes" +
                             (k == 2 ? " the parity of" : "") + ", and ";
    w.rich_item("No. Row " + row + rest + " of [A | b']" + tail + "b' changes it (cell 1 is among them).",
                "No. Row " + row + latex_escape(rest) + " of $[A \\mid \\mathbf{b}']$" + latex_escape(tail) +
                    "$\\mathbf{b}'$ changes it (cell 1 is among them).\n");
  }
  // 2. A s' = e_1.
  if (solvable) {
    const ZkVec changed = e.a.times(el.solution);
    // Read from A s' itself: a wrong s' would name other cells here.
    const std::string cells = join_1based(nonzero(changed));
    const std::string by = k == 2 ? "" : ", by 1";
    w.rich_item("Only cell " + cells + " changes" + by + ": A s' = e_1, so row 1 of A s' is 1 and every other row is 0.",
                "Only cell " + cells + " changes" + by +
                    ": $A\\mathbf{s}' = \\mathbf{e}_1$, so row $1$ of $A\\mathbf{s}'$ is $1$ and every other row is $0$.\n");
  } else {
    w.rich_item("There is no s' to check (exercise 1): no presses change cell 1 alone.",
                "There is no $\\mathbf{s}'$ to check (exercise 1): no presses change cell 1 alone.\n");
  }
  // 3. The inverse's first column, or the quiet pattern's columns.
  if (e.invertible && e.inverse) {
    ZkVec first(std::size_t(e.buttons));
    for (int r = 0; r < e.buttons; ++r) first[std::size_t(r)] = uint8_t(e.inverse->get(r, 0));
    w.rich_item("Column 1 of A^-1: s' = A^-1 e_1, and a matrix times e_1 is its first column.",
                "Column $1$ of $A^{-1}$: $\\mathbf{s}' = A^{-1}\\mathbf{e}_1$, and a matrix times $\\mathbf{e}_1$ is its first "
                "column.\n");
    row_vector(w, "column 1 of A^-1", "A^{-1}\\mathbf{e}_1", first);
  } else if (!e.invertible && !e.analysis.quiet_patterns.empty()) {
    const ZkVec& q = e.analysis.quiet_patterns[0].v;
    const ZkVec sum = e.a.times(q);
    // Said from the sum itself: a pattern that did change a light would show here.
    const std::string sum_words = nonzero(sum).empty() ? "0 in every row" : "something other than 0 on cells " + set_text(sum);
    const std::string said = std::string("The columns of buttons ") + presses_text(q) + " add up to " + sum_words + " mod " + ks;
    w.rich_item(said + ": A q = 0. So for any solution s, A (s + q) = A s + A q = b: s + q is another solution.",
                latex_escape(said) +
                    ": $A\\mathbf{q} = \\mathbf{0}$. So for any solution $\\mathbf{s}$, $A(\\mathbf{s} + \\mathbf{q}) = "
                    "A\\mathbf{s} + A\\mathbf{q} = \\mathbf{b}$: $\\mathbf{s} + \\mathbf{q}$ is another solution.\n");
  }
  // 4. The operations recorded once.
  w.rich_item(
      "Apply the same row operations to e_c. Recorded once as a matrix E (the operations applied to the identity), they "
      "turn [A | e_c] into [R | column c of E], where R is A's reduced form: read s off that." +
          std::string(e.invertible ? " Here R = I, so E = A^-1 and s is column c of A^-1." : ""),
      "Apply the same row operations to $\\mathbf{e}_c$. Recorded once as a matrix $E$ (the operations applied to the "
      "identity), they turn $[A \\mid \\mathbf{e}_c]$ into $[R \\mid E\\mathbf{e}_c]$, where $R$ is $A$'s reduced form: "
      "read $\\mathbf{s}$ off $R$ with column $c$ of $E$ as its last column." +
          std::string(e.invertible ? " Here $R = I$, so $E = A^{-1}$ and $\\mathbf{s}$ is column $c$ of $A^{-1}$." : "") + "\n");
  w.end_list();
}

}  // namespace tl::sheet
