// graph_edit.cpp: see graph_edit.hpp.
#include "core/graph/graph_edit.hpp"

#include <algorithm>
#include <cmath>

namespace tl {

namespace {

// Puts the leftmost and the topmost centres half a cell from the edges (a
// disc's radius), as fit_box leaves every drawing, so the machine built on
// the result draws each vertex exactly where the edit put it.
void keep_in_range(GraphEdited& e) {
  std::vector<float>& x = e.drawing.x;
  std::vector<float>& y = e.drawing.y;
  if (x.empty()) return;
  e.dx = 0.5f - *std::min_element(x.begin(), x.end());
  e.dy = 0.5f - *std::min_element(y.begin(), y.end());
  for (float& v : x) v += e.dx;
  for (float& v : y) v += e.dy;
}

bool a_place(float x, float y) {
  return std::isfinite(x) && std::isfinite(y) && std::fabs(x) <= kFarthest && std::fabs(y) <= kFarthest;
}

}  // namespace

GraphDrawing drawing_of(Graph g, const CellLayout& layout) {
  GraphDrawing d{std::move(g), layout.x, layout.y};
  d.x.resize(std::size_t(d.graph.n), 0.5f);
  d.y.resize(std::size_t(d.graph.n), 0.5f);
  return d;
}

Result<GraphEdited> apply_graph_edit(const GraphDrawing& d, const GraphEdit& e, int max_vertices) {
  const int n = d.graph.n;
  auto vertex = [&](int v) { return v >= 0 && v < n; };
  auto name = [](int v) { return std::to_string(v + 1); };
  GraphEdited out{d, {}, 0, 0, {}};
  for (int v = 0; v < n; ++v) out.from.push_back(v);
  switch (e.kind) {
    case GraphEdit::Kind::AddVertex: {
      if (n >= max_vertices)
        return Error{0, "the graph has " + std::to_string(n) + " vertices already; at most " + std::to_string(max_vertices)};
      if (!a_place(e.x, e.y)) return Error{0, "a vertex must be placed within the drawing"};
      Graph g(n + 1);
      for (auto [a, b] : d.graph.edges()) g.add_edge(a, b);
      out.drawing.graph = std::move(g);
      out.drawing.x.push_back(e.x);
      out.drawing.y.push_back(e.y);
      out.from.push_back(-1);
      out.what = "Added vertex " + name(n) + ".";
      break;
    }
    case GraphEdit::Kind::ToggleEdge: {
      if (!vertex(e.a) || !vertex(e.b)) return Error{0, "an edge joins two of the vertices 1.." + std::to_string(n)};
      if (e.a == e.b) return Error{0, "an edge joins two different vertices"};
      const int a = std::min(e.a, e.b), b = std::max(e.a, e.b);
      const bool had = d.graph.has_edge(a, b);
      if (had) out.drawing.graph.remove_edge(a, b);
      else out.drawing.graph.add_edge(a, b);
      out.what = std::string(had ? "Removed" : "Added") + " the edge " + name(a) + "-" + name(b) + ".";
      break;
    }
    case GraphEdit::Kind::MoveVertex: {
      if (!vertex(e.a)) return Error{0, "there is no vertex " + name(e.a) + "; the vertices are 1.." + std::to_string(n)};
      if (!a_place(e.x, e.y)) return Error{0, "a vertex must be placed within the drawing"};
      out.drawing.x[std::size_t(e.a)] = e.x;
      out.drawing.y[std::size_t(e.a)] = e.y;
      out.what = "Moved vertex " + name(e.a) + ".";
      break;
    }
    case GraphEdit::Kind::DeleteVertex: {
      if (!vertex(e.a)) return Error{0, "there is no vertex " + name(e.a) + "; the vertices are 1.." + std::to_string(n)};
      if (n == 1) return Error{0, "a graph keeps at least one vertex"};
      // The vertices after it move down one place; their edges follow them.
      auto renumber = [&](int v) { return v < e.a ? v : v - 1; };
      Graph g(n - 1);
      for (auto [a, b] : d.graph.edges())
        if (a != e.a && b != e.a) g.add_edge(renumber(a), renumber(b));
      out.drawing.graph = std::move(g);
      out.drawing.x.erase(out.drawing.x.begin() + e.a);
      out.drawing.y.erase(out.drawing.y.begin() + e.a);
      out.from.erase(out.from.begin() + e.a);
      out.what = "Deleted vertex " + name(e.a) + (e.a + 1 < n ? "; the vertices after it moved down one number." : ".");
      break;
    }
  }
  keep_in_range(out);
  return out;
}

}  // namespace tl
