// touch_gestures.cpp: see touch_gestures.hpp.
#include "app/shape/touch_gestures.hpp"

#include <algorithm>
#include <cmath>

namespace tl::app {

namespace {

float distance(float ax, float ay, float bx, float by) { return std::hypot(ax - bx, ay - by); }

}  // namespace

TouchGestures::Finger* TouchGestures::find(int64_t id) {
  for (Finger& f : fingers_)
    if (f.id == id) return &f;
  return nullptr;
}

void TouchGestures::begin_pinch() {
  const Finger& a = fingers_[0];
  const Finger& b = fingers_[1];
  mode_ = Mode::Pinch;
  pinch_dist_ = std::max(distance(a.x, a.y, b.x, b.y), 1.0f);
  pinch_cx_ = (a.x + b.x) * 0.5f;
  pinch_cy_ = (a.y + b.y) * 0.5f;
}

void TouchGestures::release_held(double t) {
  for (Tap& tap : taps_)
    if (tap.due == kHeld) tap.due = t;
}

void TouchGestures::down(int64_t id, float x, float y, double t, TouchRegion region, bool zoomable, bool board_points) {
  touch_owns_pointer_ = true;
  if (find(id)) return;  // a repeated down: keep the first
  if (fingers_.empty()) {
    // A new gesture: it belongs to where it starts, and a finger stops a glide.
    region_ = region;
    zoomable_ = zoomable;
    mode_ = Mode::Pending;
    velocity_ = 0;
    glide_t_ = -1;
    last_move_t_ = t;
    // Down again soon after a tap on the board: that tap waits for this
    // finger's lift, which says whether the two were a double tap.
    if (region == TouchRegion::Board && zoomable && last_tap_ && t - last_tap_t_ <= kDoubleTapSeconds && !taps_.empty())
      taps_.back().due = kHeld;
    if (region == TouchRegion::Board && board_points) {
      mode_ = Mode::Point;
      point_ = Pointing{true, false, false, x, y};
    }
  }
  fingers_.push_back(Finger{id, x, y, x, y, t});
  // A second finger on the board: a pinch, and no tap from either finger.
  if (fingers_.size() == 2 && region_ == TouchRegion::Board && mode_ != Mode::Point) begin_pinch();
}

void TouchGestures::move(int64_t id, float x, float y, double t) {
  Finger* f = find(id);
  if (!f) return;
  const float dx = x - f->x, dy = y - f->y;
  // A finger that did not move is no move: its time must not count as the
  // last movement, or a drag held still and lifted would still glide.
  if (dx == 0.0f && dy == 0.0f) return;
  f->x = x;
  f->y = y;
  const bool first = f == &fingers_[0];
  switch (mode_) {
    case Mode::Idle: break;
    case Mode::Point:
      if (first && !point_.lifted) {
        point_.x = x;
        point_.y = y;
      }
      break;
    case Mode::Pending:
      if (!first || distance(f->x0, f->y0, x, y) <= kSlop) break;
      // Past the slop: a drag, which takes along the way it has come already.
      mode_ = Mode::Drag;
      if (scrolls()) scroll_acc_ -= y - f->y0;
      if (region_ == TouchRegion::Board) {
        pan_x_acc_ -= x - f->x0;
        pan_y_acc_ -= y - f->y0;
      }
      break;
    case Mode::Drag:
      if (!first) break;
      if (scrolls()) {
        scroll_acc_ -= dy;
        const double dt = t - last_move_t_;
        // The glide's speed: the drag's recent speed, smoothed over a few moves.
        if (dt > 1e-4) velocity_ = 0.6f * float(-dy / dt) + 0.4f * velocity_;
      }
      if (region_ == TouchRegion::Board) {
        pan_x_acc_ -= dx;
        pan_y_acc_ -= dy;
      }
      break;
    case Mode::Pinch: {
      if (fingers_.size() < 2) break;
      const Finger& a = fingers_[0];
      const Finger& b = fingers_[1];
      const float d = std::max(distance(a.x, a.y, b.x, b.y), 1.0f);
      const float cx = (a.x + b.x) * 0.5f, cy = (a.y + b.y) * 0.5f;
      zoom_acc_ *= d / pinch_dist_;
      zoom_cx_ = cx;
      zoom_cy_ = cy;
      pan_x_acc_ -= cx - pinch_cx_;
      pan_y_acc_ -= cy - pinch_cy_;
      pinch_dist_ = d;
      pinch_cx_ = cx;
      pinch_cy_ = cy;
      break;
    }
  }
  last_move_t_ = t;
}

void TouchGestures::up(int64_t id, float x, float y, double t) {
  Finger* f = find(id);
  if (!f) return;
  move(id, x, y, t);
  f = find(id);
  // A finger a frame showed looking (held still on the board): no tap.
  const bool tap = mode_ == Mode::Pending && fingers_.size() == 1 && !f->looked;
  if (tap) {
    const float tx = f->x0, ty = f->y0;  // where the finger aimed
    if (region_ == TouchRegion::Board && zoomable_) {
      const bool second =
          last_tap_ && f->t0 - last_tap_t_ <= kDoubleTapSeconds && distance(tx, ty, last_tap_x_, last_tap_y_) <= kDoubleTapSlop;
      if (second) {
        // A double tap: the zoom resets, and the first tap (still waiting) presses nothing.
        reset_zoom_ = true;
        last_tap_ = false;
        if (!taps_.empty() && taps_.back().due > t) taps_.pop_back();
      } else {
        release_held(t);  // the tap before was a tap of its own
        last_tap_ = true;
        last_tap_x_ = tx;
        last_tap_y_ = ty;
        last_tap_t_ = t;
        taps_.push_back(Tap{tx, ty, t + kDoubleTapSeconds});
      }
    } else {
      last_tap_ = false;
      taps_.push_back(Tap{tx, ty, t});
    }
  }
  if (mode_ == Mode::Point && f == &fingers_[0]) point_.lifted = true;  // the pointer goes up where it lifted
  // A panel let go while moving glides on; one held still first does not.
  if (mode_ == Mode::Drag && scrolls() && fingers_.size() == 1)
    glide_t_ = (t - last_move_t_ < 0.1 && std::fabs(velocity_) >= kStopSpeed) ? t : -1;
  fingers_.erase(fingers_.begin() + (f - fingers_.data()));
  if (fingers_.empty()) {
    mode_ = Mode::Idle;
    release_held(t);                                    // a drag or a pinch after a tap: the tap stands
  } else if (mode_ == Mode::Pinch) mode_ = Mode::Drag;  // the finger left pans on; it never taps
}

Gestures TouchGestures::take(double t) {
  Gestures g;
  g.pointer_touch = touch_owns_pointer_;
  if (release_next_) {
    // The frame after a tap's press: the release, where it was pressed.
    release_next_ = false;
    g.pointer_x = release_x_;
    g.pointer_y = release_y_;
  } else if (!taps_.empty() && taps_.front().due <= t) {
    const Tap tap = taps_.front();
    taps_.erase(taps_.begin());
    g.pointer_x = release_x_ = tap.x;
    g.pointer_y = release_y_ = tap.y;
    g.pointer_down = true;
    release_next_ = true;
  }
  // The pointing finger: down from the frame it touched (at least one frame,
  // however quick the tap), then one frame up where it lifted.
  if (point_.active) {
    g.pointer_x = point_.x;
    g.pointer_y = point_.y;
    if (!point_.lifted || !point_.seen) {
      g.pointer_down = true;
      point_.seen = true;
    } else point_.active = false;
  }
  // The glide: the speed decays exponentially; each frame moves by its integral.
  if (glide_t_ >= 0 && mode_ == Mode::Idle) {
    const double dt = std::max(t - glide_t_, 0.0);
    const double decay = std::exp(-dt / kInertiaSeconds);
    scroll_acc_ += float(double(velocity_) * kInertiaSeconds * (1.0 - decay));
    velocity_ = float(double(velocity_) * decay);
    glide_t_ = t;
    if (std::fabs(velocity_) < kStopSpeed) {
      glide_t_ = -1;
      velocity_ = 0;
    }
  }
  // One finger still on the board, within the slop: a look once held long
  // enough, shown by the second frame that finds it so. The first may be a
  // frame a busy page ran late, with a quick tap's lift still queued behind
  // it; the frame owed at once lets that lift in first (the look comes one
  // frame later than it could, a few ms).
  if (mode_ == Mode::Pending && fingers_.size() == 1 && region_ == TouchRegion::Board) {
    Finger& f = fingers_[0];
    const double held = t - f.t0;
    if (held >= kLookSeconds && f.look_due) {
      f.looked = true;
      g.look = true;
      g.look_x = f.x0;
      g.look_y = f.y0;
    } else if (held >= kLookSeconds) {
      f.look_due = true;
      g.look_in = 0;
    } else {
      g.look_in = kLookSeconds - held;
    }
  }
  g.scroll_y = scroll_acc_;
  g.scroll_region = scroll_acc_ != 0.0f ? region_ : TouchRegion::None;
  g.zoom_factor = zoom_acc_;
  g.zoom_x = zoom_cx_;
  g.zoom_y = zoom_cy_;
  g.pan_x = pan_x_acc_;
  g.pan_y = pan_y_acc_;
  g.reset_zoom = reset_zoom_;
  scroll_acc_ = pan_x_acc_ = pan_y_acc_ = 0;
  zoom_acc_ = 1.0f;
  reset_zoom_ = false;
  g.release_next = release_next_;
  g.busy = release_next_ || !taps_.empty() || glide_t_ >= 0 || (point_.active && point_.lifted);
  return g;
}

}  // namespace tl::app
