// explain_test.cpp: "see why" against Arnold and Blaszak's worked Merlin
// example and A^-1, Tekriwal and Sinha's R^-1, and the general solver.
#include <gtest/gtest.h>

#include <random>

#include "core/game/linear_view.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/linear/machines/lightsout.hpp"
#include "core/registry/registry.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::linear;
using test::load;

// Arnold and Blaszak (pages 10 and 13), transcribed row by row: A with the press
// vectors u_1..u_9 as columns, and A^-1 mod 2.
const std::vector<const char*> kMerlinA = {"110100000", "111010000", "011001000", "100110100", "101010101",
                                           "001011001", "000100110", "000010111", "000001011"};
const std::vector<const char*> kMerlinAInverse = {"101001110", "111111000", "101100011", "110110110", "101010101",
                                                  "011011011", "110001101", "000111111", "011100101"};
// Tekriwal and Sinha, section 3.3: R^-1 for Quatrainment.
const std::vector<const char*> kQuatrainmentRInverse = {
    "1110101011010010", "0010100101000111", "0100100100101110", "0111010110110100", "0100001110010101", "1001011001001000",
    "1001011000100001", "0010110010011010", "0101100100110100", "1000010001101001", "0001001001101001", "1010100111000010",
    "0010110110101110", "0111010010010010", "1110001010010100", "0100101101010111",
};

ModMatrix from_text(const std::vector<const char*>& rows) {
  ModMatrix m(int(rows.size()), int(std::string(rows[0]).size()), 2);
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; rows[r][c]; ++c) m.set(int(r), int(c), rows[r][c] == '1');
  return m;
}

std::vector<int> ones(const ZkVec& v) {
  std::vector<int> out;
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i]) out.push_back(int(i));
  return out;
}

ZkVec column(const ModMatrix& m, int j) {
  ZkVec v(std::size_t(m.rows()));
  for (int r = 0; r < m.rows(); ++r) v[std::size_t(r)] = uint8_t(m.get(r, j));
  return v;
}

// A x mod 2.
ZkVec times(const ModMatrix& a, const ZkVec& x) {
  ZkVec y(std::size_t(a.rows()), 0);
  for (int r = 0; r < a.rows(); ++r)
    for (int c = 0; c < a.cols(); ++c) y[std::size_t(r)] = uint8_t((y[std::size_t(r)] + a.get(r, c) * x[std::size_t(c)]) % 2);
  return y;
}

bool any(const ZkVec& v) { return !ones(v).empty(); }

std::string row_text(const ModMatrix& m, int r) {
  std::string s;
  for (int c = 0; c < m.cols(); ++c) s += char('0' + m.get(r, c));
  return s;
}

Explanation explained(const std::string& id, const ExplainOptions& o = {}) {
  auto e = explain(load(id), o);
  EXPECT_TRUE(e.ok()) << id;
  return *e;
}

using test::has;

std::size_t common(const ZkVec& a, const ZkVec& b) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) n += a[i] && b[i];
  return n;
}

// The system is Arnold and Blaszak's: A's columns are u_1..u_9, b = v_w + v_p.
TEST(Explain, MerlinSystemIsArnoldAndBlaszaks) {
  Explanation e = explained("merlin:100/110/001");
  ASSERT_TRUE(e.dense);
  EXPECT_EQ(e.a, from_text(kMerlinA));
  // v_w + v_p = (0,1,1,0,1,1,1,1,0), the right-hand side Arnold and Blaszak multiplies by A^-1.
  EXPECT_EQ(ones(e.b), (std::vector<int>{1, 2, 4, 5, 6, 7}));
  for (int r = 0; r < 9; ++r) EXPECT_EQ(e.augmented.get(r, 9), e.b[std::size_t(r)]);
}

// Arnold and Blaszak's first two steps: "Adding row1 to row2", then "Switching row2 with row3".
TEST(Explain, MerlinStepsBeginAsArnoldAndBlaszakDo) {
  Explanation e = explained("merlin:100/110/001");
  ASSERT_TRUE(e.steps_recorded);
  ASSERT_GE(e.steps.size(), 6u);
  EXPECT_EQ(e.steps[0].what(2), "pivot in column 1");
  EXPECT_EQ(e.steps[1].what(2), "add row 1 to row 2");
  // Each step says why it is taken, after what it does.
  EXPECT_EQ(e.steps[1].caption(2), "add row 1 to row 2 to clear the 1 in row 2 under the pivot of column 1");
  ModMatrix after_first = replay(e, 2);
  EXPECT_EQ(row_text(after_first, 1), "0011100001");  // Arnold and Blaszak's second row, then b's bit
  // Column 1 is cleared below row 1 (rows 4 and 5 also had a 1), then column 2's pivot comes up by a swap.
  std::size_t swap = 0;
  while (swap < e.steps.size() && e.steps[swap].kind != RowOpKind::Swap) ++swap;
  ASSERT_LT(swap, e.steps.size());
  EXPECT_EQ(e.steps[swap].caption(2), "swap rows 2 and 3: row 2 has a 0 in column 2, and row 3 is the first below it with a 1");
  EXPECT_EQ(e.steps[swap + 1].what(2), "pivot in column 2");
  // The row echelon form is upper triangular with 1s on the diagonal, like
  // Arnold and Blaszak's U (|A| = 1). Its entries above the diagonal depend on which
  // rows were added while "continuing in this manner": Arnold and Blaszak's U differs
  // from ours from row 4 on, by sums of rows below, which the reduced form removes.
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c <= r; ++c) EXPECT_EQ(e.echelon.get(r, c), r == c) << r << "," << c;
  EXPECT_EQ(replay(e, e.echelon_steps), e.echelon);
}

// Replaying every step forward gives the reduced form; each step applied again
// undoes itself, so stepping back from the end returns to [A | b].
TEST(Explain, StepsReplayForwardAndBackward) {
  for (const char* id :
       {"merlin:100/110/001", "lightsout5x5:10000/00000/00000/00000/00000", "quatrainment:1010/0101/1010/0101",
        "lightsout4x4t:1000/0100/0010/0001", "custom2x3:101/010,g=111/111,b=110/000.011/000.000/110.000/011.100/100"}) {
    Explanation e = explained(id);
    ASSERT_TRUE(e.steps_recorded) << id;
    ModMatrix m = e.augmented;
    long long changes = 0;
    for (const RowOp& op : e.steps) {
      apply(m, op);
      changes += op.changes_matrix();
    }
    EXPECT_EQ(m, e.reduced) << id;
    EXPECT_EQ(changes, e.step_count) << id;
    for (std::size_t i = e.steps.size(); i-- > 0;) apply(m, e.steps[i]);  // mod 2 each step is its own inverse
    EXPECT_EQ(m, e.augmented) << id;
    m = e.reduced;
    for (std::size_t i = e.steps.size(); i-- > 0;) undo(m, e.steps[i]);
    EXPECT_EQ(m, e.augmented) << id;
    // Reduced: each pivot column is a unit column, and the rows past the rank are zero in A's part.
    for (std::size_t r = 0; r < e.pivot_columns.size(); ++r)
      EXPECT_EQ(ones(column(e.reduced, e.pivot_columns[r])), (std::vector<int>{int(r)})) << id;
    for (int r = e.rank; r < e.cells; ++r)
      for (int c = 0; c < e.buttons; ++c) EXPECT_FALSE(e.reduced.get(r, c)) << id;
  }
}

// The solution read off the reduced form is the solver's: buttons 5, 6, 7, 9.
TEST(Explain, MerlinWorkedExampleEndsInTheSolversPresses) {
  Puzzle p = load("merlin:100/110/001");
  Explanation e = explained("merlin:100/110/001");
  ASSERT_TRUE(e.solvable);
  EXPECT_EQ(e.solution_presses(), (std::vector<int>{4, 5, 6, 8}));
  EXPECT_EQ(e.solution_presses(), p.machine->solve(p.position).presses);
  EXPECT_EQ(e.fewest_presses(), (std::vector<int>{4, 5, 6, 8}));
  EXPECT_EQ(e.rank, 9);
  EXPECT_EQ(e.nullity, 0);
  EXPECT_EQ(e.reachable_fraction(), "1");
}

TEST(Explain, InverseIsArnoldAndBlaszaksAndTekriwalAndSinhas) {
  Explanation merlin = explained("merlin:100/110/001");
  ASSERT_TRUE(merlin.inverse.has_value());
  EXPECT_EQ(*merlin.inverse, from_text(kMerlinAInverse));
  Explanation quat = explained("quatrainment:1010/0101/1010/0101");
  ASSERT_TRUE(quat.inverse.has_value());
  EXPECT_EQ(*quat.inverse, from_text(kQuatrainmentRInverse));
  EXPECT_TRUE(quat.analysis.quiet_patterns.empty());
  EXPECT_EQ(quat.reachable_fraction(), "1");
}

// A single lit corner on 5x5 Lights Out: the reduced form has a row 0 = 1; the
// cells summed into it are an invariant (a quiet pattern, A being symmetric)
// on which b is odd.
TEST(Explain, UnsolvableNamesTheViolatedParity) {
  Puzzle p = load("lightsout5x5:10000/00000/00000/00000/00000");
  Explanation e = explained(p.id());
  EXPECT_FALSE(e.solvable);
  EXPECT_FALSE(p.machine->solve(p.position).solvable);
  ASSERT_GE(e.contradiction_row, e.rank);
  EXPECT_TRUE(e.reduced.get(e.contradiction_row, e.buttons));
  const ZkVec& y = e.violated_invariant.weights;
  ASSERT_EQ(y.size(), 25u);
  EXPECT_TRUE(any(y));
  EXPECT_EQ(common(y, e.b) % 2, 1u);
  for (int j = 0; j < e.buttons; ++j) EXPECT_EQ(common(y, column(e.a, j)) % 2, 0u) << "button " << j + 1;
  EXPECT_TRUE(has(e.reason, "no presses can reach the goal")) << e.reason;
  EXPECT_EQ(e.nullity, 2);
  EXPECT_EQ(e.invariant_count, 2);
  EXPECT_EQ(e.reachable_fraction(), "1/2^2");
  EXPECT_EQ(e.analysis.quiet_patterns.size(), 2u);
  EXPECT_EQ(e.analysis.invariants.size(), 2u);
  EXPECT_TRUE(has(to_text(e), "reads 0 = 1")) << to_text(e);
}

// Quiet patterns change nothing; invariants are untouched by every button;
// the counts agree with the machine's analysis (Lights Out's fast paths), and
// the steps' solution solves.
TEST(Explain, PatternsAndSolutionsAgreeWithTheSolver) {
  std::mt19937_64 rng(6);
  for (auto [n, torus] : std::vector<std::pair<int, bool>>{{4, false}, {5, false}, {5, true}, {6, true}, {9, false}, {3, true}}) {
    MachinePtr mp = *make_lightsout(n, n, torus);
    const auto& m = dynamic_cast<const LinearMachine&>(*mp);
    LinearAnalysis an = m.analyze();
    for (int trial = 0; trial < 6; ++trial) {
      Position pos = m.random(rng(), trial % 2 == 0);
      Explanation e = explain(m, pos);
      EXPECT_EQ(e.rank, an.rank) << n << torus;
      EXPECT_EQ(e.nullity, an.nullity);
      EXPECT_EQ(e.invariant_count, an.invariant_count);
      EXPECT_EQ(int(e.analysis.quiet_patterns.size()), e.nullity);
      for (const ZkQuiet& q : e.analysis.quiet_patterns) EXPECT_FALSE(any(times(e.a, q.v)));
      for (const ZkInvariant& y : e.analysis.invariants)
        for (int j = 0; j < e.buttons; ++j) EXPECT_EQ(common(y.weights, column(e.a, j)) % 2, 0u);
      Solution s = m.solve(pos);
      ASSERT_EQ(e.solvable, s.solvable);
      if (e.solvable) {
        EXPECT_EQ(times(e.a, e.solution), e.b);
        EXPECT_EQ(e.fewest_presses(), s.presses);
      }
    }
  }
}

// Too large to record: the step count and the reduced form's rank remain.
// Too large to hold densely: the fast path's rank, no count.
TEST(Explain, LargeBoardsKeepTheSummary) {
  ExplainOptions small;
  small.max_step_size = 16;
  Explanation e = explained("lightsout5x5:10000/00000/00000/00000/00000", small);
  EXPECT_TRUE(e.dense);
  EXPECT_FALSE(e.steps_recorded);
  EXPECT_TRUE(e.steps.empty());
  EXPECT_EQ(e.step_count, explained("lightsout5x5:10000/00000/00000/00000/00000").step_count);
  EXPECT_GT(e.step_count, 0);
  EXPECT_EQ(e.nullity, 2);
  EXPECT_TRUE(has(to_text(e), "too large to show every step")) << to_text(e);

  MachinePtr big = *make_lightsout(100, 100, false);
  const auto& m = dynamic_cast<const LinearMachine&>(*big);
  Position pos = m.initial();
  pos.state.set(0);
  Explanation b = explain(m, pos);
  EXPECT_FALSE(b.dense);
  EXPECT_EQ(b.step_count, -1);
  EXPECT_EQ(b.nullity, m.analyze().nullity);
  EXPECT_EQ(b.solvable, m.solve(pos).solvable);
  EXPECT_FALSE(to_latex(b).empty());
}

// Too large for the elimination, two states or three: an unsolvable start
// names an invariant (a weighted sum no press changes) that b really changes,
// its reason is the hint's, and the counts are the machine's analysis.
TEST(Explain, LargeUnsolvableBoardsNameABrokenInvariant) {
  std::mt19937_64 rng(23);
  for (auto [n, head] : std::vector<std::pair<int, std::string>>{{69, "lightsout69x69"}, {34, "lightsout34x34-k3"}}) {
    std::string rows;
    for (int r = 0; r < n; ++r) rows += (r ? "/" : "") + std::string(std::size_t(n), '0');
    const Puzzle p = load(head + ":" + rows);
    const Machine& m = *p.machine;
    const ZkAnalysis a = analyze_rules(m, 8);
    ASSERT_GT(a.quiet_generator_count, 0u) << head;
    int unsolvable = 0;
    for (int trial = 0; trial < 4; ++trial) {
      const Position pos = m.random(rng(), true);
      const Explanation e = explain(m, pos);
      EXPECT_FALSE(e.dense) << head;
      EXPECT_EQ(e.k, m.linear_modulus());
      EXPECT_EQ(e.nullity, int(a.quiet_generator_count)) << head;
      EXPECT_EQ(e.invariant_count, int(invariant_count(a))) << head;
      const Solution s = m.solve(pos);
      ASSERT_EQ(e.solvable, s.solvable) << head;
      if (e.solvable) continue;
      ++unsolvable;
      EXPECT_EQ(e.reason, s.reason);
      const ZkInvariant& inv = e.violated_invariant;
      ASSERT_GT(inv.modulus, 0) << head;
      long long sum = 0;
      for (std::size_t c = 0; c < inv.weights.size(); ++c) sum += (long long)inv.weights[c] * e.b[c];
      EXPECT_NE(sum % inv.modulus, 0) << head;
    }
    EXPECT_GT(unsolvable, 0) << head << ": no unsolvable start dealt";
  }
}

// The field is the machine's one capability: every linear kind reports its
// states as the modulus and is explained, Ghaly's reports 0 and is refused in
// words; a 2-state board opened as Lights Out with a press shape (k-state
// rules) and as custom rules (GF(2) rules) has one analysis.
TEST(Explain, TheFieldIsTheMachinesCapability) {
  int linear = 0, other = 0;
  for (const MachineKind& kind : machine_kinds()) {
    const Puzzle p = load(kind.default_id);
    const int k = p.machine->linear_modulus();
    if (k == 0) {
      ++other;
      EXPECT_FALSE(explainable(*p.machine)) << kind.default_id;
      EXPECT_FALSE(explain(p).ok()) << kind.default_id;
      EXPECT_EQ(analyze_rules(*p.machine).k, 0) << kind.default_id;
      continue;
    }
    ++linear;
    EXPECT_EQ(k, p.machine->states()) << kind.default_id;
    EXPECT_TRUE(explainable(*p.machine)) << kind.default_id;
    EXPECT_EQ(analyze_rules(*p.machine).k, k) << kind.default_id;
  }
  EXPECT_GT(linear, 0);
  EXPECT_GT(other, 0);
  // 4x4 with the x press, as Lights Out and as the same custom rules.
  const Puzzle shape = load("lightsout4x4-x:1000/0000/0000/0001");
  std::string buttons;
  for (int j = 0; j < shape.machine->button_count(); ++j) {
    std::vector<uint8_t> amounts = shape.machine->linear()->button_amounts(j);
    if (j) buttons += '.';
    for (int c = 0; c < 16; ++c) buttons += std::string(c && c % 4 == 0 ? "/" : "") + char('0' + amounts[std::size_t(c)]);
  }
  const Puzzle custom = load("custom4x4:1000/0000/0000/0001,b=" + buttons);
  ASSERT_NE(test::as_zk(*shape.machine), nullptr);
  ASSERT_NE(test::as_packed(*custom.machine), nullptr);
  const ZkAnalysis a = analyze_rules(*shape.machine), b = analyze_rules(*custom.machine);
  EXPECT_EQ(a.rank, b.rank);
  EXPECT_EQ(a.quiet_generator_count, b.quiet_generator_count);
  EXPECT_EQ(a.reachable_fraction(), b.reachable_fraction());
  EXPECT_EQ(invariant_count(a), invariant_count(b));
  EXPECT_EQ(shape.machine->solve(shape.position).presses, custom.machine->solve(custom.position).presses);
}

std::size_t occurrences(const std::string& s, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = s.find(part); at != std::string::npos; at = s.find(part, at + 1)) ++n;
  return n;
}

// The worksheet is a whole document, and every enumerate has an item: the
// old export ended the steps with an empty list, which stops pdflatex
// ("perhaps a missing \item"). The CLI test compiles these with pdflatex.
TEST(Explain, LatexIsAStandaloneWorksheet) {
  for (const char* id : {"merlin:100/110/001", "lightsout5x5:10000/00000/00000/00000/00000", "quatrainment:1010/0101/1010/0101",
                         "merlin-k3:012/120/201", "lightsout3x3-k4:123/000/321"}) {
    const Explanation e = explained(id);
    for (Sheet sheet : {Sheet::Full, Sheet::Student, Sheet::AnswerKey}) {
      ExportOptions o;
      o.sheet = sheet;
      const std::string latex = to_latex(e, o), at = std::string(id) + " " + sheet_words(sheet);
      EXPECT_EQ(latex.find("\\documentclass"), latex.find('\n') + 1) << at;
      EXPECT_TRUE(has(latex, "\\usepackage{amsmath}")) << at;
      EXPECT_TRUE(has(latex, "\\begin{document}")) << at;
      EXPECT_TRUE(has(latex, sheet == Sheet::AnswerKey ? "\\subsection*{Answers to the exercises}" : "\\subsection*{Exercises}"))
          << at;
      EXPECT_EQ(latex.rfind("\\end{document}\n"), latex.size() - 15) << at;
      EXPECT_EQ(occurrences(latex, "\\begin{enumerate}"), occurrences(latex, "\\end{enumerate}")) << at;
      EXPECT_FALSE(has(latex, "\\begin{enumerate}\n\\end{enumerate}")) << at << "\n" << latex;
      EXPECT_EQ(occurrences(latex, "\\begin{picture}"), occurrences(latex, "\\end{picture}")) << at;
    }
  }
}

// The LaTeX export carries Arnold and Blaszak's A^-1 row for row, inside a pmatrix.
TEST(Explain, LatexHasArnoldAndBlaszaksInverse) {
  const std::string latex = to_latex(explained("merlin:100/110/001"));
  std::string rows;
  for (std::size_t r = 0; r < kMerlinAInverse.size(); ++r) {
    for (std::size_t c = 0; kMerlinAInverse[r][c]; ++c) rows += std::string(c ? " & " : "") + kMerlinAInverse[r][c];
    rows += r + 1 < kMerlinAInverse.size() ? " \\\\\n" : "\n";
  }
  EXPECT_TRUE(has(latex, "A^{-1} = \\begin{pmatrix}\n" + rows + "\\end{pmatrix}")) << latex;
  EXPECT_TRUE(has(latex, "1 & 0 & 1 & 0 & 0 & 1 & 1 & 1 & 0 \\\\\n1 & 1 & 1 & 1 & 1 & 1 & 0 & 0 & 0 \\\\\n"));
  EXPECT_TRUE(has(latex, "\\item[2.] add row 1 to row 2"));
  EXPECT_TRUE(has(latex, "\\usepackage{amsmath}"));
  const std::string text = to_text(explained("merlin:100/110/001"));
  EXPECT_TRUE(has(text, "A^-1 =\n  1 0 1 0 0 1 1 1 0\n  1 1 1 1 1 1 0 0 0\n")) << text;
  EXPECT_TRUE(has(text, "Press buttons 5, 6, 7, 9")) << text;
}

}  // namespace
}  // namespace tl
