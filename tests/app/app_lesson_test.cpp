// app_lesson_test.cpp: the light-chasing lesson, headless, by clicks on the
// board: it opens from the Why tab, marks the buttons to press, refuses a
// press off the method with its reason (the board unchanged), and walking its
// marks (chase, look the last row up in the table, chase again) ends solved,
// on 5x5 Lights Out with 2 and with 3 states. Ported from
// tests/e2e/browser_lesson.test.mjs (removed: nothing in it needed a browser).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "app_driver.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

// Opens the lesson, tries a press it does not mark, then presses what it
// marks until solved. Returns the phases it went through.
std::set<std::string> walk_lesson(AppDriver& d) {
  std::set<std::string> phases;
  EXPECT_TRUE(d.click("Why it works")) << d.last_error;
  EXPECT_TRUE(d.click("Lesson: light chasing")) << d.last_error;
  EXPECT_TRUE(d.click("Start the lesson")) << d.last_error;
  Json s = d.state();
  if (!s.contains("lesson")) {
    ADD_FAILURE() << "the lesson runs";
    return phases;
  }
  EXPECT_EQ(s["lesson"]["phase"], "chase") << "it begins by chasing";
  // A press that is not marked: refused with the reason, nothing pressed.
  const std::vector<int> marked = s["lesson"]["buttons"].get<std::vector<int>>();
  int wrong = 1;
  while (std::find(marked.begin(), marked.end(), wrong) != marked.end()) ++wrong;
  const Json before = s["cells"];
  EXPECT_TRUE(d.press(wrong)) << d.last_error;
  s = d.state();
  EXPECT_TRUE(s["message_is_error"]) << "refused";
  EXPECT_NE(s["message"].get<std::string>().find("Not that one"), std::string::npos) << "refused: " << s["message"];
  EXPECT_EQ(s["cells"], before) << "the refused press changed nothing";
  EXPECT_EQ(s["moves"], 0);
  int presses = 0;
  while (!s["solved"].get<bool>()) {
    phases.insert(s["lesson"]["phase"]);
    if (s["lesson"]["buttons"].empty()) {
      ADD_FAILURE() << "the lesson marks no button (" << s["lesson"]["phase"] << ": " << s["lesson"]["text"] << ")";
      return phases;
    }
    EXPECT_TRUE(d.press(s["lesson"]["buttons"][0].get<int>())) << d.last_error;
    s = d.state();
    EXPECT_FALSE(s["message_is_error"]) << "the marked press was accepted: " << s["message"];
    if (++presses > 400) {
      ADD_FAILURE() << "the lesson does not end";
      return phases;
    }
  }
  EXPECT_EQ(s["lesson"]["phase"], "solved") << "the lesson says solved";
  EXPECT_EQ(s["lesson"]["presses"], presses) << "every press counted";
  EXPECT_EQ(s["moves"], presses) << "the move counter";
  return phases;
}

// Replaces browser_lesson.test.mjs "5x5 Lights Out: chase, look the last row
// up, chase again, solved".
TEST(AppLesson, FiveByFiveLightsOutChaseLookTheLastRowUpChaseAgainSolved) {
  // A start whose first chase leaves a last row to look up
  // (`togglelab new --machine lightsout --size 5x5 --seed 5`).
  const std::string id = dealt("lightsout5x5:00000/00000/00000/00000/00000", 5);
  ASSERT_TRUE(core_solve(id).solvable) << "the start is solvable";
  AppDriver d({.link = id});
  const std::set<std::string> phases = walk_lesson(d);
  for (const char* p : {"chase", "lookup", "chase_again"}) EXPECT_TRUE(phases.count(p)) << "went through " << p;
}

// Replaces browser_lesson.test.mjs "5x5 with 3 states: the same walk, presses
// counted with their times".
TEST(AppLesson, FiveByFiveWithThreeStatesTheSameWalk) {
  // `togglelab new --machine lightsout --size 5x5 --states 3 --seed 7`
  AppDriver d({.link = dealt("lightsout5x5-k3:00000/00000/00000/00000/00000", 7)});
  const std::set<std::string> phases = walk_lesson(d);
  EXPECT_TRUE(phases.count("chase")) << "chased";
}

}  // namespace
}  // namespace tl::app::testing
