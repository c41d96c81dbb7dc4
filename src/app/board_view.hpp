// board_view.hpp: drawing a grid of lights with ImGui's draw list.
#pragma once

#include <vector>

#include "app/app.hpp"
#include "imgui.h"

namespace tl::app {

struct Palette {
  ImU32 lit, dark, hover_ring, background;
};
const Palette& default_palette();

// Draws rows x cols lights at `origin` (screen coordinates) with square cells
// of `cell` pixels. When `rects` is given, each cell's rectangle is appended.
void draw_lights(ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols,
                 const std::vector<int>& values, int hovered = -1, int held = -1);

// The playable board: one invisible button per machine button over its cell.
// Returns the 0-based button the player clicked this frame, or -1.
int board_widget(App& app, float size);

}  // namespace tl::app
