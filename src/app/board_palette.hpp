// board_palette.hpp: the colours of boards and their marks, shared by the
// grid of squares (board_view.cpp) and boards drawn from a layout
// (layout_board_view.cpp), so a hint looks the same on both.
#pragma once

#include "imgui.h"

namespace tl::app {

inline constexpr ImU32 kDark = IM_COL32(48, 54, 68, 255);
inline constexpr ImU32 kLit = IM_COL32(255, 196, 64, 255);  // warm amber, readable for every colour vision
inline constexpr ImU32 kBoardBack = IM_COL32(26, 28, 36, 255);
inline constexpr ImU32 kHover = IM_COL32(120, 190, 255, 255);
inline constexpr ImU32 kHint = IM_COL32(80, 230, 120, 255);
inline constexpr ImU32 kStep = IM_COL32(190, 120, 255, 255);
inline constexpr ImU32 kCursor = IM_COL32(255, 255, 255, 255);
inline constexpr ImU32 kSolved = IM_COL32(80, 220, 110, 255);
inline constexpr ImU32 kInvariant = IM_COL32(255, 110, 80, 255);  // cells an unsolvable position cannot change
inline constexpr ImU32 kEdge = IM_COL32(110, 118, 140, 255);      // a graph's edges

inline void ring(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float round, float thick) {
  dl->AddRect(a, b, col, round, 0, thick);
}

// Text centred in the box a..b, dark on light fills and light on dark ones.
void cell_text(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, const char* text, float scale);

}  // namespace tl::app
