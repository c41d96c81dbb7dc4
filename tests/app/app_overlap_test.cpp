// app_overlap_test.cpp: nothing covers anything. A walk over every pane of
// one game of each machine family, at the phones' and a desktop's sizes,
// reads every item ImGui drew with an ID (its item hook) and every board
// button, each cut by what its window shows, and fails where two of them in
// one window on the screen overlap: a tap there would reach either. A list's
// sheet or a tooltip is a window of its own over the screen's, which it may
// cover. (Custom rules 4 x 4, the chessboard, once drew "Show solution" over
// its thirteenth button's picture on a 390 px phone.) It also fails where
// words are cut at their window's or frame's side (cut_words.hpp): the
// Cells field once showed "Squ".
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app_person.hpp"
#include "cut_words.hpp"
#include "core/registry/registry.hpp"
#include "imgui.h"
#include "sanitized.hpp"

namespace tl::app::testing {
namespace {

struct Box {
  Rect r;
  std::string name;
  uint32_t root = 0;
  bool nearest = false;  // a cell of a board drawn from a layout: taps go to the nearest centre
};

std::optional<Rect> cut(const Rect& a, const Rect& b) {
  const float x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
  const float x1 = std::min(a.x + a.w, b.x + b.w), y1 = std::min(a.y + a.h, b.y + b.h);
  if (x1 - x0 <= 0.0f || y1 - y0 <= 0.0f) return std::nullopt;
  return Rect{x0, y0, x1 - x0, y1 - y0};
}

bool same(const Rect& a, const Rect& b) {
  return std::fabs(a.x - b.x) < 0.5f && std::fabs(a.y - b.y) < 0.5f && std::fabs(a.w - b.w) < 0.5f && std::fabs(a.h - b.h) < 0.5f;
}

// A drawn item's name: its label, or the board button it is (a strip's picture).
std::string name_of(AppDriver& d, const Rect& r) {
  for (const ControlRect& c : d.app().control_rects)
    if (same(c.rect, r)) return c.name;
  const std::vector<Rect>& buttons = d.app().board.button_rects;
  for (std::size_t b = 0; b < buttons.size(); ++b)
    if (same(buttons[b], r)) return "button " + std::to_string(b + 1);
  char at[96];
  std::snprintf(at, sizeof at, "an unnamed item at %.0f,%.0f %.0fx%.0f", r.x, r.y, r.w, r.h);
  return at;
}

bool inside(const Rect& a, const Rect& b) {
  return a.x >= b.x - 1.0f && a.y >= b.y - 1.0f && a.x + a.w <= b.x + b.w + 1.0f && a.y + a.h <= b.y + b.h + 1.0f;
}

// Every pair that overlaps by more than a pixel each way, as "A / B"; every
// item of the screen's own window (not a scrolled panel) that leaves the
// screen, every item under the bar that is not the bar's, and every line of
// words cut at a side. Read after the frame's Render.
std::vector<std::string> overlaps(AppDriver& d, Size size) {
  std::vector<Box> boxes;
  std::vector<std::string> found;
  const std::optional<ControlRect> board = d.control("Board"), bar = d.control("Bar");
  const Rect screen{0, 0, size.width, size.height};
  uint32_t board_root = 0;
  for (const DrawnItem& it : d.app().drawn_items) {
    if (it.window) continue;
    // The screen's own window does not scroll: what it draws past the
    // screen's edge (shown or not) cannot be reached.
    const bool screens_window = it.clip.w > screen.w - 20.0f && it.clip.h > screen.h - 20.0f;  // clipped at the screen's edges
    if (screens_window && !inside(it.rect, screen)) found.push_back(name_of(d, it.rect) + " leaves the screen");
    if (!it.visible) continue;
    const std::optional<Rect> shown = cut(it.rect, it.clip);
    if (!shown) continue;
    const std::string name = name_of(d, it.rect);
    if (bar && cut(*shown, bar->rect) && !inside(*shown, bar->rect)) {
      const Rect both = *cut(*shown, bar->rect);
      if (both.w > 1.0f && both.h > 1.0f) found.push_back(name + " lies under the bar");
    }
    if (name == "Board") {  // the canvas: its buttons below stand for it
      board_root = it.root;
      continue;
    }
    boxes.push_back({*shown, name, it.root});
  }
  // A board drawn from a layout (hexagons, a graph's discs) gives a tap to
  // the nearest centre, so its cells' squares may overlap each other (a
  // hexagon's box reaches into the next row) while what a tap reaches does
  // not; against every other control they count as drawn.
  const bool nearest = d.app().game.machine().cell_layout() != nullptr;
  if (board)
    for (std::size_t b = 0; b < d.app().board.button_rects.size(); ++b)
      if (const std::optional<Rect> shown = cut(d.app().board.button_rects[b], board->rect))
        boxes.push_back({*shown, "button " + std::to_string(b + 1), board_root, nearest});
  for (std::size_t i = 0; i < boxes.size(); ++i)
    for (std::size_t j = i + 1; j < boxes.size(); ++j) {
      if (boxes[i].root != boxes[j].root || (boxes[i].nearest && boxes[j].nearest)) continue;
      const std::optional<Rect> both = cut(boxes[i].r, boxes[j].r);
      if (both && both->w > 1.0f && both->h > 1.0f) found.push_back(boxes[i].name + " / " + boxes[j].name);
    }
  for (const CutWords& w : cut_words(*ImGui::GetDrawData(), *ImGui::GetIO().Fonts))
    found.push_back("\"" + w.line + "\" is cut at its " + (w.right ? "right" : "left") + " (in " + w.window + " at " +
                    std::to_string(int(w.x)) + "," + std::to_string(int(w.y)) + ")");
  return found;
}

void walk_pane(AppDriver& d, Size size, const std::string& where, std::set<std::string>* seen, int* frames) {
  for (int turn = 0; turn < 60; ++turn) {
    d.settle();
    ++*frames;
    for (const std::string& o : overlaps(d, size))
      if (seen->insert(where + ": " + o).second) ADD_FAILURE() << where << ": " << o;
    if (!wheel_panel_down(d)) return;
  }
}

TEST(AppOverlap, NothingCoversAnythingOnAnyPaneOfAnyFamilyAtAnySize) {
  // Every machine's default game and presets, and the family's glued,
  // k-state and drawn-rule boards.
  std::vector<std::string> games = {"lightsout5x5-klein:00000/00100/01110/00100/00000",
                                    "lightsout5x5-k3:22211/22202/11122/10102/10020",
                                    "lightsout5x5-d101.010.101:00000/00100/01110/00100/00000"};
  for (const MachineKind& k : machine_kinds()) {
    games.push_back(k.default_id);
    for (const MachineKind::Preset& p : k.presets)
      if (auto m = make_machine(k, p.values, Surface::Page)) games.push_back(Puzzle{*m, (*m)->initial()}.id());
  }
  const std::vector<Size> sizes = {{320, 568}, {375, 667}, {390, 844}, {412, 915}, {915, 412}, {1280, 800}};
  std::set<std::string> seen;
  int frames = 0;
  // Under the sanitizers the smallest phone and the desktop (the walk's job
  // there is to reach the code; natively it checks every size).
  const std::size_t step = std::size_t(test::natively_or(1, 5));
  for (std::size_t k = 0; k < sizes.size(); k += step)
    for (const std::string& id : games) {
      const Size size = sizes[k];
      const std::string where = std::to_string(int(size.width)) + "x" + std::to_string(int(size.height)) + " " + id.substr(0, 20);
      AppDriver d({.size = size, .link = id});
      ASSERT_EQ(head_of(d.state()), id.substr(0, id.find(':'))) << "opened as given";
      walk_pane(d, size, where + " Play", &seen, &frames);
      if (tap(d, "Show solution")) walk_pane(d, size, where + " Play, the solution shown", &seen, &frames);
      if (tap(d, "Why it works")) walk_pane(d, size, where + " Why", &seen, &frames);
      if (tap(d, "Machine tab")) walk_pane(d, size, where + " Machine", &seen, &frames);
      if (tap(d, "Menu")) walk_pane(d, size, where + " Menu", &seen, &frames);
    }
  std::printf("overlap walk: %zu sizes x %zu games, %d screens looked at\n", (sizes.size() + step - 1) / step, games.size(),
              frames);
}

}  // namespace
}  // namespace tl::app::testing
