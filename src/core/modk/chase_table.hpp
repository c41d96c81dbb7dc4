// chase_table.hpp: light chasing on a plain plus board (Lights Out's press
// shape, the pressed light included, no wrap) with k states, and the
// last-row lookup table a person uses with it (Jaap's pages describe the
// method in prose):
//   1. chase: row by row from the top, press below every light that is not
//      0, as often as it takes to bring it to 0; only the last row is left;
//   2. look the last row up: the table gives the top-row presses that,
//      chased again, clear it; or says that it cannot be cleared (the
//      position breaks an invariant);
//   3. press them in the top row and chase again.
// Chasing is linear: chasing the top-row presses x from an empty board
// leaves the last row M x (mod k), so the table solves M x = -p for each
// last-row pattern p, keeping the x with the fewest presses.
#pragma once

#include <cstdint>
#include <vector>

namespace tl {

// Chases `cells` (row-major, values mod k) down the board in place; adds
// the presses it makes to `presses` (per cell, mod k) when given.
void chase_down(std::vector<int>& cells, int rows, int cols, int k, std::vector<int>* presses = nullptr);
// Presses button (r, c) `times` times on a plain plus board.
void press_plus(std::vector<int>& cells, int rows, int cols, int k, int r, int c, int times);

class ChaseTable {
 public:
  // Up to k^cols patterns: boards with k^cols <= 2^20.
  ChaseTable(int rows, int cols, int k);
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int k() const { return k_; }
  // The pattern's index: last-row values as base-k digits, first cell most significant.
  int index(const std::vector<int>& last_row) const;
  std::size_t patterns() const { return top_.size(); }
  // The top-row presses (per column, mod k) that clear this last row after
  // chasing again, the fewest; empty when no top-row presses can.
  const std::vector<int>& top_presses(const std::vector<int>& last_row) const { return top_[std::size_t(index(last_row))]; }
  bool clearable(const std::vector<int>& last_row) const { return !top_presses(last_row).empty(); }

 private:
  int rows_, cols_, k_;
  std::vector<std::vector<int>> top_;  // per pattern; empty: cannot be cleared
};

}  // namespace tl
