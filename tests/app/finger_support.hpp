// finger_support.hpp: gestures for the headless ports that play by fingers
// and drags (app_phone_test, app_graphs_test), over the driver's public API:
// a finger's drag, two fingers moving together (a pinch, a pan), a double
// tap, a drag by the mouse, and a player who plays by taps alone (the panel
// dragged to bring a control into sight, the bar's Hint, the board's buttons). Each move is a frame apart, as the browser
// tests sent them, and the events carry the driver's clock, so the app's own
// gesture recogniser (src/app/shape/touch_gestures.*) sees what a phone gives.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app_driver.hpp"

namespace tl::app::testing {

struct Point {
  float x, y;
};

inline Point centre_of(const Rect& r) { return {r.x + r.w / 2, r.y + r.h / 2}; }

// Fingers of their own, apart from those the driver's tap_at() numbers.
inline int64_t new_finger() {
  static int64_t next = 1'000'000;
  return next++;
}

inline InputEvent finger_event(InputEvent::Kind kind, int64_t finger, Point p, const AppDriver& d, double dt) {
  return InputEvent::touch(kind, finger, p.x, p.y, d.now() + dt);
}

// Fingers going down at `from`, moving to `to` in `steps` moves a frame
// apart, then lifting; then the app settles (a glide runs out).
template <std::size_t N>
void fingers_move(AppDriver& d, const std::array<Point, N>& from, const std::array<Point, N>& to, int steps) {
  constexpr double kFrame = 1.0 / 60.0;
  std::array<int64_t, N> id{};
  std::vector<InputEvent> down;
  for (std::size_t k = 0; k < N; ++k) {
    id[k] = new_finger();
    down.push_back(finger_event(InputEvent::Kind::TouchDown, id[k], from[k], d, kFrame));
  }
  d.frame(down, kFrame);
  for (int i = 1; i <= steps; ++i) {
    std::vector<InputEvent> moves;
    const float f = float(i) / float(steps);
    for (std::size_t k = 0; k < N; ++k) {
      const Point at{from[k].x + (to[k].x - from[k].x) * f, from[k].y + (to[k].y - from[k].y) * f};
      moves.push_back(finger_event(InputEvent::Kind::TouchMove, id[k], at, d, kFrame));
    }
    d.frame(moves, kFrame);
  }
  std::vector<InputEvent> up;
  for (std::size_t k = 0; k < N; ++k) up.push_back(finger_event(InputEvent::Kind::TouchUp, id[k], to[k], d, kFrame));
  d.frame(up, kFrame);
  d.settle();
}

// One finger from a to b.
inline void finger_drag(AppDriver& d, Point a, Point b, int steps = 12) { fingers_move<1>(d, {a}, {b}, steps); }

// Two fingers from a to b (a pinch when they part or close, a pan when they move together).
inline void two_fingers(AppDriver& d, std::array<Point, 2> a, std::array<Point, 2> b, int steps = 10) {
  fingers_move<2>(d, a, b, steps);
}

// Two taps in quick succession (each down and up a frame apart, as fast as
// the browser test's sends), then the app settles.
inline void double_tap(AppDriver& d, Point a, Point b) {
  constexpr double kFrame = 1.0 / 60.0;
  for (const Point p : {a, b}) {
    const int64_t f = new_finger();
    d.frame({finger_event(InputEvent::Kind::TouchDown, f, p, d, kFrame)}, kFrame);
    d.frame({finger_event(InputEvent::Kind::TouchUp, f, p, d, kFrame)}, kFrame);
  }
  d.settle();
}

// A drag by the mouse's left button from a to b, a frame a step.
inline void mouse_drag(AppDriver& d, Point a, Point b, int steps = 8) {
  d.frame({InputEvent::mouse_move(a.x, a.y)});
  d.frame({InputEvent::mouse_button(0, true)});
  d.frame();
  for (int i = 1; i <= steps; ++i) {
    const float f = float(i) / float(steps);
    d.frame({InputEvent::mouse_move(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)});
  }
  d.frame({InputEvent::mouse_button(0, false)});
  d.settle();
}

// Drags the panel with one finger, a third of its height at a time (at most
// 40 times: a 320 x 568 phone's panel is 119 px under the tabs), until the
// labelled control shows whole (the hook's `visible`); counts the drags.
inline std::optional<ControlRect> reach(AppDriver& d, const std::string& label, int* drags = nullptr) {
  d.settle();
  std::optional<ControlRect> r = d.control(label);
  for (int n = 0; r && !r->visible && n < 40; ++n) {
    const std::optional<ControlRect> p = d.control("Panel");
    if (!p) return std::nullopt;
    const float mid = p->rect.y + p->rect.h / 2, step = p->rect.h / 3, x = p->rect.x + p->rect.w / 2;
    const bool below = r->rect.y + r->rect.h / 2 > mid;
    finger_drag(d, {x, below ? mid + step / 2 : mid - step / 2}, {x, below ? mid - step / 2 : mid + step / 2}, 6);
    if (drags) ++*drags;
    r = d.control(label);
  }
  return r && r->visible ? r : std::nullopt;
}

// Taps a labelled control's centre, as a finger would (reaching it first by
// finger drags; app_person.hpp's tap turns the wheel instead, and the two
// meet in one unity file of the test build).
inline ::testing::AssertionResult finger_tap(AppDriver& d, const std::string& label, int* drags = nullptr) {
  const std::optional<ControlRect> r = reach(d, label, drags);
  if (!r) return ::testing::AssertionFailure() << "\"" << label << "\" cannot be brought into sight";
  const Point c = centre_of(r->rect);
  d.tap_at(c.x, c.y);
  return ::testing::AssertionSuccess();
}

// Taps board button `b` (1-based) and checks it was taken once. Not named
// tap_button: app_person.hpp's tap_button(AppDriver&, int) returns a bool,
// and two inline functions of one name and parameters are one function to
// the linker (with the test files at -O1, not inlined, a test that included
// one header called the other's and crashed).
inline ::testing::AssertionResult tap_button_once(AppDriver& d, int b) {
  const std::optional<Rect> r = d.button(b);
  if (!r) return ::testing::AssertionFailure() << "button " << b << " has no rectangle";
  const int moves = d.state()["moves"];
  const Point c = centre_of(*r);
  d.tap_at(c.x, c.y);
  const int now = d.state()["moves"];
  if (now != moves + 1) return ::testing::AssertionFailure() << "a tap on button " << b << " made " << now - moves << " presses";
  return ::testing::AssertionSuccess();
}

// Follows the hint by taps until solved: the bar's Hint until it names a
// button (on a phone it goes one level further a tap), then a tap on that
// button. Counts the taps of each kind.
struct TapWalk {  // NOLINT(bugprone-exception-escape): nlohmann::json's move may throw by its signature; a test value
  int hints = 0, presses = 0;
  Json last;
};
inline TapWalk follow_hints_by_taps(AppDriver& d, int limit = 80) {
  TapWalk w;
  w.last = d.state();
  while (!w.last["solved"].get<bool>() && w.hints + w.presses < limit) {
    for (int n = 0; w.last["hint"].is_null() && n < 3; ++n, ++w.hints) {
      EXPECT_TRUE(finger_tap(d, "Hint"));
      w.last = d.state();
    }
    if (w.last["hint"].is_null()) {
      ADD_FAILURE() << "three taps on Hint named no button at " << w.last["id"];
      break;
    }
    const Json before = w.last["min_presses"];
    EXPECT_TRUE(tap_button_once(d, w.last["hint"].get<int>()));
    ++w.presses;
    w.last = d.state();
    if (before.is_number()) {
      EXPECT_EQ(w.last["min_presses"], w.last["solved"].get<bool>() ? 0 : before.get<int>() - 1)
          << "each hinted press brings the goal one press closer";
    }
  }
  return w;
}

}  // namespace tl::app::testing
