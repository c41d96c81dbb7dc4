// app_tour_test.cpp: how to play, headless, as a newcomer meets it on a
// 320 x 568 phone, by taps: a first visit to the plain page opens the tour
// over the default game; each step's card is in sight with the board, its
// Next waits for what the step asks (a press, the board solved, Hint twice),
// the live region reads each step; Start playing brings the game back and
// the tour is not shown again; Skip tour and Escape end it at any step; a
// first visit through a link opens that puzzle and offers the tour in one
// line; How to play in the menu starts it again; keys alone can play it.
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
  EXPECT_EQ(str(s["tour"]["words"]), tour_last_words());
  ASSERT_TRUE(tap(d, "Start playing")) << d.last_error;
  d.settle();
  s = d.state();
  EXPECT_EQ(s["tour"]["step"], -1);
  EXPECT_EQ(str(s["machine"]), "merlin") << "the game the visit opened on";
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
  EXPECT_EQ(str(d.state()["machine"]), "merlin");
  EXPECT_EQ(d.storage["tour"], "1");
  ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
  ASSERT_TRUE(tap(d, "How to play")) << d.last_error;
  d.settle();
  EXPECT_EQ(d.state()["tour"]["step"], 0) << "asked for";
  expect_card_in_sight(d, "from the menu");
  d.key(Key::Escape);
  d.settle();
  EXPECT_EQ(d.state()["tour"]["step"], -1) << "Escape ends it";
  EXPECT_EQ(str(d.state()["machine"]), "merlin");
}

// A visit that ends mid-tour comes back to the game the tour stood in for
// (the saved game is never the tour's board), and the tour is not shown again.
TEST(AppTour, LeavingMidTourComesBackToTheGame) {
  AppDriver d({.size = kSmallPhone, .first_visit = true});
  ASSERT_TRUE(tap_button(d, 5));
  d.settle();
  ASSERT_EQ(d.state()["tour"]["step"], 0);
  AppDriver again({.size = kSmallPhone, .saved = d.storage, .first_visit = true});
  again.settle();
  const Json s = again.state();
  EXPECT_EQ(s["tour"]["step"], -1) << "a returning visit";
  EXPECT_EQ(str(s["machine"]), "merlin") << "the game it began on, not the tour's board";
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
