// app_edit_test.cpp: edit mode as a player meets it, headless, by clicks and
// taps: asking for help (Show solution, Hint, Press next) ends it, so a tap
// on a marked button presses it again; Clear and All on set every light (or
// every cell of the goal) at once; and one edit session is one undo step.
#include <gtest/gtest.h>

#include <string>

#include "app_driver.hpp"
#include "example_ids.hpp"
#include "app_person.hpp"

namespace tl::app::testing {
namespace {

TEST(AppEdit, ShowSolutionHintAndPressNextEachEndEdit) {
  for (const char* help : {"Show solution", "Hint"}) {
    AppDriver d({.link = kMerlin});
    ASSERT_TRUE(d.click("Edit")) << d.last_error;
    ASSERT_EQ(d.state()["edit_mode"], true);
    ASSERT_TRUE(d.click(help)) << help << ": " << d.last_error;
    const Json s = d.state();
    EXPECT_EQ(s["edit_mode"], false) << help << " ends Edit";
    // A tap on a button now presses it: a move, not a switched light.
    ASSERT_TRUE(d.press(1)) << d.last_error;
    EXPECT_EQ(d.state()["moves"], 1) << "after " << help << " a tap presses";
  }
  AppDriver d({.size = kPhone, .link = kMerlin});
  ASSERT_TRUE(tap(d, "Edit"));
  ASSERT_EQ(d.state()["edit_mode"], true);
  ASSERT_TRUE(tap(d, "Press next"));
  EXPECT_EQ(d.state()["edit_mode"], false) << "Press next ends Edit";
}

TEST(AppEdit, ClearAndAllOnSetEveryLightOrEveryCellOfTheGoal) {
  AppDriver d({.link = kMerlin});
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.click("Clear")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["cells"], Json(std::vector<int>(9, 0))) << "Clear: every light off";
  EXPECT_EQ(s["edit_mode"], true) << "still editing";
  ASSERT_TRUE(d.click("All on")) << d.last_error;
  EXPECT_EQ(d.state()["cells"], Json(std::vector<int>(9, 1))) << "All on: every light on";
  ASSERT_TRUE(d.click("goal")) << d.last_error;
  ASSERT_TRUE(d.click("Clear")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["goal"], Json(std::vector<int>(9, 0))) << "Clear on the goal: every cell of it off";
  EXPECT_EQ(s["cells"], Json(std::vector<int>(9, 1))) << "and the lights kept";
  EXPECT_EQ(s["solved"], false);

  // k states: on is the first lit state.
  AppDriver k3({.link = "merlin-k3:012/120/201"});
  ASSERT_TRUE(k3.click("Edit")) << k3.last_error;
  ASSERT_TRUE(k3.click("All on")) << k3.last_error;
  EXPECT_EQ(k3.state()["cells"], Json(std::vector<int>(9, 1)));
}

// Entering a handheld's position: many taps, one Undo takes them all back.
TEST(AppEdit, OneEditSessionIsOneUndoStep) {
  AppDriver d({.link = kMerlin});
  ASSERT_TRUE(d.press(1)) << d.last_error;  // a move before, which the Undo must keep
  const Json before = d.state();
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.click("Clear")) << d.last_error;
  for (int b : {1, 3, 5, 7, 9, 5}) ASSERT_TRUE(d.press(b)) << d.last_error;
  ASSERT_TRUE(d.click("goal")) << d.last_error;
  ASSERT_TRUE(d.press(2)) << d.last_error;
  ASSERT_TRUE(d.click("Edit")) << d.last_error;  // the session ends
  const Json edited = d.state();
  EXPECT_EQ(edited["cells"], Json::array({1, 0, 1, 0, 0, 0, 1, 0, 1}));
  EXPECT_EQ(edited["undo_depth"], before["undo_depth"].get<int>() + 1) << "the session is one step";
  ASSERT_TRUE(d.click("Undo")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["id"], before["id"]) << "one Undo restores the position before the edit";
  EXPECT_EQ(s["moves"], 1) << "with its move";
  ASSERT_TRUE(d.click("Redo")) << d.last_error;
  EXPECT_EQ(d.state()["id"], edited["id"]) << "one Redo brings the whole edit back";

  // A second session is a step of its own.
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.press(5)) << d.last_error;
  ASSERT_TRUE(d.press(4)) << d.last_error;
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.click("Undo")) << d.last_error;
  EXPECT_EQ(d.state()["id"], edited["id"]) << "Undo takes back the second session only";
}

}  // namespace
}  // namespace tl::app::testing
