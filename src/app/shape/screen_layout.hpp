// screen_layout.hpp: where each part of the screen goes, from the canvas's
// size alone. A pure function (no ImGui, no SDL), so every viewport a phone,
// a tablet or a desktop window can have is unit-tested natively.
//
// Layouts by shape, not by device:
//   Wide       board left, panel right (a desktop window, a landscape tablet)
//   Tall       board on top at the largest size that fits, the action bar
//              under it, the panel below; Menu raises the panel as a sheet
//              over the board (portrait phones, narrow windows)
//   Landscape  board left, the action bar as a column beside it, the panel
//              right (a phone held sideways: short and wide)
// Tall and Landscape are what a thumb plays on: every action that plays a
// game is in the bar, so nothing that plays needs a scroll.
#pragma once

#include <algorithm>

namespace tl::app {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  bool contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
  bool empty() const { return w <= 0 || h <= 0; }
};

// What the device keeps for itself at each edge (a notch, the home bar), in
// CSS px: env(safe-area-inset-*) on the page, zero on the desktop.
struct Insets {
  float top = 0, right = 0, bottom = 0, left = 0;
};

enum class LayoutKind { Wide, Tall, Landscape };

struct LayoutInput {
  float width = 0, height = 0;  // the canvas in CSS px
  Insets safe;
  float em = 17;            // the UI font's size in CSS px
  int rows = 1, cols = 1;   // the board's shape
  int strip_buttons = 0;    // buttons that are not cells (custom rules), drawn in a strip under the board
  float margin_em = 0;      // room around the board for labels (the Why tab's wiring codes, em)
  bool sheet_open = false;  // Tall and Landscape: the panel raised over the board
  float tabs_h = 0;         // the screens' tabs, a row fixed at the panel's head (0: none shown)
  float message_h = 0;      // a message standing under the tabs (0: none)
};

// The strip of buttons that are not cells, `width` px wide: each button's
// picture a square tile with its number under it, as many to a row as fit,
// under a line of words. Tiles are a sixth of the width or so (3 to 5 em),
// smaller (down to a finger's 44 px) where the rows would need more than
// `room` px. Its height is what the layout keeps for it under the board, so
// that no row of it lies under the panel.
struct StripGrid {
  float tile = 0;    // a picture's side, px
  int per_row = 1;   // pictures to a row
  int rows = 0;      // rows of pictures
  float height = 0;  // px, from the board's bottom edge to the strip's
};
StripGrid strip_grid(int buttons, float width, float em, float room = 1e9f);

// The action bar's buttons, in order (Tall: left to right; Landscape: top down).
enum class BarAction { Hint, PressNext, Undo, Redo, New, Menu };
constexpr int kBarActions = 6;

struct ScreenLayout {
  LayoutKind kind = LayoutKind::Wide;
  Rect header;                // the title line
  Rect board;                 // the board itself (its cells), centred in its area
  Rect board_area;            // the board, its margin for labels and the strip below it
  StripGrid strip;            // the strip's grid (no rows: no strip)
  Rect status;                // moves and presses still needed: always in sight (Tall, Landscape)
  Rect bar;                   // the action bar (empty in Wide)
  Rect actions[kBarActions];  // each bar button (empty in Wide)
  Rect tabs;                  // the screens' tabs over the panel: they never scroll with it
  Rect message;               // a message under the tabs, beside the board: never scrolled away, over nothing
  Rect panel;                 // the side panel, or the sheet (over the board when open), under the tabs
  bool sheet_open = false;
};

// The smallest target a finger can hit reliably (Apple's and Material's minimum).
constexpr float kMinTouchTarget = 44.0f;
// The short side of a button played by thumbs (the bar's, a stepper's, a tab's
// in the phone layouts): the minimum, or more with a large UI font.
inline float finger_target(float em) { return std::max(kMinTouchTarget, 2.6f * em); }

ScreenLayout compute_layout(const LayoutInput& in);

const char* layout_name(LayoutKind k);  // "wide", "tall", "landscape" (the hook)

}  // namespace tl::app
