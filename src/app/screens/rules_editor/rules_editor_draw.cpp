// rules_editor_draw.cpp: the rules editor's view (rules_editor_screen.hpp):
// a small editable board per button, and what the rules reach.
#include <algorithm>
#include <string>

#include "app/screens/rules_editor/rules_editor_screen.hpp"
#include "core/game/linear_view.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::rules_editor {

namespace {

// Rank against the number of buttons and of cells (two states), or the part
// of the positions the buttons reach (k states, where a rank exists only for
// prime k).
void draw_verdict(const RulesSummary& a) {
  if (a.states > 2) {
    const std::string rank = a.rank >= 0 ? ", rank " + std::to_string(a.rank) + " mod " + std::to_string(a.states) : "";
    if (a.all_reachable)
      ImGui::TextWrapped("%d buttons, %d cells%s: every one of the %d^%d positions can be reached.", a.buttons, a.cells,
                         rank.c_str(), a.states, a.cells);
    else
      ImGui::TextWrapped("%d buttons, %d cells%s: only %s of the %d^%d positions can be reached; %d quiet pattern%s.", a.buttons,
                         a.cells, rank.c_str(), a.reachable_fraction.c_str(), a.states, a.cells, a.nullity,
                         a.nullity == 1 ? "" : "s");
    return;
  }
  const bool independent = a.rank == a.buttons, spanning = a.rank == a.cells;
  ImGui::TextWrapped("%d buttons, %d cells, rank %d: %s. %s", a.buttons, a.cells, a.rank,
                     independent && spanning ? "the buttons form a basis"
                     : independent           ? "independent, but too few to span every colouring"
                     : spanning              ? "they reach everything, with redundant buttons (quiet patterns)"
                                             : "neither independent nor spanning",
                     spanning
                         ? "Every position can be reached."
                         : ("Reachable: 2^" + std::to_string(a.rank) + " of the 2^" + std::to_string(a.cells) + " positions.")
                               .c_str());
}

}  // namespace

void draw(const Midend& game, const PatternBoard& pattern, const Ui& ui, Sink<Msg> send) {
  const Machine& m = game.machine();
  if (!rules_editable(m)) return;
  if (!ImGui::CollapsingHeader("Rules editor", ImGuiTreeNodeFlags_DefaultOpen)) return;
  ui.control("Rules editor");
  const float em = ImGui::GetFontSize();
  const int k = m.states();
  const char* tap = ui.touch() ? "Tap" : "Click";

  draw_verdict(game.rules_summary());
  if (k > 2)
    ImGui::TextDisabled("%s a cell of a button to cycle what that button adds to it: 0, 1, ..., %d (mod %d).", tap, k - 1, k);
  else ImGui::TextDisabled("%s a cell of a button to switch whether that button toggles it.", tap);

  // One small editable board per button.
  const float tile = std::clamp(ImGui::GetContentRegionAvail().x / 5.0f, 3.0f * em, 5.0f * em);
  const int per_row = std::max(1, int(ImGui::GetContentRegionAvail().x / (tile + em)));
  const int rows = m.rows(), cols = m.cols();
  const float cell = tile / float(std::max(rows, cols));
  for (int j = 0; j < m.button_count(); ++j) {
    if (j % per_row != 0) ImGui::SameLine(0, em);
    ImGui::PushID(j);
    ImGui::BeginGroup();
    const ImVec2 o = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##pattern", ImVec2(cell * float(cols), cell * float(rows)));
    ui.control(("Pattern " + std::to_string(j + 1)).c_str());
    if (ImGui::IsItemClicked()) {
      const ImVec2 p = ImGui::GetIO().MousePos;
      const int c = int((p.x - o.x) / cell), r = int((p.y - o.y) / cell);
      if (r >= 0 && r < rows && c >= 0 && c < cols) send.send(CycleCell{j, r * cols + c});
    }
    pattern(o, cell, m.linear()->button_amounts(j));
    ImGui::Text("%d", j + 1);
    ImGui::SameLine();
    if (small_button(ui, "x")) send.send(RemoveButton{j});
    ImGui::EndGroup();
    ImGui::PopID();
  }
  if (ImGui::Button("Add a button")) send.send(AddButton{});
  ui.control("Add a button");
}

}  // namespace tl::app::rules_editor
