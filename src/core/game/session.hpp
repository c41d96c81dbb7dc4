// session.hpp: one player's game history (Tatham's midend, without the drawing).
//
// An array of moves, each with the puzzle it produced, and a cursor.
// Undo/redo walk the cursor; a new move drops the redo tail. New game,
// restart and edits are moves too, so undo survives them, and presses made by
// a hint or the step-through are marked so that using help can be shown.
//
// Memory is bounded whatever the board (a 256 x 256 board with 255 states
// is 128 KB a position): a press keeps only its button, and every
// kSnapshotEvery-th press the whole position, so undo replays at most that
// many presses; and past kHistoryBytes of kept positions, or kHistoryRules
// different rule books, the oldest steps of earlier games are let go (never
// the game in play, which keeps fewer whole positions instead), counted by
// dropped_steps().
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

// A press, the player's or help's (what a game's move count counts).
inline bool is_press(MoveKind k) { return k == MoveKind::Press || k == MoveKind::HintPress; }

struct HistoryEntry {
  // The puzzle this move produced: kept for every move but a press, and for
  // every kSnapshotEvery-th press (machine null where not kept: replayed).
  Puzzle puzzle;
  MoveKind kind = MoveKind::Start;
  int button = -1;    // for presses
  int times = 1;      // ... how often (a step of the step-through presses a button its whole count)
  uint64_t deal = 0;  // for an entry that starts a game (Start, NewGame, Edit): Session::deal()
  bool kept() const { return puzzle.machine != nullptr; }
};

class Session {
 public:
  static constexpr std::size_t kSnapshotEvery = 32;
  static constexpr std::size_t kHistoryBytes = std::size_t(64) << 20;  // positions kept for undo
  static constexpr std::size_t kHistoryRules = 16;                     // different rule books kept for undo

  // `budget`: the bytes of positions kept for undo (tests try a small one).
  explicit Session(Puzzle start, std::size_t budget = kHistoryBytes);

  const Puzzle& current() const { return current_; }
  // Changes whenever the current puzzle may have (any move, undo or redo):
  // lets callers redo per-change work (saving, the URL hash) only then.
  // Never the same in two sessions: a history put back in place of another
  // (Midend::resume_history) is a change too.
  uint64_t revision() const { return revision_; }
  // The move that produced the current position (Start for the first).
  MoveKind last_move() const { return history_[cursor_].kind; }
  // The button that move pressed (0-based), -1 when it was no press.
  int last_button() const { return history_[cursor_].button; }
  const Machine& machine() const { return *current().machine; }

  // `times` presses of `button` as one move (one undo step).
  void press(int button, MoveKind kind = MoveKind::Press, int times = 1);
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
  // The current game's number: one per game started (the first position, a
  // new game, an edit), shared by its presses and restarts, and by no other
  // game in this program, whichever session made it. Undo and redo across a
  // new game come back to the same number: what tells one deal from another
  // where two deals are the same position.
  uint64_t deal() const { return history_[game_start()].deal; }

  // What the history holds: the bytes of its kept positions, its different
  // rule books, and the steps let go (oldest first) to stay within both.
  std::size_t history_bytes() const { return bytes_; }
  std::size_t history_rules() const;
  int dropped_steps() const { return dropped_; }

 private:
  void push(HistoryEntry e);
  std::size_t game_start() const;
  Puzzle replayed(std::size_t i) const;  // the puzzle of entry i, from the nearest kept one before it
  void keep_within_budget(bool new_rules);
  static std::size_t bytes_of(const HistoryEntry& e);

  std::vector<HistoryEntry> history_;
  std::size_t cursor_ = 0;
  Puzzle current_;  // history_[cursor_]'s puzzle, replayed where not kept
  std::size_t bytes_ = 0, budget_;
  int dropped_ = 0;
  uint64_t revision_ = 0;
};

}  // namespace tl
