// graph_presets_test.cpp: each preset graph checked against a construction of
// its own here (counts, degrees, the neighbours themselves), and its drawing
// checked for what a player would see: cells apart, solids without crossings.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <set>

#include "core/graph/graph6.hpp"
#include "core/graph/graph_presets.hpp"

namespace tl {
namespace {

void expect_regular(const Graph& g, int vertices, std::size_t edges, std::size_t degree, const char* what) {
  EXPECT_EQ(g.n, vertices) << what;
  EXPECT_EQ(g.edge_count(), edges) << what;
  for (int v = 0; v < g.n; ++v) EXPECT_EQ(g.adjacent[std::size_t(v)].size(), degree) << what << " vertex " << v;
}

// No two cells overlap: centres at least one cell apart; all inside the box.
void expect_drawn_apart(const DrawnGraph& d, const char* what) {
  const CellLayout& l = d.layout;
  ASSERT_EQ(l.x.size(), std::size_t(d.graph.n)) << what;
  for (std::size_t a = 0; a < l.x.size(); ++a) {
    EXPECT_TRUE(l.x[a] >= 0.5f - 1e-4f && l.x[a] <= l.width - 0.5f + 1e-4f) << what << " " << a;
    EXPECT_TRUE(l.y[a] >= 0.5f - 1e-4f && l.y[a] <= l.height - 0.5f + 1e-4f) << what << " " << a;
    for (std::size_t b = a + 1; b < l.x.size(); ++b)
      EXPECT_GE(std::hypot(l.x[a] - l.x[b], l.y[a] - l.y[b]), 0.999f) << what << " vertices " << a << ", " << b;
  }
}

// Whether segments pq and rs cross at a point inside both.
bool cross(float px, float py, float qx, float qy, float rx, float ry, float sx, float sy) {
  auto side = [](float ax, float ay, float bx, float by, float cx, float cy) {
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  };
  const float d1 = side(px, py, qx, qy, rx, ry), d2 = side(px, py, qx, qy, sx, sy);
  const float d3 = side(rx, ry, sx, sy, px, py), d4 = side(rx, ry, sx, sy, qx, qy);
  return d1 * d2 < -1e-6f && d3 * d4 < -1e-6f;
}

TEST(GraphPresets, HexagonMatchesCubeCoordinates) {
  for (int side : {1, 2, 3, 4, 7}) {
    const DrawnGraph d = hexagon_graph(side);
    // Cube coordinates x + y + z = 0, all within side - 1; rows of z, then x ascending.
    std::vector<std::array<int, 3>> cells;
    for (int z = -(side - 1); z <= side - 1; ++z)
      for (int x = -(side - 1); x <= side - 1; ++x)
        if (std::abs(-x - z) <= side - 1) cells.push_back({x, -x - z, z});
    ASSERT_EQ(d.graph.n, int(cells.size())) << side;
    EXPECT_EQ(d.graph.n, 3 * side * (side - 1) + 1);
    for (std::size_t a = 0; a < cells.size(); ++a)
      for (std::size_t b = a + 1; b < cells.size(); ++b) {
        const int dist =
            (std::abs(cells[a][0] - cells[b][0]) + std::abs(cells[a][1] - cells[b][1]) + std::abs(cells[a][2] - cells[b][2])) / 2;
        EXPECT_EQ(d.graph.has_edge(int(a), int(b)), dist == 1) << side << ": " << a << ", " << b;
      }
    EXPECT_EQ(d.layout.shape, CellLayout::Shape::Hexagon);
    expect_drawn_apart(d, "hexagon");
  }
}

TEST(GraphPresets, HexGridOddRowsShiftRight) {
  const DrawnGraph d = hex_grid_graph(3, 4);
  ASSERT_EQ(d.graph.n, 12);
  // Row 0 cell 1 touches row 1 cells 0 and 1; row 1 cell 1 touches row 2 cells 1 and 2.
  EXPECT_TRUE(d.graph.has_edge(1, 4) && d.graph.has_edge(1, 5) && !d.graph.has_edge(1, 6));
  EXPECT_TRUE(d.graph.has_edge(5, 9) && d.graph.has_edge(5, 10) && !d.graph.has_edge(5, 8));
  // Every pair of cells drawn one cell apart touches, and no other pair does.
  for (int a = 0; a < 12; ++a)
    for (int b = a + 1; b < 12; ++b) {
      const float dist = std::hypot(d.layout.x[std::size_t(a)] - d.layout.x[std::size_t(b)],
                                    d.layout.y[std::size_t(a)] - d.layout.y[std::size_t(b)]);
      EXPECT_EQ(d.graph.has_edge(a, b), dist < 1.01f) << a << ", " << b;
    }
}

TEST(GraphPresets, CubeSurfaceEveryStickerHasFourNeighbours) {
  for (int n : {1, 2, 3, 5}) {
    const DrawnGraph d = cube_surface_graph(n);
    if (n == 1) {
      // One sticker a face: each touches the four faces around it, not the opposite one.
      expect_regular(d.graph, 6, 12, 4, "cube1");
      continue;
    }
    expect_regular(d.graph, 6 * n * n, std::size_t(12 * n * n), 4, "cube");
    // On one face of the net, stickers side by side are neighbours.
    for (int a = 0; a < d.graph.n; ++a)
      for (int b = a + 1; b < d.graph.n; ++b) {
        const float dist = std::hypot(d.layout.x[std::size_t(a)] - d.layout.x[std::size_t(b)],
                                      d.layout.y[std::size_t(a)] - d.layout.y[std::size_t(b)]);
        if (a / (n * n) == b / (n * n)) { EXPECT_EQ(d.graph.has_edge(a, b), dist < 1.01f) << n << ": " << a << ", " << b; }
      }
    expect_drawn_apart(d, "cube");
  }
  // Tiger's Lights Out Cube: the front face's top-left sticker (face 2, cell
  // 0) touches the up face's bottom-left (face 0, cell 6) and the left face's
  // top-right (face 1, cell 2) across the cube's edges.
  const DrawnGraph tiger = cube_surface_graph(3);
  EXPECT_TRUE(tiger.graph.has_edge(18, 6));
  EXPECT_TRUE(tiger.graph.has_edge(18, 9 + 2));
  // The back face's right column wraps to the left face's left column.
  EXPECT_TRUE(tiger.graph.has_edge(36 + 2, 9 + 0));
}

// The turning 3D view draws each sticker as a square on the cube: two
// stickers must be neighbours exactly when their squares share a side (two
// corners), across the cube's edges included, and each square lies on the
// surface facing out.
TEST(GraphPresets, CubeSurfaceIn3DNeighboursShareASide) {
  for (int n : {1, 2, 3, 4}) {
    const DrawnGraph d = cube_surface_graph(n);
    ASSERT_EQ(d.layout.solid.size(), std::size_t(d.graph.n));
    std::vector<std::array<std::array<float, 3>, 4>> corners;
    for (const std::array<float, 12>& s : d.layout.solid) {
      // On the surface, facing out along its one normal axis.
      int on_surface = 0;
      for (int k = 0; k < 3; ++k) {
        if (std::fabs(std::fabs(s[std::size_t(k)]) - 1.0f) < 1e-5f) ++on_surface;
        if (s[std::size_t(9 + k)] != 0.0f) {
          EXPECT_FLOAT_EQ(s[std::size_t(9 + k)], s[std::size_t(k)]) << "the normal points out";
        }
      }
      EXPECT_EQ(on_surface, 1);
      std::array<std::array<float, 3>, 4> c{};
      const float signs[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
      for (int q = 0; q < 4; ++q)
        for (int k = 0; k < 3; ++k)
          c[std::size_t(q)][std::size_t(k)] =
              s[std::size_t(k)] + signs[q][0] * s[std::size_t(3 + k)] + signs[q][1] * s[std::size_t(6 + k)];
      corners.push_back(c);
    }
    auto shared = [&](std::size_t a, std::size_t b) {
      int count = 0;
      for (const auto& p : corners[a])
        for (const auto& q : corners[b])
          if (std::fabs(p[0] - q[0]) + std::fabs(p[1] - q[1]) + std::fabs(p[2] - q[2]) < 1e-4f) ++count;
      return count;
    };
    for (int a = 0; a < d.graph.n; ++a)
      for (int b = a + 1; b < d.graph.n; ++b)
        EXPECT_EQ(d.graph.has_edge(a, b), shared(std::size_t(a), std::size_t(b)) == 2) << n << ": " << a << ", " << b;
  }
}

TEST(GraphPresets, PlatonicSolidsAndTheirSchlegelDiagrams) {
  struct Case {
    Solid s;
    int vertices;
    std::size_t edges, degree;
  } cases[] = {{Solid::Tetrahedron, 4, 6, 3},
               {Solid::Hexahedron, 8, 12, 3},
               {Solid::Octahedron, 6, 12, 4},
               {Solid::Dodecahedron, 20, 30, 3},
               {Solid::Icosahedron, 12, 30, 5}};
  for (const Case& c : cases) {
    const DrawnGraph d = solid_graph(c.s);
    expect_regular(d.graph, c.vertices, c.edges, c.degree, "solid");
    expect_drawn_apart(d, "solid");
    // A Schlegel diagram: no two edges cross.
    const auto edges = d.graph.edges();
    const CellLayout& l = d.layout;
    for (std::size_t i = 0; i < edges.size(); ++i)
      for (std::size_t j = i + 1; j < edges.size(); ++j) {
        auto [a, b] = edges[i];
        auto [p, q] = edges[j];
        EXPECT_FALSE(cross(l.x[std::size_t(a)], l.y[std::size_t(a)], l.x[std::size_t(b)], l.y[std::size_t(b)],
                           l.x[std::size_t(p)], l.y[std::size_t(p)], l.x[std::size_t(q)], l.y[std::size_t(q)]))
            << c.vertices << " vertices: " << a << "-" << b << " crosses " << p << "-" << q;
      }
  }
}

TEST(GraphPresets, PetersenIsTheGraphNautyNames) {
  const DrawnGraph d = petersen_graph();
  expect_regular(d.graph, 10, 15, 3, "petersen");
  EXPECT_EQ(format_graph6(d.graph), "IheA@GUAo");
  expect_drawn_apart(d, "petersen");
}

TEST(GraphPresets, CyclesPathsCompleteGraphsAndWheels) {
  for (int n : {3, 5, 8, 40}) {
    expect_regular(cycle_graph(n).graph, n, std::size_t(n), 2, "cycle");
    expect_regular(complete_graph(n).graph, n, std::size_t(n * (n - 1) / 2), std::size_t(n - 1), "complete");
    const Graph p = path_graph(n).graph;
    EXPECT_EQ(p.edge_count(), std::size_t(n - 1));
    EXPECT_EQ(p.adjacent[0].size(), 1u);
    const Graph w = wheel_graph(n + 1).graph;
    EXPECT_EQ(w.adjacent[0].size(), std::size_t(n)) << "the hub";
    EXPECT_EQ(w.edge_count(), std::size_t(2 * n));
    for (const DrawnGraph& d : {cycle_graph(n), path_graph(n), complete_graph(n), wheel_graph(n + 1)})
      expect_drawn_apart(d, "family");
  }
}

TEST(GraphPresets, AnyGraphIsDrawnTheSameWayEachTime) {
  auto g = parse_graph6("IheA@GUAo", 100);
  ASSERT_TRUE(g.ok());
  for (int n : {10, 30, 200, 500}) {
    Graph h{n};
    for (int v = 0; v < n; ++v) h.add_edge(v, (v * 7 + 3) % n);
    const CellLayout a = layout_graph(h), b = layout_graph(h);
    EXPECT_EQ(a.x, b.x);
    EXPECT_EQ(a.y, b.y);
    EXPECT_EQ(a.lines, h.edges());
    for (std::size_t i = 0; i < a.x.size(); ++i)
      EXPECT_TRUE(a.x[i] >= 0 && a.x[i] <= a.width && a.y[i] >= 0 && a.y[i] <= a.height);
  }
}

}  // namespace
}  // namespace tl
