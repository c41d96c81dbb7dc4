// graph_presets.cpp: the preset graphs and their drawings (graph_presets.hpp).
#include "core/graph/graph_presets.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <tuple>

#include "core/graph/solid_geometry.hpp"

namespace tl {

namespace {

constexpr double kPi = 3.14159265358979323846;
const float kHexRow = float(std::sqrt(3.0) / 2.0);  // rows of hexagons 1 across their flats

void put(CellLayout& l, double x, double y) {
  l.x.push_back(float(x));
  l.y.push_back(float(y));
}

// n points on a circle spaced about `spacing` cells apart, the first at the top.
void circle(CellLayout& l, int n, double spacing, double min_radius) {
  const double r = std::max(min_radius, spacing * n / (2 * kPi));
  for (int i = 0; i < n; ++i) put(l, r * std::cos(-kPi / 2 + 2 * kPi * i / n), r * std::sin(-kPi / 2 + 2 * kPi * i / n));
}

DrawnGraph with_lines(Graph g, CellLayout l) {
  l.lines = g.edges();
  fit_box(l);
  return {std::move(g), std::move(l)};
}

// --- the Platonic solids ------------------------------------------------------

std::vector<Vec3> solid_vertices(Solid s) {
  const double p = (1 + std::sqrt(5.0)) / 2, q = 1 / p;
  std::vector<Vec3> v;
  // Every sign pattern of the nonzero coordinates of `base`, in each cyclic
  // order (signs flipped, then the coordinates turned: the order these
  // boards' cells have; solid_faces.cpp turns first for its own boards).
  auto signs = [&](Vec3 base, bool cyclic) {
    for (int rot = 0; rot < (cyclic ? 3 : 1); ++rot)
      for (int m = 0; m < 8; ++m) {
        Vec3 c = base;
        bool skip = false;
        for (int k = 0; k < 3; ++k)
          if (m >> k & 1) {
            if (c[std::size_t(k)] == 0) skip = true;
            c[std::size_t(k)] = -c[std::size_t(k)];
          }
        if (skip) continue;
        v.push_back({c[std::size_t(rot % 3)], c[std::size_t((rot + 1) % 3)], c[std::size_t((rot + 2) % 3)]});
      }
  };
  switch (s) {
    case Solid::Tetrahedron: v = {{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}}; break;
    case Solid::Hexahedron: signs({1, 1, 1}, false); break;
    case Solid::Octahedron: signs({1, 0, 0}, true); break;
    case Solid::Icosahedron: signs({0, 1, p}, true); break;
    case Solid::Dodecahedron:
      signs({1, 1, 1}, false);
      signs({0, q, p}, true);
      break;
  }
  return v;
}

// The solid's edges join the vertices closest together; the drawing is its
// Schlegel diagram: seen in perspective from just outside one face, every
// edge shows without a crossing.
DrawnGraph schlegel(const std::vector<Vec3>& v) {
  const int n = int(v.size());
  double shortest = 1e300;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      shortest = std::min(shortest, dot(sub(v[std::size_t(a)], v[std::size_t(b)]), sub(v[std::size_t(a)], v[std::size_t(b)])));
  Graph g{n};
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (dot(sub(v[std::size_t(a)], v[std::size_t(b)]), sub(v[std::size_t(a)], v[std::size_t(b)])) < shortest * 1.001)
        g.add_edge(a, b);
  // The faces: planes through a vertex and two of its neighbours with every
  // vertex on one side. The drawing looks through the first face found.
  std::vector<Vec3> normals;
  for (int c = 0; c < n; ++c) {
    const std::vector<int>& around = g.adjacent[std::size_t(c)];
    const Vec3& p = v[std::size_t(c)];
    for (std::size_t i = 0; i < around.size(); ++i)
      for (std::size_t j = i + 1; j < around.size(); ++j) {
        Vec3 f = unit(cross(sub(v[std::size_t(around[i])], p), sub(v[std::size_t(around[j])], p)));
        if (dot(f, p) < 0) f = {-f[0], -f[1], -f[2]};
        bool face = true;
        for (const Vec3& w : v) face = face && dot(f, w) <= dot(f, p) + 1e-9;
        bool known = false;
        for (const Vec3& m : normals) known = known || dot(m, f) > 1 - 1e-9;
        if (face && !known) normals.push_back(f);
      }
  }
  const Vec3 normal = normals.front();
  double h = -1e300;  // the face's plane: every vertex has dot(normal, w) <= h
  for (const Vec3& w : v) h = std::max(h, dot(normal, w));
  // The eye sits outside that face but inside every other face's plane, so
  // only that face is seen from outside: no edge crosses another. Within
  // that room, as far out as it goes (a gentler perspective), at most 3 h.
  double room = 3 * h;
  for (const Vec3& m : normals) {
    const double c = dot(m, normal);
    if (c > 1e-9 && c < 1 - 1e-9) room = std::min(room, h / c);
  }
  const double eye = h + 0.85 * (room - h);
  const Vec3 e1 = unit(cross(normal, std::abs(normal[0]) < 0.9 ? Vec3{1, 0, 0} : Vec3{0, 1, 0}));
  const Vec3 e2 = cross(normal, e1);
  CellLayout l;
  for (const Vec3& w : v) {
    const double s = 1 / (eye - dot(w, normal));
    put(l, dot(w, e1) * s, dot(w, e2) * s);
  }
  // Scale so the shortest drawn edge is two cells long.
  double edge = 1e300;
  for (auto [a, b] : g.edges())
    edge = std::min(edge, std::hypot(double(l.x[std::size_t(a)] - l.x[std::size_t(b)]),
                                     double(l.y[std::size_t(a)] - l.y[std::size_t(b)])));
  for (std::size_t i = 0; i < l.x.size(); ++i) {
    l.x[i] = float(l.x[i] * 2 / edge);
    l.y[i] = float(l.y[i] * 2 / edge);
  }
  return with_lines(std::move(g), std::move(l));
}

}  // namespace

void fit_box(CellLayout& l) {
  if (l.x.empty()) return;
  const float margin = l.shape == CellLayout::Shape::Hexagon ? 0.6f : 0.5f;
  const float x0 = *std::min_element(l.x.begin(), l.x.end()), y0 = *std::min_element(l.y.begin(), l.y.end());
  const float x1 = *std::max_element(l.x.begin(), l.x.end()), y1 = *std::max_element(l.y.begin(), l.y.end());
  for (std::size_t i = 0; i < l.x.size(); ++i) {
    l.x[i] += margin - x0;
    l.y[i] += margin - y0;
  }
  l.width = x1 - x0 + 2 * margin;
  l.height = y1 - y0 + 2 * margin;
}

DrawnGraph hexagon_graph(int side) {
  // Axial coordinates (q, r) with |q|, |r|, |q + r| < side, rows of r.
  const int m = side - 1;
  std::map<std::pair<int, int>, int> at;
  CellLayout l;
  l.shape = CellLayout::Shape::Hexagon;
  for (int r = -m; r <= m; ++r)
    for (int q = -m; q <= m; ++q)
      if (std::abs(q + r) <= m) {
        at[{q, r}] = int(l.x.size());
        put(l, q + r / 2.0, r * double(kHexRow));
      }
  Graph g{int(l.x.size())};
  const int dq[6] = {1, -1, 0, 0, 1, -1}, dr[6] = {0, 0, 1, -1, -1, 1};
  for (auto [qr, i] : at)
    for (int d = 0; d < 6; ++d)
      if (auto it = at.find({qr.first + dq[d], qr.second + dr[d]}); it != at.end()) g.add_edge(i, it->second);
  fit_box(l);
  return {std::move(g), std::move(l)};
}

DrawnGraph hex_grid_graph(int rows, int cols) {
  CellLayout l;
  l.shape = CellLayout::Shape::Hexagon;
  Graph g{rows * cols};
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      put(l, c + (r % 2) * 0.5, r * double(kHexRow));
      const int i = r * cols + c;
      if (c + 1 < cols) g.add_edge(i, i + 1);
      if (r + 1 < rows) {
        // Odd rows sit half a cell to the right: their lower neighbours are c and c + 1.
        const int left = r % 2 ? c : c - 1;
        for (int cc : {left, left + 1})
          if (cc >= 0 && cc < cols) g.add_edge(i, (r + 1) * cols + cc);
      }
    }
  fit_box(l);
  return {std::move(g), std::move(l)};
}

DrawnGraph cube_surface_graph(int n) {
  // Stickers at odd-spaced points of the cube [-n, n]^3: on a face the two
  // free coordinates run -(n-1), -(n-3), ..., n-1. Two stickers share an
  // edge when they are 2 apart on one face, or when they sit either side of
  // one of the cube's edges (1 apart in two coordinates).
  struct Face {
    int axis, sign;                              // the face's normal: +-x (0), +-y (1), +-z (2)
    int net_x, net_y;                            // its place in the cross
    int col_axis, col_sign, row_axis, row_sign;  // net column and row along these coordinates
  };
  // The net: up above front; left, front, right, back in a row; down below.
  const Face faces[6] = {
      {1, +1, 1, 0, 0, +1, 2, +1},  // up (+y)
      {0, -1, 0, 1, 2, +1, 1, -1},  // left (-x)
      {2, +1, 1, 1, 0, +1, 1, -1},  // front (+z)
      {0, +1, 2, 1, 2, -1, 1, -1},  // right (+x)
      {2, -1, 3, 1, 0, -1, 1, -1},  // back (-z)
      {1, -1, 1, 2, 0, +1, 2, -1},  // down (-y)
  };
  const double gap = 0.25;  // between faces, so each face reads as one
  std::map<std::array<int, 3>, int> at;
  std::vector<std::array<int, 3>> where;
  CellLayout l;
  l.shape = CellLayout::Shape::Square;
  for (const Face& f : faces)
    for (int row = 0; row < n; ++row)
      for (int col = 0; col < n; ++col) {
        std::array<int, 3> p{};
        p[std::size_t(f.axis)] = f.sign * n;
        p[std::size_t(f.col_axis)] = f.col_sign * (2 * col - (n - 1));
        p[std::size_t(f.row_axis)] = f.row_sign * (2 * row - (n - 1));
        at[p] = int(where.size());
        where.push_back(p);
        put(l, f.net_x * (n + gap) + col + 0.5, f.net_y * (n + gap) + row + 0.5);
        // In 3D: the sticker is 2 wide in the cube [-n, n]^3, scaled to [-1, 1]^3.
        std::array<float, 12> s{};
        const float unit = 1.0f / float(n);
        for (int k = 0; k < 3; ++k) s[std::size_t(k)] = float(p[std::size_t(k)]) * unit;
        s[std::size_t(3 + f.col_axis)] = float(f.col_sign) * unit;
        s[std::size_t(6 + f.row_axis)] = float(f.row_sign) * unit;
        s[std::size_t(9 + f.axis)] = float(f.sign);
        l.solid.push_back(s);
      }
  Graph g{int(where.size())};
  for (std::size_t i = 0; i < where.size(); ++i) {
    const std::array<int, 3>& p = where[i];
    for (int b = 0; b < 3; ++b) {
      if (std::abs(p[std::size_t(b)]) == n) continue;  // the normal axis
      for (int d : {-2, 2}) {
        std::array<int, 3> q = p;
        q[std::size_t(b)] += d;
        if (auto it = at.find(q); it != at.end()) g.add_edge(int(i), it->second);
      }
      // Over the edge onto the face whose normal is axis b (both ways when n = 1).
      const int a = std::abs(p[0]) == n ? 0 : std::abs(p[1]) == n ? 1 : 2;
      for (int s : {-1, 1}) {
        if (p[std::size_t(b)] != s * (n - 1)) continue;
        std::array<int, 3> q = p;
        q[std::size_t(b)] = s * n;
        q[std::size_t(a)] -= p[std::size_t(a)] > 0 ? 1 : -1;
        if (auto it = at.find(q); it != at.end()) g.add_edge(int(i), it->second);
      }
    }
  }
  fit_box(l);
  return {std::move(g), std::move(l)};
}

DrawnGraph solid_graph(Solid s) { return schlegel(solid_vertices(s)); }

DrawnGraph petersen_graph() {
  Graph g{10};
  CellLayout l;
  for (int i = 0; i < 5; ++i) put(l, 3.2 * std::cos(-kPi / 2 + 2 * kPi * i / 5), 3.2 * std::sin(-kPi / 2 + 2 * kPi * i / 5));
  for (int i = 0; i < 5; ++i) put(l, 1.6 * std::cos(-kPi / 2 + 2 * kPi * i / 5), 1.6 * std::sin(-kPi / 2 + 2 * kPi * i / 5));
  for (int i = 0; i < 5; ++i) {
    g.add_edge(i, (i + 1) % 5);          // the outer pentagon
    g.add_edge(i, 5 + i);                // the spokes
    g.add_edge(5 + i, 5 + (i + 2) % 5);  // the inner pentagram
  }
  return with_lines(std::move(g), std::move(l));
}

DrawnGraph cycle_graph(int n) {
  Graph g{n};
  for (int i = 0; i + 1 < n; ++i) g.add_edge(i, i + 1);
  if (n > 2) g.add_edge(n - 1, 0);
  CellLayout l;
  circle(l, n, 1.6, 1.2);
  return with_lines(std::move(g), std::move(l));
}

DrawnGraph path_graph(int n) {
  Graph g{n};
  for (int i = 0; i + 1 < n; ++i) g.add_edge(i, i + 1);
  // In rows, back and forth, so a long path fits a screen.
  const int width = std::max(1, int(std::ceil(std::sqrt(double(n)))));
  CellLayout l;
  for (int i = 0; i < n; ++i) {
    const int r = i / width, c = (r % 2) ? width - 1 - i % width : i % width;
    put(l, 1.6 * c, 1.6 * r);
  }
  return with_lines(std::move(g), std::move(l));
}

DrawnGraph complete_graph(int n) {
  Graph g{n};
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) g.add_edge(a, b);
  CellLayout l;
  circle(l, n, 1.6, 1.2);
  return with_lines(std::move(g), std::move(l));
}

DrawnGraph wheel_graph(int n) {
  Graph g{n};
  CellLayout l;
  put(l, 0, 0);
  const int rim = n - 1;
  circle(l, rim, 1.6, 2.2);
  for (int i = 1; i <= rim; ++i) {
    g.add_edge(0, i);
    if (rim > 1) g.add_edge(i, i % rim + 1);
  }
  return with_lines(std::move(g), std::move(l));
}

CellLayout layout_graph(const Graph& g) {
  const int n = g.n;
  CellLayout l;
  if (n > 400) {
    // Rows: a spring model would cost n^2 a round.
    const int width = int(std::ceil(std::sqrt(double(n))));
    for (int i = 0; i < n; ++i) put(l, 1.6 * (i % width), 1.6 * (i / width));
  } else {
    circle(l, n, 1.6, 1.2);
    if (n > 12) {
      // Fruchterman and Reingold's spring model from the circle: neighbours
      // pull to 2 cells apart, every pair pushes. Plain arithmetic and a
      // fixed number of rounds: the same graph, the same picture.
      const double k = 2.0;
      double heat = std::sqrt(double(n)) * 1.5;
      std::vector<double> x(l.x.begin(), l.x.end()), y(l.y.begin(), l.y.end());
      for (int round = 0; round < 80; ++round, heat *= 0.95) {
        std::vector<double> dx(std::size_t(n), 0.0), dy(std::size_t(n), 0.0);
        for (int a = 0; a < n; ++a)
          for (int b = a + 1; b < n; ++b) {
            const double ex = x[std::size_t(a)] - x[std::size_t(b)], ey = y[std::size_t(a)] - y[std::size_t(b)];
            const double d2 = std::max(ex * ex + ey * ey, 1e-4);
            double f = k * k / d2;  // push, over the distance once more to scale (ex, ey)
            if (g.has_edge(a, b)) f -= std::sqrt(d2) / k;
            dx[std::size_t(a)] += ex * f, dy[std::size_t(a)] += ey * f;
            dx[std::size_t(b)] -= ex * f, dy[std::size_t(b)] -= ey * f;
          }
        for (std::size_t i = 0; i < std::size_t(n); ++i) {
          const double len = std::sqrt(dx[i] * dx[i] + dy[i] * dy[i]);
          if (len > heat) dx[i] *= heat / len, dy[i] *= heat / len;
          x[i] += dx[i];
          y[i] += dy[i];
        }
      }
      for (std::size_t i = 0; i < std::size_t(n); ++i) l.x[i] = float(x[i]), l.y[i] = float(y[i]);
    }
  }
  l.lines = g.edges();
  fit_box(l);
  return l;
}

}  // namespace tl
