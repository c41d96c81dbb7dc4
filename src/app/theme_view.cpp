// theme_view.cpp: the theme applied, and its choices (theme_view.hpp).
#include "app/theme_view.hpp"

#include <algorithm>
#include <vector>

#include "app/panels.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

ImVec4 colour(uint32_t c) { return ImGui::ColorConvertU32ToFloat4(c); }

// ImGui's style from a theme's table: its own dark or light style for what
// the table does not name (resize grips, the nav highlight), ours for the rest.
void style_imgui(const Theme& t) {
  ImGuiStyle& s = ImGui::GetStyle();
  if (t.dark) ImGui::StyleColorsDark(&s);
  else ImGui::StyleColorsLight(&s);
  ImVec4* c = s.Colors;
  c[ImGuiCol_WindowBg] = colour(t.window_bg);
  c[ImGuiCol_PopupBg] = colour(t.sheet_bg);
  c[ImGuiCol_Text] = colour(t.text);
  c[ImGuiCol_TextDisabled] = colour(t.text_disabled);
  c[ImGuiCol_Button] = colour(t.button);
  c[ImGuiCol_ButtonHovered] = colour(t.button_hovered);
  c[ImGuiCol_ButtonActive] = colour(t.button_active);
  c[ImGuiCol_FrameBg] = colour(t.frame);
  c[ImGuiCol_FrameBgHovered] = colour(t.button_hovered);
  c[ImGuiCol_FrameBgActive] = colour(t.button_active);
  c[ImGuiCol_Header] = colour(t.header);
  c[ImGuiCol_HeaderHovered] = colour(t.button_hovered);
  c[ImGuiCol_HeaderActive] = colour(t.button_active);
  c[ImGuiCol_Tab] = colour(t.button);
  c[ImGuiCol_TabHovered] = colour(t.button_hovered);
  c[ImGuiCol_TabActive] = colour(t.button_active);
  c[ImGuiCol_Border] = colour(t.border);
  c[ImGuiCol_Separator] = colour(t.border);
  c[ImGuiCol_CheckMark] = colour(t.text);
  c[ImGuiCol_SliderGrab] = colour(t.button_active);
  c[ImGuiCol_PlotHistogram] = colour(t.accent);
  c[ImGuiCol_ScrollbarBg] = colour(t.window_bg);
  c[ImGuiCol_ScrollbarGrab] = colour(t.border);
  c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgActive] = colour(t.window_bg);
  // High contrast: every control outlined (its fill is the panel's black).
  s.FrameBorderSize = t.marked_cells ? 1.0f : 0.0f;
}

}  // namespace

const Theme& current_theme(const App& app) { return theme_of(app.settings.theme, app.screen.system_dark); }

void apply_theme(App& app) {
  const Theme& t = current_theme(app);
  if (&t != &board_theme() || !app.frame_state.theme_applied) {
    style_imgui(t);
    app.frame_state.theme_applied = true;
  }
  use_board_look(t, app.settings.cells);
}

void theme_controls(App& app) {
  // Two lists: a combo each, finger-high rows on a touch screen.
  std::vector<const char*> themes, styles;
  for (int i = 0; i < kThemeChoices; ++i) themes.push_back(theme_choice_name(ThemeChoice(i)));
  for (int i = 0; i < kRenderStyles; ++i) styles.push_back(render_style_name(RenderStyle(i)));
  const Ui ui = ui_of(app);
  if (const int i = choice_combo(ui, "Theme", int(app.settings.theme), themes); i >= 0)
    later(app, intent::PickTheme{ThemeChoice(i)});
  if (!ui.touch()) ImGui::SameLine();  // a finger's fields, each on its line
  if (const int i = choice_combo(ui, "Cells", int(app.settings.cells), styles); i >= 0)
    later(app, intent::PickCells{RenderStyle(i)});
}

}  // namespace tl::app
