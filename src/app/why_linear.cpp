// why_linear.cpp: the linear algebra behind Merlin, Lights Out, Quatrainment
// and custom rules, beside the board, as Arnold and Blaszak does it on paper:
//
// [SECTION] The explanation of the current position (cached)
// [SECTION] Drawing bit matrices
// [SECTION] The panel: A, elimination step by step, inverse or quiet patterns, export
// [SECTION] The Lights Out atlas
// [SECTION] Over the board
#include <algorithm>

#include "app/board_view.hpp"
#include "app/why_view.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/base/json_writer.hpp"
#include "core/ghaly/ghaly_census.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

const ImU32 kHighlight = IM_COL32(120, 190, 255, 255);
const ImU32 kOne = IM_COL32(255, 196, 64, 255);
const ImU32 kZero = IM_COL32(48, 54, 68, 255);
const ImU32 kRowHot = IM_COL32(80, 230, 120, 255);
constexpr int kStepThroughMax = 100;  // cells and buttons: larger systems get a summary

//-----------------------------------------------------------------------------
// [SECTION] The explanation of the current position (cached)
//-----------------------------------------------------------------------------

}  // namespace

// The explanation of one position, made once per change of the game (keyed
// by the midend's revision) and replayed step by step.
struct ExplanationCache {
  uint64_t revision = 0;
  LinearExplanation e;
  std::size_t replayed_step = 0;   // `matrix` is [A | b] after this many steps
  Gf2Matrix matrix;
};

namespace {

ExplanationCache* explanation(App& app) {
  const LinearMachine* lin = app.game.machine().linear();
  if (!lin) return nullptr;
  ExplanationCache* c = app.linear_why.explanation.get();
  if (!c || c->revision != app.game.revision()) {
    auto fresh = std::make_shared<ExplanationCache>();
    fresh->revision = app.game.revision();
    fresh->e = explain(*lin, app.game.current().position);
    fresh->e.id = app.game.current().id();  // the worksheet's title, as `togglelab explain` writes it
    fresh->matrix = fresh->e.augmented;
    app.linear_why.explanation = fresh;
    app.linear_why.elim_step = 0;
    app.linear_why.elim_playing = false;
    c = fresh.get();
  }
  return c;
}

// [A | b] after app.linear_why.elim_step steps, walking from the last replayed step
// (each step is its own inverse, so going back re-applies it).
const Gf2Matrix& matrix_at_step(App& app, ExplanationCache& c) {
  while (c.replayed_step < app.linear_why.elim_step) apply(c.matrix, c.e.steps[c.replayed_step++]);
  while (c.replayed_step > app.linear_why.elim_step) apply(c.matrix, c.e.steps[--c.replayed_step]);
  return c.matrix;
}

//-----------------------------------------------------------------------------
// [SECTION] Drawing bit matrices
//-----------------------------------------------------------------------------

// A grid of bits; `bar_before` draws the rule of an augmented matrix [A | b];
// `hot_rows` are drawn in green (the rows the current step touches).
void bit_matrix(const Gf2Matrix& m, float max_width, int bar_before = -1, int hot_a = -1, int hot_b = -1,
                int hot_col = -1) {
  const float em = ImGui::GetFontSize();
  const float bit = std::clamp(max_width / float(std::max(1, m.cols())), 2.0f, 1.1f * em);
  ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int i = 0; i < m.rows(); ++i) {
    bool hot_row = i == hot_a || i == hot_b;
    for (int j = 0; j < m.cols(); ++j) {
      float x = o.x + float(j) * bit + (bar_before >= 0 && j >= bar_before ? bit * 0.5f : 0.0f);
      ImVec2 a(x, o.y + float(i) * bit);
      ImU32 col = m.get(i, j) ? (hot_row ? kRowHot : kOne) : (j == hot_col ? IM_COL32(70, 80, 100, 255) : kZero);
      dl->AddRectFilled(ImVec2(a.x + 0.5f, a.y + 0.5f), ImVec2(a.x + bit - 0.5f, a.y + bit - 0.5f), col);
    }
    if (hot_row) dl->AddRect(ImVec2(o.x - 1, o.y + float(i) * bit), ImVec2(o.x + bit * (float(m.cols()) + 0.5f) + 1, o.y + float(i + 1) * bit), kRowHot);
  }
  if (bar_before >= 0) {
    float x = o.x + float(bar_before) * bit + bit * 0.25f;
    dl->AddLine(ImVec2(x, o.y), ImVec2(x, o.y + bit * float(m.rows())), IM_COL32(220, 220, 230, 255), 1.0f);
  }
  ImGui::Dummy(ImVec2(bit * (float(m.cols()) + (bar_before >= 0 ? 0.5f : 0.0f)), bit * float(m.rows())));
}

// A small board of `bits` (cells), for quiet patterns and invariants.
void mini_board(const Machine& m, const BitVec& cells, float size) {
  std::vector<int> v(cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) v[i] = cells.get(i);
  float cell = size / float(std::max(m.rows(), m.cols()));
  ImVec2 o = ImGui::GetCursorScreenPos();
  draw_board(ImGui::GetWindowDrawList(), o, cell, m.rows(), m.cols(), v, false, false);
  ImGui::Dummy(ImVec2(cell * float(m.cols()), cell * float(m.rows())));
}

// A button set shown as the cells its buttons sit on.
BitVec buttons_as_cells(const Machine& m, const BitVec& buttons) {
  BitVec out(std::size_t(m.cell_count()));
  for (int b : buttons.ones())
    if (m.button_cell(b) >= 0) out.set(std::size_t(m.button_cell(b)));
  return out;
}

std::string one_based_list(const std::vector<int>& v) {
  std::string s;
  for (int x : v) s += (s.empty() ? "" : ", ") + std::to_string(x + 1);
  return s.empty() ? "none" : s;
}

//-----------------------------------------------------------------------------
// [SECTION] The panel
//-----------------------------------------------------------------------------

bool steps_shown(const LinearExplanation& e) {
  return e.steps_recorded && e.cells <= kStepThroughMax && e.buttons <= kStepThroughMax;
}

void elimination_section(App& app, ExplanationCache& c, float width) {
  const LinearExplanation& e = c.e;
  if (!steps_shown(e)) {
    if (e.step_count >= 0)
      ImGui::TextWrapped("Gaussian elimination on [A | b] took %lld row operations: too many to show one by one. "
                         "Rank %d; the reduced form gives the solution below.", e.step_count, e.rank);
    else
      ImGui::TextWrapped("The system is too large to eliminate densely here; the fast Lights Out method "
                         "(light chasing and a polynomial gcd) gives rank %d.", e.rank);
    return;
  }
  const std::size_t n = e.steps.size();
  // Run's clock ticks in the frame's update step (app.cpp): here the step
  // meets the elimination's length, and Run stops at the end.
  if (app.linear_why.elim_step >= n) {
    app.linear_why.elim_step = n;
    app.linear_why.elim_playing = false;
  }
  const ElimButtons eb = elimination_buttons();
  ImGui::BeginDisabled(app.linear_why.elim_step == 0);
  if (ImGui::Button("Step back", ImVec2(eb.width, 0))) { app.linear_why.elim_playing = false; --app.linear_why.elim_step; }
  record_control(app, "Step back");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(app.linear_why.elim_step >= n);
  if (ImGui::Button("Step", ImVec2(eb.width, 0))) { app.linear_why.elim_playing = false; ++app.linear_why.elim_step; }
  record_control(app, elimination_step_label(app));
  if (!eb.two_rows) ImGui::SameLine();
  if (ImGui::Button(app.linear_why.elim_playing ? "Pause" : "Run", ImVec2(eb.width, 0))) {
    app.linear_why.elim_playing = !app.linear_why.elim_playing;
    app.linear_why.elim_clock = 0;
    if (app.linear_why.elim_playing && app.play.reduce_motion) {  // no animation: straight to the end
      app.linear_why.elim_playing = false;
      app.linear_why.elim_step = n;
    }
  }
  record_control(app, app.linear_why.elim_playing ? "Pause" : "Run");
  ImGui::SameLine();
  if (ImGui::Button("To the end", ImVec2(eb.width, 0))) { app.linear_why.elim_playing = false; app.linear_why.elim_step = n; }
  record_control(app, "To the end");
  ImGui::EndDisabled();

  const Gf2Matrix& m = matrix_at_step(app, c);
  int hot_a = -1, hot_b = -1, hot_col = -1;
  if (app.linear_why.elim_step == 0) {
    ImGui::Text("Step 0 of %zu: [A | b], b = goal + lights", n);
  } else {
    const RowOp& op = e.steps[app.linear_why.elim_step - 1];
    ImGui::Text("Step %zu of %zu: %s", app.linear_why.elim_step, n, op.caption().c_str());
    hot_a = op.row;
    hot_b = op.other;
    hot_col = op.col;
  }
  bit_matrix(m, width, e.buttons, hot_a, hot_b, hot_col);
  if (app.linear_why.elim_step == n) {
    if (e.solvable)
      ImGui::TextWrapped("Reduced form reached. Read s off the last column: press %s (marked on the board).",
                         one_based_list(e.solution.ones()).c_str());
    else
      ImGui::TextWrapped("Row %d reads 0 = 1: no solution. %s", e.contradiction_row + 1, e.reason.c_str());
  }
}

void export_buttons(App& app, ExplanationCache& c) {
  if (!app.hooks.copy_text) return;
  if (ImGui::Button("Copy LaTeX")) {
    app.hooks.copy_text(to_latex(c.e));
    app.game.set_message("The system, the steps and the answer are on the clipboard as LaTeX (amsmath pmatrix).", false);
  }
  record_control(app, "Copy LaTeX");
  ImGui::SameLine();
  if (ImGui::Button("Copy text")) {
    app.hooks.copy_text(to_text(c.e));
    app.game.set_message("The explanation is on the clipboard as plain text.", false);
  }
  record_control(app, "Copy text");
}

}  // namespace

void why_linear_panel(App& app) {
  ExplanationCache* c = explanation(app);
  if (!c) return;
  const LinearExplanation& e = c->e;
  const Machine& m = app.game.session().machine();
  const float em = ImGui::GetFontSize();
  const float width = std::min(22.0f * em, ImGui::GetContentRegionAvail().x - em);
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  ImGui::TextWrapped("Each button adds its vector u_j to the lights, mod 2. Solving means finding the buttons s with "
                     "A s = b, b = goal + lights (mod 2): the order of presses does not matter and a second press "
                     "undoes the first.");

  if (ImGui::CollapsingHeader("The matrix A", ImGuiTreeNodeFlags_DefaultOpen)) {
    if (e.dense && e.cells <= 64 && e.buttons <= 64) {
      ImGui::TextDisabled("%d cells x %d buttons; column j is u_j. Hover a column or a button.", e.cells, e.buttons);
      ImVec2 o = ImGui::GetCursorScreenPos();
      float bit = std::clamp(width / float(e.buttons), 2.0f, 1.1f * em);
      const ImGuiIO& io = ImGui::GetIO();
      int hover_col = -1;
      if (io.MousePos.x >= o.x && io.MousePos.y >= o.y && io.MousePos.x < o.x + bit * float(e.buttons) &&
          io.MousePos.y < o.y + bit * float(e.cells))
        hover_col = int((io.MousePos.x - o.x) / bit);
      bit_matrix(e.a, width, -1, -1, -1, hover_col >= 0 ? hover_col : app.linear_why.highlight_button);
      if (hover_col >= 0) {
        app.linear_why.highlight_button = hover_col;
        ImGui::SetTooltip("u_%d: the cells button %d toggles (outlined on the board)", hover_col + 1, hover_col + 1);
      }
    } else {
      ImGui::TextDisabled("A is %d x %d: too large to draw.", e.cells, e.buttons);
    }
    if (e.invariant_count == 0)
      ImGui::Text("Rank %d, nullity %d; from any start every position can be reached.", e.rank, e.nullity);
    else
      ImGui::Text("Rank %d, nullity %d; reachable from any start: %s of all positions.", e.rank, e.nullity,
                  e.reachable_fraction().c_str());
  }

  if (ImGui::CollapsingHeader("Elimination, step by step", ImGuiTreeNodeFlags_DefaultOpen))
    elimination_section(app, *c, width);

  if (e.inverse && e.cells <= 64 && ImGui::CollapsingHeader("The inverse A^-1 (mod 2)", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextDisabled("s = A^-1 b: column i of A^-1 is the presses that toggle cell i alone.");
    bit_matrix(*e.inverse, width * 0.8f);
  }

  if (!e.quiet_patterns.empty() && ImGui::CollapsingHeader("Quiet patterns", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextWrapped("%d quiet pattern%s: pressing all the buttons of one changes nothing, so each solvable "
                       "position has 2^%d solutions and only %s of all positions can be reached.",
                       e.nullity, e.nullity == 1 ? "" : "s", e.nullity, e.reachable_fraction().c_str());
    for (std::size_t k = 0; k < e.quiet_patterns.size() && k < 12; ++k) {
      ImGui::PushID(int(k));
      ImGui::BeginGroup();
      if (m.button_cell(0) >= 0) mini_board(m, buttons_as_cells(m, e.quiet_patterns[k]), 4.0f * em);
      else ImGui::Text("buttons %s", one_based_list(e.quiet_patterns[k].ones()).c_str());  // buttons off the board
      if (ImGui::SmallButton("Apply")) {
        for (int b : e.quiet_patterns[k].ones()) app.game.press(b);
        app.game.set_message("Pressed " + std::to_string(e.quiet_patterns[k].popcount()) +
                                 " buttons: the lights are as before.", false);
      }
      ImGui::EndGroup();
      ImGui::PopID();
      if ((k + 1) % 4 != 0) ImGui::SameLine();
    }
    ImGui::NewLine();
  }

  if (!e.solvable) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.6f, 0.4f, 1.0f));
    ImGui::TextWrapped("Why this position cannot be solved: %s", e.reason.c_str());
    ImGui::PopStyleColor();
    if (e.violated_invariant.size() == std::size_t(m.cell_count()) && e.violated_invariant.any()) {
      ImGui::TextDisabled("These cells: no button changes the parity of their lit count, and lights + goal has it odd.");
      mini_board(m, e.violated_invariant, 6.0f * em);
    }
  }

  export_buttons(app, *c);
  if (app.hooks.copy_text) ImGui::SameLine();  // beside the exports: the panels below keep their place
  why_diy_section(app);
  ImGui::PopTextWrapPos();
}

long long linear_elimination_steps(App& app) {
  const ExplanationCache* c = explanation(app);
  return c && steps_shown(c->e) ? (long long)c->e.steps.size() : -1;
}

void why_state_json(App& app, JsonWriter& j) {
  if (const LightsOutAtlas* atlas = app.atlas.state.get()) {
    j.key("atlas").begin_object().key("torus").value(atlas->torus()).key("states").value(atlas->states());
    j.key("nullities").ints(atlas->nullities()).end_object();
  }
  if (const ghaly::CensusRun* run = app.census.run.get()) {
    j.key("census").begin_object().key("progress").value(run->progress()).key("running").value(app.census.running);
    j.key("done").value(run->done()).key("solvable").value(run->result().solvable).end_object();
  }
  if (app.screen.pane != Pane::Why) return;
  why_diy_state_json(app, j);
  if (app.game.machine().modular()) return why_modular_state_json(app, j);
  ExplanationCache* c = explanation(app);
  if (!c) return;
  const LinearExplanation& e = c->e;
  j.key("elimination").begin_object();
  j.key("step").value(app.linear_why.elim_step);
  j.key("steps").value(e.steps.size());
  j.key("caption").value(app.linear_why.elim_step > 0 && app.linear_why.elim_step <= e.steps.size() ? e.steps[app.linear_why.elim_step - 1].caption() : "");
  j.key("done").value(e.steps_recorded && app.linear_why.elim_step == e.steps.size());
  j.key("solution").ints(e.solvable ? e.solution.ones() : std::vector<int>{}, 1);
  j.end_object();
}

std::string export_text(App& app, const std::string& format) {
  if (app.game.machine().modular()) return modular_export_text(app, format);
  ExplanationCache* c = explanation(app);
  if (!c) return {};
  return format == "latex" ? to_latex(c->e) : to_text(c->e);
}

//-----------------------------------------------------------------------------
// [SECTION] Over the board
//-----------------------------------------------------------------------------

void why_linear_overlay(App& app) {
  const LinearMachine* lin = app.game.machine().linear();
  if (!lin || app.board.cell <= 0) return;
  const ImGuiIO& io = ImGui::GetIO();
  const Rect& r = app.board.rect;
  const int cols = lin->cols();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.board.cell;
  auto outline = [&](int cell, ImU32 col) {
    ImVec2 a(r.x + float(cell % cols) * s, r.y + float(cell / cols) * s);
    dl->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + s - 2, a.y + s - 2), col, s * 0.12f, 0, std::max(2.0f, s * 0.06f));
  };
  // At the end of the elimination, the solution s is marked on the board.
  if (const ExplanationCache* c = app.linear_why.explanation.get();
      c && c->revision == app.game.revision() && c->e.steps_recorded && app.linear_why.elim_step == c->e.steps.size() && c->e.solvable) {
    for (int b : c->e.solution.ones())
      if (lin->button_cell(b) >= 0) outline(lin->button_cell(b), kRowHot);
  }
  // Hovering a button on the board highlights its column of A (next frame), and the reverse.
  int hovered_button = -1;
  if (io.MousePos.x >= r.x && io.MousePos.y >= r.y && io.MousePos.x < r.x + r.w && io.MousePos.y < r.y + r.h) {
    int cell = int((io.MousePos.y - r.y) / s) * cols + int((io.MousePos.x - r.x) / s);
    for (int b = 0; b < lin->button_count(); ++b)
      if (lin->button_cell(b) == cell) hovered_button = b;
  }
  int show = app.linear_why.highlight_button;
  app.linear_why.highlight_button = hovered_button;
  if (show < 0 || show >= lin->button_count()) return;
  for (int i : lin->press_vector(show).ones()) outline(i, kHighlight);
}

}  // namespace tl::app
