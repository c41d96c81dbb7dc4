// solid_faces.cpp: corners, the convex hull's faces, the face graph and its
// two drawings (solid_faces.hpp).
#include "core/graph/solid_faces.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/graph/solid_geometry.hpp"

namespace tl {

namespace {

constexpr double kEps = 1e-7;

// Every sign pattern of `base`'s nonzero coordinates, in its three cyclic
// orders when `cyclic`: the coordinates turned first, then the signs flipped.
// (graph_presets.cpp flips first: the two orders number the corners, and
// so the boards' cells, differently, and each kind of board keeps its own.)
void add_signed(std::vector<Vec3>& out, const Vec3& base, bool cyclic) {
  for (int rot = 0; rot < (cyclic ? 3 : 1); ++rot)
    for (int m = 0; m < 8; ++m) {
      Vec3 c{base[std::size_t(rot)], base[std::size_t((rot + 1) % 3)], base[std::size_t((rot + 2) % 3)]};
      bool skip = false;
      for (std::size_t k = 0; k < 3; ++k)
        if (m >> k & 1) {
          if (c[k] == 0) skip = true;
          c[k] = -c[k];
        }
      if (!skip) out.push_back(c);
    }
}

struct Plane {
  Vec3 normal;    // outward, unit
  double height;  // every corner has dot(normal, corner) <= height
};

// The faces of the convex hull of `v` (centred on the origin): the planes
// through three corners with every corner on one side, each with the
// corners on it in order around it.
std::vector<std::vector<int>> hull_faces(const std::vector<Vec3>& v, std::vector<Plane>* planes) {
  const int n = int(v.size());
  std::vector<std::vector<int>> faces;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      for (int k = j + 1; k < n; ++k) {
        Vec3 f = cross(sub(v[std::size_t(j)], v[std::size_t(i)]), sub(v[std::size_t(k)], v[std::size_t(i)]));
        if (norm(f) < kEps) continue;
        f = unit(f);
        if (dot(f, v[std::size_t(i)]) < 0) f = scale(f, -1);
        const double h = dot(f, v[std::size_t(i)]);
        bool face = true;
        for (const Vec3& w : v) face = face && dot(f, w) <= h + kEps;
        if (!face) continue;
        bool known = false;
        for (const Plane& p : *planes) known = known || dot(p.normal, f) > 1 - kEps;
        if (known) continue;
        planes->push_back({f, h});
        std::vector<int> on;
        Vec3 mid{0, 0, 0};
        for (int c = 0; c < n; ++c)
          if (std::abs(dot(f, v[std::size_t(c)]) - h) < kEps) on.push_back(c), mid = add(mid, v[std::size_t(c)]);
        mid = scale(mid, 1.0 / double(on.size()));
        // In order around the middle: by angle in the face's plane.
        const Vec3 e1 = unit(sub(v[std::size_t(on[0])], mid)), e2 = cross(f, e1);
        std::sort(on.begin(), on.end(), [&](int a, int b) {
          const Vec3 da = sub(v[std::size_t(a)], mid), db = sub(v[std::size_t(b)], mid);
          return std::atan2(dot(da, e2), dot(da, e1)) < std::atan2(dot(db, e2), dot(db, e1));
        });
        faces.push_back(on);
      }
  return faces;
}

std::vector<Vec3> corners_of(FacedSolid s) {
  const double p = (1 + std::sqrt(5.0)) / 2;
  std::vector<Vec3> v;
  switch (s) {
    case FacedSolid::Tetrahedron: return {{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}};
    case FacedSolid::Cube: add_signed(v, {1, 1, 1}, false); break;
    case FacedSolid::Octahedron: add_signed(v, {1, 0, 0}, true); break;
    case FacedSolid::Dodecahedron:
      add_signed(v, {1, 1, 1}, false);
      add_signed(v, {0, 1 / p, p}, true);
      break;
    case FacedSolid::Icosahedron: add_signed(v, {0, 1, p}, true); break;
    case FacedSolid::Cuboctahedron: add_signed(v, {1, 1, 0}, true); break;
    case FacedSolid::Icosidodecahedron:
      add_signed(v, {0, 0, p}, true);
      add_signed(v, {0.5, p / 2, p * p / 2}, true);
      break;
    case FacedSolid::TruncatedIcosahedron:
      add_signed(v, {0, 1, 3 * p}, true);
      add_signed(v, {1, 2 + p, 2 * p}, true);
      add_signed(v, {p, 2, p * p * p}, true);
      break;
    case FacedSolid::RhombicDodecahedron:
      add_signed(v, {1, 1, 1}, false);
      add_signed(v, {2, 0, 0}, true);
      break;
    case FacedSolid::RhombicTriacontahedron: {
      // The polar dual of the icosidodecahedron: a corner for each of its faces.
      std::vector<Plane> planes;
      hull_faces(corners_of(FacedSolid::Icosidodecahedron), &planes);
      for (const Plane& pl : planes) v.push_back(scale(pl.normal, 1 / pl.height));
      break;
    }
  }
  return v;
}

}  // namespace

const char* faced_solid_title(FacedSolid s) {
  switch (s) {
    case FacedSolid::Tetrahedron: return "Tetrahedron";
    case FacedSolid::Cube: return "Cube";
    case FacedSolid::Octahedron: return "Octahedron";
    case FacedSolid::Dodecahedron: return "Dodecahedron";
    case FacedSolid::Icosahedron: return "Icosahedron";
    case FacedSolid::Cuboctahedron: return "Cuboctahedron";
    case FacedSolid::Icosidodecahedron: return "Icosidodecahedron";
    case FacedSolid::TruncatedIcosahedron: return "Truncated icosahedron";
    case FacedSolid::RhombicDodecahedron: return "Rhombic dodecahedron";
    case FacedSolid::RhombicTriacontahedron: return "Rhombic triacontahedron";
  }
  return "?";
}

SolidFaces solid_faces(FacedSolid s) {
  SolidFaces out;
  out.corners = corners_of(s);
  std::vector<Plane> planes;
  out.faces = hull_faces(out.corners, &planes);
  return out;
}

DrawnGraph face_graph(FacedSolid s, bool by_vertex) {
  const std::vector<Vec3> corners = corners_of(s);
  std::vector<Plane> planes;
  const std::vector<std::vector<int>> faces = hull_faces(corners, &planes);
  const int n = int(faces.size());
  // Corners two faces share: 2 for a side (convex faces meet in one side), 1 for a corner alone.
  std::vector<std::vector<int>> shared(std::size_t(n), std::vector<int>(std::size_t(n), 0));
  Graph g{n};
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      int& both = shared[std::size_t(a)][std::size_t(b)];
      for (int c : faces[std::size_t(a)]) both += int(std::count(faces[std::size_t(b)].begin(), faces[std::size_t(b)].end(), c));
      if (both >= (by_vertex ? 1 : 2)) g.add_edge(a, b);
    }
  // The flat drawing: a Schlegel diagram of the polar dual (a corner n / h
  // for each face; a face, the plane dot(x, c) = 1, for each corner c), seen
  // in perspective from just outside the dual's face of the corner most
  // faces meet at (the largest outline), inside every other such plane, so
  // no two lines between edge-neighbours cross.
  std::size_t view = 0, most = 0;
  for (std::size_t c = 0; c < corners.size(); ++c) {
    std::size_t meet = 0;
    for (const auto& f : faces) meet += std::count(f.begin(), f.end(), int(c));
    if (meet > most) most = meet, view = c;
  }
  const Vec3 look = unit(corners[view]);
  const double h = 1 / norm(corners[view]);
  double room = 3 * h;
  for (const Vec3& w : corners) {
    const double c = dot(unit(w), look), hw = 1 / norm(w);
    if (c > kEps && c < 1 - kEps) room = std::min(room, hw / c);
  }
  const double eye = h + 0.85 * (room - h);
  const Vec3 e1 = unit(cross(look, std::abs(look[0]) < 0.9 ? Vec3{1, 0, 0} : Vec3{0, 1, 0})), e2 = cross(look, e1);
  CellLayout l;
  for (const Plane& pl : planes) {
    const Vec3 d = scale(pl.normal, 1 / pl.height);
    const double t = 1 / (eye - dot(d, look));
    l.x.push_back(float(dot(d, e1) * t));
    l.y.push_back(float(dot(d, e2) * t));
  }
  // The shortest line between edge-neighbours two cells long.
  double shortest = 1e300;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      if (shared[std::size_t(a)][std::size_t(b)] >= 2)
        shortest = std::min(shortest, std::hypot(double(l.x[std::size_t(a)] - l.x[std::size_t(b)]),
                                                 double(l.y[std::size_t(a)] - l.y[std::size_t(b)])));
    }
  for (std::size_t i = 0; i < l.x.size(); ++i) l.x[i] = float(l.x[i] * 2 / shortest), l.y[i] = float(l.y[i] * 2 / shortest);
  // The 3D view: a square sticker in the middle of each face, in [-1, 1]^3.
  double reach = 0;
  for (const Vec3& c : corners) reach = std::max(reach, norm(c));
  for (int f = 0; f < n; ++f) {
    Vec3 mid{0, 0, 0};
    for (int c : faces[std::size_t(f)]) mid = add(mid, corners[std::size_t(c)]);
    mid = scale(mid, 1.0 / double(faces[std::size_t(f)].size()));
    // The face's inner radius: the nearest of its sides to its middle.
    double inner = 1e300;
    const std::vector<int>& ring = faces[std::size_t(f)];
    for (std::size_t i = 0; i < ring.size(); ++i) {
      const Vec3 a = corners[std::size_t(ring[i])], b = corners[std::size_t(ring[(i + 1) % ring.size()])];
      const Vec3 ab = sub(b, a), am = sub(mid, a);
      inner = std::min(inner, norm(cross(ab, am)) / norm(ab));
    }
    const Vec3 nrm = planes[std::size_t(f)].normal;
    const Vec3 u = unit(sub(corners[std::size_t(ring[0])], mid)), w = cross(nrm, u);
    const double half = inner * 0.62 / reach;
    std::array<float, 12> sticker{};
    for (std::size_t k = 0; k < 3; ++k) {
      sticker[k] = float(mid[k] / reach);
      sticker[3 + k] = float(u[k] * half);
      sticker[6 + k] = float(w[k] * half);
      sticker[9 + k] = float(nrm[k]);
    }
    l.solid.push_back(sticker);
  }
  l.lines = g.edges();
  fit_box(l);
  return {std::move(g), std::move(l)};
}

}  // namespace tl
