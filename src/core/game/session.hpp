// session.hpp: one player's game history (Tatham's midend, without the drawing).
//
// An array of immutable puzzles, each with the move that produced it, and a
// cursor. Undo/redo walk the cursor; a new move drops the redo tail. New game,
// restart and edits are moves too, so undo survives them, and presses made by
// a hint or the step-through are marked so that using help can be shown.
#pragma once

#include <cstdint>
#include <vector>

#include "core/game/machine.hpp"

namespace tl {

enum class MoveKind {
  Start,      // the first entry
  Press,      // the player pressed a button
  HintPress,  // pressed by following a hint / the step-through
  NewGame,    // a new puzzle (possibly another machine)
  Restart,    // back to the current game's start position
  Edit,       // the player edited the lights or the goal
};

struct HistoryEntry {
  Puzzle puzzle;
  MoveKind kind = MoveKind::Start;
  int button = -1;  // for presses
};

class Session {
 public:
  explicit Session(Puzzle start);

  const Puzzle& current() const { return history_[cursor_].puzzle; }
  // Changes whenever the current puzzle may have (any move, undo or redo):
  // lets callers redo per-change work (saving, the URL hash) only then.
  uint64_t revision() const { return revision_; }
  // The move that produced the current position (Start for the first).
  MoveKind last_move() const { return history_[cursor_].kind; }
  // The button that move pressed (0-based), -1 when it was no press.
  int last_button() const { return history_[cursor_].button; }
  const Machine& machine() const { return *current().machine; }

  void press(int button, MoveKind kind = MoveKind::Press);
  void new_game(Puzzle p);
  void restart();
  // An edit of the lights or the goal. `amend`: it goes on the edit just
  // made (the current entry, when that is an edit) instead of a step of its
  // own, so one edit session is one undo step.
  void edit(Position p, bool amend = false);

  bool undo();
  bool redo();
  int undo_depth() const { return int(cursor_); }
  int redo_depth() const { return int(history_.size() - 1 - cursor_); }

  // Presses since the current game started (a new game, restart or edit starts one).
  int moves() const;
  // Whether a hint or the step-through pressed any of those.
  bool help_used() const;
  bool solved() const { return machine().solved(current().position); }
  // Where the current game started (a new game or an edit; a restart goes back there).
  const Puzzle& game_start_puzzle() const { return history_[game_start()].puzzle; }

 private:
  void push(HistoryEntry e);
  std::size_t game_start() const;

  std::vector<HistoryEntry> history_;
  std::size_t cursor_ = 0;
  uint64_t revision_ = 0;
};

}  // namespace tl
