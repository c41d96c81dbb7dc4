// app_tour_test.cpp: how to play, headless, as a newcomer meets it on a
// 320 x 568 phone, by taps: a first visit to the plain page opens the tour
// over the default game; each step's card is in sight with the board, its
// Next waits for what the step asks (a press, the board solved, Hint twice),
// the live region reads each step; Start playing leads into a game of the
// board it taught, whose undo never walks back into the tour's boards, and
// the tour is not shown again; Skip tour and Escape end it at any step
// (started again from a game, they bring that game back as it was); a first
// visit through a link opens that puzzle and offers the tour in one line;
// How to play in the menu starts it again; keys alone can play it; its last
// words say where the goal and How to play are on each layout, and are true.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/progress/tour.hpp"

namespace tl::app::testing {
namespace {

bool announced(const AppDriver& d, const std::string& words) {
  for (const std::string& a : d.announcements)
    if (a.find(words) != std::string::npos) return true;
  return false;
}

void expect_card_in_sight(AppDriver& d, const std::string& at) {
  const std::optional<ControlRect> card = d.control("Tour");
  ASSERT_TRUE(card) << at;
  EXPECT_TRUE(card->visible) << at << ": the card in sight";
  EXPECT_LE(card->rect.y + card->rect.h, kSmallPhone.height) << at;
  EXPECT_LE(card->rect.x + card->rect.w, kSmallPhone.width + 0.5f) << at << ": nothing off a 320 px screen";
  const std::optional<ControlRect> skip = d.control("Skip tour");
  if (skip) { EXPECT_TRUE(skip->visible) << at << ": Skip in reach"; }
}

TEST(AppTour, AFirstVisitPlaysTheThreeStepsAndThenTheGame) {
  AppDriver d({.size = kSmallPhone, .first_visit = true});
  d.settle();
  Json s = d.state();
  const std::vector<TourStep>& steps = tour_steps();
  ASSERT_EQ(s["tour"]["step"], 0) << "a first visit opens on how to play";
  EXPECT_EQ(str(s["id"]), steps[0].id);
  expect_card_in_sight(d, "step 1");
  EXPECT_TRUE(announced(d, steps[0].words)) << "read out";
  EXPECT_EQ(s["tour"]["done"], false);
  ASSERT_TRUE(tap(d, "Tour next"));
  d.settle();
  EXPECT_EQ(d.state()["tour"]["step"], 0) << "Next waits for a press (greyed out)";

  // 1: a press: the middle and its four neighbours switch.
  const std::vector<int> before = s["cells"];
  ASSERT_TRUE(tap_button(d, 5));
  d.settle();
  s = d.state();
  EXPECT_EQ(s["tour"]["done"], true);
  int switched = 0;
  for (std::size_t c = 0; c < before.size(); ++c) switched += s["cells"][c].get<int>() != before[c];
  EXPECT_EQ(switched, 5) << "the middle and its four neighbours";
  ASSERT_TRUE(tap(d, "Tour next")) << d.last_error;
  d.settle();

  // 2: two presses, by the solver's.
  s = d.state();
  ASSERT_EQ(s["tour"]["step"], 1);
  EXPECT_EQ(str(s["id"]), steps[1].id);
  expect_card_in_sight(d, "step 2");
  const std::vector<int> two = solver_presses(steps[1].id);
  ASSERT_EQ(two.size(), 2u);
  for (int b : two) ASSERT_TRUE(tap_button(d, b));
  d.settle();
  EXPECT_EQ(d.state()["solved"], true);
  ASSERT_TRUE(tap(d, "Tour next")) << d.last_error;
  d.settle();

  // 3: Hint, twice: where to look, then which button.
  s = d.state();
  ASSERT_EQ(s["tour"]["step"], 2);
  expect_card_in_sight(d, "step 3");
  ASSERT_TRUE(tap(d, "Hint")) << d.last_error;
  EXPECT_EQ(d.state()["tour"]["done"], false) << "one level: where to look";
  ASSERT_TRUE(tap(d, "Hint")) << d.last_error;
  d.settle();
  EXPECT_EQ(d.state()["tour"]["done"], true);
  ASSERT_TRUE(tap(d, "Tour next")) << d.last_error;
  d.settle();
  s = d.state();
  EXPECT_EQ(s["tour"]["step"], 3);
  EXPECT_EQ(str(s["tour"]["words"]), tour_last_words(false));
  ASSERT_TRUE(tap(d, "Start playing")) << d.last_error;
  d.settle();
  s = d.state();
  EXPECT_EQ(s["tour"]["step"], -1);
  EXPECT_EQ(head_of(s), tour_board_head()) << "a game of the board the tour taught";
  for (const TourStep& step : steps) EXPECT_NE(str(s["id"]), step.id) << "a fresh deal, not a tour board";
  EXPECT_EQ(s["undo_depth"], 0) << "undo never walks back into the tour";
  EXPECT_EQ(s["solved"], false);
  EXPECT_NE(str(s["message"]).find("Your first game: "), std::string::npos) << s["message"];
  EXPECT_EQ(d.storage["tour"], "1");

  AppDriver again({.size = kSmallPhone, .saved = d.storage, .first_visit = true});
  EXPECT_EQ(again.state()["tour"]["step"], -1) << "never again unless asked";
  EXPECT_EQ(again.state()["tour"]["offered"], false);
}

TEST(AppTour, SkipAndEscapeEndItAtAnyStepAndTheMenuStartsItAgain) {
  AppDriver d({.size = kSmallPhone, .first_visit = true});
  ASSERT_TRUE(tap(d, "Skip tour")) << d.last_error;
  d.settle();
  EXPECT_EQ(d.state()["tour"]["step"], -1);
  EXPECT_EQ(head_of(d.state()), tour_board_head()) << "skipped, it still leads into its board";
  EXPECT_EQ(d.storage["tour"], "1");
  // A game under way, then the tour from the menu: Escape brings that game
  // back as it was, its undo steps too, and none of the tour's.
  ASSERT_TRUE(tap_button(d, 1));
  ASSERT_TRUE(tap_button(d, 9));
  d.settle();
  const Json game = d.state();
  ASSERT_EQ(game["undo_depth"], 2);
  ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
  ASSERT_TRUE(tap(d, "How to play")) << d.last_error;
  d.settle();
  EXPECT_EQ(d.state()["tour"]["step"], 0) << "asked for";
  expect_card_in_sight(d, "from the menu");
  ASSERT_TRUE(tap_button(d, 5));  // a press on the tour's board
  d.settle();
  d.key(Key::Escape);
  d.settle();
  const Json back = d.state();
  EXPECT_EQ(back["tour"]["step"], -1) << "Escape ends it";
  EXPECT_EQ(str(back["id"]), str(game["id"])) << "the game as it was";
  EXPECT_EQ(back["moves"], 2);
  EXPECT_EQ(back["undo_depth"], 2) << "its own undo steps, none of the tour's";
  EXPECT_NE(str(back["message"]).find("Back to your game"), std::string::npos) << back["message"];
}

// A visit that ends mid-tour comes back to a game of the board the tour
// leads into (the saved game is never a tour board part-played), and the
// tour is not shown again.
TEST(AppTour, LeavingMidTourComesBackToTheGame) {
  AppDriver d({.size = kSmallPhone, .first_visit = true});
  ASSERT_TRUE(tap_button(d, 5));
  d.settle();
  ASSERT_EQ(d.state()["tour"]["step"], 0);
  AppDriver again({.size = kSmallPhone, .saved = d.storage, .first_visit = true});
  again.settle();
  const Json s = again.state();
  EXPECT_EQ(s["tour"]["step"], -1) << "a returning visit";
  EXPECT_EQ(head_of(s), tour_board_head());
  EXPECT_EQ(s["moves"], 0) << "not the tour's board as it was left";
}

// The last words say where the goal's picture and How to play are, and they
// are there: below the board and in the Menu on phones (320 x 568,
// 390 x 844), in the panel beside the board on the desktop (1280 x 800).
TEST(AppTour, ItsLastWordsAreTrueOnEveryLayout) {
  for (const Size size : {kSmallPhone, Size{390, 844}, Size{1280, 800}}) {
    const std::string at = std::to_string(int(size.width)) + " x " + std::to_string(int(size.height));
    AppDriver d({.size = size, .first_visit = true});
    const bool desktop = size.width > 1000;
    ASSERT_TRUE(tap_button(d, 5)) << at;
    ASSERT_TRUE(d.click("Tour next")) << at << d.last_error;
    for (int b : solver_presses(str(d.state()["id"]))) ASSERT_TRUE(tap_button(d, b)) << at;
    ASSERT_TRUE(d.click("Tour next")) << at << d.last_error;
    ASSERT_TRUE(d.click("Hint")) << at << d.last_error;
    ASSERT_TRUE(d.click(desktop ? "Which button?" : "Hint")) << at << d.last_error;  // the panel's names its next level
    ASSERT_TRUE(d.click("Tour next")) << at << d.last_error;
    const std::string words = str(d.state()["tour"]["words"]);
    ASSERT_EQ(d.state()["tour"]["step"], 3) << at;
    EXPECT_EQ(words, tour_last_words(desktop)) << at;
    const std::optional<ControlRect> next_game = d.control("Start playing");
    ASSERT_TRUE(next_game) << at;
    EXPECT_TRUE(next_game->visible) << at << ": the button to the next game in sight with the words, unscrolled";
    // The goal's picture: where the words put it, beside or below the board.
    const std::optional<ControlRect> board = d.control("Board"), goal = d.control("Goal picture");
    ASSERT_TRUE(board) << at;
    ASSERT_TRUE(goal) << at;
    if (desktop) {
      EXPECT_NE(words.find("beside the board"), std::string::npos) << at;
      EXPECT_GE(goal->rect.x, board->rect.x + board->rect.w) << at << ": beside it";
    } else {
      EXPECT_NE(words.find("below the board"), std::string::npos) << at;
      EXPECT_GE(goal->rect.y, board->rect.y + board->rect.h) << at << ": below it";
    }
    // How to play: where the words say.
    if (desktop) {
      EXPECT_FALSE(d.control("Menu")) << at << ": the desktop has no Menu";
      if (!d.control("How to play")) { ASSERT_TRUE(d.click("Keys")) << at << d.last_error; }
    } else {
      EXPECT_NE(words.find("in the Menu"), std::string::npos) << at;
      ASSERT_TRUE(tap(d, "Menu")) << at << d.last_error;
    }
    EXPECT_TRUE(in_sight(d, "How to play")) << at;
  }
}

TEST(AppTour, KeysAlonePlayIt) {
  AppDriver d({.first_visit = true});
  d.key(Key::Space);  // the cursor's button
  d.settle();
  EXPECT_EQ(d.state()["tour"]["done"], true);
  d.type("n");
  d.settle();
  ASSERT_EQ(d.state()["tour"]["step"], 1) << "N: next";
  d.type("n");
  d.settle();
  EXPECT_EQ(d.state()["tour"]["step"], 1) << "not before it is done";
  EXPECT_EQ(str(d.state()["id"]), tour_steps()[1].id) << "and N is no new game here";
}

TEST(AppTour, AFirstVisitThroughALinkOpensItAndOffersTheTourInOneLine) {
  const std::string id = "lightsout5x5:10000/00000/00000/00000/00001";
  AppDriver d({.size = kSmallPhone, .link = id, .first_visit = true});
  d.settle();
  Json s = d.state();
  EXPECT_EQ(str(s["id"]), id) << "the link's puzzle first";
  EXPECT_EQ(s["tour"]["step"], -1);
  EXPECT_EQ(s["tour"]["offered"], true);
  ASSERT_TRUE(d.control("Tour offer"));
  ASSERT_TRUE(tap(d, "No thanks")) << d.last_error;
  d.settle();
  EXPECT_EQ(d.state()["tour"]["offered"], false);
  EXPECT_FALSE(d.control("Tour offer"));
  EXPECT_EQ(d.storage["tour"], "1");

  AppDriver taken({.size = kSmallPhone, .link = id, .first_visit = true});
  ASSERT_TRUE(tap(taken, "How to play")) << taken.last_error;
  taken.settle();
  EXPECT_EQ(taken.state()["tour"]["step"], 0);
  ASSERT_TRUE(tap(taken, "Skip tour")) << taken.last_error;
  taken.settle();
  EXPECT_EQ(str(taken.state()["id"]), id) << "the link's puzzle back";
}

}  // namespace
}  // namespace tl::app::testing
