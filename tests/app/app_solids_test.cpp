// app_solids_test.cpp: the faces of solids in the app, headless, by the
// clicks and taps a person makes: the Football preset opens the truncated
// icosahedron's 32 faces; the Why tab's table opens each solid's board with
// the rank it shows; the turning 3D view shows the faces' stickers and a tap
// on one presses that face; on a 320 px phone the table fits.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/midend/solid_table.hpp"

namespace tl::app::testing {
namespace {

TEST(AppSolids, TheTableOpensEachSolidWithTheRankItShows) {
  AppDriver d({.size = Size{1400, 900}, .link = "graph-truncatedicosahedron:" + std::string(32, '0')});
  EXPECT_EQ(d.state()["title"], "Truncated icosahedron's faces");
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Faces of solids")) << d.last_error;
  for (const SolidRow& r : solid_table()) {
    ASSERT_TRUE(d.click("Open " + r.solid + " by corner")) << d.last_error;
    const Json s = d.state();
    EXPECT_EQ(s["buttons"], r.faces) << r.solid;
    EXPECT_EQ(s["rank"], r.rank_by_corner) << r.solid;
    EXPECT_EQ(head_of(s), r.id_by_corner.substr(0, r.id_by_corner.find(':')));
  }
}

TEST(AppSolids, TheTurning3DViewPressesTheFaceTapped) {
  AppDriver d({.size = Size{1400, 900}, .link = "graph-cuboctahedron:" + std::string(14, '0')});
  ASSERT_TRUE(d.click("Turning 3D view")) << d.last_error;
  const Json s = d.state();
  EXPECT_TRUE(s["solid_view"]);
  // Some faces face the viewer, some away: those turned away take no press.
  int shown = 0, pressed_face = 0;
  for (int b = 1; b <= 14; ++b)
    if (d.button(b)) ++shown, pressed_face = pressed_face ? pressed_face : b;
  EXPECT_GE(shown, 4);
  EXPECT_LT(shown, 14);
  ASSERT_TRUE(d.press(pressed_face)) << d.last_error;
  EXPECT_EQ(d.state()["moves"], 1);
  EXPECT_EQ(d.state()["cells"][pressed_face - 1], 1) << "the face pressed changed";
}

// Too dense for a finger at the phone's scale, a solid's drawing opens
// zoomed at its middle, where its faces are (its corners are empty outline).
TEST(AppSolids, OnAPhoneTheDrawingOpensZoomedAtItsMiddle) {
  AppDriver d({.size = Size{320, 568}, .link = "graph-cuboctahedron:10100000000000"});
  EXPECT_GT(d.state()["zoom"].get<double>(), 1.0);
  const std::optional<ControlRect> board = d.control("Board");
  ASSERT_TRUE(board);
  int in_sight = 0;
  for (int b = 1; b <= 14; ++b)
    if (const std::optional<Rect> r = d.button(b); r && r->x >= board->rect.x && r->x + r->w <= board->rect.x + board->rect.w &&
                                                   r->y >= board->rect.y && r->y + r->h <= board->rect.y + board->rect.h)
      ++in_sight;
  EXPECT_GE(in_sight, 1) << "a face in sight, not an empty corner";
}

TEST(AppSolids, OnA320PxPhoneTheTableFits) {
  AppDriver d({.size = Size{320, 568}, .link = "graph-rhombictriacontahedron:" + std::string(30, '0')});
  ASSERT_TRUE(tap(d, "Why it works")) << d.last_error;
  ASSERT_TRUE(tap(d, "Faces of solids")) << d.last_error;
  const std::optional<ControlRect> r = d.control("Open Rhombic triacontahedron by corner");
  ASSERT_TRUE(r);
  EXPECT_LE(r->rect.x + r->rect.w, 320.0f);
  ASSERT_TRUE(tap(d, "Open Cube by side")) << d.last_error;
  EXPECT_EQ(head_of(d.state()), "graph-cubefaces");
}

}  // namespace
}  // namespace tl::app::testing
