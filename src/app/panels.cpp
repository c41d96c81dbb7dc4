// panels.cpp: the side panel, top to bottom as it appears.
//
// [SECTION] Machine picker
// [SECTION] Goal and status
// [SECTION] Hint and step-through
// [SECTION] Game controls
// [SECTION] Keyboard help
#include "app/panels.hpp"

#include <algorithm>

#include "app/board_view.hpp"
#include "core/registry/registry.hpp"
#include "imgui.h"

namespace tl::app {

static ImVec2 button_size(float width_em) {  // large hit targets for touch
  const float em = ImGui::GetFontSize();
  return ImVec2(width_em * em, 2.0f * em);
}


static bool button(App& app, const char* label, float width_em) {
  bool pressed = ImGui::Button(label, button_size(width_em));
  record_control(app, label);
  return pressed;
}

static bool checkbox(App& app, const char* label, bool* v) {
  bool changed = ImGui::Checkbox(label, v);
  record_control(app, label);
  return changed;
}

//-----------------------------------------------------------------------------
// [SECTION] Machine picker
//-----------------------------------------------------------------------------

void machine_picker(App& app) {
  const float em = ImGui::GetFontSize();
  const std::string current = app.session.machine().name();
  const MachineKind* cur_kind = find_machine_kind(current);
  ImGui::SetNextItemWidth(15.0f * em);
  bool open = ImGui::BeginCombo("Machine", cur_kind ? cur_kind->title : current.c_str());
  record_control(app, "Machine");
  if (open) {
    for (const MachineKind& k : machine_kinds()) {
      if (ImGui::Selectable(k.title, current == k.name) && current != k.name) start_machine(app, k.name);
      record_control(app, k.title);
    }
    ImGui::EndCombo();
  }
  PickerState& p = app.picker;
  // A loaded or undone game can change the machine: the fields follow it.
  if (app.picker_synced_to != &app.session.machine()) {
    app.picker_synced_to = &app.session.machine();
    const Machine& m = app.session.machine();
    if (current == "lightsout") {
      p.rows = m.rows();
      p.cols = m.cols();
      p.torus = m.head().back() == 't';
    } else if (current == "ghaly") {
      p.ghaly_n = m.rows();
    }
  }
  if (current == "lightsout") {
    ImGui::SetNextItemWidth(8.0f * em);
    ImGui::InputInt("Rows", &p.rows);
    ImGui::SetNextItemWidth(8.0f * em);
    ImGui::InputInt("Columns", &p.cols);
    p.rows = std::clamp(p.rows, 1, 256);
    p.cols = std::clamp(p.cols, 1, 256);
    checkbox(app, "Torus (edges wrap)", &p.torus);
    ImGui::SameLine();
    if (ImGui::Button("Apply size")) start_machine(app, "lightsout");
    record_control(app, "Apply size");
  } else if (current == "ghaly") {
    int n = p.ghaly_n;
    ImGui::RadioButton("4 x 4", &p.ghaly_n, 4);
    ImGui::SameLine();
    ImGui::RadioButton("8 x 8", &p.ghaly_n, 8);
    if (n != p.ghaly_n) start_machine(app, "ghaly");
  }
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  ImGui::TextDisabled("%s", how_to_play(current));
  ImGui::PopTextWrapPos();
}

//-----------------------------------------------------------------------------
// [SECTION] Goal and status
//-----------------------------------------------------------------------------

void goal_and_status(App& app) {
  const Session& s = app.session;
  const Machine& m = s.machine();
  const Position& pos = s.current().position;
  const float em = ImGui::GetFontSize();

  std::vector<int> goal = m.goal_cells(pos);
  if (!goal.empty()) {
    ImGui::TextUnformatted(app.edit_mode && app.edit_goal ? "Lights (editing the goal)" : "Goal");
    std::vector<int> shown = app.edit_mode && app.edit_goal ? m.cells(pos) : goal;
    // Big boards: a thumbnail of at most 32 x 32 blocks, each lit when most of
    // its cells are (a 6 em preview cannot show 65,536 cells one by one).
    int rows = m.rows(), cols = m.cols();
    const int step = (std::max(rows, cols) + 31) / 32;
    if (step > 1) {
      int br = (rows + step - 1) / step, bc = (cols + step - 1) / step;
      std::vector<int> lit(std::size_t(br * bc), 0), total(std::size_t(br * bc), 0);
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          std::size_t k = std::size_t((r / step) * bc + c / step);
          lit[k] += shown[std::size_t(r * cols + c)] != 0;
          total[k]++;
        }
      for (std::size_t k = 0; k < lit.size(); ++k) lit[k] = 2 * lit[k] >= total[k] && lit[k] > 0;
      shown = lit;
      rows = br;
      cols = bc;
    }
    float size = 6.0f * em;
    float cell = size / float(std::max(rows, cols));
    ImVec2 origin = ImGui::GetCursorScreenPos();
    draw_board(ImGui::GetWindowDrawList(), origin, cell, rows, cols, shown, false, app.colour_blind);
    ImGui::Dummy(ImVec2(cell * float(cols), cell * float(rows)));
  } else {
    ImGui::TextUnformatted("Goal: every button lit in one and the same colour");
    // The colours on the board by name, so no one has to tell them apart by eye.
    std::vector<int> count(16, 0);
    for (int v : m.cells(pos)) count[std::size_t(std::clamp(v, 0, 15))]++;
    for (int v = 0; v < 16; ++v) {
      if (!count[std::size_t(v)]) continue;
      ImVec2 p = ImGui::GetCursorScreenPos();
      float sw = ImGui::GetTextLineHeight();
      ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + sw, p.y + sw), cell_colour(v, true, app.colour_blind), 3.0f);
      ImGui::Dummy(ImVec2(sw, sw));
      ImGui::SameLine();
      ImGui::Text("%s %d", colour_name(v, app.colour_blind), count[std::size_t(v)]);
      ImGui::SameLine(0, em);
    }
    ImGui::NewLine();
  }

  // Why not every position can be solved (seed 002's question): the rank.
  const AnalysisCache& a = current_analysis(app);
  if (a.linear) {
    ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
    if (a.rank == a.cells)
      ImGui::TextDisabled("The %d buttons reach all 2^%d positions (rank %d).", a.buttons, a.cells, a.rank);
    else
      ImGui::TextDisabled("Rank %d of %d cells: only 2^%d of the 2^%d positions are reachable (1 in 2^%d); "
                          "%d quiet pattern%s.", a.rank, a.cells, a.rank, a.cells, a.cells - a.rank, a.nullity,
                          a.nullity == 1 ? "" : "s");
    ImGui::PopTextWrapPos();
  }
  ImGui::Text("Moves: %d%s", s.moves(), s.help_used() ? "  (help used)" : "");
  const Solution& sol = current_solution(app);
  if (s.solved()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.45f, 0.95f, 0.5f, 1.0f));
    ImGui::Text("Solved in %d move%s!", s.moves(), s.moves() == 1 ? "" : "s");
    ImGui::PopStyleColor();
  } else if (sol.solvable) {
    ImGui::Text("Presses still needed: %zu%s", sol.presses.size(), sol.minimal ? "" : " (not proven minimal)");
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.6f, 0.4f, 1.0f));
    ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
    ImGui::TextWrapped("No solution from here: %s", sol.reason.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Hint and step-through
//-----------------------------------------------------------------------------

void help_controls(App& app) {
  const bool can_help = current_solution(app).solvable && !app.session.solved();
  ImGui::BeginDisabled(!can_help);
  if (button(app, app.hint_shown ? "Hide hint" : "Hint", 7)) app.hint_shown = !app.hint_shown;
  ImGui::SameLine();
  if (button(app, app.steps_shown ? "Hide solution" : "Show solution", 7)) {
    app.steps_shown = !app.steps_shown;
    app.playing = false;
  }
  ImGui::EndDisabled();
  if (app.steps_shown) {
    std::vector<int> marks = step_marks(app);
    ImGui::BeginDisabled(app.session.last_move() != MoveKind::HintPress);
    if (button(app, "Previous", 4.6f)) step_previous(app);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(marks.empty());
    if (button(app, "Next", 4.6f)) step_next(app);
    ImGui::SameLine();
    if (button(app, app.playing ? "Stop" : "Play", 4.6f)) {
      app.playing = !app.playing;
      app.play_clock = 0.0;
    }
    ImGui::EndDisabled();
    if (!marks.empty()) {
      std::string list;
      for (int b : marks) list += (list.empty() ? "" : ", ") + std::to_string(b + 1);
      ImGui::TextWrapped("Press: %s", list.c_str());
    }
  }
  // Play: one press every 0.6 s, a pace a person can follow.
  if (app.playing) {
    app.play_clock -= double(ImGui::GetIO().DeltaTime);
    if (app.play_clock <= 0.0) {
      step_next(app);
      app.play_clock = 0.6;
    }
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Game controls
//-----------------------------------------------------------------------------

void game_controls(App& app) {
  Session& s = app.session;
  if (button(app, "New", 4.6f)) new_game(app);
  ImGui::SameLine();
  if (button(app, "Restart", 4.6f)) s.restart();
  ImGui::SameLine();
  checkbox(app, "Any position", &app.picker.any_position);
  ImGui::BeginDisabled(s.undo_depth() == 0);
  if (button(app, "Undo", 4.6f)) s.undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(s.redo_depth() == 0);
  if (button(app, "Redo", 4.6f)) s.redo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (button(app, "Copy link", 4.6f) && app.hooks.copy_link) {
    app.hooks.copy_link(s.current().id());
    app.message = "Link copied.";
    app.message_is_error = false;
  }

  const bool colour_machine = colour_goal(s.current());
  if (!colour_machine) {
    checkbox(app, "Edit", &app.edit_mode);
    if (app.edit_mode) {
      ImGui::SameLine();
      if (ImGui::RadioButton("lights", !app.edit_goal)) app.edit_goal = false;
      record_control(app, "lights");
      ImGui::SameLine();
      if (ImGui::RadioButton("goal", app.edit_goal)) app.edit_goal = true;
      record_control(app, "goal");
      ImGui::TextDisabled("Click cells to switch them; untick Edit to play.");
    }
  } else {
    checkbox(app, "Colour-blind palette", &app.colour_blind);
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Keyboard help
//-----------------------------------------------------------------------------

void keyboard_help(App& app) {
  ImGui::SetNextItemOpen(app.show_help, ImGuiCond_Always);
  app.show_help = ImGui::CollapsingHeader("Keys");
  if (!app.show_help) return;
  static const char* keys[][2] = {
      {"Arrows", "move the cursor over the buttons"}, {"Space / Enter", "press the button under the cursor"},
      {"H", "hint"}, {"S", "step: press the next button of the solution"}, {"N", "new game"},
      {"U / Ctrl+Z", "undo"}, {"R / Ctrl+Y", "redo"}, {"?", "show or hide this list"},
  };
  for (auto& k : keys) {
    ImGui::TextUnformatted(k[0]);
    ImGui::SameLine(8.0f * ImGui::GetFontSize());
    ImGui::TextDisabled("%s", k[1]);
  }
}

}  // namespace tl::app
