// board_marks.hpp: what every drawing of a board shares, with ImGui alone:
// a colour's opacity, a number written on a cell, and the cell under the
// pointer on a board drawn from a layout. The play screen's boards and the graph editor's
// canvas both draw with these.
#pragma once

#include <cstdint>

#include "imgui.h"

namespace tl::app {

// A colour with another opacity (0..255).
inline ImU32 with_alpha(ImU32 c, int a) { return (c & ~IM_COL32_A_MASK) | (uint32_t(a) << IM_COL32_A_SHIFT); }

// Text centred in the box a..b, dark on light fills and light on dark ones.
void cell_text(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, const char* text, float scale);

// The cell of n whose centre (`centre(i)`, in pixels) is nearest `p` and
// within 0.6 of `unit` pixels (a little more than a disc), or -1: what is
// under the pointer on a board drawn from a layout, and in the graph editor.
template <class Centre>
int nearest_centre(int n, Centre centre, ImVec2 p, float unit) {
  int best = -1;
  float best_d = unit * unit * 0.36f;
  for (int i = 0; i < n; ++i) {
    const ImVec2 c = centre(i);
    const float d = (c.x - p.x) * (c.x - p.x) + (c.y - p.y) * (c.y - p.y);
    if (d < best_d) best_d = d, best = i;
  }
  return best;
}

}  // namespace tl::app
