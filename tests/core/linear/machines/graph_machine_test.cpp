// graph_machine_test.cpp: Lights Out on a graph: Sutner's theorem on random
// graphs, the 5x5 grid entered as a graph against lightsout5x5 (two and
// three states), IDs of every preset, and bad IDs refused with positions.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "core/base/bits_text.hpp"

#include "core/game/graph_view.hpp"
#include "core/graph/graph6.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "core/midend/why_link.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::load;

std::string zeros(int n) { return std::string(std::size_t(n), '0'); }

// The lights of an ID: hex for more than 64 cells (bits_text.hpp), so built by the machine.
std::string graph_id(const Graph& g, const std::string& head = "graph") {
  auto m = parse_puzzle_id(head + ":" + zeros(std::min(g.n, 64)) + ",graph6=" + format_graph6(g), Surface::Cli);
  if (g.n <= 64) {
    EXPECT_TRUE(m.ok()) << (m.ok() ? "" : m.error().describe());
    return m.ok() ? m->id() : "";
  }
  return "";
}

Graph grid_graph(int rows, int cols) {
  Graph g{rows * cols};
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (c + 1 < cols) g.add_edge(r * cols + c, r * cols + c + 1);
      if (r + 1 < rows) g.add_edge(r * cols + c, (r + 1) * cols + c);
    }
  return g;
}

// Sutner: in the σ+ game every graph's all-lit position can be turned off
// (over GF(2)). 500 random graphs of up to 60 vertices at several densities.
TEST(GraphMachine, SutnersTheoremAllLitIsAlwaysSolvable) {
  std::mt19937_64 rng(2006);
  for (int t = 0; t < 500; ++t) {
    const int n = 1 + int(rng() % 60);
    const double density = (t % 5 + 1) / 6.0;
    std::bernoulli_distribution edge(density);
    Graph g{n};
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b)
        if (edge(rng)) g.add_edge(a, b);
    Puzzle p = load("graph:" + std::string(std::size_t(n), '1') + ",graph6=" + format_graph6(g));
    const Solution s = p.machine->solve(p.position);
    ASSERT_TRUE(s.solvable) << format_graph6(g);
    Position pos = p.position;
    for (int b : s.presses) p.machine->press(pos, b);
    EXPECT_TRUE(p.machine->solved(pos)) << format_graph6(g);
  }
}

TEST(GraphMachine, TheFiveByFiveGridIsLightsOut) {
  const std::string g6 = format_graph6(grid_graph(5, 5));
  const Puzzle graph = load("graph:" + zeros(25) + ",graph6=" + g6);
  const Puzzle grid = load("lightsout5x5:00000/00000/00000/00000/00000");
  for (int b = 0; b < 25; ++b) EXPECT_EQ(test::linear(graph).press_vector(b), test::linear(grid).press_vector(b)) << b;
  const LinearAnalysis a = test::linear(graph).analyze(), l = test::linear(grid).analyze();
  EXPECT_EQ(a.rank, 23);
  EXPECT_EQ(a.rank, l.rank);
  // The same quiet patterns: every combination of one basis is one of the other's.
  auto span = [](const std::vector<BitVec>& basis) {
    std::set<std::string> all;
    for (uint32_t m = 0; m < (1u << basis.size()); ++m) {
      BitVec v(25);
      for (std::size_t i = 0; i < basis.size(); ++i)
        if (m >> i & 1) v ^= basis[i];
      all.insert(format_bits(v, 5));
    }
    return all;
  };
  EXPECT_EQ(span(a.quiet_patterns), span(l.quiet_patterns));
  EXPECT_EQ(span(a.quiet_patterns).size(), 4u);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Position pos = grid.machine->random(seed, false);
    const Solution sg = graph.machine->solve(pos), sl = grid.machine->solve(pos);
    ASSERT_TRUE(sg.solvable && sl.solvable) << seed;
    EXPECT_TRUE(sg.minimal && sl.minimal);
    EXPECT_EQ(sg.presses.size(), sl.presses.size()) << seed;
  }
}

TEST(GraphMachine, ThreeStatesAgreeWithTheZkSolver) {
  const std::string g6 = format_graph6(grid_graph(4, 4));
  const Puzzle graph = load("graph-k3:" + zeros(16) + ",graph6=" + g6);
  const Puzzle grid = load("lightsout4x4-k3:0000/0000/0000/0000");
  ASSERT_EQ(graph.machine->states(), 3);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const Position pos = grid.machine->random(seed, false);
    const Solution sg = graph.machine->solve(pos), sl = grid.machine->solve(pos);
    ASSERT_TRUE(sg.solvable && sl.solvable) << seed;
    EXPECT_EQ(sg.presses.size(), sl.presses.size()) << seed;
    Position after = pos;
    for (int b : sg.presses) graph.machine->press(after, b);
    EXPECT_TRUE(graph.machine->solved(after)) << seed;
  }
  EXPECT_EQ(test::as_zk(*graph.machine)->analyze().reachable.decimal(),
            test::as_zk(*grid.machine)->analyze().reachable.decimal());
}

TEST(GraphMachine, NoSelfPressesOnlyTheNeighbours) {
  // Orbix: the icosahedron, a press changes the five neighbours and not itself.
  const Puzzle orbix = load("graph-icosahedron-noself:000000000000");
  Position pos = orbix.position;
  orbix.machine->press(pos, 0);
  EXPECT_EQ(pos.state.popcount(), 5u);
  EXPECT_FALSE(pos.state.get(0));
  EXPECT_EQ(orbix.machine->title(), "Orbix (icosahedron)");
}

TEST(GraphMachine, EveryPresetsIdRoundTripsAndFollowsItsHints) {
  const MachineKind* kind = find_machine_kind("graph");
  ASSERT_NE(kind, nullptr);
  for (const MachineKind::Preset& preset : kind->presets) {
    auto m = make_machine(*kind, preset.values, Surface::Page);
    ASSERT_TRUE(m.ok()) << preset.label << ": " << m.error().describe();
    const Puzzle dealt{*m, (*m)->random(7, false)};
    const Puzzle back = load(dealt.id());
    EXPECT_EQ(back.id(), dealt.id()) << preset.label;
    EXPECT_EQ(back.position, dealt.position) << preset.label;
    EXPECT_FALSE(graph6_of(*(*m)).empty()) << preset.label;
    EXPECT_NE((*m)->cell_layout(), nullptr) << preset.label;
    const Solution s = (*m)->solve(dealt.position);
    ASSERT_TRUE(s.solvable) << preset.label;
    if (s.minimal) { EXPECT_EQ(test::follow_hints(**m, dealt.position, 1000), int(s.presses.size())) << preset.label; }
  }
  // A preset opens as a plain graph too, with the same rules.
  const Puzzle cube = load("graph-cube3:" + zeros(54));
  const Puzzle plain = load("graph:" + zeros(54) + ",graph6=" + graph6_of(*cube.machine));
  EXPECT_EQ(test::linear(cube).analyze().rank, test::linear(plain).analyze().rank);
}

TEST(GraphMachine, PositionsAndGoalRoundTrip) {
  const std::string id = "graph:1010,g=0110,graph6=Cr,p=0.0.200.0.200.200.0.200";
  EXPECT_EQ(load(id).id(), id);
  const Puzzle p = load(id);
  ASSERT_NE(p.machine->cell_layout(), nullptr);
  EXPECT_FLOAT_EQ(p.machine->cell_layout()->x[1] - p.machine->cell_layout()->x[0], 2.0f);
}

TEST(GraphMachine, AnIdNeverEndsInAViewsName) {
  // "H??~why" is a graph of 9 vertices whose graph6 ends like a link's view:
  // the machine writes the positions after it, so the link reads one way.
  const Puzzle p = load("graph:" + zeros(9) + ",graph6=H??~why");
  const std::string id = p.id();
  EXPECT_NE(id.find(",graph6=H??~why,p="), std::string::npos) << id;
  EXPECT_EQ(load(id).id(), id);
  const std::string link = id + "~why~elim=3";
  const LinkParts parts = split_link(link);
  EXPECT_EQ(parts.id, id);
  EXPECT_EQ(parts.view, "why~elim=3");
  // A graph6 holding '~' with no views after it stays whole.
  const std::string big = graph_id(Graph{63});
  ASSERT_FALSE(big.empty());
  EXPECT_EQ(split_link(big).id, big);
  EXPECT_EQ(split_link(big + "~elim=2").view, "elim=2");
}

TEST(GraphMachine, BadIdsSayWhatWasWrong) {
  test::expect_bad_ids({
      {"graph:0000000000", 16, "expected ',graph6='"},
      {"graph:0000000000,graph6=IheA@GUA", 32, "characters of edges"},
      {"graph:0000000000,graph6=Ihe A@GUAo", 27, "not a graph6 character"},
      {"graph:000000000,graph6=IheA@GUAo", 15, "got 9, this board has 10 cells"},
      {"graph-blob3:0", 6, "unknown option -blob3"},
      {"graph-hexagon:0", 13, "hexagon takes a size"},
      {"graph-petersen7:0", 14, "takes no size"},
      {"graph-hexagon3-cube3:0", 15, "one shape only"},
      {"graph-hexagon19:0", 0, "at most 1024 on the page"},
      {"graph-wheel3:000", 0, "at least 4"},
      {"graph-hexagon40:0", 0, "at most 4096"},
      {"graph:0000,graph6=Cr,p=0.0.1.1", 30, "expected 8 numbers"},
      {"graph:0000,graph6=Cr,p=0.0.1.1.2.2.3.x", 37, "hundredths of a cell"},
      {"graph:0000,graph6=Cr,p=-5.-5.1.1.2.2.3.3", 23, "0..1000000"},  // a sign is no position
  });
  // The command line takes up to 4096 vertices.
  auto cli = parse_puzzle_id("graph-hexagon19:x" + std::string(257, '0'), Surface::Cli);
  ASSERT_TRUE(cli.ok()) << cli.error().describe();
  EXPECT_EQ(cli->machine->cell_count(), 1027);
}

}  // namespace
}  // namespace tl
