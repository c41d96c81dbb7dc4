// graph_editor_midend_test.cpp: the graph editor's edits as the page makes
// them: each one a new, undoable puzzle ID whose lights follow their
// vertices, its rank what the same graph opened from graph6 has.
#include <gtest/gtest.h>

#include "core/game/graph_view.hpp"
#include "core/graph/graph6.hpp"
#include "core/midend/midend.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

int rank_of_graph6(const std::string& g6) {
  Midend fresh = Midend::open("graph:" + std::string(std::size_t(parse_graph6(g6, 4096)->n), '0') + ",graph6=" + g6);
  return fresh.rules_summary().rank;
}

TEST(GraphEditor, FiveVerticesDrawnOneStepAtATime) {
  Midend m = Midend::open("graph:0,graph6=@");
  ASSERT_TRUE(m.message().empty()) << m.message();
  ASSERT_TRUE(graph_editable(m.machine()));
  for (int i = 1; i < 5; ++i) ASSERT_TRUE(m.edit_graph(GraphEdit::add(0.5f + 2.0f * float(i), 0.5f))) << m.message();
  EXPECT_EQ(m.machine().cell_count(), 5);
  // The path 1-2-3-4-5 (Sutner: the path of n vertices is singular when n = 2 mod 3).
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(m.edit_graph(GraphEdit::toggle(i, i + 1))) << m.message();
  EXPECT_EQ(graph6_of(m.machine()), "DhC");
  EXPECT_EQ(m.rules_summary().rank, 4);
  EXPECT_EQ(m.rules_summary().rank, rank_of_graph6(graph6_of(m.machine())));
  EXPECT_NE(m.message().find("Added the edge 4-5. 5 vertices, 4 edges, rank 4."), std::string::npos) << m.message();
  // Closing the cycle: C5 is not singular (5 is no multiple of 3).
  ASSERT_TRUE(m.edit_graph(GraphEdit::toggle(4, 0)));
  EXPECT_EQ(m.rules_summary().rank, 5);
  EXPECT_EQ(m.rules_summary().rank, rank_of_graph6(graph6_of(m.machine())));
  // Every edit is a puzzle ID that opens as what is in play.
  const std::string id = m.current().id();
  auto again = parse_puzzle_id(id);
  ASSERT_TRUE(again.ok()) << again.error().describe();
  EXPECT_EQ(again->id(), id);
  EXPECT_EQ(graph6_of(*again->machine), graph6_of(m.machine()));
  // ... and Undo takes it back.
  ASSERT_TRUE(m.undo());
  EXPECT_EQ(graph6_of(m.machine()), "DhC");
}

TEST(GraphEditor, LightsFollowTheirVertices) {
  // A path of 4 with 3 states, lights 0 1 2 1 and goal 0 0 0 2.
  Midend m = Midend::open("graph-k3:0121,g=0002,graph6=Ch");
  ASSERT_TRUE(m.message().empty()) << m.message();
  ASSERT_TRUE(m.edit_graph(GraphEdit::remove(1)));
  EXPECT_EQ(m.machine().cells(m.current().position), (std::vector<int>{0, 2, 1}));
  EXPECT_EQ(m.machine().goal_cells(m.current().position), (std::vector<int>{0, 0, 2}));
  EXPECT_EQ(m.machine().states(), 3);
  ASSERT_TRUE(m.edit_graph(GraphEdit::add(9.0f, 9.0f)));
  EXPECT_EQ(m.machine().cells(m.current().position), (std::vector<int>{0, 2, 1, 0}));
  // Moving a vertex keeps the lights and the graph; the ID keeps the place.
  const std::string before = graph6_of(m.machine());
  ASSERT_TRUE(m.edit_graph(GraphEdit::move(3, 0.5f, 5.0f)));
  EXPECT_EQ(graph6_of(m.machine()), before);
  const CellLayout* l = m.machine().cell_layout();
  ASSERT_NE(l, nullptr);
  EXPECT_NEAR(l->y[3], 5.0f, 0.01f);
}

TEST(GraphEditor, APresetBecomesAPlainGraphWithItsRules) {
  Midend m = Midend::open("graph-icosahedron-noself:000000000000");
  ASSERT_TRUE(m.message().empty()) << m.message();
  const std::string g6 = graph6_of(m.machine());
  const bool joined = parse_graph6(g6, 64)->has_edge(0, 1);
  ASSERT_TRUE(m.edit_graph(GraphEdit::toggle(0, 1)));
  EXPECT_EQ(m.machine().head(), "graph-noself");
  EXPECT_EQ(parse_graph6(graph6_of(m.machine()), 64)->edge_count(), joined ? 29u : 31u);
  ASSERT_TRUE(m.edit_graph(GraphEdit::toggle(0, 1)));
  EXPECT_EQ(graph6_of(m.machine()), g6) << "the edge back: the icosahedron again";
}

TEST(GraphEditor, RefusalsKeepTheGameAndSayWhy) {
  Midend m = Midend::open("graph:1,graph6=@");
  const std::string id = m.current().id();
  EXPECT_FALSE(m.edit_graph(GraphEdit::remove(0)));
  EXPECT_TRUE(m.message_is_error());
  EXPECT_NE(m.message().find("at least one vertex"), std::string::npos) << m.message();
  EXPECT_FALSE(m.edit_graph(GraphEdit::toggle(0, 0)));
  EXPECT_EQ(m.current().id(), id);
  Midend merlin = Midend::open("merlin:100/110/001");
  EXPECT_FALSE(merlin.edit_graph(GraphEdit::add(1, 1)));
  EXPECT_NE(merlin.message().find("not a graph"), std::string::npos) << merlin.message();
}

TEST(GraphEditor, APastedGraph6OpensUnderTheRulesInPlay) {
  Midend m = Midend::open("graph-hexagon2-k3:0000000");
  ASSERT_TRUE(m.message().empty()) << m.message();
  ASSERT_TRUE(m.open_graph6(" IheA@GUAo\n")) << m.message();
  EXPECT_EQ(graph6_of(m.machine()), "IheA@GUAo");
  EXPECT_EQ(m.machine().states(), 3);
  EXPECT_EQ(m.machine().head(), "graph-k3");
  EXPECT_FALSE(m.solved()) << "a puzzle is dealt on it";
  EXPECT_NE(m.message().find("10 vertices and 15 edges"), std::string::npos) << m.message();
  auto again = parse_puzzle_id(m.current().id());
  ASSERT_TRUE(again.ok()) << again.error().describe();
  EXPECT_EQ(again->id(), m.current().id());
  EXPECT_EQ(m.current().id().find(",p="), std::string::npos) << "drawn by the layout, no places in the ID";
  // A bad string keeps the game and says where it went wrong.
  const std::string id = m.current().id();
  EXPECT_FALSE(m.open_graph6("IheA@GU"));
  EXPECT_TRUE(m.message_is_error());
  EXPECT_NE(m.message().find("at character"), std::string::npos) << m.message();
  EXPECT_EQ(m.current().id(), id);
  EXPECT_FALSE(m.open_graph6("?"));
  EXPECT_NE(m.message().find("at least one vertex"), std::string::npos) << m.message();
}

}  // namespace
}  // namespace tl
