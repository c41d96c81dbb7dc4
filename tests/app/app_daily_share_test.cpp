// app_daily_share_test.cpp: a daily shared is the daily, headless, by the
// clicks a person makes: the solved banner's Share result ends in a link
// that opens that day's daily as a daily (its par, its timer, its date), for
// a friend on another day too, on a line of its own; a daily's link that
// does not read says where.
#include <gtest/gtest.h>

#include <string>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/progress/series.hpp"

namespace tl::app::testing {
namespace {

const Date kToday{2026, 11, 25};

// Today's Merlin daily, opened from the section and solved by clicks.
void solve_todays_daily(AppDriver& d) {
  if (!d.control("Level 1")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  for (int b : solver_presses(str(d.state()["id"]))) ASSERT_TRUE(d.press(b)) << d.last_error;
  ASSERT_TRUE(d.state()["challenge"]["finished"]);
}

// The link opened as a daily: the day's puzzle from its start, its par, its
// date, and its timer waiting for the first press (reading the board is free).
void expect_opened_as_the_daily(AppDriver& d, const std::string& how) {
  const Result<Daily> daily = make_daily(kToday, "merlin");
  ASSERT_TRUE(daily);
  const Json s = d.state();
  ASSERT_TRUE(s["challenge"].is_object()) << how << ": " << s["message"];
  EXPECT_EQ(str(s["challenge"]["kind"]), "daily") << how;
  EXPECT_EQ(str(s["challenge"]["date"]), "2026-11-25") << how << ": the sender's day";
  EXPECT_EQ(s["challenge"]["par"], daily->par) << how;
  EXPECT_EQ(str(s["id"]), daily->id) << how << ": the day's puzzle";
  EXPECT_EQ(s["moves"], 0) << how;
  EXPECT_EQ(s["challenge"]["finished"], false) << how;
  EXPECT_EQ(s["message_is_error"], false) << how << ": " << s["message"];
  EXPECT_EQ(s["challenge"]["seconds"], 0.0) << how;
  EXPECT_EQ(str(s["status_line"]), "Moves: 0   Par " + std::to_string(daily->par))
      << how << ": a test says its par, never how many presses are still needed";
  EXPECT_FALSE(d.control("Presses still needed")) << how << ": nor does the panel";
  d.frame({}, 2.0);
  EXPECT_EQ(d.state()["challenge"]["seconds"], 0.0) << how << ": the timer waits for the first press";
}

TEST(AppDailyShare, TheSharedLinkOpensThatDaysDailyAsADaily) {
  AppDriver d({.today = kToday});
  solve_todays_daily(d);
  EXPECT_FALSE(d.control("Share")) << "a daily's banner shares its result (with the link), not a second link";
  ASSERT_TRUE(d.click("Share result")) << d.last_error;
  const std::string link = d.clipboard.substr(d.clipboard_link_at);
  EXPECT_EQ(link, "daily-merlin:2026-11-25");
  EXPECT_EQ(str(d.state()["challenge"]["link"]), link) << "the hook's";

  // A friend opens it a day later (the page's hash at start, and a hashchange).
  AppDriver opened({.link = link, .today = {2026, 11, 26}});
  expect_opened_as_the_daily(opened, "opened from the link");
  EXPECT_EQ(opened.state()["undo_depth"], 0) << "the daily is the game's first";
  AppDriver loaded({.today = {2026, 11, 26}});
  ASSERT_TRUE(loaded.load(link));
  expect_opened_as_the_daily(loaded, "loaded into a running page");
  // Solved there, it is that day's record.
  for (int b : solver_presses(str(opened.state()["id"]))) ASSERT_TRUE(opened.press(b)) << opened.last_error;
  EXPECT_EQ(opened.state()["challenge"]["finished"], true);
  EXPECT_EQ(opened.state()["records"], 1);
}

TEST(AppDailyShare, CopyResultsTextCarriesTheLinkOnALineOfItsOwn) {
  AppDriver d({.today = kToday});
  solve_todays_daily(d);
  const std::string words = str(d.state()["challenge"]["share"]), picture = str(d.state()["challenge"]["picture"]);
  ASSERT_TRUE(d.click("Share result")) << d.last_error;
  EXPECT_EQ(d.clipboard, words + "\n" + picture + "\ndaily-merlin:2026-11-25") << "the words, the picture, the link";
  ASSERT_EQ(d.clipboard_link_at, words.size() + 1 + picture.size() + 1) << "the page puts its address before the link";
  AppDriver opened({.link = d.clipboard.substr(d.clipboard_link_at), .today = kToday});
  expect_opened_as_the_daily(opened, "the result's link");
}

// Share result offers the text to a share sheet first (the page's Web
// Share API); a share sheet's answer is "Shared", not "Copied"; a refusal
// says why and keeps the text to copy by hand. Other copies go to the
// clipboard only.
TEST(AppDailyShare, ShareResultAsksForTheShareSheetAndSaysWhatHappened) {
  AppDriver d({.today = kToday, .hold_clipboard = true});
  solve_todays_daily(d);
  ASSERT_TRUE(d.click("Share result")) << d.last_error;
  ASSERT_TRUE(d.clipboard_asked());
  EXPECT_TRUE(d.clipboard_share) << "offered to the share sheet first";
  ASSERT_TRUE(d.answer_clipboard(true, "shared"));
  EXPECT_EQ(str(d.state()["message"]), "Shared the result.");
  ASSERT_TRUE(d.click("Share result")) << d.last_error;
  ASSERT_TRUE(d.answer_clipboard(false, "the share was cancelled"));
  const Json s = d.state();
  EXPECT_EQ(str(s["copy"]["status"]), "failed");
  EXPECT_NE(str(s["message"]).find("the share was cancelled"), std::string::npos) << s["message"];
  EXPECT_NE(str(s["copy"]["text"]).find(str(s["challenge"]["picture"])), std::string::npos) << "the text kept to copy by hand";
  ASSERT_TRUE(d.click("Copy link")) << d.last_error;
  EXPECT_FALSE(d.clipboard_share) << "a link goes to the clipboard";
}

TEST(AppDailyShare, ADailysLinkThatDoesNotReadSaysWhere) {
  for (const std::string link : {"daily-merlin:2026-13-01", "daily-nosuch:2026-11-25", "daily-merlin"}) {
    AppDriver d({.link = link});
    const Json s = d.state();
    EXPECT_TRUE(s["challenge"].is_null()) << link;
    EXPECT_EQ(s["message_is_error"], true) << link;
    EXPECT_NE(str(s["message"]).find("at character"), std::string::npos) << link << ": " << s["message"];
    EXPECT_EQ(s["moves"], 0) << link << ": a game to play all the same";
  }
}

// A daily from the future (a link edited, a clock set ahead) is refused at
// the door, at start and in a running page, naming the latest day there is;
// tomorrow's opens (it is today east of the date line).
TEST(AppDailyShare, ADailyDatedAfterTomorrowIsRefusedNamingTheLatestDay) {
  for (const bool at_start : {true, false}) {
    AppDriver d({.link = at_start ? "daily-merlin:2099-12-31" : "", .today = kToday});
    if (!at_start) { EXPECT_FALSE(d.load("daily-merlin:2099-12-31")); }
    const Json s = d.state();
    EXPECT_TRUE(s["challenge"].is_null()) << at_start;
    EXPECT_EQ(s["message_is_error"], true) << at_start;
    EXPECT_NE(str(s["message"]).find("the latest is 2026-11-26"), std::string::npos) << s["message"];
    EXPECT_EQ(str(s["id"]).find(make_daily({2099, 12, 31}, "merlin")->id), std::string::npos) << "not its puzzle either";
  }
  AppDriver tomorrow({.link = "daily-merlin:2026-11-26", .today = kToday});
  EXPECT_EQ(str(tomorrow.state()["challenge"]["date"]), "2026-11-26") << tomorrow.state()["message"];
}

// A daily's link on a first visit, as a friend's shared result opens: the
// board is in sight whole, nothing drawn over it (the tour's offer is a
// line in the panel, not a card over the board), and its clock waits for
// the first press, on a small phone and on the desktop.
TEST(AppDailyShare, NothingCoversTheBoardWhenADailyOpensOnAFirstVisit) {
  for (const Size size : {kSmallPhone, Size{1280, 800}}) {
    const std::string at = std::to_string(int(size.width)) + " x " + std::to_string(int(size.height));
    AppDriver d({.size = size, .link = "daily-merlin:2026-11-25", .today = kToday, .first_visit = true});
    d.settle();
    expect_opened_as_the_daily(d, at);
    EXPECT_EQ(d.state()["tour"]["offered"], true) << at << ": the tour offered in one line";
    const std::optional<ControlRect> board = d.control("Board");
    ASSERT_TRUE(board && board->visible) << at;
    const Rect b = board->rect;
    EXPECT_GE(b.x, 0.0f) << at;
    EXPECT_GE(b.y, 0.0f) << at;
    EXPECT_LE(b.x + b.w, size.width) << at;
    EXPECT_LE(b.y + b.h, size.height) << at;
    for (const ControlRect& c : d.app().control_rects) {
      if (!c.visible || c.name == "Board" || c.rect.w <= 0 || c.rect.h <= 0) continue;
      const Rect& r = c.rect;
      const bool over = r.x < b.x + b.w - 0.5f && b.x < r.x + r.w - 0.5f && r.y < b.y + b.h - 0.5f && b.y < r.y + r.h - 0.5f;
      EXPECT_FALSE(over) << at << ": '" << c.name << "' over the board";
    }
  }
}

// Saved records holding a daily dated after tomorrow (written under a clock
// set ahead, or damaged) heal at start: the day is dropped and the note says
// so; the text as it was is kept aside.
TEST(AppDailyShare, SavedDailiesFromTheFutureAreDroppedAtStart) {
  const auto line = [](const Date& day) {
    const int par = make_daily(day, "merlin")->par;
    return "daily " + date_text(day) + " merlin presses=" + std::to_string(par) + " par=" + std::to_string(par) +
           " seconds=30 help=0\n";
  };
  const std::string saved = "togglelab-records 3\n" + line({2026, 11, 24}) + line({2099, 12, 31});
  AppDriver d({.saved = {{"records", saved}}, .today = kToday});
  const Json s = d.state();
  EXPECT_NE(str(s["message"]).find("dated after 2026-11-26"), std::string::npos) << s["message"];
  EXPECT_EQ(s["records"], 1) << "the past day kept";
  EXPECT_EQ(d.storage["records-set-aside"], saved);
}

}  // namespace
}  // namespace tl::app::testing
