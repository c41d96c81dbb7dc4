// board_view.cpp: lights as rounded squares, and the clickable board.
#include "app/board_view.hpp"

#include <algorithm>

namespace tl::app {

const Palette& default_palette() {
  static const Palette p = {
      IM_COL32(255, 196, 64, 255),   // lit: warm amber, readable for every colour vision
      IM_COL32(48, 54, 68, 255),     // dark
      IM_COL32(120, 190, 255, 255),  // hover ring
      IM_COL32(26, 28, 36, 255),     // behind the board
  };
  return p;
}

void draw_lights(ImDrawList* dl, ImVec2 origin, float cell, int rows, int cols,
                 const std::vector<int>& values, int hovered, int held) {
  const Palette& pal = default_palette();
  const float gap = std::max(1.0f, cell * 0.08f);
  const float round = cell * 0.12f;
  dl->AddRectFilled(origin, ImVec2(origin.x + cell * float(cols), origin.y + cell * float(rows)), pal.background,
                    round);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      int i = r * cols + c;
      ImVec2 a(origin.x + float(c) * cell + gap, origin.y + float(r) * cell + gap);
      ImVec2 b(origin.x + float(c + 1) * cell - gap, origin.y + float(r + 1) * cell - gap);
      if (i == held) {  // pressed-state feedback: the button sinks a little
        a.x += gap; a.y += gap; b.x -= gap; b.y -= gap;
      }
      bool lit = std::size_t(i) < values.size() && values[std::size_t(i)] != 0;
      dl->AddRectFilled(a, b, lit ? pal.lit : pal.dark, round);
      if (i == hovered) dl->AddRect(a, b, pal.hover_ring, round, 0, std::max(1.5f, gap * 0.6f));
    }
  }
}

int board_widget(App& app, float size) {
  const Machine& m = app.session.machine();
  const Position& pos = app.session.current().position;
  const int rows = m.rows(), cols = m.cols();
  const float cell = size / float(std::max(rows, cols));
  const ImVec2 origin = ImGui::GetCursorScreenPos();

  // One invisible button per machine button, placed over its cell, so that
  // clicks and taps go through ImGui like any widget.
  int clicked = -1, hovered = -1, held = -1;
  app.button_rects.assign(std::size_t(m.button_count()), Rect{});
  for (int b = 0; b < m.button_count(); ++b) {
    int cell_index = m.button_cell(b);
    if (cell_index < 0) continue;
    int r = cell_index / cols, c = cell_index % cols;
    ImVec2 p(origin.x + float(c) * cell, origin.y + float(r) * cell);
    ImGui::SetCursorScreenPos(p);
    ImGui::PushID(b);
    if (ImGui::InvisibleButton("##cell", ImVec2(cell, cell))) clicked = b;
    if (ImGui::IsItemHovered()) hovered = cell_index;
    if (ImGui::IsItemActive()) held = cell_index;
    ImGui::PopID();
    app.button_rects[std::size_t(b)] = Rect{p.x, p.y, cell, cell};
  }
  draw_lights(ImGui::GetWindowDrawList(), origin, cell, rows, cols, m.cells(pos), hovered, held);
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + cell * float(rows)));
  ImGui::Dummy(ImVec2(cell * float(cols), 0));
  return clicked;
}

}  // namespace tl::app
