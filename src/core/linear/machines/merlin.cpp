// merlin.cpp: Parker Brothers' Merlin's Magic Squares (Arnold and Blaszak, Table 1).
//
// 3x3 buttons, each a light. A corner toggles its 2x2 block, a side its edge
// line of three, the centre the plus. The goal is the ring: all lit but the
// centre (Arnold and Blaszak, Figure 8). Any goal may be set (their conclusion).
//
// ID: "merlin:" state [",g=" goal]     e.g. merlin:100/110/001
#include "core/linear/machines/head_options.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

// Arnold and Blaszak's Table 1, buttons and cells numbered 1..9 in reading order.
const int kMerlinTable[9][6] = {
    {1, 2, 4, 5}, {1, 2, 3}, {2, 3, 5, 6}, {1, 4, 7}, {2, 4, 5, 6, 8}, {3, 6, 9}, {4, 5, 7, 8}, {7, 8, 9}, {5, 6, 8, 9},
};

MachinePtr make_merlin() {
  LinearRules r;
  r.name = "merlin";
  r.title = "Merlin's Magic Squares";
  r.head = "merlin";
  r.params = {{2, 0}};
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

// cut-the-knot's Merlin also plays 3 and 4 states per square: each press adds
// 1 to the cells of Table 1 (mod k), and the goal is the ring in the top state.
MachinePtr make_merlin_states(int k) {
  ZkRules r;
  r.name = "merlin";
  r.title = "Merlin's Magic Squares";
  r.head = "merlin-k" + std::to_string(k);
  r.params = {{k, 0}};
  r.rows = r.cols = 3;
  r.k = k;
  r.presses.k = k;
  r.presses.cells = 9;
  for (const auto& row : kMerlinTable) {
    std::vector<ZkAdd> adds;
    for (int cell : row)
      if (cell) adds.push_back({cell - 1, 1});
    r.presses.buttons.push_back(adds);
  }
  r.default_goal.assign(9, uint8_t(k - 1));
  r.default_goal[4] = 0;  // the ring: all but the centre, in the top state
  return std::make_shared<ZkMachine>(std::move(r));
}

Result<MachinePtr> make(const ParamValues& v, const IdBody*) {
  if (v[0].a != 2) return make_merlin_states(v[0].a);
  static const MachinePtr merlin = make_merlin();
  return merlin;
}

// "" or "-k<states>".
Result<ParamValues> parse_head(std::string_view text, std::size_t offset, Surface) {
  auto options = split_head_options(text, 0, offset, "-k<states> (merlin-k3)");
  if (!options) return options.error();
  ParamValues v{{2, 0}};
  for (const HeadOption& o : *options) {
    if (!o.is_states()) return Error{o.offset, "merlin takes only -k<states>, e.g. merlin-k3 (it is always 3x3)"};
    auto k = parse_states_option(o);
    if (!k) return k.error();
    v[0].a = *k;
  }
  return v;
}

}  // namespace

MachineKind merlin_kind() {
  MachineKind k;
  k.name = "merlin";
  k.title = "Merlin's Magic Squares";
  k.how_to_play =
      "A corner changes its 2x2 block, a side its edge line of three, the centre the plus. Nine buttons, each "
      "a light: make the board match the goal, the ring, all lit but the centre. With more than two "
      "states a press adds 1 to each of those squares (mod the number of states) and the ring must reach the "
      "top state.";
  k.params = {
      int_param("states", "States", 2, 2, 255, 255, "states per square: 2 is the handheld game; cut-the-knot plays 2, 3 and 4")};
  k.fields = {goal_field()};
  k.head_syntax = "-k<states> or nothing (it is always 3x3)";
  k.parse_head = parse_head;
  k.make = make;
  k.default_id = "merlin:100/110/001";  // Arnold and Blaszak's worked example
  return k;
}

}  // namespace tl
