// graph.hpp: a simple undirected graph, the board of the graph machines.
//
// Vertices are 0..n-1; an edge joins two different vertices at most once
// (graph6, the text form below, holds exactly these graphs). The machine
// built on it presses a vertex to change its neighbours and, in the σ+ game
// (Sutner's name for it; Joyner 2006, section 2, writes the same press as a
// toggle matrix), the vertex itself.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tl {

struct Graph {
  int n = 0;
  std::vector<std::vector<int>> adjacent;  // per vertex, its neighbours ascending

  explicit Graph(int vertices = 0) : n(vertices), adjacent(std::size_t(vertices)) {}
  // Adds the edge {a, b} (a != b) unless it is there already.
  void add_edge(int a, int b);
  // Removes the edge {a, b} if it is there.
  void remove_edge(int a, int b);
  bool has_edge(int a, int b) const;
  std::size_t edge_count() const;
  // Every edge once, as (a, b) with a < b, ordered by a then b.
  std::vector<std::pair<int, int>> edges() const;
  friend bool operator==(const Graph&, const Graph&) = default;
};

}  // namespace tl
