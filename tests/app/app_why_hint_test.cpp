// app_why_hint_test.cpp: "Why this hint?" as a player meets it, headless:
// the hint's three levels by their labels, then the link from the last one
// to the Why tab, which opens on the press explained in a player's words
// (the algebra folded under it), for light chasing, Merlin's machine, a
// board of three states and Ghaly's wiring, on a phone and on the desktop.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/midend/hint_story.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::testing {
namespace {

struct Board {
  std::string id;
  const char* kind;  // the hook's why_hint.kind
};

// A dealt game of Ghaly's machine (seed 3), as New deals it.
std::string ghaly_game() {
  Midend m = Midend::open("ghaly4:0000/0000/0000/0000,s=12345678,t=23415678");
  m.set_seed(3);
  m.new_game();
  return m.current().id();
}

class AppWhyHint : public ::testing::TestWithParam<Size> {};

TEST_P(AppWhyHint, TheHintsLastLevelOpensTheWhyTabOnThePressInAPlayersWords) {
  const Board boards[] = {
      {"lightsout5x5:00000/00100/01110/00100/00000", "chase"},
      {"merlin:100/110/001", "unique"},
      {"merlin-k3:012/120/201", "unique"},
      {ghaly_game(), "wiring"},
  };
  for (const Board& b : boards) {
    AppDriver d({.size = GetParam(), .link = b.id});
    ASSERT_EQ(str(d.state()["id"]), b.id);
    // The desktop's button names its next level; a phone's bar says Hint each time.
    const bool phone = GetParam().width < 600;
    for (const char* level : {"Hint", "Which button?", "Why?"})
      ASSERT_TRUE(phone ? tap(d, "Hint") : d.click(level)) << b.id << ": " << d.last_error;
    Json s = d.state();
    ASSERT_EQ(s["hint_level"], 3) << b.id;
    const std::string why = str(s["hint_why"]);
    ASSERT_TRUE(in_sight(d, "Why this hint?")) << b.id << ": the last level links to the Why tab";
    ASSERT_TRUE(phone ? tap(d, "Why this hint?") : d.click("Why this hint?")) << d.last_error;
    s = d.state();
    EXPECT_EQ(s["tab"], "why") << b.id;
    const Json story = s["why_hint"];
    EXPECT_EQ(str(story["kind"]), b.kind) << b.id;
    EXPECT_EQ(story["button"], s["hint"]) << b.id << ": the hint's own button";
    EXPECT_EQ(str(story["plain"]), why) << b.id << ": the words the hint's last level said";
    EXPECT_FALSE(story["changed"].empty()) << b.id << ": the cells its press changes, rung on the board";
    // The section is the tab's first, its words in sight without scrolling.
    const std::optional<ControlRect> head = d.control("Why this hint?");
    ASSERT_TRUE(head) << b.id;
    EXPECT_TRUE(head->visible) << b.id << ": the tab opens on it";
    EXPECT_TRUE(d.control("Why this hint words")) << b.id;
    // The algebra, folded under the words, opens with the same button.
    ASSERT_FALSE(d.control("The algebra words")) << b.id << ": folded at first";
    ASSERT_TRUE(phone ? tap(d, "The algebra behind it") : d.click("The algebra behind it")) << b.id << ": " << d.last_error;
    EXPECT_TRUE(in_sight(d, "The algebra words")) << b.id;
    EXPECT_FALSE(str(d.state()["why_hint"]["algebra"]).empty()) << b.id;
  }
}

INSTANTIATE_TEST_SUITE_P(Sizes, AppWhyHint, ::testing::Values(kSmallPhone, kPhone, kDesktop), [](const auto& info) {
  return std::to_string(int(info.param.width)) + "x" + std::to_string(int(info.param.height));
});

// Light chasing: the light above the press is the one the words turn on,
// and it is rung; the story follows the board as it is played.
TEST(AppWhyHintStory, FollowsTheBoardAsItIsPlayed) {
  AppDriver d({.link = "lightsout5x5:00000/00100/01110/00100/00000"});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  Json story = d.state()["why_hint"];
  EXPECT_EQ(str(story["kind"]), "chase");
  EXPECT_EQ(story["focus"], 7) << "row 2, column 3: the light above the centre";
  EXPECT_TRUE(d.control("Why this hint words"));
  d.press(13);  // the hint's press, made on the board
  story = d.state()["why_hint"];
  EXPECT_EQ(str(story["kind"]), "none") << "solved: nothing to explain";
}

// A daily is a test: the Why tab, this section with it, waits for the solve.
TEST(AppWhyHintStory, ADailyKeepsItForTheSolve) {
  AppDriver d({.size = kSmallPhone});
  ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
  if (!d.control("Daily")) { ASSERT_TRUE(tap(d, "Daily puzzle and series")) << d.last_error; }
  ASSERT_TRUE(tap(d, "Daily")) << d.last_error;
  ASSERT_TRUE(tap(d, "Why it works")) << d.last_error;
  EXPECT_FALSE(d.control("Why this hint?"));
  EXPECT_TRUE(d.state()["why_hint"]["kind"].is_null()) << "not even made";
}

// Ghaly's machine in play: "Show the wires" draws the two transmitter wires
// through the square looked at (the pointer over it, else the hint's), and
// says what its press does; the press then does what the words said.
TEST(AppWiresInPlay, TheSquareLookedAtShowsItsWiresAndWhatItsPressDoes) {
  const std::string id = ghaly_game();
  AppDriver d({.link = id});
  ASSERT_TRUE(d.click("Show the wires")) << d.last_error;
  Json w = d.state()["wires_in_play"];
  EXPECT_EQ(w["on"], true);
  EXPECT_TRUE(w["button"].is_null()) << "nothing looked at yet";
  EXPECT_TRUE(d.control("Wire words"));
  // The pointer over square 6 (row 2, column 2).
  const std::optional<Rect> r = d.button(6);
  ASSERT_TRUE(r);
  d.frame({InputEvent::mouse_move(r->x + r->w / 2, r->y + r->h / 2)});
  d.settle();
  w = d.state()["wires_in_play"];
  EXPECT_EQ(w["button"], 6);
  EXPECT_EQ(w["wires"].size(), 2u) << "each tile carries two wires";
  const std::string words = str(w["words"]);
  EXPECT_NE(words.find("Pressing row 2, column 2 turns its tile"), std::string::npos) << words;
  // What the words say is recoloured is what the press recolours.
  const std::vector<int> before = d.state()["cells"].get<std::vector<int>>();
  ASSERT_TRUE(d.press(6));
  const std::vector<int> after = d.state()["cells"].get<std::vector<int>>();
  int changed = 0;
  for (std::size_t c = 0; c < before.size(); ++c) changed += before[c] != after[c];
  if (changed) {
    EXPECT_NE(words.find("recolours " + (changed == 1 ? std::string("1 square") : std::to_string(changed) + " squares")),
              std::string::npos)
        << words;
  }
  // Off: nothing made, nothing drawn.
  ASSERT_TRUE(d.click("Show the wires")) << d.last_error;
  w = d.state()["wires_in_play"];
  EXPECT_EQ(w["on"], false);
  EXPECT_TRUE(w["wires"].empty());
}

}  // namespace
}  // namespace tl::app::testing
