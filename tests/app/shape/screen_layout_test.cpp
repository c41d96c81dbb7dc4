// screen_layout_test.cpp: every viewport a phone, a tablet or a desktop
// window can have gets a layout whose parts lie inside the safe area, do not
// overlap, and give every action that plays a target a finger can hit.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "app/shape/screen_layout.hpp"

namespace tl::app {
namespace {

struct Viewport {
  float w, h;
  LayoutKind kind;
};

// Phones small and large, upright and sideways (320x568 to 390x844), a
// 768x1024 tablet, and the desktop windows the other suites use.
const Viewport kViewports[] = {
    {320, 568, LayoutKind::Tall},      {360, 640, LayoutKind::Tall},
    {390, 844, LayoutKind::Tall},      {844, 390, LayoutKind::Landscape},
    {768, 1024, LayoutKind::Tall},     {1280, 800, LayoutKind::Wide},
    {1400, 1000, LayoutKind::Wide},    {1280, 900, LayoutKind::Wide},
    {700, 500, LayoutKind::Landscape},  // a short desktop window plays like a phone held sideways
};

bool inside(const Rect& r, float x0, float y0, float x1, float y1) {
  return r.x >= x0 - 0.01f && r.y >= y0 - 0.01f && r.right() <= x1 + 0.01f && r.bottom() <= y1 + 0.01f;
}

bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.right() - 0.01f && b.x < a.right() - 0.01f && a.y < b.bottom() - 0.01f && b.y < a.bottom() - 0.01f;
}

// A w x h screen showing a side x side board, nothing else asked for.
LayoutInput square_board(float w, float h, int side) {
  LayoutInput in;
  in.width = w;
  in.height = h;
  in.rows = in.cols = side;
  return in;
}

std::string name(const Viewport& v) { return std::to_string(int(v.w)) + "x" + std::to_string(int(v.h)); }

void expect_sound(const ScreenLayout& L, const LayoutInput& in, const std::string& what) {
  const float x0 = in.safe.left, y0 = in.safe.top, x1 = in.width - in.safe.right, y1 = in.height - in.safe.bottom;
  EXPECT_TRUE(inside(L.board, x0, y0, x1, y1)) << what << ": the board leaves the safe area";
  EXPECT_TRUE(inside(L.panel, x0, y0, x1, y1)) << what << ": the panel leaves the safe area";
  EXPECT_TRUE(inside(L.header, x0, y0, x1, y1)) << what << ": the header leaves the safe area";
  EXPECT_GT(L.board.w, 0.0f) << what;
  EXPECT_GT(L.panel.w, 0.0f) << what;
  EXPECT_GT(L.panel.h, 0.0f) << what;
  if (L.kind == LayoutKind::Wide) {
    EXPECT_TRUE(L.bar.empty()) << what << ": Wide has no bar";
    EXPECT_GE(L.panel.w, 24.0f * in.em - 0.01f) << what << ": the panel is narrower than today's";
    EXPECT_FALSE(overlap(L.board, L.panel)) << what;
    return;
  }
  EXPECT_TRUE(inside(L.bar, x0, y0, x1, y1)) << what << ": the bar leaves the safe area";
  EXPECT_TRUE(inside(L.status, x0, y0, x1, y1)) << what << ": the status leaves the safe area";
  for (int i = 0; i < kBarActions; ++i) {
    const Rect& a = L.actions[i];
    EXPECT_GE(a.w, kMinTouchTarget) << what << ": bar button " << i << " is too narrow for a finger";
    EXPECT_GE(a.h, kMinTouchTarget) << what << ": bar button " << i << " is too low for a finger";
    EXPECT_TRUE(inside(a, L.bar.x, L.bar.y, L.bar.right(), L.bar.bottom())) << what << ": button " << i;
    for (int j = 0; j < i; ++j) EXPECT_FALSE(overlap(a, L.actions[j])) << what << ": buttons " << j << " and " << i;
  }
  // Nothing that plays is under anything else: board, status and bar apart.
  EXPECT_FALSE(overlap(L.board, L.bar)) << what;
  EXPECT_FALSE(overlap(L.board, L.status)) << what;
  EXPECT_FALSE(overlap(L.status, L.bar)) << what;
  EXPECT_FALSE(overlap(L.panel, L.bar)) << what;
  EXPECT_FALSE(overlap(L.panel, L.status)) << what;
  if (!L.sheet_open) { EXPECT_FALSE(overlap(L.panel, L.board)) << what; }
}

TEST(ScreenLayout, EachViewportGetsItsShapeAndASoundLayout) {
  for (const Viewport& v : kViewports) {
    for (int side : {3, 5, 10, 64}) {
      LayoutInput in;
      in.width = v.w;
      in.height = v.h;
      in.rows = in.cols = side;
      ScreenLayout L = compute_layout(in);
      const std::string what = name(v) + " with a " + std::to_string(side) + "-sided board";
      EXPECT_EQ(L.kind, v.kind) << what << " is " << layout_name(L.kind);
      expect_sound(L, in, what);
      // The board's buttons are targets too: a 5x5 board's cells are finger-sized everywhere.
      if (side <= 5) { EXPECT_GE(L.board.w / float(side), kMinTouchTarget) << what; }
    }
  }
}

TEST(ScreenLayout, TallPutsTheBoardOnTopAtTheLargestSizeThatFits) {
  LayoutInput in = square_board(390, 844, 5);
  ScreenLayout L = compute_layout(in);
  ASSERT_EQ(L.kind, LayoutKind::Tall);
  // The board spans the width (less the padding), the bar is under it, the panel between.
  EXPECT_GT(L.board.w, 390.0f * 0.9f);
  EXPECT_LT(L.board.bottom(), L.panel.y + 0.01f);
  EXPECT_LE(L.panel.bottom(), L.status.y + 0.01f);
  EXPECT_LE(L.status.bottom(), L.bar.y + 0.01f);
  // The bar lies along the bottom edge, in reach of a thumb.
  EXPECT_GT(L.bar.bottom(), 844.0f - 20.0f);
  // A row of six, left to right.
  for (int i = 1; i < kBarActions; ++i) EXPECT_GT(L.actions[i].x, L.actions[i - 1].x);
}

TEST(ScreenLayout, LandscapeStacksTheBarBesideTheBoard) {
  LayoutInput in = square_board(844, 390, 5);
  ScreenLayout L = compute_layout(in);
  ASSERT_EQ(L.kind, LayoutKind::Landscape);
  EXPECT_GE(L.bar.x, L.board.right());
  EXPECT_GE(L.panel.x, L.bar.right());
  for (int i = 1; i < kBarActions; ++i) EXPECT_GT(L.actions[i].y, L.actions[i - 1].y);
  EXPECT_GT(L.board.h, 390.0f * 0.8f) << "the board takes the height";
}

// The screens' tabs are a row at the panel's head on every shape, outside
// what scrolls: the panel starts under them, and on a phone the board gives
// up their height rather than the panel's least room.
TEST(ScreenLayout, TheTabsAreARowAtThePanelsHeadThatThePanelStartsUnder) {
  for (const Viewport& v : kViewports) {
    for (bool sheet : {false, true}) {
      LayoutInput in = square_board(v.w, v.h, 5);
      in.sheet_open = sheet;
      const ScreenLayout without = compute_layout(in);
      in.tabs_h = 44;
      const ScreenLayout L = compute_layout(in);
      const std::string what = name(v) + (sheet ? " with the sheet open" : "");
      expect_sound(L, in, what);
      EXPECT_FLOAT_EQ(L.tabs.h, 44.0f) << what;
      EXPECT_FLOAT_EQ(L.tabs.x, L.panel.x) << what;
      EXPECT_FLOAT_EQ(L.tabs.w, L.panel.w) << what;
      EXPECT_FLOAT_EQ(L.tabs.bottom(), L.panel.y) << what << ": the panel starts under the tabs";
      EXPECT_FALSE(overlap(L.tabs, L.bar)) << what;
      EXPECT_FALSE(overlap(L.tabs, L.status)) << what;
      if (!L.sheet_open) { EXPECT_FALSE(overlap(L.tabs, L.board)) << what; }
      if (L.kind == LayoutKind::Tall && !L.sheet_open) {
        EXPECT_GE(L.panel.h, std::max(7.0f * in.em, 0.22f * v.h) - 0.35f * in.em - 0.01f)
            << what << ": the panel kept its least room";
        EXPECT_LE(L.board.w, without.board.w) << what;
      }
      // A message stands under the tabs; on a phone the panel keeps its least room under it.
      in.message_h = 90;
      const ScreenLayout M = compute_layout(in);
      expect_sound(M, in, what + " and a message");
      EXPECT_FLOAT_EQ(M.message.y, M.tabs.bottom()) << what;
      EXPECT_FLOAT_EQ(M.message.h, 90.0f) << what;
      EXPECT_FLOAT_EQ(M.panel.y, M.message.bottom()) << what;
      if (M.kind == LayoutKind::Tall && !M.sheet_open) {
        EXPECT_GE(M.panel.h, std::max(7.0f * in.em, 0.22f * v.h) - 0.35f * in.em - 0.01f)
            << what << ": the panel kept its least room";
      }
      if (M.kind != LayoutKind::Tall) { EXPECT_FLOAT_EQ(M.board.w, L.board.w) << what << ": the board beside the panel stays"; }
    }
  }
}

TEST(ScreenLayout, TheSheetRisesOverTheBoardAndLeavesTheBarAndStatus) {
  LayoutInput in = square_board(360, 640, 5);
  in.sheet_open = true;
  ScreenLayout L = compute_layout(in);
  ASSERT_EQ(L.kind, LayoutKind::Tall);
  EXPECT_TRUE(L.sheet_open);
  EXPECT_TRUE(overlap(L.panel, L.board)) << "an open sheet covers the board";
  EXPECT_LE(L.panel.y, L.board.y + 0.01f);
  expect_sound(L, in, "360x640 with the sheet open");
  // Wide screens have no sheet: the panel is always beside the board.
  in.width = 1280;
  in.height = 800;
  EXPECT_FALSE(compute_layout(in).sheet_open);
}

TEST(ScreenLayout, NotchesAndTheHomeBarCoverNothing) {
  // An iPhone held upright: 47 px of notch, 34 of home bar; sideways, the notch is at the left.
  LayoutInput in;
  in.width = 390;
  in.height = 844;
  in.safe = Insets{47, 0, 34, 0};
  in.rows = in.cols = 7;
  ScreenLayout L = compute_layout(in);
  expect_sound(L, in, "390x844 with insets");
  EXPECT_GE(L.header.y, 47.0f);
  EXPECT_LE(L.bar.bottom(), 844.0f - 34.0f);
  in.width = 844;
  in.height = 390;
  in.safe = Insets{0, 47, 21, 47};
  L = compute_layout(in);
  EXPECT_EQ(L.kind, LayoutKind::Landscape);
  expect_sound(L, in, "844x390 with insets");
  EXPECT_GE(L.board.x, 47.0f);
}

TEST(ScreenLayout, OblongBoardsStripsAndLabelsFit) {
  for (const Viewport& v : kViewports) {
    for (auto [rows, cols] : {std::pair{2, 9}, std::pair{9, 2}, std::pair{4, 4}}) {
      LayoutInput in;
      in.width = v.w;
      in.height = v.h;
      in.rows = rows;
      in.cols = cols;
      in.strip_buttons = rows == 4 ? 13 : 0;   // buttons that are not cells, under the board (the chessboard's 13)
      in.margin_em = rows == 4 ? 1.5f : 0.0f;  // wiring codes around the board
      ScreenLayout L = compute_layout(in);
      const std::string what = name(v) + " with a " + std::to_string(rows) + "x" + std::to_string(cols) + " board";
      expect_sound(L, in, what);
      EXPECT_NEAR(L.board.w / L.board.h, float(cols) / float(rows), 0.01f) << what << ": cells stay square";
      EXPECT_TRUE(inside(L.board, L.board_area.x, L.board_area.y, L.board_area.right(), L.board_area.bottom()))
          << what << ": the board leaves its area";
      // Room for every row of pictures at the width the strip is drawn.
      const StripGrid& strip = L.strip;
      EXPECT_GE(L.board_area.bottom() - L.board.bottom(), strip.height - 0.01f)
          << what << ": no room for the strip (" << L.board_area.bottom() - L.board.bottom() << " px under the board, "
          << strip.rows << " rows of " << strip.per_row << ", " << strip.height << " px; area " << L.board_area.w << " x "
          << L.board_area.h << ", board " << L.board.h << ")";
      EXPECT_GE(strip.rows * strip.per_row, in.strip_buttons) << what << ": a row for every picture";
      EXPECT_TRUE(in.strip_buttons == 0 || strip.tile >= kMinTouchTarget) << what << ": a picture a finger wide";
    }
  }
}

}  // namespace
}  // namespace tl::app
