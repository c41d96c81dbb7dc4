// diy_update.cpp: the do-it-yourself elimination's update (diy_screen.hpp).
#include <algorithm>

#include "app/screens/diy/diy_screen.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::diy {

namespace {

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& v;
  Midend& game;
  void operator()(const Toggle&) const {
    const bool on = v.desk.get(game) == nullptr;
    v = Model{};
    v.desk.set_on(on, game);
  }
  void operator()(const Operation& op) const {
    if (op.op == RowOpKind::Scale) v.desk.apply(game, {op.op, v.first, v.first, v.factor});
    else v.desk.apply(game, {op.op, v.first, v.second, op.op == RowOpKind::Swap ? 1 : v.factor});
    v.first = v.second = -1;
  }
  void operator()(const NextStep&) const { v.desk.next_step(game); }
  void operator()(const TakeBack&) const { v.desk.undo(game); }
  void operator()(const PressSolution&) const { v.desk.press_solution(game); }
  void operator()(const Shown&) const { v.scroll_to = false; }
  void operator()(const PickRow& pick) const {
    if (v.first < 0 || v.second >= 0) {
      v.first = pick.row;
      v.second = -1;
    } else if (pick.row != v.first) v.second = pick.row;
  }
  void operator()(const Factor& pick) const { v.factor = std::max(1, pick.factor); }
};

}  // namespace

void update(Model& m, const Msg& msg, Midend& game) { std::visit(Apply{m, game}, msg); }

}  // namespace tl::app::diy
