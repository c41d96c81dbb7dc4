// custom_test.cpp: custom rules, and the cut-the-knot theory page's P.S. puzzle as the preset.
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace tl
