// game_ledger.cpp: each deal counted once (game_ledger.hpp).
#include "core/progress/game_ledger.hpp"

#include <algorithm>

namespace tl {

bool GameLedger::observe(const GameSeen& seen, Records& records) {
  const bool known = games_.count(seen.deal) > 0;
  if (!known && games_.size() >= kMostDeals) games_.erase(games_.begin());  // the oldest deal goes
  Game& g = games_[seen.deal];
  current_ = seen.deal;
  if (!known) {
    // Begun or solved before the ledger saw it: counted already (or, for
    // the tour, never to be).
    g.begun = seen.moves > 0 || !seen.players;
    g.solved = (seen.moves > 0 && seen.solved) || !seen.players;
  }
  g.helped = g.helped || seen.helped;
  bool changed = false;
  if (!g.begun && seen.moves > 0) {
    g.begun = true;
    changed |= records.count_game(seen.rules->head());
  }
  if (g.begun && !g.solved && seen.solved && seen.moves > 0) {
    g.solved = true;
    changed |= records.count_solve(seen.rules->head(), int(g.seconds), seen.hard, g.helped);
  }
  return changed;
}

const GameLedger::Game* GameLedger::in_play() const {
  const auto it = games_.find(current_);
  return it == games_.end() ? nullptr : &it->second;
}

void GameLedger::tick(double seconds, double most) {
  if (!clock_running()) return;
  games_.at(current_).seconds += std::clamp(seconds, 0.0, most);
}

void GameLedger::take_help() {
  if (const auto it = games_.find(current_); it != games_.end()) it->second.helped = true;
}

double GameLedger::seconds() const {
  const Game* g = in_play();
  return g ? g->seconds : 0.0;
}

bool GameLedger::clock_running() const {
  const Game* g = in_play();
  return g && g->begun && !g->solved;
}

bool GameLedger::helped() const {
  const Game* g = in_play();
  return g && g->helped;
}

}  // namespace tl
