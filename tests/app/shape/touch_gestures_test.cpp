// touch_gestures_test.cpp: fingers the way phones use them. A tap presses
// exactly once (a frame down, a frame up); a drag is never a press; a panel
// or a list's sheet scrolls by a drag and glides to a stop; two fingers on the board pinch and pan;
// a double tap on a zoomable board resets the zoom without pressing.
#include <gtest/gtest.h>

#include <cmath>

#include "app/shape/touch_gestures.hpp"

namespace tl::app {
namespace {

constexpr double kFrame = 1.0 / 60.0;

// Runs frames from t until nothing is owed, counting pointer presses.
struct Drained {
  int presses = 0, releases = 0;
  float scrolled = 0, last_x = 0, last_y = 0;
  double t = 0;
};

Drained drain(TouchGestures& g, double t, int max_frames = 600) {
  Drained r;
  r.t = t;
  bool was_down = false;
  for (int i = 0; i < max_frames; ++i) {
    Gestures out = g.take(r.t);
    r.scrolled += out.scroll_y;
    if (out.pointer_down && !was_down) {
      ++r.presses;
      r.last_x = out.pointer_x;
      r.last_y = out.pointer_y;
    }
    if (!out.pointer_down && was_down) ++r.releases;
    was_down = out.pointer_down;
    r.t += kFrame;
    if (!out.busy && !was_down) break;
  }
  return r;
}

TEST(TouchGestures, ATapIsOnePressThenOneRelease) {
  TouchGestures g;
  g.down(1, 100, 200, 0.0, TouchRegion::Bar, false);
  g.up(1, 102, 201, 0.05);  // a few px of wobble is still a tap
  Gestures first = g.take(0.06);
  EXPECT_TRUE(first.pointer_touch);
  EXPECT_TRUE(first.pointer_down);
  EXPECT_FLOAT_EQ(first.pointer_x, 100.0f);  // where the finger aimed
  EXPECT_TRUE(first.busy) << "the release is still owed";
  Gestures second = g.take(0.08);
  EXPECT_FALSE(second.pointer_down);
  EXPECT_FLOAT_EQ(second.pointer_x, 100.0f) << "released where it was pressed";
  Gestures third = g.take(0.10);
  EXPECT_FALSE(third.pointer_down);
  EXPECT_LT(third.pointer_x, -1e8f) << "no hover left behind by a finger";
  EXPECT_FALSE(third.busy);
}

TEST(TouchGestures, TwoQuickTapsAreTwoPresses) {
  TouchGestures g;
  g.down(1, 50, 50, 0.00, TouchRegion::Board, false);
  g.up(1, 50, 50, 0.01);
  g.down(2, 150, 50, 0.02, TouchRegion::Board, false);
  g.up(2, 150, 50, 0.03);  // both within one frame: neither is lost
  Drained r = drain(g, 0.04);
  EXPECT_EQ(r.presses, 2);
  EXPECT_EQ(r.releases, 2);
  EXPECT_FLOAT_EQ(r.last_x, 150.0f);
}

TEST(TouchGestures, ADragScrollsThePanelAndPressesNothing) {
  TouchGestures g;
  double t = 0;
  g.down(1, 100, 700, t, TouchRegion::Panel, false);
  float scrolled = 0;
  for (int i = 1; i <= 20; ++i) {  // 330 px up over a third of a second
    t += kFrame;
    g.move(1, 100, 700 - 16.5f * float(i), t);
    Gestures out = g.take(t);
    EXPECT_FALSE(out.pointer_down) << "a drag is not a press";
    scrolled += out.scroll_y;
  }
  EXPECT_NEAR(scrolled, 330.0f, 0.01f) << "the content follows the finger exactly";
  g.up(1, 100, 370, t + 0.001);
  Drained r = drain(g, t + kFrame);
  EXPECT_EQ(r.presses, 0);
  // Let go while moving (about 1000 px/s): it glides on, a little, then stops.
  EXPECT_GT(r.scrolled, 50.0f);
  EXPECT_LT(r.scrolled, 1000.0f);
  EXPECT_FALSE(g.take(r.t).busy) << "the glide stops by itself";
}

// A list's sheet scrolls as a panel does, and the scroll says whose it is:
// the panel behind the sheet must not move with it.
TEST(TouchGestures, ADragOnASheetScrollsTheSheetNotThePanel) {
  TouchGestures g;
  g.down(1, 100, 500, 0.0, TouchRegion::Sheet, false);
  g.move(1, 100, 440, 0.05);
  const Gestures out = g.take(0.05);
  EXPECT_NEAR(out.scroll_y, 60.0f, 0.01f);
  EXPECT_EQ(out.scroll_region, TouchRegion::Sheet);
  EXPECT_FALSE(out.pointer_down);
  g.up(1, 100, 420, 0.06);  // let go while moving: the sheet glides on
  Gestures glide = g.take(0.08);
  EXPECT_GT(glide.scroll_y, 0.0f);
  EXPECT_EQ(glide.scroll_region, TouchRegion::Sheet);
  EXPECT_EQ(drain(g, 0.1).presses, 0) << "a drag picks nothing";
  g.down(2, 100, 300, 2.0, TouchRegion::Panel, false);
  g.move(2, 100, 250, 2.05);
  EXPECT_EQ(g.take(2.05).scroll_region, TouchRegion::Panel);
  EXPECT_EQ(g.take(2.06).scroll_region, TouchRegion::None) << "no scroll, no region";
}

TEST(TouchGestures, ADragHeldStillBeforeLiftingDoesNotGlide) {
  TouchGestures g;
  g.down(1, 100, 700, 0.0, TouchRegion::Panel, false);
  g.move(1, 100, 600, 0.1);
  EXPECT_NEAR(g.take(0.1).scroll_y, 100.0f, 0.01f);  // the drag itself scrolls
  g.move(1, 100, 600, 0.5);                          // held: the same place again
  g.up(1, 100, 600, 0.7);
  Drained r = drain(g, 0.71);
  EXPECT_NEAR(r.scrolled, 0.0f, 0.01f) << "no glide after the finger stood still";
  EXPECT_EQ(r.presses, 0);
}

TEST(TouchGestures, ADragOnTheBoardPansItAndPressesNothing) {
  TouchGestures g;
  g.down(1, 200, 200, 0.0, TouchRegion::Board, true);
  g.move(1, 260, 230, 0.1);
  Gestures out = g.take(0.1);
  EXPECT_FLOAT_EQ(out.pan_x, -60.0f);
  EXPECT_FLOAT_EQ(out.pan_y, -30.0f);
  g.up(1, 260, 230, 0.2);
  EXPECT_EQ(drain(g, 0.2).presses, 0);
}

TEST(TouchGestures, WhereTheBoardPointsAFingersDragIsThePointersDrag) {
  // The graph editor: down at once, following the finger, up where it lifts.
  TouchGestures g;
  g.down(1, 100, 100, 0.0, TouchRegion::Board, false, true);
  Gestures a = g.take(0.0);
  EXPECT_TRUE(a.pointer_touch && a.pointer_down);
  EXPECT_EQ(a.pointer_x, 100);
  g.move(1, 140, 160, 0.05);
  g.down(2, 300, 300, 0.06, TouchRegion::Board, false, true);  // a second finger: no pinch
  g.move(2, 350, 320, 0.07);
  Gestures b = g.take(0.07);
  EXPECT_TRUE(b.pointer_down);
  EXPECT_EQ(b.pointer_x, 140);
  EXPECT_EQ(b.pointer_y, 160);
  EXPECT_EQ(b.zoom_factor, 1.0f);
  EXPECT_EQ(b.pan_x, 0.0f);
  g.up(1, 150, 170, 0.1);
  Gestures c = g.take(0.1);
  EXPECT_FALSE(c.pointer_down) << "up the frame after the lift";
  EXPECT_EQ(c.pointer_x, 150);
  EXPECT_EQ(c.pointer_y, 170);
  g.up(2, 350, 320, 0.12);
  const Drained rest = drain(g, 0.12);
  EXPECT_EQ(rest.presses, 0) << "the second finger never pressed";
}

TEST(TouchGestures, AQuickTapWhereTheBoardPointsIsStillAFrameDownAndAFrameUp) {
  TouchGestures g;
  g.down(1, 50, 60, 0.0, TouchRegion::Board, false, true);
  g.up(1, 50, 60, 0.01);  // before any frame saw it
  const Drained d = drain(g, 0.01);
  EXPECT_EQ(d.presses, 1);
  EXPECT_EQ(d.releases, 1);
  EXPECT_EQ(d.last_x, 50);
  EXPECT_EQ(d.last_y, 60);
}

TEST(TouchGestures, TwoFingersPinchAboutTheirCentreAndPan) {
  TouchGestures g;
  g.down(1, 100, 300, 0.00, TouchRegion::Board, true);
  g.down(2, 200, 300, 0.01, TouchRegion::Board, true);
  g.move(1, 50, 300, 0.05);
  g.move(2, 250, 300, 0.05);  // 100 px apart -> 200 px: twice the size, centre still at 150
  Gestures out = g.take(0.06);
  EXPECT_NEAR(out.zoom_factor, 2.0f, 1e-4f);
  EXPECT_NEAR(out.zoom_x, 150.0f, 1e-4f);
  EXPECT_NEAR(out.pan_x, 0.0f, 1e-4f);
  g.move(1, 80, 260, 0.10);
  g.move(2, 280, 260, 0.10);  // both move 30 right and 40 up: a pan, no zoom
  out = g.take(0.11);
  EXPECT_NEAR(out.zoom_factor, 1.0f, 1e-4f);
  EXPECT_NEAR(out.pan_x, -30.0f, 1e-4f);
  EXPECT_NEAR(out.pan_y, 40.0f, 1e-4f);
  g.up(2, 280, 260, 0.2);
  g.up(1, 80, 260, 0.25);  // the last finger to lift is not a tap
  EXPECT_EQ(drain(g, 0.3).presses, 0);
}

TEST(TouchGestures, ADoubleTapOnAZoomableBoardResetsTheZoomAndPressesNothing) {
  TouchGestures g;
  g.down(1, 100, 100, 0.00, TouchRegion::Board, true);
  g.up(1, 100, 100, 0.05);
  EXPECT_FALSE(g.take(0.06).pointer_down) << "the first tap waits for a second";
  g.down(2, 105, 98, 0.15, TouchRegion::Board, true);
  g.up(2, 105, 98, 0.20);
  Gestures out = g.take(0.21);
  EXPECT_TRUE(out.reset_zoom);
  Drained r = drain(g, 0.22);
  EXPECT_EQ(r.presses, 0);
}

TEST(TouchGestures, ASlowSecondTapStillMakesADoubleTap) {
  // A busy page can take long to deliver the second finger's lift: the window
  // is from the first lift to the second finger's down, as on phones.
  TouchGestures g;
  g.down(1, 100, 100, 0.00, TouchRegion::Board, true);
  g.up(1, 100, 100, 0.08);
  g.down(2, 104, 102, 0.30, TouchRegion::Board, true);
  EXPECT_FALSE(g.take(0.40).pointer_down) << "the first tap waits while the second finger is down";
  g.up(2, 104, 102, 0.75);
  EXPECT_TRUE(g.take(0.76).reset_zoom);
  EXPECT_EQ(drain(g, 0.77).presses, 0);
}

TEST(TouchGestures, ATapFollowedByADragStillPresses) {
  TouchGestures g;
  g.down(1, 100, 100, 0.00, TouchRegion::Board, true);
  g.up(1, 100, 100, 0.05);
  g.down(2, 100, 100, 0.15, TouchRegion::Board, true);  // in the window, but it pans
  g.move(2, 160, 100, 0.20);
  g.up(2, 160, 100, 0.60);
  Drained r = drain(g, 0.61);
  EXPECT_EQ(r.presses, 1) << "the first tap is a press of its own";
  EXPECT_FLOAT_EQ(r.last_x, 100.0f);
}

TEST(TouchGestures, TwoTapsTooFarApartInTimeAreTwoPresses) {
  TouchGestures g;
  g.down(1, 100, 100, 0.00, TouchRegion::Board, true);
  g.up(1, 100, 100, 0.05);
  Drained first = drain(g, 0.06);
  EXPECT_EQ(first.presses, 1);
  g.down(2, 100, 100, 0.05 + TouchGestures::kDoubleTapSeconds + 0.05, TouchRegion::Board, true);
  g.up(2, 100, 100, 0.45);
  EXPECT_EQ(drain(g, 0.46).presses, 1);
  EXPECT_FALSE(g.take(2.0).reset_zoom);
}

TEST(TouchGestures, ALoneTapOnAZoomableBoardPressesAfterTheWindow) {
  TouchGestures g;
  g.down(1, 100, 100, 0.00, TouchRegion::Board, true);
  g.up(1, 100, 100, 0.05);
  EXPECT_TRUE(g.take(0.06).busy) << "frames keep coming until the tap is delivered";
  Drained r = drain(g, 0.07);
  EXPECT_EQ(r.presses, 1);
  EXPECT_GE(r.t, 0.05 + TouchGestures::kDoubleTapSeconds);
}

TEST(TouchGestures, TheMouseTakesThePointerBack) {
  TouchGestures g;
  g.down(1, 10, 10, 0.0, TouchRegion::Panel, false);
  g.up(1, 10, 10, 0.01);
  drain(g, 0.02);
  EXPECT_TRUE(g.take(1.0).pointer_touch);
  g.mouse_used();
  EXPECT_FALSE(g.take(1.1).pointer_touch);
}

// A finger held still on the board looks (the app shows what the button
// changes) once two frames have found it past kLookSeconds; its lift then
// presses nothing. A quick tap whose lift a busy page delivers late, with
// no frame between, is still a tap.
TEST(TouchGestures, AFingerHeldStillLooksAndItsLiftIsNoTap) {
  TouchGestures g;
  g.down(1, 50, 60, 0.0, TouchRegion::Board, false);
  Gestures early = g.take(0.1);
  EXPECT_FALSE(early.look);
  EXPECT_NEAR(early.look_in, TouchGestures::kLookSeconds - 0.1, 1e-9) << "the frame owed for the look";
  Gestures due = g.take(0.5);
  EXPECT_FALSE(due.look) << "the first frame past the hold owes another";
  EXPECT_EQ(due.look_in, 0.0);
  Gestures held = g.take(0.52);
  EXPECT_TRUE(held.look);
  EXPECT_EQ(held.look_x, 50.0f);
  EXPECT_EQ(held.look_y, 60.0f);
  g.up(1, 51, 60, 0.9);
  EXPECT_EQ(drain(g, 0.91).presses, 0) << "it looked: no press";

  TouchGestures late;
  late.down(1, 50, 60, 0.0, TouchRegion::Board, false);
  EXPECT_FALSE(late.take(0.05).look);
  late.up(1, 50, 60, 0.8);  // delivered late, no frame in between
  EXPECT_EQ(drain(late, 0.81).presses, 1) << "still a tap";

  // A page stalled with the finger down: its first frame after is already
  // past the hold, and the lift was queued behind that frame.
  TouchGestures stalled;
  stalled.down(1, 50, 60, 0.0, TouchRegion::Board, false);
  EXPECT_FALSE(stalled.take(0.6).look);
  stalled.up(1, 50, 60, 0.61);
  EXPECT_EQ(drain(stalled, 0.62).presses, 1) << "a tap a slow frame delayed";

  TouchGestures panel;
  panel.down(1, 50, 60, 0.0, TouchRegion::Panel, false);
  EXPECT_FALSE(panel.take(0.6).look) << "only on the board";
}

}  // namespace
}  // namespace tl::app
