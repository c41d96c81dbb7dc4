// why_rules_editor.cpp: the rules editor of machines whose rules a player may
// edit (custom rules; the cut-the-knot theory page: "selecting a basis ...
// generates a different game"): click cells to set what each button toggles,
// add and remove buttons; rank, whether the buttons form a basis and how many
// positions are reachable update as you edit.
//
// Every edit asks the machine for the edited rules and loads their puzzle ID,
// so an edited machine is exactly what a link to it would give, and Undo
// takes an edit back.
#include <algorithm>

#include "app/board_view.hpp"
#include "app/why_view.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

void load_rules(App& app, const LinearMachine& m, const std::vector<BitVec>& patterns) {
  MachinePtr edited = m.with_press_vectors(patterns);
  if (!edited) return;
  if (!app.game.load(Puzzle{edited, app.game.current().position}.id())) return;  // load() says why
  app.game.set_message("Rules changed: " + std::to_string(patterns.size()) + " buttons.", false);
}

}  // namespace

void why_rules_editor(App& app) {
  const LinearMachine* m = app.game.machine().linear();
  if (!m || !m->rules_editable()) return;
  if (!ImGui::CollapsingHeader("Rules editor", ImGuiTreeNodeFlags_DefaultOpen)) return;
  record_control(app, "Rules editor");
  const float em = ImGui::GetFontSize();
  std::vector<BitVec> patterns;
  for (int j = 0; j < m->button_count(); ++j) patterns.push_back(m->press_vector(j));

  // Live verdict: rank against the number of buttons and of cells.
  const RulesSummary& a = app.game.rules_summary();
  const bool independent = a.rank == a.buttons, spanning = a.rank == a.cells;
  ImGui::TextWrapped("%d buttons, %d cells, rank %d: %s. %s", a.buttons, a.cells, a.rank,
                     independent && spanning ? "the buttons form a basis"
                     : independent           ? "independent, but too few to span every colouring"
                     : spanning              ? "they reach everything, with redundant buttons (quiet patterns)"
                                             : "neither independent nor spanning",
                     spanning ? "Every position can be reached."
                              : ("Reachable: 2^" + std::to_string(a.rank) + " of the 2^" + std::to_string(a.cells) +
                                 " positions.").c_str());
  ImGui::TextDisabled("Click a cell of a button to switch whether that button toggles it.");

  // One small editable board per button.
  const float tile = std::clamp(ImGui::GetContentRegionAvail().x / 5.0f, 3.0f * em, 5.0f * em);
  const int per_row = std::max(1, int(ImGui::GetContentRegionAvail().x / (tile + em)));
  const int rows = m->rows(), cols = m->cols();
  const float cell = tile / float(std::max(rows, cols));
  int edit_button = -1, edit_cell = -1, remove = -1;
  for (int j = 0; j < int(patterns.size()); ++j) {
    if (j % per_row != 0) ImGui::SameLine(0, em);
    ImGui::PushID(j);
    ImGui::BeginGroup();
    ImVec2 o = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##pattern", ImVec2(cell * float(cols), cell * float(rows)));
    record_control(app, ("Pattern " + std::to_string(j + 1)).c_str());
    if (ImGui::IsItemClicked()) {
      ImVec2 p = ImGui::GetIO().MousePos;
      int c = int((p.x - o.x) / cell), r = int((p.y - o.y) / cell);
      if (r >= 0 && r < rows && c >= 0 && c < cols) { edit_button = j; edit_cell = r * cols + c; }
    }
    std::vector<int> v(std::size_t(rows * cols));
    for (int i = 0; i < rows * cols; ++i) v[std::size_t(i)] = patterns[std::size_t(j)].get(std::size_t(i));
    draw_board(ImGui::GetWindowDrawList(), o, cell, rows, cols, v, false, false);
    ImGui::Text("%d", j + 1);
    ImGui::SameLine();
    if (ImGui::SmallButton("x")) remove = j;
    ImGui::EndGroup();
    ImGui::PopID();
  }
  if (ImGui::Button("Add a button") && patterns.size() < 1024) {
    patterns.emplace_back(std::size_t(rows * cols));
    patterns.back().set(0);  // a new button toggles the first cell until edited
    load_rules(app, *m, patterns);
    return;
  }
  record_control(app, "Add a button");
  if (edit_button >= 0) {
    patterns[std::size_t(edit_button)].flip(std::size_t(edit_cell));
    load_rules(app, *m, patterns);
  } else if (remove >= 0 && patterns.size() > 1) {
    patterns.erase(patterns.begin() + remove);
    load_rules(app, *m, patterns);
  }
}

}  // namespace tl::app
