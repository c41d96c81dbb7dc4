// app_touch_targets_test.cpp: on a touch screen every control a finger can
// tap is at least 44 x 44 CSS px (Apple's Human Interface Guidelines and
// WCAG 2.2's target size): a walk over every machine's panes at 320 x 568
// and 390 x 844 reads every control's rectangle from the hook (each labelled
// ImGui item records one) and every board button's. A board too dense for a
// finger opens zoomed to a finger's width (screens/play: zoom_and_pan).
// The turning 3D view of a solid presses by finger only the stickers a
// finger can take; a tap on one seen aslant turns its face to the player
// (screens/play/play_solid_board_draw.cpp; app_graphs_test.cpp plays it face by face).
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app_person.hpp"
#include "app/shape/screen_layout.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {
namespace {

// Regions and plots are not tap targets of their own size: the panel and the
// bar are where a finger scrolls, and a plot or a canvas is bigger than a
// finger anyway (checked like the rest).
const std::set<std::string> kRegions = {"Panel", "Bar", "Status"};

void expect_finger_sized(AppDriver& d, const std::string& where, std::set<std::string>* seen) {
  d.settle();
  for (const ControlRect& c : d.app().control_rects) {
    if (!c.visible || c.text || kRegions.count(c.name) || c.rect.w <= 0) continue;
    const std::string key = where + "|" + c.name;
    if (seen->count(key)) continue;
    seen->insert(key);
    EXPECT_TRUE(c.rect.w >= kMinTouchTarget - 0.5f && c.rect.h >= kMinTouchTarget - 0.5f)
        << where << ": \"" << c.name << "\" is " << c.rect.w << " x " << c.rect.h;
  }
  for (std::size_t b = 0; b < d.app().board.button_rects.size(); ++b) {
    const Rect& r = d.app().board.button_rects[b];
    if (r.w <= 0) continue;
    EXPECT_TRUE(r.w >= kMinTouchTarget - 0.5f && r.h >= kMinTouchTarget - 0.5f)
        << where << ": button " << b + 1 << " is " << r.w << " x " << r.h;
  }
}

// The pane from its top to its end, a finger's drag of the panel at a time:
// every control it holds passes under the check.
void walk_pane(AppDriver& d, const std::string& where, std::set<std::string>* seen) {
  expect_finger_sized(d, where, seen);
  for (int turn = 0; turn < 60 && wheel_panel_down(d); ++turn) expect_finger_sized(d, where, seen);
}

// Every machine's default game and every preset (the cube's net, the solids).
std::vector<std::string> every_board() {
  std::vector<std::string> ids;
  for (const MachineKind& k : machine_kinds()) {
    ids.push_back(k.default_id);
    for (const MachineKind::Preset& p : k.presets)
      if (auto m = make_machine(k, p.values, Surface::Page)) ids.push_back(Puzzle{*m, (*m)->initial()}.id());
  }
  return ids;
}

TEST(AppTouchTargets, EveryControlIsAFingerWideAndHigh) {
  int solids = 0;  // boards walked in the turning 3D view
  for (const Size size : {Size{320, 568}, Size{390, 844}}) {
    for (const std::string& id : every_board()) {
      const std::string where = std::to_string(int(size.width)) + "x" + std::to_string(int(size.height)) + " " + id.substr(0, 24);
      std::set<std::string> seen;
      AppDriver d({.size = size, .link = id});
      walk_pane(d, where + " Play", &seen);
      if (tap(d, "Turning 3D view")) {  // a solid's board, turning: every sticker a finger presses is a finger wide
        walk_pane(d, where + " 3D", &seen);
        ++solids;
        tap(d, "Turning 3D view");
      }
      if (tap(d, "Show solution")) walk_pane(d, where + " Play", &seen);
      if (tap(d, "Why it works")) walk_pane(d, where + " Why", &seen);
      if (tap(d, "Machine tab")) walk_pane(d, where + " Machine", &seen);
      if (tap(d, "Menu")) walk_pane(d, where + " Menu", &seen);
    }
  }
  EXPECT_GT(solids, 0) << "some board was walked in the 3D view";
}

}  // namespace
}  // namespace tl::app::testing
