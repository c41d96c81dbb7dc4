// diy_elimination_test.cpp: the student's own elimination on [A | b]: row
// operations are applied and answered, non-units mod k are refused with the
// reason, the standard steps reach the reduced form, and the s read off it
// solves the board.
#include "core/linear/explain/diy_elimination.hpp"

#include <gtest/gtest.h>

#include "core/modk/zk_arith.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::load;

using test::has;

// Presses s (per button, how often) on the puzzle's position.
bool solves(const Puzzle& p, const std::vector<int>& s) {
  Position pos = p.position;
  for (std::size_t j = 0; j < s.size(); ++j)
    for (int t = 0; t < s[j]; ++t) p.machine->press(pos, int(j));
  return p.machine->solved(pos);
}

TEST(DiyElimination, MerlinByHandPivotsColumnOne) {
  const Puzzle p = load("merlin:100/110/001");
  DiyElimination d = DiyElimination::of(*p.machine, p.position);
  ASSERT_EQ(d.rows(), 9);
  ASSERT_EQ(d.buttons(), 9);
  // Column 1 of A is u_1 = cells 1, 2, 4, 5 (Arnold and Blaszak): clear rows 2, 4 and 5 with row 1.
  EXPECT_TRUE(has(d.add(0, 1, 1).message, "Column 1 is not done yet"));
  EXPECT_TRUE(has(d.add(0, 3, 1).message, "add row 1 to row 4"));
  const DiyOutcome last = d.add(0, 4, 1);
  EXPECT_TRUE(last.applied);
  EXPECT_TRUE(has(last.message, "Pivot in column 1 done")) << last.message;
  EXPECT_EQ(d.columns_done(), 1);
  EXPECT_EQ(d.current_column(), 1);
  // Refusals: the same row twice; scaling by 0.
  EXPECT_FALSE(d.swap(2, 2).applied);
  EXPECT_FALSE(d.add(3, 3, 1).applied);
  EXPECT_FALSE(d.scale(3, 0).applied);
  // Undo takes the last operation back.
  const auto before = d.matrix();
  d.swap(1, 2);
  EXPECT_NE(d.matrix(), before);
  EXPECT_TRUE(d.undo());
  EXPECT_EQ(d.matrix(), before);
}

TEST(DiyElimination, ModFourRefusesTwoWithTheReason) {
  const Puzzle p = load("lightsout3x3-k4:123/000/321");
  DiyElimination d = DiyElimination::of(*p.machine, p.position);
  ASSERT_EQ(d.k(), 4);
  const auto before = d.matrix();
  const DiyOutcome two = d.scale(0, 2);
  EXPECT_FALSE(two.applied);
  EXPECT_TRUE(has(two.message, "2 has no inverse mod 4")) << two.message;
  EXPECT_EQ(d.matrix(), before) << "a refused operation changes nothing";
  EXPECT_TRUE(d.scale(0, 3).applied) << "3 is a unit mod 4 (3 x 3 = 9 = 1)";
  EXPECT_EQ(d.at(0, 0), 3);
}

// The standard steps reach the reduced form; s read off it solves the board
// exactly when the solver says the position is solvable.
TEST(DiyElimination, StandardStepsEndInAnSThatSolves) {
  for (const char* id :
       {"merlin:100/110/001", "lightsout5x5:11000/10000/00000/00000/00000", "lightsout5x5:10000/00000/00000/00000/00000",
        "lightsout4x4:1000/0100/0010/0001", "quatrainment:1010/0101/1010/0101", "merlin-k3:012/120/201",
        "lightsout3x3-k4:123/000/321", "lightsout3x3-k6:123/450/321", "lightsout5x5-k3:10012/01201/20122/01011/11112"}) {
    const Puzzle p = load(id);
    DiyElimination d = DiyElimination::of(*p.machine, p.position);
    ASSERT_GT(d.rows(), 0) << id;
    int steps = 0;
    while (!d.reduced() && !d.stuck() && steps < 100000) {
      const DiyOutcome o = d.next_standard_step();
      ASSERT_TRUE(o.applied) << id << ": " << o.message;
      ++steps;
    }
    if (d.stuck()) {  // composite k without a unit to pivot on: said, not solved here
      EXPECT_FALSE(is_prime(d.k())) << id << ": over a field every nonzero entry is a unit";
      EXPECT_TRUE(has(d.status(), "no unit to pivot on")) << id;
      continue;
    }
    EXPECT_TRUE(has(d.status(), "Reduced form reached")) << id;
    const bool solvable = p.machine->solve(p.position).solvable;
    EXPECT_EQ(d.solvable(), solvable) << id;
    if (solvable) {
      EXPECT_TRUE(solves(p, d.solution())) << id;
    } else {
      EXPECT_TRUE(has(d.status(), "reads 0 = ")) << id;
    }
    EXPECT_EQ(int(d.history().size()), steps) << id;
  }
}

}  // namespace
}  // namespace tl
