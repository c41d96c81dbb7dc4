// merlin_test.cpp: Merlin's Magic Squares against Arnold and Blaszak's own rules and numbers.
#include <gtest/gtest.h>

#include "core/registry/registry.hpp"

namespace tl {
namespace {

Puzzle load(const char* id) {
  auto p = parse_puzzle_id(id);
  EXPECT_TRUE(p.ok()) << id << ": " << p.error().describe();
  return *p;
}

// Arnold and Blaszak, Table 1: the cells (1-based) each button alters.
TEST(Merlin, PressesMatchTable1) {
  const std::vector<std::vector<int>> table = {{1, 2, 4, 5}, {1, 2, 3},    {2, 3, 5, 6}, {1, 4, 7},   {2, 4, 5, 6, 8},
                                               {3, 6, 9},    {4, 5, 7, 8}, {7, 8, 9},    {5, 6, 8, 9}};
  Puzzle p = load("merlin:000/000/000");
  for (int b = 0; b < 9; ++b) {
    Position pos = p.position;
    p.machine->press(pos, b);
    std::vector<int> lit;
    for (int c : pos.state.ones()) lit.push_back(c + 1);
    EXPECT_EQ(lit, table[std::size_t(b)]) << "button " << b + 1;
  }
}

// Arnold and Blaszak's worked example: from 100/110/001, pressing 5, 6, 7, 9 reaches the ring.
TEST(Merlin, WorkedExampleReachesTheRing) {
  Puzzle p = load("merlin:100/110/001");
  EXPECT_FALSE(p.machine->solved(p.position));
  for (int b : {5, 6, 7, 9}) p.machine->press(p.position, b - 1);
  EXPECT_TRUE(p.machine->solved(p.position));
  EXPECT_EQ(p.machine->cells(p.position), (std::vector<int>{1, 1, 1, 1, 0, 1, 1, 1, 1}));
}

// Arnold and Blaszak, Figure 4: pressing button 1 three times equals pressing it once.
TEST(Merlin, PressingTwiceUndoes) {
  Puzzle p = load("merlin:100/110/001");
  Position once = p.position;
  p.machine->press(once, 0);
  EXPECT_EQ(p.machine->cells(once), (std::vector<int>{0, 1, 0, 0, 0, 0, 0, 0, 1}));
  Position thrice = p.position;
  for (int i = 0; i < 3; ++i) p.machine->press(thrice, 0);
  EXPECT_EQ(once, thrice);
}

TEST(Merlin, SolverFindsTheSeedSolution) {
  Puzzle p = load("merlin:100/110/001");
  Solution s = p.machine->solve(p.position);
  ASSERT_TRUE(s.solvable);
  EXPECT_TRUE(s.minimal);
  EXPECT_EQ(s.nullity, 0);                               // A is invertible (Arnold and Blaszak: |A| = 1)
  EXPECT_EQ(s.presses, (std::vector<int>{4, 5, 6, 8}));  // buttons 5, 6, 7, 9
}

TEST(Merlin, IdRoundTripsAndKeepsACustomGoal) {
  for (const char* id : {"merlin:100/110/001", "merlin:000/000/000,g=111/000/111"}) { EXPECT_EQ(load(id).id(), id); }
  Puzzle p = load("merlin:x988");  // hex form of 100/110/001: 1001 1000 1(000)
  EXPECT_EQ(p.id(), "merlin:100/110/001");
}

TEST(Merlin, BadIdsSayWhereAndWhat) {
  struct Case {
    const char* id;
    std::size_t pos;
    const char* words;
  };
  const Case cases[] = {
      {"merlin", 6, "expected ':'"},
      {"merlim:100/110/001", 0, "unknown machine 'merlim'"},
      {"merlin3:100/110/001", 6, "expected ':' or -k<states>"},
      {"merlin-k1:100/110/001", 7, "states (-k) must be 2..255"},
      {"merlin-k3-k4:100/110/001", 10, "given twice"},
      {"merlin-k3:100/120/003", 20, "expected a digit 0-2 (3 states)"},
      {"merlin:100/110/00", 17, "too few cells"},
      {"merlin:100/110/0011", 18, "too many cells"},
      {"merlin:100/1a0/001", 12, "expected '0', '1' or '/'"},
      {"merlin:10/0110/001", 9, "'/' must end a row"},
      {"merlin:100/110/001,q=1", 19, "unknown field 'q'"},
      {"merlin:x989", 10, "padding bits"},
  };
  for (const Case& c : cases) {
    auto p = parse_puzzle_id(c.id);
    ASSERT_FALSE(p.ok()) << c.id;
    EXPECT_EQ(p.error().pos, c.pos) << c.id << ": " << p.error().message;
    EXPECT_NE(p.error().message.find(c.words), std::string::npos) << c.id << ": " << p.error().message;
  }
}

}  // namespace
}  // namespace tl
