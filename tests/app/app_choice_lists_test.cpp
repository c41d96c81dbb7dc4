// app_choice_lists_test.cpp: every option of every list of choices can be
// picked by a finger on a 320 x 568 phone, as a person does it: tap the field,
// drag the sheet that opens until the row shows, tap it. The sheet opens
// with the chosen row in view, a drag on it scrolls it (not the panel behind
// it) and never picks the row the finger lifts over, and a tap outside
// closes it. ImGui's combo showed four rows and gave the drag to the panel:
// Topology's Klein bottle and Projective plane could not be reached.
#include <gtest/gtest.h>

#include <functional>
#include <set>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "finger_support.hpp"
#include "imgui.h"

namespace tl::app::testing {
namespace {

// The rows of the open sheet, in order: the controls drawn between its
// Close and the sheet itself.
std::vector<ControlRect> rows_of(AppDriver& d) {
  const std::vector<ControlRect>& all = d.app().control_rects;
  std::vector<ControlRect> rows;
  bool in = false;
  for (const ControlRect& c : all) {
    if (c.name == "Choices") break;
    if (in && !c.automatic) rows.push_back(c);
    if (c.name == "Close list") in = true;
  }
  return rows;
}

std::optional<ControlRect> row_named(AppDriver& d, const std::string& name) {
  for (const ControlRect& r : rows_of(d))
    if (r.name == name) return r;
  return std::nullopt;
}

// A finger's drag from a to b that stops before it lifts (so nothing glides
// on: a person placing a row under the thumb).
void placing_drag(AppDriver& d, Point a, Point b) {
  constexpr double kFrame = 1.0 / 60.0;
  const int64_t id = new_finger();
  d.frame({finger_event(InputEvent::Kind::TouchDown, id, a, d, kFrame)}, kFrame);
  for (int i = 1; i <= 10; ++i) {
    const float f = float(i) / 10.0f;
    d.frame({finger_event(InputEvent::Kind::TouchMove, id, {a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f}, d, kFrame)}, kFrame);
  }
  d.frame({}, 0.2);
  d.frame({finger_event(InputEvent::Kind::TouchUp, id, b, d, kFrame)}, kFrame);
  d.settle();
}

// Drags `region` (a control's rectangle: the panel, the sheet), a third of
// its height at a time, until `shown()` finds its control whole; how many
// drags it took, or -1.
int drag_until(AppDriver& d, const std::string& region, const std::function<std::optional<ControlRect>()>& shown) {
  for (int drags = 0; drags < 100; ++drags) {
    d.settle();
    const std::optional<ControlRect> r = d.control(region), c = shown();
    if (!r || !c) return -1;
    if (c->visible) return drags;
    const float mid = r->rect.y + r->rect.h / 2, step = r->rect.h / 3, x = r->rect.x + r->rect.w / 2;
    const bool below = c->rect.y > mid;
    placing_drag(d, {x, below ? mid + step / 2 : mid - step / 2}, {x, below ? mid - step / 2 : mid + step / 2});
  }
  return -1;
}

// The list's field brought into sight by the panel's drags and tapped.
::testing::AssertionResult open_list(AppDriver& d, const std::string& field) {
  if (drag_until(d, "Panel", [&] { return d.control(field); }) < 0)
    return ::testing::AssertionFailure() << "\"" << field << "\" cannot be brought into sight";
  const std::optional<ControlRect> f = d.control(field);
  d.tap_at(f->rect.x + f->rect.w / 2, f->rect.y + f->rect.h / 2);
  d.settle();
  if (!d.control("Choices")) return ::testing::AssertionFailure() << "a tap on \"" << field << "\" opens no sheet";
  return ::testing::AssertionSuccess();
}

struct List {
  std::string field;
  std::function<void(AppDriver&)> reach;  // the taps that bring the field to the screen
};

// Picks every row of the list by a finger; returns what each pick made of
// the state (to tell they differ). Fails where a row cannot be reached.
void pick_every_row(AppDriver& d, const List& list, std::set<std::string>& made) {
  list.reach(d);
  ASSERT_TRUE(open_list(d, list.field));
  std::vector<std::string> names;
  for (const ControlRect& r : rows_of(d)) names.push_back(r.name);
  ASSERT_GE(names.size(), 2u) << list.field;
  for (const std::string& name : names) {
    if (!d.control("Choices")) {
      list.reach(d);
      ASSERT_TRUE(open_list(d, list.field));
    }
    // Dragged on, the sheet scrolls and the panel behind it stays, and no
    // row is picked by the lift.
    const std::string before = d.state().dump();
    const std::optional<ControlRect> field = d.control(list.field);
    const int drags = drag_until(d, "Choices", [&] { return row_named(d, name); });
    ASSERT_GE(drags, 0) << list.field << ": \"" << name << "\" cannot be brought into sight by a finger";
    EXPECT_EQ(d.control(list.field)->rect.y, field->rect.y) << list.field << ": the panel did not move";
    EXPECT_EQ(d.state().dump(), before) << list.field << ": a drag picks nothing";
    const std::optional<ControlRect> row = row_named(d, name);
    const std::optional<ControlRect> sheet = d.control("Choices");
    ASSERT_TRUE(row && sheet);
    EXPECT_GE(row->rect.h, kMinTouchTarget - ImGui::GetStyle().ItemSpacing.y - 0.5f) << name << ": a finger high";
    EXPECT_LE(sheet->rect.x + sheet->rect.w, 320.5f) << "inside the screen";
    EXPECT_LE(sheet->rect.y + sheet->rect.h, 568.5f) << "inside the screen";
    d.tap_at(row->rect.x + row->rect.w / 2, row->rect.y + row->rect.h / 2);
    d.settle();
    EXPECT_FALSE(d.control("Choices")) << list.field << ": picking \"" << name << "\" closes the sheet";
    made.insert(d.state().dump());
    // Opened again, the row just picked shows at once.
    list.reach(d);
    ASSERT_TRUE(open_list(d, list.field));
    const std::optional<ControlRect> again = row_named(d, name);
    ASSERT_TRUE(again) << list.field;
    EXPECT_TRUE(again->visible) << list.field << ": \"" << name << "\", the chosen row, in view when the sheet opens"
                                << " (row " << again->rect.y << " + " << again->rect.h << ", sheet "
                                << d.control("Choices")->rect.y << " + " << d.control("Choices")->rect.h << ")";
  }
}

// The reaches: the taps that bring a list's field to the screen.
std::function<void(AppDriver&)> in_menu(const std::string& field, const std::string& section = "") {
  return [field, section](AppDriver& d) {
    if (!d.control(field) && !d.control("How to play")) { ASSERT_TRUE(finger_tap(d, "Menu")); }
    if (!section.empty() && !d.control(field)) { ASSERT_TRUE(finger_tap(d, section)); }
  };
}
std::function<void(AppDriver&)> in_play(const std::string& field) {
  return [field](AppDriver& d) {
    if (!d.control(field)) { ASSERT_TRUE(finger_tap(d, "Play tab")); }
  };
}
std::function<void(AppDriver&)> in_why(const std::string& field, const std::string& section) {
  return [field, section](AppDriver& d) {
    if (!d.control(field) && !d.control(section)) { ASSERT_TRUE(finger_tap(d, "Why it works")); }
    if (!d.control(field)) { ASSERT_TRUE(finger_tap(d, section)); }
  };
}

TEST(AppChoiceLists, EveryOptionOfEveryListIsPickedByAFingerOnA320pxPhone) {
  const std::string five = "lightsout5x5:00000/00000/00100/00000/00000";
  const std::vector<std::pair<std::string, List>> lists = {
      {five, {"Topology", in_menu("Topology")}},
      {five, {"Press shape", in_menu("Press shape")}},
      {"graph-hexagon3:0000000000000000000", {"Shape", in_menu("Shape")}},
      {five, {"Series", in_menu("Series", "Daily puzzle and series")}},
      {five, {"Theme", in_play("Theme")}},
      {five, {"Cells", in_play("Cells")}},
      {five, {"Picture of", in_why("Picture of", "Pictures and matrices")}},
      {five, {"Format", in_why("Format", "Pictures and matrices")}},
      {five, {"Atlas topology", in_why("Atlas topology", "Lights Out atlas")}},
  };
  for (const auto& [link, list] : lists) {
    AppDriver d({.size = kSmallPhone, .link = link});
    std::set<std::string> made;
    pick_every_row(d, list, made);
    EXPECT_GE(made.size(), 2u) << list.field << ": each row picks something";
  }
}

// A tap outside the sheet closes it and presses nothing under it; Close
// closes it too; a drag on it that lifts over a row picks nothing.
TEST(AppChoiceLists, ATapOutsideClosesTheSheetAndPressesNothing) {
  AppDriver d({.size = kSmallPhone, .link = "lightsout5x5:00000/00000/00100/00000/00000"});
  ASSERT_TRUE(finger_tap(d, "Menu"));
  ASSERT_TRUE(open_list(d, "Topology"));
  const std::optional<ControlRect> sheet = d.control("Choices");
  ASSERT_TRUE(sheet);
  EXPECT_GT(sheet->rect.y, 60.0f) << "the sheet leaves the top of the screen free";
  d.tap_at(160, sheet->rect.y / 2);
  d.settle();
  EXPECT_FALSE(d.control("Choices")) << "a tap above it closes it";
  EXPECT_EQ(d.state()["moves"], 0);
  EXPECT_EQ(str(d.state()["topology"]), "plain") << "nothing picked";
  ASSERT_TRUE(open_list(d, "Topology"));
  ASSERT_TRUE(finger_tap(d, "Close list"));
  EXPECT_FALSE(d.control("Choices")) << "Close closes it";
  // A quick flick that glides on, lifted over a row: nothing is picked.
  ASSERT_TRUE(open_list(d, "Topology"));
  const std::optional<ControlRect> torus = row_named(d, "Torus");
  ASSERT_TRUE(torus);
  const Point at = centre_of(torus->rect);
  finger_drag(d, {at.x, at.y + 60}, at, 4);
  EXPECT_TRUE(d.control("Choices")) << "still open";
  EXPECT_EQ(str(d.state()["topology"]), "plain") << "a drag picks nothing";
}

// On a phone with a home bar (34 px kept at the screen's foot) the sheet's
// last row scrolls clear of it: a finger reaches it above the inset.
TEST(AppChoiceLists, TheLastRowClearsTheHomeBar) {
  AppDriver d({.size = kPhone, .link = "lightsout5x5:00000/00000/00100/00000/00000"});
  d.safe.bottom = 34.0f;
  d.settle();
  ASSERT_TRUE(finger_tap(d, "Menu"));
  ASSERT_TRUE(open_list(d, "Topology"));
  ASSERT_GE(drag_until(d, "Choices", [&] { return row_named(d, "Projective plane"); }), 0);
  // Dragged up as far as it goes, the last row ends above the home bar.
  for (int i = 0; i < 6; ++i) {
    const std::optional<ControlRect> sheet = d.control("Choices");
    const float x = sheet->rect.x + sheet->rect.w / 2, mid = sheet->rect.y + sheet->rect.h / 2;
    placing_drag(d, {x, mid + 40}, {x, mid - 40});
  }
  const std::optional<ControlRect> last = row_named(d, "Projective plane");
  ASSERT_TRUE(last && last->visible);
  EXPECT_LE(last->rect.y + last->rect.h, kPhone.height - 34.0f + 0.5f) << "the last row under the home bar";
}

}  // namespace
}  // namespace tl::app::testing
