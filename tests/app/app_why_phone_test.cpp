// app_why_phone_test.cpp: the Why tab on a phone, by fingers: A and [A | b]
// carry their row and column numbers (the captions say "add row 1 to row
// 6"), a tap on a column of A or a button on the board picks it as the
// mouse's hover does on the desktop (and the words say "Tap"), and Do it
// yourself's rows of 26 entries stay one line each within the pane, its
// operations under the rows they act on.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "example_ids.hpp"
#include "app_person.hpp"

namespace tl::app::testing {
namespace {

Json matrix(const Json& s, const std::string& name) {
  if (s.contains("elimination"))
    for (const Json& m : s["elimination"]["matrices"])
      if (m["name"] == name) return m;
  return nullptr;
}

TEST(AppWhyPhone, AAndTheAugmentedMatrixNumberEveryRowAndColumnWithinThePane) {
  for (const Size size : {kPhone, kSmallPhone}) {
    AppDriver d({.size = size, .link = kCross});
    ASSERT_TRUE(tap(d, "Why it works"));
    d.settle();
    const Json s = d.state();
    ASSERT_EQ(s["tab"], "why");
    const std::optional<ControlRect> panel = d.control("Panel");
    ASSERT_TRUE(panel);
    for (const char* name : {"A", "[A | b]"}) {
      const Json m = matrix(s, name);
      ASSERT_TRUE(m.is_object()) << name << " drawn with its numbers at " << size.width;
      EXPECT_EQ(m["rows"], 25) << name;
      EXPECT_EQ(m["row_every"], 1) << name << ": every row numbered at " << size.width;
      EXPECT_LE(m["col_every"].get<int>(), 5) << name << ": at least every fifth column numbered";
      EXPECT_GE(m["label_px"].get<double>(), 8.0) << name << ": numbers a person can read";
      EXPECT_GE(m["x"].get<double>(), panel->rect.x) << name;
      EXPECT_LE(m["x"].get<double>() + m["width"].get<double>(), panel->rect.right() + 0.5) << name << ": within the pane";
    }
  }
}

TEST(AppWhyPhone, ATapOnAColumnOfAOrABoardButtonPicksItAsHoverDoes) {
  {
    AppDriver d({.size = kDesktop, .link = kCross});
    ASSERT_TRUE(d.click("Why it works")) << d.last_error;
    EXPECT_EQ(d.state()["elimination"]["point"], "Hover a column, a row's number or a button.");
  }
  AppDriver d({.size = kPhone, .link = kCross});
  ASSERT_TRUE(tap(d, "Why it works"));
  ASSERT_TRUE(tap(d, "Why this hint?")) << "the tab's first section, folded";
  d.settle();
  Json s = d.state();
  EXPECT_EQ(s["elimination"]["point"], "Tap a column, a row's number or a button.") << "nothing hovers under a finger";
  EXPECT_TRUE(s["elimination"]["column"].is_null());
  const Json a = matrix(s, "A");
  ASSERT_TRUE(a.is_object());
  const std::optional<ControlRect> panel = d.control("Panel");
  ASSERT_TRUE(panel);
  const float cell = a["width"].get<float>() / 25.0f;
  float x = a["x"].get<float>() + 2.5f * cell, y = a["y"].get<float>() + 0.5f * cell;
  // A under the hint's folded section: the panel turned until its first row shows.
  for (int turns = 0; turns < 20 && !panel->rect.contains(x, y); ++turns) {
    d.wheel_at(panel->rect.x + panel->rect.w / 2, panel->rect.y + panel->rect.h / 2, -1.0f);
    d.settle();
    const Json moved = matrix(d.state(), "A");
    x = moved["x"].get<float>() + 2.5f * cell, y = moved["y"].get<float>() + 0.5f * cell;
  }
  ASSERT_TRUE(panel->rect.contains(x, y)) << "A's first row is in sight";
  d.tap_at(x, y);
  d.settle();
  s = d.state();
  EXPECT_EQ(s["elimination"]["column"], 3) << "the tapped column is picked";
  d.frame();
  d.frame();
  EXPECT_EQ(d.state()["elimination"]["column"], 3) << "and stays picked once the finger is gone";
  d.tap_at(x, y);
  d.settle();
  EXPECT_TRUE(d.state()["elimination"]["column"].is_null()) << "a second tap lets it go";
  ASSERT_TRUE(tap_button(d, 7));
  d.settle();
  s = d.state();
  EXPECT_EQ(s["moves"], 1) << "a tap on the board still presses";
  EXPECT_EQ(s["elimination"]["column"], 7) << "and picks that button's column of A";
}

TEST(AppWhyPhone, DoItYourselfRowsAreOneLineWithinThePaneAndTheOperationsFollowThePickedRow) {
  for (const Size size : {kPhone, kSmallPhone}) {
    AppDriver d({.size = size, .link = kCross});
    ASSERT_TRUE(tap(d, "Why it works"));
    ASSERT_TRUE(tap(d, "Do it yourself"));
    d.settle();
    Json s = d.state();
    ASSERT_TRUE(s.contains("diy"));
    ASSERT_TRUE(s["diy"].contains("entries")) << "the rows' entries as drawn";
    const Json e = s["diy"]["entries"];
    const std::optional<ControlRect> panel = d.control("Panel"), row1 = d.control("Row 1");
    ASSERT_TRUE(panel && row1);
    EXPECT_LE(e["x"].get<double>() + e["width"].get<double>(), panel->rect.right() + 0.5) << "26 entries fit at " << size.width;
    EXPECT_LE(e["height"].get<double>(), row1->rect.h + 0.5) << "one line, beside its row button";
    EXPECT_NEAR(e["y"].get<double>(), row1->rect.y, 0.5) << "on the row button's line";
    ASSERT_TRUE(tap(d, "Row 1"));
    ASSERT_TRUE(tap(d, "Row 2"));
    d.settle();
    const std::optional<ControlRect> add = d.control("Add"), row2 = d.control("Row 2");
    ASSERT_TRUE(add && row2);
    EXPECT_LT(add->rect.y - row2->rect.y, size.height * 0.5f) << "Add within half a screen under the rows it adds";
    EXPECT_GT(add->rect.y, row2->rect.y) << "under them";
    ASSERT_TRUE(tap(d, "Add"));
    d.settle();
    EXPECT_EQ(d.state()["diy"]["operations"], 1) << d.state()["diy"]["message"];
  }
}

// Why only 1 in 4 positions of 5 x 5 can be reached, on a phone, on every
// board: the counting argument and the invariants in the worksheet's words,
// whether or not the position in play is solvable; on Merlin's board (every
// position reached) the same section says so.
TEST(AppWhyPhone, WhichPositionsCanBeReachedIsSaidOnEveryBoard) {
  struct Case {
    std::string link, counting, in_play;
  };
  for (const Case& c :
       {Case{kCross, "1 in 4 of all 2^25", "passes every check"},
        Case{"lightsout5x5:10000/00000/00000/00000/00000", "1 in 4 of all 2^25", "fails a check"},
        Case{"merlin:100/110/001", "every one of the 2^9 positions can be reached", "every position can be solved"}}) {
    AppDriver d({.size = kPhone, .link = c.link});
    ASSERT_TRUE(tap(d, "Why it works"));
    d.settle();
    const Json s = d.state();
    ASSERT_TRUE(s.contains("elimination")) << c.link;
    const Json& words = s["elimination"]["reachability"];
    ASSERT_GE(words.size(), 2u) << c.link;
    EXPECT_NE(str(words[0]).find(c.counting), std::string::npos) << c.link << ": " << words[0];
    EXPECT_NE(str(words[words.size() - 1]).find(c.in_play), std::string::npos) << c.link << ": " << words;
    if (c.link != "merlin:100/110/001") {
      EXPECT_NE(str(words[1]).find("the invariants are the quiet patterns themselves"), std::string::npos) << words[1];
    }
    ASSERT_TRUE(d.control("Which positions can be reached")) << c.link << ": the section's header is drawn";
  }
}

// Row i of A is cell i: the buttons that change it. The pointer over a
// row's number (a finger's tap on it) picks the row: the hook names it and
// the buttons ringed on the board, which on 5 x 5 Lights Out are the cell's
// own and its neighbours' (counted here from the rule, not from A).
TEST(AppWhyPhone, ARowsNumberPicksTheCellAndTheButtonsThatChangeIt) {
  auto neighbours = [](int cell) {  // 0-based cell -> 1-based buttons, sorted
    std::vector<int> out;
    const int r = cell / 5, c = cell % 5;
    for (auto [dr, dc] : {std::pair{-1, 0}, {0, -1}, {0, 0}, {0, 1}, {1, 0}}) {
      const int rr = r + dr, cc = c + dc;
      if (rr >= 0 && rr < 5 && cc >= 0 && cc < 5) out.push_back(rr * 5 + cc + 1);
    }
    return out;
  };
  {
    AppDriver d({.size = kDesktop, .link = kCross});
    ASSERT_TRUE(d.click("Why it works")) << d.last_error;
    const Json a = matrix(d.state(), "A");
    ASSERT_TRUE(a.is_object());
    const float cell = a["height"].get<float>() / 25.0f;
    // Row 6's number, just left of the entries.
    d.frame({InputEvent::mouse_move(a["x"].get<float>() - 0.4f * a["label_px"].get<float>(), a["y"].get<float>() + 5.5f * cell)});
    d.settle();
    const Json s = d.state();
    EXPECT_EQ(s["elimination"]["row"], 6) << "the hovered row's number";
    EXPECT_EQ(s["elimination"]["row_buttons"], neighbours(5));
    EXPECT_TRUE(s["elimination"]["column"].is_null()) << "a row, not a column";
  }
  AppDriver d({.size = kPhone, .link = kCross});
  ASSERT_TRUE(tap(d, "Why it works"));
  d.settle();
  const Json a = matrix(d.state(), "A");
  ASSERT_TRUE(a.is_object());
  const float cell = a["height"].get<float>() / 25.0f;
  const float x = a["x"].get<float>() - 0.4f * a["label_px"].get<float>(), y = a["y"].get<float>() + 12.5f * cell;
  d.tap_at(x, y);
  d.settle();
  Json s = d.state();
  EXPECT_EQ(s["elimination"]["row"], 13) << "the tapped row's number";
  EXPECT_EQ(s["elimination"]["row_buttons"], neighbours(12));
  EXPECT_EQ(s["moves"], 0) << "nothing pressed";
  d.tap_at(x, y);
  d.settle();
  EXPECT_TRUE(d.state()["elimination"]["row"].is_null()) << "a second tap lets it go";
}

// The zoomed copy of A picks as the pane's does: a finger's tap on a column
// of it picks that button (outlined on the board), on a row's number that
// cell; a second tap lets go. The column is tapped where the strip shows
// it (the first columns and rows: the strip opens scrolled to its start,
// low on the phone's screen).
TEST(AppWhyPhone, TheZoomedCopyOfAPicksRowsAndColumnsToo) {
  AppDriver d({.size = kPhone, .link = kCross});
  ASSERT_TRUE(tap(d, "Why it works"));
  ASSERT_TRUE(tap(d, "Zoom A"));
  d.settle();
  // As a person: the wheel over the pane until the zoomed copy's first rows are in sight.
  const std::optional<ControlRect> panel = d.control("Panel");
  ASSERT_TRUE(panel);
  Json z = matrix(d.state(), "A zoomed");
  ASSERT_TRUE(z.is_object());
  const float cell = z["height"].get<float>() / 25.0f;
  for (int turns = 0; z["y"].get<float>() + 5.0f * cell > panel->rect.y + panel->rect.h && turns < 60; ++turns) {
    d.frame(
        {InputEvent::mouse_move(panel->rect.x + panel->rect.w / 2, panel->rect.y + panel->rect.h / 2), InputEvent::wheel(0, -1)});
    d.settle();
    z = matrix(d.state(), "A zoomed");
  }
  const float x0 = z["x"].get<float>(), y0 = z["y"].get<float>();
  ASSERT_LT(y0 + 5.0f * cell, panel->rect.y + panel->rect.h) << "the zoomed copy's first rows in sight";
  // Column 3, in row 2's height: button 3.
  d.tap_at(x0 + 2.5f * cell, y0 + 1.5f * cell);
  d.settle();
  Json s = d.state();
  EXPECT_EQ(s["elimination"]["column"], 3) << "the tapped column of the zoomed copy";
  EXPECT_TRUE(s["elimination"]["row"].is_null());
  EXPECT_EQ(s["moves"], 0) << "nothing pressed";
  // Row 4's number, left of the entries.
  d.tap_at(x0 - 0.4f * z["label_px"].get<float>(), y0 + 3.5f * cell);
  d.settle();
  s = d.state();
  EXPECT_EQ(s["elimination"]["row"], 4) << "the tapped row's number in the zoomed copy";
  EXPECT_TRUE(s["elimination"]["column"].is_null()) << "a row, not a column";
  EXPECT_EQ(s["elimination"]["row_buttons"], (std::vector<int>{3, 4, 5, 9})) << "cell 4 and its neighbours";
  d.tap_at(x0 - 0.4f * z["label_px"].get<float>(), y0 + 3.5f * cell);
  d.settle();
  EXPECT_TRUE(d.state()["elimination"]["row"].is_null()) << "a second tap lets it go";
}

// 5 x 5's A and [A | b] on a phone are squares too small for their digits;
// Zoom under each draws it again with squares that carry them (numbered, in
// a strip within the pane that scrolls sideways), and Unzoom puts it away.
TEST(AppWhyPhone, ZoomDrawsAMatrixWithItsDigitsWhereThePanesSquaresAreTooSmall) {
  AppDriver d({.size = kPhone, .link = kCross});
  ASSERT_TRUE(tap(d, "Why it works"));
  d.settle();
  Json s = d.state();
  ASSERT_EQ(matrix(s, "A")["digits"], false) << "5 x 5 on a phone: squares without digits";
  const std::optional<ControlRect> panel = d.control("Panel");
  ASSERT_TRUE(panel);
  for (const std::string name : {"A", "[A | b]"}) {
    ASSERT_TRUE(tap(d, "Zoom " + name)) << name;
    d.settle();
    s = d.state();
    const Json z = matrix(s, name + " zoomed");
    ASSERT_TRUE(z.is_object()) << name << " zoomed is drawn";
    EXPECT_EQ(z["digits"], true) << name << ": its digits";
    EXPECT_EQ(z["rows"], 25);
    EXPECT_EQ(z["row_every"], 1) << "every row numbered";
    EXPECT_GE(z["x"].get<double>(), panel->rect.x) << "the strip starts within the pane";
    EXPECT_GT(z["width"].get<double>(), panel->rect.w) << "wider than the pane: it scrolls sideways";
  }
  ASSERT_TRUE(tap(d, "Zoom A"));  // now Unzoom
  d.settle();
  EXPECT_TRUE(matrix(d.state(), "A zoomed").is_null()) << "put away";
  // On a desktop Merlin's squares carry their digits: no Zoom to offer.
  AppDriver desk({.size = kDesktop, .link = "merlin:100/110/001"});
  ASSERT_TRUE(desk.click("Why it works")) << desk.last_error;
  EXPECT_FALSE(desk.control("Zoom A")) << "nothing to zoom";
}

// Mod 3 a 5 x 5's A once kept its digits at any width and ran past a phone's
// pane, its last columns cut at the edge. Now it is squares in the colours of
// the board's states, within the pane, and Zoom writes the digits; a
// desktop's pane has room for them.
TEST(AppWhyPhone, AMatrixModKTooWideForThePaneIsSquaresWithinItAndZoomWritesItsDigits) {
  const std::string k3 = "lightsout5x5-k3:22211/22202/11122/10102/10020";
  for (const Size size : {kSmallPhone, kPhone}) {
    AppDriver d({.size = size, .link = k3});
    ASSERT_TRUE(tap(d, "Why it works"));
    d.settle();
    const std::optional<ControlRect> panel = d.control("Panel");
    ASSERT_TRUE(panel);
    for (const std::string name : {"A", "[A | b]"}) {
      const Json m = matrix(d.state(), name);
      ASSERT_TRUE(m.is_object()) << name;
      EXPECT_EQ(m["digits"], false) << name << " at " << size.width << " px: squares without digits";
      EXPECT_LE(m["x"].get<double>() + m["width"].get<double>(), panel->rect.x + panel->rect.w) << name << ": within the pane";
      ASSERT_TRUE(in_sight(d, "Zoom " + name) && tap(d, "Zoom " + name)) << name;
      d.settle();
      EXPECT_EQ(matrix(d.state(), name + " zoomed")["digits"], true) << name << " zoomed: its digits";
    }
  }
  AppDriver desk({.size = kDesktop, .link = k3});
  ASSERT_TRUE(desk.click("Why it works")) << desk.last_error;
  EXPECT_EQ(matrix(desk.state(), "A")["digits"], true) << "a desktop's pane has room for the digits";
  EXPECT_FALSE(desk.control("Zoom A")) << "nothing to zoom";
}

}  // namespace
}  // namespace tl::app::testing
