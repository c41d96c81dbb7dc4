// app_progress_test.cpp: the game to come back to, headless, by the clicks
// a person plays it with.
#include <gtest/gtest.h>

#include <algorithm>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/progress/series.hpp"

namespace tl::app::testing {
namespace {

// The Machine pane's "Daily puzzle and series", open (as a person finds it).
void open_section(AppDriver& d) {
  if (str(d.state()["layout"]) != "wide") { ASSERT_TRUE(d.click("Machine tab")) << d.last_error; }
  if (!d.control("Level 1")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
}

// Presses the fewest-press solution of the game in play (the solver's, as
// the CLI's `solve` prints it), by clicks or taps on the board.
Json solve_by_presses(AppDriver& d, bool touch = false) {
  for (int b : solver_presses(str(d.state()["id"]))) {
    if (touch) {
      EXPECT_TRUE(tap_button(d, b)) << "button " << b;
    } else {
      EXPECT_TRUE(d.press(b)) << d.last_error;
    }
  }
  const Json s = d.state();
  EXPECT_TRUE(s["solved"]);
  EXPECT_TRUE(s["challenge"].is_object() && s["challenge"]["finished"].get<bool>()) << s["challenge"];
  return s;
}

Daily daily_of(const Date& date, const std::string& series) {
  Result<Daily> d = make_daily(date, series);
  EXPECT_TRUE(d) << date_text(date);
  return d ? *d : Daily{};
}

Date next_day(const Date& d, int days = 1) { return date_of_day(day_number(d) + days); }

// Opens the daily the section offers and solves it; the state after.
Json solve_the_daily(AppDriver& d) {
  open_section(d);
  EXPECT_TRUE(d.click("Daily")) << d.last_error;
  const Daily daily = daily_of(d.today(), "merlin");
  const Json s = d.state();
  EXPECT_EQ(str(s["challenge"]["kind"]), "daily");
  EXPECT_EQ(str(s["challenge"]["date"]), date_text(daily.date)) << "the device's day";
  EXPECT_EQ(str(s["id"]), daily.id);
  EXPECT_EQ(s["challenge"]["par"], daily.par) << "the daily is `togglelab daily --machine merlin`'s";
  return solve_by_presses(d);
}

// The streak across midnight: today's daily solved, the date moves on a day
// with the app open; the streak lives on, the section's daily is the new
// day's, and solving it makes two days; a day missed ends it.
TEST(AppProgress, TheStreakAcrossMidnight) {
  AppDriver d({.today = {2026, 12, 31}});
  Json s = solve_the_daily(d);
  EXPECT_EQ(d.state()["streak"], 1);
  d.today() = next_day(d.today());  // midnight: 2027-01-01
  d.frame();
  s = d.state();
  EXPECT_EQ(str(s["today"]), "2027-01-01");
  EXPECT_EQ(s["streak"], 1) << "alive on a day whose daily is not yet solved";
  s = solve_the_daily(d);
  EXPECT_EQ(str(s["challenge"]["date"]), "2027-01-01") << "the new day's daily, not the one before";
  EXPECT_EQ(s["streak"], 2) << "two days in a row";
  EXPECT_EQ(s["records"], 2);
  d.today() = next_day(d.today(), 2);  // 2027-01-03: the 2nd missed
  d.frame();
  EXPECT_EQ(d.state()["streak"], 0) << "a day missed ends the streak";
}

// Previous day opens a past daily; Next day comes back to today's, which
// then follows the date past midnight.
TEST(AppProgress, PreviousDayOpensAPastDailyAndNextDayComesBackToToday) {
  AppDriver d({.today = {2026, 12, 31}});
  open_section(d);
  ASSERT_TRUE(d.click("Previous day")) << d.last_error;
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(str(s["challenge"]["date"]), "2026-12-30");
  EXPECT_EQ(str(s["id"]), daily_of({2026, 12, 30}, "merlin").id) << "the day before's daily";
  open_section(d);
  ASSERT_TRUE(d.click("Next day")) << d.last_error;
  d.today() = next_day(d.today());  // midnight
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  s = d.state();
  EXPECT_EQ(str(s["challenge"]["date"]), "2027-01-01");
  EXPECT_EQ(str(s["id"]), daily_of({2027, 1, 1}, "merlin").id) << "today's daily, on the new day";
}

}  // namespace
}  // namespace tl::app::testing
