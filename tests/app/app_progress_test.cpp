// app_progress_test.cpp: the game to come back to, headless, by the clicks
// and taps a person plays it with: a level of a series solved at par shows
// its marks and opens the next; the daily is the core's for the device's
// date and its result goes to the clipboard in one click; the streak across
// midnight; the timer's seconds and its one frame a second; the records kept
// in storage, exported and imported into a fresh profile; a hostile stored
// value set aside with a note; a level on a 320 px phone by taps; the Why
// tab's census of 4x5 and 5x5 Lights Out in slices with Pause.
// A test that replaces one of tests/e2e/browser_progress.test.mjs names it
// above itself; the browser keeps what only it shows: the frames the page
// draws while the timer runs, localStorage across a real reload, and the
// system clipboard.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/linear/explain/census.hpp"
#include "core/progress/series.hpp"

namespace tl::app::testing {
namespace {

// The Machine pane's "Daily puzzle and series", open (as a person finds it).
void open_daily_and_series(AppDriver& d) {
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
  Json s = d.state();
  EXPECT_TRUE(s["solved"]);
  EXPECT_TRUE(s["challenge"].is_object() && s["challenge"]["finished"].get<bool>()) << s["challenge"];
  return s;
}

Series series_of(const std::string& name) {
  Result<Series> s = make_series(name);
  EXPECT_TRUE(s) << name;
  return s ? *s : Series{};
}

Daily daily_of(const Date& date, const std::string& series) {
  Result<Daily> d = make_daily(date, series);
  EXPECT_TRUE(d) << date_text(date);
  return d ? *d : Daily{};
}

Date next_day(const Date& d, int days = 1) { return date_of_day(day_number(d) + days); }

// Opens the daily the section offers and solves it; the state after.
Json solve_the_daily(AppDriver& d) {
  open_daily_and_series(d);
  EXPECT_TRUE(d.click("Daily")) << d.last_error;
  const Daily daily = daily_of(d.today(), "merlin");
  const Json s = d.state();
  EXPECT_EQ(str(s["challenge"]["kind"]), "daily");
  EXPECT_EQ(str(s["challenge"]["date"]), date_text(daily.date)) << "the device's day";
  EXPECT_EQ(str(s["id"]), daily.id);
  EXPECT_EQ(s["challenge"]["par"], daily.par) << "the daily is `togglelab daily --series merlin`'s";
  return solve_by_presses(d);
}

// The daily's series picker follows the game in play: Quatrainment in play
// picks its series, a board of another series picks that one, rules of no
// series leave the pick as it was, and a pick by hand stands until the rules
// change.
TEST(AppProgress, TheSeriesPickerFollowsTheGameInPlay) {
  AppDriver d({.link = find_machine_kind("quatrainment")->default_id});
  EXPECT_EQ(str(d.state()["series_picked"]), "quatrainment");
  ASSERT_TRUE(d.load("lightsout7x7:0000000/0000000/0000000/0000000/0000000/0000000/0000000"));
  EXPECT_EQ(str(d.state()["series_picked"]), "lightsout7x7");
  ASSERT_TRUE(d.load("lightsout4x6:000000/000000/000000/000000"));
  EXPECT_EQ(str(d.state()["series_picked"]), "lightsout7x7") << "a board of no series keeps the pick";
  ASSERT_TRUE(d.load("merlin:000/000/000"));
  EXPECT_EQ(str(d.state()["series_picked"]), "merlin");
  // A pick by hand (the series list) stands while the game goes on.
  if (!d.control("Previous day")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(d.click("Series")) << d.last_error;
  ASSERT_TRUE(d.click("Lights Out 3x3")) << d.last_error;
  EXPECT_EQ(str(d.state()["series_picked"]), "lightsout3x3");
  ASSERT_TRUE(d.press(1)) << d.last_error;
  EXPECT_EQ(str(d.state()["series_picked"]), "lightsout3x3") << "a press is the same rules";
}

// Replaces the logic of "progress: a level solved at par earns three marks
// and opens the next; the daily's result is copied" (the frames the timer
// draws, localStorage across a reload and the system clipboard stay in the
// browser).
TEST(AppProgress, ALevelAtParEarnsThreeMarksOpensTheNextAndTheDailysResultIsCopied) {
  AppDriver d;
  open_daily_and_series(d);
  const Series series = series_of("merlin");
  ASSERT_GE(series.levels.size(), 2u);
  ASSERT_TRUE(d.click("Level 1")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(str(s["challenge"]["kind"]), "level");
  EXPECT_EQ(str(s["challenge"]["series"]), "merlin");
  EXPECT_EQ(s["challenge"]["level"], 1);
  EXPECT_EQ(s["challenge"]["par"], series.levels[0].par);
  EXPECT_EQ(str(s["id"]), series.levels[0].id) << "level 1 is `togglelab series merlin`'s";
  s = solve_by_presses(d);
  EXPECT_EQ(s["moves"], series.levels[0].par);
  EXPECT_EQ(s["challenge"]["mark"], 3);
  EXPECT_EQ(s["banner"], true) << "at par, three marks, the banner up";
  ASSERT_TRUE(d.click("Next level")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["challenge"]["level"], 2);
  EXPECT_EQ(str(s["id"]), series.levels[1].id);
  EXPECT_EQ(s["challenge"]["finished"], false) << "Next level opens level 2";

  // The timer: nothing before the first press (the level is read for free),
  // then three seconds go by in three seconds, and the app asks for a
  // frame about once a second for it, not sixty.
  // (Read from the app: the hook's JSON writes a double to 6 digits, which
  // makes 3 s after 0.0666667 s read 3.0000033.)
  d.frame({}, 5.0);
  EXPECT_EQ(d.app().progress.seconds, 0.0) << "no press yet: the clock waits";
  EXPECT_LT(d.frame({}, 0.0).wake_in, 0.0) << "and asks for no wake-up";
  {
    // A press that is not the level's first fewest press: it starts the clock
    // and leaves the level unsolved.
    const std::vector<int> fewest = solver_presses(str(d.state()["id"]));
    int b = 1;
    while (std::find(fewest.begin(), fewest.end(), b) != fewest.end()) ++b;
    ASSERT_TRUE(d.press(b)) << d.last_error;
    ASSERT_EQ(d.state()["challenge"]["finished"], false);
  }
  const double t0 = d.app().progress.seconds;
  AppOutput out;
  for (int i = 0; i < 3; ++i) out = d.frame({}, 1.0);
  EXPECT_NEAR(d.app().progress.seconds - t0, 3.0, 1e-6) << "the timer ran 3 s";
  EXPECT_NEAR(d.state()["challenge"]["seconds"].get<double>(), d.app().progress.seconds, 1e-4) << "the hook says so";
  EXPECT_FALSE(out.wants_frame) << "no frame at once while only the timer moves";
  EXPECT_GT(out.wake_in, 0.0);
  EXPECT_LE(out.wake_in, 1.01) << "a frame within the second, for the timer";
  // Hidden (a tab in the background, a phone's screen off), the timer stops
  // and asks for no wake-up; shown again, it runs on from where it stopped.
  const double shown = d.app().progress.seconds;
  d.visible = false;
  out = d.frame({}, 0.0);
  for (int i = 0; i < 5; ++i) out = d.frame({}, 1.0);
  EXPECT_NEAR(d.app().progress.seconds, shown, 1e-6) << "hidden for 5 s: no time counted";
  EXPECT_LT(out.wake_in, 0.0) << "hidden: no wake-up for the timer";
  d.visible = true;
  d.frame({}, 0.0);
  d.frame({}, 1.0);
  EXPECT_NEAR(d.app().progress.seconds, shown + 1.0, 1e-6) << "shown again: it runs on";
  // Undo back to no press: the game's clock runs on (the level was begun),
  // and the app still wakes for it each second.
  ASSERT_TRUE(d.click("Undo")) << d.last_error;
  ASSERT_EQ(d.state()["moves"], 0);
  const double undone = d.app().progress.seconds;
  out = d.frame({}, 1.0);
  EXPECT_NEAR(d.app().progress.seconds, undone + 1.0, 1e-6) << "the clock runs on after Undo";
  EXPECT_GT(out.wake_in, 0.0) << "and the timer still asks for its frame a second";
  ASSERT_TRUE(d.click("Redo")) << d.last_error;

  // Today's daily: the core's ID for the device's date, its result copied in one click.
  s = solve_the_daily(d);
  const Daily daily = daily_of(d.today(), "merlin");
  ASSERT_TRUE(d.click("Share result")) << d.last_error;
  const std::regex share("^Toggle Lab daily " + date_text(daily.date) + ", Merlin's Magic Squares: " + std::to_string(daily.par) +
                         " press(es)? \\(par " + std::to_string(daily.par) + "\\), no help, \\d+:\\d\\d\n" + "(.*)\n" +
                         "daily-merlin:" + date_text(daily.date) + "$");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(d.clipboard, m, share)) << "the share text, its picture, then the daily's link: " << d.clipboard;
  std::string squares;  // at par: a green square a press
  for (int i = 0; i < daily.par; ++i) squares += "\xF0\x9F\x9F\xA9";
  EXPECT_EQ(m[2].str(), squares) << "the picture";
  EXPECT_EQ(d.clipboard_link_at, d.clipboard.find("daily-merlin:")) << "the link's place, for the page's address";
  s = d.state();
  EXPECT_EQ(s["records"], 2);
  EXPECT_EQ(s["streak"], 1) << "two records, a streak of one day";

  // Started again from what storage holds: the records are kept.
  AppDriver again({.saved = d.storage, .today = d.today()});
  s = again.state();
  EXPECT_EQ(s["records"], 2);
  EXPECT_EQ(s["streak"], 1) << "after a restart";

  // Export, then import into a fresh profile by typing the text.
  ASSERT_TRUE(d.click("Records: export and import")) << d.last_error;  // a section of its own, closed at first
  ASSERT_TRUE(d.click("Export records")) << d.last_error;
  const std::string exported = d.clipboard;
  EXPECT_TRUE(exported.starts_with("togglelab-records 4\n")) << exported;
  const Json stats = d.state()["statistics"];
  ASSERT_FALSE(stats["boards"].empty()) << "the games played were counted";
  EXPECT_EQ(std::count(exported.begin(), exported.end(), '\n'), 3 + int(stats["boards"].size()))
      << "a header, two records and a line per board: " << exported;
  AppDriver fresh({.today = d.today()});
  EXPECT_EQ(fresh.state()["records"], 0) << "a fresh profile has none";
  open_daily_and_series(fresh);
  ASSERT_TRUE(fresh.click("Records: export and import")) << fresh.last_error;
  ASSERT_TRUE(fresh.click("Records to import")) << fresh.last_error;
  std::size_t from = 0;
  for (std::size_t nl; (nl = exported.find('\n', from)) != std::string::npos; from = nl + 1) {
    fresh.type(exported.substr(from, nl - from));
    fresh.key(Key::Enter);
  }
  ASSERT_TRUE(fresh.click("Import records")) << fresh.last_error;
  s = fresh.state();
  EXPECT_EQ(s["records"], 2);
  EXPECT_EQ(s["streak"], 1);
  EXPECT_EQ(s["message_is_error"], false) << "imported: " << s["message"];
  EXPECT_EQ(s["statistics"]["games"], stats["games"]) << "the boards' counts came along";
  EXPECT_EQ(s["statistics"]["dailies_solved"], 1);
}

// The streak across midnight: today's daily solved, the date moves on a day
// with the app open; the streak lives on, the section's daily is the new
// day's, and solving it makes two days; a day missed ends it.
// The result is "Copied" only once the platform answered that the clipboard
// has it: before the answer nothing says so, a refusal says what failed and
// shows the text to copy by hand, and a copy that worked says "Copied".
// A finish's marks are dots under a level and beside a day, a locked level a
// padlock: no label a person can read. The section says in words what they
// mean (the dots once there are any), and the day's line says how the day's
// daily was solved.
TEST(AppProgress, TheDotsOfAFinishAreSaidInWords) {
  AppDriver d;
  open_daily_and_series(d);
  EXPECT_FALSE(d.control("Dots legend")) << "no dots yet: nothing to explain";
  EXPECT_NE(d.screen_text().find("A padlock: a level that opens once the one before it is solved."), std::string::npos)
      << "level 2's padlock, in words";
  ASSERT_TRUE(d.click("Level 1")) << d.last_error;
  ASSERT_EQ(solve_by_presses(d)["challenge"]["mark"], 3);
  open_daily_and_series(d);
  ASSERT_TRUE(d.control("Dots legend")) << "level 1's dots";
  EXPECT_NE(d.screen_text().find("3 solved at par, 2 over par, 1 with help"), std::string::npos) << d.screen_text();
  ASSERT_TRUE(d.control("Day line"));
  EXPECT_EQ(d.screen_text().find("solved at par:"), std::string::npos) << "today's daily is not solved";
}

TEST(AppProgress, TheDailysResultSaysCopiedOnlyOnceTheClipboardHasIt) {
  AppDriver d({.hold_clipboard = true});
  solve_the_daily(d);
  ASSERT_TRUE(d.click("Share result")) << d.last_error;
  const std::optional<std::string> asked = d.clipboard_asked();
  ASSERT_TRUE(asked) << "the result went to the platform";
  EXPECT_TRUE(asked->starts_with("Toggle Lab daily ")) << *asked;
  Json s = d.state();
  EXPECT_EQ(str(s["copy"]["status"]), "waiting");
  EXPECT_EQ(str(s["message"]).find("Copied"), std::string::npos) << "no answer yet: " << s["message"];

  ASSERT_TRUE(d.answer_clipboard(false, "the browser refused (NotAllowedError)")) << d.last_error;
  s = d.state();
  EXPECT_EQ(str(s["copy"]["status"]), "failed");
  EXPECT_TRUE(s["message_is_error"]);
  EXPECT_TRUE(str(s["message"]).starts_with("Could not copy the result: the browser refused (NotAllowedError).")) << s["message"];
  EXPECT_EQ(str(s["message"]).find("Copied"), std::string::npos) << s["message"];
  EXPECT_TRUE(d.control("Text to copy")) << "the result in a field, to copy by hand";
  EXPECT_EQ(d.clipboard, "") << "nothing reached the clipboard";

  // Once more, and the clipboard takes it.
  ASSERT_TRUE(d.click("Share result")) << d.last_error;
  EXPECT_FALSE(d.control("Text to copy")) << "the failure's field went with its message";
  EXPECT_EQ(str(d.state()["message"]), "") << "the last copy's failure no longer speaks";
  ASSERT_TRUE(d.answer_clipboard(true)) << d.last_error;
  s = d.state();
  EXPECT_EQ(str(s["copy"]["status"]), "copied");
  EXPECT_EQ(str(s["message"]), "Copied: " + asked->substr(0, asked->find('\n'))) << "the words (the link follows them)";
  EXPECT_FALSE(s["message_is_error"]);
  EXPECT_EQ(d.clipboard, *asked);
}

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

// Time, with chosen clocks: a daily opened before local midnight and solved
// after counts for the day it was opened; a past day's daily (Previous day)
// counts for its day's record but does not extend today's streak; the clock
// going back a day (a flight west) neither breaks nor doubles the streak.
TEST(AppProgress, ADailyKeepsItsDayAndAPastDailyDoesNotExtendTheStreak) {
  AppDriver d({.today = {2026, 11, 23}});
  open_daily_and_series(d);
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  EXPECT_EQ(str(d.state()["challenge"]["date"]), "2026-11-23");
  d.today() = next_day(d.today());  // midnight, the game still in play
  d.frame();
  Json s = solve_by_presses(d);
  EXPECT_EQ(str(s["challenge"]["date"]), "2026-11-23") << "the day it was opened";
  EXPECT_EQ(s["streak"], 1) << "the 23rd's daily, played on its day; alive on the 24th";
  std::string text = d.app().progress.records.text();
  EXPECT_NE(text.find("daily 2026-11-23 merlin "), std::string::npos) << text;
  EXPECT_EQ(text.find("late=1"), std::string::npos) << "not late: opened on its day\n" << text;

  // The 22nd's daily, opened on the 24th: its record, not the streak.
  open_daily_and_series(d);
  ASSERT_TRUE(d.click("Previous day")) << d.last_error;
  ASSERT_TRUE(d.click("Previous day")) << d.last_error;
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  EXPECT_EQ(str(d.state()["challenge"]["date"]), "2026-11-22");
  s = solve_by_presses(d);
  EXPECT_EQ(s["records"], 2);
  EXPECT_EQ(s["streak"], 1) << "a past day's daily does not extend the streak";
  text = d.app().progress.records.text();
  EXPECT_NE(text.find("daily 2026-11-22 merlin "), std::string::npos) << text;
  EXPECT_NE(text.find(" late=1\n"), std::string::npos) << text;

  // Today's (the 24th's), then the clock goes back a day and on again.
  open_daily_and_series(d);
  ASSERT_TRUE(d.click("Next day")) << d.last_error;
  ASSERT_TRUE(d.click("Next day")) << d.last_error;
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  EXPECT_EQ(str(d.state()["challenge"]["date"]), "2026-11-24");
  s = solve_by_presses(d);
  EXPECT_EQ(s["streak"], 2) << "the 23rd and the 24th";
  d.today() = {2026, 11, 23};  // a flight west across the date line
  d.frame();
  EXPECT_EQ(d.state()["streak"], 2) << "not broken by the clock going back";
  EXPECT_EQ(d.state()["records"], 3) << "nothing doubled";
  d.today() = {2026, 11, 25};
  d.frame();
  EXPECT_EQ(d.state()["streak"], 2) << "alive on the 25th, its daily not yet solved";
  d.today() = {2026, 11, 26};
  d.frame();
  EXPECT_EQ(d.state()["streak"], 0) << "the 25th missed";
}

// A daily in hard mode, as a person plays it: ticked before the first press,
// Hint and Press next refused in words, the Why tab waiting for the end, the
// box locked after the first press; the record and the share say hard mode.
TEST(AppProgress, ADailyInHardModeIsMarkedInTheRecordAndTheShare) {
  AppDriver d({.today = {2026, 11, 23}});
  open_daily_and_series(d);
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  ASSERT_TRUE(d.click("Hard mode")) << d.last_error;
  Json s = d.state();
  EXPECT_TRUE(s["hard"]);
  ASSERT_TRUE(d.click("Hint")) << d.last_error;
  s = d.state();
  EXPECT_TRUE(s["hint"].is_null()) << "no ring";
  EXPECT_EQ(s["hint_level"], 0);
  EXPECT_NE(str(s["message"]).find("Hard mode: no hints"), std::string::npos) << s["message"];
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  EXPECT_TRUE(d.control("Why hidden in hard mode")) << "the Why tab waits for the game's end";
  EXPECT_FALSE(d.state().contains("elimination")) << "nothing of the elimination drawn";
  ASSERT_TRUE(d.click("Play tab")) << d.last_error;
  const std::vector<int> presses = solver_presses(str(d.state()["id"]));
  ASSERT_GE(presses.size(), 2u);
  ASSERT_TRUE(d.press(presses[0])) << d.last_error;
  EXPECT_TRUE(d.state()["hard_locked"]) << "locked from the first press";
  ASSERT_TRUE(d.click("Hard mode")) << d.last_error;  // greyed: the click changes nothing
  EXPECT_TRUE(d.state()["hard"]);
  for (std::size_t i = 1; i < presses.size(); ++i) ASSERT_TRUE(d.press(presses[i])) << d.last_error;
  s = d.state();
  ASSERT_TRUE(s["solved"]);
  const std::string share = str(s["challenge"]["share"]);
  EXPECT_NE(share.find("hard mode"), std::string::npos) << share;
  EXPECT_EQ(share.find("no help"), std::string::npos) << share;
  const std::string text = d.app().progress.records.text();
  EXPECT_NE(text.find("daily 2026-11-23 merlin "), std::string::npos) << text;
  EXPECT_NE(text.find(" hard=1\n"), std::string::npos) << text;
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  EXPECT_FALSE(d.control("Why hidden in hard mode")) << "solved: the Why tab opens";
}

// Previous day opens a past daily; Next day comes back to today's, which
// then follows the date past midnight.
TEST(AppProgress, PreviousDayOpensAPastDailyAndNextDayComesBackToToday) {
  AppDriver d({.today = {2026, 12, 31}});
  open_daily_and_series(d);
  ASSERT_TRUE(d.click("Previous day")) << d.last_error;
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(str(s["challenge"]["date"]), "2026-12-30");
  EXPECT_EQ(str(s["id"]), daily_of({2026, 12, 30}, "merlin").id) << "the day before's daily";
  open_daily_and_series(d);
  ASSERT_TRUE(d.click("Next day")) << d.last_error;
  d.today() = next_day(d.today());  // midnight
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  s = d.state();
  EXPECT_EQ(str(s["challenge"]["date"]), "2027-01-01");
  EXPECT_EQ(str(s["id"]), daily_of({2027, 1, 1}, "merlin").id) << "today's daily, on the new day";
}

// Replaces "progress: a hostile stored value is set aside with a note, never a crash".
TEST(AppProgress, AHostileStoredValueIsSetAsideWithANote) {
  for (const std::string& hostile :
       {std::string("not ours at all"), std::string("togglelab-records 7\nlevel merlin 1 presses=1 par=1 seconds=1 help=0\n"),
        std::string("togglelab-records 1\nlevel merlin 1 pres"), std::string(1100000, 'x')}) {
    AppDriver d({.saved = {{"records", hostile}}});
    const Json s = d.state();
    EXPECT_TRUE(s["message_is_error"]);
    EXPECT_TRUE(std::regex_search(str(s["message"]), std::regex("set aside|could not be read|left out")))
        << "a note: " << s["message"];
    EXPECT_EQ(s["records"], 0) << "nothing read from " << hostile.substr(0, 30);
    ASSERT_TRUE(d.storage.count("records-set-aside"));
    EXPECT_EQ(d.storage["records-set-aside"].size(), hostile.size()) << "the text is kept aside whole";
    ASSERT_TRUE(d.press(1)) << d.last_error;
    EXPECT_EQ(d.state()["moves"], 1) << "playable";
  }
}

// An import with lines no game wrote (a finish under its par, a daily dated
// after tomorrow) takes the rest, names the first line it could not read,
// and keeps the text in its box to be mended; a clean import clears it.
TEST(AppProgress, AnImportKeepsWhatItRefusedInTheBoxAndNamesTheLine) {
  AppDriver d({.today = Date{2026, 11, 25}});
  open_daily_and_series(d);
  ASSERT_TRUE(d.click("Records: export and import")) << d.last_error;
  ASSERT_TRUE(d.click("Records to import")) << d.last_error;
  const std::vector<std::string> lines = {"togglelab-records 1", "daily 2026-11-24 merlin presses=5 par=5 seconds=40 help=0",
                                          "daily 2026-11-25 merlin presses=0 par=1000000 seconds=1 help=0",
                                          "daily 2099-12-31 merlin presses=5 par=5 seconds=1 help=0"};
  for (const std::string& line : lines) {
    d.type(line);
    d.key(Key::Enter);
  }
  ASSERT_TRUE(d.click("Import records")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["records"], 1) << "the one finish a game could give";
  EXPECT_TRUE(s["message_is_error"]);
  EXPECT_NE(str(s["message"]).find("(the first: line 3)"), std::string::npos) << s["message"];
  EXPECT_NE(str(s["message"]).find("1 daily is dated after 2026-11-26"), std::string::npos) << s["message"];
  EXPECT_NE(str(s["import_text"]).find("par=1000000"), std::string::npos) << "the text stays to be mended: " << s["import_text"];
  EXPECT_EQ(s["streak"], 1) << "yesterday's daily counts; the far future's does not";

  // Mended: the box emptied, the import taken whole.
  ASSERT_TRUE(d.click("Records to import")) << d.last_error;
  d.key(Key::A, Modifiers{.ctrl = true});
  d.key(Key::Delete);
  d.type("togglelab-records 1");
  d.key(Key::Enter);
  d.type("level merlin 1 presses=2 par=1 seconds=9 help=0");
  ASSERT_TRUE(d.click("Import records")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["records"], 2);
  EXPECT_FALSE(s["message_is_error"]) << s["message"];
  EXPECT_EQ(s["import_text"], "") << "a clean import empties the box";
}

// Replaces "progress: on a 320 px phone, a level is opened and solved by taps".
TEST(AppProgress, OnA320pxPhoneALevelIsOpenedAndSolvedByTaps) {
  AppDriver d({.size = {320, 640}});
  ASSERT_TRUE(tap(d, "Machine tab"));
  ASSERT_TRUE(tap(d, "Level 1")) << "level 1 in sight";
  Json s = d.state();
  ASSERT_TRUE(s["challenge"].is_object());
  EXPECT_EQ(s["challenge"]["level"], 1);
  EXPECT_EQ(str(s["tab"]), "play") << "level 1 opens on the Play pane";
  s = solve_by_presses(d, true);
  EXPECT_EQ(s["challenge"]["mark"], 3) << "at par";
  ASSERT_TRUE(tap(d, "Next level"));
  EXPECT_EQ(d.state()["challenge"]["level"], 2) << "the next level by a tap";
}

// Replaces "progress: the Why tab counts every position of 4x5 and 5x5
// Lights Out, as the CLI does".
TEST(AppProgress, TheWhyTabCountsEveryPositionOf4x5And5x5LightsOutAsTheCore) {
  for (const std::string id : {"lightsout4x5:00000/00000/00000/00000", "lightsout5x5:00000/00000/00000/00000/00000"}) {
    const std::string head = id.substr(0, id.find(':'));
    AppDriver d({.link = id});
    ASSERT_TRUE(d.click("Why it works")) << d.last_error;
    ASSERT_TRUE(d.click("How hard is this board?")) << d.last_error;
    const bool big = head == "lightsout5x5";
    if (big) d.limit_work(2);  // held after two slices, as the page's limitWork(2)
    ASSERT_TRUE(d.click("Count every position")) << d.last_error;
    Json s = d.state();
    ASSERT_TRUE(s.contains("board_census")) << "a census of " << id << " started";
    EXPECT_EQ(str(s["board_census"]["head"]), head);
    if (big) {
      frames_until(
          d, [](const Json& t) { return t["board_census"]["progress"] > 0; }, 100);
      d.settle();
      const Json held = d.state()["board_census"];
      EXPECT_TRUE(held["running"]);
      EXPECT_FALSE(held["done"]);
      EXPECT_LT(held["progress"], 1.0) << "held after two slices: " << held;
      ASSERT_TRUE(d.click("Pause board census")) << d.last_error;
      d.limit_work(-1);
      d.settle();
      const Json paused = d.state()["board_census"];
      EXPECT_EQ(paused["progress"], held["progress"]);
      EXPECT_EQ(paused["running"], false) << "no progress while paused";
      ASSERT_TRUE(d.click("Resume board census")) << d.last_error;
    }
    s = frames_until(d, [](const Json& t) { return t["board_census"]["done"] == true; });
    const Json c = s["board_census"];
    ASSERT_TRUE(c["done"]);
    // `togglelab census ID --json`: the core's census of the same puzzle.
    const Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
    ASSERT_TRUE(p);
    const Result<Census> native = census(*p);
    ASSERT_TRUE(native) << native.error().message;
    EXPECT_EQ(c["reachable"], native->reachable);
    EXPECT_EQ(c["hardest"], native->hardest);
    EXPECT_EQ(c["counts"].get<std::vector<uint64_t>>(), native->counts) << "the core's census";
    if (big) {  // the classic board: 2^23 positions reachable, the hardest need 15 presses
      EXPECT_EQ(c["reachable"], 8388608);
      EXPECT_EQ(c["hardest"], 15);
    }
    std::printf("        census in the app: %s %.3f s counting (natively %.3f s)\n", head.c_str(), c["seconds"].get<double>(),
                native->seconds);
  }
}

}  // namespace
}  // namespace tl::app::testing
