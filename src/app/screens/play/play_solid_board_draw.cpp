// play_solid_board_draw.cpp: a board on a solid's surface (the cube: Tiger's
// Lights Out Cube and its family) as a turning 3D view. Each cell is a
// square on the solid (CellLayout::solid), turned by a drag of the mouse or
// a finger, seen from far away (no perspective: a convex solid needs no
// depth sort, only its faces turned away left out). A tap or click presses
// the cell under it, as on the flat net; a drag only turns.
//
// Fingers: a sticker seen aslant is thinner than a fingertip, so on a touch
// screen a sticker presses only where it is at least a finger wide and high
// (kMinTouchTarget); a tap on a thinner one turns its face to look at the
// viewer instead (FaceCell), and the view opens zoomed so that a
// face looking at the viewer has finger-wide stickers. A pinch or the wheel
// zooms, a double tap shows the whole solid (the next zooms back).
//
// Nothing moves at rest: the view turns only while a drag moves it.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cmath>
#include <cstdio>

#include "app/boards/board_palette.hpp"
#include "app/screens/play/play_board.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::play {

namespace {

constexpr float kTurnPerPixel = 0.01f;  // radians
constexpr float kTapSlop = 6.0f;        // px a click may wander and still press
constexpr float kFingerMargin = 1.05f;  // a face looking at the viewer: stickers this much over a finger

struct Vec3 {
  float x, y, z;
};

using Quad = std::array<ImVec2, 4>;

// Whether `p` lies in the convex quad `q` (on the same side of every edge;
// a point on an edge counts as inside).
bool inside(const Quad& q, ImVec2 p) {
  int positive = 0, negative = 0;
  for (std::size_t k = 0; k < 4; ++k) {
    const ImVec2 a = q[k], b = q[(k + 1) % 4];
    const float cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    positive += cross > 0;
    negative += cross < 0;
  }
  return positive == 0 || negative == 0;
}

// The largest box centred on the quad's centre, shaped like the quad's
// bounding box, that lies inside the quad (convex, as a square seen from
// afar is): where a tap surely lands on that sticker. Found by halving.
Rect inscribed_box(const Quad& q) {
  ImVec2 lo = q[0], hi = q[0];
  for (const ImVec2& p : q) {
    lo = ImVec2(std::min(lo.x, p.x), std::min(lo.y, p.y));
    hi = ImVec2(std::max(hi.x, p.x), std::max(hi.y, p.y));
  }
  const ImVec2 c((q[0].x + q[1].x + q[2].x + q[3].x) * 0.25f, (q[0].y + q[1].y + q[2].y + q[3].y) * 0.25f);
  const float hw = (hi.x - lo.x) * 0.5f, hh = (hi.y - lo.y) * 0.5f;
  float in = 0.0f, out = 1.0f;
  for (int k = 0; k < 16; ++k) {
    const float t = (in + out) * 0.5f, w = hw * t, h = hh * t;
    if (inside(q, ImVec2(c.x - w, c.y - h)) && inside(q, ImVec2(c.x + w, c.y - h)) && inside(q, ImVec2(c.x + w, c.y + h)) &&
        inside(q, ImVec2(c.x - w, c.y + h)))
      in = t;
    else out = t;
  }
  return Rect{c.x - hw * in, c.y - hh * in, 2.0f * hw * in, 2.0f * hh * in};
}

Rect clipped(const Rect& r, const Rect& to) {
  const float x0 = std::max(r.x, to.x), y0 = std::max(r.y, to.y);
  const float x1 = std::min(r.x + r.w, to.x + to.w), y1 = std::min(r.y + r.h, to.y + to.h);
  return x1 > x0 && y1 > y0 ? Rect{x0, y0, x1 - x0, y1 - y0} : Rect{};
}

// The side of the smallest sticker, in the units of the solid's box [-1, 1]^3.
float smallest_side(const CellLayout& L) {
  float side = 2.0f;
  for (const std::array<float, 12>& s : L.solid)
    side = std::min({side, 2.0f * std::hypot(s[3], s[4], s[5]), 2.0f * std::hypot(s[6], s[7], s[8])});
  return std::max(side, 1e-3f);
}

// The 3D view's zoom, as zoom_and_pan does the flat boards': fitted on a
// touch screen to a finger, then the wheel, a pinch and a double tap, into
// the camera `c` the widget draws with.
float solid_zoom(const Midend& game, const BoardIn& in, SolidCamera& c, float finger_zoom, BoardDrawn& drawn) {
  const ImGuiIO& io = ImGui::GetIO();
  const bool touch = in.touch;
  const bool too_dense = touch && finger_zoom > 1.0f;
  const float most = std::max(3.0f, finger_zoom * 2.0f);
  const bool new_rules = c.fitted_to != game.current().machine;
  const bool new_room = touch && std::abs(c.fitted_finger_zoom - finger_zoom) > 0.01f;
  if (new_rules || new_room) {
    c.fitted_to = game.current().machine;
    c.fitted_finger_zoom = finger_zoom;
    c.zoom = too_dense ? finger_zoom : 1.0f;
  }
  if (ImGui::IsItemHovered() && io.MouseWheel != 0.0f) c.zoom *= io.MouseWheel > 0 ? 1.25f : 0.8f;
  const Gestures& fingers = in.fingers;
  c.zoom *= fingers.zoom_factor;
  // A double tap shows the whole solid; on a touch screen the next zooms
  // back to a finger's width.
  if (fingers.reset_zoom) c.zoom = too_dense && c.zoom <= 1.001f ? finger_zoom : 1.0f;
  c.zoom = std::clamp(c.zoom, 1.0f, most);
  drawn.zoomable = too_dense || c.zoom > 1.001f;  // the frame's record, as the board's rectangle
  return c.zoom;
}

}  // namespace

int solid_board_widget(const Model& model, const Midend& game, const BoardIn& in, float size, const CellLayout& L, const Ui& ui,
                       Sink<Msg> send, BoardDrawn& drawn) {
  const Machine& m = game.session().machine();
  const Position& pos = game.session().current().position;
  SolidCamera view = model.solid;  // the next camera, worked out from this one
  const ImGuiIO& io = ImGui::GetIO();
  const float em = ImGui::GetFontSize();
  const float unit = size / std::max(L.width, L.height);
  const ImVec2 box(unit * L.width, unit * L.height), o = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##board", box, ImGuiButtonFlags_MouseButtonLeft);
  ui.control("Board");
  const Rect board{o.x, o.y, box.x, box.y};

  // Turning: a mouse drag on the board, or a finger's (the gestures' pan).
  if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kTapSlop)) {
    view.yaw += io.MouseDelta.x * kTurnPerPixel;
    view.pitch += io.MouseDelta.y * kTurnPerPixel;
  }
  view.yaw -= in.fingers.pan_x * kTurnPerPixel;
  view.pitch -= in.fingers.pan_y * kTurnPerPixel;
  view.pitch = std::clamp(view.pitch, -SolidCamera::kMostPitch, SolidCamera::kMostPitch);

  // Turned about the vertical axis, then tipped towards the viewer (z out of the screen).
  const float cy = std::cos(view.yaw), sy = std::sin(view.yaw);
  const float cp = std::cos(view.pitch), sp = std::sin(view.pitch);
  auto turn = [&](float x, float y, float z) {
    const float x1 = x * cy + z * sy, z1 = -x * sy + z * cy;
    return Vec3{x1, y * cp - z1 * sp, y * sp + z1 * cp};
  };
  const ImVec2 centre(o.x + box.x * 0.5f, o.y + box.y * 0.5f);
  const float whole = 0.5f * std::min(box.x, box.y) / std::sqrt(3.0f);  // the whole cube fits however it turns
  const float finger_zoom = kMinTouchTarget * kFingerMargin / (smallest_side(L) * whole);
  const float scale = whole * solid_zoom(game, in, view, finger_zoom, drawn);  // zoomed, the solid overflows: its middle shows
  if (!(view == model.solid)) send.send(MoveSolid{view});
  auto screen = [&](const Vec3& p) { return ImVec2(centre.x + p.x * scale, centre.y - p.y * scale); };

  // Each cell facing the viewer, as its four corners on the screen.
  const std::size_t n = L.solid.size();
  std::vector<Quad> quads(n);
  std::vector<uint8_t> facing(n, 0), shown(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const std::array<float, 12>& s = L.solid[i];
    if (turn(s[9], s[10], s[11]).z <= 0.02f) continue;  // turned away (or edge on)
    facing[i] = 1;
    const float signs[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (int q = 0; q < 4; ++q)
      quads[i][std::size_t(q)] =
          screen(turn(s[0] + signs[q][0] * s[3] + signs[q][1] * s[6], s[1] + signs[q][0] * s[4] + signs[q][1] * s[7],
                      s[2] + signs[q][0] * s[5] + signs[q][1] * s[8]));
  }
  // Where a tap surely lands on each shown sticker, and whether a finger
  // can press it there (a mouse presses any sticker it can point at).
  const bool touch = in.touch;
  std::vector<Rect> target(n);
  std::vector<uint8_t> pressable(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (!facing[i]) continue;
    target[i] = clipped(inscribed_box(quads[i]), board);
    shown[i] = target[i].w > 0;  // zoomed, some lie outside the board's window
    pressable[i] = !touch || (target[i].w >= kMinTouchTarget && target[i].h >= kMinTouchTarget);
  }
  // The cell under a point: inside its quad, inside the board.
  auto cell_at = [&](ImVec2 p) {
    if (!board.contains(p.x, p.y)) return -1;
    for (std::size_t i = 0; i < n; ++i)
      if (facing[i] && inside(quads[i], p)) return int(i);
    return -1;
  };
  BoardMarks marks = board_marks(model, game);
  int clicked = pointer_on_board(cell_at, marks);
  // What a button changes, on the solid too: hovered, or held still by a
  // finger (a drag turns the solid; a finger held still looks).
  look_with_pointer(model, game, in, marks.hovered, cell_at, send, drawn);
  if (io.MouseDragMaxDistanceSqr[0] > kTapSlop * kTapSlop) clicked = -1;  // that was a turn
  if (clicked >= 0 && !pressable[std::size_t(clicked)]) {
    send.send(FaceCell{clicked});  // too thin for a finger: its face turns to the viewer
    clicked = -1;
  }

  // Where each button shows (hidden ones have none: the hook says null),
  // and where a tap presses it (none where a finger could not).
  drawn.button_rects.assign(std::size_t(m.button_count()), Rect{});
  drawn.shown_rects.assign(std::size_t(m.button_count()), Rect{});
  bool aslant = false;
  for (int b = 0; b < m.button_count(); ++b) {
    const int c = m.button_cell(b);
    if (c < 0 || std::size_t(c) >= n || !shown[std::size_t(c)]) continue;
    drawn.shown_rects[std::size_t(b)] = target[std::size_t(c)];
    if (pressable[std::size_t(c)]) drawn.button_rects[std::size_t(b)] = target[std::size_t(c)];
    else aslant = true;
  }
  drawn.rect = board;
  drawn.cell = 2.0f * scale / float(std::max(1, int(std::lround(std::sqrt(double(n) / 6.0)))));

  ImDrawList* dl = ImGui::GetWindowDrawList();
  std::vector<int> values = m.cells(pos);
  if (game.editing() && game.editing_goal()) values = m.goal_cells(pos);
  if (marks.solved) ring(dl, ImVec2(o.x - 3, o.y - 3), ImVec2(o.x + box.x + 3, o.y + box.y + 3), solved_colour(), 4.0f, 3.0f);
  const float flash = in.flash_left, seam = std::max(1.5f, drawn.cell * 0.06f);
  dl->PushClipRect(ImVec2(o.x, o.y), ImVec2(o.x + box.x, o.y + box.y), true);  // zoomed, only the board's window shows
  for (std::size_t i = 0; i < n; ++i) {
    if (!facing[i]) continue;
    const std::array<ImVec2, 4>& q = quads[i];
    const ImU32 fill = cell_colour(values[i], false, in.colour_blind, m.states());
    dl->AddQuadFilled(q[0], q[1], q[2], q[3], fill);
    if (flash > 0.0f && std::find(in.flash.begin(), in.flash.end(), int(i)) != in.flash.end())
      dl->AddQuadFilled(q[0], q[1], q[2], q[3], IM_COL32(255, 255, 255, int(110.0f * flash)));
    dl->AddQuad(q[0], q[1], q[2], q[3], board_back(), seam);
    const ImVec2 mid((q[0].x + q[2].x) * 0.5f, (q[0].y + q[2].y) * 0.5f);
    if (m.states() > 2 && drawn.cell >= 1.4f * em) {
      char text[16];
      std::snprintf(text, sizeof text, "%d", values[i]);
      cell_text(dl, ImVec2(mid.x - em, mid.y - em), ImVec2(mid.x + em, mid.y + em), fill, text, 1.0f);
    }
    if (marks.steps_at(int(i))) dl->AddCircleFilled(mid, drawn.cell * 0.13f, step_colour());
    // What the looked-at button changes: a ring inside each sticker it reaches.
    if (i < marks.reach.size() && marks.reach[i] != 0) {
      dl->AddCircle(mid, drawn.cell * 0.24f, kMarkHalo, 0, seam * 2.2f);
      dl->AddCircle(mid, drawn.cell * 0.24f, hover_colour(), 0, seam);
    }
    const bool area = std::find(marks.hint_area.begin(), marks.hint_area.end(), int(i)) != marks.hint_area.end();
    if (int(i) == marks.hint) dl->AddQuad(q[0], q[1], q[2], q[3], hint_colour(), seam * 2.5f);
    else if (area) dl->AddQuad(q[0], q[1], q[2], q[3], hint_colour(), seam);
    else if (int(i) == marks.hovered) dl->AddQuad(q[0], q[1], q[2], q[3], hover_colour(), seam * 1.5f);
    if (int(i) == marks.cursor) dl->AddCircle(mid, drawn.cell * 0.3f, cursor_colour(), 24, seam);
    if (std::find(marks.invariant.begin(), marks.invariant.end(), int(i)) != marks.invariant.end())
      dl->AddQuad(q[0], q[1], q[2], q[3], invariant_colour(), seam * 2.0f);
  }
  dl->PopClipRect();
  // What to do where the view alone does not say it: a hint on a face turned
  // away or too aslant for a finger, stickers a finger cannot take.
  const char* words = nullptr;
  if (marks.hint >= 0 && std::size_t(marks.hint) < n && !shown[std::size_t(marks.hint)])
    words = "The hint is on a hidden face: turn the cube.";
  else if (marks.hint >= 0 && std::size_t(marks.hint) < n && !pressable[std::size_t(marks.hint)])
    words = "Tap the hinted sticker to turn its face to you.";
  else if (aslant) words = "Tap a face seen aslant to turn it to you.";
  if (words) {
    const ImVec2 at(o.x + em * 0.5f, o.y + box.y - 1.5f * em), extent = ImGui::CalcTextSize(words);
    dl->AddRectFilled(ImVec2(at.x - em * 0.25f, at.y - em * 0.15f),
                      ImVec2(at.x + extent.x + em * 0.25f, at.y + extent.y + em * 0.15f), IM_COL32(0, 0, 0, 170), em * 0.25f);
    dl->AddText(at, marks.hint >= 0 ? hint_colour() : IM_COL32(235, 235, 235, 255), words);
  }
  return clicked;
}

}  // namespace tl::app::play
