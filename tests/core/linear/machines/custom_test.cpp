// custom_test.cpp: custom rules, and the cut-the-knot theory page's P.S. puzzle as the preset.
#include <gtest/gtest.h>

#include <map>

#include "core/game/linear_view.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::linear;
using test::load;

// The cut-the-knot theory page, P.S.: on a 4x4 board, flipping any 2x2 or 3x3 sub-board cannot
// reach every colouring from all-white: the 13 buttons span less than 16 dimensions.
TEST(Custom, CutTheKnotSubBoardsDoNotReachEveryColouring) {
  const MachineKind* kind = find_machine_kind("custom");
  ASSERT_NE(kind, nullptr);
  Puzzle p = load(kind->default_id);
  const LinearMachine& m = linear(p);
  EXPECT_EQ(m.button_count(), 13);
  EXPECT_EQ(m.button_cell(0), -1);  // 13 buttons on 16 cells: drawn apart from the board
  LinearAnalysis a = m.analyze();
  EXPECT_LT(a.rank, 16);
  EXPECT_EQ(a.rank + a.nullity, 13);
  EXPECT_EQ(a.invariant_count, 16 - a.rank);
  ASSERT_EQ(int(a.invariants.size()), a.invariant_count);
  // Brute force agrees on how many colourings are reachable.
  std::vector<int> best = test::brute_force_min_presses(m);
  int reachable = 0;
  for (int b : best) reachable += b >= 0;
  EXPECT_EQ(reachable, 1 << a.rank);
  // An unreachable colouring gets a reason naming an invariant it breaks.
  for (uint32_t s = 0; s < best.size(); ++s) {
    if (best[s] >= 0) continue;
    Position pos = p.position;
    for (int i = 0; i < 16; ++i) pos.state.set(std::size_t(i), (s >> i) & 1);
    Solution sol = m.solve(pos);
    EXPECT_FALSE(sol.solvable);
    EXPECT_NE(sol.reason.find("parity"), std::string::npos) << sol.reason;
    break;
  }
  // Every invariant really is kept by every button.
  for (const BitVec& inv : a.invariants)
    for (int j = 0; j < m.button_count(); ++j) {
      int flipped = 0;
      for (int c : m.press_vector(j).ones()) flipped += inv.get(std::size_t(c));
      EXPECT_EQ(flipped % 2, 0) << "button " << j + 1;
    }
}

TEST(Custom, IdRoundTripsAndSolves) {
  const char* id = "custom2x3:101/010,g=111/111,b=110/000.011/000.000/110.000/011.100/100";
  Puzzle p = load(id);
  EXPECT_EQ(p.id(), id);
  Solution s = p.machine->solve(p.position);
  std::vector<int> best = test::brute_force_min_presses(linear(p));
  uint32_t diff = 0;
  for (int i = 0; i < 6; ++i) diff |= uint32_t(p.position.state.get(std::size_t(i)) != p.position.goal.get(std::size_t(i))) << i;
  ASSERT_EQ(s.solvable, best[diff] >= 0);
  if (s.solvable) { EXPECT_EQ(int(s.presses.size()), best[diff]); }
}

TEST(Custom, BadIdsSayWhereAndWhat) {
  test::expect_bad_ids({
      {"custom:0", 6, "expected the number of rows"},
      {"custom2x2:00/00", 15, "expected ',b='"},
      {"custom2x2:00/00,b=", 18, "button 1"},
      {"custom2x2:00/00,b=10/01.1", 25, "button 2: too few cells"},
      {"custom2x2:00/00,b=10/01,b=11/11", 24, "given twice"},
      {"custom2x2t:00/00,b=10/01", 9, "expected ':'"},
      {"custom2x2:00/00,b=10/01,z=1", 24, "unknown field 'z'"},
  });
  std::string many = "custom1x1:0,b=1";
  for (int i = 0; i < 1024; ++i) many += ".1";
  auto p = parse_puzzle_id(many);
  ASSERT_FALSE(p.ok());
  EXPECT_NE(p.error().message.find("at most 1024"), std::string::npos);
}

// Custom rules over Z_k: a button adds any amount 0..k-1 to each cell. Every
// position of a 2x2 board with 4 states (composite: Z_4 is not a field),
// checked against every press vector enumerated here: solvable exactly when
// reachable, and the fewest presses (a button pressed t times costs t).
TEST(Custom, StatesRulesAddAnyAmountAndSolveExactly) {
  const char* id = "custom2x2-k4:00/00,b=21/00.02/20.00/31.20/02";
  Puzzle p = load(id);
  EXPECT_EQ(p.id(), id);
  const Machine& m = *p.machine;
  ASSERT_NE(test::as_zk(m), nullptr);
  EXPECT_EQ(m.states(), 4);
  EXPECT_TRUE(rules_editable(m));
  EXPECT_EQ(m.linear()->button_amounts(0), (std::vector<uint8_t>{2, 1, 0, 0}));
  // A press adds its amounts mod 4.
  Position pos = p.position;
  m.press(pos, 0);
  m.press(pos, 0);
  m.press(pos, 0);
  EXPECT_EQ(m.cells(pos), (std::vector<int>{2, 3, 0, 0}));  // 3*2 = 6 = 2, 3*1 = 3

  // Brute force: the cheapest press vector for every change it can make.
  std::map<std::vector<int>, int> best;
  for (int x = 0; x < 256; ++x) {
    std::vector<int> change(4, 0);
    int cost = 0;
    for (int b = 0; b < 4; ++b) {
      const int t = (x >> (2 * b)) & 3;
      cost += t;
      const std::vector<uint8_t> a = m.linear()->button_amounts(b);
      for (int c = 0; c < 4; ++c) change[std::size_t(c)] = (change[std::size_t(c)] + t * a[std::size_t(c)]) % 4;
    }
    auto [it, fresh] = best.emplace(change, cost);
    if (!fresh) it->second = std::min(it->second, cost);
  }
  EXPECT_LT(best.size(), 256u) << "these buttons do not reach every position: the test needs unsolvable ones";
  int solvable = 0;
  for (int s = 0; s < 256; ++s) {
    std::vector<int> start(4), need(4);
    for (int c = 0; c < 4; ++c) {
      start[std::size_t(c)] = (s >> (2 * c)) & 3;
      need[std::size_t(c)] = (4 - start[std::size_t(c)]) % 4;
    }
    const std::string state =
        std::to_string(start[0]) + std::to_string(start[1]) + "/" + std::to_string(start[2]) + std::to_string(start[3]);
    Puzzle q = load(std::string("custom2x2-k4:") + state + ",b=21/00.02/20.00/31.20/02");
    const Solution sol = q.machine->solve(q.position);
    auto it = best.find(need);
    ASSERT_EQ(sol.solvable, it != best.end()) << state;
    if (!sol.solvable) {
      EXPECT_FALSE(sol.reason.empty());
      continue;
    }
    ++solvable;
    EXPECT_TRUE(sol.minimal);
    EXPECT_EQ(int(sol.presses.size()), it->second) << state;
    Position done = q.position;
    for (int b : sol.presses) q.machine->press(done, b);
    EXPECT_TRUE(q.machine->solved(done)) << state;
  }
  EXPECT_EQ(solvable, int(best.size()));
}

// The rules editor's edits: amounts in range give the same machine with new
// buttons (and an ID that says so); anything else is refused.
TEST(Custom, EditedAmountsRebuildTheRules) {
  Puzzle p = load("custom1x3-k3:000,b=100.010.001");
  std::vector<std::vector<uint8_t>> buttons;
  for (int j = 0; j < p.machine->button_count(); ++j) buttons.push_back(p.machine->linear()->button_amounts(j));
  buttons[1][0] = 2;
  MachinePtr edited = p.machine->linear()->with_button_amounts(buttons);
  ASSERT_NE(edited, nullptr);
  EXPECT_EQ((Puzzle{edited, p.position}.id()), "custom1x3-k3:000,b=100.210.001");
  buttons[1][0] = 3;  // not a state of Z_3
  EXPECT_EQ(p.machine->linear()->with_button_amounts(buttons), nullptr);
  buttons[1] = {1, 1};  // a wrong length
  EXPECT_EQ(p.machine->linear()->with_button_amounts(buttons), nullptr);
  EXPECT_EQ(p.machine->linear()->with_button_amounts({}), nullptr);

  // Two states: 1 toggles, 2 is refused rather than read as a toggle.
  Puzzle two = load("custom1x2:00,b=10.01");
  EXPECT_EQ(two.machine->linear()->button_amounts(1), (std::vector<uint8_t>{0, 1}));
  MachinePtr t = two.machine->linear()->with_button_amounts({{1, 1}, {0, 1}});
  ASSERT_NE(t, nullptr);
  EXPECT_EQ((Puzzle{t, two.position}.id()), "custom1x2:00,b=11.01");
  EXPECT_EQ(two.machine->linear()->with_button_amounts({{2, 0}}), nullptr);
  // Machines whose rules are fixed edit nothing.
  EXPECT_FALSE(rules_editable(*load("merlin-k3:000/000/000").machine));
  EXPECT_EQ(load("merlin:000/000/000").machine->linear()->with_button_amounts({std::vector<uint8_t>(9, 1)}), nullptr);
}

TEST(Custom, StatesComeFromTheHeadOrTheParameters) {
  const MachineKind* kind = find_machine_kind("custom");
  ASSERT_NE(kind, nullptr);
  ParamValues v = default_params(kind->params);
  v[0] = {2, 3};
  v[1] = {5, 0};
  auto m = make_machine(*kind, v, Surface::Page);
  ASSERT_TRUE(m.ok()) << m.error().message;
  EXPECT_EQ((*m)->states(), 5);
  EXPECT_EQ((*m)->button_count(), 6);
  EXPECT_EQ((*m)->linear()->button_amounts(4), (std::vector<uint8_t>{0, 0, 0, 0, 1, 0}));
  EXPECT_EQ((Puzzle{*m, (*m)->initial()}.id()), "custom2x3-k5:000/000,b=100/000.010/000.001/000.000/100.000/010.000/001");
  test::expect_bad_ids({
      {"custom2x2-k3:00/00,b=30/00", 21, "expected a digit 0-2"},
      {"custom2x2-k3:00/00,b=10/01.2", 28, "button 2: too few cells"},
      {"custom2x2-box:00/00,b=10/01", 10, "only -k<states>"},
      {"custom2x2-k3-k4:00/00,b=10/01", 13, "given twice"},
      {"custom2x2-k3:00/00", 18, "digits 0..2"},
  });
}

}  // namespace
}  // namespace tl
