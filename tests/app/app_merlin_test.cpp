// app_merlin_test.cpp: Merlin's Magic Squares, the page's first game,
// headless: the default game, a press of the centre, Arnold and Blaszak's
// worked example, a link with a goal, a bad link, and taps at a phone's size.
// Ported from tests/e2e/browser_merlin.test.mjs, which keeps what only a
// browser shows (the drawn pixels, frames at rest counted in the page, the URL
// hash, the HiDPI backing store, the page without WebGL).
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

// Merlin's goal: every square lit but the centre (Arnold and Blaszak's ring).
const Json kRing = Json::array({1, 1, 1, 1, 0, 1, 1, 1, 1});

// The 1-based cells that are lit.
std::vector<int> lit_cells(const Json& s) {
  std::vector<int> lit;
  for (std::size_t i = 0; i < s["cells"].size(); ++i)
    if (s["cells"][i] != 0) lit.push_back(int(i) + 1);
  return lit;
}

// Replaces browser_merlin.test.mjs "page loads, draws Merlin's board, no
// console errors" (its pixels stay in the browser): a first visit is Merlin,
// the ring as the goal, its nine buttons on the board.
TEST(AppMerlin, AFirstVisitIsMerlinWithTheRingAsItsGoal) {
  AppDriver d;
  const Json s = d.state();
  EXPECT_EQ(s["machine"], "merlin");
  EXPECT_EQ(s["goal"], kRing) << "goal (the ring)";
  EXPECT_EQ(s["buttons"], 9);
  EXPECT_EQ(s["message_is_error"], false);
  for (int b = 1; b <= 9; ++b) EXPECT_TRUE(d.button(b)) << "button " << b << " is drawn";
  EXPECT_FALSE(d.button(10)) << "and no tenth";
}

// Replaces browser_merlin.test.mjs "clicking button 5 toggles exactly cells 2, 4, 5, 6, 8".
TEST(AppMerlin, ClickingButtonFiveTogglesExactlyTheCentresPlus) {
  AppDriver d({.link = "merlin:000/000/000"});
  ASSERT_TRUE(d.press(5)) << d.last_error;
  const Json s = d.state();
  EXPECT_EQ(lit_cells(s), (std::vector<int>{2, 4, 5, 6, 8})) << "lit cells after pressing 5";
  EXPECT_EQ(s["moves"], 1);
}

// Replaces browser_merlin.test.mjs "Arnold and Blaszak's worked example
// played by clicks ends solved": from 100/110/001, the presses 5, 6, 7 and 9
// of their example reach the ring.
TEST(AppMerlin, ArnoldAndBlaszaksWorkedExamplePlayedByClicksEndsSolved) {
  AppDriver d({.link = "merlin:100/110/001"});
  EXPECT_EQ(d.state()["solved"], false) << "solved before playing";
  for (int b : {5, 6, 7, 9}) ASSERT_TRUE(d.press(b)) << d.last_error;
  const Json s = d.state();
  EXPECT_EQ(s["cells"], kRing) << "cells after 5, 6, 7, 9";
  EXPECT_EQ(s["solved"], true);
  EXPECT_EQ(s["moves"], 4);
  EXPECT_EQ(core_solve("merlin:100/110/001").press_count, 4u) << "and four is the fewest";
}

// Replaces the logic of browser_merlin.test.mjs "the URL hash loads a
// position and follows the game" (the hash itself stays in the browser): a
// link's cells and goal open, and the link the app hands the page after a
// press is the game's ID.
TEST(AppMerlin, ALinkOpensItsCellsAndGoalAndTheLinkFollowsTheGame) {
  AppDriver d({.link = "merlin:101/010/101,g=111/000/111"});
  Json s = d.state();
  EXPECT_EQ(s["cells"], Json::array({1, 0, 1, 0, 1, 0, 1, 0, 1})) << "cells from the link";
  EXPECT_EQ(s["goal"], Json::array({1, 1, 1, 0, 0, 0, 1, 1, 1})) << "goal from the link";
  ASSERT_TRUE(d.press(1)) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["moves"], 1);
  EXPECT_EQ(d.frame().link, s["id"].get<std::string>()) << "the link after a press";
}

// Replaces browser_merlin.test.mjs "a bad hash shows what was wrong and falls
// back to a working game".
TEST(AppMerlin, ABadLinkSaysWhatWasWrongAndFallsBackToAWorkingGame) {
  AppDriver d({.link = "merlin:10z/110/001"});
  const Json s = d.state();
  EXPECT_TRUE(s["message_is_error"]) << s["message"];
  EXPECT_NE(s["message"].get<std::string>().find("at character 10"), std::string::npos) << s["message"];
  EXPECT_EQ(s["machine"], "merlin") << "fallback machine";
  const int moves = s["moves"];
  ASSERT_TRUE(d.press(5)) << d.last_error;
  EXPECT_EQ(d.state()["moves"], moves + 1) << "the fallback game plays";
}

// Replaces browser_merlin.test.mjs "phone-sized viewport (390x844) with touch
// taps" (a real finger through SDL stays in browser_phone.test.mjs).
TEST(AppMerlin, OnAPhoneTapsSolveArnoldAndBlaszaksExample) {
  AppDriver d({.size = kPhone, .link = "merlin:100/110/001"});
  for (int b : {5, 6, 7, 9}) {
    const int moves = d.state()["moves"];
    const std::optional<Rect> r = d.button(b);
    ASSERT_TRUE(r) << "button " << b;
    d.tap_at(r->x + r->w / 2, r->y + r->h / 2);
    EXPECT_EQ(d.state()["moves"], moves + 1) << "a tap on button " << b << " pressed it once";
  }
  EXPECT_EQ(d.state()["solved"], true) << "solved by taps";
  const std::optional<Rect> r = d.button(9);
  ASSERT_TRUE(r);
  EXPECT_GE(r->x, 0);
  EXPECT_GE(r->y, 0);
  EXPECT_LE(r->right(), kPhone.width) << "button 9 off screen";
  EXPECT_LE(r->bottom(), kPhone.height) << "button 9 off screen";
}

}  // namespace
}  // namespace tl::app::testing
