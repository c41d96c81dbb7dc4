// why_diy.cpp: the Why tab's "Do it yourself" elimination. The student
// clicks two rows of [A | b] and an operation; the desk (core,
// core/midend/diy_desk.hpp) applies it or refuses it and says why. This view
// only draws the matrix and sends the clicks, as intents carried out after
// the draw (diy_intent); no arithmetic happens here.
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

void click_row(DiyView& v, int r) {
  if (v.first < 0 || v.second >= 0) {
    v.first = r;
    v.second = -1;
  } else if (r != v.first) v.second = r;
}

}  // namespace

void diy_intent(App& app, const Intent& intent) {
  DiyView& v = app.diy;
  DiyDesk& desk = v.desk;
  const Midend& g = app.game;
  switch (intent.kind) {
    case Intent::Kind::DiyToggle: {
      const bool on = desk.get(g) == nullptr;
      v = DiyView{};
      v.desk.set_on(on, g);
      break;
    }
    case Intent::Kind::DiyOperation: {
      const auto kind = RowOpKind(intent.value);
      if (kind == RowOpKind::Scale) desk.apply(g, {kind, v.first, v.first, v.factor});
      else desk.apply(g, {kind, v.first, v.second, kind == RowOpKind::Swap ? 1 : v.factor});
      v.first = v.second = -1;
      break;
    }
    case Intent::Kind::DiyNextStep: desk.next_step(g); break;
    case Intent::Kind::DiyTakeBack: desk.undo(g); break;
    case Intent::Kind::DiyPressSolution: desk.press_solution(app.game); break;
    case Intent::Kind::DiyShown: v.scroll_to = false; break;
    default: break;
  }
}

void why_diy_section(App& app) {
  const Midend& g = app.game;
  DiyView& v = app.diy;
  const float em = ImGui::GetFontSize();
  const DiyElimination* d = v.desk.get(g);
  const char* toggle = d ? "Stop doing it yourself" : "Do it yourself";
  same_line_for_button(toggle);  // beside the exports where it fits
  if (labelled_button(app, toggle)) later(app, Intent::Kind::DiyToggle);
  if (v.scroll_to) {  // a link opened it: bring it into view once
    ImGui::SetScrollHereY(0.0f);
    later(app, Intent::Kind::DiyShown);
  }
  if (!d) return;
  const int k = d->k();
  ImGui::TextWrapped(
      "Click a row, then a second row, then an operation: swap them, add a multiple of the first to "
      "the second, or multiply the first by a unit (mod %d).",
      k);
  // [A | b], a row per line, each behind its row button.
  for (int r = 0; r < d->rows(); ++r) {
    const bool picked = r == v.first || r == v.second;
    if (picked) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (labelled_button(app, "Row " + std::to_string(r + 1), 4.2f * em)) click_row(v, r);
    if (picked) ImGui::PopStyleColor();
    std::string text;
    for (int c = 0; c <= d->buttons(); ++c) text += (c == d->buttons() ? " | " : c ? " " : "") + std::to_string(d->at(r, c));
    ImGui::SameLine();
    ImGui::TextUnformatted(text.c_str());
  }
  if (k > 2) {  // the multiple or the unit
    ImGui::TextUnformatted("Multiple:");
    for (int f = 1; f < k && f <= 12; ++f) {
      ImGui::SameLine();
      const bool picked = f == v.factor;
      if (picked) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
      if (labelled_button(app, "x" + std::to_string(f))) v.factor = f;
      if (picked) ImGui::PopStyleColor();
    }
  }
  const std::string a = v.first >= 0 ? std::to_string(v.first + 1) : "?", b = v.second >= 0 ? std::to_string(v.second + 1) : "?";
  const std::string times = v.factor == 1 ? "" : std::to_string(v.factor) + " x ";
  ImGui::BeginDisabled(v.first < 0 || v.second < 0);
  if (labelled_button(app, "Swap")) later(app, Intent::Kind::DiyOperation, int(RowOpKind::Swap));
  ImGui::SameLine();
  if (labelled_button(app, "Add")) later(app, Intent::Kind::DiyOperation, int(RowOpKind::Add));
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(v.first < 0);
  if (labelled_button(app, "Multiply")) later(app, Intent::Kind::DiyOperation, int(RowOpKind::Scale));
  ImGui::EndDisabled();
  ImGui::TextDisabled("Add: row %s += %srow %s.  Multiply: row %s x %d.", b.c_str(), times.c_str(), a.c_str(), a.c_str(),
                      v.factor);
  if (labelled_button(app, "Next standard step")) later(app, Intent::Kind::DiyNextStep);
  ImGui::SameLine();
  ImGui::BeginDisabled(d->history().empty());
  if (labelled_button(app, "Take back")) later(app, Intent::Kind::DiyTakeBack);
  ImGui::EndDisabled();
  if (d->reduced() && d->solvable()) {
    same_line_for_button("Press s on the board");
    if (labelled_button(app, "Press s on the board")) later(app, Intent::Kind::DiyPressSolution);
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
  RowOp op;
  if (d->standard_step(op)) {
    j.key("next").begin_object().key("kind").value(op.kind == RowOpKind::Swap  ? "swap"
                                                   : op.kind == RowOpKind::Add ? "add"
                                                                               : "scale");
    j.key("row").value(op.row + 1).key("other").value(op.other + 1).key("factor").value(op.factor).end_object();
  }
  std::vector<int> presses;  // a button once per press, like the solver's answer
  const std::vector<int> s = d->solution();
  for (std::size_t b = 0; b < s.size(); ++b)
    for (int t = 0; t < s[b]; ++t) presses.push_back(int(b));
  j.key("solution").ints(presses, 1);
  j.end_object();
}

}  // namespace tl::app
