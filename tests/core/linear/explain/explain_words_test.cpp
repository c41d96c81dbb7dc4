// explain_words_test.cpp: the words of the four eliminations a class meets
// first (Merlin's Magic Squares, 5 x 5 Lights Out, Merlin mod 3 and Lights
// Out 2000, 5 x 5 mod 3), read as a teacher proofreads: every step's
// caption and the whole text of each sheet (full, student, key), for a word written twice ("cells
// cell 1"), a sentence after a full stop begun in lower case ("no solution.
// no presses"), and "Press buttons 13" for one button.
#include <gtest/gtest.h>

#include <cctype>
#include <regex>

#include "core/linear/explain/explain.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> out;
  std::string w;
  for (char c : text) {
    if (std::isalpha(static_cast<unsigned char>(c))) w += char(std::tolower(static_cast<unsigned char>(c)));
    else {
      if (!w.empty()) out.push_back(w);
      w.clear();
      if (c != ' ') out.emplace_back();  // punctuation or a digit breaks a run of words
    }
  }
  if (!w.empty()) out.push_back(w);
  return out;
}

// What a proofreader marks in one piece of text.
std::vector<std::string> slips(const std::string& text) {
  std::vector<std::string> out;
  const std::vector<std::string> w = words_of(text);
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (w[i].empty() || w[i - 1].empty()) continue;
    // The same word twice, or a plural then its singular ("cells cell").
    // (A one-letter word is a name, "as a matrix E": its plural is not "as".)
    if (w[i] == w[i - 1] || (w[i].size() > 1 && w[i - 1] == w[i] + "s"))
      out.push_back("twice: \"" + w[i - 1] + " " + w[i] + "\"");
  }
  // A full stop after a word, then a lower-case letter: a sentence begun small.
  static const std::regex small_start("[A-Za-z)]\\. [a-z]");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), small_start); it != std::sregex_iterator(); ++it)
    out.push_back("lower case after a full stop: \"" + it->str() + "\"");
  static const std::regex one_button("Press buttons [0-9]+( x[0-9]+)? \\(");
  if (std::regex_search(text, one_button)) out.emplace_back("\"Press buttons\" for one button");
  return out;
}

TEST(ExplainWords, TheFourFirstEliminationsReadCleanly) {
  for (const char* id : {"merlin:100/110/001", "lightsout5x5:10000/00000/00000/00000/00000", "merlin-k3:012/120/201",
                         "lightsout5x5-k3:22211/22202/11122/10102/10020", "lightsout5x5:00000/00000/00100/00000/00000",
                         "lightsout5x5-k3:12021/20100/01210/00102/21000"}) {
    auto e = explain(test::load(id));
    ASSERT_TRUE(e.ok()) << id;
    ASSERT_TRUE(e->steps_recorded) << id;
    for (std::size_t i = 0; i < e->steps.size(); ++i)
      for (const std::string& s : slips(e->steps[i].caption(e->k))) ADD_FAILURE() << id << " step " << i + 1 << ": " << s;
    for (Sheet sheet : {Sheet::Full, Sheet::Student, Sheet::AnswerKey}) {
      ExportOptions o;
      o.sheet = sheet;
      for (const std::string& s : slips(to_text(*e, o))) ADD_FAILURE() << id << " " << sheet_words(sheet) << ": " << s;
    }
  }
}

// Every caption says why its step is taken, and the reason is true of the
// matrix at that step: the entry it clears is there before and gone after,
// a swap brings up the column's first 1 (mod 2), a pivot is the entry named.
TEST(ExplainWords, EveryStepSaysWhyAndTheReasonHolds) {
  for (const char* id : {"merlin:100/110/001", "lightsout5x5:10000/00000/00000/00000/00000", "merlin-k3:012/120/201",
                         "lightsout5x5-k3:22211/22202/11122/10102/10020", "lightsout3x3-k4:123/000/321"}) {
    auto e = explain(test::load(id));
    ASSERT_TRUE(e.ok()) << id;
    ModMatrix m = e->augmented;
    int reasons = 0, forward_pivots = 0;
    for (std::size_t i = 0; i < e->steps.size(); ++i) {
      const RowOp& op = e->steps[i];
      const std::string why = op.why(e->k);
      const std::string at = std::string(id) + " step " + std::to_string(i + 1) + " (" + op.caption(e->k) + ")";
      EXPECT_EQ(op.caption(e->k), op.what(e->k) + why) << at;
      reasons += !why.empty();
      if (op.kind == RowOpKind::Add && !op.combine && !why.empty()) {
        EXPECT_EQ(int(m.get(op.other, op.col)), op.entry) << at;
        EXPECT_EQ(int(m.get(op.row, op.col)), op.pivot) << at;
        EXPECT_NE(why.find("the " + std::to_string(op.entry) + " in row " + std::to_string(op.other + 1)), std::string::npos)
            << at;
      }
      if (op.kind == RowOpKind::Swap && e->k == 2) {
        EXPECT_EQ(int(m.get(op.row, op.col)), 0) << at;
        EXPECT_EQ(int(m.get(op.other, op.col)), 1) << at;
        for (int r = op.row + 1; r < op.other; ++r) EXPECT_EQ(int(m.get(r, op.col)), 0) << at << ": row " << r + 1;
      }
      if (op.kind == RowOpKind::Pivot && !op.above) {
        ++forward_pivots;
        EXPECT_EQ(int(m.get(op.row, op.col)), op.entry) << at;
      }
      apply(m, op);
      if (op.kind == RowOpKind::Add && !op.combine && !why.empty()) { EXPECT_EQ(int(m.get(op.other, op.col)), 0) << at; }
    }
    // Every clearing step and every forward pivot of 1 or a unit gives its reason.
    EXPECT_GE(reasons, forward_pivots) << id;
    EXPECT_GT(reasons, int(e->steps.size()) / 2) << id;
  }
}

// The proofreader itself marks what it is meant to.
TEST(ExplainWords, TheProofreaderMarksTheSlipsItLooksFor) {
  EXPECT_EQ(slips("every press changes cells cell 1 + 2 x cell 3").size(), 1u);
  EXPECT_EQ(slips("no solution. no presses can reach the goal").size(), 1u);
  EXPECT_EQ(slips("Press buttons 13 (1 press).").size(), 1u);
  EXPECT_EQ(slips("add the the row").size(), 1u);
  EXPECT_TRUE(slips("  12. add row 1 to row 2. Press buttons 5, 6 (2 presses). Row 3 reads 0 = 1.").empty());
}

}  // namespace
}  // namespace tl
