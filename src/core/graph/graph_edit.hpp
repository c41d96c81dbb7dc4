// graph_edit.hpp: a drawn graph edited one step at a time (the graph editor):
// add a vertex at a place, add or remove an edge, move a vertex, delete one.
//
// Each step says where every vertex of the result came from, so the lights
// on the vertices can follow them, and keeps the drawing where fit_box
// would put it (the leftmost and topmost centres half a cell in), saying
// how far that moved everything, so an editor on screen can keep what the
// edit did not move where it was.
#pragma once

#include <string>
#include <vector>

#include "core/base/cell_layout.hpp"
#include "core/base/result.hpp"
#include "core/graph/graph.hpp"

namespace tl {

struct GraphDrawing {
  Graph graph;
  std::vector<float> x, y;  // each vertex's centre, in cells
};

// The graph drawn as `layout` draws it (its centres).
GraphDrawing drawing_of(Graph g, const CellLayout& layout);

struct GraphEdit {
  enum class Kind { AddVertex, ToggleEdge, MoveVertex, DeleteVertex };
  Kind kind = Kind::AddVertex;
  int a = -1, b = -1;  // the vertex (move, delete) or the edge's ends (toggle), 0-based
  float x = 0, y = 0;  // where (add, move), in the drawing's cells
  static GraphEdit add(float x, float y) { return {Kind::AddVertex, -1, -1, x, y}; }
  static GraphEdit toggle(int a, int b) { return {Kind::ToggleEdge, a, b, 0, 0}; }
  static GraphEdit move(int v, float x, float y) { return {Kind::MoveVertex, v, -1, x, y}; }
  static GraphEdit remove(int v) { return {Kind::DeleteVertex, v, -1, 0, 0}; }
};

struct GraphEdited {
  GraphDrawing drawing;
  std::vector<int> from;  // per vertex, the vertex it was before the edit (-1: new)
  float dx = 0, dy = 0;   // what was added to every centre to keep the drawing in place
  std::string what;       // the edit in words: "Added vertex 6.", "Removed the edge 2-5."
};

// `d` after `e`. Refused, saying why: a vertex that is not there, an edge
// from a vertex to itself, deleting the last vertex, a vertex beyond
// `max_vertices`, a place further than `kFarthest` cells out.
inline constexpr float kFarthest = 10000.0f;
Result<GraphEdited> apply_graph_edit(const GraphDrawing& d, const GraphEdit& e, int max_vertices);

}  // namespace tl
