// diy_draw.cpp: the do-it-yourself elimination's view (diy_screen.hpp): it
// reads the model and the desk, sends the taps; nothing here writes.
#include <algorithm>
#include <string>

#include "app/screens/diy/diy_screen.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::diy {

namespace {

bool labelled_button(const Ui& ui, const std::string& label, float width = 0) {
  const bool clicked = ImGui::Button(label.c_str(), ImVec2(width, 0));
  ui.control(label.c_str());
  return clicked;
}

}  // namespace

void draw(const Model& v, const Midend& g, const Ui& ui, Sink<Msg> send) {
  const float em = ImGui::GetFontSize();
  const DiyElimination* d = v.desk.get(g);
  const char* toggle = d ? "Stop doing it yourself" : "Do it yourself";
  same_line_for_button(toggle);  // beside the exports where it fits
  if (labelled_button(ui, toggle)) send.send(Toggle{});
  if (v.scroll_to) {  // a link opened it: bring it into view once
    ImGui::SetScrollHereY(0.0f);
    send.send(Shown{});
  }
  if (!d) return;
  const int k = d->k();
  ImGui::TextWrapped(
      "%s a row, then a second row, then an operation: swap them, add a multiple of the first to "
      "the second, or multiply the first by a unit (mod %d).",
      ui.touch() ? "Tap" : "Click", k);
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
        if (labelled_button(ui, "x" + std::to_string(f))) send.send(Factor{f});
        if (picked) ImGui::PopStyleColor();
      }
    }
    ImGui::BeginDisabled(v.first < 0 || v.second < 0);
    if (labelled_button(ui, "Swap")) send.send(Operation{RowOpKind::Swap});
    ImGui::SameLine();
    if (labelled_button(ui, "Add")) send.send(Operation{RowOpKind::Add});
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(v.first < 0);
    if (labelled_button(ui, "Multiply")) send.send(Operation{RowOpKind::Scale});
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
    if (labelled_button(ui, "Row " + std::to_string(r + 1), row_button)) send.send(PickRow{r});
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
    if (r == 0) ui.rect(kEntries, Rect{o.x, o.y, cell * (float(entries) + 0.5f), h});  // where, for the hook
    if (r == anchor) operations();
  }
  if (labelled_button(ui, "Next standard step")) send.send(NextStep{});
  ImGui::SameLine();
  ImGui::BeginDisabled(d->history().empty());
  if (labelled_button(ui, "Take back")) send.send(TakeBack{});
  ImGui::EndDisabled();
  if (d->reduced() && d->solvable()) {
    same_line_for_button("Press s on the board");
    if (labelled_button(ui, "Press s on the board")) send.send(PressSolution{});
  }
  ImGui::TextWrapped("%s", v.desk.message().c_str());
  ImGui::TextWrapped("%s", d->status().c_str());
  ImGui::Separator();
}

}  // namespace tl::app::diy
