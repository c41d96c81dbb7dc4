// app_theme_test.cpp: themes and the cells' styles, headless, as a player
// picks them: System follows the device (dark until it says, then its
// preference, live), the Theme list picks light, dark or high contrast and
// the Cells list squares, circles, diamonds or LEDs, both kept across a
// restart; ImGui's style and the page's colour follow; a stored value that
// is not one of ours is the default. The colours' contrast is the table's
// (tests/app/shape/theme_test.cpp), and the colours a cell is drawn with
// here: an unlit one stands out from the board in every theme and style;
// what each looks like, the screenshots.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "app/boards/board_palette.hpp"
#include "imgui.h"

namespace tl::app::testing {
namespace {

uint32_t window_bg() { return ImGui::ColorConvertFloat4ToU32(ImGui::GetStyle().Colors[ImGuiCol_WindowBg]); }

TEST(AppTheme, SystemFollowsTheDeviceAndAPickedThemeIsKept) {
  AppDriver d;
  d.frame();
  Json s = d.state();
  EXPECT_EQ(str(s["theme"]["choice"]), "System");
  EXPECT_EQ(str(s["theme"]["name"]), "dark") << "dark until the device says otherwise (the desktop cannot ask)";
  d.prefers_dark = false;
  d.frame();
  s = d.state();
  EXPECT_EQ(str(s["theme"]["name"]), "light") << "the device prefers light";
  EXPECT_EQ(d.theme_css, "#f6f7fa") << "the page's colour follows";
  EXPECT_EQ(window_bg(), theme_of(ThemeChoice::Light, false).window_bg) << "ImGui's style follows";

  ASSERT_TRUE(d.click("Theme")) << d.last_error;
  ASSERT_TRUE(d.click("High contrast")) << d.last_error;
  d.settle();
  s = d.state();
  EXPECT_EQ(str(s["theme"]["choice"]), "High contrast");
  EXPECT_EQ(str(s["theme"]["name"]), "high contrast") << "whatever the device prefers";
  EXPECT_EQ(d.theme_css, "#000000");
  EXPECT_EQ(window_bg(), theme_of(ThemeChoice::HighContrast, false).window_bg);
  EXPECT_EQ(ImGui::GetStyle().FrameBorderSize, 1.0f) << "high contrast outlines every control";
  ASSERT_TRUE(d.click("Cells")) << d.last_error;
  ASSERT_TRUE(d.click("LEDs")) << d.last_error;
  d.settle();
  EXPECT_EQ(str(d.state()["theme"]["cells"]), "LEDs");

  AppDriver again({.saved = d.storage});
  again.frame();
  s = again.state();
  EXPECT_EQ(str(s["theme"]["choice"]), "High contrast") << "kept";
  EXPECT_EQ(str(s["theme"]["cells"]), "LEDs") << "kept";
}

TEST(AppTheme, AStoredValueThatIsNotOursIsTheDefault) {
  for (const char* bad : {"9", "x", "", "01", "-1"}) {
    AppDriver d({.saved = {{"theme", bad}, {"cells", bad}}});
    d.frame();
    const Json s = d.state();
    EXPECT_EQ(str(s["theme"]["choice"]), "System") << bad;
    EXPECT_EQ(str(s["theme"]["cells"]), "Squares") << bad;
  }
}

// The colours one cell is drawn with (its vertices that are wholly opaque:
// anti-aliasing's fringe fades to nothing), and the most contrast any of
// them has against the board's back.
float most_contrast_on_the_board(const ImDrawList& dl) {
  float most = 1.0f;
  for (const ImDrawVert& v : dl.VtxBuffer)
    if ((v.col >> IM_COL32_A_SHIFT & 0xFFu) == 0xFFu) most = std::max(most, contrast(v.col, board_back()));
  return most;
}

TEST(AppTheme, AnUnlitCellStandsOutFromTheBoardInEveryThemeAndCellStyle) {
  for (const int theme : {1, 2, 3})  // Light, Dark, High contrast
    for (const int cells : {0, 1, 2, 3}) {
      AppDriver d({.saved = {{"theme", std::to_string(theme)}, {"cells", std::to_string(cells)}}});
      d.frame();
      const Json s = d.state();
      const std::string at = str(s["theme"]["name"]) + ", " + str(s["theme"]["cells"]);
      ASSERT_EQ(int(board_style()), cells) << at;
      auto drawn = [](auto draw) {
        ImDrawList dl(ImGui::GetDrawListSharedData());
        dl._ResetForNewFrame();
        dl.PushClipRectFullScreen();
        draw(&dl);
        return most_contrast_on_the_board(dl);
      };
      EXPECT_GE(drawn([](ImDrawList* dl) { fill_cell(dl, ImVec2(10, 10), ImVec2(70, 70), unlit_colour(), 6, false); }), 3.0f)
          << at << ": a grid's unlit cell";
      for (const CellLayout::Shape shape : {CellLayout::Shape::Disc, CellLayout::Shape::Hexagon})
        EXPECT_GE(drawn([&](ImDrawList* dl) { fill_layout_cell(dl, shape, ImVec2(40, 40), 30, unlit_colour(), false); }), 3.0f)
            << at << ": a graph's or a hexagon's unlit cell";
    }
}

}  // namespace
}  // namespace tl::app::testing
