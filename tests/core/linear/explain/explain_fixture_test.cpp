// explain_fixture_test.cpp: the one explanation of both fields against the
// worksheets the two separate paths wrote before they were merged (the
// fixtures folder: boards.txt says which board each file is, capture.sh how
// they were written).
//
// Two states: the text and LaTeX worksheets are the same, byte for byte. The
// 2-state boards with another press shape took the k-state path then; their
// fixture is the same board written as custom rules, so only the title (the
// machine's name and ID) differs, on purpose.
// k states: the worksheet now has the sections of the 2-state one, so the
// test holds what must not change: the captions of the forward pass, the
// reduced form, the solution and the reason. Changed on purpose, and so
// rewritten here before comparing: a pivot of 1 is captioned "pivot in
// column c" as over GF(2) (it said ", row r" too); and when every pivot is 1
// (a prime k) the entries above the pivots are cleared last pivot first, as
// over GF(2): nothing fills in, so the back substitution takes no more steps
// than before (often fewer, in another order) and reaches the same form.
//
// Changed on purpose since, in the 2-state fixtures themselves (each change
// read in the diff): a section "Which positions can be reached" at the end
// (reachability.hpp), and LaTeX that prints what the text says ("2^25" as a
// superscript, "[A | b]" with a bar where the default font set a dash), and
// every step's reason after what it does (RowOp::why); the exercises in the
// text as in the LaTeX, the LaTeX's ID on its own breakable line under the
// title, and pictures of the board, A and A^-1 for a slide (sheets.hpp);
// in the LaTeX every power and index raised or lowered ("A^-1" and "u_j"
// printed a caret accent and an underscore).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "core/linear/explain/explain.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

const std::string kDir = TOGGLELAB_FIXTURES_DIR;

std::string read(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  EXPECT_TRUE(f.good()) << path;
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

struct Board {
  std::string name, id, captured_id;
};

std::vector<Board> boards() {
  std::vector<Board> out;
  std::istringstream in(read(kDir + "/boards.txt"));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    Board b;
    words >> b.name >> b.id >> b.captured_id;
    out.push_back(b);
  }
  // An empty list would let every test below pass without comparing anything.
  EXPECT_GE(out.size(), 4u) << "the fixtures' list was not read from " << kDir << "/boards.txt";
  return out;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
  return s;
}

// An ID as the LaTeX title block sets it: a break allowed after each separator.
std::string breakable(const std::string& id) {
  std::string o;
  for (char c : id) {
    o += c;
    if (c == '/' || c == ',' || c == '.' || c == ':' || c == '=') o += "\\allowbreak{}";
  }
  return o;
}

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The text fixture's section under "== heading ...", up to the next heading.
std::vector<std::string> section(const std::string& text, const std::string& heading) {
  std::vector<std::string> out;
  bool in = false;
  for (const std::string& l : lines(text)) {
    if (l.rfind("== ", 0) == 0) in = l.rfind("== " + heading, 0) == 0;
    else if (in) out.push_back(l);
  }
  return out;
}

// "  12. caption" lines, numbers dropped.
std::vector<std::string> captions(const std::vector<std::string>& section_lines) {
  std::vector<std::string> out;
  for (const std::string& l : section_lines) {
    std::size_t dot = l.find(". ");
    if (l.size() > 4 && l[0] == ' ' && l[1] == ' ' && dot != std::string::npos &&
        std::all_of(l.begin() + 2, l.begin() + long(dot), [](char c) { return c >= '0' && c <= '9'; }))
      out.push_back(l.substr(dot + 2));
  }
  return out;
}

// The matrix printed after a line starting with `label`.
std::vector<std::string> matrix_after(const std::vector<std::string>& ls, const std::string& label) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < ls.size(); ++i)
    if (ls[i].rfind(label, 0) == 0) {
      for (std::size_t j = i + 1; j < ls.size() && ls[j].rfind("  ", 0) == 0 && ls[j].find(". ") == std::string::npos; ++j)
        out.push_back(ls[j]);
      break;
    }
  return out;
}

TEST(ExplainFixtures, TwoStatesWriteTheSameWorksheets) {
  int compared = 0;
  for (const Board& b : boards()) {
    const Puzzle p = test::load(b.id);
    if (p.machine->states() != 2) continue;
    const Puzzle captured = test::load(b.captured_id);
    auto e = explain(p);
    ASSERT_TRUE(e.ok()) << b.id;
    const std::string old_title = captured.machine->title() + " (" + captured.id() + ")";
    const std::string new_title = p.machine->title() + " (" + p.id() + ")";
    EXPECT_EQ(to_text(*e), replace_all(read(kDir + "/" + b.name + ".txt"), old_title, new_title)) << b.name;
    // The LaTeX has the title and the ID apart too: the heading, and the ID
    // set to break after its separators.
    std::string tex = replace_all(read(kDir + "/" + b.name + ".tex"), old_title, new_title);
    tex = replace_all(tex, "\\section*{" + captured.machine->title() + "}", "\\section*{" + p.machine->title() + "}");
    tex = replace_all(tex, breakable(captured.id()), breakable(p.id()));
    EXPECT_EQ(to_latex(*e), tex) << b.name;
    ++compared;
  }
  EXPECT_EQ(compared, 10);
}

TEST(ExplainFixtures, KStatesKeepTheirStepsFormsAndAnswers) {
  int compared = 0;
  for (const Board& b : boards()) {
    const Puzzle p = test::load(b.id);
    if (p.machine->states() == 2) continue;
    auto e = explain(p);
    ASSERT_TRUE(e.ok()) << b.id;
    const std::string old_text = read(kDir + "/" + b.name + ".txt");
    std::vector<std::string> old_steps = captions(section(old_text, "Elimination mod"));
    for (std::string& c : old_steps)
      if (c.rfind("pivot in column ", 0) == 0 && c.find(", row ") != std::string::npos && c.find(':') == std::string::npos)
        c = c.substr(0, c.find(", row "));
    std::vector<std::string> new_steps;
    for (const RowOp& op : e->steps) new_steps.push_back(op.what(e->k));  // the fixtures predate why()
    const auto forward = long(e->echelon_steps);
    ASSERT_LE(new_steps.size(), old_steps.size()) << b.name;
    ASSERT_GE(long(old_steps.size()), forward) << b.name;
    EXPECT_TRUE(std::equal(new_steps.begin(), new_steps.begin() + forward, old_steps.begin())) << b.name;
    const bool units = std::all_of(e->pivot_values.begin(), e->pivot_values.end(), [](int d) { return d == 1; });
    if (!units) { EXPECT_EQ(new_steps, old_steps) << b.name << ": first pivot first, as before"; }

    const std::string text = to_text(*e);
    EXPECT_EQ(matrix_after(lines(text), "reduced form ="), matrix_after(lines(old_text), "Reduced form:")) << b.name;
    const std::vector<std::string> old_answer = section(old_text, "The answer");
    ASSERT_FALSE(old_answer.empty()) << b.name;
    if (e->solvable) {
      const std::string& said = old_answer[0];  // "Solvable. Back substitution gives s: press 1 x2, 4."
      const std::string presses = said.substr(said.find("press ") + 6, said.size() - said.find("press ") - 7);
      EXPECT_NE(text.find("Press buttons " + presses + " ("), std::string::npos) << b.name << "\n" << text;
    } else {
      EXPECT_EQ(old_answer[0], "Not solvable: " + e->reason) << b.name;
      EXPECT_NE(text.find("In words: " + e->reason), std::string::npos) << b.name;
    }
    ++compared;
  }
  EXPECT_EQ(compared, 6);
}

// The same 2-state board opened as Lights Out with a press shape and as
// custom rules is one system: the same steps, answer and fewest presses, and
// so the same first hint.
TEST(ExplainFixtures, ABoardExplainsAndHintsAlikeHoweverItWasOpened) {
  for (const Board& b : boards()) {
    const Puzzle p = test::load(b.id), q = test::load(b.captured_id);
    if (p.id() == q.id()) continue;
    const Explanation e = explain(*p.machine, p.position), f = explain(*q.machine, q.position);
    EXPECT_EQ(e.steps.size(), f.steps.size()) << b.name;
    EXPECT_EQ(e.solution, f.solution) << b.name;
    EXPECT_EQ(e.reason, f.reason) << b.name;
    const Solution s = p.machine->solve(p.position), t = q.machine->solve(q.position);
    EXPECT_EQ(s.solvable, t.solvable) << b.name;
    EXPECT_EQ(s.presses, t.presses) << b.name;
  }
}

}  // namespace
}  // namespace tl
