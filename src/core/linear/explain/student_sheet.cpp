// student_sheet.cpp: the sheet a teacher hands out, its answer key, and the
// pictures for a slide (see sheets.hpp).
//
// The student sheet draws what a board is before it writes a matrix: the
// cells' numbers, the lights, the goal, and what a few buttons change (one
// of each press shape: Merlin's corner, edge and centre). Then [A | b] as a
// picture with row and column numbers, and the elimination as one snapshot
// per pivot (the column cleared below it), ending at the reduced form: the
// steps' captions are the full sheet's. Nothing on it answers an exercise:
// they ask about b' = e_1, not the position drawn, and A^-1 is not printed.
#include <algorithm>
#include <set>
#include <string>

#include "core/linear/explain/sheets.hpp"

namespace tl::sheet {

namespace {

constexpr double kTextWidthMm = 170;        // A4 less the 2 cm margins
constexpr int kButtonsDrawn = 3;            // press shapes drawn at most
constexpr double kSnapshotsHeightMm = 190;  // the elimination's pictures: about a page

// Column j of A, a button's press vector.
ZkVec press_vector(const Explanation& e, int j) {
  ZkVec v(std::size_t(e.cells), 0);
  for (int c = 0; c < e.cells; ++c) v[std::size_t(c)] = uint8_t(e.a.get(c, j));
  return v;
}

// The first button of each press shape, told apart by how many cells it
// changes (a corner, an edge, the centre), at most kButtonsDrawn.
std::vector<int> buttons_to_draw(const Explanation& e) {
  std::vector<int> out;
  std::set<long long> seen;
  for (int j = 0; j < e.buttons && int(out.size()) < kButtonsDrawn; ++j)
    if (seen.insert(total(press_vector(e, j))).second) out.push_back(j);
  return out;
}

void write_board_section(Writer& w, const Explanation& e) {
  const bool two = e.k == 2;
  w.heading("The board");
  w.para(std::string("Cells are numbered from 1 in reading order") +
         (buttons_on_board(e) ? "; button j is the button on cell j." : ".") +
         (two ? " A press toggles the cells drawn shaded for its button below (the button itself outlined)."
              : " A press adds the number drawn on each cell for its button below (the button itself outlined), mod " +
                    std::to_string(e.k) + "."));
  BoardPicture numbers = board_of(e, "cell numbers", {});
  numbers.numbers = true;
  std::vector<BoardPicture> bs = {numbers, board_of(e, "the lights now", e.state), board_of(e, "the goal", e.goal)};
  for (int j : buttons_to_draw(e))
    bs.push_back(board_of(e, "button " + std::to_string(j + 1) + (two ? " toggles" : " adds"), press_vector(e, j),
                          e.buttons_are_cells ? j : -1));
  w.boards(bs, 26);  // six boards of 5x5 to a line
}

void write_system_section(Writer& w, const Explanation& e) {
  const bool two = e.k == 2;
  const std::string ks = std::to_string(e.k);
  w.heading("The system");
  w.rich(std::string("Column j of A is what button j changes, its press vector u_j. Pressing button j s_j times solves the "
                     "position when A s = b (mod ") +
             ks + "), where b = " +
             (two ? "goal + lights (mod 2, where subtracting is adding)" : "goal - lights (mod " + ks + ")") + ".",
         std::string("Column $j$ of $A$ is what button $j$ changes, its press vector $\\mathbf{u}_j$. Pressing button $j$ $s_j$ "
                     "times solves the position when $A\\mathbf{s} \\equiv \\mathbf{b} \\pmod{") +
             ks + "}$, where $\\mathbf{b} = " +
             (two ? "\\text{goal} + \\text{lights}$ (mod $2$, where subtracting is adding)"
                  : "\\text{goal} - \\text{lights}$ (mod $" + ks + "$)") +
             ".");
  MatrixPicture p{&e.augmented, e.buttons, {}, true};
  w.pictures({{"[A | b]: rows are cells, columns buttons, then b", p}}, 120);
}

// [A | b] after each pivot's column is cleared below it, then the reduced form.
void write_snapshots(Writer& w, const Explanation& e) {
  w.heading("The elimination, pivot by pivot");
  w.para("Each picture is [A | b] after one pivot's column is cleared below it, the pivot outlined: a swap brings a row with " +
         std::string(e.k == 2 ? "a 1" : "an entry that can be the pivot") + " up, " +
         (e.k == 2 ? "" : "a multiplication makes the pivot 1 where it can, ") +
         "and adding multiples of the pivot row clears the rest. Then each pivot clears the rows above it, last pivot first; the "
         "last picture is the reduced form.");
  // As few to a line as keep them to about a page (kSnapshotsHeightMm): 3
  // of Merlin's with their digits, 5 of 5x5's as patterns.
  const std::size_t count = std::size_t(e.rank) + 1;
  int per_line = 3;
  for (; per_line < 6; ++per_line) {
    const double cell = std::min(4.5, (kTextWidthMm / per_line - 4) / (e.buttons + 1.5));
    const double line = e.augmented.rows() * cell + 7;  // the caption under it
    if (double((count + std::size_t(per_line) - 1) / std::size_t(per_line)) * line <= kSnapshotsHeightMm) break;
  }
  const double width = kTextWidthMm / per_line - 2;
  std::vector<Writer::Snapshot> shots;
  std::vector<ModMatrix> kept;  // the snapshots' matrices, alive while written
  kept.reserve(e.steps.size() + 1);
  ModMatrix m = e.augmented;
  std::size_t first = 0;
  for (std::size_t i = 0; i < e.echelon_steps; ++i) {
    const RowOp& op = e.steps[i];
    apply(m, op);
    // A group starts with its swap or, when the pivot is in place, its marker.
    const bool ends = i + 1 == e.echelon_steps || e.steps[i + 1].kind == RowOpKind::Swap ||
                      (e.steps[i + 1].kind == RowOpKind::Pivot && op.kind != RowOpKind::Swap);
    if (!ends) continue;
    // Every pivot gets one, even with nothing under it to clear: a student
    // counts the pivots on the page. Every step of a group names its pivot row as `row`.
    kept.push_back(m);
    const std::string steps =
        i == first ? "step " + std::to_string(i + 1) : "steps " + std::to_string(first + 1) + "-" + std::to_string(i + 1);
    shots.push_back({"column " + std::to_string(op.col + 1) + ", " + steps,
                     MatrixPicture{&kept.back(), e.buttons, {{op.row, op.col}}, false}});
    first = i + 1;
  }
  kept.push_back(e.reduced);
  std::vector<std::pair<int, int>> pivots;
  for (std::size_t r = 0; r < e.pivot_columns.size(); ++r) pivots.emplace_back(int(r), e.pivot_columns[r]);
  shots.push_back(
      {"reduced form, after step " + std::to_string(e.steps.size()), MatrixPicture{&kept.back(), e.buttons, pivots, false}});
  w.pictures(shots, width);
}

}  // namespace

void write_student_sheet(Writer& w, const Explanation& e) {
  write_board_section(w, e);
  write_system_section(w, e);
  write_snapshots(w, e);
  write_exercises(w, e, true);
}

void write_answer_key(Writer& w, const Explanation& e) {
  w.para("The answers to the student sheet's exercises, then the solution of the position it draws.");
  write_exercise_answers(w, e);
  w.heading("The position on the sheet");
  if (e.solvable) {
    const long long n = total(e.solution);
    w.para(n == 0 ? "s = 0: the position is already the goal."
                  : "The reduced form's last column gives s (free buttons unpressed): press " + press_words(e.solution) + ".");
    if (buttons_on_board(e)) w.boards({board_of(e, "s", e.solution)}, 60);
    if (e.fewest != e.solution && e.fewest_count > 0)
      w.para("Adding quiet patterns gives the fewest presses: " + presses_text(e.fewest) + " (" +
             count_text(e.fewest_count, "press", "presses") + ").");
  } else {
    w.para("The position cannot be solved. Why, in words: " + e.reason + (e.reason.empty() || e.reason.back() == '.' ? "" : "."));
  }
  write_slides(w, e);
}

void write_slides(Writer& w, const Explanation& e) {
  if (!w.vector_pictures()) return;  // in plain text they would repeat the sheet's digits
  w.heading("Pictures for a slide");
  w.para("Each picture below stands alone (LaTeX's picture environment and the color package): copy it onto a slide.");
  if (e.rows * e.cols == e.cells) w.boards({board_of(e, "the lights now", e.state), board_of(e, "the goal", e.goal)}, 60);
  w.pictures({{"A", MatrixPicture{&e.a, -1, {}, true}}}, 120);
  if (e.inverse) w.pictures({{"A^-1", MatrixPicture{&*e.inverse, -1, {}, true}}}, 120);
}

}  // namespace tl::sheet
