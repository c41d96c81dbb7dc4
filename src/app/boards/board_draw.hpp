// board_draw.hpp: boards drawn, with ImGui's draw list and the board's
// palette alone: a grid of lights or colours with its marks (hint, the
// step-through's dots, the cursor, an invariant outlined, a press's reach),
// and a board drawn from a layout (a graph, hexagons, a cube's net). Every
// screen that shows a board draws it with these: Play's board, the goal's
// picture, the Why tab's small boards.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "app/widgets/board_marks.hpp"
#include "core/base/cell_layout.hpp"
#include "imgui.h"

namespace tl {
class Machine;
}

namespace tl::app {

// Colour of a cell value: 0 dark, 1 lit for two-state lights; 1..8 Ghaly
// colours; with k > 2 states, 1..k-1 along viridis, a scale that stays
// ordered and distinguishable for the common colour-vision deficiencies.
ImU32 cell_colour(int value, bool colour_machine, bool colour_blind, int states = 2);
// The name of a Ghaly colour number ("red", ...; Okabe-Ito names when colour blind).
const char* colour_name(int value, bool colour_blind);
// The colour values a tally of a board's colours keeps apart: dark (0) and
// colours 1..15, room to spare for the Ghaly machines the app deals (4 or 8
// colours); a larger value would be counted with 15.
constexpr int kCountedColourValues = 16;

// Marks drawn over a board.
struct BoardMarks {
  int hovered = -1, held = -1;  // cells
  int hint = -1;                // cell of the hinted button
  int hint_times = 1;           // k states: how often to press it ("x2")
  int hint_row = -1;            // the hint's first level: the board row to look at
  std::vector<int> hint_area;   // ... or on a board drawn from a layout, the cells to look at
  std::vector<int> steps;       // per cell, the step-through's presses of its button still to make (empty: none)
  int steps_at(int cell) const { return cell >= 0 && std::size_t(cell) < steps.size() ? steps[std::size_t(cell)] : 0; }
  int cursor = -1;                     // cell under the keyboard cursor
  std::vector<int> invariant;          // an invariant the position breaks: its cells outlined (invariant_view.hpp)
  std::vector<int> invariant_weights;  // ... and each cell's weight in its sum ("x2" where not 1)
  bool solved = false;                 // a green frame around a solved board
  // The solution drawn as a heat map instead of the lights: cells too small
  // for a dot each (kStepDotMinPixels) with a solution shown.
  bool heat = false;
  int heat_top = 1;  // the most presses on one cell: the brightest shade
  // Per cell, what the looked-at button's press adds (empty: none looked
  // at): a view of play::Model::reach, which outlives the frame's drawing (a
  // copy a frame was a 65,536-cell vector on the largest drawn boards).
  std::span<const int> reach;
  int reach_states = 2;  // the machine's states: "+2" is drawn only where a press adds more than 1
};

// A cell smaller than this (pixels) cannot show a step dot: with a solution
// shown, such a board shows the solution's heat map instead of its lights.
constexpr float kStepDotMinPixels = 3.0f;
// The heat map's 16 shades: 0 for a cell with no press, 1..15 from dim to
// bright; `heat_shade` is a cell's index for its presses, of `top` at most.
inline constexpr int kHeatShades = 16;
ImU32 heat_colour(int shade);
int heat_shade(int presses, int top);

// With more than two states each cell also shows its value as a digit (when
// the cell is big enough to read one), so colour is never the only signal.
void draw_board(ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols, const std::vector<int>& values,
                bool colour_machine, bool colour_blind, const BoardMarks& marks = {}, int states = 2);

// Boards over this many cells a side (boards from a layout: over its
// square's cells) zoom and pan (wheel and right drag; pinch and two
// fingers): a phone's finger needs them there.
constexpr int kZoomableSide = 12;
bool board_zoomable(const Machine& m);
// A small picture of values on a layout (a goal, a quiet pattern), `size`
// pixels on its longer side, drawn at the cursor as one ImGui item.
void layout_picture(const CellLayout& layout, const std::vector<int>& values, int states, bool colour_blind, float size);

// The marks draw_board draws, each on its own (the GPU board draws its
// cells in one texture and these over them).
void reach_mark(ImDrawList* dl, ImVec2 a, ImVec2 b, int amount, int states);
void invariant_outline(ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols, const BoardMarks& marks);
void hint_row_frame(ImDrawList* dl, ImVec2 origin, float cell, int cols, int row, float thick);

// A board drawn from a layout: each cell's shape around its centre `c`, `r`
// its half width (shape_path's outline, filled or stroked), and the half
// width a cell gets at `unit` pixels a layout unit.
void shape_path(ImDrawList* dl, CellLayout::Shape shape, ImVec2 c, float r);
void fill_shape(ImDrawList* dl, CellLayout::Shape shape, ImVec2 c, float r, ImU32 col);
void ring_shape(ImDrawList* dl, CellLayout::Shape shape, ImVec2 c, float r, ImU32 col, float thick);
float cell_radius(const CellLayout& L, float unit);
// More lines than this are not drawn (a complete graph of 1024 vertices has
// half a million): the cells alone still play.
inline constexpr std::size_t kMostLines = 20000;

}  // namespace tl::app
