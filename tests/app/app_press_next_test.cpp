// app_press_next_test.cpp: the bar's button that plays a press for the
// player, headless, by taps and keys: it is named for what it does ("Press
// next"), its first use in a game only says that it presses for you and
// counts as help, and the Why tab's elimination steps with a control of
// another name ("Next step"), so no label means two things.
#include <gtest/gtest.h>

#include <string>

#include "app_driver.hpp"
#include "example_ids.hpp"
#include "app_person.hpp"

namespace tl::app::testing {
namespace {

TEST(AppPressNext, ItsFirstUseInAGameSaysItCountsAsHelpAndTheNextPresses) {
  for (const Size size : {kPhone, kSmallPhone, kLandscapePhone}) {
    AppDriver d({.size = size, .link = kMerlin});
    const std::string at = std::to_string(int(size.width)) + "x" + std::to_string(int(size.height));
    EXPECT_FALSE(d.control("Step")) << at << ": no control is called Step";
    const std::optional<ControlRect> bar = d.control("Press next");
    ASSERT_TRUE(bar && bar->visible) << at << ": the bar's Press next";
    // Its words fit its button (two lines where the bar is narrow).
    EXPECT_GE(bar->rect.w, kMinTouchTarget) << at;

    ASSERT_TRUE(tap(d, "Press next")) << at;
    Json s = d.state();
    EXPECT_EQ(s["moves"], 0) << at << ": the first use presses nothing";
    EXPECT_EQ(s["help_used"], false) << at;
    EXPECT_NE(str(s["message"]).find("counts as help"), std::string::npos) << at << ": " << s["message"];
    ASSERT_TRUE(tap(d, "Press next")) << at;
    s = d.state();
    EXPECT_EQ(s["moves"], 1) << at << ": told once, it presses";
    EXPECT_EQ(s["help_used"], true) << at;
    ASSERT_TRUE(tap(d, "Press next")) << at;
    EXPECT_EQ(d.state()["moves"], 2) << at << ": and goes on pressing in this game";

    // A new game: the first use tells again.
    ASSERT_TRUE(tap(d, "New")) << at;
    ASSERT_TRUE(tap(d, "Press next")) << at;
    s = d.state();
    EXPECT_EQ(s["moves"], 0) << at << ": the new game's first use only tells";
    EXPECT_NE(str(s["message"]).find("counts as help"), std::string::npos) << at << ": " << s["message"];
  }
}

// The key S is the same action, and a game where help was already used (a
// hinted press) needs no telling.
TEST(AppPressNext, TheKeySTellsFirstTooAndNotOnceHelpWasUsed) {
  AppDriver d({.link = kMerlin});
  d.type("s");
  Json s = d.state();
  EXPECT_EQ(s["moves"], 0) << "S, first in the game: told";
  EXPECT_NE(str(s["message"]).find("counts as help"), std::string::npos) << s["message"];
  d.type("s");
  EXPECT_EQ(d.state()["moves"], 1) << "S again presses";

  ASSERT_TRUE(d.load(kMerlin));
  ASSERT_TRUE(d.click("Hint")) << d.last_error;
  ASSERT_TRUE(d.click("Which button?")) << d.last_error;
  ASSERT_TRUE(d.press(d.state()["hint"].get<int>())) << d.last_error;
  ASSERT_EQ(d.state()["help_used"], true);
  d.type("s");
  EXPECT_EQ(d.state()["moves"], 2) << "help already used: S presses at once";
}

// The elimination's control has a name of its own, the same in every layout.
TEST(AppPressNext, TheEliminationStepsWithNextStepInEveryLayout) {
  for (const Size size : {kDesktop, kPhone}) {
    AppDriver d({.size = size, .link = kMerlin + "~elim=0"});
    EXPECT_EQ(str(d.state()["tab"]), "why");
    EXPECT_FALSE(d.control("Step")) << size.width << ": no control is called Step";
    // A person clicks on the desktop and taps on the phone.
    ASSERT_TRUE(size.width == kDesktop.width ? d.click("Next step") : tap(d, "Next step")) << size.width;
    Json s = d.state();
    EXPECT_EQ(s["elimination"]["step"], 1) << size.width;
    EXPECT_EQ(s["moves"], 0) << size.width << ": the elimination presses nothing";
  }
}

}  // namespace
}  // namespace tl::app::testing
