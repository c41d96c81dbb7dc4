// elimination_draw.cpp: the elimination's views (elimination_screen.hpp):
// the Why tab's sections, the worksheets' exports, and what is drawn over
// the board. They read the model and the game, record where the matrices
// went, and send messages.
//
// [SECTION] The panel: A, elimination step by step, inverse, quiet patterns
// [SECTION] The worksheets
// [SECTION] Over the board
#include <algorithm>
#include <cstdio>

#include "app/screens/elimination/elimination_cache.hpp"
#include "app/screens/elimination/matrix_draw.hpp"
#include "core/game/press_reach.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::elimination {

//-----------------------------------------------------------------------------
// [SECTION] The panel
//-----------------------------------------------------------------------------

namespace {

// A reason written as a clause ("no presses can reach ...") begun as a
// sentence after a full stop.
std::string as_sentence(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
  while (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

// Presses per button shown on the cells the buttons sit on.
std::vector<uint8_t> buttons_as_cells(const Machine& m, const ZkVec& presses) {
  std::vector<uint8_t> out(std::size_t(m.cell_count()), 0);
  for (std::size_t b = 0; b < presses.size(); ++b)
    if (m.button_cell(int(b)) >= 0) out[std::size_t(m.button_cell(int(b)))] = presses[b];
  return out;
}

// The four controls (Step back, Next step, Run, To the end): one width for
// all, in two rows of two where a phone's panel is narrower than four.
struct FourButtons {
  float width;
  bool two_rows;
};
FourButtons four_buttons() {
  const float em = ImGui::GetFontSize(), gap = ImGui::GetStyle().ItemSpacing.x;
  const float avail = ImGui::GetContentRegionAvail().x;
  if (avail >= 4.0f * 5.5f * em + 3.0f * gap) return {5.5f * em, false};
  return {std::max((avail - gap) * 0.5f, 5.5f * em), true};
}

// What every section draws with.
struct Pane {  // NOLINT(cppcoreguidelines-pro-type-member-init): an aggregate, every field given where it is made
  const Model& m;
  const Midend& game;
  const Look& look;
  const Ui& ui;
  std::vector<MatrixDrawn>& drawn;
  Sink<Msg> send;
};

void elimination_section(const Pane& p, const ExplanationCache& c, float width, bool reduce_motion) {
  const Explanation& e = c.e;
  const Model& v = p.m;
  if (v.scroll_to) {  // a link named a step: its section at the pane's top, once
    ImGui::SetScrollHereY(0.0f);
    p.send.send(StepShown{});
  }
  if (!steps_shown(e)) {
    if (e.step_count >= 0)
      ImGui::TextWrapped(
          "Gaussian elimination mod %d on [A | b] took %lld row operations on a %d x %d system: too "
          "many to show one by one. The answer below comes from the same algebra.",
          e.k, e.step_count, e.cells, e.buttons);
    else
      ImGui::TextWrapped(
          "The system is too large to eliminate densely here; the machine's own method (light "
          "chasing) gives the answer and the counts below.");
    return;
  }
  const std::size_t n = e.steps.size();
  const std::size_t step = std::min(v.step, n);
  const FourButtons fb = four_buttons();
  ImGui::BeginDisabled(step == 0);
  if (ImGui::Button("Step back", ImVec2(fb.width, 0))) p.send.send(StepBack{});
  p.ui.control("Step back");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(step >= n);
  if (ImGui::Button("Next step", ImVec2(fb.width, 0))) p.send.send(NextStep{});
  p.ui.control("Next step");
  if (!fb.two_rows) ImGui::SameLine();
  if (ImGui::Button(v.playing ? "Pause" : "Run", ImVec2(fb.width, 0))) p.send.send(RunOrPause{reduce_motion});
  p.ui.control(v.playing ? "Pause" : "Run");
  ImGui::SameLine();
  if (ImGui::Button("To the end", ImVec2(fb.width, 0))) p.send.send(ToEnd{});
  p.ui.control("To the end");
  ImGui::EndDisabled();

  const ModMatrix& m = c.matrix;  // replayed to the step in the update (prepare)
  Marks marks;
  marks.bar_before = e.buttons;
  if (step == 0) {
    if (e.k == 2) ImGui::Text("Step 0 of %zu: [A | b], b = goal + lights", n);
    else ImGui::Text("Step 0 of %zu: [A | b], b = goal - lights (mod %d)", n, e.k);
  } else {
    const RowOp& op = e.steps[step - 1];
    ImGui::TextWrapped("Step %zu of %zu: %s", step, n, op.caption(e.k).c_str());
    marks.hot_a = op.row;
    marks.hot_b = op.kind == RowOpKind::Scale || op.kind == RowOpKind::Pivot ? -1 : op.other;
    marks.hot_col = op.col;
  }
  const MatrixPlace place = matrix_place(m, width, e.buttons, true);
  mod_matrix(m, place, marks, p.look);
  record_matrix(p.drawn, "[A | b]", m, place);
  bits_legend(m, place, true, p.ui);
  zoom_matrix({"[A | b]", v.zoom_augmented, true}, m, place, width, marks, p.look, p.ui, p.drawn, p.send);
  if (step == n) {
    if (e.solvable)
      ImGui::TextWrapped("Reduced form reached. Read s off the last column: press %s (marked on the board).",
                         presses_text(e.solution).c_str());
    else if (e.k == 2)
      ImGui::TextWrapped("Row %d reads 0 = 1: no solution. %s.", e.contradiction_row + 1, as_sentence(e.reason).c_str());
    else
      ImGui::TextWrapped("Row %d reads 0 = c with c not 0 (mod %d): no solution. %s.", e.contradiction_row + 1, e.k,
                         as_sentence(e.reason).c_str());
  }
}

void matrix_section(const Pane& p, const Explanation& e, float width) {
  if (e.dense && e.cells <= kStepThroughMax && e.buttons <= kStepThroughMax) {
    const bool touch = p.ui.touch();
    ImGui::TextDisabled("%d cells x %d buttons; column j: what button j %s. %s", e.cells, e.buttons,
                        e.k == 2 ? "toggles" : "adds to each cell", point_words(touch));
    const MatrixPlace place = matrix_place(e.a, width, -1, true);
    const MatrixPick in_pane = pick_at(place, e.cells, e.buttons);
    const int row = p.m.hover_row;
    const int picked = highlighted_button(p.m);
    // Nothing hovers under a finger: what a tap picked stays marked, as the
    // mouse's hover shows what is under it now.
    if (touch) mod_matrix(e.a, place, {-1, row, -1, picked}, p.look);
    else mod_matrix(e.a, place, {-1, in_pane.row, -1, in_pane.column >= 0 ? in_pane.column : picked}, p.look);
    record_matrix(p.drawn, "A", e.a, place);
    bits_legend(e.a, place, false, p.ui);
    // The zoomed copy picks rows and columns as the pane's does.
    const MatrixPick in_zoom =
        zoom_matrix({"A", p.m.zoom_a, false}, e.a, place, width, {-1, row, -1, picked}, p.look, p.ui, p.drawn, p.send);
    const MatrixPick pick = in_pane.any() ? in_pane : in_zoom;
    if (touch) {
      // A tap picks the column or the row (a second tap on it lets go).
      if (pick.any() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        p.send.send(HoverColumn{pick.column < 0 || pick.column == picked ? -1 : pick.column});
        p.send.send(HoverRow{pick.row < 0 || pick.row == row ? -1 : pick.row});
        p.send.send(HoverButton{-1});
      }
      if (picked >= 0 && picked < e.buttons)
        ImGui::TextDisabled("u_%d: the cells button %d changes (outlined on the board).", picked + 1, picked + 1);
      else if (row >= 0 && row < e.cells)
        ImGui::TextDisabled("Row %d: the buttons that change cell %d (ringed on the board).", row + 1, row + 1);
    } else {
      // Sent when it changes, by one writer for both copies: at rest no message, no frame.
      if (pick.column != p.m.hover_column) p.send.send(HoverColumn{pick.column});
      if (pick.row != row) p.send.send(HoverRow{pick.row});
      if (pick.column >= 0)
        tooltip("u_%d: the cells button %d changes (outlined on the board)", pick.column + 1, pick.column + 1);
      else if (pick.row >= 0)
        tooltip("Row %d: the buttons that change cell %d (ringed on the board)", pick.row + 1, pick.row + 1);
    }
  } else {
    ImGui::TextDisabled("A is %d x %d: too large to draw.", e.cells, e.buttons);
  }
  const ZkAnalysis& a = e.analysis;
  if (e.k != 2 && a.rank < 0)
    ImGui::TextWrapped("%d is not prime: Z_%d has zero divisors, so there is no rank; the counts below are exact.", e.k, e.k);
  else ImGui::Text("Rank %d, nullity %d (mod %d).", e.rank, e.nullity, e.k);
  if (e.reachable_fraction() == "1")
    ImGui::TextWrapped("From any start every one of the %d^%d positions can be reached.", e.k, e.cells);
  else
    // "1 in 4", as the reachability words and the worksheet say it; the power form after.
    ImGui::TextWrapped("Reachable from any start: 1 in %s of all positions (%s of the %d^%d; %s).",
                       a.unreachable_ratio.decimal(60).c_str(), a.reachable.decimal(60).c_str(), e.k, e.cells,
                       e.reachable_fraction().c_str());
}

void quiet_section(const Pane& p, const Explanation& e) {
  const Machine& m = p.game.machine();
  const ZkAnalysis& a = e.analysis;
  const float em = ImGui::GetFontSize();
  ImGui::TextWrapped(
      "%d quiet pattern%s: pressing each button the times shown changes nothing, so every solvable "
      "position has %s solutions.",
      e.nullity, e.nullity == 1 ? "" : "s", a.solutions_each.decimal(60).c_str());
  for (std::size_t k = 0; k < a.quiet_patterns.size() && k < 12; ++k) {
    const ZkVec& q = a.quiet_patterns[k].v;
    ImGui::PushID(int(k));
    ImGui::BeginGroup();
    if (m.button_cell(0) >= 0) p.look.small_board(buttons_as_cells(m, q), e.k, 4.0f * em);
    else ImGui::Text("press %s", presses_text(q).c_str());  // buttons off the board
    if (small_button(p.ui, "Apply")) p.send.send(ApplyQuiet{once_per_press(q)});
    p.ui.control(("Apply pattern " + std::to_string(k + 1)).c_str());
    ImGui::EndGroup();
    ImGui::PopID();
    if ((k + 1) % 4 != 0) ImGui::SameLine();
  }
  ImGui::NewLine();
}

}  // namespace

bool draw_sections(const Model& m, const Midend& game, const Look& look, bool reduce_motion, const Ui& ui,
                   std::vector<MatrixDrawn>& drawn, Sink<Msg> send) {
  const ExplanationCache* c = fresh_explanation(m, game);
  if (!c) return false;
  const Pane p{m, game, look, ui, drawn, send};
  const Explanation& e = c->e;
  const float em = ImGui::GetFontSize();
  // Mod k the matrices' digits need squares of 0.9 em: a desktop's pane
  // gives a 5 x 5's 26 columns the room for them.
  const float width = std::min((e.k == 2 ? 22.0f : 28.0f) * em, ImGui::GetContentRegionAvail().x - em);
  if (e.k == 2)
    ImGui::TextWrapped(
        "Each button adds its vector u_j to the lights, mod 2. Solving means finding the buttons s with "
        "A s = b, b = goal + lights (mod 2): the order of presses does not matter and a second press "
        "undoes the first.");
  else
    ImGui::TextWrapped(
        "Each press of button j adds column j of A to the lights, mod %d: pressing a button %d times "
        "changes nothing. Solving means finding how often to press each button, s_j in 0..%d, with "
        "A s = b (mod %d), b = goal - lights.",
        e.k, e.k, e.k - 1, e.k);

  if (ImGui::CollapsingHeader("The matrix A", ImGuiTreeNodeFlags_DefaultOpen)) matrix_section(p, e, width);

  if (ImGui::CollapsingHeader("Elimination, step by step", ImGuiTreeNodeFlags_DefaultOpen))
    elimination_section(p, *c, width, reduce_motion);

  if (e.inverse && e.cells <= kStepThroughMax && ImGui::CollapsingHeader("The inverse A^-1", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextDisabled("s = A^-1 b (mod %d): column i is the presses that add 1 to cell i alone.", e.k);
    mod_matrix(*e.inverse, matrix_place(*e.inverse, width * 0.8f, -1, false), {}, look);
  }

  if (!e.analysis.quiet_patterns.empty() && ImGui::CollapsingHeader("Quiet patterns", ImGuiTreeNodeFlags_DefaultOpen))
    quiet_section(p, e);

  // Why only these positions: on every board, solvable or not, in the
  // worksheet's words (reachability.hpp).
  if (ImGui::CollapsingHeader("Which positions can be reached", ImGuiTreeNodeFlags_DefaultOpen)) {
    ui.control("Which positions can be reached");
    for (const std::string& para : c->reachability) ImGui::TextWrapped("%s", para.c_str());
    ui.text("Reachability");
  }
  return true;
}

//-----------------------------------------------------------------------------
// [SECTION] The worksheets
//-----------------------------------------------------------------------------

void draw_exports(const Model& m, const Midend& game, const Ui& ui, Sink<Msg> send) {
  const ExplanationCache* c = fresh_explanation(m, game);
  if (!c) return;
  // Which worksheet Copy LaTeX and Copy text give: three buttons, the chosen
  // one lit (buttons, not radio dots: a finger's size on a phone). The
  // student sheet and its key need a board up to 5x5 with every step kept;
  // otherwise they are greyed and the reason said.
  const std::string refusal = student_sheet_refusal(c->sheet());
  const Sheet shown = sheet_to_copy(m, refusal);
  ImGui::TextUnformatted("Worksheet:");
  static constexpr struct {
    Sheet sheet;
    const char* label;
  } kChoices[] = {{Sheet::Full, "Full sheet"}, {Sheet::Student, "Student sheet"}, {Sheet::AnswerKey, "Answer key"}};
  for (const auto& choice : kChoices) {
    const bool chosen = shown == choice.sheet;
    const bool refused = choice.sheet != Sheet::Full && !refusal.empty();
    same_line_for_button(choice.label);  // a 320 px phone takes the three on two lines
    ImGui::BeginDisabled(refused);
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(choice.label) && !chosen) send.send(ChooseSheet{choice.sheet});
    if (chosen) ImGui::PopStyleColor();
    ImGui::EndDisabled();
    ui.control(choice.label);
  }
  if (!refusal.empty()) {
    ImGui::TextDisabled("No student sheet here: %s.", refusal.c_str());
    ui.text("No student sheet here");
  }
  if (c->start) {
    ImGui::TextDisabled("The worksheets are for this game's start, not the position now.");
    ui.text("Worksheet from the start");
  }
  // The texts are the engine's, written before the tap (the clipboard wants
  // the tap's gesture, which a round trip to the worker would lose): the
  // buttons wait for them, greyed (no line comes and goes above the
  // sections a link scrolled into sight).
  const bool ready = sheets_ready(m, *c);
  if (!ready && !m.sheets.error.empty()) {
    ImGui::TextDisabled("The worksheets could not be written: %s.", m.sheets.error.c_str());
    ui.text("The worksheets could not be written");
  }
  ImGui::BeginDisabled(!ready);
  if (ImGui::Button("Copy LaTeX")) send.send(ExportSheet{Export::CopyLatex});
  ui.control("Copy LaTeX");
  ImGui::SameLine();
  if (ImGui::Button("Copy text")) send.send(ExportSheet{Export::CopyText});
  ui.control("Copy text");
  // The same two as files a teacher hands out: "merlin-worksheet-student.tex".
  if (ImGui::Button("Save .tex")) send.send(ExportSheet{Export::SaveTex});
  ui.control("Save .tex");
  ImGui::SameLine();
  if (ImGui::Button("Save .txt")) send.send(ExportSheet{Export::SaveTxt});
  ui.control("Save .txt");
  ImGui::EndDisabled();
}

//-----------------------------------------------------------------------------
// [SECTION] Over the board
//-----------------------------------------------------------------------------

void draw_overlay(const Model& model, const Midend& game, BoardPlace board, const Theme& theme, bool touch, Sink<Msg> send) {
  const Machine& m = game.machine();
  if (!explainable(m) || board.cell <= 0) return;
  const ImGuiIO& io = ImGui::GetIO();
  const Rect& r = board.rect;
  const int cols = m.cols();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = board.cell;
  auto outline = [&](int cell, ImU32 col) {
    const ImVec2 a(r.x + float(cell % cols) * s, r.y + float(cell / cols) * s);
    dl->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + s - 2, a.y + s - 2), col, s * 0.12f, 0, std::max(2.0f, s * 0.06f));
    return a;
  };
  const ExplanationCache* c = fresh_explanation(model, game);
  // At the end of the elimination, the solution s is marked on the board:
  // an outline, and with k states how many times each button is pressed.
  if (c && c->e.steps_recorded && model.step == c->e.steps.size() && c->e.solvable) {
    for (std::size_t b = 0; b < c->e.solution.size(); ++b) {
      const int times = c->e.solution[b], cell = m.button_cell(int(b));
      if (!times || cell < 0) continue;
      const ImVec2 a = outline(cell, theme.hint);
      if (c->e.k == 2) continue;
      char text[8];
      std::snprintf(text, sizeof text, "x%d", times);
      dl->AddText(ImVec2(a.x + s * 0.1f, a.y + s * 0.62f), theme.hover, text);
    }
  }
  // Hovering a button on the board highlights its column of A (next frame), and the reverse.
  int hovered_button = -1;
  if (io.MousePos.x >= r.x && io.MousePos.y >= r.y && io.MousePos.x < r.x + r.w && io.MousePos.y < r.y + r.h) {
    hovered_button = button_on_cell(m, int((io.MousePos.y - r.y) / s) * cols + int((io.MousePos.x - r.x) / s));
  }
  const int show = highlighted_button(model);
  if (touch) {  // a tap presses the button and picks its column, as hovering it would
    if (hovered_button >= 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
      send.send(HoverButton{hovered_button});
      send.send(HoverColumn{-1});
    }
  } else if (hovered_button != model.hover_button) {  // sent when it changes: at rest no message, no frame
    send.send(HoverButton{hovered_button});
  }
  // A row of A picked: its cell outlined, and the buttons that change it
  // ringed inside their cells (a button is drawn on its cell).
  const int row = model.hover_row;
  if (c && c->e.dense && row >= 0 && row < c->e.cells) {
    outline(row, theme.hover);
    for (const int b : buttons_changing(c->e, row)) {
      const int cell = m.button_cell(b);
      if (cell < 0) continue;
      const ImVec2 a(r.x + float(cell % cols) * s, r.y + float(cell / cols) * s);
      dl->AddCircle(ImVec2(a.x + s * 0.5f, a.y + s * 0.5f), s * 0.28f, theme.hint, 0, std::max(2.0f, s * 0.06f));
    }
  }
  if (!c || !c->e.dense || show < 0 || show >= c->e.buttons) return;
  for (int cell = 0; cell < c->e.cells; ++cell)
    if (c->e.a.get(cell, show)) outline(cell, theme.hover);
}

}  // namespace tl::app::elimination
