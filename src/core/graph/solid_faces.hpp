// solid_faces.hpp: the faces of convex solids as the buttons of a board
// (Polyhedral Lights Out, nanma80): the Platonic solids, the Archimedean
// cuboctahedron, icosidodecahedron and truncated icosahedron (the football),
// and the Catalan rhombic dodecahedron and rhombic triacontahedron. Two
// faces are neighbours when they share an edge, or (by_vertex) a corner.
//
// Each solid's faces are found from its corners' coordinates (the planes
// that leave every corner on one side); the Catalan solids are the polar
// duals of the Archimedean ones (a face for each corner). Drawn twice: flat,
// as a Schlegel diagram of the faces (the dual solid seen from just outside
// one of its faces, so no two lines between edge-neighbours cross), and,
// for the turning 3D view, a square sticker in the middle of each face.
#pragma once

#include <string>
#include <vector>

#include "core/graph/graph_presets.hpp"

namespace tl {

enum class FacedSolid {
  Tetrahedron,
  Cube,
  Octahedron,
  Dodecahedron,
  Icosahedron,
  Cuboctahedron,
  Icosidodecahedron,
  TruncatedIcosahedron,
  RhombicDodecahedron,
  RhombicTriacontahedron,
};
constexpr int kFacedSolids = 10;

const char* faced_solid_title(FacedSolid s);  // "Truncated icosahedron"

struct SolidFaces {
  std::vector<std::array<double, 3>> corners;
  std::vector<std::vector<int>> faces;  // corner numbers, in order around each face
};
SolidFaces solid_faces(FacedSolid s);

// The board: a vertex for each face, joined to the faces that share an edge
// with it (or a corner, `by_vertex`).
DrawnGraph face_graph(FacedSolid s, bool by_vertex);

}  // namespace tl
