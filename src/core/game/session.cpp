// session.cpp: history, undo/redo and move counting.
#include "core/game/session.hpp"

namespace tl {

Session::Session(Puzzle start) { history_.push_back({std::move(start), MoveKind::Start, -1}); }

void Session::push(HistoryEntry e) {
  history_.resize(cursor_ + 1);  // a new move forgets what could be redone
  history_.push_back(std::move(e));
  cursor_ = history_.size() - 1;
  ++revision_;
}

void Session::press(int button, MoveKind kind) {
  Puzzle next = current();
  next.machine->press(next.position, button);
  push({std::move(next), kind, button});
}

void Session::new_game(Puzzle p) { push({std::move(p), MoveKind::NewGame, -1}); }

void Session::restart() {
  Puzzle start = history_[game_start()].puzzle;
  push({std::move(start), MoveKind::Restart, -1});
}

void Session::edit(Position p, bool amend) {
  Puzzle next{current().machine, std::move(p)};
  if (amend && history_[cursor_].kind == MoveKind::Edit) {
    history_.resize(cursor_ + 1);  // as any move, it forgets what could be redone
    history_[cursor_].puzzle = std::move(next);
    ++revision_;
    return;
  }
  push({std::move(next), MoveKind::Edit, -1});
}

bool Session::undo() {
  if (cursor_ == 0) return false;
  --cursor_;
  ++revision_;
  return true;
}

bool Session::redo() {
  if (cursor_ + 1 >= history_.size()) return false;
  ++cursor_;
  ++revision_;
  return true;
}

std::size_t Session::game_start() const {
  std::size_t i = cursor_;
  while (i > 0 && (history_[i].kind == MoveKind::Press || history_[i].kind == MoveKind::HintPress ||
                   history_[i].kind == MoveKind::Restart))
    --i;
  return i;
}

int Session::moves() const {
  // Count back to the entry that started this position's game; a restart
  // resets the count.
  int n = 0;
  for (std::size_t i = cursor_; i > 0; --i) {
    MoveKind k = history_[i].kind;
    if (k == MoveKind::Press || k == MoveKind::HintPress) ++n;
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
