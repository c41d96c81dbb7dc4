// matrix_draw.cpp: a matrix mod k in the pane (matrix_draw.hpp).
#include "app/screens/elimination/matrix_draw.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

namespace tl::app::elimination {

namespace {

// Mod 2 an entry is a square, lit for 1; at this size or more it carries its
// digit too, so a student reads 0 and 1 as the captions' row operations do.
constexpr float kBitDigitsEm = 0.9f;

}  // namespace

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

void mod_matrix(const ModMatrix& m, const MatrixPlace& p, const Marks& marks, const Look& look) {
  const Theme& t = look.theme;
  // The theme's: a 1 lit, a 0 unlit, the rows at work in the hint's green,
  // the column looked at in the message's blue.
  const ImU32 row_hot = t.good_text, column_hot = t.info_text;
  const int bar_before = marks.bar_before, hot_a = marks.hot_a, hot_b = marks.hot_b, hot_col = marks.hot_col;
  const float em = ImGui::GetFontSize();
  const bool bits = m.k() == 2;
  const float cell = p.cell;
  const ImVec2 o = p.origin;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = ImGui::GetFont();
  const float fs = em * std::min(1.0f, cell / (1.3f * em));
  auto column_x = [&](int j) { return o.x + float(j) * cell + (bar_before >= 0 && j >= bar_before ? cell * 0.5f : 0.0f); };
  if (p.label_px > 0) {
    const ImU32 quiet = t.text_disabled;
    for (int i = 0; i < m.rows(); ++i) {
      if (i != 0 && (i + 1) % p.row_every != 0) continue;
      const std::string text = std::to_string(i + 1);
      const ImVec2 sz = font->CalcTextSizeA(p.label_px, 1e9f, 0, text.c_str());
      const bool hot = i == hot_a || i == hot_b;
      dl->AddText(font, p.label_px, ImVec2(o.x - sz.x - 0.2f * em, o.y + float(i) * cell + (cell - sz.y) * 0.5f),
                  hot ? row_hot : quiet, text.c_str());
    }
    for (int j = 0; j < m.cols(); ++j) {
      const bool b = bar_before >= 0 && j == bar_before;
      if (!b && j != 0 && (j + 1) % p.col_every != 0) continue;
      const std::string text = b ? "b" : std::to_string(j + 1);
      const ImVec2 sz = font->CalcTextSizeA(p.label_px, 1e9f, 0, text.c_str());
      dl->AddText(font, p.label_px, ImVec2(column_x(j) + (cell - sz.x) * 0.5f, o.y - sz.y - 0.1f * em),
                  j == hot_col ? column_hot : quiet, text.c_str());
    }
  }
  for (int i = 0; i < m.rows(); ++i) {
    const bool hot = i == hot_a || i == hot_b;
    for (int j = 0; j < m.cols(); ++j) {
      const ImVec2 a(column_x(j), o.y + float(i) * cell);
      const int v = m.get(i, j);
      if (bits) {
        const ImU32 col = v ? (hot ? t.hint : t.lit) : (j == hot_col ? t.header : t.unlit);
        dl->AddRectFilled(ImVec2(a.x + 0.5f, a.y + 0.5f), ImVec2(a.x + cell - 0.5f, a.y + cell - 0.5f), col);
        if (p.digits) {  // the digit on its square, dark or light, whichever reads on it
          const char* text = v ? "1" : "0";
          const ImVec2 sz = font->CalcTextSizeA(fs * 0.85f, 1e9f, 0, text);
          dl->AddText(font, fs * 0.85f, ImVec2(a.x + (cell - sz.x) * 0.5f, a.y + (cell - sz.y) * 0.5f), look.ink_on(col), text);
        }
        continue;
      }
      if (!p.digits) {  // the colour a light in state v shows
        const ImU32 col = j == hot_col && v == 0 ? t.header : look.state_colour(v, m.k());
        dl->AddRectFilled(ImVec2(a.x + 0.5f, a.y + 0.5f), ImVec2(a.x + cell - 0.5f, a.y + cell - 0.5f), col);
        continue;
      }
      if (j == hot_col) dl->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), t.header);
      char text[8];
      std::snprintf(text, sizeof text, "%d", v);
      const ImVec2 sz = font->CalcTextSizeA(fs, 1e9f, 0, text);
      const ImU32 col = v == 0 ? t.text_disabled : hot ? row_hot : t.accent;
      dl->AddText(font, fs, ImVec2(a.x + (cell - sz.x) * 0.5f, a.y + (cell - sz.y) * 0.5f), col, text);
    }
    if (hot)
      dl->AddRect(ImVec2(o.x - 1, o.y + float(i) * cell),
                  ImVec2(o.x + cell * (float(m.cols()) + 0.5f) + 1, o.y + float(i + 1) * cell), row_hot);
  }
  if (bar_before >= 0) {
    const float x = o.x + float(bar_before) * cell + cell * 0.25f;
    dl->AddLine(ImVec2(x, o.y), ImVec2(x, o.y + cell * float(m.rows())), t.text, 1.0f);
  }
  ImGui::Dummy(p.size);
}

void record_matrix(std::vector<MatrixDrawn>& drawn, const char* name, const ModMatrix& m, const MatrixPlace& p) {
  drawn.push_back({name, Rect{p.origin.x, p.origin.y, p.cell * float(m.cols()), p.cell * float(m.rows())}, m.rows(), m.cols(),
                   p.label_px, p.row_every, p.col_every, p.digits});
}

// Mod 2 the captions speak of 0 and 1 ("add row 1 to row 6"), the matrix of
// lit and dark; mod k, where the squares carry no digits, of the board's colours.
void bits_legend(const ModMatrix& m, const MatrixPlace& p, bool augmented, const Ui& ui) {
  if (m.k() != 2) {
    if (p.digits) return;
    ImGui::TextDisabled(
        "Each square has the colour of a light in that state, 0 to %d, as on the board (the squares are "
        "too small for their digits here).",
        m.k() - 1);
    ui.text(augmented ? "Legend of [A | b]" : "Legend of A");
    return;
  }
  const char* where = p.digits ? "" : " (the squares are too small for their digits here)";
  if (augmented) ImGui::TextDisabled("Lit = 1, dark = 0, mod 2; b: 1 where a light must change%s.", where);
  else ImGui::TextDisabled("Lit = 1 (the button changes that light), dark = 0, mod 2%s.", where);
  ui.text(augmented ? "Legend of [A | b]" : "Legend of A");
}

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
MatrixPick zoom_matrix(const ZoomCopy& z, const ModMatrix& m, const MatrixPlace& shown, float width, const Marks& marks,
                       const Look& look, const Ui& ui, std::vector<MatrixDrawn>& drawn, Sink<Msg> send) {
  if (shown.digits) return {};
  const std::string label = std::string(z.on ? "Unzoom " : "Zoom ") + z.name;
  if (small_button(ui, (label + "##zoom").c_str())) send.send(Zoom{z.augmented});
  ui.control((std::string("Zoom ") + z.name).c_str());
  if (!z.on) return {};
  const float em = ImGui::GetFontSize();
  // Wide enough for squares of 1.1 em, the size that carries a digit.
  const float wide = (float(m.cols()) + 4.0f) * 1.1f * em;
  // Placed here for its size, then moved to where the strip begins.
  MatrixPlace place = matrix_place(m, wide, marks.bar_before, true);
  const ImVec2 outside = ImGui::GetCursorScreenPos();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float height = place.size.y + style.ScrollbarSize + 2.0f * style.WindowPadding.y;
  ImGui::BeginChild(z.augmented ? "##zoom_ab" : "##zoom_a", ImVec2(width, height), false, ImGuiWindowFlags_HorizontalScrollbar);
  const ImVec2 inside = ImGui::GetCursorScreenPos();
  place.origin = ImVec2(place.origin.x + inside.x - outside.x, place.origin.y + inside.y - outside.y);
  mod_matrix(m, place, marks, look);
  record_matrix(drawn, z.augmented ? "[A | b] zoomed" : "A zoomed", m, place);
  // Only where the strip shows it: the entries scrolled out of it, or out
  // of the pane around it, are not under the pointer. (Its clip rectangle,
  // not IsWindowHovered: a finger down makes the pane's drag-scroll the
  // active item, which hides the hover.)
  const ImVec2 lo = ImGui::GetWindowDrawList()->GetClipRectMin(), hi = ImGui::GetWindowDrawList()->GetClipRectMax();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool inside_strip = mouse.x >= lo.x && mouse.y >= lo.y && mouse.x < hi.x && mouse.y < hi.y;
  const MatrixPick pick =
      inside_strip ? pick_at(place, m.rows(), marks.bar_before < 0 ? m.cols() : marks.bar_before) : MatrixPick{};
  ImGui::EndChild();
  return pick;
}

}  // namespace tl::app::elimination
