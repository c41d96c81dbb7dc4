// zk_machine_test.cpp: the k-state machines through the machine model: IDs,
// presses, solutions that solve, hints that take exactly the fewest presses,
// and two states agreeing with the GF(2) machines.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/linear/machines/linear_machine.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "core/registry/registry.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::load;

TEST(ZkMachine, IdsCarryEveryParameterAndRoundTrip) {
  for (const char* id :
       {"merlin-k3:012/120/201", "merlin-k4:000/000/000,g=111/101/111", "lightsout5x5-k3:01202/12010/00000/22110/01200",
        "lightsout3x4t-k5-box-noself:0123/4012/3401", "lightsout2x2-knight:10/01", "lightsout2x3-x:101/010"}) {
    Puzzle p = load(id);
    EXPECT_EQ(p.id(), id);
  }
  // The classic machine stays the GF(2) one, with its fast paths and views.
  EXPECT_NE(test::as_packed(*load("lightsout5x5:00000/00000/00000/00000/00000").machine), nullptr);
  EXPECT_NE(test::as_zk(*load("lightsout5x5-k3:00000/00000/00000/00000/00000").machine), nullptr);
  // Past 36 states the cells are two hex digits each.
  Puzzle big = load("lightsout1x2-k200:hc700");
  EXPECT_EQ(big.machine->cells(big.position), (std::vector<int>{199, 0}));
  EXPECT_EQ(big.id(), "lightsout1x2-k200:hc700");
  test::expect_bad_ids({
      {"lightsout3x3-k3:012/120/203", 26, "expected a digit 0-2 (3 states)"},
      {"lightsout3x3-k1:000/000/000", 13, "states (-k) must be 2..255"},
      {"lightsout3x3-k256:000/000/000", 13, "states (-k) must be 2..255"},
      {"lightsout3x3-hex:000/000/000", 13, "unknown option '-hex'"},
      {"lightsout3x3-box-box:000/000/000", 17, "given twice"},
      {"lightsout1x2-k200:hc800", 19, "cell 1 is 200"},
      {"lightsout1x2-k200:00", 18, "h then two hex digits"},
      {"lightsout1x3-k88:", 17, "as h then two hex digits each (00 to 87)"},  // found by the ID fuzzer
  });
}

TEST(ZkMachine, APressAddsOneToThePatternMod3) {
  Puzzle p = load("lightsout3x3-k3:000/000/000");
  const Machine& m = *p.machine;
  Position pos = p.position;
  for (int t = 1; t <= 3; ++t) {
    m.press(pos, 4);  // the centre: itself and its four neighbours
    const int v = t % 3;
    EXPECT_EQ(m.cells(pos), (std::vector<int>{0, v, 0, v, v, v, 0, v, 0})) << t << " presses";
  }
  // Edit mode cycles a cell through 0, 1, 2 and back.
  m.edit_cell(pos, 0, false);
  m.edit_cell(pos, 0, false);
  EXPECT_EQ(m.cells(pos)[0], 2);
  m.edit_cell(pos, 0, false);
  EXPECT_EQ(m.cells(pos)[0], 0);
}

TEST(ZkMachine, MerlinWithThreeStatesAimsAtTheRingInTheTopState) {
  Puzzle p = load("merlin-k3:000/000/000");
  EXPECT_EQ(p.machine->goal_cells(p.position), (std::vector<int>{2, 2, 2, 2, 0, 2, 2, 2, 2}));
  const Solution s = p.machine->solve(p.position);
  ASSERT_TRUE(s.solvable);
  Position pos = p.position;
  for (int b : s.presses) p.machine->press(pos, b);
  EXPECT_TRUE(p.machine->solved(pos));
}

// A k-state board of `cells` cells, all 0 (the goal is the machine's own).
Puzzle zeros(const std::string& head, int cells) { return load(head + ":" + std::string(std::size_t(cells), '0')); }

// Random positions of each new machine and size: the reported solution
// reaches the goal, and following hints takes exactly the reported count.
TEST(ZkMachine, SolutionsSolveAndHintsTakeTheFewest) {
  const std::pair<const char*, int> heads[] = {{"merlin-k3", 9},
                                               {"merlin-k4", 9},
                                               {"merlin-k6", 9},
                                               {"lightsout3x3-k3", 9},
                                               {"lightsout4x4-k4", 16},
                                               {"lightsout5x5-k3", 25},
                                               {"lightsout4x5t-k3-x", 20},
                                               {"lightsout4x4-k5-box", 16},
                                               {"lightsout5x5-k3-knight-noself", 25},
                                               {"lightsout3x4t-k6", 12},
                                               {"lightsout6x6-k7", 36}};
  for (const auto& [head, cells] : heads) {
    const Puzzle p = zeros(head, cells);
    const Machine& m = *p.machine;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      const Position pos = m.random(seed, false);
      const Solution s = m.solve(pos);
      ASSERT_TRUE(s.solvable) << head << " seed " << seed << ": " << s.reason;
      EXPECT_TRUE(s.minimal) << head << ": small boards are proven";
      EXPECT_TRUE(std::is_sorted(s.presses.begin(), s.presses.end()));
      Position done = pos;
      for (int b : s.presses) m.press(done, b);
      EXPECT_TRUE(m.solved(done)) << head;
      EXPECT_EQ(test::follow_hints(m, pos, 4 * m.button_count()), int(s.presses.size())) << head;
      // Any position: solvable exactly when the solver says, never a wrong answer.
      const Position any = m.random(seed + 100, true);
      const Solution a = m.solve(any);
      if (!a.solvable) {
        EXPECT_FALSE(a.reason.empty());
        continue;
      }
      Position d = any;
      for (int b : a.presses) m.press(d, b);
      EXPECT_TRUE(m.solved(d)) << head;
    }
  }
}

// Two states through the Z_k machine agree with the GF(2) general solver on
// the same press vectors: solvability and the fewest presses.
TEST(ZkMachine, TwoStatesAgreeWithTheGf2Solver) {
  for (const char* shape : {"x", "box", "knight"})
    for (int r = 1; r <= 4; ++r)
      for (int c = 1; c <= 4; ++c)
        for (bool torus : {false, true}) {
          const std::string head = "lightsout" + std::to_string(r) + "x" + std::to_string(c) + (torus ? "t" : "") + "-" + shape;
          const Puzzle p = zeros(head, r * c);
          const Machine& m = *p.machine;
          std::vector<BitVec> vectors;
          for (int b = 0; b < m.button_count(); ++b) {
            Position one = m.initial();
            m.press(one, b);
            BitVec u(std::size_t(r * c));
            const std::vector<int> cells = m.cells(one);
            for (std::size_t i = 0; i < cells.size(); ++i) u.set(i, cells[i] != 0);
            vectors.push_back(u);
          }
          for (uint64_t seed = 1; seed <= 3; ++seed) {
            const Position pos = m.random(seed, true);
            const std::vector<int> lights = m.cells(pos);
            BitVec target(std::size_t(r * c));
            for (std::size_t i = 0; i < lights.size(); ++i) target.set(i, lights[i] != 0);
            const Solution z = m.solve(pos), g = solve_linear(vectors, target);
            ASSERT_EQ(z.solvable, g.solvable) << head;
            if (z.solvable && z.minimal && g.minimal) { EXPECT_EQ(z.presses.size(), g.presses.size()) << head; }
          }
        }
}

TEST(ZkMachine, ParametersBuildTheSameRulesAsIds) {
  const MachineKind& k = *find_machine_kind("lightsout");
  const ParamValues lo2000 = k.presets.at(0).values;
  auto id = id_from_params(k, lo2000, Surface::Page);
  ASSERT_TRUE(id.ok());
  EXPECT_EQ(id->substr(0, id->find(':')), "lightsout5x5-k3");
  EXPECT_EQ(load(*id).machine->title(), "Lights Out 2000");
  EXPECT_EQ(load(*id).machine->params(), lo2000);
}

}  // namespace
}  // namespace tl
