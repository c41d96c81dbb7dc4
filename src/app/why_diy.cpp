// why_diy.cpp: the Why tab's "Do it yourself" elimination. The student
// clicks two rows of [A | b] and an operation; the desk (core,
// core/midend/diy_desk.hpp) applies it or refuses it and says why. This view
// only draws the matrix and sends the clicks, as intents carried out after
// the draw (diy_intent); no arithmetic happens here.
#include <algorithm>
#include <string>

#include "app/app.hpp"
#include "app/panels.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

bool labelled_button(App& app, const std::string& label, float width = 0) {
  const bool clicked = ImGui::Button(label.c_str(), ImVec2(width, 0));
  record_control(app, label.c_str());
  return clicked;
}

}  // namespace

void on_intent(App& app, const intent::DiyToggle& /*toggle*/) {
  DiyView& v = app.diy;
  const bool on = v.desk.get(app.game) == nullptr;
  v = DiyView{};
  v.desk.set_on(on, app.game);
}

void on_intent(App& app, const intent::DiyOperation& op) {
  DiyView& v = app.diy;
  if (op.op == RowOpKind::Scale) v.desk.apply(app.game, {op.op, v.first, v.first, v.factor});
  else v.desk.apply(app.game, {op.op, v.first, v.second, op.op == RowOpKind::Swap ? 1 : v.factor});
  v.first = v.second = -1;
}

void on_intent(App& app, const intent::DiyNextStep& /*step*/) { app.diy.desk.next_step(app.game); }
void on_intent(App& app, const intent::DiyTakeBack& /*back*/) { app.diy.desk.undo(app.game); }
void on_intent(App& app, const intent::DiyPressSolution& /*press*/) { app.diy.desk.press_solution(app.game); }
void on_intent(App& app, const intent::DiyShown& /*shown*/) { app.diy.scroll_to = false; }

void on_intent(App& app, const intent::DiyPickRow& pick) {
  DiyView& v = app.diy;
  if (v.first < 0 || v.second >= 0) {
    v.first = pick.row;
    v.second = -1;
  } else if (pick.row != v.first) v.second = pick.row;
}

void on_intent(App& app, const intent::DiyFactor& pick) { app.diy.factor = std::max(1, pick.factor); }

void why_diy_section(App& app) {
  const Midend& g = app.game;
  DiyView& v = app.diy;
  const float em = ImGui::GetFontSize();
  const DiyElimination* d = v.desk.get(g);
  const char* toggle = d ? "Stop doing it yourself" : "Do it yourself";
  same_line_for_button(toggle);  // beside the exports where it fits
  if (labelled_button(app, toggle)) later(app, intent::DiyToggle{});
  if (v.scroll_to) {  // a link opened it: bring it into view once
    ImGui::SetScrollHereY(0.0f);
    later(app, intent::DiyShown{});
  }
  if (!d) return;
  const int k = d->k();
  ImGui::TextWrapped(
      "%s a row, then a second row, then an operation: swap them, add a multiple of the first to "
      "the second, or multiply the first by a unit (mod %d).",
      tap_word(app), k);
  const std::string a = v.first >= 0 ? std::to_string(v.first + 1) : "?", b = v.second >= 0 ? std::to_string(v.second + 1) : "?";
  const std::string times = v.factor == 1 ? "" : std::to_string(v.factor) + " x ";
  // The operations, under the row picked last (above the rows before one
  // is): on a phone 25 finger-high rows are longer than the screen, and
  // the buttons stay within reach of the rows they act on.
  auto operations = [&] {
    if (k > 2) {  // the multiple or the unit
      ImGui::TextUnformatted("Multiple:");
      for (int f = 1; f < k && f <= 12; ++f) {
        same_line_for_button(("x" + std::to_string(f)).c_str());
        const bool picked = f == v.factor;
        if (picked) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (labelled_button(app, "x" + std::to_string(f))) later(app, intent::DiyFactor{f});
        if (picked) ImGui::PopStyleColor();
      }
    }
    ImGui::BeginDisabled(v.first < 0 || v.second < 0);
    if (labelled_button(app, "Swap")) later(app, intent::DiyOperation{RowOpKind::Swap});
    ImGui::SameLine();
    if (labelled_button(app, "Add")) later(app, intent::DiyOperation{RowOpKind::Add});
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(v.first < 0);
    if (labelled_button(app, "Multiply")) later(app, intent::DiyOperation{RowOpKind::Scale});
    ImGui::EndDisabled();
    ImGui::TextDisabled("Add: row %s += %srow %s.  Multiply: row %s x %d.", b.c_str(), times.c_str(), a.c_str(), a.c_str(),
                        v.factor);
  };
  const int anchor = std::max(v.first, v.second);
  if (anchor < 0) operations();
  // [A | b], a row per line, each behind its row button: the entries sized
  // to the pane's width, so a row never wraps and the columns line up.
  const float row_button = 4.2f * em;
  const float room = ImGui::GetContentRegionAvail().x - row_button - ImGui::GetStyle().ItemSpacing.x;
  const int entries = d->buttons() + 1;
  const float cell = std::clamp(room / (float(entries) + 0.5f), 2.0f, 1.2f * em);
  const float digits = float(std::to_string(k - 1).size());
  const float fs = std::min(em, cell / (0.62f * digits));
  ImFont* font = ImGui::GetFont();
  for (int r = 0; r < d->rows(); ++r) {
    const bool picked = r == v.first || r == v.second;
    if (picked) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (labelled_button(app, "Row " + std::to_string(r + 1), row_button)) later(app, intent::DiyPickRow{r});
    if (picked) ImGui::PopStyleColor();
    const float h = ImGui::GetItemRectSize().y;
    ImGui::SameLine();
    const ImVec2 o = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int c = 0; c < entries; ++c) {
      const std::string t = std::to_string(d->at(r, c));
      const ImVec2 sz = font->CalcTextSizeA(fs, 1e9f, 0, t.c_str());
      const float x = o.x + float(c) * cell + (c == d->buttons() ? 0.5f * cell : 0.0f);
      dl->AddText(font, fs, ImVec2(x + (cell - sz.x) * 0.5f, o.y + (h - sz.y) * 0.5f),
                  ImGui::GetColorU32(t == "0" ? ImGuiCol_TextDisabled : ImGuiCol_Text), t.c_str());
    }
    const float bar = o.x + float(d->buttons()) * cell + 0.25f * cell;
    dl->AddLine(ImVec2(bar, o.y + 2), ImVec2(bar, o.y + h - 2), ImGui::GetColorU32(ImGuiCol_TextDisabled));
    ImGui::Dummy(ImVec2(cell * (float(entries) + 0.5f), h));
    if (r == 0) v.entries = Rect{o.x, o.y, cell * (float(entries) + 0.5f), h};  // where, for the hook
    if (r == anchor) operations();
  }
  if (labelled_button(app, "Next standard step")) later(app, intent::DiyNextStep{});
  ImGui::SameLine();
  ImGui::BeginDisabled(d->history().empty());
  if (labelled_button(app, "Take back")) later(app, intent::DiyTakeBack{});
  ImGui::EndDisabled();
  if (d->reduced() && d->solvable()) {
    same_line_for_button("Press s on the board");
    if (labelled_button(app, "Press s on the board")) later(app, intent::DiyPressSolution{});
  }
  ImGui::TextWrapped("%s", v.desk.message().c_str());
  ImGui::TextWrapped("%s", d->status().c_str());
  ImGui::Separator();
}

void why_diy_state_json(const App& app, JsonWriter& j) {
  const DiyElimination* d = app.diy.desk.get(app.game);
  if (!d) return;
  j.key("diy").begin_object();
  j.key("rows").value(d->rows()).key("k").value(d->k());
  j.key("columns_done").value(d->columns_done()).key("reduced").value(d->reduced()).key("operations").value(d->history().size());
  j.key("message").value(app.diy.desk.message()).key("status").value(d->status());
  const Rect& e = app.diy.entries;  // the first row's entries as drawn: each row is one line this wide
  j.key("entries").begin_object().key("x").value(double(e.x)).key("y").value(double(e.y));
  j.key("width").value(double(e.w)).key("height").value(double(e.h)).end_object();
  RowOp op;
  if (d->standard_step(op)) {
    j.key("next").begin_object().key("kind").value(op.kind == RowOpKind::Swap  ? "swap"
                                                   : op.kind == RowOpKind::Add ? "add"
                                                                               : "scale");
    j.key("row").value(op.row + 1).key("other").value(op.other + 1).key("factor").value(op.factor).end_object();
  }
  std::vector<int> presses;  // a button once per press, like the solver's answer (the first kStatePresses)
  int64_t total = 0;
  const std::vector<int> s = d->solution();
  for (std::size_t b = 0; b < s.size(); ++b) {
    total += s[b];
    for (int t = 0; t < s[b] && presses.size() < kStatePresses; ++t) presses.push_back(int(b));
  }
  presses_json(j, "solution", presses, total);
  j.end_object();
}

}  // namespace tl::app
