// board_palette.hpp: the colours of boards and their marks, shared by the
// grid of squares (board_draw.cpp) and boards drawn from a layout
// (layout_draw.cpp), so a hint looks the same on both.
#pragma once

#include "app/shape/theme.hpp"
#include "core/base/cell_layout.hpp"
#include "app/widgets/board_marks.hpp"
#include "imgui.h"

namespace tl::app {

// The colours of the theme in effect (theme_view.hpp: light, dark, high
// contrast), read where a board is drawn.
inline ImU32 unlit_colour() { return board_theme().unlit; }
inline ImU32 lit_colour() { return board_theme().lit; }  // warm amber, readable for every colour vision
inline ImU32 board_back() { return board_theme().board_back; }
inline ImU32 hover_colour() { return board_theme().hover; }
inline ImU32 hint_colour() { return board_theme().hint; }
inline ImU32 step_colour() { return board_theme().step; }
inline ImU32 cursor_colour() { return board_theme().cursor; }
inline ImU32 solved_colour() { return board_theme().solved; }
inline ImU32 invariant_colour() { return board_theme().invariant; }  // cells an unsolvable position cannot change
inline ImU32 edge_colour() { return board_theme().edge; }            // a graph's edges
// A mark's count ("x2") is dark text on a badge of the mark's colour, edged
// dark inside and light outside, and a mark's dot has the same two edges:
// any colour is 4.5:1 or more from black or from white, so every cell
// colour gives a mark 3:1 or more (WCAG 2's least for graphics) by one of
// its edges, and the text on its badge is 4.5:1 or more.
inline constexpr ImU32 kBadgeText = IM_COL32(14, 14, 20, 255);
inline constexpr ImU32 kMarkEdge = IM_COL32(14, 14, 20, 255);
inline constexpr ImU32 kMarkHalo = IM_COL32(245, 245, 250, 255);

// `c` with alpha `a` (0..255): a glow, a path over the board, a frame.

inline void ring(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float round, float thick) {
  dl->AddRect(a, b, col, round, 0, thick);
}

// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
float contrast_ratio(ImU32 a, ImU32 b);
// One cell's light in the render style (theme_view.hpp): a rounded square,
// a circle, a diamond, or an LED (a lit one glows). A theme that marks cells
// outlines the unlit ones in its edge colour.
void fill_cell(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, float round, bool lit);
// One cell of a board drawn from a layout (a graph's disc, a hexagon), its
// centre `c` and half width `r`, outlined as fill_cell outlines.
void fill_layout_cell(ImDrawList* dl, CellLayout::Shape shape, ImVec2 c, float r, ImU32 fill, bool lit);
// The text on a badge of `badge`: kBadgeText or kMarkHalo, whichever reads
// better (the light theme's marks are dark; one of the two is always 4.5:1).
ImU32 badge_text(ImU32 badge);
// A count, written "x2", at `at` (its top left) as a badge of `colour`
// (see kBadgeText).
void count_badge(ImDrawList* dl, ImVec2 at, ImU32 colour, int times);
// The size count_badge draws `times` at.
ImVec2 count_badge_size(int times);
// A mark's dot: `colour` inside a dark edge and a light halo (where the dot
// is big enough to hold them).
void mark_dot(ImDrawList* dl, ImVec2 centre, float radius, ImU32 colour);

}  // namespace tl::app
