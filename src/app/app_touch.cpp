// app_touch.cpp: fingers from the platform to the gestures (touch_gestures.hpp)
// and from the gestures to ImGui's pointer. Each gesture belongs to the part
// of the screen it started on, by the last frame's layout.
#include <algorithm>

#include "app/app.hpp"
#include "app/boards/board_draw.hpp"
#include "app/graph_editor_host.hpp"
#include "app/photo_host.hpp"
#include "imgui.h"

namespace tl::app {

static TouchRegion region_at(const App& app, float x, float y) {
  if (photo_open(app)) return photo_region(app, x, y);  // "Read a photo" covers the screen
  // An open list of choices lies over everything, the bar included.
  if (!app.screen.choices.empty() && app.screen.choices.contains(x, y)) return TouchRegion::Sheet;
  const ScreenLayout& L = app.screen.layout;
  if (!L.bar.empty() && L.bar.contains(x, y)) return TouchRegion::Bar;
  if (L.panel.contains(x, y)) return TouchRegion::Panel;  // first: an open sheet covers the board
  if (L.board_area.contains(x, y)) return TouchRegion::Board;
  return TouchRegion::None;
}

void touch_down(App& app, int64_t finger, float x, float y, double t) {
  // While the graph editor is on, the board's gestures are the editor's: a finger there is the pointer.
  app.screen.touch.down(finger, x, y, t, region_at(app, x, y), app.board.zoomable && !photo_open(app),
                        graph_editing(app) || photo_open(app));
}

void touch_move(App& app, int64_t finger, float x, float y, double t) { app.screen.touch.move(finger, x, y, t); }

void touch_up(App& app, int64_t finger, float x, float y, double t) { app.screen.touch.up(finger, x, y, t); }

void touch_pointer(App& app, double t) {
  app.screen.gestures = app.screen.touch.take(t);
  const Gestures& g = app.screen.gestures;
  if (!g.pointer_touch) return;  // the mouse has the pointer: the backend set it
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(g.pointer_x, g.pointer_y);
  for (bool& down : io.MouseDown) down = false;
  io.MouseDown[0] = g.pointer_down;
}

}  // namespace tl::app
