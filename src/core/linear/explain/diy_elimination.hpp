// diy_elimination.hpp: the student does the elimination. [A | b] mod k
// (k = 2 for the two-state machines) and the row operations a person may
// choose: swap two rows, add a multiple of one row to another, multiply a
// row by a unit. Each operation is applied and answered in words: what it
// did, whether it moved towards the reduced form ("pivot in column 3
// done"), or why it is refused ("2 has no inverse mod 4"). "Next standard
// step" does one step of Gauss-Jordan elimination for a student who is
// stuck. At the reduced form the solution s is read off (free buttons
// unpressed), to be pressed on the board.
//
// Progress is measured column by column, left to right, as a person checks
// it: column c is done when the next pivot row has 1 there and every other
// row 0; it is free when no row from the next pivot row down has anything
// there. The reduced form is reached when every column of A is done or free.
// For composite k a column may have no unit to pivot on even after adding
// rows (mod 4, a column of 2s): the model says so and stops there; the Why
// tab's step-through (Howell's form) shows how such columns are handled.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/game/machine.hpp"
#include "core/linear/explain/elimination.hpp"

namespace tl {

// A student's operation is the elimination's RowOp (Swap, Add or Scale) with
// no pivot column: captioned in the same words, "add 2 times row 1 to row 3
// (mod 5)".

struct DiyOutcome {
  bool applied = false;
  std::string message;  // what happened and what it did for the reduced form, or why it was refused
};

class DiyElimination {
 public:
  DiyElimination() = default;
  // [A | b] as rows of numbers mod k; `buttons` is A's column count.
  DiyElimination(std::vector<std::vector<int>> augmented, int k, int buttons);
  // The system of a linear machine's position (2 or k states), b = goal - lights.
  // Empty (rows() == 0) for other machines and for systems over kMaxSize a side.
  static DiyElimination of(const Machine& m, const Position& pos);
  static constexpr int kMaxSize = 64;

  int k() const { return k_; }
  int rows() const { return int(m_.size()); }
  int buttons() const { return buttons_; }
  int at(int r, int c) const { return m_[std::size_t(r)][std::size_t(c)]; }
  const std::vector<std::vector<int>>& matrix() const { return m_; }
  const std::vector<RowOp>& history() const { return history_; }

  DiyOutcome apply(const RowOp& op);
  DiyOutcome swap(int a, int b) { return apply({RowOpKind::Swap, a, b, 1}); }
  DiyOutcome add(int from, int to, int factor) { return apply({RowOpKind::Add, from, to, factor}); }
  DiyOutcome scale(int row, int unit) { return apply({RowOpKind::Scale, row, row, unit}); }
  // The step Gauss-Jordan elimination takes next (what next_standard_step applies).
  bool standard_step(RowOp& op) const;
  DiyOutcome next_standard_step();
  // Takes back the last operation (the operations are invertible).
  bool undo();

  // Progress: the columns done, the column being worked on (-1 at the end).
  int columns_done() const;
  int current_column() const;
  bool reduced() const { return current_column() < 0; }
  bool stuck() const;  // composite k: the current column has no unit to pivot on, and none can be made
  // At the reduced form: solvable (no row reads 0 = c) and s, free buttons 0.
  bool solvable() const;
  std::vector<int> solution() const;  // per button, presses mod k; empty unless reduced and solvable
  std::string status() const;         // a line for the view: where the student is

 private:
  struct Walk {
    int done = 0, pivot_row = 0, column = -1;  // column: the first neither done nor free
  };
  Walk walk() const;
  void raw_apply(const RowOp& op, bool inverse);
  std::vector<std::vector<int>> m_;
  int k_ = 2, buttons_ = 0;
  std::vector<RowOp> history_;
};

}  // namespace tl
