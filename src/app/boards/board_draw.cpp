// board_draw.cpp: lights as rounded squares, colours for Ghaly, hint and
// step-through marks (board_draw.hpp).
#include "app/boards/board_draw.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/boards/board_palette.hpp"
#include "core/game/machine.hpp"

namespace tl::app {

namespace {

// Ghaly's colours 1..8 (N = 4 uses the first four: red, yellow, green, blue).
struct NamedColour {
  ImU32 col;
  const char* name;
};
const NamedColour kColours[8] = {
    {IM_COL32(220, 50, 47, 255), "red"},     {IM_COL32(245, 215, 40, 255), "yellow"}, {IM_COL32(60, 170, 70, 255), "green"},
    {IM_COL32(40, 100, 230, 255), "blue"},   {IM_COL32(240, 140, 30, 255), "orange"}, {IM_COL32(60, 210, 220, 255), "cyan"},
    {IM_COL32(170, 70, 200, 255), "purple"}, {IM_COL32(235, 235, 235, 255), "white"},
};
// Okabe-Ito: distinguishable with the common colour-vision deficiencies.
const NamedColour kColoursSafe[8] = {
    {IM_COL32(213, 94, 0, 255), "vermillion"},        {IM_COL32(240, 228, 66, 255), "yellow"},
    {IM_COL32(0, 158, 115, 255), "bluish green"},     {IM_COL32(0, 114, 178, 255), "blue"},
    {IM_COL32(230, 159, 0, 255), "orange"},           {IM_COL32(86, 180, 233, 255), "sky blue"},
    {IM_COL32(204, 121, 167, 255), "reddish purple"}, {IM_COL32(235, 235, 235, 255), "white"},
};

// With the colour-blind palette each colour also carries a letter (its name's
// first, all different: Vermillion, Yellow, bluish Green, Blue, Orange, Sky
// blue, reddish Purple, White), so no one has to tell colours apart at all.
const char* const kLettersSafe[8] = {"V", "Y", "G", "B", "O", "S", "P", "W"};

}  // namespace

// Viridis (van der Walt and Smith), five stops: ordered light to dark for
// every colour vision and in grey.
ImU32 viridis(float t) {
  static const float stops[5][3] = {{59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {170, 220, 50}, {253, 231, 37}};
  t = std::clamp(t, 0.0f, 1.0f) * 4.0f;
  const int i = std::min(3, int(t));
  const float f = t - float(i);
  auto mix = [&](int c) { return int(std::lround(stops[i][c] + (stops[i + 1][c] - stops[i][c]) * f)); };
  return IM_COL32(mix(0), mix(1), mix(2), 255);
}

ImU32 cell_colour(int value, bool colour_machine, bool colour_blind, int states) {
  if (value <= 0) return unlit_colour();
  if (!colour_machine && states > 2) return viridis(states == 2 ? 1.0f : float(value - 1) / float(states - 2));
  if (!colour_machine) return lit_colour();
  const NamedColour* table = colour_blind ? kColoursSafe : kColours;
  return table[(value - 1) % 8].col;
}

const char* colour_name(int value, bool colour_blind) {
  if (value <= 0) return "dark";
  return (colour_blind ? kColoursSafe : kColours)[(value - 1) % 8].name;
}

namespace {

float channel(unsigned v) {
  const float c = float(v) / 255.0f;
  return c <= 0.03928f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f);
}

float luminance(ImU32 c) {
  return 0.2126f * channel(c & 0xFF) + 0.7152f * channel((c >> 8) & 0xFF) + 0.0722f * channel((c >> 16) & 0xFF);
}

// "x2": how a count is written on a board.
struct CountText {
  char text[16] = {};
  explicit CountText(int times) { std::snprintf(text, sizeof text, "x%d", times); }
};

}  // namespace

float contrast_ratio(ImU32 a, ImU32 b) {
  const float la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05f) / (std::min(la, lb) + 0.05f);
}

ImVec2 count_badge_size(int times) {
  const ImVec2 t = ImGui::CalcTextSize(CountText(times).text);
  const float pad = ImGui::GetFontSize() * 0.15f;
  return ImVec2(t.x + 2 * pad, t.y);
}

void fill_cell(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, float round, bool lit) {
  const ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  const float r = std::min(b.x - a.x, b.y - a.y) * 0.5f;
  const bool outline = board_theme().marked_cells && !lit;
  const float edge = std::max(1.0f, r * 0.12f);
  switch (board_style()) {
    case RenderStyle::Squares:
      dl->AddRectFilled(a, b, fill, round);
      if (outline) dl->AddRect(a, b, edge_colour(), round, 0, edge);
      break;
    case RenderStyle::Circles:
      dl->AddCircleFilled(c, r, fill);
      if (outline) dl->AddCircle(c, r - edge * 0.5f, edge_colour(), 0, edge);
      break;
    case RenderStyle::Diamonds: {
      const ImVec2 top(c.x, c.y - r), right(c.x + r, c.y), bottom(c.x, c.y + r), left(c.x - r, c.y);
      dl->AddQuadFilled(top, right, bottom, left, fill);
      if (outline) dl->AddQuad(top, right, bottom, left, edge_colour(), edge);
      break;
    }
    case RenderStyle::Leds: {
      // A lit LED glows (a soft halo of its colour), with a glint; an unlit one is its dim disc.
      const float core = r * 0.72f;
      if (lit) {
        dl->AddCircleFilled(c, r, with_alpha(fill, 90));
        dl->AddCircleFilled(c, r * 0.86f, with_alpha(fill, 150));
      }
      dl->AddCircleFilled(c, core, fill);
      if (lit && core >= 4.0f)
        dl->AddCircleFilled(ImVec2(c.x - core * 0.3f, c.y - core * 0.3f), core * 0.25f, IM_COL32(255, 255, 255, 150));
      if (outline) dl->AddCircle(c, core - edge * 0.5f, edge_colour(), 0, edge);
      break;
    }
  }
}

ImU32 badge_text(ImU32 badge) {
  return contrast_ratio(kBadgeText, badge) >= contrast_ratio(kMarkHalo, badge) ? kBadgeText : kMarkHalo;
}

void count_badge(ImDrawList* dl, ImVec2 at, ImU32 colour, int times) {
  const ImVec2 size = count_badge_size(times);
  const float pad = ImGui::GetFontSize() * 0.15f, round = size.y * 0.3f;
  const ImVec2 end(at.x + size.x, at.y + size.y);
  dl->AddRectFilled(at, end, colour, round);
  dl->AddRect(ImVec2(at.x - 1.5f, at.y - 1.5f), ImVec2(end.x + 1.5f, end.y + 1.5f), kMarkHalo, round + 1.5f, 0, 1.5f);
  dl->AddRect(at, end, kMarkEdge, round, 0, 1.5f);
  dl->AddText(ImVec2(at.x + pad, at.y), badge_text(colour), CountText(times).text);
}

void mark_dot(ImDrawList* dl, ImVec2 centre, float radius, ImU32 colour) {
  if (radius >= 2.0f) {  // the two edges where a dot is big enough to hold them
    const float edge = std::max(1.0f, radius * 0.2f);
    dl->AddCircleFilled(centre, radius + edge, kMarkHalo);
    dl->AddCircleFilled(centre, radius, kMarkEdge);
    dl->AddCircleFilled(centre, radius - edge, colour);
    return;
  }
  dl->AddCircleFilled(centre, radius, colour);
}

// A cell the looked-at button changes: a ring in the middle (dark and light
// edges, so it reads on lit and dark cells alike) and, where a press adds
// more than 1, the amount ("+2") in the corner.
void reach_mark(ImDrawList* dl, ImVec2 a, ImVec2 b, int amount, int states) {
  const float cell = b.x - a.x, em = ImGui::GetFontSize();
  const ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  const float r = std::max(2.0f, cell * 0.22f), w = std::max(1.5f, cell * 0.06f);
  dl->AddCircle(c, r, kMarkHalo, 0, w * 2.2f);
  dl->AddCircle(c, r, hover_colour(), 0, w);
  if (states > 2 && amount > 1 && cell >= 1.8f * em) {
    char text[16];
    std::snprintf(text, sizeof text, "+%d", amount);
    const ImVec2 at(a.x + cell * 0.06f, b.y - em * 1.1f), size = ImGui::CalcTextSize(text);
    const float pad = em * 0.15f;
    dl->AddRectFilled(at, ImVec2(at.x + size.x + 2 * pad, at.y + size.y), hover_colour(), size.y * 0.3f);
    dl->AddRect(at, ImVec2(at.x + size.x + 2 * pad, at.y + size.y), kMarkEdge, size.y * 0.3f, 0, 1.5f);
    dl->AddText(ImVec2(at.x + pad, at.y), badge_text(hover_colour()), text);
  }
}

// An invariant's cells as one outlined region: a line along each side of a
// cell whose neighbour is not in it, so the region reads as a shape.
void invariant_outline(ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols, const BoardMarks& marks) {
  const std::vector<int>& cells = marks.invariant;
  if (cells.empty()) return;
  const float thick = std::max(2.0f, cell * 0.05f);
  std::vector<char> in(std::size_t(rows) * std::size_t(cols), 0);
  for (int c : cells)
    if (c >= 0 && std::size_t(c) < in.size()) in[std::size_t(c)] = 1;
  auto inside = [&](int r, int c) { return r >= 0 && r < rows && c >= 0 && c < cols && in[std::size_t(r * cols + c)]; };
  const float t = thick * 0.5f;  // drawn inside the region, so two regions side by side never merge
  for (int c : cells) {
    if (c < 0 || std::size_t(c) >= in.size()) continue;
    const int r = c / cols, q = c % cols;
    const float x0 = origin.x + float(q) * cell, y0 = origin.y + float(r) * cell;
    const float x1 = x0 + cell, y1 = y0 + cell;
    if (!inside(r - 1, q)) dl->AddLine(ImVec2(x0, y0 + t), ImVec2(x1, y0 + t), invariant_colour(), thick);
    if (!inside(r + 1, q)) dl->AddLine(ImVec2(x0, y1 - t), ImVec2(x1, y1 - t), invariant_colour(), thick);
    if (!inside(r, q - 1)) dl->AddLine(ImVec2(x0 + t, y0), ImVec2(x0 + t, y1), invariant_colour(), thick);
    if (!inside(r, q + 1)) dl->AddLine(ImVec2(x1 - t, y0), ImVec2(x1 - t, y1), invariant_colour(), thick);
  }
  // A weighted sum: each cell's weight where it is not 1, where it can be read.
  if (cell < 1.5f * ImGui::GetFontSize()) return;
  for (std::size_t i = 0; i < cells.size() && i < marks.invariant_weights.size(); ++i) {
    if (marks.invariant_weights[i] == 1 || cells[i] < 0 || std::size_t(cells[i]) >= in.size()) continue;
    const int w = marks.invariant_weights[i];
    const ImVec2 size = count_badge_size(w);
    const float x1 = origin.x + float(cells[i] % cols + 1) * cell, y1 = origin.y + float(cells[i] / cols + 1) * cell;
    count_badge(dl, ImVec2(x1 - size.x - cell * 0.1f, y1 - size.y - cell * 0.06f), invariant_colour(), w);
  }
}

// The hint's first level: the row to look at, as its cells, each outlined
// on its own, so that the mark cannot be read as a line between two rows
// (one frame around a whole row, its ends off screen on a zoomed board,
// looked like a divider). Only the cells in sight are drawn, whatever the
// board's width. Cells too small to outline one by one get one frame
// around the row's part in sight, closed at the view's edges.
void hint_row_frame(ImDrawList* dl, ImVec2 origin, float cell, int cols, int row, float thick) {
  if (row < 0 || cell <= 0) return;
  const ImVec2 view_min = dl->GetClipRectMin(), view_max = dl->GetClipRectMax();
  const float y0 = origin.y + cell * float(row), y1 = y0 + cell;
  if (y1 < view_min.y || y0 > view_max.y) return;
  const int first = std::clamp(int(std::floor((view_min.x - origin.x) / cell)), 0, cols);
  const int last = std::clamp(int(std::ceil((view_max.x - origin.x) / cell)), first, cols);
  if (cell >= 4.0f * thick) {
    // Thinner than the ring of the hinted button (Which button?, 1.6 times
    // as thick), which stays the one mark that stands out in its row.
    const float inset = std::max(1.0f, cell * 0.08f);  // the cells' own gap (draw_board)
    const float line = std::max(1.5f, thick * 0.6f);
    for (int c = first; c < last; ++c) {
      const float x0 = origin.x + cell * float(c);
      ring(dl, ImVec2(x0 + inset, y0 + inset), ImVec2(x0 + cell - inset, y1 - inset), hint_colour(), cell * 0.12f, line);
    }
    return;
  }
  const float x0 = std::max(origin.x + cell * float(first), view_min.x + thick);
  const float x1 = std::min(origin.x + cell * float(last), view_max.x - thick);
  ring(dl, ImVec2(x0 - thick, y0 - thick), ImVec2(x1 + thick, y1 + thick), hint_colour(), 0, thick);
}

// From the board's background to the step dots' violet and on to near
// white: brighter is more presses, whatever the number of states.
ImU32 heat_colour(int shade) {
  if (shade <= 0) return IM_COL32(40, 42, 52, 255);
  const float t = float(std::min(shade, kHeatShades - 1)) / float(kHeatShades - 1);
  auto mix = [](float a, float b, float u) { return int(std::lround(a + (b - a) * u)); };
  // The first half rises to the violet of a step dot, the second to white.
  if (t <= 0.5f) {
    const float u = 0.25f + 1.5f * t;
    return IM_COL32(mix(40, 190, u), mix(42, 120, u), mix(52, 255, u), 255);
  }
  const float u = (t - 0.5f) * 2.0f;
  return IM_COL32(mix(190, 250, u), mix(120, 235, u), 255, 255);
}

int heat_shade(int presses, int top) {
  if (presses <= 0) return 0;
  if (top <= 1) return kHeatShades - 1;
  return 1 + int((long long)(std::min(presses, top) - 1) * (kHeatShades - 2) / (top - 1));
}

void draw_board(ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols, const std::vector<int>& values,
                bool colour_machine, bool colour_blind, const BoardMarks& marks, int states) {
  const float em = ImGui::GetFontSize();
  const bool digits = states > 2 && !colour_machine && cell >= 1.4f * em;
  const float gap = cell >= 6 ? std::max(1.0f, cell * 0.08f) : 0.0f;  // tiny cells: no gaps
  const float round = cell >= 6 ? cell * 0.12f : 0.0f;
  const ImVec2 end(origin.x + cell * float(cols), origin.y + cell * float(rows));
  dl->AddRectFilled(origin, end, board_back(), round);
  if (marks.solved) ring(dl, ImVec2(origin.x - 3, origin.y - 3), ImVec2(end.x + 3, end.y + 3), solved_colour(), round, 3.0f);
  const float thick = std::max(1.5f, cell * 0.07f);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      int i = r * cols + c;
      ImVec2 a(origin.x + float(c) * cell + gap, origin.y + float(r) * cell + gap);
      ImVec2 b(origin.x + float(c + 1) * cell - gap, origin.y + float(r + 1) * cell - gap);
      if (i == marks.held) {  // pressed-state feedback: the button sinks a little
        a.x += gap;
        a.y += gap;
        b.x -= gap;
        b.y -= gap;
      }
      int v = std::size_t(i) < values.size() ? values[std::size_t(i)] : 0;
      if (marks.heat) {  // the solution's heat map: no lights, digits or dots
        dl->AddRectFilled(a, b, heat_colour(heat_shade(marks.steps_at(i), marks.heat_top)), round);
        continue;
      }
      const ImU32 fill = cell_colour(v, colour_machine, colour_blind, states);
      fill_cell(dl, a, b, fill, round, v != 0);
      if (colour_machine && colour_blind && v > 0 && cell >= 12.0f)
        cell_text(dl, a, b, fill, kLettersSafe[(v - 1) % 8], 0.5f * cell / em);
      if (digits) {  // the second cue: the state as a number
        char text[16];
        std::snprintf(text, sizeof text, "%d", v);
        cell_text(dl, a, b, fill, text, std::min(1.6f, cell / (2.2f * em)));
      }
      if (const int n = marks.steps_at(i)) {  // a step-through mark: a dot, "x2" when pressed twice
        const ImVec2 m = digits ? ImVec2(b.x - cell * 0.18f, a.y + cell * 0.18f) : ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
        mark_dot(dl, m, cell * (digits ? 0.1f : 0.14f), step_colour());
        if (n > 1 && cell >= 1.5f * em) { count_badge(dl, ImVec2(a.x + cell * 0.08f, b.y - em * 1.1f), step_colour(), n); }
      }
      if (i == marks.hint && marks.hint_times > 1 && cell >= 1.5f * em) {
        count_badge(dl, ImVec2(a.x + cell * 0.08f, a.y + cell * 0.06f), hint_colour(), marks.hint_times);
      }
      if (std::size_t(i) < marks.reach.size() && marks.reach[std::size_t(i)] != 0)
        reach_mark(dl, a, b, marks.reach[std::size_t(i)], marks.reach_states);
      if (i == marks.hint) ring(dl, a, b, hint_colour(), round, thick * 1.6f);
      else if (i == marks.hovered) ring(dl, a, b, hover_colour(), round, thick);
      if (i == marks.cursor)
        ring(dl, ImVec2(a.x + thick, a.y + thick), ImVec2(b.x - thick, b.y - thick), cursor_colour(), round, thick * 0.6f);
    }
  }
  hint_row_frame(dl, origin, cell, cols, marks.hint_row, thick);
  invariant_outline(dl, origin, cell, rows, cols, marks);
}

// A board drawn from a layout zooms from as many cells as a grid that does.
bool board_zoomable(const Machine& m) {
  if (m.cell_layout()) return m.cell_count() > kZoomableSide * kZoomableSide;
  return std::max(m.rows(), m.cols()) > kZoomableSide;
}

}  // namespace tl::app
