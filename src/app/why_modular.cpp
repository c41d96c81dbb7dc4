// why_modular.cpp: the algebra behind k-state machines, beside the board:
// A with entries 0..k-1, elimination mod k step by step with captions that
// name the arithmetic (inverses mod k; for composite k, what is done when a
// pivot has no inverse), s marked on the board, A^-1 mod k, the quiet
// patterns as boards, the exact count of reachable positions, the invariant
// an unsolvable start breaks, and the worksheet exports.
//
// [SECTION] The trace of the current position (cached)
// [SECTION] Drawing matrices of numbers
// [SECTION] The panel
// [SECTION] Over the board
#include <algorithm>
#include <cstdio>

#include "app/board_view.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/explain/zk_export.hpp"
#include "imgui.h"

namespace tl::app {

//-----------------------------------------------------------------------------
// [SECTION] The trace of the current position (cached)
//-----------------------------------------------------------------------------

// The trace of one position, made once per change of the game (keyed by the
// midend's revision), and [A | b] replayed to the step on show.
struct ZkExplanationCache {
  uint64_t revision = 0;
  ZkTrace t;
  std::size_t replayed = 0;
  ZkMatrix matrix;
};

namespace {

const ImU32 kHighlight = IM_COL32(120, 190, 255, 255);
const ImU32 kRowHot = IM_COL32(80, 230, 120, 255);
constexpr int kStepThroughMax = 64;  // cells and buttons: larger systems get a summary

ZkExplanationCache* trace_of(App& app) {
  const ZkMachine* z = app.game.machine().modular();
  if (!z) return nullptr;
  ZkExplanationCache* c = app.linear_why.zk_explanation.get();
  if (!c || c->revision != app.game.revision()) {
    auto fresh = std::make_shared<ZkExplanationCache>();
    fresh->revision = app.game.revision();
    fresh->t = explain_zk(*z, app.game.current().position);
    fresh->matrix = fresh->t.augmented;
    app.linear_why.zk_explanation = fresh;
    app.linear_why.elim_step = 0;
    app.linear_why.elim_playing = false;
    c = fresh.get();
  }
  return c;
}

// [A | b] after elim_step steps, walking from the last replayed step.
const ZkMatrix& matrix_at_step(App& app, ZkExplanationCache& c) {
  const std::size_t want = std::min(app.linear_why.elim_step, c.t.steps.size());
  while (c.replayed < want) apply(c.matrix, c.t.steps[c.replayed++], c.t.k);
  while (c.replayed > want) undo(c.matrix, c.t.steps[--c.replayed], c.t.k);
  return c.matrix;
}

// "1, 1, 4" reads "1 x2, 4": a button once per press, grouped.
std::string presses_text(const ZkVec& s) {
  std::string out;
  for (std::size_t j = 0; j < s.size(); ++j)
    if (s[j]) out += (out.empty() ? "" : ", ") + std::to_string(j + 1) + (s[j] > 1 ? " x" + std::to_string(s[j]) : "");
  return out.empty() ? "none" : out;
}

//-----------------------------------------------------------------------------
// [SECTION] Drawing matrices of numbers
//-----------------------------------------------------------------------------

// Entries as numbers in a grid; `bar_before` draws the rule of [A | b]; the
// rows a step touches are green, the pivot column tinted.
void number_matrix(const ZkMatrix& m, float max_width, int bar_before = -1, int hot_a = -1, int hot_b = -1,
                   int hot_col = -1) {
  const float em = ImGui::GetFontSize();
  const float cell = std::clamp(max_width / float(std::max(1, m.cols() + 1)), 0.9f * em, 1.6f * em);
  const float size = std::min(1.0f, cell / (1.3f * em));
  ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = ImGui::GetFont();
  for (int i = 0; i < m.rows(); ++i) {
    const bool hot = i == hot_a || i == hot_b;
    for (int j = 0; j < m.cols(); ++j) {
      const float x = o.x + float(j) * cell + (bar_before >= 0 && j >= bar_before ? cell * 0.5f : 0.0f);
      const ImVec2 a(x, o.y + float(i) * cell);
      if (j == hot_col) dl->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), IM_COL32(60, 70, 95, 255));
      char text[8];
      std::snprintf(text, sizeof text, "%d", m.get(i, j));
      const float fs = ImGui::GetFontSize() * size;
      const ImVec2 t = font->CalcTextSizeA(fs, 1e9f, 0, text);
      const ImU32 col = m.get(i, j) == 0 ? IM_COL32(110, 116, 130, 255) : hot ? kRowHot : IM_COL32(255, 196, 64, 255);
      dl->AddText(font, fs, ImVec2(a.x + (cell - t.x) * 0.5f, a.y + (cell - t.y) * 0.5f), col, text);
    }
    if (hot) dl->AddRect(ImVec2(o.x - 1, o.y + float(i) * cell), ImVec2(o.x + cell * (float(m.cols()) + 0.5f) + 1, o.y + float(i + 1) * cell), kRowHot);
  }
  if (bar_before >= 0) {
    const float x = o.x + float(bar_before) * cell + cell * 0.25f;
    dl->AddLine(ImVec2(x, o.y), ImVec2(x, o.y + cell * float(m.rows())), IM_COL32(220, 220, 230, 255), 1.0f);
  }
  ImGui::Dummy(ImVec2(cell * (float(m.cols()) + (bar_before >= 0 ? 0.5f : 0.0f)), cell * float(m.rows())));
}

// A small board of values (a quiet pattern's presses, an invariant's weights).
void value_board(const Machine& m, const ZkVec& v, int states, float size) {
  std::vector<int> values(v.begin(), v.end());
  values.resize(std::size_t(m.cell_count()), 0);
  const float cell = size / float(std::max(m.rows(), m.cols()));
  const ImVec2 o = ImGui::GetCursorScreenPos();
  draw_board(ImGui::GetWindowDrawList(), o, cell, m.rows(), m.cols(), values, false, false, {}, states);
  ImGui::Dummy(ImVec2(cell * float(m.cols()), cell * float(m.rows())));
}

bool steps_shown(const ZkTrace& t) {
  return t.steps_recorded && t.cells <= kStepThroughMax && t.buttons <= kStepThroughMax;
}

void elimination_section(App& app, ZkExplanationCache& c, float width) {
  const ZkTrace& t = c.t;
  LinearWhyView& v = app.linear_why;
  if (!steps_shown(t)) {
    ImGui::TextWrapped("Elimination mod %d took %lld row operations on a %d x %d system: too many to show one by "
                       "one. The answer below comes from the same algebra.", t.k, t.step_count, t.cells, t.buttons);
    return;
  }
  const std::size_t n = t.steps.size();
  // Run's clock ticks in the frame's update step (app.cpp): here the step
  // meets the elimination's length, and Run stops at the end.
  if (v.elim_step >= n) {
    v.elim_step = n;
    v.elim_playing = false;
  }
  const ElimButtons eb = elimination_buttons();
  ImGui::BeginDisabled(v.elim_step == 0);
  if (ImGui::Button("Step back", ImVec2(eb.width, 0))) { v.elim_playing = false; --v.elim_step; }
  record_control(app, "Step back");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(v.elim_step >= n);
  if (ImGui::Button("Step", ImVec2(eb.width, 0))) { v.elim_playing = false; ++v.elim_step; }
  record_control(app, elimination_step_label(app));
  if (!eb.two_rows) ImGui::SameLine();
  if (ImGui::Button(v.elim_playing ? "Pause" : "Run", ImVec2(eb.width, 0))) {
    v.elim_playing = !v.elim_playing;
    v.elim_clock = 0;
    if (v.elim_playing && app.play.reduce_motion) {  // no animation: straight to the end, as over GF(2)
      v.elim_playing = false;
      v.elim_step = n;
    }
  }
  record_control(app, v.elim_playing ? "Pause" : "Run");
  ImGui::SameLine();
  if (ImGui::Button("To the end", ImVec2(eb.width, 0))) { v.elim_playing = false; v.elim_step = n; }
  record_control(app, "To the end");
  ImGui::EndDisabled();

  const ZkMatrix& m = matrix_at_step(app, c);
  int hot_a = -1, hot_b = -1, hot_col = -1;
  if (v.elim_step == 0) {
    ImGui::Text("Step 0 of %zu: [A | b], b = goal - lights (mod %d)", n, t.k);
  } else {
    const ZkRowOp& op = t.steps[v.elim_step - 1];
    ImGui::TextWrapped("Step %zu of %zu: %s", v.elim_step, n, op.caption(t.k).c_str());
    hot_a = op.row;
    hot_b = op.kind == ZkRowOpKind::Scale || op.kind == ZkRowOpKind::Pivot ? -1 : op.other;
    hot_col = op.col;
  }
  number_matrix(m, width, t.buttons, hot_a, hot_b, hot_col);
  if (v.elim_step == n) {
    if (t.solvable)
      ImGui::TextWrapped("Reduced form reached. Back substitution gives s: press %s (marked on the board).",
                         presses_text(t.solution).c_str());
    else
      ImGui::TextWrapped("Row %d reads 0 = c with c not 0 (mod %d): no solution. %s", t.contradiction_row + 1, t.k,
                         t.reason.c_str());
  }
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The panel
//-----------------------------------------------------------------------------

void why_modular_panel(App& app) {
  ZkExplanationCache* c = trace_of(app);
  if (!c) return;
  const ZkTrace& t = c->t;
  const Machine& m = app.game.machine();
  const float em = ImGui::GetFontSize();
  const float width = std::min(24.0f * em, ImGui::GetContentRegionAvail().x - em);
  ImGui::TextWrapped("Each press of button j adds column j of A to the lights, mod %d: pressing a button %d times "
                     "changes nothing. Solving means finding how often to press each button, s_j in 0..%d, with "
                     "A s = b (mod %d), b = goal - lights.", t.k, t.k, t.k - 1, t.k);

  if (ImGui::CollapsingHeader("The matrix A", ImGuiTreeNodeFlags_DefaultOpen)) {
    if (t.dense && t.cells <= kStepThroughMax && t.buttons <= kStepThroughMax) {
      ImGui::TextDisabled("%d cells x %d buttons; column j: what button j adds to each cell.", t.cells, t.buttons);
      number_matrix(t.a, width);
    } else {
      ImGui::TextDisabled("A is %d x %d: too large to draw.", t.cells, t.buttons);
    }
    const ZkAnalysis& a = t.analysis;
    if (a.rank >= 0) ImGui::Text("Rank %d over the field Z_%d.", a.rank, t.k);
    else ImGui::TextWrapped("%d is not prime: Z_%d has zero divisors, so there is no rank; the counts below are exact.",
                            t.k, t.k);
    if (a.reachable_fraction() == "1")
      ImGui::TextWrapped("Reachable from any start: all %d^%d positions.", t.k, t.cells);
    else
      ImGui::TextWrapped("Reachable from any start: %s of the %d^%d positions (%s of them).",
                         a.reachable.decimal(60).c_str(), t.k, t.cells, a.reachable_fraction().c_str());
  }

  if (ImGui::CollapsingHeader("Elimination mod k, step by step", ImGuiTreeNodeFlags_DefaultOpen))
    elimination_section(app, *c, width);

  if (t.inverse && t.cells <= 16 && ImGui::CollapsingHeader("The inverse A^-1 (mod k)", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextDisabled("s = A^-1 b (mod %d): column i is the presses that add 1 to cell i alone.", t.k);
    number_matrix(*t.inverse, width * 0.8f);
  }

  const ZkAnalysis& a = t.analysis;
  if (!a.quiet_patterns.empty() && ImGui::CollapsingHeader("Quiet patterns", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextWrapped("%zu quiet pattern%s: pressing each button the number of times shown changes nothing, so "
                       "every solvable position has %s solutions.", a.quiet_generator_count,
                       a.quiet_generator_count == 1 ? "" : "s", a.solutions_each.decimal(60).c_str());
    for (std::size_t k = 0; k < a.quiet_patterns.size() && k < 12; ++k) {
      ImGui::PushID(int(k));
      ImGui::BeginGroup();
      if (m.button_cell(0) >= 0) value_board(m, a.quiet_patterns[k].v, t.k, 4.0f * em);
      else ImGui::Text("press %s", presses_text(a.quiet_patterns[k].v).c_str());
      if (ImGui::SmallButton("Apply")) {
        int presses = 0;
        for (std::size_t j = 0; j < a.quiet_patterns[k].v.size(); ++j)
          for (int r = 0; r < a.quiet_patterns[k].v[j]; ++r, ++presses) app.game.press(int(j));
        app.game.set_message("Pressed " + std::to_string(presses) + " times: the lights are as before.", false);
      }
      ImGui::EndGroup();
      ImGui::PopID();
      if ((k + 1) % 4 != 0) ImGui::SameLine();
    }
    ImGui::NewLine();
  }

  if (!t.solvable) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.6f, 0.4f, 1.0f));
    ImGui::TextWrapped("Why this position cannot be solved: %s", t.reason.c_str());
    ImGui::PopStyleColor();
    if (!t.violated_invariant.empty() && m.button_cell(0) >= 0) {
      ImGui::TextDisabled("The weights of that sum (mod %d):", t.violated_invariant.modulus);
      value_board(m, t.violated_invariant.weights, std::max(2, t.violated_invariant.modulus), 6.0f * em);
    }
  }

  if (app.hooks.copy_text) {
    const std::string title = zk_title(*app.game.machine().modular(), app.game.current().id());
    if (ImGui::Button("Copy LaTeX")) {
      app.hooks.copy_text(zk_to_latex(t, title));
      app.game.set_message("The system, the steps and the answer are on the clipboard as LaTeX (amsmath).", false);
    }
    record_control(app, "Copy LaTeX");
    ImGui::SameLine();
    if (ImGui::Button("Copy text")) {
      app.hooks.copy_text(zk_to_text(t, title));
      app.game.set_message("The explanation is on the clipboard as plain text.", false);
    }
    record_control(app, "Copy text");
    ImGui::SameLine();  // beside the exports: the panels below keep their place
  }
  why_diy_section(app);
}

long long modular_elimination_steps(App& app) {
  const ZkExplanationCache* c = trace_of(app);
  return c && steps_shown(c->t) ? (long long)c->t.steps.size() : -1;
}

void why_modular_state_json(App& app, JsonWriter& j) {
  ZkExplanationCache* c = trace_of(app);
  if (!c) return;
  const ZkTrace& t = c->t;
  const std::size_t step = app.linear_why.elim_step;
  j.key("elimination").begin_object();
  j.key("step").value(step);
  j.key("steps").value(t.steps.size());
  j.key("caption").value(step > 0 && step <= t.steps.size() ? t.steps[step - 1].caption(t.k) : "");
  j.key("done").value(t.steps_recorded && step == t.steps.size());
  std::vector<int> presses;  // a button once per press, like the solver's answer
  if (t.solvable)
    for (std::size_t b = 0; b < t.solution.size(); ++b)
      for (int r = 0; r < t.solution[b]; ++r) presses.push_back(int(b));
  j.key("solution").ints(presses, 1);
  j.end_object();
}

std::string modular_export_text(App& app, const std::string& format) {
  ZkExplanationCache* c = trace_of(app);
  if (!c) return {};
  const std::string title = zk_title(*app.game.machine().modular(), app.game.current().id());
  return format == "latex" ? zk_to_latex(c->t, title) : zk_to_text(c->t, title);
}

//-----------------------------------------------------------------------------
// [SECTION] Over the board
//-----------------------------------------------------------------------------

void why_modular_overlay(App& app) {
  const ZkExplanationCache* c = app.linear_why.zk_explanation.get();
  const Machine& m = app.game.machine();
  if (!c || c->revision != app.game.revision() || app.board.cell <= 0) return;
  if (!(c->t.steps_recorded && app.linear_why.elim_step == c->t.steps.size() && c->t.solvable)) return;
  // At the end of the elimination, s is marked on the board: an outline and
  // how many times each button is pressed.
  const Rect& r = app.board.rect;
  const float s = app.board.cell;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (std::size_t b = 0; b < c->t.solution.size(); ++b) {
    const int times = c->t.solution[b], cell = m.button_cell(int(b));
    if (!times || cell < 0) continue;
    const ImVec2 a(r.x + float(cell % m.cols()) * s, r.y + float(cell / m.cols()) * s);
    dl->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + s - 2, a.y + s - 2), kRowHot, s * 0.12f, 0, std::max(2.0f, s * 0.06f));
    char text[8];
    std::snprintf(text, sizeof text, "x%d", times);
    dl->AddText(ImVec2(a.x + s * 0.1f, a.y + s * 0.62f), kHighlight, text);
  }
}

}  // namespace tl::app
