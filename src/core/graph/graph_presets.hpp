// graph_presets.hpp: the graphs players know, each with its own drawing.
//
// - hexagon(n): a hexagonal board of side n (3n(n-1)+1 cells), a press
//   reaching the six cells around;
// - hex_grid(R, C): R rows of C hexagons, odd rows shifted half a cell;
// - cube_surface(n): the surface of a cube with n x n cells a face (Tiger's
//   Lights Out Cube is n = 3: 54 buttons), a press reaching across the
//   cube's edges, drawn as an unfolded net (a cross);
// - the Platonic solids' vertex graphs, drawn as Schlegel diagrams (the
//   solid seen from just above one face); Orbix (Jaap's puzzle pages) is
//   the icosahedron played without a press changing itself;
// - the Petersen graph; cycles, paths, complete graphs and wheels.
//
// Vertex numbers are reading order of the drawing where there is one (rows
// of hexagons; the net face by face: up, left, front, right, back, down).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/base/cell_layout.hpp"
#include "core/base/result.hpp"
#include "core/graph/graph.hpp"

namespace tl {

struct DrawnGraph {
  Graph graph;
  CellLayout layout;
};

DrawnGraph hexagon_graph(int side);
DrawnGraph hex_grid_graph(int rows, int cols);
DrawnGraph cube_surface_graph(int n);
enum class Solid { Tetrahedron, Hexahedron, Octahedron, Dodecahedron, Icosahedron };
DrawnGraph solid_graph(Solid s);
DrawnGraph petersen_graph();
DrawnGraph cycle_graph(int n);
DrawnGraph path_graph(int n);
DrawnGraph complete_graph(int n);
DrawnGraph wheel_graph(int n);  // a hub and n - 1 vertices around it

// A drawing for any graph, deterministic (the same graph, the same picture):
// small graphs on a circle, larger ones relaxed by a spring model from there,
// the largest in rows.
CellLayout layout_graph(const Graph& g);

// The layout's box recomputed around its centres (cells 1 across), with a
// margin of half a cell: what each builder ends with.
void fit_box(CellLayout& layout);

}  // namespace tl
