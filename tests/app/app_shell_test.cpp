// app_shell_test.cpp: the shell every screen lives in, as a person meets it
// on a phone and a desktop: the tabs never scroll away, today's daily is one
// tap from every tab, a message stands in sight whatever the panel's scroll
// and goes with a new game or another tab, the solved banner leaves the tabs
// in reach, and the menu opens at its head.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

const std::string kFive = "lightsout5x5:00000/00100/01110/00100/00000";
const Size kSizes[] = {kSmallPhone, kPhone, kLandscapePhone, kDesktop};

std::string at(Size s) { return std::to_string(int(s.width)) + "x" + std::to_string(int(s.height)); }

bool overlap(const Rect& a, const Rect& b) {
  return a.x + 0.5f < b.right() && b.x + 0.5f < a.right() && a.y + 0.5f < b.bottom() && b.y + 0.5f < a.bottom();
}

std::vector<std::string> tabs_of(AppDriver& d) {
  std::vector<std::string> tabs = {"Play tab", "Why it works"};
  if (d.state()["layout"] != "wide") tabs.emplace_back("Machine tab");
  return tabs;
}

// Turns the wheel over the panel to its end (at most 200 turns).
void panel_to_end(AppDriver& d) {
  for (int i = 0; i < 200 && wheel_panel_down(d); ++i) {}
}

// Scrolled to the panel's end on every tab, the tabs and today's daily are
// where they were, whole.
TEST(AppShell, TheTabsStayInViewWhileThePanelScrolls) {
  for (const Size size : kSizes) {
    AppDriver d({.size = size, .link = kFive});
    for (const std::string& tab : tabs_of(d)) {
      ASSERT_TRUE(tap(d, tab)) << at(size) << ": " << tab;
      d.settle();
      std::vector<std::pair<std::string, Rect>> before;
      for (const std::string& t : tabs_of(d)) before.emplace_back(t, d.control(t)->rect);
      before.emplace_back("Today's daily", d.control("Today's daily")->rect);
      panel_to_end(d);
      for (const auto& [name, rect] : before) {
        const std::optional<ControlRect> now = d.control(name);
        ASSERT_TRUE(now) << at(size) << ", " << tab << ": " << name;
        EXPECT_TRUE(now->visible) << at(size) << ", " << tab << " scrolled to its end: " << name << " in sight";
        EXPECT_EQ(now->rect.y, rect.y) << at(size) << ", " << tab << ": " << name << " did not move";
      }
    }
  }
}

// From every tab of every layout, today's daily is in sight without a
// scroll, and one tap opens it.
TEST(AppShell, TodaysDailyIsOneTapFromEveryTabOnEveryLayout) {
  for (const Size size : kSizes) {
    AppDriver probe({.size = size, .link = kFive});
    for (const std::string& tab : tabs_of(probe)) {
      AppDriver d({.size = size, .link = kFive});
      ASSERT_TRUE(tap(d, tab)) << at(size);
      d.settle();
      const std::optional<ControlRect> daily = d.control("Today's daily");
      ASSERT_TRUE(daily) << at(size) << ", " << tab;
      ASSERT_TRUE(daily->visible) << at(size) << ", " << tab << ": in sight without a scroll";
      d.tap_at(daily->rect.x + daily->rect.w / 2, daily->rect.y + daily->rect.h / 2);
      d.settle();
      EXPECT_EQ(str(d.state()["challenge"]["kind"]), "daily") << at(size) << ", " << tab;
      EXPECT_FALSE(d.control("Today's daily")) << at(size) << ": in the daily, not offered again";
    }
  }
}

// Solved, the banner's Share copies the link: its message shows in sight
// with the panel scrolled to its end, is said to the live region, and goes
// with another tab, or with a new game.
TEST(AppShell, AMessageStandsInSightAndGoesWithAnotherTabOrANewGame) {
  for (const Size size : kSizes) {
    for (const char* leave : {"Why it works", "New"}) {
      const std::string id = dealt(kFive, 4);
      AppDriver d({.size = size, .link = id});
      for (int b : solver_presses(id)) ASSERT_TRUE(d.press(b)) << d.last_error;
      d.settle();
      ASSERT_EQ(d.state()["banner"], true) << at(size);
      panel_to_end(d);
      d.announcements.clear();
      ASSERT_TRUE(tap(d, "Share")) << at(size) << ": the banner's Share";
      d.settle();
      const std::string said = str(d.state()["message"]);
      ASSERT_EQ(said.rfind("Link copied", 0), 0u) << at(size) << ": " << said;
      const std::optional<ControlRect> message = d.control("Message");
      ASSERT_TRUE(message) << at(size);
      EXPECT_TRUE(message->visible) << at(size) << ": the message in sight with the panel at its end";
      EXPECT_TRUE(d.control("Dismiss") && d.control("Dismiss")->visible) << at(size);
      for (const char* other : {"Solved banner", "Play tab", "Why it works"})
        EXPECT_FALSE(overlap(message->rect, d.control(other)->rect)) << at(size) << ": the message over " << other;
      EXPECT_TRUE(std::any_of(d.announcements.begin(), d.announcements.end(),
                              [&](const std::string& a) { return a.find(said) != std::string::npos; }))
          << at(size) << ": said to the live region";
      if (std::string(leave) == "New" && d.state()["layout"] == "wide") {
        ASSERT_TRUE(d.click("New")) << d.last_error;
      } else {
        ASSERT_TRUE(tap(d, leave)) << at(size) << ": " << leave << " " << d.last_error;
      }
      d.settle();
      EXPECT_EQ(str(d.state()["message"]), "") << at(size) << ": gone with " << leave;
      EXPECT_FALSE(d.control("Message")) << at(size);
    }
  }
}

// On the smallest phone the banner of a finished daily (the tallest banner)
// keeps off the tabs: a tap on a tab opens it.
TEST(AppShell, TheSolvedBannerLeavesTheTabsInReachOnA320pxPhone) {
  AppDriver d({.size = kSmallPhone});
  ASSERT_TRUE(tap(d, "Today's daily"));
  d.settle();
  const std::string id = str(d.state()["id"]);
  for (int b : solver_presses(id)) ASSERT_TRUE(tap_button(d, b)) << b;
  d.settle();
  ASSERT_EQ(d.state()["banner"], true);
  const std::optional<ControlRect> banner = d.control("Solved banner");
  ASSERT_TRUE(banner);
  for (const char* tab : {"Play tab", "Why it works", "Machine tab"}) {
    const std::optional<ControlRect> t = d.control(tab);
    ASSERT_TRUE(t && t->visible) << tab;
    EXPECT_FALSE(overlap(banner->rect, t->rect)) << "the banner covers " << tab;
  }
  for (const char* button : {"Share result", "Show statistics", "Close banner"})
    EXPECT_TRUE(d.control(button) && d.control(button)->visible) << button;
  ASSERT_TRUE(tap(d, "Why it works"));
  EXPECT_EQ(d.state()["tab"], "why");
}

// The menu, scrolled down and closed, opens again at its head.
TEST(AppShell, TheMenuOpensAtItsHead) {
  AppDriver d({.size = kPhone, .link = kFive});
  ASSERT_TRUE(tap(d, "Menu"));
  const std::optional<ControlRect> first = d.control("Merlin's Magic Squares");
  ASSERT_TRUE(first && first->visible) << "the menu's first machine";
  panel_to_end(d);
  ASSERT_FALSE(d.control("Merlin's Magic Squares")->visible) << "scrolled away";
  ASSERT_TRUE(tap(d, "Menu"));
  ASSERT_EQ(d.state()["sheet_open"], false);
  ASSERT_TRUE(tap(d, "Menu"));
  d.settle();
  EXPECT_TRUE(d.control("Merlin's Magic Squares")->visible) << "opened again at its head";
  EXPECT_EQ(d.control("Merlin's Magic Squares")->rect.y, first->rect.y);
}

// A phone names no keys until a key is pressed there (a phone without a
// keyboard has none): no Keys list, Sound's message without "M turns it off";
// after a key, both. The desktop names them from the start.
TEST(AppShell, APhoneNamesKeysOnlyOnceAKeyWasPressed) {
  AppDriver d({.size = kPhone, .link = kFive});
  ASSERT_TRUE(tap(d, "Play tab"));
  panel_to_end(d);
  EXPECT_FALSE(d.control("Keys")) << "no Keys list on a phone without a keyboard";
  ASSERT_TRUE(tap(d, "Sound")) << d.last_error;
  EXPECT_EQ(str(d.state()["message"]).find("(M "), std::string::npos) << str(d.state()["message"]);
  ASSERT_TRUE(tap(d, "Sound")) << d.last_error;
  d.frame({InputEvent::typed("?")});
  d.settle();
  ASSERT_TRUE(tap(d, "Sound")) << d.last_error;
  EXPECT_NE(str(d.state()["message"]).find("(M turns it off)"), std::string::npos) << str(d.state()["message"]);
  EXPECT_TRUE(in_sight(d, "Keys")) << "a key was pressed: the list is there";

  AppDriver desk({.size = kDesktop, .link = kFive});
  EXPECT_TRUE(desk.control("Keys")) << "the desktop lists its keys";
}

// The Play tab's words, read as a person reads them (each screen of the
// panel, scrolled through): whether the board can always be solved in a
// player's words, no rank, quiet patterns or census (the Why tab's); the
// moves and what is still needed said once a screen (the status line's, on a
// phone).
TEST(AppShell, ThePlayTabSpeaksToAPlayerAndSaysEachCountOnce) {
  const std::pair<std::string, std::string> games[] = {
      {"merlin:100/110/001", "Every position of this board can be solved."},
      {kFive, "Only 1 in 4 of this board's positions can be solved"},
      {"graph-hexagon3:0000000000000000000", "Only 1 in 8 of this board's positions can be solved"},
  };
  for (const Size size : {kSmallPhone, kPhone, kDesktop}) {
    for (const auto& [id, words] : games) {
      AppDriver d({.size = size, .link = id});
      std::string all;
      for (int screens = 0; screens < 60; ++screens) {
        const std::string text = d.screen_text();
        all += text;
        for (const char* once : {"Moves:", "Still needed:"}) {
          const std::size_t first = text.find(once);
          EXPECT_TRUE(first == std::string::npos || text.find(once, first + 1) == std::string::npos)
              << at(size) << ", " << id << ": '" << once << "' twice on one screen:\n"
              << text;
        }
        if (!wheel_panel_down(d)) break;
      }
      EXPECT_NE(all.find(words), std::string::npos) << at(size) << ", " << id << ":\n" << all;
      for (const char* jargon : {"rank", "census", "2^", "-noself"})
        EXPECT_EQ(all.find(jargon), std::string::npos) << at(size) << ", " << id << ": '" << jargon << "' on the Play tab";
      // A count of quiet patterns (the rules may name them, saying what they are).
      EXPECT_FALSE(std::regex_search(all, std::regex("[0-9]+ quiet pattern"))) << at(size) << ", " << id;
    }
  }
}

}  // namespace
}  // namespace tl::app::testing
