// app_controls_test.cpp: every control a person can tap has a rectangle in
// the hook (AppDriver::control here, controlRect in the page), the panes'
// tabs and the bar's buttons included: ImGui reports every item it draws
// (its item hook), and each one on screen must have come with a name.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app_person.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {
namespace {

bool inside(const Rect& in, const Rect& out) {
  return in.x >= out.x - 0.5f && in.y >= out.y - 0.5f && in.x + in.w <= out.x + out.w + 0.5f &&
         in.y + in.h <= out.y + out.h + 0.5f;
}

// The items on screen that nobody named: a control there could not be found
// by its label. Child windows and scroll bars are containers, not controls;
// an item inside the rectangle of a named control is part of it (a combo's
// frame in "Machine", the field of a number box in "Rows", the board's
// canvas in "Board"), and a board's buttons have their own rectangles.
std::vector<std::string> unnamed_items(AppDriver& d) {
  d.settle();
  std::vector<std::string> out;
  for (const DrawnItem& it : d.app().drawn_items) {
    if (!it.visible || it.named || it.window) continue;
    bool recorded = false;
    for (const ControlRect& c : d.app().control_rects)
      recorded = recorded || (c.name != "Panel" && c.name != "Bar" && inside(it.rect, c.rect));
    for (const Rect& b : d.app().board.button_rects) recorded = recorded || inside(it.rect, b);
    if (recorded) continue;
    out.push_back("item at " + std::to_string(int(it.rect.x)) + "," + std::to_string(int(it.rect.y)) + " " +
                  std::to_string(int(it.rect.w)) + "x" + std::to_string(int(it.rect.h)));
  }
  return out;
}

void expect_all_named(AppDriver& d, const std::string& where) {
  for (const std::string& u : unnamed_items(d)) ADD_FAILURE() << where << ": an " << u << " has no name in the hook";
  int named = 0;
  for (const DrawnItem& it : d.app().drawn_items) named += it.visible && it.named;
  EXPECT_GE(named, 5) << where << ": the walk saw the pane's controls";
}

// Each machine's default game, in each pane a person can open, on two phones
// and a desktop, with the solution shown and Edit on as well.
TEST(AppControls, EveryControlOnScreenHasARectangle) {
  for (const Size size : {Size{390, 844}, Size{320, 568}, Size{1280, 800}}) {
    for (const MachineKind& k : machine_kinds()) {
      const std::string where = std::to_string(int(size.width)) + "x" + std::to_string(int(size.height)) + " " + k.name;
      SCOPED_TRACE(where);
      AppDriver d({.size = size, .link = k.default_id});
      expect_all_named(d, where + " Play");
      if (d.click("Show solution")) expect_all_named(d, where + " Play, the solution shown");
      if (d.click("Edit")) expect_all_named(d, where + " Play, Edit on");
      if (d.control("Daily puzzle and series") && d.click("Daily puzzle and series"))
        expect_all_named(d, where + " the daily and series");
      ASSERT_TRUE(d.click("Why it works")) << d.last_error;
      expect_all_named(d, where + " Why");
      if (d.control("Machine tab")) {
        ASSERT_TRUE(d.click("Machine tab")) << d.last_error;
        expect_all_named(d, where + " Machine");
      }
      if (d.control("Menu")) {
        ASSERT_TRUE(d.click("Menu")) << d.last_error;
        expect_all_named(d, where + " Menu");
      }
    }
  }
}

// The names the issue found missing are there on a phone's first screen.
TEST(AppControls, TabsAndTheBarAreNamed) {
  AppDriver d({.size = {390, 844}});
  for (const char* label :
       {"Play tab", "Why it works", "Machine tab", "Hint", "Press next", "Undo", "Redo", "New", "Menu", "Board"})
    EXPECT_TRUE(d.control(label)) << label;
}

}  // namespace
}  // namespace tl::app::testing
