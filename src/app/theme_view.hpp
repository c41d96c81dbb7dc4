// theme_view.hpp: the theme and the cells' style chosen (saved with the
// preferences), made the colours everything draws with: ImGui's style, the
// boards' palette (app/shape/theme.hpp's board_theme() and board_style()),
// the page's theme-color. Applied before each frame's drawing, ImGui's style
// only when the resolved theme changed.
#pragma once

#include "app/app.hpp"
#include "app/shape/theme.hpp"

namespace tl::app {

// The theme in effect: the choice, System resolved by the device's preference.
const Theme& current_theme(const App& app);
// Before the frame is drawn (app_step.cpp).
void apply_theme(App& app);
// The Theme and Cells choices (the panel's settings, beside Reduce motion).
void theme_controls(App& app);

}  // namespace tl::app
