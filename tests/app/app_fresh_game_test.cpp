// app_fresh_game_test.cpp: every way a new puzzle opens starts it with no
// help on screen, headless, by the clicks a person makes: New, today's
// daily, a level of a series, a link, Restart, a machine picked from the
// menu and an edit applied. Each asks for all the help there is on the game
// before (the hint to its ring, the step-through's marks), opens the next
// puzzle, finds nothing ringed and no solution shown, and solves it by its
// own presses: help is counted only where it was asked for, so the record
// says no help was used.
#include <gtest/gtest.h>

#include <string>

#include "app_driver.hpp"
#include "example_ids.hpp"
#include "app_person.hpp"
#include "core/progress/series.hpp"

namespace tl::app::testing {
namespace {

// Hint, Which button? and Show solution on the game in play: its first press
// ringed and every press of its solution marked.
void ask_for_all_help(AppDriver& d) {
  ASSERT_TRUE(d.click("Hint")) << d.last_error;
  ASSERT_TRUE(d.click("Which button?")) << d.last_error;
  ASSERT_TRUE(d.click("Show solution")) << d.last_error;
  const Json s = d.state();
  ASSERT_EQ(s["hint_level"], 2);
  ASSERT_FALSE(s["hint"].is_null()) << "a button ringed";
  ASSERT_FALSE(s["marks"].empty()) << "the solution shown";
}

// The game just opened shows no help; solved by the player's own presses
// (the solver's fewest, pressed by clicks), it counts none. The state after.
Json expect_no_help_then_solve(AppDriver& d, const std::string& way) {
  Json s = d.state();
  EXPECT_EQ(s["hint_level"], 0) << way << ": no hint";
  EXPECT_TRUE(s["hint"].is_null()) << way << ": nothing ringed";
  EXPECT_TRUE(s["hint_region"].empty()) << way << ": nothing outlined";
  EXPECT_TRUE(s["marks"].empty()) << way << ": no solution shown";
  EXPECT_EQ(s["playing"], false) << way << ": no step-through running";
  EXPECT_EQ(s["help_used"], false) << way;
  for (int b : solver_presses(str(s["id"]))) EXPECT_TRUE(d.press(b)) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["solved"], true) << way;
  EXPECT_EQ(s["help_used"], false) << way << ": solved without asking for help";
  return s;
}

// Help asked for on the default Merlin, then the Machine pane's "Daily
// puzzle and series" opened and its `label` clicked (the daily, a level):
// the challenge opens with no help and is solved alone; the state after.
Json challenge_after_help(const std::string& label, const std::string& kind) {
  AppDriver d;
  ask_for_all_help(d);
  if (!d.control("Level 1")) { EXPECT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  EXPECT_TRUE(d.click(label)) << d.last_error;
  EXPECT_EQ(str(d.state()["challenge"]["kind"]), kind);
  Json s = expect_no_help_then_solve(d, label);
  EXPECT_NE(s["challenge"]["mark"], 1) << label << ": not \"1 mark of 3 (help used)\"";
  return s;
}

TEST(AppFreshGame, NewStartsWithNoHelp) {
  AppDriver d({.link = kMerlin});
  ask_for_all_help(d);
  ASSERT_TRUE(d.click("New")) << d.last_error;
  EXPECT_NE(str(d.state()["id"]), kMerlin) << "a new deal";
  expect_no_help_then_solve(d, "New");
}

// The walk that found it: Hint and Which button? on the default Merlin, then
// today's daily, whose record and result text must say no help was used.
TEST(AppFreshGame, TodaysDailyStartsWithNoHelpAndItsRecordSaysNoHelpUsed) {
  const Json s = challenge_after_help("Daily", "daily");
  EXPECT_NE(str(s["challenge"]["share"]).find("no help"), std::string::npos) << s["challenge"]["share"];
}

// The page opened at the daily's own puzzle (a shared ID), help asked for,
// then Daily: the same puzzle, opened as the daily, with the help put away.
TEST(AppFreshGame, TheDailyOverItsOwnPuzzleStartsWithNoHelp) {
  const Result<Daily> daily = make_daily(Date{2026, 11, 25}, "merlin");
  ASSERT_TRUE(daily);
  AppDriver d({.link = daily->id, .today = daily->date});
  ask_for_all_help(d);
  if (!d.control("Level 1")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  EXPECT_EQ(str(d.state()["id"]), daily->id);
  expect_no_help_then_solve(d, "the daily over its own puzzle");
}

TEST(AppFreshGame, ALevelOfASeriesStartsWithNoHelp) { challenge_after_help("Level 1", "level"); }

TEST(AppFreshGame, ALinkStartsWithNoHelp) {
  AppDriver d;
  ask_for_all_help(d);
  ASSERT_TRUE(d.load(kMerlin));
  EXPECT_EQ(str(d.state()["id"]), kMerlin);
  expect_no_help_then_solve(d, "a link");
}

// Help used before Restart stays with the presses it made; the restarted game has none.
TEST(AppFreshGame, RestartStartsWithNoHelp) {
  AppDriver d({.link = kMerlin});
  ask_for_all_help(d);
  ASSERT_TRUE(d.press(d.state()["hint"].get<int>())) << d.last_error;
  EXPECT_EQ(d.state()["help_used"], true) << "the ringed button pressed";
  ASSERT_TRUE(d.click("Restart")) << d.last_error;
  EXPECT_EQ(str(d.state()["id"]), kMerlin);
  expect_no_help_then_solve(d, "Restart");
}

TEST(AppFreshGame, AMachinePickedStartsWithNoHelp) {
  AppDriver d({.link = kMerlin});
  ask_for_all_help(d);
  ASSERT_TRUE(d.click("Machine")) << d.last_error;
  ASSERT_TRUE(d.click("Lights Out")) << d.last_error;
  EXPECT_EQ(str(d.state()["machine"]), "lightsout");
  expect_no_help_then_solve(d, "a machine picked");
}

TEST(AppFreshGame, AnEditAppliedStartsWithNoHelp) {
  AppDriver d({.link = kMerlin});
  ask_for_all_help(d);
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.press(5)) << d.last_error;  // the centre light switched
  if (d.state()["edit_mode"] == true) { ASSERT_TRUE(d.click("Edit")) << d.last_error; }
  EXPECT_NE(str(d.state()["id"]), kMerlin) << "the edit is in play";
  expect_no_help_then_solve(d, "an edit");
}

}  // namespace
}  // namespace tl::app::testing
