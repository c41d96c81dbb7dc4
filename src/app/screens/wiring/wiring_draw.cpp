// wiring_draw.cpp: the wiring module's views (wiring_screen.hpp): they read
// the model and send messages; nothing here writes.
//
// [SECTION] Wires over the board
// [SECTION] The panel
// [SECTION] Wires in play
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <string>
#include <utility>

#include "app/screens/wiring/wiring_screen.hpp"
#include "app/widgets/board_marks.hpp"
#include "imgui.h"

namespace tl::app::wiring {

namespace {

using Side = WireSide;

std::string binary(int code, int bits) {
  std::string s;
  for (int b = bits - 1; b >= 0; --b) s += (code >> b) & 1 ? '1' : '0';
  return s;
}

// A square's fill for one of the machine's colours (grey past the list).
ImU32 fill_of(const Look& look, int colour) {
  return colour >= 0 && std::size_t(colour) < look.colour_fill.size() ? look.colour_fill[std::size_t(colour)]
                                                                      : look.theme.text_disabled;
}

//-----------------------------------------------------------------------------
// [SECTION] Wires over the board
//-----------------------------------------------------------------------------

ImVec2 side_mid(ImVec2 a, float s, Side side) {
  switch (side) {
    case Side::Left: return ImVec2(a.x, a.y + s * 0.5f);
    case Side::Right: return ImVec2(a.x + s, a.y + s * 0.5f);
    case Side::Top: return ImVec2(a.x + s * 0.5f, a.y);
    case Side::Bottom:
    default: return ImVec2(a.x + s * 0.5f, a.y + s);
  }
}

// One tile's piece of a wire: straight across, or a quarter circle around the
// corner the two sides share (the tiles of the wiring diagrams in Ghaly's
// patent, US 5,286,037, as Joyner 2006, section 3.3, describes them).
void wire_piece(ImDrawList* dl, ImVec2 a, float s, Side in, Side out, ImU32 col, float thick) {
  ImVec2 p = side_mid(a, s, in), q = side_mid(a, s, out);
  bool opposite = (in == Side::Left && out == Side::Right) || (in == Side::Right && out == Side::Left) ||
                  (in == Side::Top && out == Side::Bottom) || (in == Side::Bottom && out == Side::Top);
  if (opposite) {
    dl->AddLine(p, q, col, thick);
    return;
  }
  ImVec2 corner(std::fabs(p.x - a.x) < 1e-3f || std::fabs(q.x - a.x) < 1e-3f ? a.x : a.x + s,
                std::fabs(p.y - a.y) < 1e-3f || std::fabs(q.y - a.y) < 1e-3f ? a.y : a.y + s);
  float a0 = std::atan2(p.y - corner.y, p.x - corner.x), a1 = std::atan2(q.y - corner.y, q.x - corner.x);
  // atan2 answers in [-pi, pi], so a quarter turn across the negative x axis
  // can come out as three quarters the other way. Pi is half a turn: a sweep
  // longer than that goes the short way round instead.
  constexpr float kPi = std::numbers::pi_v<float>;
  if (a1 - a0 > kPi) a1 -= 2.0f * kPi;
  if (a0 - a1 > kPi) a1 += 2.0f * kPi;
  dl->PathArcTo(corner, s * 0.5f, a0, a1, 12);
  dl->PathStroke(col, 0, thick);
}

void draw_paths(ImDrawList* dl, BoardPlace b, const std::vector<WirePath>& paths, ImU32 col, ImU32 hot, int highlight,
                float thick) {
  const float s = b.cell;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    bool is_hot = int(i) == highlight;
    for (const WireStep& st : paths[i].steps) {
      ImVec2 a(b.x0 + float(st.col) * s, b.y0 + float(st.row) * s);
      wire_piece(dl, a, s, st.in, st.out, is_hot ? hot : col, is_hot ? thick * 2.2f : thick);
    }
  }
}

}  // namespace

void draw_overlay(const Model& m, const WiringView& g, const WiringFacts& f, BoardPlace b, const Look& look, Sink<Msg> send) {
  const int N = f.n;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = b.cell, x0 = b.x0, y0 = b.y0;
  const float thick = std::max(1.5f, s * 0.035f);
  const int bits = f.code_bits;
  const std::vector<int>& X = f.transmitter_codes;
  const std::vector<int>& CG = f.generator_codes;
  const std::vector<int>& C = f.colour_codes;

  // Edge labels: X_i on the left (rows) and bottom (columns), CG_k on the top
  // (columns) and right (rows); hovering one highlights its wire.
  const ImGuiIO& io = ImGui::GetIO();
  const float em = ImGui::GetFontSize();
  int hovered_label = -1;
  auto label = [&](ImVec2 centre, int index, const std::string& text, bool transmitter) {
    ImVec2 size = ImGui::CalcTextSize(text.c_str());
    ImVec2 a(centre.x - size.x * 0.5f, centre.y - size.y * 0.5f);
    // The code as a colour too: what a square would show with this code
    // (dark when its leading bit is 0).
    int code = transmitter ? X[std::size_t(index)] : CG[std::size_t(index)];
    float sw = em * 0.6f;
    dl->AddRectFilled(ImVec2(a.x - sw - 3, a.y + 2), ImVec2(a.x - 3, a.y + 2 + sw), fill_of(look, g.colour_of_code(code)), 2.0f);
    bool hover = io.MousePos.x >= a.x - 2 && io.MousePos.x <= a.x + size.x + 2 && io.MousePos.y >= a.y - 2 &&
                 io.MousePos.y <= a.y + size.y + 2;
    if (hover) hovered_label = transmitter ? index : N * 2 + index;
    dl->AddText(a, hover ? look.theme.text : look.theme.text_disabled, text.c_str());
  };
  for (int i = 0; i < N; ++i) {
    float mid = (float(i) + 0.5f) * s;
    // Each label on two lines, its name over its code: a side's labels then
    // take about 3 em beside the board, which a 320 px phone has room for.
    label(ImVec2(x0 - 1.5f * em, y0 + mid), i, "X" + std::to_string(i + 1) + "\n" + binary(X[std::size_t(i)], bits), true);
    label(ImVec2(x0 + mid, y0 + float(N) * s + 0.9f * em), N + i,
          "X" + std::to_string(N + i + 1) + "\n" + binary(X[std::size_t(N + i)], bits), true);
    label(ImVec2(x0 + mid, y0 - 0.9f * em), i, "CG" + std::to_string(i + 1) + "\n" + binary(CG[std::size_t(i)], bits), false);
    label(ImVec2(x0 + float(N) * s + 2.0f * em, y0 + mid), N + i,
          "CG" + std::to_string(N + i + 1) + "\n" + binary(CG[std::size_t(N + i)], bits), false);
  }
  // A hovered CG label highlights the transmitter wire that reaches it: the
  // wire is the hover's own this frame, and the view keeps it for the next
  // (an intent: the drawing only reads the view).
  int highlight = -1;
  if (hovered_label >= 0 && hovered_label < 2 * N) highlight = hovered_label;
  if (hovered_label >= 2 * N) highlight = f.origin[std::size_t(hovered_label - 2 * N)];
  if (highlight != m.highlight_wire) send.send(HoverWire{highlight});
  if (highlight >= 0) {
    int x = highlight, k = f.pi[std::size_t(x)];
    tooltip("X%d = %s reaches CG%d = %s: C%d = B(X, CG) = %s (%s)", x + 1, binary(X[std::size_t(x)], bits).c_str(), k + 1,
            binary(CG[std::size_t(k)], bits).c_str(), k + 1, binary(C[std::size_t(k)], bits).c_str(),
            g.colour_name(g.colour_of_code(C[std::size_t(k)])).c_str());
  }

  dl->PushClipRect(ImVec2(x0 - 1, y0 - 1), ImVec2(x0 + float(N) * s + 1, y0 + float(N) * s + 1), true);
  if (m.show_colour_wires) {
    // Each colour wire in the colour of the code C_k = B(X_{pi_W^-1(k)}, CG_k)
    // of the CG_k it reaches (Joyner 2006): the colour its square shows. A
    // dark code (leading bit 0) would vanish on the board, so it is grey.
    for (const WirePath& path : f.generator_paths) {
      const int colour = g.colour_of_code(C[std::size_t(path.exit)]);
      ImU32 col = colour ? fill_of(look, colour) : look.theme.text_disabled;
      col = with_alpha(col, 210);
      for (const WireStep& st : path.steps)
        wire_piece(dl, ImVec2(x0 + float(st.col) * s, y0 + float(st.row) * s), s, st.in, st.out, col, thick * 1.3f);
    }
  }
  if (m.show_transmitters)
    draw_paths(dl, b, f.transmitter_paths, with_alpha(look.theme.text, 170), look.theme.step, highlight, thick);
  dl->PopClipRect();
}

//-----------------------------------------------------------------------------
// [SECTION] The panel
//-----------------------------------------------------------------------------

void draw_panel(const Model& m, const WiringView& g, const WiringFacts& f, const Ui& ui, Sink<Msg> send) {
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  if (tick_box(ui, "Transmitter wiring", m.show_transmitters)) send.send(ShowWires{!m.show_transmitters, m.show_colour_wires});
  same_line_for_tick_box("Colour-generator wiring");
  if (tick_box(ui, "Colour-generator wiring", m.show_colour_wires))
    send.send(ShowWires{m.show_transmitters, !m.show_colour_wires});
  ImGui::TextDisabled(
      "Each square is a tile of two wires; pressing a button swaps its tile. Hover an edge "
      "label to follow its wire. Each colour-generator wire has the colour of the code its square "
      "shows.");

  ImGui::Text("pi_W (X_i reaches CG_pi(i)): %s", f.cycles.c_str());
  ImGui::TextDisabled("In Joyner's notation (his cycles read the other way): %s", f.cycles_joyner.c_str());
  ImGui::TextWrapped("As the ordered product of simple transpositions (Proposition 15): %s", f.proposition15.c_str());
  ImGui::Text("pi_W is %s; in S_I x S_J: %s", f.even ? "even" : "odd", f.in_SI_x_SJ ? "yes" : "no");
  std::string support;
  for (int k : f.support) support += (support.empty() ? "" : ", ") + std::to_string(k + 1);
  ImGui::Text("Support (the CG_k that colour a square): {%s}", support.c_str());
  std::string codes;
  for (int k : f.support) {
    const int code = f.colour_codes[std::size_t(k)];
    codes += "C" + std::to_string(k + 1) + "=" + binary(code, f.code_bits) + " " + g.colour_name(g.colour_of_code(code)) + "  ";
  }
  ImGui::TextWrapped("Colour codes: %s", codes.c_str());
  ImGui::TextDisabled("C_k = B(X_pi^-1(k), CG_k): OR on the first bit, XOR on the rest; first bit 0 = dark.");
  ImGui::PopTextWrapPos();
}

//-----------------------------------------------------------------------------
// [SECTION] Wires in play
//-----------------------------------------------------------------------------

void draw_play_controls(const Model& m, const Ui& ui, Sink<Msg> send) {
  if (tick_box(ui, "Show the wires", m.in_play)) send.send(WiresInPlay{!m.in_play});
  if (!m.in_play) return;
  ImGui::PushTextWrapPos(0.0f);
  if (m.look_words.empty())
    ImGui::TextDisabled(
        "Point at a square (on a phone, hold a finger still on it) to see the wires that cross it; a hint's "
        "square shows its own.");
  else ImGui::TextWrapped("%s", m.look_words.c_str());
  ui.text("Wire words");
  ImGui::PopTextWrapPos();
}

void draw_play_overlay(const Model& m, uint64_t revision, BoardPlace b, const Theme& t) {
  const WiringFacts* made = facts_for(m, revision);
  if (!m.in_play || !made || m.look_revision != revision) return;
  const WiringFacts& f = *made;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = b.cell, x0 = b.x0, y0 = b.y0;
  const float thick = std::max(2.0f, s * 0.06f);
  const ImU32 col = t.step;
  for (int w : m.look_wires) {
    if (w < 0 || std::size_t(w) >= f.transmitter_paths.size()) continue;
    const WirePath& path = f.transmitter_paths[std::size_t(w)];
    for (const WireStep& st : path.steps)
      wire_piece(dl, ImVec2(x0 + float(st.col) * s, y0 + float(st.row) * s), s, st.in, st.out, col, thick);
    // Its ends named as the Why tab's edges name them: where it enters, and the CG it reaches.
    if (path.steps.empty()) continue;
    const WireStep& first = path.steps.front();
    const WireStep& last = path.steps.back();
    const ImVec2 in = side_mid(ImVec2(x0 + float(first.col) * s, y0 + float(first.row) * s), s, first.in);
    const ImVec2 out = side_mid(ImVec2(x0 + float(last.col) * s, y0 + float(last.row) * s), s, last.out);
    const std::string from = "X" + std::to_string(w + 1), to = "CG" + std::to_string(path.exit + 1);
    for (const auto& [at, text] : {std::pair(in, from), std::pair(out, to)}) {
      // Centred on the wire's end, kept inside the board (a phone's board
      // meets the screen's edge, where half a label would be cut off).
      const ImVec2 size = ImGui::CalcTextSize(text.c_str());
      const float side = float(f.n) * s;
      const ImVec2 a(std::clamp(at.x - size.x * 0.5f, x0 + 2.0f, x0 + side - size.x - 2.0f),
                     std::clamp(at.y - size.y * 0.5f, y0 + 1.0f, y0 + side - size.y - 1.0f));
      dl->AddRectFilled(ImVec2(a.x - 2, a.y - 1), ImVec2(a.x + size.x + 2, a.y + size.y + 1), t.board_back, 3.0f);
      dl->AddText(a, t.text, text.c_str());
    }
  }
}

}  // namespace tl::app::wiring
