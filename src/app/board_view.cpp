// board_view.cpp: lights as rounded squares, colours for Ghaly, hint and
// step-through marks, and the clickable board.
#include "app/board_view.hpp"
#include "app/play_host.hpp"
#include "app/glued_edges_view.hpp"
#include "core/game/press_reach.hpp"

#include "app/board_palette.hpp"
#include "app/feel.hpp"
#include "app/invariant_view.hpp"
#include "app/panels.hpp"
#include "core/linear/explain/broken_invariants.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

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
static void reach_mark(ImDrawList* dl, ImVec2 a, ImVec2 b, int amount, int states) {
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
static void invariant_outline(ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols, const BoardMarks& marks) {
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
static void hint_row_frame(ImDrawList* dl, ImVec2 origin, float cell, int cols, int row, float thick) {
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

BoardMarks board_marks(App& app) {
  const Machine& m = app.game.session().machine();
  BoardMarks k;
  int h = app.game.hint_button();
  k.hint = h >= 0 ? m.button_cell(h) : -1;
  k.hint_times = app.game.hint_times();
  k.hint_row = app.game.leveled_hint().region_row;
  if (m.cell_layout() && app.game.leveled_hint().level == 1) k.hint_area = app.game.leveled_hint().region;
  // A count per cell, from the midend's count per button (never a mark per
  // press: the biggest boards' solutions have millions).
  if (const std::vector<int>& counts = app.game.step_counts(); !counts.empty()) {
    k.steps.assign(std::size_t(m.cell_count()), 0);
    for (std::size_t b = 0; b < counts.size(); ++b)
      if (const int c = m.button_cell(int(b)); counts[b] > 0 && c >= 0 && c < m.cell_count())
        k.steps[std::size_t(c)] += counts[b];
  }
  k.cursor = app.play->model.cursor_visible ? m.button_cell(app.play->model.cursor) : -1;
  if (play::looking(play_model(app), app.game)) {
    k.reach = app.play->model.reach;
    k.reach_states = m.states();
  }
  k.solved = app.game.session().solved();
  if (const BrokenInvariant* b = shown_invariant(app)) {
    k.invariant = b->cells;
    for (int c : b->cells) k.invariant_weights.push_back(b->invariant.weights[std::size_t(c)]);
  }
  return k;
}

// Boards larger than this per side are drawn by the GPU shader (when the
// platform offers one): ImGui's draw list would need 4 vertices per cell.
constexpr int kGpuBoardSide = 32;

static void draw_board_gpu(App& app, ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols,
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
      palette.push_back(cell_colour(v, colour_machine, app.settings.colour_blind, states));
    }
  }
  ImVec2 end(origin.x + cell * float(cols), origin.y + cell * float(rows));
  const CellLook look{marks.heat ? 0 : int(board_style()), !marks.heat && board_theme().marked_cells, edge_colour()};
  app.hooks.draw_cells(dl, origin.x, origin.y, end.x, end.y, idx, rows, cols, palette, board_back(), look);
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

// A board drawn from a layout zooms from as many cells as a grid that does.
bool board_zoomable(const Machine& m) {
  if (m.cell_layout()) return m.cell_count() > kZoomableSide * kZoomableSide;
  return std::max(m.rows(), m.cols()) > kZoomableSide;
}

// The feel (feel.hpp): the cells a press changed flash, the hint's ring pulses.
static void draw_feel(App& app, ImDrawList* dl, ImVec2 origin, float cell, int cols) {
  const float flash = flash_left(app);
  if (flash > 0.0f) {
    for (int c : app.feel.flash) {
      const ImVec2 a(origin.x + float(c % cols) * cell, origin.y + float(c / cols) * cell);
      dl->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), IM_COL32(255, 255, 255, int(110.0f * flash)), cell * 0.12f);
    }
  }
  const float pulse = pulse_left(app);
  const Machine& m = app.game.machine();
  if (pulse > 0.0f && app.feel.hint >= 0 && app.feel.hint < m.button_count()) {
    const int c = m.button_cell(app.feel.hint);
    if (c < 0) return;
    const float grow = (1.0f - pulse) * cell * 0.45f;
    const ImVec2 a(origin.x + float(c % cols) * cell - grow, origin.y + float(c / cols) * cell - grow);
    dl->AddRect(a, ImVec2(a.x + cell + 2 * grow, a.y + cell + 2 * grow), IM_COL32(255, 214, 64, int(255.0f * pulse)), cell * 0.2f,
                0, std::max(2.0f, cell * 0.08f));
  }
}

BoardCamera zoom_and_pan(App& app, ImVec2 view, ImVec2 view_size, float max_zoom, float finger_zoom) {
  const ImGuiIO& io = ImGui::GetIO();
  const bool hovered = ImGui::IsItemHovered();
  BoardCamera c = app.play->model.camera;  // the next camera, worked out from this one
  // A board too dense for a finger (a cube's net on a phone) zooms on a
  // touch screen whatever its size, and opens zoomed to a finger's width:
  // one pan reaches the rest, where every button at the page's scale
  // would be smaller than a fingertip.
  const bool too_dense = touch_ui(app) && finger_zoom > 1.0f;
  const bool zoomable = board_zoomable(app.game.machine()) || too_dense;
  app.board.zoomable = zoomable;  // the frame's record, as the board's rectangle
  max_zoom = std::max(max_zoom, finger_zoom);
  // Fitted again when the rules change, and on a touch screen when the
  // board's room changes (a pane with less room, a phone turned).
  const bool new_rules = c.fitted_to != app.game.current().machine;
  const bool new_room = touch_ui(app) && std::abs(c.fitted_finger_zoom - finger_zoom) > 0.01f;
  if (new_rules || new_room) {
    c.fitted_to = app.game.current().machine;
    c.fitted_finger_zoom = finger_zoom;
    if (too_dense) {
      // A grid opens at its first row; a drawing at the cell nearest its
      // middle, since its corners and even its middle can be empty (a
      // solid's faces drawn inside their outline).
      c.zoom = finger_zoom;
      c.pan_x = c.pan_y = 0.0f;
      if (const CellLayout* L = app.game.machine().cell_layout(); L && !L->x.empty() && L->width > 0 && L->height > 0) {
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
  const Gestures& fingers = app.screen.gestures;
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
  if (!(c == app.play->model.camera)) play_sink(app).send(play::MoveBoard{c});
  return c;
}

int board_widget(App& app, float size) {
  const Machine& m = app.game.session().machine();
  if (const CellLayout* layout = m.cell_layout()) return layout_board_widget(app, size, *layout);
  const Position& pos = app.game.session().current().position;
  const int rows = m.rows(), cols = m.cols();
  // Glued edges carry their marks just outside the board, in a margin the
  // board gives up (glued_edges_view.hpp).
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
  record_control(app, "Board");  // the canvas; its buttons are the hook's buttonRect
  // A finger's width only where a finger taps cells: where the buttons are
  // a strip of pictures under the board (custom rules), only an edit does.
  const bool cells_tapped = m.button_count() == 0 || m.button_cell(0) >= 0 || app.game.editing();
  const BoardCamera camera = zoom_and_pan(app, view, view_size, std::max(2.0f, float(std::max(rows, cols)) / 6.0f),
                                          cells_tapped ? kMinTouchTarget / fit : 1.0f);

  const float cell = fit * camera.zoom;
  const ImVec2 origin(view.x - camera.pan_x, view.y - camera.pan_y);
  auto cell_at = [&](ImVec2 p) {
    if (p.x < view.x || p.y < view.y || p.x >= view.x + view_size.x || p.y >= view.y + view_size.y) return -1;
    int c = int((p.x - origin.x) / cell), r = int((p.y - origin.y) / cell);
    return (r >= 0 && r < rows && c >= 0 && c < cols) ? r * cols + c : -1;
  };
  BoardMarks marks = board_marks(app);
  const int clicked = pointer_on_board(cell_at, marks);
  look_with_pointer(app, m, marks.hovered, cell_at);
  if (!marks.steps.empty() && cell < kStepDotMinPixels) {
    marks.heat = true;
    marks.heat_top = std::max(1, *std::max_element(marks.steps.begin(), marks.steps.end()));
  }
  app.board.heat_map = marks.heat;

  app.board.button_rects.assign(std::size_t(m.button_count()), Rect{});
  for (int b = 0; b < m.button_count(); ++b) {
    int ci = m.button_cell(b);
    if (ci < 0) continue;
    app.board.button_rects[std::size_t(b)] =
        Rect{origin.x + float(ci % cols) * cell, origin.y + float(ci / cols) * cell, cell, cell};
  }
  app.board.rect = Rect{origin.x, origin.y, cell * float(cols), cell * float(rows)};
  app.board.cell = cell;
  const bool colour_machine = !m.goal_is_grid();
  std::vector<int> values = m.cells(pos);
  if (app.game.editing() && app.game.editing_goal() && !colour_machine) values = m.goal_cells(pos);

  // Which button is under the pointer, and on colour machines its colour's name.
  if (marks.hovered >= 0 && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    int v = values[std::size_t(marks.hovered)];
    if (colour_machine) tooltip("Button %d: %s", marks.hovered + 1, colour_name(v, app.settings.colour_blind));
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
  draw_glued_edges(app, dl, origin, ImVec2(origin.x + cell * float(cols), origin.y + cell * float(rows)), topology, margin);
  if (std::max(rows, cols) > kGpuBoardSide && app.hooks.draw_cells)
    draw_board_gpu(app, dl, origin, cell, rows, cols, values, colour_machine, marks, m.states());
  else draw_board(dl, origin, cell, rows, cols, values, colour_machine, app.settings.colour_blind, marks, m.states());
  draw_feel(app, dl, origin, cell, cols);
  dl->PopClipRect();
  return clicked;
}

int button_strip_widget(App& app) {
  const Machine& m = app.game.session().machine();
  std::vector<int> off_board;
  for (int b = 0; b < m.button_count(); ++b)
    if (m.button_cell(b) < 0) off_board.push_back(b);
  if (off_board.empty()) return -1;

  const float em = ImGui::GetFontSize();
  // The grid the layout kept room for (screen_layout.hpp).
  const StripGrid& grid = app.screen.layout.strip;
  const float tile = grid.tile;
  const int per_row = grid.per_row;
  const int hint = app.game.hint_button();
  const std::vector<int>& marks = app.game.step_counts();
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
    app.board.button_rects[std::size_t(b)] = Rect{origin.x, origin.y, tile, tile + em * 1.2f};
    // The button's pattern: what pressing it does to an all-dark board.
    Position zero = m.initial();
    zero.state.clear();
    m.press(zero, b);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    float cell = tile / float(std::max(m.rows(), m.cols()));
    draw_board(dl, origin, cell, m.rows(), m.cols(), m.cells(zero), false, app.settings.colour_blind, {}, m.states());
    const bool marked = std::size_t(b) < marks.size() && marks[std::size_t(b)] > 0;
    ImU32 frame = b == hint ? hint_colour() : marked ? step_colour() : hovered ? hover_colour() : 0;
    if (frame) ring(dl, ImVec2(origin.x - 2, origin.y - 2), ImVec2(origin.x + tile + 2, origin.y + tile + 2), frame, 4, 3);
    char label[16];
    std::snprintf(label, sizeof label, "%d", b + 1);
    dl->AddText(ImVec2(origin.x + tile * 0.5f - ImGui::CalcTextSize(label).x * 0.5f, origin.y + tile + 2), IM_COL32_WHITE, label);
  }
  return clicked;
}

}  // namespace tl::app
