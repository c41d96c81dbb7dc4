// board_view.hpp: drawing boards of lights or colours, and the playable board.
#pragma once

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "app/app.hpp"
#include "app/play_host.hpp"
#include "app/boards/board_draw.hpp"
#include "core/game/press_reach.hpp"
#include "imgui.h"

namespace tl::app {

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

// Machines whose buttons are not cells (custom rules with M != C): a strip of
// small boards, one per button, showing what it toggles. Returns a click or -1.
int button_strip_widget(App& app);  // in the grid the layout made (ScreenLayout::strip)

}  // namespace tl::app
