// app_records_walk_test.cpp: the records walk, headless, by the clicks a
// player makes: every path through a game (New, Undo across New, Redo,
// Restart, Hint, Press next, Show solution, hard mode, a daily, a level)
// and the board's counts after each (games, solved, with help, the best
// time): a game is one deal, counted once; a solve with help is counted as
// such and sets no best; a clock resumes where its game left it.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "example_ids.hpp"

namespace tl::app::testing {
namespace {

// A board's counts as the statistics show them (the hook's "boards").
struct Counts {
  int games = 0, solved = 0, helped = 0, hard = 0, best = -1;
  friend bool operator==(const Counts&, const Counts&) = default;
};

std::ostream& operator<<(std::ostream& o, const Counts& c) {
  return o << "games " << c.games << ", solved " << c.solved << ", helped " << c.helped << ", hard " << c.hard << ", best "
           << c.best;
}

Counts counts(AppDriver& d, const std::string& head) {
  const Json s = d.state();
  for (const Json& b : s["statistics"]["boards"])
    if (str(b["head"]) == head)
      return {b["games"].get<int>(), b["solved"].get<int>(), b["helped"].get<int>(), b["hard"].get<int>(),
              b["best_seconds"].get<int>()};
  return {};
}

// The rest of the game in play solved by the player's own clicks.
void solve_alone(AppDriver& d) {
  for (int b : solver_presses(str(d.state()["id"]))) ASSERT_TRUE(d.press(b)) << d.last_error;
  ASSERT_EQ(d.state()["solved"], true);
}

// A press that is not in the fewest solution, so the game stays unsolved
// whatever New dealt (a deal of one press would be solved by any other
// first press of it, in no time: the clock checks below need a game under way).
void press_wrong(AppDriver& d) {
  const std::vector<int> fewest = solver_presses(str(d.state()["id"]));
  int b = 1;
  while (std::find(fewest.begin(), fewest.end(), b) != fewest.end()) ++b;
  ASSERT_TRUE(d.press(b)) << d.last_error;
  ASSERT_EQ(d.state()["solved"], false);
}

// The line of the saved records that begins with `key` ("" when none).
std::string record_line(AppDriver& d, const std::string& key) {
  const std::string& text = d.storage["records"];
  const std::size_t at = text.find(key);
  return at == std::string::npos ? std::string() : text.substr(at, text.find('\n', at) - at);
}

TEST(AppRecordsWalk, EveryPathCountsEachGameOnceAndHelpAsHelp) {
  AppDriver d({.link = kMerlin});
  // Show solution, its marks pressed: solved with help, no best time.
  ASSERT_TRUE(d.click("Show solution")) << d.last_error;
  d.frame({}, 5.0);
  solve_alone(d);
  EXPECT_EQ(counts(d, "merlin"), (Counts{1, 1, 1, 0, -1})) << "Show solution";
  // New, Undo, Redo, Undo (the walk that counted 3 games, 3 solved):
  // moving between games already counted counts nothing.
  ASSERT_TRUE(d.click("New")) << d.last_error;
  EXPECT_EQ(counts(d, "merlin"), (Counts{1, 1, 1, 0, -1})) << "New, not pressed: no game yet";
  for (const char* step : {"Undo", "Redo", "Undo"}) {
    ASSERT_TRUE(d.click(step)) << step << ": " << d.last_error;
    EXPECT_EQ(counts(d, "merlin"), (Counts{1, 1, 1, 0, -1})) << step << " across New";
  }
  EXPECT_EQ(d.state()["solved"], true) << "back on the game solved";
  // Redo to the new deal: its first press begins it; its clock runs 20 s,
  // survives Restart (the same game) and a trip back across New.
  ASSERT_TRUE(d.click("Redo")) << d.last_error;
  const std::string second = str(d.state()["id"]);
  press_wrong(d);
  EXPECT_EQ(counts(d, "merlin").games, 2) << "the second deal, begun";
  d.frame({}, 20.0);
  ASSERT_TRUE(d.click("Restart")) << d.last_error;
  EXPECT_EQ(counts(d, "merlin").games, 2) << "Restart: the same game";
  ASSERT_TRUE(d.click("Undo")) << d.last_error;  // the press before Restart
  ASSERT_TRUE(d.click("Undo")) << d.last_error;  // the second deal's start
  ASSERT_TRUE(d.click("Undo")) << d.last_error;  // the first game, solved: its clock stopped
  d.frame({}, 30.0);
  ASSERT_TRUE(d.click("Redo")) << d.last_error;
  ASSERT_EQ(str(d.state()["id"]), second);
  solve_alone(d);
  Counts c = counts(d, "merlin");
  EXPECT_EQ((Counts{c.games, c.solved, c.helped, c.hard, -1}), (Counts{2, 2, 1, 0, -1})) << "solved alone";
  // (Each frame the driver draws is a 60th of a second, and how many frames
  // settle takes depends on background work: bounds, not exact seconds.)
  EXPECT_GE(c.best, 20) << "the second deal's 20 s";
  EXPECT_LT(c.best, 50) << "not the 30 s spent on the solved game as well";
  const int best = c.best;
  // Hint seen, then solved by the player's own presses: with help.
  ASSERT_TRUE(d.click("New")) << d.last_error;
  ASSERT_TRUE(d.click("Hint")) << d.last_error;
  solve_alone(d);
  EXPECT_EQ(counts(d, "merlin"), (Counts{3, 3, 2, 0, best})) << "Hint";
  // Press next (the key S on the desktop): its first use tells what it
  // does, the next presses.
  ASSERT_TRUE(d.click("New")) << d.last_error;
  d.type("s");
  d.type("s");
  ASSERT_EQ(d.state()["help_used"], true);
  solve_alone(d);
  EXPECT_EQ(counts(d, "merlin"), (Counts{4, 4, 3, 0, best})) << "Press next";
  // Hard mode, solved in 2 s: a fair best.
  ASSERT_TRUE(d.click("New")) << d.last_error;
  ASSERT_TRUE(d.click("Hard mode")) << d.last_error;
  ASSERT_EQ(d.state()["hard"], true);
  press_wrong(d);
  d.frame({}, 2.0);
  solve_alone(d);
  c = counts(d, "merlin");
  EXPECT_EQ(c, (Counts{5, 5, 3, 1, c.best})) << "hard mode";
  EXPECT_GE(c.best, 2);
  EXPECT_LT(c.best, best) << "the hard game's 2 s: a fair best";
  // Today's daily (Merlin's series, which the picker follows), solved alone:
  // its record says no help.
  if (!d.control("Daily")) { ASSERT_TRUE(d.click("Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(d.click("Daily")) << d.last_error;
  ASSERT_EQ(str(d.state()["challenge"]["kind"]), "daily");
  solve_alone(d);
  EXPECT_EQ(counts(d, "merlin").games, 6);
  EXPECT_EQ(counts(d, "merlin").helped, 3);
  EXPECT_NE(record_line(d, "daily ").find(" help=0"), std::string::npos) << record_line(d, "daily ");
  c = counts(d, "merlin");  // its best may be the daily's: a fair solve
  // A level with the hint seen (and not pressed): help, one mark.
  ASSERT_TRUE(d.click("Level 1")) << d.last_error;
  ASSERT_EQ(str(d.state()["challenge"]["kind"]), "level");
  ASSERT_TRUE(d.click("Hint")) << d.last_error;
  solve_alone(d);
  EXPECT_EQ(d.state()["challenge"]["mark"], 1) << "1 mark of 3 (help used)";
  EXPECT_NE(record_line(d, "level merlin 1 ").find(" help=1"), std::string::npos) << record_line(d, "level merlin 1 ");
  EXPECT_EQ(counts(d, "merlin"), (Counts{7, 7, 4, 1, c.best})) << "a level with help";
  EXPECT_NE(d.storage["records"].find("board merlin games=7 solved=7 hard=1 helped=4 best="), std::string::npos)
      << d.storage["records"];
}

}  // namespace
}  // namespace tl::app::testing

namespace tl::app::testing {
namespace {

// A daily is a test: its Why tab (which shows how to solve it) waits for
// the solve, on a phone as on the desktop, unless opened as help; then the
// result says help was used. Free play shows it at once.
TEST(AppRecordsWalk, ADailysWhyTabIsHelpAskedFor) {
  AppDriver d({.size = kSmallPhone});
  ASSERT_TRUE(tap(d, "Why it works")) << d.last_error;
  EXPECT_FALSE(d.control("Why hidden in a test")) << "free play: the tab is open";
  ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
  if (!d.control("Daily")) { ASSERT_TRUE(tap(d, "Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(tap(d, "Daily")) << d.last_error;
  ASSERT_EQ(str(d.state()["challenge"]["kind"]), "daily");
  ASSERT_TRUE(tap(d, "Why it works")) << d.last_error;
  EXPECT_TRUE(in_sight(d, "Why hidden in a test"));
  EXPECT_FALSE(d.control("Copy link to this view")) << "nothing of the tab shown";
  ASSERT_TRUE(tap(d, "Show it, as help")) << d.last_error;
  EXPECT_FALSE(d.control("Why hidden in a test"));
  EXPECT_TRUE(d.control("Copy link to this view")) << "the tab, asked for";
  ASSERT_TRUE(tap(d, "Play tab")) << d.last_error;
  for (int b : solver_presses(str(d.state()["id"]))) ASSERT_TRUE(tap_button(d, b));
  d.settle();
  const Json s = d.state();
  ASSERT_EQ(s["challenge"]["finished"], true);
  EXPECT_EQ(s["challenge"]["mark"], 1) << "1 mark of 3 (help used)";
  EXPECT_NE(str(s["challenge"]["share"]).find("with help"), std::string::npos) << s["challenge"]["share"];
  EXPECT_EQ(s["statistics"]["with_help"], 1);
}

}  // namespace
}  // namespace tl::app::testing
