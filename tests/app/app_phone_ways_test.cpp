// app_phone_ways_test.cpp: the ways a newcomer moves around on a phone. The
// Menu sheet goes away once a machine is picked, today's daily is one tap
// from the first screen, the day arrows open the day they move to, no line
// of the series' section is cut off at 320 px, and a level not yet open
// says so (a padlock, and its name in the hook).
#include <gtest/gtest.h>

#include <string>

#include "app_person.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

TEST(AppPhoneWays, PickingAMachineClosesTheMenuSheet) {
  AppDriver d({.size = kPhone, .link = "lightsout5x5:00000/00100/01110/00100/00000"});
  ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
  ASSERT_EQ(d.state()["sheet_open"], true);
  ASSERT_TRUE(tap(d, "Merlin's Magic Squares")) << d.last_error;
  const Json s = d.state();
  EXPECT_EQ(s["machine"], "merlin");
  EXPECT_EQ(s["sheet_open"], false) << "the new board, not the list, is in sight";
  EXPECT_EQ(s["tab"], "play");
}

TEST(AppPhoneWays, TodaysDailyIsOneTapFromTheFirstScreen) {
  for (const Size size : {kPhone, kSmallPhone}) {
    AppDriver d({.size = size});
    const std::optional<ControlRect> c = d.control("Today's daily");
    ASSERT_TRUE(c) << size.width;
    EXPECT_TRUE(c->visible) << size.width << ": on the first screen";
    EXPECT_LE(c->rect.y + c->rect.h, size.height) << size.width;
    ASSERT_TRUE(tap(d, "Today's daily")) << d.last_error;
    const Json s = d.state();
    ASSERT_TRUE(s["challenge"].is_object()) << size.width;
    EXPECT_EQ(s["challenge"]["kind"], "daily");
    EXPECT_EQ(s["challenge"]["date"], "2026-11-25") << "the device's date";
    EXPECT_FALSE(d.control("Today's daily")) << "not offered over a daily in play";
  }
}

TEST(AppPhoneWays, TheDayArrowsOpenTheDayTheyMoveTo) {
  AppDriver d({.size = {1280, 800}});
  if (!d.control("Previous day")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(d.click("Previous day")) << d.last_error;
  Json s = d.state();
  ASSERT_TRUE(s["challenge"].is_object()) << "one tap opened the day";
  EXPECT_EQ(s["challenge"]["date"], "2026-11-24");
  ASSERT_TRUE(d.click("Previous day")) << d.last_error;
  EXPECT_EQ(d.state()["challenge"]["date"], "2026-11-23");
  ASSERT_TRUE(d.click("Next day")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["challenge"]["kind"], "daily");
  EXPECT_EQ(s["challenge"]["date"], "2026-11-24");
}

TEST(AppPhoneWays, TheSeriesSectionFitsA320PxPhoneAndLockedLevelsSaySo) {
  AppDriver d({.size = kSmallPhone});
  ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
  const std::optional<ControlRect> line = in_sight(d, "Levels line");
  ASSERT_TRUE(line) << "the series' levels line";
  EXPECT_LE(line->rect.x + line->rect.w, kSmallPhone.width) << "the line wraps at the screen's edge, not past it";
  EXPECT_TRUE(d.control("Level 1")) << "level 1 is always open";
  EXPECT_TRUE(d.control("Level 2 (locked)")) << "level 2 opens once level 1 is solved";
  EXPECT_FALSE(d.control("Level 2"));
}

TEST(AppPhoneWays, AHintsWordsComeIntoSightWithThePanelScrolledDown) {
  AppDriver d({.size = kPhone, .link = dealt("lightsout5x5:00000/00000/00000/00000/00000", 4)});
  const std::optional<ControlRect> panel = d.control("Panel");
  ASSERT_TRUE(panel);
  for (int i = 0; i < 40; ++i) d.wheel_at(panel->rect.x + panel->rect.w / 2, panel->rect.y + panel->rect.h / 2, -1.0f);
  d.settle();
  ASSERT_TRUE(tap(d, "Hint")) << d.last_error;  // the bar's
  d.settle();
  const std::optional<ControlRect> words = d.control("Hint words");
  ASSERT_TRUE(words);
  EXPECT_TRUE(words->visible) << "the hint's words are in sight, not above the panel's top";
  EXPECT_FALSE(d.state()["hint_where"].get<std::string>().empty());
}

}  // namespace
}  // namespace tl::app::testing
