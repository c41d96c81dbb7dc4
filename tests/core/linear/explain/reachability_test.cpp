// reachability_test.cpp: the words that say why only some positions can be
// reached, against what enumerating every press set finds on small boards,
// the seeds' numbers (1 in 4 on 5 x 5; 2^26 positions of 4 x 4 with four
// states), and A's symmetry read from the machine's own presses.
#include <gtest/gtest.h>

#include <set>

#include "core/linear/explain/reachability.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

// Every press set of a machine with at most a few hundred thousand: the
// distinct changes from its start and how many press sets make each.
struct Enumerated {
  long long press_sets = 0, reachable = 0;
};

Enumerated enumerate(const Puzzle& p) {
  const Machine& m = *p.machine;
  const int k = m.states(), n = m.button_count();
  Enumerated out;
  out.press_sets = 1;
  for (int i = 0; i < n; ++i) out.press_sets *= k;
  std::set<std::vector<int>> seen;
  std::vector<int> times(std::size_t(n), 0);
  for (long long c = 0; c < out.press_sets; ++c) {
    long long t = c;
    Position pos = p.position;
    for (int b = 0; b < n; ++b, t /= k)
      for (int r = 0; r < int(t % k); ++r) m.press(pos, b);
    seen.insert(m.cells(pos));
  }
  out.reachable = (long long)seen.size();
  return out;
}

// A[cell][button] from the machine's presses on its start: is it symmetric?
bool symmetric_presses(const Puzzle& p) {
  const Machine& m = *p.machine;
  if (m.button_count() != m.cell_count()) return false;
  const std::vector<int> before = m.cells(p.position);
  std::vector<std::vector<int>> a;
  for (int b = 0; b < m.button_count(); ++b) {
    Position pos = p.position;
    m.press(pos, b);
    std::vector<int> col = m.cells(pos);
    for (std::size_t c = 0; c < col.size(); ++c) col[c] = (col[c] - before[c] + m.states()) % m.states();
    a.push_back(col);
  }
  for (int i = 0; i < m.button_count(); ++i)
    for (int j = 0; j < i; ++j)
      if (a[std::size_t(i)][std::size_t(j)] != a[std::size_t(j)][std::size_t(i)]) return false;
  return true;
}

using test::has;

TEST(Reachability, TheCountingArgumentsNumbersAreWhatEveryPressSetGives) {
  for (const char* id :
       {"merlin:100/110/001", "lightsout4x4:1000/0000/0000/0000", "lightsout3x3-k4:123/000/321", "lightsout2x3-k6:123/321",
        "merlin-k3:012/120/201", "quatrainment:1010/0101/1010/0101",
        "custom2x3:101/010,g=111/111,b=110/000.011/000.000/110.000/011.100/100", "custom2x2:00/00,b=11/00.01/10.10/10.00/01"}) {
    const Puzzle p = test::load(id);
    auto e = explain(p);
    ASSERT_TRUE(e.ok()) << id;
    const ReachabilityWords w = reachability_words(*e);
    const Enumerated n = enumerate(p);
    const int k = p.machine->states();
    const std::string sets = std::to_string(k) + "^" + std::to_string(p.machine->button_count());
    EXPECT_TRUE(has(w.counting, "so there are " + sets + " press sets.")) << id << ": " << w.counting;
    const long long per = n.press_sets / n.reachable;  // press sets per change
    ASSERT_EQ(per * n.reachable, n.press_sets) << id << ": every change made by as many press sets";
    long long all = 1;
    for (int c = 0; c < p.machine->cell_count(); ++c) all *= k;
    const std::string reach = count_words(e->analysis.reachable);
    EXPECT_TRUE(has(reach, std::to_string(n.reachable))) << id << ": " << reach << " vs " << n.reachable;
    if (per == 1) {
      EXPECT_TRUE(has(w.counting, "different press sets make different changes")) << id;
    } else {
      EXPECT_TRUE(has(w.counting, "reached by exactly " + std::to_string(per) + " press sets")) << id << ": " << w.counting;
    }
    if (n.reachable == all) {
      EXPECT_TRUE(has(w.counting, "every one of the") || has(w.counting, "all of them")) << id;
      EXPECT_TRUE(w.checks.empty()) << id;
      EXPECT_EQ(w.in_play, "So every position can be solved, the one in play too.") << id;
    } else {
      EXPECT_TRUE(has(w.counting, "1 in " + std::to_string(all / n.reachable) + " of all ")) << id << ": " << w.counting;
      EXPECT_TRUE(has(w.checks, "Which ones: the invariants")) << id;
      EXPECT_EQ(w.symmetric, symmetric_presses(p)) << id;
      EXPECT_EQ(has(w.checks, "the invariants are the quiet patterns themselves"), symmetric_presses(p)) << id;
      if (p.machine->button_count() == p.machine->cell_count()) {
        EXPECT_EQ(has(w.checks, "A is not symmetric"), !symmetric_presses(p)) << id << ": " << w.checks;
      }
      EXPECT_EQ(w.in_play, e->solvable ? "The position in play passes every check: it can be solved."
                                       : "The position in play fails a check: it cannot be solved, whatever is pressed.")
          << id;
    }
  }
}

// The seeds' numbers: 5 x 5 Lights Out reaches 1 position in 4 (2^23 of
// 2^25) and its invariants are its quiet patterns; 4 x 4 with four states
// reaches 2^26 positions, neither 4^12 nor 4^16.
TEST(Reachability, TheSeedsNumbersInWords) {
  auto five = explain(test::load("lightsout5x5:10000/00000/00000/00000/00000"));
  ASSERT_TRUE(five.ok());
  const ReachabilityWords w = reachability_words(*five);
  EXPECT_TRUE(has(w.counting, "2^25 / 4 = 2^23 = 8388608 positions, 1 in 4 of all 2^25.")) << w.counting;
  EXPECT_TRUE(has(w.checks, "2 independent checks")) << w.checks;
  EXPECT_TRUE(w.symmetric);
  EXPECT_EQ(w.in_play, "The position in play fails a check: it cannot be solved, whatever is pressed.");
  auto four = explain(test::load("lightsout4x4-k4:1000/0000/0000/0000"));
  ASSERT_TRUE(four.ok());
  EXPECT_TRUE(has(reachability_words(*four).counting, "4^16 / 64 = 2^26 = 67108864 positions, 1 in 64 of all 4^16."))
      << reachability_words(*four).counting;
  // The worksheets carry the same words.
  const std::string text = to_text(*five);
  for (const std::string& p : w.paragraphs()) EXPECT_TRUE(has(text, p)) << p;
}

}  // namespace
}  // namespace tl
