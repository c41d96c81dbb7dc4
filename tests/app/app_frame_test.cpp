// app_frame_test.cpp: the frame as a model: start-up from storage, input in,
// output out, and drawing that changes nothing.
#include <gtest/gtest.h>

#include "app_driver.hpp"

namespace tl::app::testing {
namespace {

TEST(AppStart, AFirstVisitOpensTheDefaultGameAndSavesIt) {
  AppDriver d;
  const Json s = d.state();
  EXPECT_EQ(s["machine"], "merlin");
  EXPECT_EQ(s["tab"], "play");
  EXPECT_EQ(s["layout"], "wide");
  ASSERT_TRUE(d.storage.count("game")) << "the game in play is saved from the first frame";
  EXPECT_NE(d.storage["game"].find(s["id"].get<std::string>()), std::string::npos);
}

TEST(AppPlay, AClickOnAButtonPressesIt) {
  AppDriver d({.link = "merlin:000/000/000"});
  ASSERT_TRUE(d.press(5)) << d.last_error;
  const Json s = d.state();
  EXPECT_EQ(s["moves"], 1);
  // Merlin's centre button flips the plus around it (Arnold and Blaszak).
  EXPECT_EQ(s["cells"], Json::array({0, 1, 0, 1, 1, 1, 0, 1, 0}));
}

// Drawing only reads: with the clock held and no work budget, a frame with no
// input changes nothing the hook reports, and reading the state changes
// nothing either, in every pane, at both a desktop's and a phone's size.
struct ReadOnlyCase {
  const char* link;
  Size size;
};

class AppDrawOnlyReads : public ::testing::TestWithParam<ReadOnlyCase> {};

TEST_P(AppDrawOnlyReads, InEveryPane) {
  AppDriver d({.size = GetParam().size, .link = GetParam().link});
  const bool bar = d.state()["layout"] != "wide";
  std::vector<std::string> tabs = {"Play tab", "Why it works"};
  if (bar) tabs.emplace_back("Machine tab");
  for (const std::string& tab : tabs) {
    ASSERT_TRUE(d.click(tab)) << d.last_error;
    d.settle();
    const std::string a = state_json(d.app());
    EXPECT_EQ(a, state_json(d.app())) << "reading the state changed it, in " << tab;
    d.frame({}, 0.0, 0.0);
    EXPECT_EQ(a, state_json(d.app())) << "a frame with no input changed the state, in " << tab;
  }
}

TEST_P(AppDrawOnlyReads, RightAfterAChangeOutsideAFrame) {
  AppDriver d({.size = GetParam().size, .link = GetParam().link});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  // Two steps into the elimination, where the board has one to step through.
  const std::string step = "Next step";
  if (d.control(step)) {
    ASSERT_TRUE(d.click(step)) << d.last_error;
    ASSERT_TRUE(d.click(step)) << d.last_error;
  }
  // The hook loads a link between frames (the page's hashchange): the state
  // read before the next frame is read twice alike, and the frame keeps it.
  const std::string link = GetParam().link;
  ASSERT_TRUE(
      tl::app::load(d.app(), link.substr(0, link.find('~')) == link ? "merlin:111/000/000" : link.substr(0, link.find('~'))));
  const std::string a = state_json(d.app());
  EXPECT_EQ(a, state_json(d.app()));
}

INSTANTIATE_TEST_SUITE_P(Links, AppDrawOnlyReads,
                         ::testing::Values(ReadOnlyCase{"merlin:100/110/001", kDesktop},
                                           ReadOnlyCase{"merlin:100/110/001", kPhone},
                                           ReadOnlyCase{"merlin:100/110/001~elim=12", kDesktop},
                                           ReadOnlyCase{"lightsout5x5:10000/01000/00100/00010/00001", kPhone},
                                           ReadOnlyCase{"lightsout5x5:10000/01000/00100/00010/00001~lesson=1", kDesktop},
                                           ReadOnlyCase{"merlin-k3:120/000/021~diy", kSmallPhone}));

// Real software costs nothing at rest: once input stops, the app asks for no
// more frames (the platforms then wait), in every pane, with the pointer
// resting over the board (the Why tab highlights the hovered button's column).
TEST(AppAtRest, AsksForNoFramesInEveryPane) {
  for (const Size size : {kDesktop, kPhone}) {
    AppDriver d({.size = size, .link = "lightsout5x5:10000/01000/00100/00010/00001"});
    std::vector<std::string> tabs = {"Play tab", "Why it works"};
    if (d.state()["layout"] != "wide") tabs.emplace_back("Machine tab");
    for (const std::string& tab : tabs) {
      ASSERT_TRUE(d.click(tab)) << d.last_error;
      const std::optional<Rect> b = d.button(7);
      if (b) d.frame({InputEvent::mouse_move(b->x + b->w / 2, b->y + b->h / 2)});
      EXPECT_LT(d.settle(), 30) << "frames kept coming in " << tab;
      const AppOutput out = d.frame();
      EXPECT_FALSE(out.wants_frame) << tab;
      EXPECT_LT(out.wake_in, 0) << tab;
    }
  }
}

// Presses from the board are applied after the frame is drawn: the frame
// that drew the click shows the position before it, the next one after it,
// and the press arrives once.
TEST(AppFrame, ABoardPressIsAppliedOnceAfterTheFrameThatDrewIt) {
  AppDriver d({.link = "merlin:000/000/000"});
  const std::optional<Rect> b = d.button(5);
  ASSERT_TRUE(b);
  d.frame({InputEvent::mouse_move(b->x + b->w / 2, b->y + b->h / 2)});
  d.frame({InputEvent::mouse_button(0, true)});
  const AppOutput out = d.frame({InputEvent::mouse_button(0, false)});
  EXPECT_EQ(d.state()["moves"], 1);
  EXPECT_TRUE(out.wants_frame) << "the frame after a press shows it";
  d.settle();
  EXPECT_EQ(d.state()["moves"], 1);
}

}  // namespace
}  // namespace tl::app::testing
