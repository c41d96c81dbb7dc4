// session.cpp: history, undo/redo, move counting, and the history's memory budget.
#include "core/game/session.hpp"

#include <algorithm>
#include <atomic>

namespace tl {

namespace {

// Deals and revisions are numbered process-wide, from one counter, so that
// a session made anew (a history put back, a test's) never repeats a number
// a ledger of games or a cache keyed by revision has already seen.
uint64_t next_number() {
  static std::atomic<uint64_t> last{0};
  return ++last;
}

}  // namespace

Session::Session(Puzzle start, std::size_t budget) : current_(start), budget_(budget), revision_(next_number()) {
  history_.push_back({std::move(start), MoveKind::Start, -1, 1, next_number()});
  bytes_ = bytes_of(history_.back());
}

std::size_t Session::bytes_of(const HistoryEntry& e) {
  std::size_t b = sizeof(HistoryEntry);
  if (e.kept()) b += (e.puzzle.position.state.word_count() + e.puzzle.position.goal.word_count()) * sizeof(uint64_t);
  return b;
}

void Session::push(HistoryEntry e) {
  // A new move forgets what could be redone.
  for (std::size_t i = cursor_ + 1; i < history_.size(); ++i) bytes_ -= bytes_of(history_[i]);
  history_.resize(cursor_ + 1);
  bytes_ += bytes_of(e);
  const bool new_rules = e.kind == MoveKind::NewGame;
  history_.push_back(std::move(e));
  cursor_ = history_.size() - 1;
  revision_ = next_number();
  keep_within_budget(new_rules);
}

void Session::press(int button, MoveKind kind, int times) {
  for (int t = 0; t < times; ++t) current_.machine->press(current_.position, button);
  // Kept every kSnapshotEvery presses since the last kept position, so undo
  // replays at most that many.
  std::size_t since = 0;
  for (std::size_t i = cursor_; !history_[i].kept(); --i) ++since;
  push({since + 1 >= kSnapshotEvery ? current_ : Puzzle{}, kind, button, times});
}

void Session::new_game(Puzzle p) {
  current_ = p;
  push({std::move(p), MoveKind::NewGame, -1, 1, next_number()});
}

void Session::restart() {
  current_ = history_[game_start()].puzzle;  // a game starts at a kept entry
  push({current_, MoveKind::Restart, -1});
}

void Session::edit(Position p, bool amend) {
  current_ = Puzzle{current().machine, std::move(p)};
  if (amend && history_[cursor_].kind == MoveKind::Edit) {
    for (std::size_t i = cursor_ + 1; i < history_.size(); ++i) bytes_ -= bytes_of(history_[i]);
    history_.resize(cursor_ + 1);  // as any move, it forgets what could be redone
    bytes_ -= bytes_of(history_[cursor_]);
    history_[cursor_].puzzle = current_;
    bytes_ += bytes_of(history_[cursor_]);
    revision_ = next_number();
    return;
  }
  push({current_, MoveKind::Edit, -1, 1, next_number()});
}

Puzzle Session::replayed(std::size_t i) const {
  std::size_t from = i;
  while (!history_[from].kept()) --from;  // entry 0 is always kept
  Puzzle p = history_[from].puzzle;
  for (std::size_t j = from + 1; j <= i; ++j)
    for (int t = 0; t < history_[j].times; ++t) p.machine->press(p.position, history_[j].button);
  return p;
}

bool Session::undo() {
  if (cursor_ == 0) return false;
  --cursor_;
  current_ = replayed(cursor_);
  revision_ = next_number();
  return true;
}

bool Session::redo() {
  if (cursor_ + 1 >= history_.size()) return false;
  ++cursor_;
  const HistoryEntry& e = history_[cursor_];
  if (e.kept()) current_ = e.puzzle;
  else  // a press follows the entry before it
    for (int t = 0; t < e.times; ++t) current_.machine->press(current_.position, e.button);
  revision_ = next_number();
  return true;
}

std::size_t Session::history_rules() const {
  std::vector<const Machine*> seen;
  for (const HistoryEntry& e : history_)
    if (e.kept() && std::find(seen.begin(), seen.end(), e.puzzle.machine.get()) == seen.end())
      seen.push_back(e.puzzle.machine.get());
  return seen.size();
}

void Session::keep_within_budget(bool new_rules) {
  auto over = [&] { return bytes_ > budget_ || (new_rules && history_rules() > kHistoryRules); };
  if (!over()) return;
  // Let the oldest steps go, a kept entry at a time (so what remains still
  // replays), down to three quarters of the bytes (so this is not done again
  // at the next press), never past the start of the game in play.
  while (bytes_ > budget_ / 4 * 3 || (new_rules && history_rules() > kHistoryRules)) {
    const std::size_t start = game_start();
    std::size_t n = 1;
    while (n <= start && !history_[n].kept()) ++n;
    if (n > start) break;  // only the game in play is left
    for (std::size_t i = 0; i < n; ++i) bytes_ -= bytes_of(history_[i]);
    history_.erase(history_.begin(), history_.begin() + std::ptrdiff_t(n));
    cursor_ -= n;
    dropped_ += int(n);
    // Where undo now ends; a game cut there is a game of its own (it no
    // longer starts where it did).
    if (history_[0].deal == 0) history_[0].deal = next_number();
    history_[0].kind = MoveKind::Start;
    history_[0].button = -1;
  }
  // The game in play alone past the budget (thousands of presses on the
  // biggest boards): every other position kept within it goes, so undo
  // replays twice as many presses from the one before, and memory halves.
  for (bool thinned = true; bytes_ > budget_ && thinned;) {
    thinned = false;
    bool skip = true;
    for (std::size_t i = game_start() + 1; i <= cursor_; ++i) {
      HistoryEntry& e = history_[i];
      if (!e.kept() || !is_press(e.kind)) continue;
      skip = !skip;
      if (skip) continue;
      bytes_ -= bytes_of(e);
      e.puzzle = Puzzle{};
      bytes_ += bytes_of(e);
      thinned = true;
    }
  }
}

std::size_t Session::game_start() const {
  std::size_t i = cursor_;
  while (i > 0 && (is_press(history_[i].kind) || history_[i].kind == MoveKind::Restart)) --i;
  return i;
}

int Session::moves() const {
  // Count back to the entry that started this position's game; a restart
  // resets the count.
  int n = 0;
  for (std::size_t i = cursor_; i > 0; --i) {
    MoveKind k = history_[i].kind;
    if (is_press(k)) n += history_[i].times;
    else break;
  }
  return n;
}

bool Session::help_used() const {
  for (std::size_t i = cursor_; i > 0; --i) {
    MoveKind k = history_[i].kind;
    if (k == MoveKind::HintPress) return true;
    if (k != MoveKind::Press) break;
  }
  return false;
}

}  // namespace tl
