// chase_lesson_test.cpp: the light-chasing lesson. Its last-row table agrees
// with the solver on every last-row pattern (5x5 and 6x6, 2 and 3 states);
// walking the lesson press by press solves every solvable start; presses off
// the method are refused with a reason; an unclearable last row says why.
#include <gtest/gtest.h>

#include <random>
#include <tuple>

#include "core/base/digits_text.hpp"
#include "core/linear/explain/chase_lesson.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::load;

MachinePtr board(const std::string& head, int cells) { return load(head + ":" + std::string(std::size_t(cells), '0')).machine; }

// Lights that need `last` in the last row (goal: all 0) and nothing elsewhere.
Position last_row_position(const Machine& m, const std::vector<uint8_t>& last) {
  Position pos = m.initial();
  const int base = (m.rows() - 1) * m.cols();
  for (int c = 0; c < m.cols(); ++c)
    for (int t = (m.states() - last[std::size_t(c)]) % m.states(); t > 0; --t) m.edit_cell(pos, base + c, false);
  return pos;
}

// Press by press as the lesson asks, always its first marked button; returns
// the presses made, or -1 when it stops short of solved.
int walk(ChaseLesson& lesson, const Machine& m, Position pos, int limit) {
  for (int n = 0; n <= limit; ++n) {
    const ChaseStep s = lesson.step(pos);
    if (s.phase == ChasePhase::Solved) return m.solved(pos) ? n : -1;
    if (s.phase == ChasePhase::Stuck || s.buttons.empty()) return -1;
    const int b = s.buttons.front();
    if (!lesson.check(pos, b).empty()) return -1;
    const Position before = pos;
    m.press(pos, b);
    lesson.accepted(before, b, pos);
  }
  return -1;
}

TEST(ChaseLesson, TheLastRowTableAgreesWithTheSolverOnEveryPattern) {
  for (const auto& [head, n, k] :
       {std::tuple{"lightsout5x5", 5, 2}, {"lightsout6x6", 6, 2}, {"lightsout5x5-k3", 5, 3}, {"lightsout6x6-k3", 6, 3}}) {
    const MachinePtr m = board(head, n * n);
    ChaseLesson lesson(m);
    const std::vector<ChaseTableEntry> entries = lesson.table().entries();
    ASSERT_FALSE(entries.empty()) << head;
    int patterns = 1, clearable = 0;
    for (int c = 0; c < n; ++c) patterns *= k;
    for (int code = 0; code < patterns; ++code) {
      std::vector<uint8_t> last(static_cast<std::size_t>(n));
      for (int c = 0, v = code; c < n; ++c, v /= k) last[std::size_t(c)] = uint8_t(v % k);
      const Position pos = last_row_position(*m, last);
      std::vector<uint8_t> top;
      const bool in_table = lesson.table().lookup(last, &top);
      ASSERT_EQ(in_table, m->solve(pos).solvable) << head << " last row " << code;
      if (!in_table) continue;
      ++clearable;
      // The table's presses in the top row, then a chase: solved.
      ChaseLesson fresh(m);
      EXPECT_GE(walk(fresh, *m, pos, 4 * n * n * k), 0) << head << " last row " << code;
    }
    // The listed table is exactly the clearable patterns, each once.
    EXPECT_EQ(int(entries.size()), clearable) << head;
    // Clearable patterns are the quiet patterns' quotient: k^n / k^nullity for prime k.
    const int nullity = m->solve(m->initial()).nullity;
    int quotient = 1;
    for (int i = 0; i < nullity; ++i) quotient *= k;
    EXPECT_EQ(clearable * quotient, patterns) << head;
  }
}

// The table's columns as the machine itself makes them, for many states: a
// top-row press, then the chase by the machine's own presses (each light not
// yet right pressed from below as often as it needs); the last row's needs
// are then what the column clears, negated. And the biggest board with the
// most states (256 x 256, 255 states) sets its lesson up: the chase presses
// a button its whole count at once (one at a time, 19 s there).
TEST(ChaseLesson, TheTableIsWhatTheMachinesOwnPressesGiveAtManyStates) {
  for (const auto& [head, rows, cols] : {std::tuple{"lightsout9x7-k255", 9, 7}, std::tuple{"lightsout6x8-k7", 6, 8}}) {
    const Puzzle start = load(std::string(head) + ":h" + std::string(std::size_t(2 * rows * cols), '0'));
    const Machine& m = *start.machine;
    const int k = m.states();
    const ChaseTable table(rows, cols, k);
    for (int j = 0; j < cols; ++j) {
      Position pos = start.position;
      m.press(pos, j);
      for (int r = 0; r + 1 < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          const int need = (m.goal_cells(pos)[std::size_t(r * cols + c)] - m.cells(pos)[std::size_t(r * cols + c)] + k) % k;
          for (int t = 0; t < need; ++t) m.press(pos, (r + 1) * cols + c);
        }
      for (int c = 0; c < cols; ++c) {
        const int cell = (rows - 1) * cols + c;
        const int need = (m.goal_cells(pos)[std::size_t(cell)] - m.cells(pos)[std::size_t(cell)] + k) % k;
        EXPECT_EQ(int(table.effect()[std::size_t(j)][std::size_t(c)]), (k - need) % k)
            << head << " column " << j << ", cell " << c;
      }
    }
  }
  const Puzzle big = load("lightsout256x256-k255:h" + std::string(2 * 256 * 256, '0'));
  const ChaseLesson lesson(big.machine);
  EXPECT_EQ(lesson.table().effect().size(), 256u);
}

TEST(ChaseLesson, WalkingTheLessonSolvesEverySolvableStart) {
  for (const auto& [head, rows, cols] : {std::tuple{"lightsout5x5", 5, 5},
                                         {"lightsout5x5-k3", 5, 5},
                                         {"lightsout4x7-k4", 4, 7},
                                         {"lightsout1x5", 1, 5},
                                         {"lightsout9x9", 9, 9},
                                         {"lightsout6x6-k5", 6, 6}}) {
    const MachinePtr m = board(head, rows * cols);
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      const Position start = m->random(seed, false);
      ChaseLesson lesson(m);
      const int presses = walk(lesson, *m, start, 8 * rows * cols * m->states());
      EXPECT_GE(presses, 0) << head << " seed " << seed;
      EXPECT_EQ(lesson.presses(), presses);
    }
  }
}

TEST(ChaseLesson, PressesOffTheMethodAreRefusedWithAReason) {
  const MachinePtr m = board("lightsout5x5", 25);
  ChaseLesson lesson(m);
  Position pos = load("lightsout5x5:10000/00000/00000/00000/00000").position;
  ChaseStep s = lesson.step(pos);
  ASSERT_EQ(s.phase, ChasePhase::Chase);
  EXPECT_EQ(s.row, 0);
  EXPECT_EQ(s.buttons, std::vector<int>{5});  // just below the lit corner
  const std::string why = lesson.check(pos, 0);
  EXPECT_NE(why.find("Not that one"), std::string::npos) << why;
  EXPECT_NE(why.find("row 1"), std::string::npos) << why;
  EXPECT_EQ(lesson.check(pos, 5), "");
}

TEST(ChaseLesson, AnUnclearableLastRowSaysWhichInvariantItBreaks) {
  const MachinePtr m = board("lightsout5x5", 25);
  // One lit corner of the last row alone: 5x5 has quiet patterns, and a
  // single light breaks one of their parities.
  Position pos = load("lightsout5x5:00000/00000/00000/00000/10000").position;
  ASSERT_FALSE(m->solve(pos).solvable);
  ChaseLesson lesson(m);
  const ChaseStep s = lesson.step(pos);
  EXPECT_EQ(s.phase, ChasePhase::Stuck);
  EXPECT_NE(s.text.find("no presses can clear it"), std::string::npos) << s.text;
  EXPECT_NE(s.text.find(m->solve(pos).reason), std::string::npos) << s.text;
  EXPECT_NE(lesson.check(pos, 0).find("cannot be cleared"), std::string::npos);
}

// A lesson taken up from its place (what a link carries) asks for exactly
// what the lesson it came from asks for, press after press, in every phase.
TEST(ChaseLesson, ResumedFromItsPlaceItGoesOnAsTheOriginal) {
  for (const auto& [head, n] : {std::pair{"lightsout5x5", 5}, {"lightsout5x5-k3", 5}, {"lightsout4x4-k4", 4}}) {
    const MachinePtr m = board(head, n * n);
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      Position pos = m->random(seed, false);
      ChaseLesson lesson(m);
      int phases_seen = 0, presses = 0;
      for (ChaseStep s = lesson.step(pos); s.phase != ChasePhase::Solved; s = lesson.step(pos)) {
        ASSERT_FALSE(s.buttons.empty()) << head << " seed " << seed;
        ASSERT_LT(++presses, 1000);
        // Take the lesson up again from its place, as a link would.
        const ChaseLesson::Place place = lesson.place(pos);
        phases_seen |= 1 << place.phase;
        ChaseLesson resumed(m);
        const std::string digits = place.pending.empty() ? "" : format_digits(place.pending, n, m->states());
        ASSERT_EQ(resumed.resume(pos, place.phase, digits, 0), "") << head << " phase " << place.phase;
        const ChaseStep again = resumed.step(pos);
        EXPECT_EQ(again.phase, s.phase) << head << " seed " << seed << " press " << presses;
        EXPECT_EQ(again.buttons, s.buttons) << head << " seed " << seed << " press " << presses;
        EXPECT_EQ(again.times, s.times) << head << " seed " << seed << " press " << presses;
        EXPECT_EQ(again.text, s.text) << head << " seed " << seed << " press " << presses << ": the same words";
        const Position before = pos;
        m->press(pos, s.buttons.front());
        lesson.accepted(before, s.buttons.front(), pos);
      }
      EXPECT_TRUE(m->solved(pos));
      if (phases_seen & (1 << 2)) { EXPECT_TRUE(phases_seen & (1 << 3)) << "a look-up is followed by the second chase"; }
    }
  }
}

TEST(ChaseLesson, APlaceThatDoesNotFitTheBoardSaysWhy) {
  const MachinePtr m = board("lightsout5x5", 25);
  const Position start = load("lightsout5x5:10000/00000/00000/00000/00000").position;
  ChaseLesson lesson(m);
  EXPECT_NE(lesson.resume(start, 2, "", 0).find("rows but the last are right"), std::string::npos);
  const std::string short_row = lesson.resume(start, 2, "101", 30);
  EXPECT_NE(short_row.find("at character"), std::string::npos) << short_row;
  EXPECT_NE(short_row.find("5 digits, each 0..1"), std::string::npos) << short_row;
  EXPECT_NE(lesson.resume(start, 2, "00000", 0).find("phase 3"), std::string::npos);
  EXPECT_NE(lesson.resume(start, 4, "", 0).find("phases 1, 2 and 3"), std::string::npos);
  // A board in another phase than the link says: a light in the top row is
  // not what phase 2 or 3 leaves (the lesson link's example, now in docs/IDS.md, once was this).
  EXPECT_NE(lesson.resume(start, 2, "10100", 0).find("not in the lesson's phase 2"), std::string::npos);
  EXPECT_NE(lesson.resume(start, 3, "", 0).find("not in the lesson's phase 3"), std::string::npos);
  // A chased board whose last row 10001 the top-row presses 11000 clear
  // (Jaap's table for 5 x 5 lists that pair).
  const Position chased = load("lightsout5x5:00000/00000/00000/00000/10001").position;
  EXPECT_EQ(lesson.resume(chased, 2, "11000", 0), "");
  const ChaseStep s = lesson.step(chased);
  EXPECT_EQ(s.phase, ChasePhase::LookUp);
  EXPECT_EQ(s.buttons, (std::vector<int>{0, 1})) << "the top-row presses the link named";
  EXPECT_NE(lesson.resume(chased, 2, "10100", 0).find("not in the lesson's phase 2"), std::string::npos)
      << "presses that leave the last row wrong";
  EXPECT_NE(lesson.resume(chased, 3, "", 0).find("not in the lesson's phase 3"), std::string::npos)
      << "chasing alone cannot clear 10001";
}

TEST(ChaseLesson, AppliesToTheClassicPressWithoutWrapOnly) {
  EXPECT_TRUE(ChaseLesson::applies(*board("lightsout5x5", 25)));
  EXPECT_TRUE(ChaseLesson::applies(*board("lightsout3x4-k3", 12)));
  EXPECT_FALSE(ChaseLesson::applies(*board("lightsout5x5t", 25)));
  EXPECT_FALSE(ChaseLesson::applies(*board("lightsout5x5-x", 25)));
  EXPECT_FALSE(ChaseLesson::applies(*board("lightsout5x5-noself", 25)));
  EXPECT_FALSE(ChaseLesson::applies(*load("merlin:000/000/000").machine));
}

}  // namespace
}  // namespace tl
