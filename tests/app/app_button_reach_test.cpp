// app_button_reach_test.cpp: what a button changes, shown before it is
// pressed (Tatham's Flip draws it on every button): hovered with a mouse,
// or held still by a finger on a phone, whose release then presses
// nothing; a quick tap still presses. The cells drawn are the press's own,
// from the core, for the 5x5 board, a Klein bottle's corner and Ghaly's
// machine (whose press depends on the wiring in play).
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/game/press_reach.hpp"

namespace tl::app::testing {
namespace {

std::vector<int> reach_of(const std::string& id, int button_1based) {
  const Result<Puzzle> p = parse_puzzle_id(id);
  EXPECT_TRUE(p) << id;
  const std::vector<int> amounts = press_reach(*p->machine, p->position, button_1based - 1);
  std::vector<int> cells;
  for (std::size_t i = 0; i < amounts.size(); ++i)
    if (amounts[i]) cells.push_back(int(i) + 1);
  return cells;
}

void hover(AppDriver& d, int button_1based) {
  const std::optional<Rect> r = d.button(button_1based);
  ASSERT_TRUE(r);
  d.frame({InputEvent::mouse_move(r->x + r->w / 2, r->y + r->h / 2)});
  d.settle();
}

TEST(AppButtonReach, HoveringAButtonShowsWhatItChanges) {
  for (const std::string id :
       {"lightsout5x5:00000/00000/00000/00000/00000", "lightsout5x5-klein:00000/00000/00000/00000/00000", "merlin:000/000/000"}) {
    AppDriver d({.size = Size{1400, 900}, .link = id});
    for (int b : {1, 7, 25}) {
      if (b > d.state()["buttons"].get<int>()) continue;
      hover(d, b);
      const Json s = d.state();
      ASSERT_FALSE(s["looked"].is_null()) << id << " " << b;
      EXPECT_EQ(s["looked"], b);
      EXPECT_EQ(s["reach"].get<std::vector<int>>(), reach_of(id, b)) << id << " button " << b;
    }
  }
  // Lights Out 5x5, button 1: itself, right and below; the Klein bottle's
  // corner also reaches across both glued edges (row 1 of column 5, and the
  // twisted top-bottom pair: row 5 of column 5).
  EXPECT_EQ(reach_of("lightsout5x5:00000/00000/00000/00000/00000", 1), (std::vector<int>{1, 2, 6}));
  EXPECT_EQ(reach_of("lightsout5x5-klein:00000/00000/00000/00000/00000", 1), (std::vector<int>{1, 2, 5, 6, 25}));
}

// Boards drawn from a layout (a graph's vertices, hexagons) too.
TEST(AppButtonReach, GraphsAndHexagonsShowItToo) {
  for (const std::string id : {"graph-petersen:0000000000", "graph-hexagon2:0000000"}) {
    AppDriver d({.size = Size{1400, 900}, .link = id});
    hover(d, 1);
    const Json s = d.state();
    ASSERT_FALSE(s["looked"].is_null()) << id;
    EXPECT_EQ(s["reach"].get<std::vector<int>>(), reach_of(id, 1)) << id;
    EXPECT_GE(s["reach"].size(), 3u) << id << ": the vertex and its neighbours";
  }
}

// The turning 3D view of the cube's surface and of a solid's faces: a
// sticker hovered shows what its press changes, as on the flat board.
TEST(AppButtonReach, TheTurning3DViewShowsItToo) {
  for (const std::string& id : {"graph-cube2:" + std::string(24, '0'), "graph-cuboctahedron:" + std::string(14, '0')}) {
    AppDriver d({.size = Size{1400, 900}, .link = id});
    ASSERT_TRUE(d.click("Turning 3D view")) << d.last_error;
    ASSERT_TRUE(d.state()["solid_view"]);
    int b = 1;
    while (b <= d.state()["buttons"].get<int>() && !d.button(b)) ++b;  // a sticker facing the viewer
    ASSERT_TRUE(d.button(b)) << id;
    hover(d, b);
    const Json s = d.state();
    ASSERT_FALSE(s["looked"].is_null()) << id;
    EXPECT_EQ(s["looked"], b) << id;
    EXPECT_EQ(s["reach"].get<std::vector<int>>(), reach_of(id, b)) << id;
  }
}

TEST(AppButtonReach, GhalysReachIsTheWiringInPlay) {
  const std::string id = "ghaly4:0000/0000/0000/0000,s=12345678,t=23415678";
  AppDriver d({.size = Size{1400, 900}, .link = id});
  hover(d, 6);
  EXPECT_EQ(d.state()["reach"].get<std::vector<int>>(), reach_of(id, 6));
  EXPECT_FALSE(d.state()["reach"].empty());
}

TEST(AppButtonReach, AFingerHeldStillLooksAndItsReleasePressesNothing) {
  const std::string id = "lightsout5x5:00000/00000/00000/00000/00000";
  AppDriver d({.size = Size{320, 568}, .link = id});
  const std::optional<Rect> r = d.button(13);
  ASSERT_TRUE(r);
  const float x = r->x + r->w / 2, y = r->y + r->h / 2;
  d.frame({InputEvent::touch(InputEvent::Kind::TouchDown, 7, x, y, d.now())});
  const AppOutput waiting = d.frame({}, 0.1);
  EXPECT_GT(waiting.wake_in, 0.0) << "a frame owed for the moment the hold becomes a look";
  EXPECT_TRUE(d.state()["looked"].is_null()) << "not yet";
  d.frame({}, 0.4);
  d.frame({}, 1.0 / 60);
  Json s = d.state();
  ASSERT_FALSE(s["looked"].is_null()) << "held still for half a second";
  EXPECT_EQ(s["reach"].get<std::vector<int>>(), reach_of(id, 13));
  d.frame({InputEvent::touch(InputEvent::Kind::TouchUp, 7, x, y, d.now())});
  d.settle();
  s = d.state();
  EXPECT_EQ(s["moves"], 0) << "the long press looked; it pressed nothing";
  EXPECT_TRUE(s["looked"].is_null()) << "the finger gone, the diagram too";
  ASSERT_TRUE(tap_button(d, 13));
  EXPECT_EQ(d.state()["moves"], 1) << "a quick tap presses";
}

}  // namespace
}  // namespace tl::app::testing
