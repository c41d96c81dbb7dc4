// ui.cpp: the frame's record of controls, and the widgets every screen shares.
#include "app/widgets/ui.hpp"

#include <algorithm>
#include <cstdarg>
#include <cstdio>

#include "app/widgets/choice_list.hpp"
#include "imgui.h"

namespace tl::app {

void record_item(std::vector<ControlRect>& controls, const char* label, bool automatic) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  // Wholly inside what the window it is in shows (its clip rectangle)? A
  // selectable row's rectangle takes in half the item spacing around it,
  // which at a popup's edge (the machine menu) lies outside the clip though
  // the row shows whole: that much is allowed.
  const ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c0 = dl->GetClipRectMin(), c1 = dl->GetClipRectMax();
  const ImVec2 slack(ImGui::GetStyle().ItemSpacing.x * 0.5f + 0.5f, ImGui::GetStyle().ItemSpacing.y * 0.5f + 0.5f);
  const bool across = a.x >= c0.x - slack.x && b.x <= c1.x + slack.x;
  bool visible = across && a.y >= c0.y - slack.y && b.y <= c1.y + slack.y;
  // Words taller than their window (a long paragraph on a small phone's
  // panel) are in sight when they start in it above its last line: as much
  // as the window can show is shown, from their beginning.
  if (b.y - a.y > c1.y - c0.y) visible = across && a.y >= c0.y - slack.y && a.y <= c1.y - ImGui::GetTextLineHeightWithSpacing();
  std::string name = label;
  controls.push_back({name.substr(0, name.find("##")), Rect{a.x, a.y, b.x - a.x, b.y - a.y}, visible, automatic});
}

void Ui::text(const char* name) const {
  record_item(*controls_, name, false);
  controls_->back().text = true;
}

void Ui::rect(std::string name, Rect r, bool visible, bool text) const {
  controls_->push_back({std::move(name), r, visible, false, text});
}

int stepper(const Ui& ui, const char* label, int v, int lo, int hi) {
  const float em = ImGui::GetFontSize();
  const float side = finger_target(em);
  int asked = v;
  ImGui::PushID(label);
  // The label, centred on the buttons' height (whatever the frame padding).
  const ImVec2 label_at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(ImGui::CalcTextSize(label).x, side));
  ImGui::GetWindowDrawList()->AddText(ImVec2(label_at.x, label_at.y + (side - ImGui::GetTextLineHeight()) * 0.5f),
                                      ImGui::GetColorU32(ImGuiCol_Text), label);
  ImGui::SameLine(6.0f * em);
  ImGui::BeginDisabled(v <= lo);
  if (ImGui::Button("-", ImVec2(side, side))) asked = v - 1;
  ImGui::EndDisabled();
  ui.control((std::string(label) + " -").c_str());
  ImGui::SameLine();
  char text[16];
  std::snprintf(text, sizeof text, "%d", v);
  const float tw = ImGui::CalcTextSize(text).x;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(3.0f * em, side));
  ImGui::GetWindowDrawList()->AddText(ImVec2(at.x + (3.0f * em - tw) * 0.5f, at.y + (side - ImGui::GetTextLineHeight()) * 0.5f),
                                      ImGui::GetColorU32(ImGuiCol_Text), text);
  ImGui::SameLine();
  ImGui::BeginDisabled(v >= hi);
  if (ImGui::Button("+", ImVec2(side, side))) asked = v + 1;
  ImGui::EndDisabled();
  ui.control((std::string(label) + " +").c_str());
  ImGui::PopID();
  return std::clamp(asked, lo, hi);
}

ImVec2 small_button_size(bool touch, const char* label) {
  const float text = ImGui::CalcTextSize(label, nullptr, true).x + 2.0f * ImGui::GetStyle().FramePadding.x;
  if (!touch) return ImVec2(text, ImGui::GetTextLineHeight());  // SmallButton: no frame padding above and below
  return ImVec2(std::max(kMinTouchTarget, text), finger_target(ImGui::GetFontSize()));
}

bool small_button(bool touch, const char* label) {
  if (!touch) return ImGui::SmallButton(label);
  return ImGui::Button(label, small_button_size(true, label));
}

bool wide_button(bool touch, const char* label, float width_em) {
  const float em = ImGui::GetFontSize();
  const float words = ImGui::CalcTextSize(label, nullptr, true).x + 2.0f * ImGui::GetStyle().FramePadding.x;
  return ImGui::Button(label, ImVec2(std::max(width_em * em, words), touch ? finger_target(em) : 2.0f * em));
}

void tooltip(const char* fmt, ...) {
  const float em = ImGui::GetFontSize();
  const ImGuiStyle& style = ImGui::GetStyle();
  // The tooltip's own padding and a margin each side within the screen.
  const float room = ImGui::GetMainViewport()->WorkSize.x - 2.0f * style.WindowPadding.x - em;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::clamp(room, 4.0f * em, 30.0f * em));
  va_list args;
  va_start(args, fmt);
  ImGui::TextV(fmt, args);
  va_end(args);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

ImVec2 row_size(bool touch) { return ImVec2(0.0f, touch ? kMinTouchTarget - ImGui::GetStyle().ItemSpacing.y : 0.0f); }
ImVec2 row_size(const Ui& ui) { return row_size(ui.touch()); }

static void same_line_if_fits(float width) {
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}

void same_line_for_button(const char* label) {
  same_line_if_fits(ImGui::CalcTextSize(label, nullptr, true).x + 2.0f * ImGui::GetStyle().FramePadding.x);
}

void same_line_for_tick_box(const char* label) {
  same_line_if_fits(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x);
}

bool folding_header(const Ui& ui, const char* label, bool bring) {
  if (bring) ImGui::SetNextItemOpen(true);
  const bool open = ImGui::CollapsingHeader(label);
  if (bring) ImGui::SetScrollHereY(0.0f);
  ui.control(label);
  return open;
}

bool tick_box(const Ui& ui, const char* label, bool on) {
  bool shown = on;  // ImGui writes here; the model is changed by the message the caller sends
  const bool clicked = ImGui::Checkbox(label, &shown);
  ui.control(label);
  return clicked;
}

int choice_combo(const Ui& ui, const char* label, int now, const std::vector<const char*>& names, bool prefixed) {
  int picked = -1;
  ChoiceList list(ui, label, names[std::size_t(now)],
                  std::min(9.0f * ImGui::GetFontSize(), ImGui::GetContentRegionAvail().x * 0.5f));
  if (list)
    for (int i = 0; i < int(names.size()); ++i) {
      const std::string name = prefixed ? std::string(label) + " " + names[std::size_t(i)] : names[std::size_t(i)];
      if (list.row(names[std::size_t(i)], i == now, name.c_str())) picked = i;
    }
  return picked;
}

int resize_string(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
    auto* s = static_cast<std::string*>(data->UserData);
    s->resize(std::size_t(data->BufTextLen));
    data->Buf = s->data();
  }
  return 0;
}

}  // namespace tl::app
