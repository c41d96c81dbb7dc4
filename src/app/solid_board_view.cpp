// solid_board_view.cpp: a board on a solid's surface (the cube: Tiger's
// Lights Out Cube and its family) as a turning 3D view. Each cell is a
// square on the solid (CellLayout::solid), turned by a drag of the mouse or
// a finger, seen from far away (no perspective: a convex solid needs no
// depth sort, only its faces turned away left out). A tap or click presses
// the cell under it, as on the flat net; a drag only turns.
//
// Nothing moves at rest: the view turns only while a drag moves it.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "app/board_palette.hpp"
#include "app/board_view.hpp"
#include "app/feel.hpp"

namespace tl::app {

namespace {

constexpr float kTurnPerPixel = 0.01f;  // radians
constexpr float kTapSlop = 6.0f;        // px a click may wander and still press

struct Vec3 {
  float x, y, z;
};

}  // namespace

int solid_board_widget(App& app, float size, const CellLayout& L) {
  const Machine& m = app.game.session().machine();
  const Position& pos = app.game.session().current().position;
  PlayView& view = app.play;
  const ImGuiIO& io = ImGui::GetIO();
  const float em = ImGui::GetFontSize();
  const float unit = size / std::max(L.width, L.height);
  const ImVec2 box(unit * L.width, unit * L.height), o = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##board", box, ImGuiButtonFlags_MouseButtonLeft);
  record_control(app, "Board");

  // Turning: a mouse drag on the board, or a finger's (the gestures' pan).
  if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kTapSlop)) {
    view.solid_yaw += io.MouseDelta.x * kTurnPerPixel;
    view.solid_pitch += io.MouseDelta.y * kTurnPerPixel;
  }
  view.solid_yaw -= app.screen.gestures.pan_x * kTurnPerPixel;
  view.solid_pitch -= app.screen.gestures.pan_y * kTurnPerPixel;
  view.solid_pitch = std::clamp(view.solid_pitch, -1.5f, 1.5f);

  // Turned about the vertical axis, then tipped towards the viewer (z out of the screen).
  const float cy = std::cos(view.solid_yaw), sy = std::sin(view.solid_yaw);
  const float cp = std::cos(view.solid_pitch), sp = std::sin(view.solid_pitch);
  auto turn = [&](float x, float y, float z) {
    const float x1 = x * cy + z * sy, z1 = -x * sy + z * cy;
    return Vec3{x1, y * cp - z1 * sp, y * sp + z1 * cp};
  };
  const ImVec2 centre(o.x + box.x * 0.5f, o.y + box.y * 0.5f);
  const float scale = 0.5f * std::min(box.x, box.y) / std::sqrt(3.0f);  // the whole cube fits however it turns
  auto screen = [&](const Vec3& p) { return ImVec2(centre.x + p.x * scale, centre.y - p.y * scale); };

  // Each cell facing the viewer, as its four corners on the screen.
  const std::size_t n = L.solid.size();
  std::vector<std::array<ImVec2, 4>> quads(n);
  std::vector<char> shown(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const std::array<float, 12>& s = L.solid[i];
    if (turn(s[9], s[10], s[11]).z <= 0.02f) continue;  // turned away (or edge on)
    shown[i] = 1;
    const float signs[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (int q = 0; q < 4; ++q)
      quads[i][std::size_t(q)] =
          screen(turn(s[0] + signs[q][0] * s[3] + signs[q][1] * s[6], s[1] + signs[q][0] * s[4] + signs[q][1] * s[7],
                      s[2] + signs[q][0] * s[5] + signs[q][1] * s[8]));
  }
  // The cell under a point: inside its convex quad (the same turn on every edge).
  auto cell_at = [&](ImVec2 p) {
    for (std::size_t i = 0; i < n; ++i) {
      if (!shown[i]) continue;
      int positive = 0;
      for (int q = 0; q < 4; ++q) {
        const ImVec2 a = quads[i][std::size_t(q)], b = quads[i][std::size_t((q + 1) % 4)];
        if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) > 0) ++positive;
      }
      if (positive == 0 || positive == 4) return int(i);
    }
    return -1;
  };
  BoardMarks marks = board_marks(app);
  int clicked = pointer_on_board(cell_at, marks);
  if (io.MouseDragMaxDistanceSqr[0] > kTapSlop * kTapSlop) clicked = -1;  // that was a turn

  // Where each button shows (hidden ones have none: the hook says null).
  app.board.button_rects.assign(std::size_t(m.button_count()), Rect{});
  for (int b = 0; b < m.button_count(); ++b) {
    const int c = m.button_cell(b);
    if (c < 0 || std::size_t(c) >= n || !shown[std::size_t(c)]) continue;
    ImVec2 lo = quads[std::size_t(c)][0], hi = lo;
    for (const ImVec2& p : quads[std::size_t(c)]) {
      lo = ImVec2(std::min(lo.x, p.x), std::min(lo.y, p.y));
      hi = ImVec2(std::max(hi.x, p.x), std::max(hi.y, p.y));
    }
    // The middle half of the box lies inside the quad: a tap there presses it.
    const float w = hi.x - lo.x, h = hi.y - lo.y;
    app.board.button_rects[std::size_t(b)] = Rect{lo.x + w * 0.25f, lo.y + h * 0.25f, w * 0.5f, h * 0.5f};
  }
  app.board.rect = Rect{o.x, o.y, box.x, box.y};
  app.board.cell = 2.0f * scale / float(std::max(1, int(std::lround(std::sqrt(double(n) / 6.0)))));

  ImDrawList* dl = ImGui::GetWindowDrawList();
  std::vector<int> values = m.cells(pos);
  if (app.game.editing() && app.game.editing_goal()) values = m.goal_cells(pos);
  if (marks.solved) ring(dl, ImVec2(o.x - 3, o.y - 3), ImVec2(o.x + box.x + 3, o.y + box.y + 3), kSolved, 4.0f, 3.0f);
  std::vector<int> step(n, 0);
  for (int c : marks.steps)
    if (c >= 0 && std::size_t(c) < n) step[std::size_t(c)]++;
  const float flash = flash_left(app), seam = std::max(1.5f, app.board.cell * 0.06f);
  for (std::size_t i = 0; i < n; ++i) {
    if (!shown[i]) continue;
    const std::array<ImVec2, 4>& q = quads[i];
    const ImU32 fill = cell_colour(values[i], false, app.play.colour_blind, m.states());
    dl->AddQuadFilled(q[0], q[1], q[2], q[3], fill);
    if (flash > 0.0f && std::find(app.feel.flash.begin(), app.feel.flash.end(), int(i)) != app.feel.flash.end())
      dl->AddQuadFilled(q[0], q[1], q[2], q[3], IM_COL32(255, 255, 255, int(110.0f * flash)));
    dl->AddQuad(q[0], q[1], q[2], q[3], kBoardBack, seam);
    const ImVec2 mid((q[0].x + q[2].x) * 0.5f, (q[0].y + q[2].y) * 0.5f);
    if (m.states() > 2 && app.board.cell >= 1.4f * em) {
      char text[16];
      std::snprintf(text, sizeof text, "%d", values[i]);
      cell_text(dl, ImVec2(mid.x - em, mid.y - em), ImVec2(mid.x + em, mid.y + em), fill, text, 1.0f);
    }
    if (step[i]) dl->AddCircleFilled(mid, app.board.cell * 0.13f, kStep);
    const bool area = std::find(marks.hint_area.begin(), marks.hint_area.end(), int(i)) != marks.hint_area.end();
    if (int(i) == marks.hint) dl->AddQuad(q[0], q[1], q[2], q[3], kHint, seam * 2.5f);
    else if (area) dl->AddQuad(q[0], q[1], q[2], q[3], kHint, seam);
    else if (int(i) == marks.hovered) dl->AddQuad(q[0], q[1], q[2], q[3], kHover, seam * 1.5f);
    if (int(i) == marks.cursor) dl->AddCircle(mid, app.board.cell * 0.3f, kCursor, 24, seam);
    if (std::find(marks.invariant.begin(), marks.invariant.end(), int(i)) != marks.invariant.end())
      dl->AddQuad(q[0], q[1], q[2], q[3], kInvariant, seam * 2.0f);
  }
  // A hint on a face turned away: say so, the cube must turn to show it.
  if (marks.hint >= 0 && std::size_t(marks.hint) < n && !shown[std::size_t(marks.hint)])
    dl->AddText(ImVec2(o.x + em * 0.5f, o.y + box.y - 1.5f * em), kHint, "The hint is on a hidden face: turn the cube.");
  return clicked;
}

}  // namespace tl::app
