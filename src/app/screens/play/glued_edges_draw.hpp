// glued_edges_draw.hpp: the marks on a board's glued edges (a cylinder, a
// torus, a Moebius band, a Klein bottle, a projective plane): which edge
// meets which, and in which direction.
#pragma once

#include "app/widgets/ui.hpp"
#include "core/base/topology.hpp"
#include "imgui.h"

namespace tl::app::play {

// The room the marks take outside each edge of the board, in pixels (0 on a
// plain board, which has nothing glued).
float glued_edge_margin(Topology t, float em);

// Draws the marks around the board at `board_min`..`board_max` (its whole
// rectangle, zoomed and panned as drawn: an edge scrolled out of the view
// takes its marks with it) into `margin` pixels outside it, and records
// each glued edge for the hook as words ("Glued left edge", ...), with a
// sentence under the pointer saying what meets what.
void draw_glued_edges(const Ui& ui, ImDrawList* dl, ImVec2 board_min, ImVec2 board_max, Topology t, float margin);

}  // namespace tl::app::play
