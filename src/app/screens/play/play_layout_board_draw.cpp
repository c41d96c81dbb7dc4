// play_layout_board_draw.cpp: boards whose cells are not a grid of squares
// (a graph's vertices as discs joined by its edges, hexagons, the cube's
// net), drawn at the places the machine's CellLayout gives, scaled to the
// screen (play_board.hpp).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/boards/board_palette.hpp"
#include "app/screens/play/play_board.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::play {

int layout_board_widget(const Model& model, const Midend& game, const BoardIn& in, float size, const CellLayout& L, const Ui& ui,
                        Sink<Msg> send, BoardDrawn& drawn) {
  if (model.solid_view && !L.solid.empty()) return solid_board_widget(model, game, in, size, L, ui, send, drawn);
  const Machine& m = game.session().machine();
  const Position& pos = game.session().current().position;
  const float em = ImGui::GetFontSize();
  const float fit = size / std::max(L.width, L.height);  // one cell across, unzoomed, in pixels
  const ImVec2 view_size(fit * L.width, fit * L.height);
  const ImVec2 view = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##board", view_size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  ui.control("Board");  // the canvas; its buttons are the hook's buttonRect
  const std::size_t n = L.x.size();
  const BoardCamera camera = zoom_and_pan(model, game, in, view, view_size, std::max(2.0f, std::sqrt(float(n)) / 6.0f),
                                          kMinTouchTarget / fit, send, drawn);
  const float unit = fit * camera.zoom;
  const ImVec2 origin(view.x - camera.pan_x, view.y - camera.pan_y);
  auto centre = [&](std::size_t i) { return ImVec2(origin.x + L.x[i] * unit, origin.y + L.y[i] * unit); };
  // The cell under a point: the nearest centre, inside the board's window.
  auto cell_at = [&](ImVec2 p) {
    if (p.x < view.x || p.y < view.y || p.x >= view.x + view_size.x || p.y >= view.y + view_size.y) return -1;
    return nearest_centre(
        int(n), [&](int i) { return centre(std::size_t(i)); }, p, unit);
  };
  BoardMarks marks = board_marks(model, game);
  const int clicked = pointer_on_board(cell_at, marks);
  look_with_pointer(model, game, in, marks.hovered, cell_at, send, drawn);

  drawn.button_rects.assign(std::size_t(m.button_count()), Rect{});
  for (int b = 0; b < m.button_count(); ++b) {
    const int ci = m.button_cell(b);
    if (ci < 0 || std::size_t(ci) >= n) continue;
    const ImVec2 c = centre(std::size_t(ci));
    drawn.button_rects[std::size_t(b)] = Rect{c.x - unit * 0.5f, c.y - unit * 0.5f, unit, unit};
  }
  drawn.rect = Rect{view.x, view.y, view_size.x, view_size.y};
  drawn.cell = unit;
  std::vector<int> values = m.cells(pos);
  if (game.editing() && game.editing_goal()) values = m.goal_cells(pos);
  if (marks.hovered >= 0 && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    const int v = values[std::size_t(marks.hovered)];
    if (m.states() > 2) tooltip("Vertex %d: state %d of 0..%d", marks.hovered + 1, v, m.states() - 1);
    else tooltip("Vertex %d: %s", marks.hovered + 1, v ? "lit" : "dark");
  }

  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float r = cell_radius(L, unit);
  const float thick = std::max(1.5f, unit * 0.07f);
  if (marks.solved)
    ring(dl, ImVec2(view.x - 3, view.y - 3), ImVec2(view.x + view_size.x + 3, view.y + view_size.y + 3), solved_colour(), 4.0f,
         3.0f);
  // Zoomed in, the drawing overflows its place: only its window shows.
  dl->PushClipRect(ImVec2(view.x - 2, view.y - 2), ImVec2(view.x + view_size.x + 2, view.y + view_size.y + 2), true);
  if (L.lines.size() <= kMostLines)
    for (auto [a, b] : L.lines)
      dl->AddLine(centre(std::size_t(a)), centre(std::size_t(b)), edge_colour(), std::max(1.0f, unit * 0.06f));
  const bool digits = m.states() > 2 && unit >= 1.4f * em;
  const float flash = in.flash_left;
  for (std::size_t i = 0; i < n; ++i) {
    const ImVec2 c = centre(i);
    const int v = values[i];
    const ImU32 fill = cell_colour(v, false, in.colour_blind, m.states());
    const float ri = int(i) == marks.held ? r * 0.9f : r;  // pressed: the button sinks a little
    fill_layout_cell(dl, L.shape, c, ri, fill, v != 0);
    if (flash > 0.0f && std::find(in.flash.begin(), in.flash.end(), int(i)) != in.flash.end())
      fill_shape(dl, L.shape, c, ri, IM_COL32(255, 255, 255, int(110.0f * flash)));
    if (digits) {
      char text[16];
      std::snprintf(text, sizeof text, "%d", v);
      cell_text(dl, ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), fill, text, std::min(1.4f, unit / (2.4f * em)));
    }
    const int step = marks.steps_at(int(i));
    if (step) mark_dot(dl, digits ? ImVec2(c.x + r * 0.55f, c.y - r * 0.55f) : c, unit * (digits ? 0.09f : 0.13f), step_colour());
    if (step > 1 && unit >= 1.5f * em) { count_badge(dl, ImVec2(c.x - r * 0.8f, c.y + r * 0.1f), step_colour(), step); }
    // What the looked-at button changes: a ring inside each cell it reaches.
    if (i < marks.reach.size() && marks.reach[i] != 0) {
      dl->AddCircle(c, r * 0.45f, kMarkHalo, 0, thick * 2.2f);
      dl->AddCircle(c, r * 0.45f, hover_colour(), 0, thick);
    }
    if (int(i) == marks.hint) ring_shape(dl, L.shape, c, r, hint_colour(), thick * 1.6f);
    else if (int(i) == marks.hovered) ring_shape(dl, L.shape, c, r, hover_colour(), thick);
    if (int(i) == marks.cursor) ring_shape(dl, L.shape, c, r * 0.8f, cursor_colour(), thick * 0.6f);
    if (int(i) == marks.hint && marks.hint_times > 1 && unit >= 1.5f * em) {
      count_badge(dl, ImVec2(c.x - r, c.y - r - em), hint_colour(), marks.hint_times);
    }
  }
  // An invariant the position breaks: its cells ringed (board_draw.hpp).
  for (std::size_t i = 0; i < marks.invariant.size(); ++i) {
    const int c = marks.invariant[i];
    if (c < 0 || std::size_t(c) >= n) continue;
    const ImVec2 at = centre(std::size_t(c));
    ring_shape(dl, L.shape, at, r * 1.12f, invariant_colour(), thick * 1.2f);
    const int w = i < marks.invariant_weights.size() ? marks.invariant_weights[i] : 1;
    if (w != 1 && unit >= 1.5f * em) {  // a weighted sum: the weight beside the cell
      count_badge(dl, ImVec2(at.x + r * 0.35f, at.y + r * 0.3f), invariant_colour(), w);
    }
  }
  // The hint's first level: its cells ringed, thin.
  for (int c : marks.hint_area)
    if (c >= 0 && std::size_t(c) < n) ring_shape(dl, L.shape, centre(std::size_t(c)), r * 1.08f, hint_colour(), thick * 0.8f);
  // The hint's pulse (feel.hpp): a ring growing out of the hinted cell.
  const float pulse = in.pulse_left;
  if (pulse > 0.0f && in.pulse_button >= 0 && in.pulse_button < m.button_count()) {
    const int c = m.button_cell(in.pulse_button);
    if (c >= 0 && std::size_t(c) < n)
      ring_shape(dl, L.shape, centre(std::size_t(c)), r + (1.0f - pulse) * unit * 0.45f,
                 IM_COL32(255, 214, 64, int(255.0f * pulse)), std::max(2.0f, unit * 0.08f));
  }
  dl->PopClipRect();
  return clicked;
}

}  // namespace tl::app::play
