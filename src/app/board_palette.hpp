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
// A mark's count ("x2") is dark text on a badge of the mark's colour, edged
// dark inside and light outside, and a mark's dot has the same two edges:
// any colour is 4.5:1 or more from black or from white, so every cell
// colour gives a mark 3:1 or more (WCAG 2's least for graphics) by one of
// its edges, and the text on its badge is 4.5:1 or more.
inline constexpr ImU32 kBadgeText = IM_COL32(14, 14, 20, 255);
inline constexpr ImU32 kMarkEdge = IM_COL32(14, 14, 20, 255);
inline constexpr ImU32 kMarkHalo = IM_COL32(245, 245, 250, 255);

inline void ring(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float round, float thick) {
  dl->AddRect(a, b, col, round, 0, thick);
}

// Text centred in the box a..b, dark on light fills and light on dark ones.
void cell_text(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, const char* text, float scale);

// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
float contrast_ratio(ImU32 a, ImU32 b);
// A count, written "x2", at `at` (its top left) as a badge of `colour`
// (see kBadgeText).
void count_badge(ImDrawList* dl, ImVec2 at, ImU32 colour, int times);
// The size count_badge draws `times` at.
ImVec2 count_badge_size(int times);
// A mark's dot: `colour` inside a dark edge and a light halo (where the dot
// is big enough to hold them).
void mark_dot(ImDrawList* dl, ImVec2 centre, float radius, ImU32 colour);

}  // namespace tl::app
