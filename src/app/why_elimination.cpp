// why_elimination.cpp: the linear algebra behind every linear machine (Merlin,
// Lights Out of any shape and any number of states, Quatrainment, custom
// rules), beside the board, as Arnold and Blaszak does it on paper, one
// screen for two states and k:
//
// [SECTION] The explanation of the current position (cached)
// [SECTION] Drawing matrices
// [SECTION] The panel: A, elimination step by step, inverse, quiet patterns, export
// [SECTION] State for the automation hook and the exports
// [SECTION] Over the board
#include <algorithm>
#include <cstdio>
#include <optional>

#include "app/board_palette.hpp"
#include "app/board_view.hpp"
#include "app/diy_host.hpp"
#include "app/invariant_view.hpp"
#include "app/panels.hpp"
#include "app/theme_view.hpp"
#include "app/copy_view.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/press_reach.hpp"
#include "core/game/wiring_view.hpp"
#include "core/linear/explain/broken_invariants.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/linear/explain/reachability.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

// Row `cell` of a dense A: the buttons (0-based) that change that cell,
// what a picked row rings on the board and the hook names.
std::vector<int> buttons_changing(const Explanation& e, int cell) {
  std::vector<int> out;
  for (int b = 0; b < e.buttons; ++b)
    if (e.a.get(cell, b)) out.push_back(b);
  return out;
}

// A reason written as a clause ("no presses can reach ...") begun as a
// sentence after a full stop.
std::string as_sentence(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
  while (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

// The theme's (theme_view.hpp): a 1 lit, a 0 unlit, the rows at work in the
// hint's green, the column looked at in the message's blue.
ImU32 one_colour() { return board_theme().lit; }
ImU32 zero_colour() { return board_theme().unlit; }
ImU32 row_hot() { return board_theme().good_text; }
ImU32 column_hot() { return board_theme().info_text; }
// One limit for both fields, from what a phone draws fast and legibly: a
// system of up to 64 cells and buttons is drawn whole (A, every step of
// [A | b], A^-1) and stepped through; a 65-column matrix on a 320 px screen
// is about 4 px a column, the smallest a finger can still follow, and about
// 4000 small rectangles or numbers a frame while a step animates. Larger
// systems get the summary and the exports.
constexpr int kStepThroughMax = 64;

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The explanation of the current position (cached)
//-----------------------------------------------------------------------------

// The explanation of one position, made once per change of the game (keyed
// by the midend's revision), and [A | b] replayed to the step on show.
struct ExplanationCache {
  uint64_t revision = 0;
  Explanation e;
  // The worksheets are the game's, from its start (the position dealt, or
  // the one set in edit mode), not the position now (a solved game would
  // hand out b = 0): its explanation, made once a game and carried from
  // cache to cache; null while the position shown is the start.
  uint64_t deal = 0;
  std::shared_ptr<const Explanation> start;
  const Explanation& sheet() const { return start ? *start : e; }
  std::vector<std::string> reachability;  // "Which positions can be reached", written once per explanation
  std::size_t replayed_step = 0;          // `matrix` is [A | b] after this many steps
  ModMatrix matrix;
};

namespace {

ExplanationCache make_explanation(const App& app, const ExplanationCache* before = nullptr) {
  ExplanationCache c;
  c.revision = app.game.revision();
  c.e = explain(app.game.machine(), app.game.current().position);
  c.e.id = app.game.current().id();  // the worksheet's title, as `togglelab explain` writes it
  const Session& s = app.game.session();
  c.deal = s.deal();
  const Puzzle& start = s.game_start_puzzle();
  if (start.position != app.game.current().position) {
    if (before && before->deal == c.deal) {
      c.start = before->start ? before->start : std::make_shared<const Explanation>(before->e);  // it showed the start
    }
    if (!c.start) {
      Explanation e = explain(*start.machine, start.position);
      e.id = start.id();
      c.start = std::make_shared<const Explanation>(std::move(e));
    }
  }
  c.matrix = c.e.augmented;
  c.reachability = reachability_words(c.e).paragraphs();
  return c;
}

// The explanation made for the game as it is now, or null when the game
// changed since (the next update makes it again).
const ExplanationCache* fresh_explanation(const App& app) {
  const ExplanationCache* c = app.linear_why.explanation.get();
  return c && c->revision == app.game.revision() ? c : nullptr;
}

// Update step: the explanation of this position, made once per change of the
// game (the step-through starts over on a new position).
ExplanationCache* explanation(App& app) {
  if (!explainable(app.game.machine())) return nullptr;
  if (!fresh_explanation(app)) {
    app.linear_why.explanation = std::make_shared<ExplanationCache>(make_explanation(app, app.linear_why.explanation.get()));
    app.linear_why.elim_step = 0;
    app.linear_why.elim_playing = false;
  }
  return app.linear_why.explanation.get();
}

// [A | b] after app.linear_why.elim_step steps, walking from the last replayed step.
const ModMatrix& matrix_at_step(App& app, ExplanationCache& c) {
  const std::size_t want = std::min(app.linear_why.elim_step, c.e.steps.size());
  while (c.replayed_step < want) apply(c.matrix, c.e.steps[c.replayed_step++]);
  while (c.replayed_step > want) undo(c.matrix, c.e.steps[--c.replayed_step]);
  return c.matrix;
}

//-----------------------------------------------------------------------------
// [SECTION] Drawing matrices
//-----------------------------------------------------------------------------

// What pointing at A does, in the words of the screen's pointer: a finger
// taps (nothing hovers under it), a mouse hovers.
const char* point_words(const App& app) {
  return touch_ui(app) ? "Tap a column, a row's number or a button." : "Hover a column, a row's number or a button.";
}

// Where a matrix goes: its entries' origin and side, and the gutters of
// its row and column numbers (captions say "add row 1 to row 6": the rows
// carry their numbers, every row where the label fits in a row's height).
struct MatrixPlace {
  ImVec2 origin;       // the first entry's top left
  float cell = 0;      // an entry's side
  float label_px = 0;  // the numbers' font size (0: no numbers)
  int row_every = 1;   // a row number on row 1 and every row_every-th
  int col_every = 1;   // the same for columns
  ImVec2 size;         // all of it, numbers included
  float gutter_x = 0;  // the row numbers' width, left of origin
  bool digits = true;  // entries as digits: always mod k; mod 2 over the squares where they are big enough to read
};

// Mod 2 an entry is a square, lit for 1; at this size or more it carries its
// digit too, so a student reads 0 and 1 as the captions' row operations do.
constexpr float kBitDigitsEm = 0.9f;

MatrixPlace matrix_place(const ModMatrix& m, float max_width, int bar_before, bool numbers) {
  const float em = ImGui::GetFontSize();
  const bool bits = m.k() == 2;
  ImFont* font = ImGui::GetFont();
  MatrixPlace p;
  const float extra = bar_before >= 0 ? 0.5f : 0.0f;
  auto side = [&](float w) {
    return bits ? std::clamp(w / (float(std::max(1, m.cols())) + extra), 2.0f, 1.1f * em)
                : std::clamp(w / float(std::max(1, m.cols() + 1)), 2.0f, 1.6f * em);
  };
  p.cell = side(max_width);
  float gutter_x = 0, gutter_y = 0;
  if (numbers) {
    p.label_px = std::clamp(p.cell * 0.95f, 0.55f * em, 0.75f * em);
    const float row_w = font->CalcTextSizeA(p.label_px, 1e9f, 0, std::to_string(m.rows()).c_str()).x;
    gutter_x = row_w + 0.3f * em;
    gutter_y = p.label_px + 0.15f * em;
    p.cell = side(max_width - gutter_x);
    p.label_px = std::clamp(p.cell * 0.95f, 0.55f * em, 0.75f * em);
    const float col_w = font->CalcTextSizeA(p.label_px, 1e9f, 0, std::to_string(m.cols()).c_str()).x;
    for (int n : {1, 2, 5, 10, 20, 50, 100}) {
      p.row_every = n;
      if (float(n) * p.cell >= p.label_px * 0.9f) break;
    }
    for (int n : {1, 2, 5, 10, 20, 50, 100}) {
      p.col_every = n;
      if (float(n) * p.cell >= col_w + 2.0f) break;
    }
  }
  // Too small for digits, the entries are squares (mod k in the colours of
  // the board's states) and Zoom draws them again with their digits: a
  // matrix wider than the pane would be cut at its edge.
  p.digits = p.cell >= kBitDigitsEm * em;
  const ImVec2 c = ImGui::GetCursorScreenPos();
  p.origin = ImVec2(c.x + gutter_x, c.y + gutter_y);
  p.gutter_x = gutter_x;
  p.size = ImVec2(gutter_x + p.cell * (float(m.cols()) + extra), gutter_y + p.cell * float(m.rows()));
  return p;
}

// A matrix mod k at `p`: mod 2 a grid of lit and dark squares, otherwise the
// numbers; `bar_before` draws the rule of an augmented matrix [A | b] (its
// last column numbered "b"); the rows the current step touches are green,
// their numbers too, and its pivot column tinted.
void mod_matrix(const ModMatrix& m, const MatrixPlace& p, int bar_before = -1, int hot_a = -1, int hot_b = -1, int hot_col = -1) {
  const float em = ImGui::GetFontSize();
  const bool bits = m.k() == 2;
  const float cell = p.cell;
  const ImVec2 o = p.origin;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = ImGui::GetFont();
  const float fs = em * std::min(1.0f, cell / (1.3f * em));
  auto column_x = [&](int j) { return o.x + float(j) * cell + (bar_before >= 0 && j >= bar_before ? cell * 0.5f : 0.0f); };
  if (p.label_px > 0) {
    const ImU32 quiet = board_theme().text_disabled;
    for (int i = 0; i < m.rows(); ++i) {
      if (i != 0 && (i + 1) % p.row_every != 0) continue;
      const std::string t = std::to_string(i + 1);
      const ImVec2 sz = font->CalcTextSizeA(p.label_px, 1e9f, 0, t.c_str());
      const bool hot = i == hot_a || i == hot_b;
      dl->AddText(font, p.label_px, ImVec2(o.x - sz.x - 0.2f * em, o.y + float(i) * cell + (cell - sz.y) * 0.5f),
                  hot ? row_hot() : quiet, t.c_str());
    }
    for (int j = 0; j < m.cols(); ++j) {
      const bool b = bar_before >= 0 && j == bar_before;
      if (!b && j != 0 && (j + 1) % p.col_every != 0) continue;
      const std::string t = b ? "b" : std::to_string(j + 1);
      const ImVec2 sz = font->CalcTextSizeA(p.label_px, 1e9f, 0, t.c_str());
      dl->AddText(font, p.label_px, ImVec2(column_x(j) + (cell - sz.x) * 0.5f, o.y - sz.y - 0.1f * em),
                  j == hot_col ? column_hot() : quiet, t.c_str());
    }
  }
  for (int i = 0; i < m.rows(); ++i) {
    const bool hot = i == hot_a || i == hot_b;
    for (int j = 0; j < m.cols(); ++j) {
      const ImVec2 a(column_x(j), o.y + float(i) * cell);
      const int v = m.get(i, j);
      if (bits) {
        const ImU32 col = v ? (hot ? board_theme().hint : one_colour()) : (j == hot_col ? board_theme().header : zero_colour());
        dl->AddRectFilled(ImVec2(a.x + 0.5f, a.y + 0.5f), ImVec2(a.x + cell - 0.5f, a.y + cell - 0.5f), col);
        if (p.digits) {  // the digit on its square, dark or light, whichever reads on it
          const char* text = v ? "1" : "0";
          const ImVec2 t = font->CalcTextSizeA(fs * 0.85f, 1e9f, 0, text);
          dl->AddText(font, fs * 0.85f, ImVec2(a.x + (cell - t.x) * 0.5f, a.y + (cell - t.y) * 0.5f), badge_text(col), text);
        }
        continue;
      }
      if (!p.digits) {  // the colour a light in state v shows
        const ImU32 col = j == hot_col && v == 0 ? board_theme().header : cell_colour(v, false, false, m.k());
        dl->AddRectFilled(ImVec2(a.x + 0.5f, a.y + 0.5f), ImVec2(a.x + cell - 0.5f, a.y + cell - 0.5f), col);
        continue;
      }
      if (j == hot_col) dl->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), board_theme().header);
      char text[8];
      std::snprintf(text, sizeof text, "%d", v);
      const ImVec2 t = font->CalcTextSizeA(fs, 1e9f, 0, text);
      const ImU32 col = v == 0 ? board_theme().text_disabled : hot ? row_hot() : board_theme().accent;
      dl->AddText(font, fs, ImVec2(a.x + (cell - t.x) * 0.5f, a.y + (cell - t.y) * 0.5f), col, text);
    }
    if (hot)
      dl->AddRect(ImVec2(o.x - 1, o.y + float(i) * cell),
                  ImVec2(o.x + cell * (float(m.cols()) + 0.5f) + 1, o.y + float(i + 1) * cell), row_hot());
  }
  if (bar_before >= 0) {
    const float x = o.x + float(bar_before) * cell + cell * 0.25f;
    dl->AddLine(ImVec2(x, o.y), ImVec2(x, o.y + cell * float(m.rows())), board_theme().text, 1.0f);
  }
  ImGui::Dummy(p.size);
}

// Where a matrix was drawn, for the hook (a test taps a column of A by it).
void record_matrix(App& app, const char* name, const ModMatrix& m, const MatrixPlace& p) {
  app.linear_why.drawn.push_back({name, Rect{p.origin.x, p.origin.y, p.cell * float(m.cols()), p.cell * float(m.rows())},
                                  m.rows(), m.cols(), p.label_px, p.row_every, p.col_every, p.digits});
}

// What the squares mean, under A and [A | b]: mod 2 the captions speak of 0
// and 1 ("add row 1 to row 6"), the matrix of lit and dark; mod k, where the
// squares carry no digits, of the board's colours.
void bits_legend(App& app, const ModMatrix& m, const MatrixPlace& p, bool augmented) {
  if (m.k() != 2) {
    if (p.digits) return;
    ImGui::TextDisabled(
        "Each square has the colour of a light in that state, 0 to %d, as on the board (the squares are "
        "too small for their digits here).",
        m.k() - 1);
    record_text(app, augmented ? "Legend of [A | b]" : "Legend of A");
    return;
  }
  const char* where = p.digits ? "" : " (the squares are too small for their digits here)";
  if (augmented) ImGui::TextDisabled("Lit = 1, dark = 0, mod 2; b: 1 where a light must change%s.", where);
  else ImGui::TextDisabled("Lit = 1 (the button changes that light), dark = 0, mod 2%s.", where);
  record_text(app, augmented ? "Legend of [A | b]" : "Legend of A");
}

// What the pointer is over in a matrix drawn at `p`: a column's entries (a
// button's press vector) or a row's number (a cell), -1 for neither.
struct MatrixPick {
  int column = -1, row = -1;
  bool any() const { return column >= 0 || row >= 0; }
};

MatrixPick pick_at(const MatrixPlace& p, int rows, int cols) {
  const ImVec2 m = ImGui::GetIO().MousePos, o = p.origin;
  const float bit = p.cell;
  MatrixPick pick;
  if (m.y < o.y || m.y >= o.y + bit * float(rows)) return pick;
  if (m.x >= o.x && m.x < o.x + bit * float(cols)) pick.column = int((m.x - o.x) / bit);
  // A row's number, left of the entries: row i is cell i, and its entries
  // the buttons that change that cell.
  else if (m.x >= o.x - p.gutter_x && m.x < o.x) pick.row = int((m.y - o.y) / bit);
  return pick;
}

// Where the pane's squares are too small for their digits (5 x 5 on a
// phone), Zoom draws the same matrix again with squares that carry them, in
// a strip that scrolls sideways within the pane; its rows and columns are
// numbered and the rows the step touches marked, as in the pane's copy.
MatrixPick zoom_matrix(App& app, const char* name, const ModMatrix& m, const MatrixPlace& shown, float width, int bar, int hot_a,
                       int hot_b, int hot_col) {
  if (shown.digits) return {};
  const bool a = bar < 0;
  const bool on = a ? app.linear_why.zoom_a : app.linear_why.zoom_augmented;
  const std::string label = std::string(on ? "Unzoom " : "Zoom ") + name;
  if (small_button(app, (label + "##zoom").c_str())) later(app, intent::ZoomMatrix{!a});
  record_control(app, (std::string("Zoom ") + name).c_str());
  if (!on) return {};
  const float em = ImGui::GetFontSize();
  // Wide enough for squares of 1.1 em, the size that carries a digit.
  const float wide = (float(m.cols()) + 4.0f) * 1.1f * em;
  // Placed here for its size, then moved to where the strip begins.
  MatrixPlace place = matrix_place(m, wide, bar, true);
  const ImVec2 outside = ImGui::GetCursorScreenPos();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float height = place.size.y + style.ScrollbarSize + 2.0f * style.WindowPadding.y;
  ImGui::BeginChild(a ? "##zoom_a" : "##zoom_ab", ImVec2(width, height), false, ImGuiWindowFlags_HorizontalScrollbar);
  const ImVec2 inside = ImGui::GetCursorScreenPos();
  place.origin = ImVec2(place.origin.x + inside.x - outside.x, place.origin.y + inside.y - outside.y);
  mod_matrix(m, place, bar, hot_a, hot_b, hot_col);
  record_matrix(app, a ? "A zoomed" : "[A | b] zoomed", m, place);
  // Only where the strip shows it: the entries scrolled out of it, or out
  // of the pane around it, are not under the pointer. (Its clip rectangle,
  // not IsWindowHovered: a finger down makes the pane's drag-scroll the
  // active item, which hides the hover.)
  const ImVec2 lo = ImGui::GetWindowDrawList()->GetClipRectMin(), hi = ImGui::GetWindowDrawList()->GetClipRectMax();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool inside_strip = mouse.x >= lo.x && mouse.y >= lo.y && mouse.x < hi.x && mouse.y < hi.y;
  const MatrixPick pick = inside_strip ? pick_at(place, m.rows(), bar < 0 ? m.cols() : bar) : MatrixPick{};
  ImGui::EndChild();
  return pick;
}

}  // namespace

// A small board of values per cell (a quiet pattern's presses, an invariant's weights).
void value_board(const Machine& m, const ZkVec& v, int states, float size) {
  std::vector<int> values(v.begin(), v.end());
  values.resize(std::size_t(m.cell_count()), 0);
  if (const CellLayout* L = m.cell_layout()) {  // on the graph itself
    layout_picture(*L, values, states, false, size);
    return;
  }
  const float cell = size / float(std::max(m.rows(), m.cols()));
  const ImVec2 o = ImGui::GetCursorScreenPos();
  draw_board(ImGui::GetWindowDrawList(), o, cell, m.rows(), m.cols(), values, false, false, {}, states);
  ImGui::Dummy(ImVec2(cell * float(m.cols()), cell * float(m.rows())));
}

namespace {

// Presses per button shown on the cells the buttons sit on.
ZkVec buttons_as_cells(const Machine& m, const ZkVec& presses) {
  ZkVec out(std::size_t(m.cell_count()), 0);
  for (std::size_t b = 0; b < presses.size(); ++b)
    if (m.button_cell(int(b)) >= 0) out[std::size_t(m.button_cell(int(b)))] = presses[b];
  return out;
}

//-----------------------------------------------------------------------------
// [SECTION] The panel
//-----------------------------------------------------------------------------

bool steps_shown(const Explanation& e) { return e.steps_recorded && e.cells <= kStepThroughMax && e.buttons <= kStepThroughMax; }

void elimination_section(App& app, const ExplanationCache& c, float width) {
  const Explanation& e = c.e;
  LinearWhyView& v = app.linear_why;
  if (v.scroll_to) {  // a link named a step: its section at the pane's top, once
    ImGui::SetScrollHereY(0.0f);
    later(app, intent::ElimShown{});
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
  const ElimButtons eb = elimination_buttons();
  ImGui::BeginDisabled(v.elim_step == 0);
  if (ImGui::Button("Step back", ImVec2(eb.width, 0))) {
    v.elim_playing = false;
    --v.elim_step;
  }
  record_control(app, "Step back");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(v.elim_step >= n);
  if (ImGui::Button("Next step", ImVec2(eb.width, 0))) {  // a row operation, never a press: not the bar's Press next
    v.elim_playing = false;
    ++v.elim_step;
  }
  record_control(app, "Next step");
  if (!eb.two_rows) ImGui::SameLine();
  if (ImGui::Button(v.elim_playing ? "Pause" : "Run", ImVec2(eb.width, 0))) {
    v.elim_playing = !v.elim_playing;
    v.elim_clock = 0;
    if (v.elim_playing && app.play.reduce_motion) {  // no animation: straight to the end
      v.elim_playing = false;
      v.elim_step = n;
    }
  }
  record_control(app, v.elim_playing ? "Pause" : "Run");
  ImGui::SameLine();
  if (ImGui::Button("To the end", ImVec2(eb.width, 0))) {
    v.elim_playing = false;
    v.elim_step = n;
  }
  record_control(app, "To the end");
  ImGui::EndDisabled();

  const ModMatrix& m = c.matrix;  // replayed to the step in update (update_elimination)
  int hot_a = -1, hot_b = -1, hot_col = -1;
  if (v.elim_step == 0) {
    if (e.k == 2) ImGui::Text("Step 0 of %zu: [A | b], b = goal + lights", n);
    else ImGui::Text("Step 0 of %zu: [A | b], b = goal - lights (mod %d)", n, e.k);
  } else {
    const RowOp& op = e.steps[v.elim_step - 1];
    ImGui::TextWrapped("Step %zu of %zu: %s", v.elim_step, n, op.caption(e.k).c_str());
    hot_a = op.row;
    hot_b = op.kind == RowOpKind::Scale || op.kind == RowOpKind::Pivot ? -1 : op.other;
    hot_col = op.col;
  }
  const MatrixPlace place = matrix_place(m, width, e.buttons, true);
  mod_matrix(m, place, e.buttons, hot_a, hot_b, hot_col);
  record_matrix(app, "[A | b]", m, place);
  bits_legend(app, m, place, true);
  zoom_matrix(app, "[A | b]", m, place, width, e.buttons, hot_a, hot_b, hot_col);
  if (v.elim_step == n) {
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

void matrix_section(App& app, const Explanation& e, float width) {
  if (e.dense && e.cells <= kStepThroughMax && e.buttons <= kStepThroughMax) {
    ImGui::TextDisabled("%d cells x %d buttons; column j: what button j %s. %s", e.cells, e.buttons,
                        e.k == 2 ? "toggles" : "adds to each cell", point_words(app));
    const MatrixPlace place = matrix_place(e.a, width, -1, true);
    const MatrixPick in_pane = pick_at(place, e.cells, e.buttons);
    const int row = app.linear_why.hover_row;
    const bool touch = touch_ui(app);
    // Nothing hovers under a finger: what a tap picked stays marked, as the
    // mouse's hover shows what is under it now.
    if (touch) mod_matrix(e.a, place, -1, row, -1, highlighted_button(app.linear_why));
    else mod_matrix(e.a, place, -1, in_pane.row, -1, in_pane.column >= 0 ? in_pane.column : highlighted_button(app.linear_why));
    record_matrix(app, "A", e.a, place);
    bits_legend(app, e.a, place, false);
    // The zoomed copy picks rows and columns as the pane's does.
    const MatrixPick in_zoom = zoom_matrix(app, "A", e.a, place, width, -1, row, -1, highlighted_button(app.linear_why));
    const MatrixPick pick = in_pane.any() ? in_pane : in_zoom;
    if (touch) {
      // A tap picks the column or the row (a second tap on it lets go).
      if (pick.any() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        later(app, intent::HoverColumn{pick.column < 0 || pick.column == highlighted_button(app.linear_why) ? -1 : pick.column});
        later(app, intent::HoverRow{pick.row < 0 || pick.row == row ? -1 : pick.row});
        later(app, intent::HoverButton{-1});
      }
      if (const int b = highlighted_button(app.linear_why); b >= 0 && b < e.buttons)
        ImGui::TextDisabled("u_%d: the cells button %d changes (outlined on the board).", b + 1, b + 1);
      else if (row >= 0 && row < e.cells)
        ImGui::TextDisabled("Row %d: the buttons that change cell %d (ringed on the board).", row + 1, row + 1);
    } else {
      // Written when it changes, by one writer for both copies: at rest no intent, no frame.
      if (pick.column != app.linear_why.hover_column) later(app, intent::HoverColumn{pick.column});
      if (pick.row != row) later(app, intent::HoverRow{pick.row});
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

void quiet_section(App& app, const Explanation& e) {
  const Machine& m = app.game.machine();
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
    if (m.button_cell(0) >= 0) value_board(m, buttons_as_cells(m, q), e.k, 4.0f * em);
    else ImGui::Text("press %s", presses_text(q).c_str());  // buttons off the board
    if (small_button(app, "Apply")) later(app, intent::PressQuiet{once_per_press(q)});
    record_control(app, ("Apply pattern " + std::to_string(k + 1)).c_str());
    ImGui::EndGroup();
    ImGui::PopID();
    if ((k + 1) % 4 != 0) ImGui::SameLine();
  }
  ImGui::NewLine();
}

// The sheet chosen, while this board has it (`refusal`: why it has no
// student sheet, student_sheet_refusal): a choice made on a 5x5 board is
// kept, but a 7x7 one copies its full sheet.
Sheet sheet_to_copy(const App& app, const std::string& refusal) { return refusal.empty() ? app.linear_why.sheet : Sheet::Full; }

// Which worksheet Copy LaTeX and Copy text give: three buttons, the chosen
// one lit (buttons, not radio dots: a finger's size on a phone). The student
// sheet and its key need a board up to 5x5 with every step kept; otherwise
// they are greyed and the reason said. Returns the sheet to copy.
Sheet sheet_choice(App& app, const ExplanationCache& c) {
  const std::string refusal = student_sheet_refusal(c.sheet());
  const Sheet shown = sheet_to_copy(app, refusal);
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
    if (ImGui::Button(choice.label) && !chosen) later(app, intent::ChooseSheet{choice.sheet});
    if (chosen) ImGui::PopStyleColor();
    ImGui::EndDisabled();
    record_control(app, choice.label);
  }
  if (!refusal.empty()) {
    ImGui::TextDisabled("No student sheet here: %s.", refusal.c_str());
    record_text(app, "No student sheet here");
  }
  return shown;
}

void export_buttons(App& app, const ExplanationCache& c) {
  ExportOptions options;
  options.sheet = sheet_choice(app, c);
  if (c.start) {
    ImGui::TextDisabled("The worksheets are for this game's start, not the position now.");
    record_text(app, "Worksheet from the start");
  }
  if (ImGui::Button("Copy LaTeX")) {
    copy_to_clipboard(app, to_latex(c.sheet(), options),
                      {.what = "the LaTeX",
                       .done = std::string("The ") + sheet_words(options.sheet) +
                               " is on the clipboard as LaTeX: a whole document for pdflatex."});
  }
  record_control(app, "Copy LaTeX");
  ImGui::SameLine();
  if (ImGui::Button("Copy text")) {
    copy_to_clipboard(app, to_text(c.sheet(), options),
                      {.what = "the explanation",
                       .done = std::string("The ") + sheet_words(options.sheet) + " is on the clipboard as plain text."});
  }
  record_control(app, "Copy text");
  // The same two as files a teacher hands out: "merlin-worksheet-student.tex".
  const std::string stem = app.game.machine().head() + "-worksheet-" + sheet_name(options.sheet);
  if (ImGui::Button("Save .tex")) save_text_file(app, stem + ".tex", "application/x-tex", to_latex(c.sheet(), options));
  record_control(app, "Save .tex");
  ImGui::SameLine();
  if (ImGui::Button("Save .txt")) save_text_file(app, stem + ".txt", "text/plain", to_text(c.sheet(), options));
  record_control(app, "Save .txt");
}

}  // namespace

const Explanation* explanation_now(const App& app) {
  const ExplanationCache* c = fresh_explanation(app);
  return c ? &c->e : nullptr;
}

void update_elimination(App& app) {
  app.linear_why.drawn.clear();  // this frame's draw records them again
  if (app.screen.pane != Pane::Why || why_withheld(app)) return;
  ExplanationCache* c = explanation(app);
  if (!c) return;
  LinearWhyView& v = app.linear_why;
  // Run's clock ticks in update (app.cpp): here the step meets the
  // elimination's length, Run stops at the end, and [A | b] is replayed to it.
  if (steps_shown(c->e) && v.elim_step >= c->e.steps.size()) {
    v.elim_step = c->e.steps.size();
    v.elim_playing = false;
  }
  matrix_at_step(app, *c);
}

void why_elimination_panel(App& app) {
  const ExplanationCache* c = fresh_explanation(app);
  if (!c) return;
  const Explanation& e = c->e;
  const Machine& m = app.game.machine();
  const float em = ImGui::GetFontSize();
  // Mod k the matrices' digits need squares of 0.9 em: a desktop's pane
  // gives a 5 x 5's 26 columns the room for them.
  const float width = std::min((e.k == 2 ? 22.0f : 28.0f) * em, ImGui::GetContentRegionAvail().x - em);
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
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

  if (ImGui::CollapsingHeader("The matrix A", ImGuiTreeNodeFlags_DefaultOpen)) matrix_section(app, e, width);

  if (ImGui::CollapsingHeader("Elimination, step by step", ImGuiTreeNodeFlags_DefaultOpen)) elimination_section(app, *c, width);

  if (e.inverse && e.cells <= kStepThroughMax && ImGui::CollapsingHeader("The inverse A^-1", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextDisabled("s = A^-1 b (mod %d): column i is the presses that add 1 to cell i alone.", e.k);
    mod_matrix(*e.inverse, matrix_place(*e.inverse, width * 0.8f, -1, false));
  }

  if (!e.analysis.quiet_patterns.empty() && ImGui::CollapsingHeader("Quiet patterns", ImGuiTreeNodeFlags_DefaultOpen))
    quiet_section(app, e);

  // Why only these positions: on every board, solvable or not, in the
  // worksheet's words (reachability.hpp).
  if (ImGui::CollapsingHeader("Which positions can be reached", ImGuiTreeNodeFlags_DefaultOpen)) {
    record_control(app, "Which positions can be reached");
    for (const std::string& p : c->reachability) ImGui::TextWrapped("%s", p.c_str());
    record_text(app, "Reachability");
  }

  if (!e.solvable) {
    // The invariant outlined on the board, in words, as on the Play tab (and
    // its weights where they are not all 1); the explanation's own words
    // where no outline can be drawn.
    const BrokenInvariant* shown = shown_invariant(app);
    ImGui::PushStyleColor(ImGuiCol_Text, board_theme().bad_text);
    if (shown) ImGui::TextWrapped("Why this position cannot be solved: a sum of cells that no press changes.");
    else ImGui::TextWrapped("Why this position cannot be solved: %s", e.reason.c_str());
    ImGui::PopStyleColor();
    const ZkInvariant& y = shown ? shown->invariant : e.violated_invariant;
    const bool weighted = std::any_of(y.weights.begin(), y.weights.end(), [](uint8_t w) { return w > 1; });
    if (shown) invariant_lines(app);
    else if (e.k == 2 && !y.empty())
      ImGui::TextDisabled("These cells: no button changes the parity of their lit count, and lights + goal has it odd.");
    if (y.weights.size() == std::size_t(m.cell_count()) && !y.empty() && (weighted || !shown)) {
      if (weighted) ImGui::TextDisabled("The weights of that sum (mod %d):", y.modulus);
      value_board(m, y.weights, std::max(2, y.modulus), 6.0f * em);
    }
  }

  export_buttons(app, *c);
  why_diy_section(app);  // beside the exports where it fits: the panels below keep their place
  ImGui::PopTextWrapPos();
}

long long elimination_steps(App& app) {
  const ExplanationCache* c = explanation(app);
  return c && steps_shown(c->e) ? (long long)c->e.steps.size() : -1;
}

//-----------------------------------------------------------------------------
// [SECTION] State for the automation hook and the exports
//-----------------------------------------------------------------------------

namespace {

// For the hook's reads: the explanation update made, or (read between a
// change and the next frame, a link loaded by the hook) one made here and
// dropped with the reader. The machine must be explainable.
struct ExplanationToRead {
  explicit ExplanationToRead(const App& app) : cache(fresh_explanation(app)) {
    if (!cache) cache = &made.emplace(make_explanation(app));
  }
  std::optional<ExplanationCache> made;
  const ExplanationCache* cache;
};

}  // namespace

void why_state_json(const App& app, JsonWriter& j) {
  if (const LightsOutAtlas* atlas = app.atlas_job.slot.job.get()) {
    j.key("atlas").begin_object().key("topology").value(topology_name(atlas->topology())).key("states").value(atlas->states());
    j.key("nullities").ints(atlas->nullities()).end_object();
  }
  if (const WiringCensusRun* run = app.census.slot.job.get()) {
    j.key("census").begin_object().key("progress").value(run->progress()).key("running").value(app.census.slot.active());
    j.key("done").value(run->done()).key("solvable").value(run->result().solvable);
    if (app.census.fewest_for == app.game.current().machine) j.key("this_assignment").value(app.census.fewest_here);
    j.end_object();
  }
  if (app.screen.pane != Pane::Why || why_withheld(app)) return;
  why_diy_state_json(app, j);
  if (!explainable(app.game.machine())) return;
  const ExplanationToRead read(app);
  const Explanation& e = read.cache->e;
  const std::size_t step = shown_elimination_step(app);  // 0 for one made here: the next update starts over
  j.key("elimination").begin_object();
  j.key("step").value(step);
  j.key("steps").value(e.steps.size());
  j.key("caption").value(step > 0 && step <= e.steps.size() ? e.steps[step - 1].caption(e.k) : "");
  j.key("done").value(e.steps_recorded && step == e.steps.size());
  presses_json(j, "solution", e.solvable ? e.solution_presses() : std::vector<int>{});
  const int column = highlighted_button(app.linear_why);
  j.key("column");  // the column of A picked (hovered, or tapped on a touch screen), 1-based
  if (column >= 0 && column < e.buttons) j.value(column + 1);
  else j.null();
  // The row of A picked (its number hovered or tapped), 1-based, and the
  // buttons ringed on the board for it: those that change that cell.
  const int row = app.linear_why.hover_row;
  j.key("row");
  if (row >= 0 && row < e.cells && e.dense) {
    j.value(row + 1);
    j.key("row_buttons").ints(buttons_changing(e, row), 1);
  } else {
    j.null();
  }
  j.key("point").value(point_words(app));
  j.key("reachability").begin_array();  // the paragraphs of "Which positions can be reached"
  for (const std::string& p : read.cache->reachability) j.value(p);
  j.end_array();
  j.key("matrices").begin_array();  // A and [A | b] as drawn this frame: where, and their numbers
  for (const LinearWhyView::MatrixDrawn& m : app.linear_why.drawn) {
    j.begin_object().key("name").value(m.name).key("x").value(double(m.rect.x)).key("y").value(double(m.rect.y));
    j.key("width")
        .value(double(m.rect.w))
        .key("height")
        .value(double(m.rect.h))
        .key("rows")
        .value(m.rows)
        .key("cols")
        .value(m.cols);
    j.key("label_px").value(double(m.label_px)).key("row_every").value(m.row_every).key("col_every").value(m.col_every);
    j.key("digits").value(m.digits);
    j.end_object();
  }
  j.end_array();
  j.end_object();
}

std::size_t shown_elimination_step(const App& app) {
  const ExplanationCache* c = fresh_explanation(app);
  return c ? std::min(app.linear_why.elim_step, c->e.steps.size()) : 0;
}

std::string export_text(const App& app, const std::string& format) {
  if (!explainable(app.game.machine())) return {};
  const ExplanationToRead read(app);
  ExportOptions options;
  const Explanation& sheet = read.cache->sheet();
  options.sheet = sheet_to_copy(app, student_sheet_refusal(sheet));
  return format == "latex" ? to_latex(sheet, options) : to_text(sheet, options);
}

//-----------------------------------------------------------------------------
// [SECTION] Over the board
//-----------------------------------------------------------------------------

void why_elimination_overlay(App& app) {
  const Machine& m = app.game.machine();
  if (!explainable(m) || app.board.cell <= 0) return;
  const ImGuiIO& io = ImGui::GetIO();
  const Rect& r = app.board.rect;
  const int cols = m.cols();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.board.cell;
  auto outline = [&](int cell, ImU32 col) {
    const ImVec2 a(r.x + float(cell % cols) * s, r.y + float(cell / cols) * s);
    dl->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + s - 2, a.y + s - 2), col, s * 0.12f, 0, std::max(2.0f, s * 0.06f));
    return a;
  };
  const ExplanationCache* c = app.linear_why.explanation.get();
  if (!c || c->revision != app.game.revision()) c = nullptr;
  // At the end of the elimination, the solution s is marked on the board:
  // an outline, and with k states how many times each button is pressed.
  if (c && c->e.steps_recorded && app.linear_why.elim_step == c->e.steps.size() && c->e.solvable) {
    for (std::size_t b = 0; b < c->e.solution.size(); ++b) {
      const int times = c->e.solution[b], cell = m.button_cell(int(b));
      if (!times || cell < 0) continue;
      const ImVec2 a = outline(cell, board_theme().hint);
      if (c->e.k == 2) continue;
      char text[8];
      std::snprintf(text, sizeof text, "x%d", times);
      dl->AddText(ImVec2(a.x + s * 0.1f, a.y + s * 0.62f), board_theme().hover, text);
    }
  }
  // Hovering a button on the board highlights its column of A (next frame), and the reverse.
  int hovered_button = -1;
  if (io.MousePos.x >= r.x && io.MousePos.y >= r.y && io.MousePos.x < r.x + r.w && io.MousePos.y < r.y + r.h) {
    hovered_button = button_on_cell(m, int((io.MousePos.y - r.y) / s) * cols + int((io.MousePos.x - r.x) / s));
  }
  const int show = highlighted_button(app.linear_why);
  if (touch_ui(app)) {  // a tap presses the button and picks its column, as hovering it would
    if (hovered_button >= 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
      later(app, intent::HoverButton{hovered_button});
      later(app, intent::HoverColumn{-1});
    }
  } else if (hovered_button != app.linear_why.hover_button) {  // written when it changes: at rest no intent, no frame
    later(app, intent::HoverButton{hovered_button});
  }
  // A row of A picked: its cell outlined, and the buttons that change it
  // ringed inside their cells (a button is drawn on its cell).
  const int row = app.linear_why.hover_row;
  if (c && c->e.dense && row >= 0 && row < c->e.cells) {
    outline(row, board_theme().hover);
    for (const int b : buttons_changing(c->e, row)) {
      const int cell = m.button_cell(b);
      if (cell < 0) continue;
      const ImVec2 a(r.x + float(cell % cols) * s, r.y + float(cell / cols) * s);
      dl->AddCircle(ImVec2(a.x + s * 0.5f, a.y + s * 0.5f), s * 0.28f, board_theme().hint, 0, std::max(2.0f, s * 0.06f));
    }
  }
  if (!c || !c->e.dense || show < 0 || show >= c->e.buttons) return;
  for (int cell = 0; cell < c->e.cells; ++cell)
    if (c->e.a.get(cell, show)) outline(cell, board_theme().hover);
}

}  // namespace tl::app
