// worksheet_sheets_test.cpp: the student sheet, its answer key and the full
// sheet's exercises, read as a teacher checks them before class: nothing on
// the student sheet answers an exercise, the key's answers are right when
// pressed on the machine itself, the snapshots are the elimination's, and
// the text export has the same exercises as the LaTeX.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "core/linear/explain/explain.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

struct Sheets {
  Puzzle p;
  Explanation e;
};

Sheets sheets_of(const std::string& id) {
  Puzzle p = test::load(id);
  auto e = explain(p);
  EXPECT_TRUE(e.ok()) << id;
  return {p, *e};
}

std::string text(const Explanation& e, Sheet s) {
  ExportOptions o;
  o.sheet = s;
  return to_text(e, o);
}

std::string latex(const Explanation& e, Sheet s) {
  ExportOptions o;
  o.sheet = s;
  return to_latex(e, o);
}

using test::has;

// "name = (1 0 2 ...)^T" read back from a text sheet; empty when absent.
std::vector<int> column_named(const std::string& sheet, const std::string& name) {
  const std::size_t at = sheet.find("\n" + name + " = (");
  if (at == std::string::npos) return {};
  std::istringstream in(sheet.substr(at + name.size() + 5, sheet.find(")^T", at) - at - name.size() - 5));
  std::vector<int> v;
  for (int x; in >> x;) v.push_back(x);
  return v;
}

const char* const kBoards[] = {"merlin:100/110/001",
                               "lightsout5x5:00000/00000/00100/00000/00000",
                               "merlin-k3:012/120/201",
                               "quatrainment:1010/0101/1010/0101",
                               "lightsout5x5:10000/00000/00000/00000/00000",
                               "lightsout4x4-k3:1000/0000/0000/0000"};

// The key's s' for b' = e_1, pressed from the goal on the machine itself,
// changes cell 1 alone, up by 1 (b = goal - lights: the lights were 1 below).
TEST(Worksheets, TheKeysFirstAnswerPressedOnTheMachineChangesCellOneAlone) {
  int solved = 0, refused = 0;
  for (const char* id : kBoards) {
    const Sheets s = sheets_of(id);
    const std::string key = text(s.e, Sheet::AnswerKey);
    const std::vector<int> answer = column_named(key, "s'");
    const Machine& m = *s.p.machine;
    const std::vector<int> goal = m.goal_cells(s.p.position);
    Position pos = m.position_of(goal, goal);
    if (answer.empty()) {
      // No s': the machine's own solver agrees that cell 1 alone cannot be fixed.
      std::vector<int> off = goal;
      off[0] = (off[0] + s.e.k - 1) % s.e.k;
      EXPECT_FALSE(m.solve(m.position_of(off, goal)).solvable) << id << "\n" << key;
      EXPECT_TRUE(has(key, "No. Row ")) << id;
      ++refused;
      continue;
    }
    ASSERT_EQ(int(answer.size()), s.e.buttons) << id;
    for (int j = 0; j < s.e.buttons; ++j)
      for (int t = 0; t < answer[std::size_t(j)]; ++t) m.press(pos, j);
    const std::vector<int> after = m.cells(pos);
    for (int c = 0; c < s.e.cells; ++c)
      EXPECT_EQ(after[std::size_t(c)], (goal[std::size_t(c)] + (c == 0 ? 1 : 0)) % s.e.k) << id << " cell " << c + 1;
    EXPECT_TRUE(has(key, "Yes. ")) << id;
    ++solved;
  }
  EXPECT_GE(solved, 3);
  EXPECT_GE(refused, 2) << "5x5 and 4x4 mod 3 cannot change cell 1 alone";
}

// Nothing on the student sheet answers an exercise: not s' (in any form),
// not A^-1, not the key's words; the key has them.
TEST(Worksheets, TheStudentSheetPrintsNoAnswerToItsExercises) {
  for (const char* id : kBoards) {
    const Sheets s = sheets_of(id);
    const std::string student = text(s.e, Sheet::Student), key = text(s.e, Sheet::AnswerKey);
    for (const std::string& sheet : {student, latex(s.e, Sheet::Student)}) {
      EXPECT_FALSE(has(sheet, "A^-1 =")) << id;
      EXPECT_FALSE(has(sheet, "A^{-1} =")) << id;
      EXPECT_FALSE(has(sheet, "s' = (")) << id;
      EXPECT_FALSE(has(sheet, "\\mathbf{s}' = \\begin{pmatrix}")) << id;
      EXPECT_FALSE(has(sheet, "Answers to the exercises")) << id;
    }
    EXPECT_TRUE(has(student, "== Exercises ==")) << id;
    EXPECT_TRUE(has(key, "== Answers to the exercises ==")) << id;
    // Where s' exists, its digits appear as a column nowhere on the student sheet.
    const std::vector<int> answer = column_named(key, "s'");
    if (answer.empty()) continue;
    std::string digits = "(";
    for (std::size_t j = 0; j < answer.size(); ++j) digits += (j ? " " : "") + std::to_string(answer[j]);
    EXPECT_FALSE(has(student, digits + ")")) << id;
    if (s.e.invertible) { EXPECT_TRUE(has(key, "Column 1 of A^-1")) << id; }
  }
}

// The student sheet's snapshots are the elimination's: one per pivot whose
// column changed, each the matrix replayed to the end of its group, with
// the column cleared below the pivot; the last is the reduced form.
TEST(Worksheets, TheSnapshotsAreTheEliminationAtEachPivot) {
  for (const char* id : {"merlin:100/110/001", "merlin-k3:012/120/201", "quatrainment:1010/0101/1010/0101"}) {
    const Sheets s = sheets_of(id);
    const std::string student = text(s.e, Sheet::Student);
    static const std::regex shot("\ncolumn ([0-9]+), steps? ([0-9]+-)?([0-9]+):\n");
    int shots = 0;
    for (auto it = std::sregex_iterator(student.begin(), student.end(), shot); it != std::sregex_iterator(); ++it) {
      const int col = std::stoi((*it)[1]) - 1, last = std::stoi((*it)[3]);
      const ModMatrix m = replay(s.e, std::size_t(last));
      // The pivot's row is the last step's; everything under it in its column is 0.
      const RowOp& op = s.e.steps[std::size_t(last - 1)];
      EXPECT_EQ(op.col, col) << id << " snapshot " << shots + 1;
      for (int r = op.row + 1; r < m.rows(); ++r) EXPECT_EQ(m.get(r, col), 0) << id << " column " << col + 1 << " row " << r + 1;
      // Its digits, as the text writes a matrix, follow the caption.
      std::string first_row = "  ";
      for (int c = 0; c < m.cols(); ++c)
        first_row += (c ? " " : "") + std::string(c == s.e.buttons ? "| " : "") + std::to_string(m.get(0, c));
      EXPECT_EQ(student.substr(std::size_t(it->position() + it->length()), first_row.size()), first_row) << id;
      ++shots;
    }
    EXPECT_EQ(shots, s.e.rank) << id << ": a snapshot per pivot";
    EXPECT_TRUE(has(student, "reduced form, after step " + std::to_string(s.e.steps.size()) + ":")) << id;
  }
}

// The board drawn first: the numbers, the lights, the goal and one button of
// each press shape (Arnold and Blaszak's Merlin: a corner changes 4 cells, an
// edge 3, the centre 5; Quatrainment's corner, edge and centre cells too).
TEST(Worksheets, TheStudentSheetDrawsOneButtonOfEachShape) {
  const std::string merlin = text(sheets_of("merlin:100/110/001").e, Sheet::Student);
  EXPECT_TRUE(has(merlin, "button 1 toggles:\n  [#] # .\n  # # .\n  . . .\n")) << merlin;
  EXPECT_TRUE(has(merlin, "button 2 toggles:\n  # [#] #\n  . . .\n  . . .\n")) << merlin;
  EXPECT_TRUE(has(merlin, "button 5 toggles:\n  . # .\n  # [#] #\n  . # .\n")) << merlin;
  EXPECT_TRUE(has(merlin, "the goal:\n  # # #\n  # . #\n  # # #\n")) << "Merlin's goal: all lit but the centre";
  const std::string q = text(sheets_of("quatrainment:1010/0101/1010/0101").e, Sheet::Student);
  int drawn = 0;
  for (std::size_t at = q.find(" toggles:\n"); at != std::string::npos; at = q.find(" toggles:\n", at + 1)) ++drawn;
  EXPECT_EQ(drawn, 3) << q;
  const std::string k3 = text(sheets_of("merlin-k3:012/120/201").e, Sheet::Student);
  EXPECT_TRUE(has(k3, "button 1 adds:\n  [1] 1 .\n")) << k3;
  EXPECT_TRUE(has(k3, "the lights now:\n  . 1 2\n  1 2 .\n  2 . 1\n")) << k3;
}

// The text export offers the exercises the LaTeX does, on every sheet.
TEST(Worksheets, TheTextExportHasTheSameExercises) {
  for (const char* id : kBoards) {
    const Sheets s = sheets_of(id);
    for (Sheet sheet : {Sheet::Full, Sheet::Student}) {
      const std::string t = text(s.e, sheet), l = latex(s.e, sheet);
      EXPECT_TRUE(has(t, "== Exercises ==")) << id;
      EXPECT_TRUE(has(l, "\\subsection*{Exercises}")) << id;
      int items = 0;
      for (std::size_t at = l.find("\\item ", l.find("{Exercises}")); at != std::string::npos; at = l.find("\\item ", at + 1))
        ++items;
      for (int n = 1; n <= items; ++n)
        EXPECT_TRUE(has(t.substr(t.find("== Exercises ==")), "\n  " + std::to_string(n) + ". ")) << id << " exercise " << n;
      EXPECT_TRUE(has(t, "Row-reduce [A | b'] mod " + std::to_string(s.e.k))) << id;
      EXPECT_GE(items, 3) << id;
    }
  }
}

// Too big, or not drawn in rows: refused in words, the full sheet offered.
TEST(Worksheets, AStudentSheetIsForBoardsUpToFiveByFive) {
  EXPECT_EQ(student_sheet_refusal(sheets_of("lightsout5x5:00000/00000/00100/00000/00000").e), "");
  const std::string six = student_sheet_refusal(sheets_of("lightsout6x6:000000/000000/000000/000000/000000/000001").e);
  EXPECT_TRUE(has(six, "at most 25 cells")) << six;
  EXPECT_TRUE(has(six, "36 cells")) << six;
  EXPECT_EQ(sheet_from_name("student"), Sheet::Student);
  EXPECT_EQ(sheet_from_name("key"), Sheet::AnswerKey);
  EXPECT_EQ(sheet_from_name("full"), Sheet::Full);
  EXPECT_FALSE(sheet_from_name("Student").has_value());
}

}  // namespace
}  // namespace tl
