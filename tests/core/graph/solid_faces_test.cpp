// solid_faces_test.cpp: the faces of the solids as boards. Face counts and
// shapes as the solids have them, Euler's formula, as many edge-neighbours
// as sides; a Catalan solid's faces by edge are the Archimedean solid's
// corners by edge (and a Platonic solid's faces its dual's corners), checked
// against vertex graphs this test builds from the corners' coordinates; the
// flat drawing has no two crossing lines; rank and nullity as this test's
// own elimination gives them; the IDs and their one bad option.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "core/graph/solid_faces.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/linear/machines/graph_machine.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using Vec = std::array<double, 3>;

// A solid's corners from the textbook coordinates, built here: every sign
// of each base triple in its three cyclic orders.
std::vector<Vec> corners(const std::vector<Vec>& bases) {
  std::vector<Vec> out;
  for (const Vec& b : bases)
    for (int rot = 0; rot < 3; ++rot)
      for (int m = 0; m < 8; ++m) {
        Vec c{b[std::size_t(rot)], b[std::size_t((rot + 1) % 3)], b[std::size_t((rot + 2) % 3)]};
        for (std::size_t k = 0; k < 3; ++k)
          if (m >> k & 1) c[k] = -c[k];
        bool seen = false;
        for (const Vec& o : out) seen = seen || std::abs(o[0] - c[0]) + std::abs(o[1] - c[1]) + std::abs(o[2] - c[2]) < 1e-9;
        if (!seen) out.push_back(c);
      }
  return out;
}

// Corners joined when they are the shortest distance apart: the solid's edges.
std::vector<std::vector<int>> edge_graph(const std::vector<Vec>& v) {
  const std::size_t n = v.size();
  auto d2 = [&](std::size_t a, std::size_t b) {
    double s = 0;
    for (std::size_t k = 0; k < 3; ++k) s += (v[a][k] - v[b][k]) * (v[a][k] - v[b][k]);
    return s;
  };
  double shortest = 1e300;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) shortest = std::min(shortest, d2(a, b));
  std::vector<std::vector<int>> adj(n, std::vector<int>(n, 0));
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = 0; b < n; ++b) adj[a][b] = a != b && d2(a, b) < shortest * 1.001;
  return adj;
}

std::vector<std::vector<int>> adjacency(const Graph& g) {
  std::vector<std::vector<int>> adj(std::size_t(g.n), std::vector<int>(std::size_t(g.n), 0));
  for (auto [a, b] : g.edges()) adj[std::size_t(a)][std::size_t(b)] = adj[std::size_t(b)][std::size_t(a)] = 1;
  return adj;
}

std::vector<int> degrees(const std::vector<std::vector<int>>& adj) {
  std::vector<int> d;
  for (const auto& row : adj) d.push_back(int(std::count(row.begin(), row.end(), 1)));
  std::sort(d.begin(), d.end());
  return d;
}

// The board's press matrix: each face and its neighbours.
std::vector<std::vector<int>> with_self(std::vector<std::vector<int>> adj) {
  for (std::size_t i = 0; i < adj.size(); ++i) adj[i][i] = 1;
  return adj;
}

const double kPhi = (1 + std::sqrt(5.0)) / 2;

TEST(SolidFaces, FacesAreTheSolidsOwn) {
  // Faces by their number of sides, as each solid has them.
  const std::map<FacedSolid, std::map<int, int>> want = {
      {FacedSolid::Tetrahedron, {{3, 4}}},
      {FacedSolid::Cube, {{4, 6}}},
      {FacedSolid::Octahedron, {{3, 8}}},
      {FacedSolid::Dodecahedron, {{5, 12}}},
      {FacedSolid::Icosahedron, {{3, 20}}},
      {FacedSolid::Cuboctahedron, {{3, 8}, {4, 6}}},
      {FacedSolid::Icosidodecahedron, {{3, 20}, {5, 12}}},
      {FacedSolid::TruncatedIcosahedron, {{5, 12}, {6, 20}}},
      {FacedSolid::RhombicDodecahedron, {{4, 12}}},
      {FacedSolid::RhombicTriacontahedron, {{4, 30}}},
  };
  for (const auto& [solid, sides] : want) {
    const SolidFaces f = solid_faces(solid);
    std::map<int, int> got;
    int edges2 = 0;
    for (const auto& face : f.faces) ++got[int(face.size())], edges2 += int(face.size());
    EXPECT_EQ(got, sides) << faced_solid_title(solid);
    // Euler: corners - edges + faces = 2.
    EXPECT_EQ(int(f.corners.size()) - edges2 / 2 + int(f.faces.size()), 2) << faced_solid_title(solid);
    // By edge, a face has a neighbour across each side.
    const DrawnGraph g = face_graph(solid, false);
    for (int i = 0; i < g.graph.n; ++i)
      EXPECT_EQ(g.graph.adjacent[std::size_t(i)].size(), f.faces[std::size_t(i)].size()) << faced_solid_title(solid) << " " << i;
  }
}

TEST(SolidFaces, FacesByEdgeAreTheDualsCornersByEdge) {
  const struct {
    FacedSolid faces;
    std::vector<Vec> dual_bases;
  } pairs[] = {
      {FacedSolid::RhombicDodecahedron, {{1, 1, 0}}},                                          // the cuboctahedron
      {FacedSolid::RhombicTriacontahedron, {{0, 0, kPhi}, {0.5, kPhi / 2, kPhi * kPhi / 2}}},  // the icosidodecahedron
      {FacedSolid::Cube, {{1, 0, 0}}},                                                         // the octahedron
      {FacedSolid::Dodecahedron, {{0, 1, kPhi}}},                                              // the icosahedron
  };
  for (const auto& p : pairs) {
    const auto dual = edge_graph(corners(p.dual_bases));
    const auto faces = adjacency(face_graph(p.faces, false).graph);
    ASSERT_EQ(faces.size(), dual.size()) << faced_solid_title(p.faces);
    EXPECT_EQ(degrees(faces), degrees(dual)) << faced_solid_title(p.faces);
    EXPECT_EQ(test::field_rank(with_self(faces), 2), test::field_rank(with_self(dual), 2)) << faced_solid_title(p.faces);
    EXPECT_EQ(test::field_rank(with_self(faces), 3), test::field_rank(with_self(dual), 3)) << faced_solid_title(p.faces);
  }
}

bool crossing(float ax, float ay, float bx, float by, float cx, float cy, float dx, float dy) {
  auto side = [](float px, float py, float qx, float qy, float rx, float ry) {
    const float v = (qx - px) * (ry - py) - (qy - py) * (rx - px);
    return v > 1e-4f ? 1 : v < -1e-4f ? -1 : 0;
  };
  return side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 &&
         side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0;
}

TEST(SolidFaces, TheFlatDrawingHasNoCrossingLinesAndEachFaceHasASticker) {
  for (int s = 0; s < kFacedSolids; ++s) {
    const DrawnGraph d = face_graph(FacedSolid(s), false);
    const CellLayout& l = d.layout;
    const auto e = d.graph.edges();
    for (std::size_t i = 0; i < e.size(); ++i)
      for (std::size_t j = i + 1; j < e.size(); ++j) {
        const auto [a, b] = e[i];
        const auto [c, dd] = e[j];
        if (a == c || a == dd || b == c || b == dd) continue;
        EXPECT_FALSE(crossing(l.x[std::size_t(a)], l.y[std::size_t(a)], l.x[std::size_t(b)], l.y[std::size_t(b)],
                              l.x[std::size_t(c)], l.y[std::size_t(c)], l.x[std::size_t(dd)], l.y[std::size_t(dd)]))
            << faced_solid_title(FacedSolid(s)) << ": lines " << a << "-" << b << " and " << c << "-" << dd;
      }
    ASSERT_EQ(l.solid.size(), std::size_t(d.graph.n));
    for (const auto& st : l.solid) {
      EXPECT_NEAR(std::hypot(st[9], st[10], st[11]), 1.0f, 1e-4f) << "a unit normal";
      for (int k = 0; k < 3; ++k) EXPECT_LE(std::abs(st[std::size_t(k)]), 1.0f);
    }
  }
}

TEST(SolidFaces, RankAndNullityAsTheTestEliminates) {
  for (int s = 0; s < kFacedSolids; ++s)
    for (bool by_vertex : {false, true}) {
      const DrawnGraph d = face_graph(FacedSolid(s), by_vertex);
      const auto a = with_self(adjacency(d.graph));
      const MachinePtr m = graph_machine(face_graph(FacedSolid(s), by_vertex), 2, true);
      EXPECT_EQ(analyze_rules(*m).rank, test::field_rank(a, 2)) << faced_solid_title(FacedSolid(s)) << by_vertex;
    }
}

TEST(SolidFaces, IdsRoundTripAndByVertexIsForFaces) {
  for (const char* id :
       {"graph-truncatedicosahedron:00000000000000000000000000000000", "graph-rhombicdodecahedron-k3-byvertex:000000000000"}) {
    const Puzzle p = test::load(id);
    EXPECT_EQ(p.id(), id);
  }
  EXPECT_EQ(test::load("graph-cuboctahedron-byvertex:00000000000000").machine->title(), "Cuboctahedron's faces, by corner");
  test::expect_bad_ids({{"graph-petersen-byvertex:0000000000", 15, "-byvertex is for the faces of solids"}});
}

}  // namespace
}  // namespace tl
