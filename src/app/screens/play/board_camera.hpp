// board_camera.hpp: where a board is looked at from: the flat board's zoom
// and pan, the 3D view's turn and zoom. A board widget works out the next
// camera from the pointer and the fingers, draws with it, and sends it as an
// intent (MoveBoard, MoveSolid) that the frame applies after the draw, so
// the draw itself never writes the app.
#pragma once

#include "core/game/machine.hpp"

namespace tl::app {

// A flat board's (a grid, or a drawing from a layout) zoom and pan, for
// boards whose cells are small. Fitted again when the rules change, and on
// a touch screen when the board's room changes (a pane with less room, a
// phone turned).
struct BoardCamera {
  float zoom = 1.0f;
  float pan_x = 0.0f, pan_y = 0.0f;  // board pixels scrolled out of view
  MachinePtr fitted_to;              // the rules the zoom was last fitted to (held: never a dangling key)
  float fitted_finger_zoom = 0;      // and the zoom a finger needed then (it moves with the board's room)
  friend bool operator==(const BoardCamera&, const BoardCamera&) = default;
};

// The 3D view of a board on a solid (the cube): its turn (the up, front and
// right faces show at first) and its zoom (wheel, pinch, double tap), which
// on a touch screen opens where a face turned to the viewer has stickers a
// finger wide, fitted again when the rules or the board's room change.
struct SolidCamera {
  static constexpr float kMostPitch = 1.5f;  // radians: the view never tips over the top
  float yaw = -0.6f, pitch = 0.5f;
  float zoom = 1.0f;
  MachinePtr fitted_to;
  float fitted_finger_zoom = 0;
  friend bool operator==(const SolidCamera&, const SolidCamera&) = default;
};

}  // namespace tl::app
