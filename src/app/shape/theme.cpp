// theme.cpp: the themes' tables (theme.hpp). Each pair that is read (text
// on its background, lit against unlit, a mark on the board's back) is held
// to WCAG 2's contrast by theme_test.cpp: text 4.5:1 (7:1 in high
// contrast), the boards' graphics 3:1.
#include "app/shape/theme.hpp"

#include <algorithm>
#include <cmath>

namespace tl::app {

namespace {

// The dark theme: the app's colours before themes, with the disabled text
// lifted from ImGui's grey (4.4:1 on the panel) to 5.6:1, and the unlit
// cells from (48, 54, 68), 1.3:1 on the board's back and hard to see,
// to 3.2:1 (and 3.3:1 from the lit amber).
constexpr Theme kDarkTheme{"dark",
                           true,
                           rgb(23, 26, 33),
                           rgb(33, 36, 46),
                           rgb(26, 82, 41),
                           rgb(255, 255, 255),
                           rgb(150, 154, 166),
                           rgb(255, 196, 64),
                           rgb(115, 242, 128),
                           rgb(255, 140, 110),
                           rgb(153, 217, 255),
                           rgb(41, 74, 122),
                           rgb(46, 96, 170),
                           rgb(15, 110, 220),
                           rgb(41, 74, 122),
                           rgb(46, 84, 138),
                           rgb(110, 110, 128),
                           rgb(26, 28, 36),
                           rgb(100, 108, 126),
                           rgb(255, 196, 64),
                           rgb(120, 190, 255),
                           rgb(80, 230, 120),
                           rgb(190, 120, 255),
                           rgb(255, 255, 255),
                           rgb(80, 220, 110),
                           rgb(255, 110, 80),
                           rgb(110, 118, 140),
                           false,
                           "#171a21"};

constexpr Theme kLightTheme{"light",
                            false,
                            rgb(246, 247, 250),
                            rgb(232, 235, 242),
                            rgb(206, 238, 214),
                            rgb(20, 22, 28),
                            rgb(84, 90, 104),
                            rgb(150, 80, 0),
                            rgb(0, 115, 40),
                            rgb(180, 40, 0),
                            rgb(0, 85, 165),
                            rgb(200, 212, 235),
                            rgb(176, 196, 232),
                            rgb(150, 178, 228),
                            rgb(226, 230, 238),
                            rgb(206, 216, 236),
                            rgb(150, 156, 172),
                            rgb(222, 226, 234),
                            rgb(96, 104, 122),
                            rgb(255, 196, 64),
                            rgb(20, 100, 200),
                            rgb(0, 130, 50),
                            rgb(130, 50, 200),
                            rgb(20, 22, 28),
                            rgb(0, 130, 50),
                            rgb(200, 50, 20),
                            rgb(96, 104, 122),
                            false,
                            "#f6f7fa"};

// High contrast: black and white, yellow for what is lit, and unlit cells
// nearly black inside an outline of the edge colour, so that lit and unlit
// differ by more than colour (a filled shape against a ring).
constexpr Theme kHighContrastTheme{"high contrast",    true,
                                   rgb(0, 0, 0),       rgb(0, 0, 0),
                                   rgb(0, 60, 0),      rgb(255, 255, 255),
                                   rgb(215, 215, 215), rgb(255, 230, 0),
                                   rgb(0, 255, 120),   rgb(255, 150, 120),
                                   rgb(130, 215, 255), rgb(0, 0, 0),
                                   rgb(40, 40, 90),    rgb(0, 0, 160),
                                   rgb(0, 0, 0),       rgb(40, 40, 90),
                                   rgb(255, 255, 255), rgb(0, 0, 0),
                                   rgb(40, 40, 40),    rgb(255, 230, 0),
                                   rgb(0, 200, 255),   rgb(0, 255, 120),
                                   rgb(255, 120, 255), rgb(255, 255, 255),
                                   rgb(0, 255, 120),   rgb(255, 90, 60),
                                   rgb(200, 200, 200), true,
                                   "#000000"};

double linear(uint32_t channel) {
  const double c = double(channel & 0xFFu) / 255.0;
  return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(uint32_t c) { return 0.2126 * linear(c) + 0.7152 * linear(c >> 8) + 0.0722 * linear(c >> 16); }

}  // namespace

const Theme& theme_of(ThemeChoice choice, bool system_dark) {
  switch (choice) {
    case ThemeChoice::System: return system_dark ? kDarkTheme : kLightTheme;
    case ThemeChoice::Light: return kLightTheme;
    case ThemeChoice::Dark: return kDarkTheme;
    case ThemeChoice::HighContrast: return kHighContrastTheme;
  }
  return kDarkTheme;
}

const char* theme_choice_name(ThemeChoice choice) {
  static const char* const kNames[kThemeChoices] = {"System", "Light", "Dark", "High contrast"};
  return kNames[std::clamp(int(choice), 0, kThemeChoices - 1)];
}

const char* render_style_name(RenderStyle style) {
  static const char* const kNames[kRenderStyles] = {"Squares", "Circles", "Diamonds", "LEDs"};
  return kNames[std::clamp(int(style), 0, kRenderStyles - 1)];
}

float contrast(uint32_t a, uint32_t b) {
  const double la = luminance(a), lb = luminance(b);
  return float((std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05));
}

namespace {
const Theme* g_board_theme = &theme_of(ThemeChoice::Dark, true);
RenderStyle g_board_style = RenderStyle::Squares;
}  // namespace

const Theme& board_theme() { return *g_board_theme; }
RenderStyle board_style() { return g_board_style; }
void use_board_look(const Theme& theme, RenderStyle style) {
  g_board_theme = &theme;
  g_board_style = style;
}

}  // namespace tl::app
