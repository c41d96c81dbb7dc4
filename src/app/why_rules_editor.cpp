// why_rules_editor.cpp: the rules editor of machines whose rules a player may
// edit (custom rules; the cut-the-knot theory page: "selecting a basis ...
// generates a different game"): click cells to set what each button toggles
// (with k states, cycle the amount it adds: 0..k-1), add and remove buttons;
// rank, whether the buttons form a basis and how many positions are reachable
// update as you edit.
//
// Every edit asks the machine for the edited rules and loads their puzzle ID,
// so an edited machine is exactly what a link to it would give, and Undo
// takes an edit back.
#include <algorithm>
#include <string>
#include <vector>

#include "app/board_view.hpp"
#include "app/panels.hpp"
#include "app/why_view.hpp"
#include "core/game/linear_view.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

using Amounts = std::vector<std::vector<uint8_t>>;

void load_rules(App& app, const Machine& m, Amounts buttons) {
  const std::size_t count = buttons.size();
  MachinePtr edited = m.linear()->with_button_amounts(std::move(buttons));
  if (!edited) return;
  if (!app.game.load(Puzzle{edited, app.game.current().position}.id())) return;  // load() says why
  app.game.set_message("Rules changed: " + std::to_string(count) + " buttons.", false);
}

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

void why_rules_editor(App& app) {
  const Machine& m = app.game.machine();
  if (!rules_editable(m)) return;
  if (!ImGui::CollapsingHeader("Rules editor", ImGuiTreeNodeFlags_DefaultOpen)) return;
  record_control(app, "Rules editor");
  const float em = ImGui::GetFontSize();
  const int k = m.states();
  Amounts buttons;
  for (int j = 0; j < m.button_count(); ++j) buttons.push_back(m.linear()->button_amounts(j));

  draw_verdict(app.game.rules_summary());
  if (k > 2)
    ImGui::TextDisabled("%s a cell of a button to cycle what that button adds to it: 0, 1, ..., %d (mod %d).", tap_word(app),
                        k - 1, k);
  else ImGui::TextDisabled("%s a cell of a button to switch whether that button toggles it.", tap_word(app));

  // One small editable board per button.
  const float tile = std::clamp(ImGui::GetContentRegionAvail().x / 5.0f, 3.0f * em, 5.0f * em);
  const int per_row = std::max(1, int(ImGui::GetContentRegionAvail().x / (tile + em)));
  const int rows = m.rows(), cols = m.cols();
  const float cell = tile / float(std::max(rows, cols));
  int edit_button = -1, edit_cell = -1, remove = -1;
  for (int j = 0; j < int(buttons.size()); ++j) {
    if (j % per_row != 0) ImGui::SameLine(0, em);
    ImGui::PushID(j);
    ImGui::BeginGroup();
    ImVec2 o = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##pattern", ImVec2(cell * float(cols), cell * float(rows)));
    record_control(app, ("Pattern " + std::to_string(j + 1)).c_str());
    if (ImGui::IsItemClicked()) {
      ImVec2 p = ImGui::GetIO().MousePos;
      int c = int((p.x - o.x) / cell), r = int((p.y - o.y) / cell);
      if (r >= 0 && r < rows && c >= 0 && c < cols) {
        edit_button = j;
        edit_cell = r * cols + c;
      }
    }
    const std::vector<uint8_t>& b = buttons[std::size_t(j)];
    draw_board(ImGui::GetWindowDrawList(), o, cell, rows, cols, std::vector<int>(b.begin(), b.end()), false, false, {}, k);
    ImGui::Text("%d", j + 1);
    ImGui::SameLine();
    if (small_button(app, "x")) remove = j;
    ImGui::EndGroup();
    ImGui::PopID();
  }
  if (ImGui::Button("Add a button") && buttons.size() < 1024) {
    buttons.emplace_back(std::size_t(rows * cols), 0);
    buttons.back()[0] = 1;  // a new button changes the first cell until edited
    load_rules(app, m, std::move(buttons));
    return;
  }
  record_control(app, "Add a button");
  if (edit_button >= 0) {
    uint8_t& a = buttons[std::size_t(edit_button)][std::size_t(edit_cell)];
    a = uint8_t((a + 1) % k);
    load_rules(app, m, std::move(buttons));
  } else if (remove >= 0 && buttons.size() > 1) {
    buttons.erase(buttons.begin() + remove);
    load_rules(app, m, std::move(buttons));
  }
}

}  // namespace tl::app
