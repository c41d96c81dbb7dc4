// graph_edit_test.cpp: the graph editor's steps on a drawn graph: what each
// does to the graph and the drawing, where each vertex came from, and what
// is refused.
#include "core/graph/graph_edit.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace tl {
namespace {

// A path 0-1-2 drawn in a row, one cell apart, already in place.
GraphDrawing path3() {
  GraphDrawing d{Graph{3}, {0.5f, 1.5f, 2.5f}, {0.5f, 0.5f, 0.5f}};
  d.graph.add_edge(0, 1);
  d.graph.add_edge(1, 2);
  return d;
}

std::vector<int> identity(int n) {
  std::vector<int> v;
  for (int i = 0; i < n; ++i) v.push_back(i);
  return v;
}

TEST(GraphEdit, AddsAVertexWhereTappedWithNoEdges) {
  auto e = apply_graph_edit(path3(), GraphEdit::add(1.5f, 3.0f), 1024);
  ASSERT_TRUE(e.ok()) << e.error().message;
  EXPECT_EQ(e->drawing.graph.n, 4);
  EXPECT_EQ(e->drawing.graph.edge_count(), 2u);
  EXPECT_TRUE(e->drawing.graph.adjacent[3].empty());
  EXPECT_FLOAT_EQ(e->drawing.x[3], 1.5f);
  EXPECT_FLOAT_EQ(e->drawing.y[3], 3.0f);
  EXPECT_EQ(e->from, (std::vector<int>{0, 1, 2, -1}));
  EXPECT_EQ(e->dx, 0.0f);
  EXPECT_EQ(e->dy, 0.0f);
  EXPECT_EQ(e->what, "Added vertex 4.");
}

TEST(GraphEdit, AVertexLeftOfEverythingShiftsTheDrawingAndSaysHowFar) {
  auto e = apply_graph_edit(path3(), GraphEdit::add(-1.0f, 0.25f), 1024);
  ASSERT_TRUE(e.ok());
  EXPECT_FLOAT_EQ(e->dx, 1.5f);
  EXPECT_FLOAT_EQ(e->dy, 0.25f);
  // Every centre moved by (dx, dy): the picture is the same, in range.
  EXPECT_FLOAT_EQ(e->drawing.x[0], 2.0f);
  EXPECT_FLOAT_EQ(e->drawing.x[3], 0.5f);
  EXPECT_FLOAT_EQ(e->drawing.y[3], 0.5f);
  EXPECT_FLOAT_EQ(e->drawing.y[0], 0.75f);
}

TEST(GraphEdit, TogglesAnEdgeEitherWayRound) {
  auto added = apply_graph_edit(path3(), GraphEdit::toggle(2, 0), 1024);
  ASSERT_TRUE(added.ok());
  EXPECT_TRUE(added->drawing.graph.has_edge(0, 2));
  EXPECT_EQ(added->drawing.graph.edge_count(), 3u);
  EXPECT_EQ(added->what, "Added the edge 1-3.");
  auto removed = apply_graph_edit(added->drawing, GraphEdit::toggle(1, 0), 1024);
  ASSERT_TRUE(removed.ok());
  EXPECT_FALSE(removed->drawing.graph.has_edge(0, 1));
  EXPECT_EQ(removed->drawing.graph.edge_count(), 2u);
  EXPECT_EQ(removed->what, "Removed the edge 1-2.");
  EXPECT_EQ(removed->from, identity(3));
}

TEST(GraphEdit, MovesAVertexAndKeepsItsEdges) {
  auto e = apply_graph_edit(path3(), GraphEdit::move(2, 2.5f, 4.0f), 1024);
  ASSERT_TRUE(e.ok());
  EXPECT_FLOAT_EQ(e->drawing.y[2], 4.0f);
  EXPECT_EQ(e->drawing.graph, path3().graph);
  EXPECT_EQ(e->from, identity(3));
}

TEST(GraphEdit, DeletingAVertexRenumbersTheRestAndTheirEdges) {
  // A star 0-{1,2,3} plus the edge 2-3; delete 1: 0-{1,2}, 1-2.
  GraphDrawing d{Graph{4}, {0.5f, 1.5f, 2.5f, 3.5f}, {0.5f, 0.5f, 0.5f, 0.5f}};
  d.graph.add_edge(0, 1);
  d.graph.add_edge(0, 2);
  d.graph.add_edge(0, 3);
  d.graph.add_edge(2, 3);
  auto e = apply_graph_edit(d, GraphEdit::remove(1), 1024);
  ASSERT_TRUE(e.ok());
  Graph want{3};
  want.add_edge(0, 1);
  want.add_edge(0, 2);
  want.add_edge(1, 2);
  EXPECT_EQ(e->drawing.graph, want);
  EXPECT_EQ(e->from, (std::vector<int>{0, 2, 3}));
  EXPECT_EQ(e->drawing.x, (std::vector<float>{0.5f, 2.5f, 3.5f}));
  // Deleting the leftmost vertex brings the drawing back to the edge.
  auto first = apply_graph_edit(d, GraphEdit::remove(0), 1024);
  ASSERT_TRUE(first.ok());
  EXPECT_FLOAT_EQ(first->dx, -1.0f);
  EXPECT_FLOAT_EQ(first->drawing.x[0], 0.5f);
  EXPECT_EQ(first->drawing.graph.edge_count(), 1u);
}

TEST(GraphEdit, RefusesWhatIsNotAnEditAndSaysWhy) {
  const GraphDrawing d = path3();
  auto self = apply_graph_edit(d, GraphEdit::toggle(1, 1), 1024);
  ASSERT_FALSE(self.ok());
  EXPECT_NE(self.error().message.find("two different vertices"), std::string::npos);
  auto missing = apply_graph_edit(d, GraphEdit::toggle(0, 3), 1024);
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().message.find("1..3"), std::string::npos) << missing.error().message;
  EXPECT_FALSE(apply_graph_edit(d, GraphEdit::move(-1, 0, 0), 1024).ok());
  EXPECT_FALSE(apply_graph_edit(d, GraphEdit::remove(3), 1024).ok());
  auto full = apply_graph_edit(d, GraphEdit::add(1, 1), 3);
  ASSERT_FALSE(full.ok());
  EXPECT_NE(full.error().message.find("at most 3"), std::string::npos) << full.error().message;
  EXPECT_FALSE(apply_graph_edit(d, GraphEdit::add(1e9f, 1), 1024).ok());
  EXPECT_FALSE(apply_graph_edit(d, GraphEdit::move(0, std::nanf(""), 1), 1024).ok());
  GraphDrawing one{Graph{1}, {0.5f}, {0.5f}};
  auto last = apply_graph_edit(one, GraphEdit::remove(0), 1024);
  ASSERT_FALSE(last.ok());
  EXPECT_NE(last.error().message.find("at least one vertex"), std::string::npos);
}

TEST(GraphEdit, ADrawingIsReadFromALayout) {
  CellLayout l;
  l.x = {0.5f, 2.0f};
  l.y = {0.5f, 1.0f};
  Graph g{2};
  g.add_edge(0, 1);
  const GraphDrawing d = drawing_of(g, l);
  EXPECT_EQ(d.graph, g);
  EXPECT_EQ(d.x, l.x);
  EXPECT_EQ(d.y, l.y);
}

}  // namespace
}  // namespace tl
