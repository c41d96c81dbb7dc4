// play_board.hpp: Play's board (play_screen.hpp's views): the grid, a board
// drawn from a layout (graphs, hexagons, the cube's net), a solid's turning
// 3D view and the strip of buttons that are not cells. Each reads the model
// and the game, sends Play's messages (the camera moved, a button looked
// at, a face turned to the viewer) and records where it drew (BoardDrawn).
#pragma once

#include <algorithm>
#include <span>
#include <vector>

#include "app/boards/board_draw.hpp"
#include "app/boards/board_drawn.hpp"
#include "app/screens/play/play_screen.hpp"
#include "app/shape/touch_gestures.hpp"
#include "core/game/press_reach.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::play {

// What the board reads of the shell for one frame.
struct BoardIn {
  bool touch = false;         // thumbs play: finger-wide targets, a board too dense for a finger opens zoomed
  bool colour_blind = false;  // the Okabe-Ito palette with colour names and letters
  Gestures fingers;           // this frame's (touch_gestures.hpp)
  StripGrid strip;            // the layout's grid for a strip of buttons (ScreenLayout::strip)
  // The feel (feel.hpp): the cells the last press changed flashing, and the
  // hinted button's ring pulsing, each with what is left of it (0..1).
  std::span<const int> flash = {};
  float flash_left = 0;
  int pulse_button = -1;
  float pulse_left = 0;
  const DrawCells* draw_cells = nullptr;  // the platform's GPU board, where it has one
};

// The marks of the game in play: hint, step-through, cursor, the button
// looked at, an invariant outlined, solved.
BoardMarks board_marks(const Model& m, const Midend& game);

// The playable board at the cursor, `size` pixels on its longer side.
// Returns the clicked cell (0-based) this frame, or -1.
int board_widget(const Model& m, const Midend& game, const BoardIn& in, float size, const Ui& ui, Sink<Msg> send,
                 BoardDrawn& drawn);
// Machines whose buttons are not cells (custom rules with M != C): a strip of
// small boards, one per button, showing what it toggles, in the grid the
// layout made. Returns a click or -1.
int button_strip_widget(const Midend& game, const BoardIn& in, BoardDrawn& drawn);

// --- Inside the board widgets (play_board_draw.cpp and its two siblings) ----------

int layout_board_widget(const Model& m, const Midend& game, const BoardIn& in, float size, const CellLayout& layout, const Ui& ui,
                        Sink<Msg> send, BoardDrawn& drawn);
int solid_board_widget(const Model& m, const Midend& game, const BoardIn& in, float size, const CellLayout& layout, const Ui& ui,
                       Sink<Msg> send, BoardDrawn& drawn);

// Zoom (wheel or pinch, about the pointer or the fingers) and pan (right or
// middle drag, or fingers) of the board widget just drawn (ImGui's last
// item) at `view`, `view_size` pixels unzoomed: the camera to draw it with,
// sent as MoveBoard where it differs from the model's; reset where the
// board is not zoomable. Records whether it zooms. `finger_zoom`: the zoom
// at which the board's smallest button is a finger wide (kMinTouchTarget);
// on a touch screen a denser board opens at it.
BoardCamera zoom_and_pan(const Model& m, const Midend& game, const BoardIn& in, ImVec2 view, ImVec2 view_size, float max_zoom,
                         float finger_zoom, Sink<Msg> send, BoardDrawn& drawn);

// Which button the pointer looks at this frame: the one under the mouse, or
// the one a finger has held still (and until then, a frame owed for the
// moment it will have); -1 for none. Asked for (LookAtButton) when it
// differs from what is drawn, or the position changed under it.
template <class CellAt>
void look_with_pointer(const Model& m, const Midend& game, const BoardIn& in, int hovered_cell, CellAt cell_at, Sink<Msg> send,
                       BoardDrawn& drawn) {
  const Gestures& g = in.fingers;
  int cell = -1;
  if (!g.pointer_touch) {
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) cell = hovered_cell;
  } else if (g.look) {
    cell = cell_at(ImVec2(g.look_x, g.look_y));
  } else if (g.look_in >= 0) {  // 0: the second frame that shows the look, at once
    drawn.wake_in = drawn.wake_in < 0 ? g.look_in : std::min(drawn.wake_in, g.look_in);
  }
  const int button = cell >= 0 ? button_on_cell(game.machine(), cell) : -1;
  if (button != m.looked || (button >= 0 && !looking(m, game))) send.send(LookAtButton{button});
}

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

}  // namespace tl::app::play
