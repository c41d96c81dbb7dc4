// board_view.hpp: drawing boards of lights or colours, and the playable board.
#pragma once

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "app/app.hpp"
#include "app/play_host.hpp"
#include "app/widgets/board_marks.hpp"
#include "core/game/press_reach.hpp"
#include "imgui.h"

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
  // at): a view of BoardView::reach, which outlives the frame's drawing (a
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
// Zoom (wheel or pinch, about the pointer or the fingers) and pan (right or
// middle drag, or fingers) of the board widget just drawn (ImGui's last
// item) at `view`, `view_size` pixels unzoomed: the camera to draw it with,
// sent as play::MoveBoard where it differs from Play's camera; reset
// where the board is not zoomable. Records whether it zooms (app.board).
// `finger_zoom`: the zoom at which the board's smallest button is a finger
// wide (kMinTouchTarget); on a touch screen a denser board opens at it.
BoardCamera zoom_and_pan(App& app, ImVec2 view, ImVec2 view_size, float max_zoom, float finger_zoom);

// Which button the pointer looks at this frame: the one under the mouse, or
// the one a finger has held still (and until then, a frame owed for the
// moment it will have); -1 for none. Asked for through an intent when it
// differs from what is drawn, or the position changed under it.
template <class CellAt>
void look_with_pointer(App& app, const Machine& m, int hovered_cell, CellAt cell_at) {
  const Gestures& g = app.screen.gestures;
  int cell = -1;
  if (!g.pointer_touch) {
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) cell = hovered_cell;
  } else if (g.look) {
    cell = cell_at(ImVec2(g.look_x, g.look_y));
  } else if (g.look_in >= 0) {  // 0: the second frame that shows the look, at once
    double& wake = app.pending.wake_in;
    wake = wake < 0 ? g.look_in : std::min(wake, g.look_in);
  }
  const int button = cell >= 0 ? button_on_cell(m, cell) : -1;
  if (button != app.play->model.looked || (button >= 0 && app.play->model.looked_revision != app.game.revision()))
    play_sink(app).send(play::LookAtButton{button});
}

// The marks of the game in play: hint, step-through, cursor, solved.
BoardMarks board_marks(App& app);

// The pointer over the board widget just drawn (ImGui's last item):
// hovered and held cells into `marks`; returns the clicked cell (a left
// press and release on the same cell) or -1. `cell_at(ImVec2)` finds a cell.
template <class CellAt>
int pointer_on_board(CellAt cell_at, BoardMarks& marks) {
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsItemHovered()) marks.hovered = cell_at(io.MousePos);
  if (ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left)) marks.held = cell_at(io.MouseClickedPos[0]);
  if (ImGui::IsItemDeactivated() && ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
      cell_at(io.MousePos) == cell_at(io.MouseClickedPos[0]))
    return cell_at(io.MousePos);
  return -1;
}

// The playable board, `size` pixels on its longer side. Returns the clicked
// cell (0-based) this frame, or -1. Records each on-board button's rectangle.
int board_widget(App& app, float size);

// The same for boards drawn from a layout (graphs, hexagons, the cube's net:
// Machine::cell_layout): each cell its shape at its place, edges as lines.
int layout_board_widget(App& app, float size, const CellLayout& layout);

// A board on a solid's surface (CellLayout::solid: the cube) as a turning
// 3D view (solid_board_view.cpp), while play::Model::solid_view is on.
int solid_board_widget(App& app, float size, const CellLayout& layout);

// A small picture of values on a layout (a goal, a quiet pattern), `size`
// pixels on its longer side, drawn at the cursor as one ImGui item.
void layout_picture(const CellLayout& layout, const std::vector<int>& values, int states, bool colour_blind, float size);

// Machines whose buttons are not cells (custom rules with M != C): a strip of
// small boards, one per button, showing what it toggles. Returns a click or -1.
int button_strip_widget(App& app);  // in the grid the layout made (ScreenLayout::strip)

}  // namespace tl::app
