// glued_edges_draw.cpp: the textbook's picture of a surface made from a
// square: each pair of glued edges carries arrows, one arrowhead for the
// left and right pair, two for the top and bottom pair; the arrows of a pair
// point the same way when the edges meet straight, opposite ways when they
// meet with a twist. A player reads at a glance where a press that leaves
// the board comes back.
#include "app/screens/play/glued_edges_draw.hpp"

#include <algorithm>
#include <cmath>

#include "app/shape/theme.hpp"

namespace tl::app::play {

namespace {

// One colour per pair, apart from the lights' amber and the marks' greens
// and purples, readable on the dark board background.
// The left-right pair in the hover's blue, the top-bottom pair in the
// step's violet: the theme's, each 3:1 or more on the board's back.
ImU32 left_right() { return board_theme().hover; }
ImU32 top_bottom() { return board_theme().step; }

// A filled arrowhead at `tip` pointing along `dir` (a unit vector).
void arrowhead(ImDrawList* dl, ImVec2 tip, ImVec2 dir, float size, ImU32 colour) {
  const ImVec2 back(tip.x - dir.x * size, tip.y - dir.y * size);
  const ImVec2 side(-dir.y * size * 0.6f, dir.x * size * 0.6f);
  dl->AddTriangleFilled(tip, ImVec2(back.x + side.x, back.y + side.y), ImVec2(back.x - side.x, back.y - side.y), colour);
}

// One edge: a line from a to b in the margin, and `heads` arrowheads at its
// middle pointing from a to b (or from b to a when `backwards`).
void edge_mark(ImDrawList* dl, ImVec2 a, ImVec2 b, int heads, bool backwards, float margin, ImU32 colour) {
  dl->AddLine(a, b, colour, std::max(1.5f, margin * 0.18f));
  const float len = std::hypot(b.x - a.x, b.y - a.y);
  if (len < 1.0f) return;
  ImVec2 dir((b.x - a.x) / len, (b.y - a.y) / len);
  if (backwards) dir = ImVec2(-dir.x, -dir.y);
  const float size = margin * 0.9f;
  const ImVec2 mid((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  for (int h = 0; h < heads; ++h) {
    const float along = (float(h) - float(heads - 1) * 0.5f) * size * 0.9f + size * 0.5f;
    arrowhead(dl, ImVec2(mid.x + dir.x * along, mid.y + dir.y * along), dir, size, colour);
  }
}

const char* pair_words(Glue g, bool left_right) {
  if (left_right)
    return g == Glue::Straight ? "The left and right edges are glued: a press past one edge comes back on the other, same row."
                               : "The left and right edges are glued with a twist: a press past one edge comes back on the "
                                 "other, upside down (row 1 meets the last row).";
  return g == Glue::Straight ? "The top and bottom edges are glued: a press past one edge comes back on the other, same column."
                             : "The top and bottom edges are glued with a twist: a press past one edge comes back on the "
                               "other, mirrored (column 1 meets the last column).";
}

}  // namespace

float glued_edge_margin(Topology t, float em) { return t == Topology::Plain ? 0.0f : std::round(std::max(10.0f, 0.8f * em)); }

void draw_glued_edges(const Ui& ui, ImDrawList* dl, ImVec2 board_min, ImVec2 board_max, Topology t, float margin) {
  if (margin <= 0.0f) return;
  const float h = margin * 0.5f;  // the marks' line runs through the middle of the margin
  const Glue lr = left_right_glue(t), tb = top_bottom_glue(t);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  auto record = [&](const char* name, ImVec2 a, ImVec2 b, const char* words) {
    const Rect r{std::min(a.x, b.x) - h, std::min(a.y, b.y) - h, std::fabs(b.x - a.x) + margin, std::fabs(b.y - a.y) + margin};
    const ImVec2 c0 = dl->GetClipRectMin(), c1 = dl->GetClipRectMax();
    const bool visible = r.x >= c0.x - 1 && r.y >= c0.y - 1 && r.x + r.w <= c1.x + 1 && r.y + r.h <= c1.y + 1;
    ui.rect(name, r, visible, true);
    if (ImGui::IsWindowHovered() && mouse.x >= r.x && mouse.x < r.x + r.w && mouse.y >= r.y && mouse.y < r.y + r.h)
      tooltip("%s", words);
  };
  if (lr != Glue::None) {
    // One arrowhead: down the left edge; down the right edge when straight,
    // up it when twisted.
    const ImVec2 l0(board_min.x - h, board_min.y), l1(board_min.x - h, board_max.y);
    const ImVec2 r0(board_max.x + h, board_min.y), r1(board_max.x + h, board_max.y);
    edge_mark(dl, l0, l1, 1, false, margin, left_right());
    edge_mark(dl, r0, r1, 1, lr == Glue::Reversed, margin, left_right());
    record("Glued left edge", l0, l1, pair_words(lr, true));
    record("Glued right edge", r0, r1, pair_words(lr, true));
  }
  if (tb != Glue::None) {
    // Two arrowheads: rightwards along the top; along the bottom the same
    // way when straight, the other way when twisted.
    const ImVec2 t0(board_min.x, board_min.y - h), t1(board_max.x, board_min.y - h);
    const ImVec2 b0(board_min.x, board_max.y + h), b1(board_max.x, board_max.y + h);
    edge_mark(dl, t0, t1, 2, false, margin, top_bottom());
    edge_mark(dl, b0, b1, 2, tb == Glue::Reversed, margin, top_bottom());
    record("Glued top edge", t0, t1, pair_words(tb, false));
    record("Glued bottom edge", b0, b1, pair_words(tb, false));
  }
}

}  // namespace tl::app::play
