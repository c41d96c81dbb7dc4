// theme_test.cpp: every theme's colours, as the tables hold them, meet
// WCAG 2's contrast where they are read: text on each background it is
// drawn on at least 4.5:1 (7:1 in high contrast), lit against unlit and
// each board mark (hover, hint, step, cursor, solved frame, invariant,
// edge) against the board's back at least 3:1; high contrast's unlit cells
// are outlined in its edge colour, 3:1 from the back and from the unlit fill;
// in every other theme the unlit fill is 3:1 from the board's back.
#include <gtest/gtest.h>

#include "app/shape/theme.hpp"

namespace tl::app {
namespace {

TEST(Theme, EveryTextAndEveryCellMeetsItsContrast) {
  for (int i = 0; i < kThemeChoices; ++i)
    for (bool system_dark : {false, true}) {
      const Theme& t = theme_of(ThemeChoice(i), system_dark);
      const float text_least = t.marked_cells ? 7.0f : 4.5f;
      const std::string at = std::string(t.name);
      for (uint32_t back :
           {t.window_bg, t.sheet_bg, t.banner_bg, t.button, t.button_hovered, t.button_active, t.frame, t.header}) {
        EXPECT_GE(contrast(t.text, back), text_least) << at << ": text on " << std::hex << back;
      }
      for (uint32_t back : {t.window_bg, t.sheet_bg}) {
        EXPECT_GE(contrast(t.text_disabled, back), text_least) << at << ": disabled text";
        EXPECT_GE(contrast(t.accent, back), text_least) << at << ": the accent's words";
        for (uint32_t words : {t.good_text, t.bad_text, t.info_text})
          EXPECT_GE(contrast(words, back), text_least) << at << ": coloured words " << std::hex << words;
      }
      EXPECT_GE(contrast(t.lit, t.unlit), 3.0f) << at << ": lit against unlit";
      // An unlit cell stands out from the board it lies on: by its fill, or
      // where the fill is nearly the back's black, by its outline.
      EXPECT_GE(contrast(t.marked_cells ? t.edge : t.unlit, t.board_back), 3.0f) << at << ": unlit on the board";
      EXPECT_GE(contrast(t.accent, t.board_back), 3.0f) << at << ": the census's bars on their back";
      for (uint32_t mark : {t.hover, t.hint, t.step, t.cursor, t.solved, t.invariant, t.edge})
        EXPECT_GE(contrast(mark, t.board_back), 3.0f) << at << ": a mark on the board's back " << std::hex << mark;
    }
}

TEST(Theme, SystemFollowsTheDeviceAndTheChoicesHaveNames) {
  EXPECT_TRUE(theme_of(ThemeChoice::System, true).dark);
  EXPECT_FALSE(theme_of(ThemeChoice::System, false).dark);
  EXPECT_EQ(&theme_of(ThemeChoice::Dark, false), &theme_of(ThemeChoice::System, true));
  const Theme& hc = theme_of(ThemeChoice::HighContrast, false);
  EXPECT_TRUE(hc.marked_cells);
  EXPECT_GE(contrast(hc.edge, hc.unlit), 3.0f) << "the outline shows on the unlit fill";
  EXPECT_STREQ(theme_choice_name(ThemeChoice::HighContrast), "High contrast");
  EXPECT_STREQ(render_style_name(RenderStyle::Leds), "LEDs");
  EXPECT_NEAR(contrast(rgb(0, 0, 0), rgb(255, 255, 255)), 21.0f, 1e-3f);
}

}  // namespace
}  // namespace tl::app
