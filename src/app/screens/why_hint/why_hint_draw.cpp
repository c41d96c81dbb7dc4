// why_hint_draw.cpp: "Why this hint?"'s view (why_hint_screen.hpp): the
// section's words, and the marks over the board. Only reads the model.
#include <algorithm>

#include "app/screens/why_hint/why_hint_screen.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::why_hint {

void draw_section(const Model& m, const Midend& game, const Ui& ui) {
  const HintStory* s = fresh(m, game);
  if (!s || s->kind == HintStoryKind::None) return;
  // The hint's second level named the button; before it, the section says
  // which press it explains (this tab shows the whole solution anyway).
  if (game.hint_level() >= 2) ImGui::TextDisabled("The hint: %s", s->press.c_str());
  else ImGui::TextDisabled("The press a hint names now: %s", s->press.c_str());
  ImGui::TextWrapped("%s", s->plain.c_str());
  ui.text("Why this hint words");
  if (s->algebra.empty()) return;
  // A header of its own, a finger's height on a phone as every section's is.
  const bool open = ImGui::CollapsingHeader("The algebra behind it");
  ui.control("The algebra behind it");
  if (!open) return;
  ImGui::TextWrapped("%s", s->algebra.c_str());
  ui.text("The algebra words");
}

void draw_marks(const Model& m, const Midend& game, const Look& look, CellBox cell_box, const void* board) {
  const HintStory* s = fresh(m, game);
  if (!s) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  Rect b;
  for (int c : s->changed)
    if (cell_box(board, c, &b)) {
      const float in = std::max(2.0f, b.w * 0.06f);
      dl->AddRect(ImVec2(b.x + in, b.y + in), ImVec2(b.right() - in, b.bottom() - in), look.changed, b.w * 0.1f, 0,
                  look.thickness);
    }
  if (s->focus >= 0 && cell_box(board, s->focus, &b))
    dl->AddCircle(ImVec2(b.x + b.w * 0.5f, b.y + b.h * 0.5f), b.w * 0.42f, look.focus, 0, look.thickness * 1.8f);
}

}  // namespace tl::app::why_hint
