// action_bar.cpp: see action_bar.hpp.
#include "app/action_bar.hpp"
#include "app/play_host.hpp"

#include <algorithm>

#include "app/theme_view.hpp"
#include "imgui.h"

namespace tl::app {

bool menu_open(const App& app) {
  const ScreenView& s = app.screen;
  return s.layout.kind == LayoutKind::Tall ? s.sheet_open : s.pane == Pane::Machine;
}

void open_menu(App& app) {
  if (!menu_open(app)) toggle_menu(app);
}

void toggle_menu(App& app) {
  ScreenView& s = app.screen;
  if (!menu_open(app)) {
    if (s.pane != Pane::Machine) s.pane_before_menu = s.pane;
    s.pane = Pane::Machine;
    s.sheet_open = s.layout.kind == LayoutKind::Tall;
    s.panel_to_top = true;  // the menu opens at its head, never at the last scroll
  } else {
    s.sheet_open = false;
    if (s.pane == Pane::Machine) s.pane = s.pane_before_menu;
  }
}

void action_bar(App& app, const ScreenLayout& L) {
  if (L.bar.empty()) return;
  // The bar's buttons are narrow on a 320 px phone: a little less padding.
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2.0f, ImGui::GetStyle().FramePadding.y));
  play::action_bar(app.game, L, ui_of(app), play_sink(app));  // Hint, Press next, Undo, Redo, New
  const Rect& r = L.actions[int(BarAction::Menu)];
  ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
  const bool menu_lit = L.sheet_open || app.screen.pane == Pane::Machine;
  if (menu_lit) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  if (ImGui::Button("Menu##bar", ImVec2(r.w, r.h))) later(app, intent::ToggleMenu{});
  if (menu_lit) ImGui::PopStyleColor();
  record_control(app, "Menu");
  ImGui::PopStyleVar();
}

std::string status_words(const App& app) { return play::status_words(app.game, play_look(app)); }

void status_line(App& app, const Rect& r) { play::status_line(app.game, play_look(app), board_theme(), r, ui_of(app)); }

}  // namespace tl::app
