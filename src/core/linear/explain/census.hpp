// census.hpp: how hard a board is. For a linear machine small enough to
// enumerate (two states or k), the number of positions that need exactly
// 0, 1, 2, ... fewest presses, over every position reachable from the goal;
// the largest such count (the board's "God's number") and one position that
// needs it.
//
// How positions are named: the reachable differences y = A x (the presses'
// sums mod k) form a group, the image of A. Per prime-power factor q of k,
// the Howell form of A's columns gives generators r_i of order o_i such that
// every y is sum c_i r_i with 0 <= c_i < o_i in exactly one way (Howell 1986;
// for two states the reduced echelon form's pivot cells). The digits c_i of
// all factors, in mixed radix, index a table of one byte per position; a
// press adds its own digits, digit by digit, so a neighbour is two table
// look-ups (low digits, high digits) and no vector arithmetic.
//
// Two ways through the table, whichever visits fewer entries:
//   - Gray code (two states, few buttons): every press set x, one button
//     changing per step, keeping the fewest of its position (2^buttons steps;
//     5x5 Lights Out: 2^25 over an 8 MiB table);
//   - breadth first (k states, or many buttons): level d's positions, each
//     press added once, give level d + 1 (positions x (buttons + levels)).
// Both run in slices (step()), so the page can show a bar with Pause and
// Cancel and stay responsive; census() runs one to the end.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/base/job.hpp"
#include "core/base/result.hpp"
#include "core/game/machine.hpp"

namespace tl {

// The largest census: 2^30 positions kept (a byte each: 1 GiB) natively;
// the page keeps to 2^24 (16 MiB of its memory).
constexpr uint64_t kCensusMaxPositions = uint64_t(1) << 30;
constexpr uint64_t kCensusPagePositions = uint64_t(1) << 24;
constexpr int kCensusMaxButtons = 4096;

struct Census {
  int cells = 0, buttons = 0, states = 2;
  int rank = -1;                 // over the field (two states or a prime number); else -1
  uint64_t reachable = 0;        // positions reachable from the goal (the image of A)
  std::vector<uint64_t> counts;  // counts[n]: positions needing exactly n presses
  int hardest = 0;               // the most any reachable position needs
  Puzzle hardest_puzzle;         // one position that needs `hardest` (the goal's machine)
  double seconds = 0;            // the enumeration's own time
};

// A census as a screen shows it while it is counted elsewhere (the engine's
// job, its news read in): plain data, no table.
struct CensusReport {
  bool started = false;  // asked for (or counted at once)
  bool running = false;  // not paused
  bool done = false;     // ended: counted, or stopped on `error`
  double progress = 0;   // 0..1
  std::string error;     // why it stopped without a census
  Census census;         // once counted (hardest_puzzle empty: hardest_id names it)
  std::string hardest_id, method;
  bool counted() const { return done && error.empty(); }
};

// A census in slices. Starting fails, in words that say what is allowed,
// when the machine is not linear or keeps more than `max_positions`.
class CensusRun final : public Job {
 public:
  static Result<std::shared_ptr<CensusRun>> start(const Puzzle& p, uint64_t max_positions = kCensusMaxPositions);

  // Works through about `work` table entries (a few milliseconds per
  // million); true once the census is complete.
  bool step(uint64_t work);
  // A background slice: about a millisecond's work.
  bool step() override { return step(uint64_t(1) << 18); }
  bool done() const override { return done_; }
  double progress() const override;              // 0..1, for the bar
  const Census& result() const { return out_; }  // complete once done()
  const std::string& method() const { return method_; }
  // Set when the run stopped without a census (done() is then true).
  const std::string& error() const { return error_; }
  // What it came to, as plain data for a screen (once done): the counts,
  // a hardest position as its ID, or the error.
  CensusReport report() const;

  // The fewest presses from `pos` (same rules) to its goal; -1 when the goal
  // cannot be reached from it. Only once done().
  int fewest(const Position& pos) const;
  // The table itself, for drawing positions of a given difficulty: the
  // fewest presses of the position at `index` (below result().reachable),
  // and that position (its goal's rules; lights = goal - the presses' sum).
  int fewest_at(uint64_t index) const { return fewest_[std::size_t(index)]; }
  Position position_at(uint64_t index) const { return position_of(index); }

 private:
  CensusRun() = default;
  uint64_t index_of(const std::vector<int>& diff) const;  // y (per cell, mod k) -> table index
  Position position_of(uint64_t index) const;             // goal - y for the table index
  void finish();

  Puzzle puzzle_;
  Census out_;
  std::string method_;
  int k_ = 2;
  // Per prime-power factor: its modulus and the generators r_i (per cell, mod q).
  struct Factor {
    int q = 0;
    std::vector<std::vector<uint8_t>> rows;    // r_i
    std::vector<int> pivot_cols, pivot_units;  // r_i leads at pivot_cols[i] with p^v_i
  };
  std::vector<Factor> factors_;
  std::vector<int> radix_;                      // o_i, every factor's in turn
  std::vector<std::vector<int>> digits_;        // per button, its digits
  uint64_t low_size_ = 1;                       // product of the low digits' radices
  std::vector<std::vector<uint32_t>> lo_, hi_;  // per button, the low / high part of index + press
  std::vector<uint8_t> fewest_;                 // per index, 0xff while unseen

  // Gray code
  bool gray_ = false;
  uint64_t sets_ = 0, set_ = 1, pressed_ = 0;
  uint64_t gray_index_ = 0;
  std::vector<uint64_t> gray_steps_;  // per button, its index (two states: bits)
  int weight_ = 0;
  // Breadth first
  int level_ = 0;
  uint64_t scan_ = 0, found_ = 0, seen_ = 1;

  bool done_ = false;
  std::string error_;
  double seconds_ = 0;
};

// The census of the machine's rules, run to the end (the position only
// supplies the goal).
Result<Census> census(const Puzzle& p, uint64_t max_positions = kCensusMaxPositions);

// Where a position stands among its board's: "harder than 71% of this
// board's positions" is the part of the reachable positions needing fewer
// presses, in whole percent (rounded down, so 100% is never said of a tie).
int percent_easier(const Census& c, int presses);

}  // namespace tl
