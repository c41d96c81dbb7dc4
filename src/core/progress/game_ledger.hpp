// game_ledger.hpp: which games the records have counted, so that each deal
// is counted once, whatever undo, redo and restart do.
//
// The records count per board the games begun (a first press), solved, solved
// with help, and the fastest fair solve (records.hpp). A game is one deal
// (Session::deal()): Undo and Redo across New move between games already
// counted, and Restart is the same game, so the ledger keeps per deal what it
// has counted, whether help was asked for in it (the hint, the solution's
// marks, Press next, "still needed" shown: the help stays with the deal, a
// restart does not wash it), and its clock, which resumes where it was when
// undo comes back to it. The front end tells it the game in play after each
// change, and the seconds that pass while the game is on screen.
#pragma once

#include <cstdint>
#include <map>

#include "core/game/machine.hpp"
#include "core/progress/records.hpp"

namespace tl {

// The game in play, as the ledger is told of it.
struct GameSeen {
  uint64_t deal = 0;               // Session::deal()
  const Machine* rules = nullptr;  // its board, counted under its head (the ID's, written only when counted)
  int moves = 0;                   // presses since it started (Session::moves())
  bool solved = false;
  bool helped = false;  // help shown or used in it now (it is kept from then on)
  bool hard = false;    // played in hard mode
  bool players = true;  // false: a board of the how-to-play tour, never counted
};

class GameLedger {
 public:
  // The deals remembered, newest kept: more than undo reaches in practice.
  static constexpr std::size_t kMostDeals = 4096;

  // Counts what `seen` adds to `records` (a game begun, a game solved);
  // true when the records changed. A deal first seen part-played (the game
  // the program restored as it started, or one whose start the history let
  // go) was counted before: it is taken as it is and not counted again.
  bool observe(const GameSeen& seen, Records& records);
  // Seconds that passed with the game in play on screen: its clock runs from
  // its first press to its solve. `most` caps one step (a gap after which
  // the player had walked away).
  void tick(double seconds, double most = 60.0);

  // Help taken in the game in play that the game itself does not show (a
  // daily's Why tab opened before the solve): kept with its deal as any.
  void take_help();

  // The game in play (the last observed): its clock, and whether help was
  // asked for in it at any point.
  double seconds() const;
  bool helped() const;
  // Its clock runs: begun (a first press) and not yet solved, whatever undo
  // did to the presses since.
  bool clock_running() const;

 private:
  struct Game {
    bool begun = false, solved = false, helped = false;
    double seconds = 0;
  };
  std::map<uint64_t, Game> games_;  // by deal, oldest first
  uint64_t current_ = 0;            // the deal in play; 0 before the first observe
  const Game* in_play() const;
};

}  // namespace tl
