// board_marks.cpp: see board_marks.hpp.
#include "app/widgets/board_marks.hpp"

namespace tl::app {

void cell_text(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 fill, const char* text, float scale) {
  const ImU32 r = fill & 0xFF, g = (fill >> 8) & 0xFF, bl = (fill >> 16) & 0xFF;
  const bool light = 299 * r + 587 * g + 114 * bl > 140000;
  ImFont* font = ImGui::GetFont();
  const float size = ImGui::GetFontSize() * scale;
  const ImVec2 t = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2((a.x + b.x - t.x) * 0.5f, (a.y + b.y - t.y) * 0.5f),
              light ? IM_COL32(20, 20, 28, 255) : IM_COL32(235, 235, 240, 255), text);
}

}  // namespace tl::app
