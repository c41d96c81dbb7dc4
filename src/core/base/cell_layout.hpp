// cell_layout.hpp: where each cell of a board that is not a grid of squares
// is drawn (a graph's vertices, hexagons, the cube's net).
//
// Plain data the core computes once per rules and front ends scale to the
// screen: the same rules always give the same picture.
#pragma once

#include <array>
#include <utility>
#include <vector>

namespace tl {

struct CellLayout {
  enum class Shape { Disc, Hexagon, Square };
  Shape shape = Shape::Disc;
  // Cell centres, in cell units: a cell is 1 across (a disc's diameter, a
  // hexagon's width across its flat sides, a square's side), and every cell
  // lies inside the box [0, width] x [0, height], y downwards.
  std::vector<float> x, y;
  float width = 0, height = 0;
  // Lines drawn between centres first (a graph's edges); empty where the
  // cells' own shapes show what touches what (hexagons, the cube's net).
  std::vector<std::pair<int, int>> lines;
  // Boards on a solid's surface (the cube) are drawn in 3D as well: per cell
  // its centre, two half sides and its outward normal (12 floats: c, u, v,
  // n), in the box [-1, 1]^3, so the corners are c +- u +- v. Empty otherwise.
  std::vector<std::array<float, 12>> solid;
};

}  // namespace tl
