// theme.hpp: the app's colours as plain data, one table per theme: the
// panel's text and controls (ImGui's style is made from it), the boards
// (their back, unlit and lit cells, the marks), and the page's own colour
// (<meta name="theme-color">). Light, dark and high contrast; System is
// light or dark as the device prefers (the page reads prefers-color-scheme;
// the desktop, where SDL 2.26 cannot ask, is dark). The render styles are
// the cells' shapes. Pure: no ImGui, no SDL; theme_test.cpp computes every
// pair's contrast from these tables.
#pragma once

#include <cstdint>

namespace tl::app {

enum class ThemeChoice { System, Light, Dark, HighContrast };
inline constexpr int kThemeChoices = 4;
enum class RenderStyle { Squares, Circles, Diamonds, Leds };
inline constexpr int kRenderStyles = 4;

// An opaque colour in ImGui's ImU32 layout (red in the low byte).
constexpr uint32_t rgb(uint32_t r, uint32_t g, uint32_t b) { return 0xFF000000u | (b << 16) | (g << 8) | r; }

struct Theme {
  const char* name;  // "dark", "light", "high contrast"
  bool dark;         // ImGui's dark style underneath (else its light one)
  // The panel.
  uint32_t window_bg, sheet_bg, banner_bg;
  uint32_t text, text_disabled, accent;     // accent: the tour's words, today's bar, the census's bars
  uint32_t good_text, bad_text, info_text;  // "Solved", "No solution" and errors, a message
  uint32_t button, button_hovered, button_active;
  uint32_t frame, header, border;
  // The boards.
  uint32_t board_back, unlit, lit;
  uint32_t hover, hint, step, cursor, solved, invariant, edge;
  // Lit and unlit differ by a mark as well as colour (unlit cells drawn as
  // outlines): high contrast asks for it.
  bool marked_cells;
  const char* css;  // the page's colour, for theme-color ("#171a21")
};

// The table of a choice; System by `system_dark`.
const Theme& theme_of(ThemeChoice choice, bool system_dark);
const char* theme_choice_name(ThemeChoice choice);  // "System", "Light", ...
const char* render_style_name(RenderStyle style);   // "Squares", "Circles", ...

// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
float contrast(uint32_t a, uint32_t b);

// What the boards are drawn with this frame: the theme in effect and the
// cells' style, set by the shell before each frame is drawn (as ImGui's
// style is), read wherever a board is drawn (app/boards).
const Theme& board_theme();
RenderStyle board_style();
void use_board_look(const Theme& theme, RenderStyle style);

}  // namespace tl::app
