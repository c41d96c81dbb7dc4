// merlin.cpp: Parker Brothers' Merlin's Magic Squares (Arnold and Blaszak, Table 1).
//
// 3x3 buttons, each a light. A corner toggles its 2x2 block, a side its edge
// line of three, the centre the plus. The goal is the ring: all lit but the
// centre (Arnold and Blaszak, Figure 8). Any goal may be set (their conclusion).
//
// ID: "merlin:" state [",g=" goal]     e.g. merlin:100/110/001
#include "core/linear/machines/linear_machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

// Arnold and Blaszak's Table 1, buttons and cells numbered 1..9 in reading order.
const int kMerlinTable[9][6] = {
    {1, 2, 4, 5}, {1, 2, 3}, {2, 3, 5, 6}, {1, 4, 7}, {2, 4, 5, 6, 8},
    {3, 6, 9},    {4, 5, 7, 8}, {7, 8, 9}, {5, 6, 8, 9},
};

MachinePtr make_merlin() {
  LinearRules r;
  r.name = "merlin";
  r.title = "Merlin's Magic Squares";
  r.head = "merlin";
  r.rows = r.cols = 3;
  for (const auto& row : kMerlinTable) {
    BitVec u(9);
    for (int cell : row)
      if (cell) u.set(std::size_t(cell - 1));
    r.press_vectors.push_back(u);
  }
  r.default_goal = BitVec(9);
  for (int i = 0; i < 9; ++i)
    if (i != 4) r.default_goal.set(std::size_t(i));  // the ring
  return std::make_shared<LinearMachine>(std::move(r));
}

Result<MachinePtr> make(const ParamValues&, const IdBody*) {
  static const MachinePtr merlin = make_merlin();
  return merlin;
}

}  // namespace

MachineKind merlin_kind() {
  MachineKind k;
  k.name = "merlin";
  k.title = "Merlin's Magic Squares";
  k.how_to_play =
      "Nine buttons, each a light. A corner toggles its 2x2 block, a side its edge line of three, the "
      "centre the plus. Make the board match the goal: the ring, all lit but the centre.";
  k.fields = {goal_field()};
  k.head_syntax = "it is always 3x3";
  k.make = make;
  k.default_id = "merlin:100/110/001";  // Arnold and Blaszak's worked example
  return k;
}

}  // namespace tl
