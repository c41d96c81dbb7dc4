// touch_gestures.hpp: fingers in, what they mean out: a tap, a scroll, a
// pinch, a pan, a double tap. Pure (no ImGui, no SDL): the platform feeds it
// raw finger events in CSS px and seconds, the app reads one Gestures a frame.
//
// The way phones work:
//   - a finger that goes down and up within kSlop px is a tap: the app gets a
//     pointer press on one frame and its release on the next (Dear ImGui 1.86
//     needs a frame down and a frame up to see a click);
//   - past kSlop it is a drag, never a press: in a panel or a sheet it scrolls (and
//     glides on with a little inertia after the finger lifts), on the board it
//     pans a zoomed board;
//   - two fingers on the board pinch (zoom about their centre) and pan;
//   - two taps on a zoomable board, the second finger down within
//     kDoubleTapSeconds of the first one's lift, reset its zoom; there a tap
//     waits out that window (and, once a second finger is down, that finger's
//     lift) before it presses, so the first tap of a double tap presses nothing;
//   - a finger held still on the board for kLookSeconds (seen by two
//     frames) looks instead of pressing: while it stays, the app shows what the button under it
//     changes, and its lift presses nothing (Tatham's Flip shows the same
//     on every button);
//   - a gesture belongs to the region it started in (the board, a panel, the
//     bar) until its last finger lifts.
#pragma once

#include <cstdint>
#include <vector>

namespace tl::app {

// Where a gesture started. A sheet (a list of choices opened over the
// screen) scrolls as a panel does, on its own.
enum class TouchRegion { None, Board, Panel, Bar, Sheet };

struct Gestures {
  // The pointer the UI sees while touch is the input: a tap's press or release.
  bool pointer_touch = false;  // touch owns the pointer (else the mouse does)
  float pointer_x = -1e9f, pointer_y = -1e9f;
  bool pointer_down = false;
  // The scroll this frame in px (positive: the content moves up) of the
  // region the drag started on: the panel, or an open sheet.
  float scroll_y = 0;
  TouchRegion scroll_region = TouchRegion::None;
  // Board zoom about (zoom_x, zoom_y) by zoom_factor, then pan by (pan_x, pan_y) px.
  float zoom_factor = 1.0f, zoom_x = 0, zoom_y = 0;
  float pan_x = 0, pan_y = 0;
  bool reset_zoom = false;  // a double tap on the board
  // A finger held still on the board: looking at what is under (look_x,
  // look_y); or, before it has been held long enough, the seconds until it
  // will be (-1: no finger waiting), for the frame owed then.
  bool look = false;
  float look_x = 0, look_y = 0;
  double look_in = -1;
  bool busy = false;          // frames are still owed (a tap's release, inertia, a pending tap)
  bool release_next = false;  // the next frame is this tap's release (the press is this frame's)
};

class TouchGestures {
 public:
  static constexpr float kSlop = 10.0f;              // px a tap may wander
  static constexpr double kDoubleTapSeconds = 0.28;  // between the two taps of a double tap
  static constexpr float kDoubleTapSlop = 40.0f;     // px between them
  static constexpr double kInertiaSeconds = 0.33;    // the scroll's glide decays with this time constant
  static constexpr float kStopSpeed = 30.0f;         // px/s: a glide slower than this stops
  static constexpr double kLookSeconds = 0.45;       // a finger held still this long on the board looks

  // `zoomable`: taps on the board wait for a possible double tap.
  // `board_points`: a finger on the board is the pointer (the graph editor).
  void down(int64_t id, float x, float y, double t, TouchRegion region, bool zoomable, bool board_points = false);
  void move(int64_t id, float x, float y, double t);
  void up(int64_t id, float x, float y, double t);
  // A mouse event: the mouse owns the pointer again.
  void mouse_used() { touch_owns_pointer_ = false; }

  // What happened since the last call, at time t (once per frame).
  Gestures take(double t);

  bool active() const { return !fingers_.empty(); }

 private:
  struct Finger {
    int64_t id = 0;
    float x0 = 0, y0 = 0, x = 0, y = 0;
    double t0 = 0;
    // A frame showed it looking (take() past kLookSeconds, twice): its lift
    // is no tap. Only a frame that showed it counts: a busy page that
    // delivers a quick tap's lift late must still see a tap.
    bool look_due = false;  // one frame has found it held long enough
    bool looked = false;
  };
  enum class Mode { Idle, Pending, Drag, Pinch, Point };

  std::vector<Finger> fingers_;
  Mode mode_ = Mode::Idle;
  TouchRegion region_ = TouchRegion::None;
  bool zoomable_ = false;
  bool touch_owns_pointer_ = false;
  // Taps waiting to be shown to the UI: a press frame, then a release frame.
  struct Tap {
    float x, y;
    double due;
  };
  static constexpr double kHeld = 1e300;  // a tap's due time while a second finger may make it a double tap
  void release_held(double t);
  std::vector<Tap> taps_;
  bool release_next_ = false;
  float release_x_ = 0, release_y_ = 0;
  // The last tap on a zoomable board, for double taps.
  bool last_tap_ = false;
  float last_tap_x_ = 0, last_tap_y_ = 0;
  double last_tap_t_ = -1;
  // The pointing finger (Mode::Point): shown down for at least one frame,
  // then up where it lifted.
  struct Pointing {
    bool active = false, seen = false, lifted = false;
    float x = 0, y = 0;
  } point_;
  // Drag and glide.
  float scroll_acc_ = 0, pan_x_acc_ = 0, pan_y_acc_ = 0;
  float velocity_ = 0;  // px/s of the panel's drag, for the glide
  double last_move_t_ = 0, glide_t_ = -1;
  // Pinch.
  float pinch_dist_ = 0, pinch_cx_ = 0, pinch_cy_ = 0;
  float zoom_acc_ = 1.0f, zoom_cx_ = 0, zoom_cy_ = 0;
  bool reset_zoom_ = false;

  Finger* find(int64_t id);
  bool scrolls() const { return region_ == TouchRegion::Panel || region_ == TouchRegion::Sheet; }
  void begin_pinch();
};

}  // namespace tl::app
