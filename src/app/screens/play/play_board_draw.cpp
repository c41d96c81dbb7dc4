// play_board_draw.cpp: Play's board (play_board.hpp): the grid of lights
// or colours with its marks, zoomed and panned where its cells are small,
// drawn by the GPU where it is large; and the strip of buttons off the board.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/boards/board_palette.hpp"
#include "app/screens/play/glued_edges_draw.hpp"
#include "app/screens/play/play_board.hpp"
#include "core/game/press_reach.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::play {

BoardMarks board_marks(const Model& model, const Midend& game) {
  const Machine& m = game.session().machine();
  BoardMarks k;
  int h = game.hint_button();
  k.hint = h >= 0 ? m.button_cell(h) : -1;
  k.hint_times = game.hint_times();
  k.hint_row = game.leveled_hint().region_row;
  if (m.cell_layout() && game.leveled_hint().level == 1) k.hint_area = game.leveled_hint().region;
  // A count per cell, from the midend's count per button (never a mark per
  // press: the biggest boards' solutions have millions).
  if (const std::vector<int>& counts = game.step_counts(); !counts.empty()) {
    k.steps.assign(std::size_t(m.cell_count()), 0);
    for (std::size_t b = 0; b < counts.size(); ++b)
      if (const int c = m.button_cell(int(b)); counts[b] > 0 && c >= 0 && c < m.cell_count())
        k.steps[std::size_t(c)] += counts[b];
  }
  k.cursor = model.cursor_visible ? m.button_cell(model.cursor) : -1;
  if (looking(model, game)) {
    k.reach = model.reach;
    k.reach_states = m.states();
  }
  k.solved = game.session().solved();
  if (const BrokenInvariant* b = shown_invariant(model, game)) {
    k.invariant = b->cells;
    for (int c : b->cells) k.invariant_weights.push_back(b->invariant.weights[std::size_t(c)]);
  }
  return k;
}

// Boards larger than this per side are drawn by the GPU shader (when the
// platform offers one): ImGui's draw list would need 4 vertices per cell.
constexpr int kGpuBoardSide = 32;

static void draw_board_gpu(const BoardIn& in, ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols,
                           const std::vector<int>& values, bool colour_machine, const BoardMarks& marks, int states) {
  // The shader's palette has 16 entries: past 16 states, the values share
  // them in order (0 keeps its own; the hover tooltip names the exact value).
  auto index_of = [&](int v) {
    if (states <= 16 || v <= 0) return std::clamp(v, 0, 15);
    return 1 + (v - 1) * 14 / (states - 2);
  };
  std::vector<uint8_t> idx(values.size());
  std::vector<uint32_t> palette;
  if (marks.heat) {  // the solution's heat map, in the same one texture
    for (std::size_t i = 0; i < values.size(); ++i) idx[i] = uint8_t(heat_shade(marks.steps_at(int(i)), marks.heat_top));
    for (int j = 0; j < kHeatShades; ++j) palette.push_back(heat_colour(j));
  } else {
    for (std::size_t i = 0; i < values.size(); ++i) idx[i] = uint8_t(index_of(values[i]));
    for (int j = 0; j < 16; ++j) {
      int v = j;
      if (states > 16 && j > 0) v = 1 + (j - 1) * (states - 2) / 14;
      palette.push_back(cell_colour(v, colour_machine, in.colour_blind, states));
    }
  }
  ImVec2 end(origin.x + cell * float(cols), origin.y + cell * float(rows));
  const CellLook look{marks.heat ? 0 : int(board_style()), !marks.heat && board_theme().marked_cells, edge_colour()};
  (*in.draw_cells)(dl, origin.x, origin.y, end.x, end.y, idx, rows, cols, palette, board_back(), look);
  // The marks are few: ImGui draws them over the GPU board.
  auto cell_rect = [&](int i, float inset) {
    ImVec2 a(origin.x + float(i % cols) * cell + inset, origin.y + float(i / cols) * cell + inset);
    return std::make_pair(a, ImVec2(a.x + cell - 2 * inset, a.y + cell - 2 * inset));
  };
  const float thick = std::max(1.5f, cell * 0.1f);
  // The step-through's dots, only on the cells in sight (zoomed in, a few
  // hundred of 65,536), and none where a cell is too small to show one.
  if (!marks.steps.empty() && cell >= kStepDotMinPixels) {
    const ImVec2 lo = dl->GetClipRectMin(), hi = dl->GetClipRectMax();
    const int r0 = std::clamp(int((lo.y - origin.y) / cell), 0, rows),
              r1 = std::clamp(int((hi.y - origin.y) / cell) + 1, 0, rows);
    const int c0 = std::clamp(int((lo.x - origin.x) / cell), 0, cols),
              c1 = std::clamp(int((hi.x - origin.x) / cell) + 1, 0, cols);
    for (int r = r0; r < r1; ++r)
      for (int c = c0; c < c1; ++c)
        if (marks.steps_at(r * cols + c) > 0) {
          auto [a, b] = cell_rect(r * cols + c, 0);
          mark_dot(dl, ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f), std::max(1.5f, cell * 0.14f), step_colour());
        }
  }
  // What the looked-at button changes: a press reaches a few cells, so
  // each is drawn (those scrolled out of sight are clipped).
  for (std::size_t i = 0; i < marks.reach.size(); ++i)
    if (marks.reach[i] != 0) {
      auto [a, b] = cell_rect(int(i), 0);
      reach_mark(dl, a, b, marks.reach[i], marks.reach_states);
    }
  if (marks.hint >= 0) {
    auto [a, b] = cell_rect(marks.hint, 0);
    ring(dl, a, b, hint_colour(), 0, thick * 1.5f);
  }
  hint_row_frame(dl, origin, cell, cols, marks.hint_row, thick);
  invariant_outline(dl, origin, cell, rows, cols, marks);
  if (marks.hovered >= 0) {
    auto [a, b] = cell_rect(marks.hovered, 0);
    ring(dl, a, b, hover_colour(), 0, thick);
  }
  if (marks.cursor >= 0) {
    auto [a, b] = cell_rect(marks.cursor, 0);
    ring(dl, a, b, cursor_colour(), 0, thick);
  }
  if (marks.solved) ring(dl, ImVec2(origin.x - 3, origin.y - 3), ImVec2(end.x + 3, end.y + 3), solved_colour(), 0, 3.0f);
}

// The feel (feel.hpp): the cells a press changed flash, the hint's ring pulses.
static void draw_feel(const Midend& game, const BoardIn& in, ImDrawList* dl, ImVec2 origin, float cell, int cols) {
  const float flash = in.flash_left;
  if (flash > 0.0f) {
    for (int c : in.flash) {
      const ImVec2 a(origin.x + float(c % cols) * cell, origin.y + float(c / cols) * cell);
      dl->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), IM_COL32(255, 255, 255, int(110.0f * flash)), cell * 0.12f);
    }
  }
  const float pulse = in.pulse_left;
  const Machine& m = game.machine();
  if (pulse > 0.0f && in.pulse_button >= 0 && in.pulse_button < m.button_count()) {
    const int c = m.button_cell(in.pulse_button);
    if (c < 0) return;
    const float grow = (1.0f - pulse) * cell * 0.45f;
    const ImVec2 a(origin.x + float(c % cols) * cell - grow, origin.y + float(c / cols) * cell - grow);
    dl->AddRect(a, ImVec2(a.x + cell + 2 * grow, a.y + cell + 2 * grow), IM_COL32(255, 214, 64, int(255.0f * pulse)), cell * 0.2f,
                0, std::max(2.0f, cell * 0.08f));
  }
}

BoardCamera zoom_and_pan(const Model& model, const Midend& game, const BoardIn& in, ImVec2 view, ImVec2 view_size, float max_zoom,
                         float finger_zoom, Sink<Msg> send, BoardDrawn& drawn) {
  const ImGuiIO& io = ImGui::GetIO();
  const bool hovered = ImGui::IsItemHovered();
  BoardCamera c = model.camera;  // the next camera, worked out from this one
  // A board too dense for a finger (a cube's net on a phone) zooms on a
  // touch screen whatever its size, and opens zoomed to a finger's width:
  // one pan reaches the rest, where every button at the page's scale
  // would be smaller than a fingertip.
  const bool too_dense = in.touch && finger_zoom > 1.0f;
  const bool zoomable = board_zoomable(game.machine()) || too_dense;
  drawn.zoomable = zoomable;  // the frame's record, as the board's rectangle
  max_zoom = std::max(max_zoom, finger_zoom);
  // Fitted again when the rules change, and on a touch screen when the
  // board's room changes (a pane with less room, a phone turned).
  const bool new_rules = c.fitted_to != game.current().machine;
  const bool new_room = in.touch && std::abs(c.fitted_finger_zoom - finger_zoom) > 0.01f;
  if (new_rules || new_room) {
    c.fitted_to = game.current().machine;
    c.fitted_finger_zoom = finger_zoom;
    if (too_dense) {
      // A grid opens at its first row; a drawing at the cell nearest its
      // middle, since its corners and even its middle can be empty (a
      // solid's faces drawn inside their outline).
      c.zoom = finger_zoom;
      c.pan_x = c.pan_y = 0.0f;
      if (const CellLayout* L = game.machine().cell_layout(); L && !L->x.empty() && L->width > 0 && L->height > 0) {
        std::size_t near = 0;
        float best = 1e30f;
        for (std::size_t i = 0; i < L->x.size(); ++i) {
          const float dx = L->x[i] - L->width / 2, dy = L->y[i] - L->height / 2;
          if (dx * dx + dy * dy < best) best = dx * dx + dy * dy, near = i;
        }
        c.pan_x = L->x[near] / L->width * view_size.x * finger_zoom - view_size.x / 2;
        c.pan_y = L->y[near] / L->height * view_size.y * finger_zoom - view_size.y / 2;
      }
    } else if (new_room) {
      c.zoom = 1.0f;
    }
  }
  auto zoom_about = [&](float factor, float x, float y) {
    const float old = c.zoom;
    c.zoom = std::clamp(c.zoom * factor, 1.0f, max_zoom);
    // Keep the board point under (x, y) where it is.
    const float px = x - view.x + c.pan_x, py = y - view.y + c.pan_y;
    c.pan_x = px * c.zoom / old - (x - view.x);
    c.pan_y = py * c.zoom / old - (y - view.y);
  };
  if (zoomable && hovered && io.MouseWheel != 0.0f) zoom_about(io.MouseWheel > 0 ? 1.25f : 0.8f, io.MousePos.x, io.MousePos.y);
  if (zoomable && ImGui::IsItemActive() &&
      (ImGui::IsMouseDragging(ImGuiMouseButton_Right) || ImGui::IsMouseDragging(ImGuiMouseButton_Middle))) {
    c.pan_x -= io.MouseDelta.x;
    c.pan_y -= io.MouseDelta.y;
  }
  // Fingers (touch_gestures.hpp): a pinch, a pan, a double tap to reset.
  const Gestures& fingers = in.fingers;
  if (zoomable && fingers.zoom_factor != 1.0f) zoom_about(fingers.zoom_factor, fingers.zoom_x, fingers.zoom_y);
  if (zoomable) {
    c.pan_x += fingers.pan_x;
    c.pan_y += fingers.pan_y;
  }
  // A double tap shows the whole board, and on a board too dense for a
  // finger the next one zooms back to a finger's width.
  if (!zoomable || fingers.reset_zoom) {
    c.zoom = too_dense && c.zoom <= 1.001f ? finger_zoom : 1.0f;  // too_dense implies zoomable
    c.pan_x = c.pan_y = 0.0f;
  }
  c.pan_x = std::clamp(c.pan_x, 0.0f, view_size.x * (c.zoom - 1.0f));
  c.pan_y = std::clamp(c.pan_y, 0.0f, view_size.y * (c.zoom - 1.0f));
  if (!(c == model.camera)) send.send(MoveBoard{c});
  return c;
}

int board_widget(const Model& model, const Midend& game, const BoardIn& in, float size, const Ui& ui, Sink<Msg> send,
                 BoardDrawn& drawn) {
  const Machine& m = game.session().machine();
  if (const CellLayout* layout = m.cell_layout()) return layout_board_widget(model, game, in, size, *layout, ui, send, drawn);
  const Position& pos = game.session().current().position;
  const int rows = m.rows(), cols = m.cols();
  // Glued edges carry their marks just outside the board, in a margin the
  // board gives up (glued_edges_draw.hpp).
  const Topology topology = m.topology();
  const float margin = glued_edge_margin(topology, ImGui::GetFontSize());
  const float fit = std::max(1.0f, size - 2.0f * margin) / float(std::max(rows, cols));
  const ImVec2 view_size(fit * float(cols), fit * float(rows));
  const ImVec2 corner = ImGui::GetCursorScreenPos();
  const ImVec2 view(corner.x + margin, corner.y + margin);
  ImGui::SetCursorScreenPos(view);

  // The whole board is one invisible widget; the clicked cell comes from the
  // mouse position. One widget per cell would cost too much at 256 x 256.
  ImGui::InvisibleButton("##board", view_size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  ui.control("Board");  // the canvas; its buttons are the hook's buttonRect
  // A finger's width only where a finger taps cells: where the buttons are
  // a strip of pictures under the board (custom rules), only an edit does.
  const bool cells_tapped = m.button_count() == 0 || m.button_cell(0) >= 0 || game.editing();
  const BoardCamera camera = zoom_and_pan(model, game, in, view, view_size, std::max(2.0f, float(std::max(rows, cols)) / 6.0f),
                                          cells_tapped ? kMinTouchTarget / fit : 1.0f, send, drawn);

  const float cell = fit * camera.zoom;
  const ImVec2 origin(view.x - camera.pan_x, view.y - camera.pan_y);
  auto cell_at = [&](ImVec2 p) {
    if (p.x < view.x || p.y < view.y || p.x >= view.x + view_size.x || p.y >= view.y + view_size.y) return -1;
    int c = int((p.x - origin.x) / cell), r = int((p.y - origin.y) / cell);
    return (r >= 0 && r < rows && c >= 0 && c < cols) ? r * cols + c : -1;
  };
  BoardMarks marks = board_marks(model, game);
  const int clicked = pointer_on_board(cell_at, marks);
  look_with_pointer(model, game, in, marks.hovered, cell_at, send, drawn);
  if (!marks.steps.empty() && cell < kStepDotMinPixels) {
    marks.heat = true;
    marks.heat_top = std::max(1, *std::max_element(marks.steps.begin(), marks.steps.end()));
  }
  drawn.heat_map = marks.heat;

  drawn.button_rects.assign(std::size_t(m.button_count()), Rect{});
  for (int b = 0; b < m.button_count(); ++b) {
    int ci = m.button_cell(b);
    if (ci < 0) continue;
    drawn.button_rects[std::size_t(b)] = Rect{origin.x + float(ci % cols) * cell, origin.y + float(ci / cols) * cell, cell, cell};
  }
  drawn.rect = Rect{origin.x, origin.y, cell * float(cols), cell * float(rows)};
  drawn.cell = cell;
  const bool colour_machine = !m.goal_is_grid();
  std::vector<int> values = m.cells(pos);
  if (game.editing() && game.editing_goal() && !colour_machine) values = m.goal_cells(pos);

  // Which button is under the pointer, and on colour machines its colour's name.
  if (marks.hovered >= 0 && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    int v = values[std::size_t(marks.hovered)];
    if (colour_machine) tooltip("Button %d: %s", marks.hovered + 1, colour_name(v, in.colour_blind));
    else if (m.states() > 2)
      tooltip("Button %d (row %d, column %d): state %d of 0..%d", marks.hovered + 1, marks.hovered / cols + 1,
              marks.hovered % cols + 1, v, m.states() - 1);
    else if (std::max(rows, cols) > 8)
      tooltip("Button %d (row %d, column %d)", marks.hovered + 1, marks.hovered / cols + 1, marks.hovered % cols + 1);
  }

  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float around = std::max(4.0f, margin);
  dl->PushClipRect(ImVec2(view.x - around, view.y - around), ImVec2(view.x + view_size.x + around, view.y + view_size.y + around),
                   true);
  draw_glued_edges(ui, dl, origin, ImVec2(origin.x + cell * float(cols), origin.y + cell * float(rows)), topology, margin);
  if (std::max(rows, cols) > kGpuBoardSide && in.draw_cells)
    draw_board_gpu(in, dl, origin, cell, rows, cols, values, colour_machine, marks, m.states());
  else draw_board(dl, origin, cell, rows, cols, values, colour_machine, in.colour_blind, marks, m.states());
  draw_feel(game, in, dl, origin, cell, cols);
  dl->PopClipRect();
  return clicked;
}

int button_strip_widget(const Midend& game, const BoardIn& in, BoardDrawn& drawn) {
  const Machine& m = game.session().machine();
  std::vector<int> off_board;
  for (int b = 0; b < m.button_count(); ++b)
    if (m.button_cell(b) < 0) off_board.push_back(b);
  if (off_board.empty()) return -1;

  const float em = ImGui::GetFontSize();
  // The grid the layout kept room for (screen_layout.hpp).
  const StripGrid& grid = in.strip;
  const float tile = grid.tile;
  const int per_row = grid.per_row;
  const int hint = game.hint_button();
  const std::vector<int>& marks = game.step_counts();
  int clicked = -1;
  ImGui::TextUnformatted("Buttons (each shows the cells it toggles)");
  for (std::size_t k = 0; k < off_board.size(); ++k) {
    int b = off_board[k];
    if (k % std::size_t(per_row) != 0) ImGui::SameLine(0, em * 0.5f);
    ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::PushID(b);
    if (ImGui::InvisibleButton("##button", ImVec2(tile, tile + em * 1.2f))) clicked = b;
    bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    drawn.button_rects[std::size_t(b)] = Rect{origin.x, origin.y, tile, tile + em * 1.2f};
    // The button's pattern: what pressing it does to an all-dark board.
    Position zero = m.initial();
    zero.state.clear();
    m.press(zero, b);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    float cell = tile / float(std::max(m.rows(), m.cols()));
    draw_board(dl, origin, cell, m.rows(), m.cols(), m.cells(zero), false, in.colour_blind, {}, m.states());
    const bool marked = std::size_t(b) < marks.size() && marks[std::size_t(b)] > 0;
    ImU32 frame = b == hint ? hint_colour() : marked ? step_colour() : hovered ? hover_colour() : 0;
    if (frame) ring(dl, ImVec2(origin.x - 2, origin.y - 2), ImVec2(origin.x + tile + 2, origin.y + tile + 2), frame, 4, 3);
    char label[16];
    std::snprintf(label, sizeof label, "%d", b + 1);
    dl->AddText(ImVec2(origin.x + tile * 0.5f - ImGui::CalcTextSize(label).x * 0.5f, origin.y + tile + 2), IM_COL32_WHITE, label);
  }
  return clicked;
}

}  // namespace tl::app::play
