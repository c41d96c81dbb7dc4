// merlin.cpp: Parker Brothers' Merlin's Magic Squares (seed 000, Table 1).
//
// 3x3 buttons, each a light. A corner toggles its 2x2 block, a side its edge
// line of three, the centre the plus. The goal is the ring: all lit but the
// centre (seed 000, Figure 8). Any goal may be set (seed 000's conclusion).
//
// ID: "merlin:" state [",g=" goal]     e.g. merlin:100/110/001
#include "core/linear/machines/linear_machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

// Table 1 of seed 000, buttons and cells numbered 1..9 in reading order.
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

Result<MachinePtr> make(std::string_view params, std::string_view, std::size_t params_offset, std::size_t) {
  if (!params.empty()) return Error{params_offset, "merlin takes no parameters (it is always 3x3): write merlin:<9 cells>"};
  static const MachinePtr merlin = make_merlin();
  return merlin;
}

}  // namespace

MachineKind merlin_kind() {
  return {"merlin", "Merlin's Magic Squares", "nothing (always 3x3)", make, "merlin:100/110/001"};
}

}  // namespace tl
