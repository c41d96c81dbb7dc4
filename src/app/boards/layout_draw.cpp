// layout_draw.cpp: boards whose cells are not a grid of squares (a graph's
// vertices as discs joined by its edges, hexagons, the cube's net), drawn at
// the places the machine's CellLayout gives (board_draw.hpp).
#include <algorithm>
#include <cmath>

#include "app/boards/board_draw.hpp"
#include "app/boards/board_palette.hpp"

namespace tl::app {

// The outline of one cell's shape around centre c, `r` the half width.
void shape_path(ImDrawList* dl, CellLayout::Shape shape, ImVec2 c, float r) {
  switch (shape) {
    case CellLayout::Shape::Disc: dl->PathArcTo(c, r, 0.0f, 2.0f * 3.14159265f, std::clamp(int(r), 12, 48)); break;
    case CellLayout::Shape::Hexagon: {
      // Pointy top: r is the half width across the flats.
      const float R = r * 2.0f / std::sqrt(3.0f);
      for (int k = 0; k < 6; ++k) {
        const float a = 3.14159265f / 3.0f * float(k) - 3.14159265f / 2.0f;
        dl->PathLineTo(ImVec2(c.x + R * std::cos(a), c.y + R * std::sin(a)));
      }
      break;
    }
    case CellLayout::Shape::Square:
      dl->PathLineTo(ImVec2(c.x - r, c.y - r));
      dl->PathLineTo(ImVec2(c.x + r, c.y - r));
      dl->PathLineTo(ImVec2(c.x + r, c.y + r));
      dl->PathLineTo(ImVec2(c.x - r, c.y + r));
      break;
  }
}

void fill_shape(ImDrawList* dl, CellLayout::Shape shape, ImVec2 c, float r, ImU32 col) {
  shape_path(dl, shape, c, r);
  dl->PathFillConvex(col);
}

void ring_shape(ImDrawList* dl, CellLayout::Shape shape, ImVec2 c, float r, ImU32 col, float thick) {
  shape_path(dl, shape, c, r);
  dl->PathStroke(col, ImDrawFlags_Closed, thick);
}

// Half a cell's width in pixels: discs keep a gap for the edges between them,
// tiles (hexagons, squares) a thin seam.
float cell_radius(const CellLayout& L, float unit) { return unit * (L.shape == CellLayout::Shape::Disc ? 0.42f : 0.47f); }

void fill_layout_cell(ImDrawList* dl, CellLayout::Shape shape, ImVec2 c, float r, ImU32 fill, bool lit) {
  fill_shape(dl, shape, c, r, fill);
  // As fill_cell: a theme that marks cells outlines the unlit ones, which
  // are nearly the board's own black there.
  if (board_theme().marked_cells && !lit) {
    const float edge = std::max(1.0f, r * 0.12f);
    ring_shape(dl, shape, c, r - edge * 0.5f, edge_colour(), edge);
  }
}

void layout_picture(const CellLayout& L, const std::vector<int>& values, int states, bool colour_blind, float size) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float unit = size / std::max(L.width, L.height);
  auto centre = [&](std::size_t i) { return ImVec2(origin.x + L.x[i] * unit, origin.y + L.y[i] * unit); };
  dl->AddRectFilled(origin, ImVec2(origin.x + unit * L.width, origin.y + unit * L.height), board_back(), 4.0f);
  if (L.lines.size() <= kMostLines)
    for (auto [a, b] : L.lines) dl->AddLine(centre(std::size_t(a)), centre(std::size_t(b)), edge_colour(), 1.0f);
  const float r = cell_radius(L, unit);
  for (std::size_t i = 0; i < L.x.size(); ++i) {
    const int v = i < values.size() ? values[i] : 0;
    fill_layout_cell(dl, L.shape, centre(i), r, cell_colour(v, false, colour_blind, states), v != 0);
  }
  ImGui::Dummy(ImVec2(unit * L.width, unit * L.height));
}

}  // namespace tl::app
