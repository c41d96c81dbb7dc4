// chase_lesson.hpp: light chasing, a method a person can use without a
// computer, as a lesson that checks each press (Jaap's Lights Out pages
// describe it in prose; here it works for any board size and any number of
// states, on the classic press: a cell and the four beside it, no wrap).
//
//   1. Chase: row by row from the top, press the button below each light that
//      is not yet right, as often as it needs (a press there changes the
//      light above it and nothing in the rows above). Afterwards only the
//      last row can be wrong.
//   2. Look up: the last row's pattern says which buttons of the top row to
//      press (the table below, computed for this size and number of states).
//      A pattern the table does not list cannot be cleared at all: it breaks
//      an invariant of the board.
//   3. Chase again: the same sweep now ends with the last row right too.
//
// Why the table exists: chasing is linear over Z_k. Pressing the top-row
// presses x and chasing changes the last row by M x for a fixed C x C matrix
// M (its column j: what pressing top-row button j once and chasing does to
// the last row), so a last row that still needs e is cleared by any x with
// M x = e (mod k), and by none when e is outside M's column space.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/game/linear_view.hpp"
#include "core/game/machine.hpp"
#include "core/modk/zk_solver.hpp"

namespace tl {

// What the last row still needs (goal - lights, mod k, cell by cell) and the
// top-row presses (times, 0..k-1 each) that clear it after a second chase.
struct ChaseTableEntry {
  std::vector<uint8_t> last_row;
  std::vector<uint8_t> top_presses;
  int press_count = 0;  // sum of top_presses
};

class ChaseTable {
 public:
  ChaseTable(int rows, int cols, int k);

  int cols() const { return cols_; }
  int k() const { return k_; }
  // Column j: the change to the last row's needs (mod k) from pressing
  // top-row button j once and chasing.
  const std::vector<std::vector<uint8_t>>& effect() const { return effect_; }
  // The fewest top-row presses that clear a last row needing `last_row`;
  // false when no top-row presses can (the pattern breaks an invariant).
  bool lookup(const std::vector<uint8_t>& last_row, std::vector<uint8_t>* top_presses) const;
  // Every clearable last row with its fewest top-row presses, when there are
  // at most `limit` top-row press vectors to try (k^cols); else empty.
  std::vector<ChaseTableEntry> entries(std::size_t limit = 4096) const;

 private:
  int cols_, k_;
  std::vector<std::vector<uint8_t>> effect_;
  ZkSolver solver_;
};

// What the last row still needs after chasing a board that needs `need`
// (goal - lights, mod k, per cell in reading order) from the top, the top
// row unpressed: the pattern the table is looked up with.
std::vector<uint8_t> chased_last_row(std::vector<int> need, int rows, int cols, int k);

enum class ChasePhase { Chase, LookUp, ChaseAgain, Solved, Stuck };

// What the lesson asks for now.
struct ChaseStep {
  ChasePhase phase = ChasePhase::Chase;
  int row = -1;                   // Chase: the row being cleared (0-based); its buttons are in row + 1
  std::vector<int> buttons;       // the buttons to press now (cells, reading order)
  std::vector<int> times;         // how often each (k states: 1..k-1)
  std::vector<uint8_t> last_row;  // LookUp / Stuck: what the last row still needs
  std::string text;               // the instruction, in a player's words
};

class ChaseLesson {
 public:
  // Whether the lesson applies to a machine (LinearView::chases_lights()).
  static bool applies(const Machine& m) { return chases_lights(m); }
  explicit ChaseLesson(MachinePtr m);
  const MachinePtr& machine() const { return m_; }

  const ChaseTable& table() const { return table_; }
  // What to do at `pos`. A position other than the one the lesson's last
  // accepted press made (the player undid, restarted, loaded) starts the
  // lesson afresh from what the board shows.
  ChaseStep step(const Position& pos) const;
  // Checks a press of `button` at `pos`: empty when it is the lesson's move
  // (then call accepted() with the position it made), else why it is not.
  std::string check(const Position& pos, int button) const { return check(step(pos), button); }
  void accepted(const Position& before, int button, const Position& after) { accepted(step(before), before, button, after); }
  // The same with `step(pos)` already at hand (the view keeps it per board
  // change), so a press is checked and taken without chasing the board again.
  std::string check(const ChaseStep& at_pos, int button) const;
  void accepted(const ChaseStep& at_before, const Position& before, int button, const Position& after);
  int presses() const { return presses_; }  // accepted presses since the lesson began
  // Where the lesson began (the board when it started, or the one a link
  // names); nullptr before begin() or a resumed history.
  void begin(const Position& start) {
    start_ = start;
    has_start_ = true;
    presses_ = 0;
  }
  const Position* start() const { return has_start_ ? &start_ : nullptr; }

  // The lesson's place as a link carries it: phase 1 (chase), 2 (look up) or
  // 3 (chase again) at `pos`, and in phase 2 the top-row presses still to make.
  struct Place {
    int phase = 1;
    std::vector<uint8_t> pending;
  };
  Place place(const Position& pos) const { return place(step(pos), pos); }
  Place place(const ChaseStep& at_pos, const Position& pos) const;
  // Goes on from a link's place at `pos`: phase 1 starts afresh, 3 chases
  // again, 2 makes the top-row presses `digits` names (digits_text.hpp, a
  // digit per top-row button; none: those the board's last row looks up).
  // Returns what does not fit this board, or empty; `digits_pos` is where the
  // digits begin in the link, for the error's position.
  std::string resume(const Position& pos, int phase, std::string_view digits, std::size_t digits_pos);
  // After resume(): the presses so far (-1: not known, counted from 0) and
  // the board the lesson began on (nullptr: not known, `pos` then), as a
  // link carries them. Refused when presses cannot turn `start` into `pos`
  // (another goal, or a change no presses make): it would not be this
  // lesson's start. Returns what does not fit, or empty.
  std::string resume_history(const Position& pos, const Position* start, long long presses);

 private:
  std::vector<int> needs(const Position& pos) const;                  // goal - lights, mod k
  std::string look_up_words(const std::vector<uint8_t>& last) const;  // the look-up's instruction
  std::vector<uint8_t> top_presses(const ChaseStep& look_up) const;   // per top-row button, how often
  bool following(const Position& pos) const { return has_last_ && pos == last_; }

  MachinePtr m_;
  int rows_, cols_, k_;
  ChaseTable table_;
  // The lesson's memory across presses: the top-row presses still to make
  // (LookUp) and whether the second chase has begun.
  std::vector<uint8_t> pending_;
  bool looked_up_ = false;
  bool has_last_ = false;
  Position last_;
  int presses_ = 0;
  bool has_start_ = false;
  Position start_;
};

}  // namespace tl
