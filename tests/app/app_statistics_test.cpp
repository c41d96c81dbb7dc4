// app_statistics_test.cpp: the statistics screen, headless, by the taps a
// daily player makes on a 320 px phone: a daily solved over par lights its
// bar, reached from the banner's Statistics; every game is counted for its
// board (begun at its first press, solved, its time) and a restart does not
// count it twice; a past day's daily opened counts as opened, not for the
// streak; the reset asks first and forgets everything only on yes.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/progress/records.hpp"
#include "core/progress/series.hpp"

namespace tl::app::testing {
namespace {

// The menu's "Daily puzzle and series" section, unfolded, by taps.
void open_series(AppDriver& d) {
  // (The tab row's "Today's daily" is labelled Daily on a narrow phone: the series' own row has the day arrows.)
  if (!d.control("Previous day")) {
    ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
    if (!d.control("Previous day")) { ASSERT_TRUE(tap(d, "Daily puzzle and series")) << d.last_error; }
  }
}

TEST(AppStatistics, ADailySolvedOverParLightsTodaysBarFromTheBanner) {
  AppDriver d({.size = kSmallPhone});
  open_series(d);
  ASSERT_TRUE(tap(d, "Daily")) << d.last_error;
  Json s = d.state();
  ASSERT_EQ(str(s["challenge"]["kind"]), "daily");
  EXPECT_EQ(s["statistics"]["dailies_opened"], 1) << "opened is counted at once";
  EXPECT_EQ(s["statistics"]["dailies_solved"], 0);
  const std::vector<int> presses = solver_presses(str(s["id"]));
  ASSERT_FALSE(presses.empty());
  // Two presses of one button too many (they cancel), then the solution: two over par.
  ASSERT_TRUE(tap_button(d, presses[0]));
  ASSERT_TRUE(tap_button(d, presses[0]));
  for (int b : presses) ASSERT_TRUE(tap_button(d, b));
  d.settle();
  s = d.state();
  ASSERT_EQ(s["challenge"]["finished"], true);
  EXPECT_EQ(s["moves"], int(presses.size()) + 2);
  ASSERT_TRUE(tap(d, "Show statistics")) << "the banner's button: " << d.last_error;
  d.settle();
  s = d.state();
  const Json& st = s["statistics"];
  EXPECT_EQ(st["dailies_solved"], 1);
  EXPECT_EQ(st["streak"], 1);
  EXPECT_EQ(st["today_bar"], 2);
  EXPECT_EQ(st["over_par"], Json::parse("[0,0,1,0,0,0]"));
  const std::optional<ControlRect> bar = d.control("Over par +2: 1 (today)");
  ASSERT_TRUE(bar) << "the screen shows today's bar";
  EXPECT_TRUE(bar->visible) << "brought into sight on the phone";
  EXPECT_TRUE(d.control("Dailies line"));
  EXPECT_LE(bar->rect.x + bar->rect.w, kSmallPhone.width) << "nothing off a 320 px screen";
}

TEST(AppStatistics, EveryGameIsCountedForItsBoardOnceWithItsTime) {
  AppDriver d({.link = "lightsout3x3:000/000/000"});
  const std::string start = "lightsout3x3:000/010/000";
  ASSERT_TRUE(d.load(start)) << d.last_error;
  EXPECT_TRUE(d.state()["statistics"]["boards"].empty()) << "opened, no press yet: no game";
  const std::vector<int> presses = solver_presses(start);
  ASSERT_GE(presses.size(), 2u);
  ASSERT_TRUE(d.press(presses[0]));
  Json b = d.state()["statistics"]["boards"];
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(str(b[0]["head"]), "lightsout3x3");
  EXPECT_EQ(str(b[0]["name"]), "Lights Out, 3 x 3") << "named as the picker names it, not by its ID";
  EXPECT_EQ(b[0]["games"], 1);
  EXPECT_EQ(b[0]["solved"], 0);
  d.frame({}, 20.0);  // twenty seconds of thought
  for (std::size_t i = 1; i < presses.size(); ++i) ASSERT_TRUE(d.press(presses[i]));
  ASSERT_TRUE(d.state()["solved"]);
  b = d.state()["statistics"]["boards"];
  EXPECT_EQ(b[0]["games"], 1);
  EXPECT_EQ(b[0]["solved"], 1);
  EXPECT_GE(b[0]["best_seconds"].get<int>(), 20);
  EXPECT_LE(b[0]["best_seconds"].get<int>(), 22);
  EXPECT_EQ(d.state()["statistics"]["games"], 1);

  // Started again from storage, mid-game or solved: not counted again.
  AppDriver again({.saved = d.storage});
  EXPECT_EQ(again.state()["statistics"]["games"], 1);
  ASSERT_TRUE(again.click("New")) << again.last_error;
  // A press that does not solve the new game (one that is a single press
  // away would be solved by it, and counted so).
  const std::vector<int> way = solver_presses(str(again.state()["id"]));
  ASSERT_FALSE(way.empty());
  ASSERT_TRUE(again.press(way.size() == 1 && way[0] == 1 ? 2 : 1));
  EXPECT_EQ(again.state()["statistics"]["games"], 2) << "a new game, begun";
  EXPECT_EQ(again.state()["statistics"]["games_solved"], 1);
}

TEST(AppStatistics, APastDaysDailyCountsAsOpenedNotForTheStreak) {
  AppDriver d({.size = kSmallPhone});
  open_series(d);
  ASSERT_TRUE(tap(d, "Previous day")) << d.last_error;
  Json s = d.state();
  ASSERT_EQ(str(s["challenge"]["date"]), date_text(date_of_day(day_number(d.today()) - 1)));
  for (int b : solver_presses(str(s["id"]))) ASSERT_TRUE(tap_button(d, b));
  d.settle();
  s = d.state();
  EXPECT_EQ(s["statistics"]["dailies_opened"], 1);
  EXPECT_EQ(s["statistics"]["dailies_solved"], 1);
  EXPECT_EQ(s["statistics"]["streak"], 0) << "yesterday's daily solved today";
  EXPECT_EQ(s["statistics"]["today_bar"], -1) << "not today's";
}

TEST(AppStatistics, TheResetAsksFirstAndForgetsOnlyOnYes) {
  AppDriver d({.link = "lightsout3x3:000/010/000"});
  ASSERT_TRUE(d.press(solver_presses("lightsout3x3:000/010/000")[0]));
  if (!d.control("Reset statistics")) { ASSERT_TRUE(d.click("Statistics")) << d.last_error; }
  ASSERT_TRUE(d.click("Reset statistics")) << d.last_error;
  EXPECT_TRUE(d.control("Reset question")) << "asked first";
  EXPECT_EQ(d.state()["statistics"]["games"], 1) << "nothing forgotten yet";
  ASSERT_TRUE(d.click("Keep them")) << d.last_error;
  EXPECT_FALSE(d.control("Reset question"));
  EXPECT_EQ(d.state()["statistics"]["games"], 1);
  ASSERT_TRUE(d.click("Reset statistics")) << d.last_error;
  ASSERT_TRUE(d.click("Yes, forget them")) << d.last_error;
  EXPECT_EQ(d.state()["statistics"]["games"], 0);
  EXPECT_EQ(d.state()["records"], 0);
  AppDriver again({.saved = d.storage});
  EXPECT_EQ(again.state()["statistics"]["games"], 0) << "forgotten in storage too";
}

// Stored records that do not parse (hand-edited, a newer version) are set
// aside with a note, and the statistics start from nothing.
TEST(AppStatistics, StoredCountsThatDoNotParseAreSetAsideWithANote) {
  AppDriver d({.saved = {{"records", "togglelab-records 3\nboard merlin games=1 solved=5 hard=0 best=3\n"}}});
  const Json s = d.state();
  EXPECT_EQ(s["statistics"]["games"], 0);
  EXPECT_NE(str(s["message"]).find("could not be read"), std::string::npos) << s["message"];
}

// Records too large to read at a start (2 MiB: a text hand-merged, or one
// of a version that wrote more) are set aside, never lost; the statistics
// screen reads them back, trimmed to what fits, what matters most kept (the
// boards played most), and the text stored then reads back whole.
TEST(AppStatistics, RecordsSetAsideAreReadBackFromTheStatistics) {
  std::string big = "togglelab-records 3\n";
  for (int i = 0; i < 1000; ++i) big += "board b" + std::to_string(i) + " games=" + std::to_string(i + 2) + " solved=0 hard=0\n";
  for (int i = 0; big.size() < (std::size_t(2) << 20); ++i)
    big += "board once" + std::to_string(i) + " games=1 solved=0 hard=0\n";
  AppDriver d({.size = kSmallPhone, .saved = {{"records", big}}});
  Json s = d.state();
  EXPECT_NE(str(s["message"]).find("set aside"), std::string::npos) << s["message"];
  EXPECT_EQ(s["statistics"]["games"], 0);
  EXPECT_EQ(s["statistics"]["set_aside_bytes"], int64_t(big.size()));
  if (!d.control("Read back set-aside records")) {
    ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
    ASSERT_TRUE(tap(d, "Statistics")) << d.last_error;
  }
  ASSERT_TRUE(tap(d, "Read back set-aside records")) << d.last_error;
  s = d.state();
  EXPECT_NE(str(s["message"]).find("were let go"), std::string::npos) << s["message"];
  const std::string stored = d.storage["records"];
  EXPECT_LE(stored.size(), kMaxRecordsText - kImportHeadroom) << "room left to go on";
  std::string note = "x";
  const Records back = Records::parse(stored, &note);
  EXPECT_EQ(note, "") << "the stored text reads back whole";
  for (int i = 0; i < 1000; ++i)
    EXPECT_EQ(back.boards().count("b" + std::to_string(i)), 1U) << "the boards played most kept: b" << i;
  EXPECT_GT(back.boards().size(), 1000U) << "and as many played once as fit";
  AppDriver again({.saved = d.storage});
  EXPECT_EQ(str(again.state()["message"]).find("set aside"), std::string::npos) << again.state()["message"];
}

}  // namespace
}  // namespace tl::app::testing
