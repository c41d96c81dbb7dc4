// app_desktop_order_test.cpp: on the desktop the game's own controls (the
// tabs, the challenge's par and timer, Hint) come before the daily, the
// series and the records, so opening "Daily puzzle and series" never pushes
// them below the fold; the records' Export / Import are a section of their
// own, closed at first; and the Why tab's content starts at the top of its
// pane, "Why this hint?" first.
#include <gtest/gtest.h>

#include "app_person.hpp"

namespace tl::app::testing {
namespace {

TEST(AppDesktopOrder, TheGamesControlsComeBeforeTheDailyAndTheRecords) {
  AppDriver d({.size = kDesktop});
  if (!d.control("Previous day")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(d.click("Daily")) << d.last_error;  // the section's own daily button
  ASSERT_TRUE(d.state()["challenge"].is_object());
  for (const char* label : {"Play tab", "Why it works", "Challenge", "Hint"}) {
    const std::optional<ControlRect> c = d.control(label);
    ASSERT_TRUE(c) << label;
    EXPECT_TRUE(c->visible) << label << " in sight with the daily's section open";
    EXPECT_LE(c->rect.y + c->rect.h, kDesktop.height) << label << " above the fold";
    EXPECT_LT(c->rect.y, d.control("Daily puzzle and series")->rect.y) << label << " comes before the daily and series";
  }
  EXPECT_FALSE(d.control("Export records")) << "Export and Import wait in their own closed section";
  EXPECT_FALSE(d.control("Records to import"));
  ASSERT_TRUE(d.click("Records: export and import")) << d.last_error;
  EXPECT_TRUE(in_sight(d, "Export records"));
}

TEST(AppDesktopOrder, TheWhyTabsContentStartsAtTheTopOfItsPane) {
  AppDriver d({.size = kDesktop, .link = "lightsout5x5:00000/00100/01110/00100/00000"});
  if (!d.control("Previous day")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  EXPECT_FALSE(d.control("Daily puzzle and series")) << "the series' section is not in the Why pane";
  EXPECT_FALSE(d.control("Machine")) << "nor the machine's picker";
  const std::optional<ControlRect> first = d.control("Copy link to this view");
  ASSERT_TRUE(first) << "the Why pane's first control";
  EXPECT_LT(first->rect.y, 120.0f) << "at the top of the pane, not 770 px down";
  // "Why this hint?" comes first, its words in sight; the elimination's
  // controls follow under A, a scroll away.
  const std::optional<ControlRect> hint = d.control("Why this hint?");
  ASSERT_TRUE(hint);
  EXPECT_LT(hint->rect.y, 160.0f) << "the tab's first section";
  EXPECT_TRUE(d.control("Why this hint words")->visible);
  EXPECT_TRUE(in_sight(d, "Next step")) << "the elimination's controls under A";
}

}  // namespace
}  // namespace tl::app::testing
