// screen_layout.cpp: see screen_layout.hpp.
#include "app/shape/screen_layout.hpp"

#include <algorithm>

namespace tl::app {

namespace {

// Every size below is in em (the UI font's size) or a share of the screen, so
// the same code serves a 320 px phone and a 4K desktop window.
constexpr float kPanelEm = 24.0f;        // the Wide panel's width
constexpr float kHeaderEm = 1.6f;        // the title line
constexpr float kStatusEm = 1.6f;        // moves and presses still needed
constexpr float kPadEm = 0.35f;          // between the screen's edge and what is on it
constexpr float kGapEm = 0.25f;          // between two bar buttons
constexpr float kMinPanelEm = 7.0f;      // Tall: the panel under the bar never gets less
constexpr float kMinBoardEm = 6.0f;      // a board is never drawn smaller
constexpr float kShortScreenEm = 30.0f;  // under this height (510 px at 17 px) and wider than tall: Landscape

// The largest board of rows x cols that fits `side`, centred in `area`.
Rect fit_board(const Rect& area, float side, int rows, int cols, float margin) {
  const float cell = side / float(std::max(rows, cols));
  const float w = cell * float(cols), h = cell * float(rows);
  return Rect{area.x + (area.w - w) * 0.5f, area.y + margin, w, h};
}

// Lays n bar buttons out in `bar`, in one row or one column, evenly.
void place_actions(ScreenLayout& L, bool column, float gap) {
  const Rect& b = L.bar;
  for (int i = 0; i < kBarActions; ++i) {
    if (column) {
      const float h = (b.h - gap * float(kBarActions - 1)) / float(kBarActions);
      L.actions[i] = Rect{b.x, b.y + float(i) * (h + gap), b.w, h};
    } else {
      const float w = (b.w - gap * float(kBarActions - 1)) / float(kBarActions);
      L.actions[i] = Rect{b.x + float(i) * (w + gap), b.y, w, b.h};
    }
  }
}

}  // namespace

const char* layout_name(LayoutKind k) {
  switch (k) {
    case LayoutKind::Wide: return "wide";
    case LayoutKind::Tall: return "tall";
    case LayoutKind::Landscape: return "landscape";
  }
  return "wide";
}

ScreenLayout compute_layout(const LayoutInput& in) {
  ScreenLayout L;
  const float em = std::max(in.em, 1.0f);
  const float pad = kPadEm * em, gap = kGapEm * em;
  // The safe area: what a notch or the home bar leaves.
  const float x0 = in.safe.left, y0 = in.safe.top;
  const float W = std::max(in.width - in.safe.left - in.safe.right, 1.0f);
  const float H = std::max(in.height - in.safe.top - in.safe.bottom, 1.0f);
  const float header_h = kHeaderEm * em, status_h = kStatusEm * em;
  const float margin = in.margin_em * em;
  float strip_h = 0;
  const float target = finger_target(em);  // a bar button's short side
  const float min_board = kMinBoardEm * em;
  // The strip for a board area `w` wide and `h` high: the board keeps its
  // least size (0 high with no strip).
  auto strip_for = [&](float w, float h) {
    L.strip = strip_grid(in.strip_buttons, w, em, h - 2.0f * margin - min_board);
    return L.strip.height;
  };
  const int rows = std::max(in.rows, 1), cols = std::max(in.cols, 1);
  // The board's side for a square of `w` x `h` (its longer side fills it).
  auto side_for = [&](float w, float h) {
    const float by_w = (w - 2.0f * margin) * float(std::max(rows, cols)) / float(cols);
    const float by_h = (h - 2.0f * margin - strip_h) * float(std::max(rows, cols)) / float(rows);
    return std::max(std::min(by_w, by_h), min_board);
  };

  const bool short_wide = H < kShortScreenEm * em && W > H * 1.3f;
  const bool room_beside = W >= (H - header_h) * 0.8f + kPanelEm * em;
  L.kind = short_wide ? LayoutKind::Landscape : room_beside ? LayoutKind::Wide : LayoutKind::Tall;
  L.header = Rect{x0 + pad, y0, W - 2.0f * pad, header_h};
  const float top = y0 + header_h;

  switch (L.kind) {
    case LayoutKind::Wide: {
      // Today's desktop: the board as large as the height allows, the panel beside it.
      const float panel_w = std::max(kPanelEm * em, 0.0f);
      const float area_w = W - panel_w - 4.0f * pad, area_h = H - header_h - pad;
      // A strip takes the area's whole width (a board's narrower width would
      // fit fewer pictures to a row, and their rows push the board smaller).
      strip_h = strip_for(area_w, area_h);
      const float side = side_for(area_w, area_h);
      const float board_w = std::min(side * float(cols) / float(std::max(rows, cols)) + 2.0f * margin, area_w);
      L.board_area = Rect{x0 + pad, top, in.strip_buttons > 0 ? area_w : board_w,
                          std::min(area_h, side * float(rows) / float(std::max(rows, cols)) + 2.0f * margin + strip_h)};
      L.board = fit_board(L.board_area, side, rows, cols, margin);
      L.board.x = L.board_area.x + margin;
      const float px = L.board_area.right() + 2.0f * pad;
      L.panel = Rect{px, top, x0 + W - pad - px, H - header_h - pad};
      break;
    }
    case LayoutKind::Tall: {
      // Bottom up: the bar at the bottom edge (in reach of a thumb), the
      // status over it, the board as large as fits over the panel's minimum.
      const float bar_y = y0 + H - pad - target;
      L.bar = Rect{x0 + pad, bar_y, W - 2.0f * pad, target};
      L.status = Rect{x0 + pad, bar_y - status_h, W - 2.0f * pad, status_h};
      // The tabs and a message come on top of the panel's least room: on a
      // small phone the board gives up their height (a 320 x 568 phone's
      // panel would keep under a button's height under a two-line message).
      const float min_panel = std::max(kMinPanelEm * em, 0.22f * H) + in.tabs_h + in.message_h;
      const float room = L.status.y - top - min_panel;
      strip_h = strip_for(W - 2.0f * pad, room);
      const float side = side_for(W - 2.0f * pad, room);
      const float board_h = side * float(rows) / float(std::max(rows, cols)) + 2.0f * margin + strip_h;
      L.board_area = Rect{x0 + pad, top, W - 2.0f * pad, board_h};
      L.board = fit_board(L.board_area, side, rows, cols, margin);
      const float panel_y = L.board_area.bottom() + pad;
      L.panel = Rect{x0, panel_y, W, std::max(L.status.y - panel_y, 0.0f)};
      L.sheet_open = in.sheet_open;
      if (L.sheet_open) L.panel = Rect{x0, top, W, L.status.y - top};  // over the board
      place_actions(L, false, gap);
      break;
    }
    case LayoutKind::Landscape: {
      // Board left, the bar as a column beside it, the panel right; the
      // status shares the title line (every pixel of height counts here).
      const float area_h = H - header_h - pad;
      strip_h = strip_for(W * 0.5f, area_h);  // as Wide: a strip takes the half's whole width
      const float side = side_for(W * 0.5f, area_h);
      const float board_w = in.strip_buttons > 0 ? W * 0.5f : side * float(cols) / float(std::max(rows, cols)) + 2.0f * margin;
      L.board_area = Rect{x0 + pad, top, board_w, area_h};
      L.board = fit_board(L.board_area, side, rows, cols, margin);
      L.board.x = L.board_area.x + margin;
      const float bar_w = std::max(target * 1.3f, 3.6f * em);
      L.bar = Rect{L.board_area.right() + 2.0f * pad, top, bar_w, area_h};
      L.status = Rect{x0 + W * 0.5f, y0, W * 0.5f - pad, header_h};
      L.header.w = W * 0.5f - pad;
      const float px = L.bar.right() + 2.0f * pad;
      L.panel = Rect{px, top, x0 + W - px, area_h};
      place_actions(L, true, gap);
      break;
    }
  }
  // The tabs: the panel's head, kept out of what scrolls.
  if (in.tabs_h > 0) {
    const float h = std::min(in.tabs_h, L.panel.h);
    L.tabs = Rect{L.panel.x, L.panel.y, L.panel.w, h};
    L.panel.y += h;
    L.panel.h -= h;
  }
  // A message: under the tabs (Tall made the board room for it).
  if (in.message_h > 0) {
    const float h = std::min(in.message_h, L.panel.h);
    L.message = Rect{L.panel.x, L.panel.y, L.panel.w, h};
    L.panel.y += h;
    L.panel.h -= h;
  }
  return L;
}

StripGrid strip_grid(int buttons, float width, float em, float room) {
  StripGrid g;
  if (buttons <= 0) return g;
  // Half an em above, the line of words and a gap, each row a tile and its
  // number (1.2 em) with ImGui's item spacing (under a third of an em).
  auto fit = [&](float tile) {
    g.tile = tile;
    g.per_row = std::max(1, int(width / (tile + 0.5f * em)));
    g.rows = (buttons + g.per_row - 1) / g.per_row;
    g.height = 0.5f * em + 1.3f * em + float(g.rows) * (tile + 1.5f * em);
  };
  fit(std::clamp(width / 8.0f, 3.0f * em, 5.0f * em));
  for (float tile = g.tile - 2.0f; g.height > room && tile >= kMinTouchTarget; tile -= 2.0f) fit(tile);
  return g;
}

}  // namespace tl::app
