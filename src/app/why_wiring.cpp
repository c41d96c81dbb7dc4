// why_wiring.cpp: wiring machines (Ghaly's) made visible: the transmitter and the
// colour-generator wiring drawn over the board (the wiring diagrams of Joyner
// 2006, section 3.3, Figures 1-6), the codes on the edges, pi_W, the support,
// and the census.
//
// [SECTION] Wires over the board
// [SECTION] The panel
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

#include "app/board_palette.hpp"
#include "app/board_view.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "core/game/wiring_view.hpp"
#include "core/midend/hint_story.hpp"
#include "core/base/json_writer.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

using Side = WireSide;

const WiringView* wiring_of(const App& app) { return app.game.machine().wiring(); }

std::string binary(int code, int bits) {
  std::string s;
  for (int b = bits - 1; b >= 0; --b) s += (code >> b) & 1 ? '1' : '0';
  return s;
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

void draw_paths(ImDrawList* dl, const App& app, const std::vector<WirePath>& paths, ImU32 col, ImU32 hot, int highlight,
                float thick) {
  const float s = app.board.cell;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    bool is_hot = int(i) == highlight;
    for (const WireStep& st : paths[i].steps) {
      ImVec2 a(app.board.rect.x + float(st.col) * s, app.board.rect.y + float(st.row) * s);
      wire_piece(dl, a, s, st.in, st.out, is_hot ? hot : col, is_hot ? thick * 2.2f : thick);
    }
  }
}

}  // namespace

void update_wiring(App& app) {
  WiringWhyView& v = app.wiring_why;
  const WiringView* g = wiring_of(app);
  const bool play = g && v.in_play && app.screen.pane == Pane::Play;
  if (!g || (app.screen.pane != Pane::Why && !play)) {
    v.facts.reset();
    v.facts_revision = ~uint64_t(0);
    v.look_button = -1;
    v.look_words.clear();
    v.look_wires.clear();
    return;
  }
  const Position& pos = app.game.session().current().position;
  if (!v.facts || v.facts_revision != app.game.revision()) {
    v.facts = std::make_shared<const WiringFacts>(g->facts(pos));
    v.facts_revision = app.game.revision();
  }
  // In play: the square looked at, else the hint's; its words once per
  // square and position.
  int look = -1;
  if (play)
    look = app.board.looked >= 0 && app.board.looked_revision == app.game.revision() ? app.board.looked : app.game.hint_button();
  if (look == v.look_button && v.look_revision == app.game.revision()) return;
  v.look_button = look;
  v.look_revision = app.game.revision();
  WirePress press = look >= 0 ? wire_press(app.game.machine(), pos, look) : WirePress{};
  v.look_words = std::move(press.words);
  v.look_wires = std::move(press.wires);
}

void on_intent(App& app, const intent::WiresInPlay& show) { app.wiring_why.in_play = show.on; }

namespace {

// The wiring made for this frame's position (update_wiring), or null.
const WiringFacts* fresh_facts(const App& app) {
  const WiringWhyView& v = app.wiring_why;
  return v.facts && v.facts_revision == app.game.revision() ? v.facts.get() : nullptr;
}

}  // namespace

void why_wiring_overlay(App& app) {
  const WiringView* g = wiring_of(app);
  const WiringFacts* made = fresh_facts(app);
  if (!g || !made) return;
  const WiringFacts& f = *made;
  const int N = f.n;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.board.cell, x0 = app.board.rect.x, y0 = app.board.rect.y;
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
    dl->AddRectFilled(ImVec2(a.x - sw - 3, a.y + 2), ImVec2(a.x - 3, a.y + 2 + sw),
                      cell_colour(g->colour_of_code(code), true, app.play.colour_blind), 2.0f);
    bool hover = io.MousePos.x >= a.x - 2 && io.MousePos.x <= a.x + size.x + 2 && io.MousePos.y >= a.y - 2 &&
                 io.MousePos.y <= a.y + size.y + 2;
    if (hover) hovered_label = transmitter ? index : N * 2 + index;
    dl->AddText(a, hover ? board_theme().text : board_theme().text_disabled, text.c_str());
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
  if (highlight != app.wiring_why.highlight_wire) later(app, intent::HoverWire{highlight});
  if (highlight >= 0) {
    int x = highlight, k = f.pi[std::size_t(x)];
    tooltip("X%d = %s reaches CG%d = %s: C%d = B(X, CG) = %s (%s)", x + 1, binary(X[std::size_t(x)], bits).c_str(), k + 1,
            binary(CG[std::size_t(k)], bits).c_str(), k + 1, binary(C[std::size_t(k)], bits).c_str(),
            g->colour_name(g->colour_of_code(C[std::size_t(k)])).c_str());
  }

  dl->PushClipRect(ImVec2(x0 - 1, y0 - 1), ImVec2(x0 + float(N) * s + 1, y0 + float(N) * s + 1), true);
  if (app.wiring_why.show_colour_wires) {
    // Each colour wire in the colour of the code C_k = B(X_{pi_W^-1(k)}, CG_k)
    // of the CG_k it reaches (Joyner 2006): the colour its square shows. A
    // dark code (leading bit 0) would vanish on the board, so it is grey.
    for (const WirePath& path : f.generator_paths) {
      const int colour = g->colour_of_code(C[std::size_t(path.exit)]);
      ImU32 col = colour ? cell_colour(colour, true, app.play.colour_blind) : board_theme().text_disabled;
      col = with_alpha(col, 210);
      for (const WireStep& st : path.steps)
        wire_piece(dl, ImVec2(x0 + float(st.col) * s, y0 + float(st.row) * s), s, st.in, st.out, col, thick * 1.3f);
    }
  }
  if (app.wiring_why.show_transmitters)
    draw_paths(dl, app, f.transmitter_paths, with_alpha(board_theme().text, 170), board_theme().step, highlight, thick);
  dl->PopClipRect();
}

//-----------------------------------------------------------------------------
// [SECTION] The panel
//-----------------------------------------------------------------------------

namespace {

// The census of every initial assignment of this size (the question Joyner
// 2006, section 4.1 leaves open), where the machine offers one. It runs as
// background work (core/base/job.hpp, activity.cpp), so its bar moves and
// Pause pauses it.
void census_section(App& app, const WiringView& g) {
  const std::string title = g.census_title();
  if (title.empty()) return;
  const float em = ImGui::GetFontSize();
  const float bar = std::min(20 * em, ImGui::GetContentRegionAvail().x);
  ImGui::Separator();
  ImGui::TextUnformatted(title.c_str());
  // Compute, then Pause / Resume, in one place: the button a player (or a
  // test) aims at does not move when the run starts.
  const JobSlot<WiringCensusRun>& slot = app.census.slot;
  if (!slot.started()) {
    if (ImGui::Button("Compute the census")) later(app, intent::StartJob{JobId::WiringCensus});
    record_control(app, "Compute the census");
  } else if (!slot.finished()) {
    if (ImGui::Button(slot.running ? "Pause census" : "Resume census"))
      later(app, pause_or_start(JobId::WiringCensus, slot.running));
    record_control(app, "Pause census");
    ImGui::ProgressBar(float(slot.job->progress()), ImVec2(bar, 0));
  }
  if (!slot.finished()) return;
  const WiringCensus& c = slot.job->result();
  ImGui::ProgressBar(1.0f, ImVec2(bar, 0), "done");
  ImGui::Text("Solvable: %lld of %lld (%.2f%%), computed in %.2f s", (long long)c.solvable, (long long)c.assignments,
              100.0 * double(c.solvable) / double(c.assignments), c.seconds);
  for (std::size_t col = 0; col < c.by_colour.size(); ++col)
    ImGui::Text("  in %s: %lld", g.colour_name(int(col) + 1).c_str(), (long long)c.by_colour[col]);
  // Fewest presses from no button pressed: a bar chart.
  std::vector<float> hist;
  int first = -1;
  for (std::size_t k = 0; k < c.fewest_presses.size(); ++k) {
    if (c.fewest_presses[k] == 0 && first < 0) continue;
    if (first < 0) first = int(k);
    hist.push_back(float(c.fewest_presses[k]));
  }
  char overlay[64];
  std::snprintf(overlay, sizeof overlay, "fewest presses %d..%d", first, first + int(hist.size()) - 1);
  ImGui::PlotHistogram("##presses", hist.data(), int(hist.size()), 0, overlay, 0.0f, FLT_MAX, ImVec2(bar, 5 * em));
  // This assignment's own figure, found once per machine in update.
  if (app.census.fewest_for != app.game.current().machine) return;
  const int here = app.census.fewest_here;
  if (here >= 0 && std::size_t(here) < c.fewest_presses.size())
    ImGui::Text("This assignment: solvable, %d presses from none; %lld assignments share that count.", here,
                (long long)c.fewest_presses[std::size_t(here)]);
  else if (here < 0)
    ImGui::Text("This assignment is among the %lld that cannot be solved.", (long long)(c.assignments - c.solvable));
}

}  // namespace

void why_wiring_panel(App& app) {
  const WiringView* g = wiring_of(app);
  const WiringFacts* made = fresh_facts(app);
  if (!g || !made) return;
  const WiringFacts& f = *made;
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  const Ui ui = ui_of(app);
  const WiringWhyView& v = app.wiring_why;
  if (tick_box(ui, "Transmitter wiring", v.show_transmitters))
    later(app, intent::ShowWires{!v.show_transmitters, v.show_colour_wires});
  same_line_for_tick_box("Colour-generator wiring");
  if (tick_box(ui, "Colour-generator wiring", v.show_colour_wires))
    later(app, intent::ShowWires{v.show_transmitters, !v.show_colour_wires});
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
    codes += "C" + std::to_string(k + 1) + "=" + binary(code, f.code_bits) + " " + g->colour_name(g->colour_of_code(code)) + "  ";
  }
  ImGui::TextWrapped("Colour codes: %s", codes.c_str());
  ImGui::TextDisabled("C_k = B(X_pi^-1(k), CG_k): OR on the first bit, XOR on the rest; first bit 0 = dark.");
  census_section(app, *g);
  ImGui::PopTextWrapPos();
}

//-----------------------------------------------------------------------------
// [SECTION] Wires in play
//-----------------------------------------------------------------------------

void wires_in_play_controls(App& app) {
  if (!wiring_of(app)) return;
  const WiringWhyView& v = app.wiring_why;
  if (tick_box(ui_of(app), "Show the wires", v.in_play)) later(app, intent::WiresInPlay{!v.in_play});
  if (!v.in_play) return;
  ImGui::PushTextWrapPos(0.0f);
  if (v.look_words.empty())
    ImGui::TextDisabled(
        "Point at a square (on a phone, hold a finger still on it) to see the wires that cross it; a hint's "
        "square shows its own.");
  else ImGui::TextWrapped("%s", v.look_words.c_str());
  record_text(app, "Wire words");
  ImGui::PopTextWrapPos();
}

void wires_in_play_overlay(App& app) {
  const WiringWhyView& v = app.wiring_why;
  const WiringFacts* made = fresh_facts(app);
  if (app.screen.pane != Pane::Play || !v.in_play || !made || v.look_revision != app.game.revision()) return;
  const WiringFacts& f = *made;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.board.cell, x0 = app.board.rect.x, y0 = app.board.rect.y;
  const float thick = std::max(2.0f, s * 0.06f);
  const ImU32 col = board_theme().step;
  for (int w : v.look_wires) {
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
      dl->AddRectFilled(ImVec2(a.x - 2, a.y - 1), ImVec2(a.x + size.x + 2, a.y + size.y + 1), board_theme().board_back, 3.0f);
      dl->AddText(a, board_theme().text, text.c_str());
    }
  }
}

void wires_in_play_state_json(const App& app, JsonWriter& j) {
  const WiringWhyView& v = app.wiring_why;
  // The square 1-based, as the hook's "hint"; null when none is looked at.
  j.key("wires_in_play").begin_object().key("on").value(v.in_play).key("button");
  if (v.look_button >= 0) j.value(v.look_button + 1);
  else j.null();
  j.key("words").value(v.look_words).key("wires").begin_array();
  for (int w : v.look_wires) j.value(w);
  j.end_array().end_object();
}

}  // namespace tl::app
