// diy_desk.cpp: see diy_desk.hpp.
#include "core/midend/diy_desk.hpp"

namespace tl {

void DiyDesk::set_on(bool on, const Midend& game) {
  on_ = on;
  revision_ = ~uint64_t(0);  // start again from [A | b]
  sync(game);
}

void DiyDesk::sync(const Midend& game) {
  if (on_ && revision_ != game.revision()) {
    e_ = DiyElimination::of(game.machine(), game.current().position);
    revision_ = game.revision();
    message_ = e_.rows() ? "Pick two rows and an operation, or ask for the next standard step." : "";
  }
}

const DiyElimination* DiyDesk::get(const Midend& game) const {
  if (!on_ || revision_ != game.revision()) return nullptr;
  return e_.rows() ? &e_ : nullptr;
}

bool DiyDesk::apply(const Midend& game, const RowOp& op) {
  sync(game);
  if (!get(game)) return false;
  const DiyOutcome o = e_.apply(op);
  message_ = o.message;
  return o.applied;
}

bool DiyDesk::next_step(const Midend& game) {
  sync(game);
  if (!get(game)) return false;
  const DiyOutcome o = e_.next_standard_step();
  message_ = (o.applied ? "Standard step: " : "") + o.message;
  return o.applied;
}

bool DiyDesk::undo(const Midend& game) {
  sync(game);
  if (!get(game) || !e_.undo()) return false;
  message_ = "Took back the last operation.";
  return true;
}

std::string DiyDesk::replay(const Midend& game, const std::vector<RowOp>& ops) {
  set_on(true, game);
  if (!get(game))
    return "this board has no do-it-yourself elimination (it is for linear machines of at most " +
           std::to_string(DiyElimination::kMaxSize) + " cells and buttons)";
  for (std::size_t i = 0; i < ops.size(); ++i) {
    const std::string which = "operation " + std::to_string(i + 1) + " of the elimination (" + ops[i].caption(e_.k()) + ")";
    // A link writes each multiple as it is used, 1..k-1: 5 mod 4 is a typo, not 1.
    if (ops[i].factor < 1 || ops[i].factor >= e_.k())
      return which + ": the multiple must be 1.." + std::to_string(e_.k() - 1) + " (mod " + std::to_string(e_.k()) + ")";
    const DiyOutcome o = e_.apply(ops[i]);
    if (!o.applied) return which + " was refused: " + o.message;
    message_ = o.message;
  }
  return {};
}

bool DiyDesk::press_solution(Midend& game) {
  sync(game);
  if (!get(game)) return false;
  const std::vector<int> s = e_.solution();
  if (s.empty()) return false;
  game.press_own(s);
  message_ = game.solved() ? "Pressed s: the board is solved." : "Pressed s, but the board is not solved: check the steps.";
  on_ = true;
  revision_ = game.revision();  // keep the finished elimination on screen
  return true;
}

}  // namespace tl
