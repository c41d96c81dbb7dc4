// why_linear.cpp: the linear algebra behind Merlin, Lights Out, Quatrainment
// and custom rules, beside the board: the move vectors u_j as columns of A
// (hover one to see its cells), the rank and what is reachable, the quiet
// patterns (button sets that change nothing, which you can apply) and, for an
// unsolvable position, the invariant it breaks.
#include <algorithm>

#include "app/board_view.hpp"
#include "app/why_view.hpp"
#include "core/linear_machine.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

const ImU32 kHighlight = IM_COL32(120, 190, 255, 255);

// A small board of `bits` (cells), for quiet patterns and invariants.
void mini_board(const Machine& m, const BitVec& cells, float size) {
  std::vector<int> v(cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) v[i] = cells.get(i);
  float cell = size / float(std::max(m.rows(), m.cols()));
  ImVec2 o = ImGui::GetCursorScreenPos();
  draw_board(ImGui::GetWindowDrawList(), o, cell, m.rows(), m.cols(), v, false, false);
  ImGui::Dummy(ImVec2(cell * float(m.cols()), cell * float(m.rows())));
}

// A button set shown as the cells of its buttons (for machines whose buttons are cells).
BitVec buttons_as_cells(const Machine& m, const BitVec& buttons) {
  BitVec out(std::size_t(m.cell_count()));
  for (int b : buttons.ones())
    if (m.button_cell(b) >= 0) out.set(std::size_t(m.button_cell(b)));
  return out;
}

// The matrix A: one row per cell, one column per button (u_j), as seed 000 writes it.
void matrix_view(App& app, const LinearMachine& lin) {
  const int cells = lin.cell_count(), buttons = lin.button_count();
  const float em = ImGui::GetFontSize();
  const float bit = std::min(0.9f * em, 22.0f * em / float(std::max(cells, buttons)));
  ImGui::Text("A: %d cells x %d buttons (column j = u_j, the cells button j toggles)", cells, buttons);
  ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImGuiIO& io = ImGui::GetIO();
  int hover_col = -1;
  if (io.MousePos.x >= o.x && io.MousePos.y >= o.y && io.MousePos.x < o.x + bit * float(buttons) &&
      io.MousePos.y < o.y + bit * float(cells))
    hover_col = int((io.MousePos.x - o.x) / bit);
  const int board_hover = app.highlight_button;  // set by hovering the board last frame
  for (int j = 0; j < buttons; ++j) {
    BitVec u = lin.press_vector(j);
    bool hot = j == hover_col || j == board_hover;
    for (int i = 0; i < cells; ++i) {
      ImVec2 a(o.x + float(j) * bit, o.y + float(i) * bit);
      ImU32 col = u.get(std::size_t(i)) ? (hot ? kHighlight : IM_COL32(255, 196, 64, 255))
                                       : (hot ? IM_COL32(60, 80, 110, 255) : IM_COL32(48, 54, 68, 255));
      dl->AddRectFilled(ImVec2(a.x + 0.5f, a.y + 0.5f), ImVec2(a.x + bit - 0.5f, a.y + bit - 0.5f), col);
    }
  }
  ImGui::Dummy(ImVec2(bit * float(buttons), bit * float(cells)));
  app.highlight_button = hover_col;
  if (hover_col >= 0) ImGui::SetTooltip("u_%d: the cells button %d toggles (lit on the board)", hover_col + 1, hover_col + 1);
}

}  // namespace

void why_linear_panel(App& app) {
  const auto* lin = dynamic_cast<const LinearMachine*>(&app.session.machine());
  if (!lin) return;
  const AnalysisCache& a = current_analysis(app);
  const float em = ImGui::GetFontSize();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 23.0f * em);
  ImGui::TextWrapped("Each button adds its vector u_j to the lights, mod 2. Solving means finding buttons s with "
                     "A s = goal + lights (mod 2); the order of presses does not matter and a second press undoes the first.");
  if (a.cells <= 64 && a.buttons <= 64) matrix_view(app, *lin);
  else ImGui::TextDisabled("A is %d x %d: too large to draw; its rank is below.", a.cells, a.buttons);

  ImGui::Text("Rank %d, nullity %d.", a.rank, a.nullity);
  if (a.rank == a.cells && a.nullity == 0)
    ImGui::TextWrapped("A is invertible: every position has exactly one solution, s = A^-1 (goal + lights).");
  else
    ImGui::TextWrapped("Reachable: 1 in 2^%d of all positions; each solvable one has 2^%d solutions.",
                       a.cells - a.rank, a.nullity);

  const Machine& m = *lin;
  const float tile = 4.0f * em;
  if (!a.quiet_patterns.empty()) {
    ImGui::Text("Quiet patterns (%zu): pressing all their buttons changes nothing", a.quiet_patterns.size());
    for (std::size_t k = 0; k < a.quiet_patterns.size() && k < 12; ++k) {
      ImGui::PushID(int(k));
      ImGui::BeginGroup();
      mini_board(m, buttons_as_cells(m, a.quiet_patterns[k]), tile);
      if (ImGui::SmallButton("Apply")) {
        for (int b : a.quiet_patterns[k].ones()) app.session.press(b, MoveKind::Press);
        app.message = "Pressed " + std::to_string(a.quiet_patterns[k].popcount()) + " buttons: the lights are as before.";
        app.message_is_error = false;
      }
      ImGui::EndGroup();
      if (ImGui::IsItemHovered()) app.highlight_cells = int(k);
      ImGui::PopID();
      if ((k + 1) % 4 != 0) ImGui::SameLine();
    }
    ImGui::NewLine();
  }
  const Solution& sol = current_solution(app);
  if (!sol.solvable && !a.invariants.empty()) {
    ImGui::TextWrapped("Why this position cannot be solved: %s", sol.reason.c_str());
    // The first invariant whose parity the position breaks.
    const Position& pos = app.session.current().position;
    BitVec diff = pos.state ^ pos.goal;
    for (std::size_t k = 0; k < a.invariants.size(); ++k) {
      BitVec both = diff;
      for (std::size_t w = 0; w < both.word_count(); ++w) both.words()[w] &= a.invariants[k].words()[w];
      if (both.popcount() % 2 == 1) {
        ImGui::Text("Cells whose parity no button changes (lights + goal has an odd number there):");
        mini_board(m, a.invariants[k], tile * 1.5f);
        break;
      }
    }
  }
  ImGui::PopTextWrapPos();
}

// Over the board: the cells of the hovered column of A.
void why_linear_overlay(App& app) {
  const auto* lin = dynamic_cast<const LinearMachine*>(&app.session.machine());
  if (!lin || app.board_cell <= 0) return;
  const ImGuiIO& io = ImGui::GetIO();
  const Rect& r = app.board_rect;
  const int cols = lin->cols();
  // Hovering a button on the board highlights its column of A (next frame).
  int hovered_button = -1;
  if (io.MousePos.x >= r.x && io.MousePos.y >= r.y && io.MousePos.x < r.x + r.w && io.MousePos.y < r.y + r.h) {
    int cell = int((io.MousePos.y - r.y) / app.board_cell) * cols + int((io.MousePos.x - r.x) / app.board_cell);
    for (int b = 0; b < lin->button_count(); ++b)
      if (lin->button_cell(b) == cell) hovered_button = b;
  }
  int show = app.highlight_button >= 0 ? app.highlight_button : hovered_button;
  if (hovered_button >= 0) app.highlight_button = hovered_button;
  if (show < 0 || show >= lin->button_count()) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.board_cell;
  for (int i : lin->press_vector(show).ones()) {
    ImVec2 a(r.x + float(i % cols) * s, r.y + float(i / cols) * s);
    dl->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + s - 2, a.y + s - 2), kHighlight, s * 0.12f, 0, std::max(2.0f, s * 0.06f));
  }
}

}  // namespace tl::app
