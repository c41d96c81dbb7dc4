// explain_words_test.cpp: the words of the four eliminations a class meets
// first (Merlin's Magic Squares, 5 x 5 Lights Out, Merlin mod 3 and Lights
// Out 2000, 5 x 5 mod 3), read as a teacher proofreads: every step's
// caption and the whole text worksheet, for a word written twice ("cells
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
    if (w[i] == w[i - 1] || w[i - 1] == w[i] + "s") out.push_back("twice: \"" + w[i - 1] + " " + w[i] + "\"");
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
    for (const std::string& s : slips(to_text(*e))) ADD_FAILURE() << id << " worksheet: " << s;
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
