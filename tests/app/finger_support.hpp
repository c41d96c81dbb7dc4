// finger_support.hpp: gestures for the headless ports that play by fingers
// and drags (app_phone_test, app_graphs_test), over the driver's public API:
// a finger's drag, two fingers moving together (a pinch, a pan), a double
// tap, and a drag by the mouse. Each move is a frame apart, as the browser
// tests sent them, and the events carry the driver's clock, so the app's own
// gesture recogniser (src/app/shape/touch_gestures.*) sees what a phone gives.
#pragma once

#include <array>
#include <cstdint>

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

}  // namespace tl::app::testing
