// diy_desk.hpp: the do-it-yourself elimination beside a game (the Why tab of
// linear machines): the student's own row operations on [A | b] of the
// position in play, checked as they go (linear/explain/diy_elimination.hpp).
//
// A capability beside the Midend, not inside it: the midend plays every
// machine, and this desk exists only for linear ones. It follows the game by
// its revision: a new position (a press, New, undo) starts it again from
// [A | b], in sync(), which the app's update step calls once a frame, so
// that reading it never changes it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/linear/explain/diy_elimination.hpp"
#include "core/midend/midend.hpp"

namespace tl {

class DiyDesk {
 public:
  // On or off; turning it on (or on again) starts from [A | b] of the position.
  void set_on(bool on, const Midend& game);
  bool on() const { return on_; }
  // Brings the elimination up to the game's position (started again on a new one).
  void sync(const Midend& game);
  // The elimination for the position as it is; null while off, for boards
  // without one, and between a change of the position and the next sync().
  const DiyElimination* get(const Midend& game) const;
  // Applies the student's operation, the next standard step, or takes one
  // back; message() says what happened or why it was refused.
  bool apply(const Midend& game, const RowOp& op);
  bool next_step(const Midend& game);
  bool undo(const Midend& game);
  const std::string& message() const { return message_; }
  // At the reduced form: presses the s read off it on the board (the
  // student's own presses, not help). False when there is none.
  bool press_solution(Midend& game);
  // Turns the elimination on and replays a link's operations (why_link.hpp)
  // on the current position. Returns what stopped it (the operation, by
  // number and in words, and why), or empty; the operations before it stay.
  std::string replay(const Midend& game, const std::vector<RowOp>& ops);

 private:
  bool on_ = false;
  uint64_t revision_ = ~uint64_t(0);  // the game revision `e_` is for
  DiyElimination e_;
  std::string message_;
};

}  // namespace tl
