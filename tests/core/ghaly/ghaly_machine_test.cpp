// ghaly_machine_test.cpp: Ghaly's machine as a Machine (IDs, play, solve) and
// its solvers and generators for 4x4 and 8x8.
#include <gtest/gtest.h>

#include <set>

#include "core/ghaly/ghaly_census.hpp"
#include "core/ghaly/ghaly_machine.hpp"
#include "core/ghaly/ghaly_solver.hpp"
#include "core/registry/registry.hpp"
#include "ghaly_test_util.hpp"

namespace tl {
namespace {

using ghaly::Assignment;

Puzzle load(const std::string& id) {
  auto p = parse_puzzle_id(id);
  EXPECT_TRUE(p.ok()) << id << ": " << p.error().describe();
  return *p;
}

// Joyner 2006, Example 28: his W (rows 1-3 pressed) under sigma = 1,
// tau = (1,2,3,4) shows red on every button.
const char* kExample28 = "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678";

TEST(GhalyMachine, Example28ThroughAnId) {
  Puzzle p = load(kExample28);
  EXPECT_EQ(p.machine->name(), "ghaly");
  EXPECT_EQ(p.machine->title(), "Ghaly's machine");
  EXPECT_EQ(p.machine->head(), "ghaly4");
  EXPECT_EQ(p.machine->rows(), 4);
  EXPECT_EQ(p.machine->button_count(), 16);
  EXPECT_EQ(p.machine->button_cell(5), 5);
  EXPECT_TRUE(p.machine->solved(p.position));
  EXPECT_EQ(p.machine->cells(p.position), std::vector<int>(16, 1));
  EXPECT_TRUE(p.machine->goal_cells(p.position).empty());
  EXPECT_EQ(p.id(), kExample28);
  // Pressing toggles W_ij and nothing else; twice undoes.
  Position pos = p.position;
  p.machine->press(pos, 15);
  EXPECT_TRUE(pos.state.get(15));
  EXPECT_FALSE(p.machine->solved(pos));
  p.machine->press(pos, 15);
  EXPECT_EQ(pos, p.position);
}

TEST(GhalyMachine, DefaultIdIsASolvablePuzzle) {
  const MachineKind* kind = find_machine_kind("ghaly");
  ASSERT_NE(kind, nullptr);
  Puzzle p = load(kind->default_id);
  EXPECT_FALSE(p.machine->solved(p.position));
  const Solution s = p.machine->solve(p.position);
  ASSERT_TRUE(s.solvable) << s.reason;
  EXPECT_TRUE(s.minimal);
  for (int b : s.presses) p.machine->press(p.position, b);
  EXPECT_TRUE(p.machine->solved(p.position));
}

TEST(GhalyMachine, SolveIsNearestAndSaysWhenImpossible) {
  Puzzle p = load("ghaly4:1111/1111/1111/0001,s=12345678,t=23415678");
  Solution s = p.machine->solve(p.position);
  ASSERT_TRUE(s.solvable);
  EXPECT_EQ(s.presses, (std::vector<int>{15}));  // one press back to Example 28's W
  EXPECT_TRUE(s.minimal);

  Puzzle none = load("ghaly4:0000/0000/0000/0000,s=12345678,t=12346587");
  ASSERT_FALSE(ghaly::report4({ghaly::identity(8), ghaly::test::cycles(8, {{5, 6}, {7, 8}})}).solvable());
  s = none.machine->solve(none.position);
  EXPECT_FALSE(s.solvable);
  EXPECT_NE(s.reason.find("no solution exists for this assignment"), std::string::npos);
}

TEST(GhalyMachine, EightByEightIds) {
  const std::string id =
      "ghaly8:xffffffffffffffff,s=2.1.3.4.5.6.7.8.9.10.11.12.13.14.16.15,t=1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16";
  Puzzle p = load(id);
  EXPECT_EQ(p.machine->rows(), 8);
  EXPECT_EQ(p.position.state.popcount(), 64u);
  EXPECT_EQ(load(p.id()).id(), p.id());
  EXPECT_EQ(p.id().substr(0, 7), "ghaly8:");
}

TEST(GhalyMachine, BadIdsSayWhereAndWhat) {
  struct Case {
    const char* id;
    std::size_t pos;
    const char* words;
  };
  const Case cases[] = {
      {"ghaly:0000/0000/0000/0000,s=12345678,t=12345678", 5, "ghaly takes its size"},
      {"ghaly5:0000/0000/0000/0000,s=12345678,t=12345678", 5, "not supported"},
      {"ghaly4:0000/0000/0000/0000,s=52341678,t=12345678", 29, "S_I x S_J"},
      {"ghaly4:0000/0000/0000/0000,s=12345678,t=1234567", 47, "too few images"},
      {"ghaly4:0000/0000/0000/0000,s=12345678", 37, "missing ,t=<tau>"},
      {"ghaly4:0000/0000/0000/0000,t=12345678", 37, "missing ,s=<sigma>"},
      {"ghaly4:0000/0000/0000/0000,s=12345678,s=12345678,t=12345678", 38, "given twice"},
      {"ghaly4:0000/0000/0000/0000,s=12345678,t=12345678,q=1", 49, "unknown field 'q'"},
      {"ghaly4:0000/0000/0000/000,s=12345678,t=12345678", 25, "too few cells"},
  };
  for (const Case& c : cases) {
    auto p = parse_puzzle_id(c.id);
    ASSERT_FALSE(p.ok()) << c.id;
    EXPECT_EQ(p.error().pos, c.pos) << c.id << ": " << p.error().message;
    EXPECT_NE(p.error().message.find(c.words), std::string::npos) << c.id << ": " << p.error().message;
  }
}

// The 4x4 table answer and the pruned search agree on random positions.
TEST(GhalySolver, SearchAgreesWithTheTableOn4x4) {
  std::mt19937_64 rng(4);
  int solvable = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const Assignment a{ghaly::test::random_assignment_perm(4, rng), ghaly::test::random_assignment_perm(4, rng)};
    const BitVec W = ghaly::test::random_matrix(4, rng);
    const ghaly::Nearest table = ghaly::nearest_solution(4, a, W);
    const ghaly::Nearest search = ghaly::nearest_solution_search(4, a, W);
    ASSERT_TRUE(table.complete);
    ASSERT_TRUE(search.complete);
    ASSERT_EQ(table.found, search.found);
    if (!table.found) continue;
    ++solvable;
    EXPECT_EQ(table.distance, search.distance);
    EXPECT_TRUE(ghaly::solved(ghaly::colours(4, search.W, a)));
    EXPECT_EQ(int((search.W ^ W).popcount()), search.distance);
  }
  EXPECT_GT(solvable, 20);
  EXPECT_EQ(ghaly::count_lit(4), 123u);
}

// Planted 8x8 puzzles are solved, and the search's answer is a real solution
// no farther than the planted one.
TEST(GhalySolver, PlantedEightByEight) {
  std::mt19937_64 rng(8);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const ghaly::NewPuzzle p = ghaly::plant_puzzle(8, seed);
    ASSERT_TRUE(ghaly::solved(ghaly::colours(8, p.planted, p.assignment))) << seed;
    EXPECT_EQ(ghaly::colours(8, p.planted, p.assignment)[0], p.planted_colour);
    EXPECT_FALSE(ghaly::solved(ghaly::colours(8, p.W, p.assignment)));
    const int away = int((p.W ^ p.planted).popcount());
    EXPECT_GE(away, 8);
    EXPECT_LE(away, 16);
    for (const BitVec& from : {p.W, BitVec(64), ghaly::test::random_matrix(8, rng)}) {
      const ghaly::Nearest n = ghaly::nearest_solution(8, p.assignment, from, ghaly::default_limits(8));
      ASSERT_TRUE(n.found) << seed;
      EXPECT_TRUE(ghaly::solved(ghaly::colours(8, n.W, p.assignment)));
      EXPECT_LE(n.distance, int((from ^ p.planted).popcount()));
      EXPECT_EQ(n.distance, int((from ^ n.W).popcount()));
    }
  }
}

TEST(GhalySolver, NewPuzzlesAreDeterministicAndSolvable) {
  for (int N : {4, 8}) {
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      Puzzle p = ghaly_random_puzzle(N, seed, false);
      EXPECT_EQ(p.id(), ghaly_random_puzzle(N, seed, false).id());
      EXPECT_EQ(load(p.id()).id(), p.id());
      if (N == 4) { EXPECT_EQ(p.position.state.popcount(), 0u); }  // no button pressed yet
      const Solution s = p.machine->solve(p.position);
      ASSERT_TRUE(s.solvable) << p.id() << ": " << s.reason;
      for (int b : s.presses) p.machine->press(p.position, b);
      EXPECT_TRUE(p.machine->solved(p.position)) << p.id();
    }
  }
  // `any` draws without looking; 4x4 answers exactly either way.
  const ghaly::NewPuzzle any = ghaly::random_puzzle(4, 3, true);
  EXPECT_TRUE(any.solvable_known);
  EXPECT_EQ(any.solvable, ghaly::report4(any.assignment).solvable());
}

}  // namespace
}  // namespace tl

namespace tl {
namespace {

// A new game deals a new initial assignment, not just a new W: the rules are
// part of Ghaly's game. Solvable unless `any`.
TEST(GhalyMachineDeal, NewGameDealsNewSolvableAssignments) {
  auto p = parse_puzzle_id("ghaly4:0000/0000/0000/0000,s=12345678,t=23415678");
  ASSERT_TRUE(p.ok());
  std::set<std::string> heads;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Puzzle q = p->machine->deal(p->machine, seed, false);
    EXPECT_TRUE(q.machine->solve(q.position).solvable) << q.id();
    heads.insert(q.id().substr(q.id().find(",s=")));
  }
  EXPECT_GT(heads.size(), 10u);  // the assignments differ from game to game
}

}  // namespace
}  // namespace tl
