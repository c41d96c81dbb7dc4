// choice_list.cpp: ImGui's combo with a mouse, a sheet of finger-high rows on
// a touch screen (choice_list.hpp).
#include "app/widgets/choice_list.hpp"

#include <algorithm>
#include <string>

#include "imgui.h"

namespace tl::app {

namespace {

// The text ImGui shows for a label: up to its "##".
std::string shown_text(const char* label) {
  std::string s = label;
  return s.substr(0, s.find("##"));
}

}  // namespace

ChoiceList::ChoiceList(const Ui& ui, const char* label, const char* preview, float width, const char* name)
    : ui_(ui), name_(name ? name : label), sheet_(ui.touch()) {
  if (!sheet_) {
    ImGui::SetNextItemWidth(width);
    open_ = ImGui::BeginCombo(label, preview);
    return;
  }
  const float em = ImGui::GetFontSize(), h = finger_target(em);
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushID(label);
  // The field: what is chosen, in a frame with a combo's arrow, a finger high.
  ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[ImGuiCol_FrameBg]);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, style.Colors[ImGuiCol_FrameBgHovered]);
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, style.Colors[ImGuiCol_FrameBgActive]);
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
  // Wide enough for what is chosen beside the arrow, as the screen allows;
  // its label beside it, centred on its height, as a combo's, or over it
  // where both do not fit on the line (a 320 px phone's "Press shape").
  const std::string shown = shown_text(label);
  const float fits = ImGui::CalcTextSize(preview).x + 2.0f * style.FramePadding.x + h;
  const float avail = ImGui::GetContentRegionAvail().x;
  const float w = std::max(kMinTouchTarget, std::min(std::max(width, fits), avail));
  const float label_w = shown.empty() ? 0.0f : style.ItemInnerSpacing.x + ImGui::CalcTextSize(shown.c_str()).x;
  const bool label_over = !shown.empty() && w + label_w > avail;
  if (label_over) ImGui::TextUnformatted(shown.c_str());
  const bool tapped = ImGui::Button((std::string(preview) + "##field").c_str(), ImVec2(w, h));
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(3);
  ui_.control(name_);
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const float s = 0.3f * em, cx = b.x - 0.5f * std::min(h, b.x - a.x), cy = 0.5f * (a.y + b.y);
  ImGui::GetWindowDrawList()->AddTriangleFilled(ImVec2(cx - s, cy - 0.5f * s), ImVec2(cx + s, cy - 0.5f * s),
                                                ImVec2(cx, cy + 0.6f * s), ImGui::GetColorU32(ImGuiCol_Text));
  if (!shown.empty() && !label_over) {
    ImGui::SameLine(0.0f, style.ItemInnerSpacing.x);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(ImGui::CalcTextSize(shown.c_str()).x, h));
    ImGui::GetWindowDrawList()->AddText(ImVec2(at.x, at.y + 0.5f * (h - ImGui::GetTextLineHeight())),
                                        ImGui::GetColorU32(ImGuiCol_Text), shown.c_str());
  }
  if (tapped) ImGui::OpenPopup("##choices");

  // The sheet: along the screen's bottom edge, at most 70% of its height,
  // as wide as the screen up to 32 em.
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float sheet_w = std::min(vp->WorkSize.x, 32.0f * em);
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + 0.5f * (vp->WorkSize.x - sheet_w), vp->WorkPos.y + vp->WorkSize.y),
                          ImGuiCond_Always, ImVec2(0.0f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(sheet_w, 0.0f), ImVec2(sheet_w, 0.7f * vp->WorkSize.y));
  open_ = ImGui::BeginPopup("##choices", ImGuiWindowFlags_NoMove);
  if (!open_) return;
  // How many frames the sheet has been open (ImGui's storage of its window).
  ImGuiStorage* kept = ImGui::GetStateStorage();
  const ImGuiID frames_id = ImGui::GetID("##frames");
  opened_frames_ = ImGui::IsWindowAppearing() ? 0 : kept->GetInt(frames_id, 2);
  kept->SetInt(frames_id, opened_frames_ + 1);
  if (const float by = ui_.choices_scroll(); by != 0.0f)
    ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() + by, 0.0f, ImGui::GetScrollMaxY()));
  // Its head: what is being chosen, and Close (a tap outside closes it too).
  const std::string title = shown.empty() ? shown_text(name_) : shown;
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%s", title.c_str());
  const char* close = "Close##choices";
  const float close_w = small_button_size(true, close).x;
  ImGui::SameLine(std::max(ImGui::GetContentRegionMax().x - close_w, ImGui::GetCursorPosX()));
  if (small_button(true, close)) ImGui::CloseCurrentPopup();
  ui_.control("Close list");
  ImGui::Separator();
}

bool ChoiceList::row(const char* text, bool chosen, const char* name) {
  if (!sheet_) {
    const bool picked = ImGui::Selectable(text, chosen);  // a mouse's row: ImGui's height
    ui_.control(name ? name : text);
    return picked;
  }
  const float h = finger_target(ImGui::GetFontSize()) - ImGui::GetStyle().ItemSpacing.y;
  ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.0f, 0.5f));  // the words on the row's middle
  const bool picked = ImGui::Selectable(text, chosen, 0, ImVec2(0.0f, h));
  ImGui::PopStyleVar();
  ui_.control(name ? name : text);
  // The chosen row in view when the sheet opens: asked for in its first two
  // frames (the first does not know the sheet's height yet, so a row near
  // the end would be scrolled short of it).
  if (chosen && opened_frames_ < 2) ImGui::SetScrollHereY(0.5f);
  return picked;
}

ChoiceList::~ChoiceList() {
  if (!sheet_) {
    if (open_) ImGui::EndCombo();
    ui_.control(name_);
    return;
  }
  if (open_) {
    // Room under the last row for the home bar: the sheet's colour reaches
    // the screen's edge, its rows scroll clear of what the device keeps.
    if (const float inset = ui_.bottom_inset(); inset > 0.0f) ImGui::Dummy(ImVec2(0.0f, inset));
    const ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
    const Rect r{p.x, p.y, s.x, s.y};
    ui_.choices_at(r);
    ui_.rect("Choices", r);
    ImGui::EndPopup();
  }
  ImGui::PopID();
}

}  // namespace tl::app
