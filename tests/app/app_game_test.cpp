// app_game_test.cpp: the game screen's help and controls, headless, by the
// clicks and keys a person uses: the hint's three levels, following hints,
// the step-through, undo and redo, the keyboard, edit mode, and links. Ported
// from tests/e2e/browser_game.test.mjs, which keeps what only a browser does
// (the URL bar and a reload from localStorage).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

const std::string kStart = "merlin:100/110/001";

// Merlin's buttons as Arnold and Blaszak word them (and the machine's own
// how-to-play): a corner changes its 2x2 block, a side its edge line of
// three, the centre the plus. The cells a press of 0-based `b` changes, as a
// mask of the nine.
int merlin_press(int b) {
  const int r = b / 3, c = b % 3;
  int mask = 0;
  auto set = [&](int rr, int cc) { mask |= 1 << (rr * 3 + cc); };
  if (r != 1 && c != 1) {  // a corner: its 2x2 block
    for (int rr : {r, 1})
      for (int cc : {c, 1}) set(rr, cc);
  } else if (r == 1 && c == 1) {  // the centre: the plus
    for (int i = 0; i < 3; ++i) set(1, i), set(i, 1);
  } else if (r == 1) {  // a side: its edge line of three
    for (int i = 0; i < 3; ++i) set(i, c);
  } else {
    for (int i = 0; i < 3; ++i) set(r, i);
  }
  return mask;
}

// The fewest presses from `cells` to `goal` under those rules, by trying all
// 512 sets of buttons.
int merlin_fewest(const std::vector<int>& cells, const std::vector<int>& goal) {
  int need = 0;
  for (int i = 0; i < 9; ++i) need |= (cells[std::size_t(i)] ^ goal[std::size_t(i)]) << i;
  int best = -1;
  for (int set = 0; set < 512; ++set) {
    int changed = 0;
    for (int b = 0; b < 9; ++b)
      if (set >> b & 1) changed ^= merlin_press(b);
    if (changed == need && (best < 0 || std::popcount(unsigned(set)) < best)) best = std::popcount(unsigned(set));
  }
  return best;
}

// Replaces browser_game.test.mjs "the hint's three levels each add one thing, by clicks".
TEST(AppGame, TheHintsThreeLevelsEachAddOneThing) {
  AppDriver d({.size = {1280, 900}, .link = "lightsout5x5:00000/00100/01110/00100/00000"});
  ASSERT_TRUE(d.click("Hint")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["hint_level"], 1);
  EXPECT_TRUE(s["hint"].is_null()) << "level 1 names no button";
  EXPECT_EQ(s["hint_region"], Json::array({11, 12, 13, 14, 15})) << "level 1: the board's row 3";
  EXPECT_NE(s["hint_where"].get<std::string>().find("row 3"), std::string::npos) << s["hint_where"];
  EXPECT_EQ(s["hint_which"], "");
  EXPECT_EQ(s["hint_why"], "");

  ASSERT_TRUE(d.click("Which button?")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["hint_level"], 2);
  EXPECT_EQ(s["hint"], 13) << "level 2 rings the centre, in that row";
  const auto region = s["hint_region"].get<std::vector<int>>();
  EXPECT_NE(std::find(region.begin(), region.end(), 13), region.end());
  EXPECT_NE(s["hint_which"].get<std::string>().find("button 13"), std::string::npos) << s["hint_which"];
  EXPECT_EQ(s["hint_why"], "");

  ASSERT_TRUE(d.click("Why?")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["hint_level"], 3);
  EXPECT_EQ(s["hint"], 13) << "level 3 keeps the button";
  EXPECT_NE(s["hint_why"].get<std::string>().find("Light chasing"), std::string::npos) << s["hint_why"];

  ASSERT_TRUE(d.click("Hide hint")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["hint_level"], 0) << "a fourth click hides it";
  EXPECT_TRUE(s["hint"].is_null());

  // Merlin: the why is the one way to solve the board, in a player's words
  // (the column of A^-1 waits in the Why tab's algebra).
  ASSERT_TRUE(d.load(kStart));
  EXPECT_EQ(d.state()["id"], kStart);
  for (const char* label : {"Hint", "Which button?", "Why?"}) ASSERT_TRUE(d.click(label)) << d.last_error;
  s = d.state();
  EXPECT_NE(s["hint_why"].get<std::string>().find("This board has exactly one"), std::string::npos)
      << "Merlin's why: " << s["hint_why"];
  EXPECT_EQ(s["hint_why"].get<std::string>().find("A^-1"), std::string::npos) << "no algebra in the hint: " << s["hint_why"];
}

// Replaces browser_game.test.mjs "following the level-2 hint solves in the
// minimal number of presses (the CLI's count)".
TEST(AppGame, FollowingTheLevelTwoHintSolvesInTheFewestPresses) {
  AppDriver d({.link = kStart});
  const CoreAnswer core = core_solve(kStart);
  const Json start = d.state();
  EXPECT_EQ(int(core.press_count), merlin_fewest(cells_of(start), start["goal"].get<std::vector<int>>()))
      << "the core's count is the fewest by Arnold and Blaszak's rules, tried every way";
  EXPECT_EQ(start["min_presses"], core.press_count) << "min_presses vs the core's";
  const HintWalk w = follow_hints(d, core.press_count);
  EXPECT_TRUE(w.last["solved"]);
  EXPECT_EQ(std::size_t(w.presses), core.press_count) << "presses by hints";
  EXPECT_EQ(w.last["help_used"], true) << "help shown as used";
}

// Replaces browser_game.test.mjs "step-through: Show solution, Next, Previous, Play".
TEST(AppGame, StepThroughShowSolutionNextPreviousPlay) {
  AppDriver d({.link = kStart});
  const CoreAnswer core = core_solve(kStart);
  ASSERT_TRUE(d.click("Show solution")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["marks"], core.presses) << "marks are the core's fewest presses";
  ASSERT_TRUE(d.click("Press next")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["marks"], std::vector<int>(core.presses.begin() + 1, core.presses.end())) << "Next presses the first mark";
  EXPECT_EQ(s["moves"], 1);
  ASSERT_TRUE(d.click("Previous")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["marks"], core.presses) << "Previous undoes it";
  EXPECT_EQ(s["moves"], 0);
  // Marks stay right when the player presses something else meanwhile.
  ASSERT_TRUE(d.press(1)) << d.last_error;
  s = d.state();
  const CoreAnswer other = core_solve(s["id"]);
  EXPECT_EQ(s["marks"], other.presses) << "marks after an unrelated press";
  ASSERT_TRUE(d.click("Run")) << d.last_error;
  for (int f = 0; f < 150 && !d.state()["solved"].get<bool>(); ++f) d.frame({}, 0.1);  // 15 s on the clock at most
  s = d.state();
  EXPECT_TRUE(s["solved"]) << "Play reached the goal";
  EXPECT_EQ(s["marks"], Json::array()) << "no marks once solved";
  EXPECT_EQ(s["moves"], 1 + other.press_count) << "Play pressed exactly the marks";
}

// Replaces browser_game.test.mjs "undo and redo by buttons and by keys".
TEST(AppGame, UndoAndRedoByButtonsAndByKeys) {
  AppDriver d({.link = kStart});
  const Json start = d.state();
  ASSERT_TRUE(d.press(1)) << d.last_error;
  ASSERT_TRUE(d.press(2)) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["undo_depth"], start["undo_depth"].get<int>() + 2);
  ASSERT_TRUE(d.click("Undo")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["moves"], 1);
  EXPECT_EQ(s["redo_depth"], 1);
  d.type("u");
  s = d.state();
  EXPECT_EQ(s["moves"], 0);
  EXPECT_EQ(s["id"], start["id"]) << "back at the start by U";
  d.key(Key::Y, {.ctrl = true});
  EXPECT_EQ(d.state()["moves"], 1) << "Ctrl+Y redoes";
  ASSERT_TRUE(d.click("Redo")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["moves"], 2);
  EXPECT_EQ(s["redo_depth"], 0);
  d.key(Key::Z, {.ctrl = true});
  const Json before_new = d.state();
  EXPECT_EQ(before_new["moves"], 1) << "Ctrl+Z undoes";
  // New is undoable too.
  ASSERT_TRUE(d.click("New")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["moves"], 0) << "New dealt a game";
  EXPECT_EQ(s["undo_depth"], before_new["undo_depth"].get<int>() + 1) << "a new history entry";
  EXPECT_EQ(s["solved"], false);
  ASSERT_TRUE(d.click("Undo")) << d.last_error;
  EXPECT_EQ(d.state()["moves"], 1) << "Undo goes back across New";
}

// N deals a new game at once (no question asked) and says how to get the
// game in play back; U does. The words go at the next press.
TEST(AppGame, TheNKeySaysThatUBringsTheLastGameBack) {
  AppDriver d({.link = kStart});
  ASSERT_TRUE(d.press(1)) << d.last_error;
  const Json before = d.state();
  d.type("n");
  Json s = d.state();
  EXPECT_EQ(s["moves"], 0) << "N dealt a game";
  EXPECT_EQ(str(s["message"]), "New game: U brings the last one back.");
  EXPECT_EQ(s["message_is_error"], false);
  d.type("u");
  s = d.state();
  EXPECT_EQ(s["id"], before["id"]) << "U brought the game in play back";
  EXPECT_EQ(s["moves"], 1);
  EXPECT_EQ(str(s["status_line"]).rfind("Moves: 1   Still needed: ", 0), 0u) << "outside a daily, the count helps";
  EXPECT_TRUE(d.control("Presses still needed")) << "in the panel too";
  // Said in passing: the next press of a new game takes the words away.
  d.type("n");
  ASSERT_EQ(str(d.state()["message"]), "New game: U brings the last one back.");
  ASSERT_TRUE(d.press(1)) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["moves"], 1);
  EXPECT_EQ(str(s["message"]), "") << "the words about N are stale once the new game is played";
}

// Replaces browser_game.test.mjs "keyboard: arrows move the cursor, Space
// presses, H hints (one level further each time)".
TEST(AppGame, KeyboardArrowsMoveTheCursorSpacePressesHHints) {
  AppDriver d({.link = "merlin:000/000/000"});
  d.click_at(5, 5);  // as the browser test: a click that touches no button
  // The cursor starts on button 1; right, down reaches button 5.
  d.key(Key::Right);
  d.key(Key::Down);
  d.key(Key::Space);
  Json s = d.state();
  EXPECT_EQ(s["moves"], 1);
  std::vector<int> lit;
  for (std::size_t i = 0; i < s["cells"].size(); ++i)
    if (s["cells"][i] != 0) lit.push_back(int(i) + 1);
  EXPECT_EQ(lit, (std::vector<int>{2, 4, 5, 6, 8})) << "Space pressed button 5";
  d.type("h");
  s = d.state();
  EXPECT_EQ(s["hint_level"], 1);
  EXPECT_TRUE(s["hint"].is_null()) << "the first H: where to look, no button yet";
  d.type("h");
  s = d.state();
  ASSERT_FALSE(s["hint"].is_null());
  const CoreAnswer core = core_solve(s["id"]);
  ASSERT_FALSE(core.presses.empty());
  EXPECT_EQ(s["hint"], core.presses[0]) << "H shows the first press of the fewest";
}

// Replaces browser_game.test.mjs "edit mode sets the lights and the goal by clicking".
TEST(AppGame, EditModeSetsTheLightsAndTheGoalByClicking) {
  AppDriver d({.link = "merlin:000/000/000"});
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  EXPECT_EQ(d.state()["edit_mode"], true);
  ASSERT_TRUE(d.press(5)) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["cells"], Json::array({0, 0, 0, 0, 1, 0, 0, 0, 0})) << "editing the lights switches one cell";
  EXPECT_EQ(s["moves"], 0) << "an edit is no move";
  ASSERT_TRUE(d.click("goal")) << d.last_error;
  std::vector<int> goal = s["goal"].get<std::vector<int>>();
  ASSERT_TRUE(d.press(1)) << d.last_error;
  goal[0] = 1 - goal[0];
  s = d.state();
  EXPECT_EQ(s["goal"], goal) << "editing the goal switches one cell";
  EXPECT_EQ(s["cells"], Json::array({0, 0, 0, 0, 1, 0, 0, 0, 0})) << "and not the lights";
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.press(5)) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["edit_mode"], false);
  EXPECT_EQ(s["moves"], 1) << "playing again after edit";
  EXPECT_FALSE(s["min_presses"].is_null()) << "the edited puzzle is solved by the solver";
}

// The logic part of browser_game.test.mjs "a link opens the same puzzle in a
// fresh page; a reload keeps the game" (the browser keeps the URL bar and
// localStorage): the link the page writes is the ID, a fresh start from that
// link shows the same puzzle, and a start from what was saved, with no link,
// brings the last game back.
TEST(AppGame, TheLinkOpensTheSamePuzzleAndTheSavedGameComesBack) {
  AppDriver d({.link = kStart});
  ASSERT_TRUE(d.press(1)) << d.last_error;
  ASSERT_TRUE(d.press(3)) << d.last_error;
  const Json s = d.state();
  EXPECT_EQ(d.frame().link, s["id"]) << "the link written is the ID";
  AppDriver fresh({.link = d.frame().link});
  const Json f = fresh.state();
  EXPECT_EQ(f["id"], s["id"]);
  EXPECT_EQ(f["cells"], s["cells"]);
  EXPECT_EQ(f["goal"], s["goal"]);
  AppDriver again({.saved = d.storage});
  EXPECT_EQ(again.state()["id"], s["id"]) << "the game after reopening without a link";
}

}  // namespace
}  // namespace tl::app::testing
