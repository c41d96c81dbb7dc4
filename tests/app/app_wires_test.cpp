// app_wires_test.cpp: Ghaly's colour-generator wires in the Why tab, each in
// the colour of the code its square shows (Joyner 2006's C_k), turned on by a
// click on the tick box, headless: read in what the app hands Dear ImGui to
// draw (the vertices inside the board) instead of the page's pixels.
// tests/e2e/browser_wires.test.mjs keeps the pixels and the screenshots: this
// adds what the app draws, and does not replace it.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app/screens/wiring/wiring_screen.hpp"
#include "app_person.hpp"
#include "imgui.h"

namespace tl::app::testing {
namespace {

struct Tally {
  int red = 0;   // reddish vertices (the palette's red)
  int grey = 0;  // the grey of a colour wire whose code is dark
};

// The vertices of this frame's draw data inside `r`, by colour.
Tally vertices_inside(const Rect& r) {
  Tally t;
  const ImDrawData* data = ImGui::GetDrawData();
  for (int l = 0; data && l < data->CmdListsCount; ++l)
    for (const ImDrawVert& v : data->CmdLists[l]->VtxBuffer) {
      if (v.pos.x < r.x || v.pos.x > r.x + r.w || v.pos.y < r.y || v.pos.y > r.y + r.h) continue;
      const int R = int((v.col >> IM_COL32_R_SHIFT) & 0xFF), G = int((v.col >> IM_COL32_G_SHIFT) & 0xFF),
                B = int((v.col >> IM_COL32_B_SHIFT) & 0xFF);
      if (R > 150 && G < 90 && B < 90) ++t.red;
      // The grey: the theme's disabled text (the dark theme's, the driver's device's).
      if ((v.col & 0x00FFFFFFu) == (theme_of(ThemeChoice::Dark, true).text_disabled & 0x00FFFFFFu)) ++t.grey;
    }
  return t;
}

// A frame drawn with the pointer away from the board (no label hovered),
// then what it drew on the board.
Tally board_after_a_frame(AppDriver& d, const Rect& board) {
  d.frame({InputEvent::mouse_move(1395, 995)});
  d.settle();
  d.frame({}, 0.0);
  return vertices_inside(board);
}

// Each square's colour wire has the colour of the code C_k that square shows
// (Joyner 2006): of a position's squares, as the core computes them apart
// from the app, how many show red (colour 1) and how many are dark (0).
struct Codes {
  int red = 0, dark = 0;
};
Codes codes_of(const std::string& id) {
  Codes c;
  const Result<Puzzle> p = parse_puzzle_id(id);
  EXPECT_TRUE(p && p->machine->wiring()) << id;
  if (!p || !p->machine->wiring()) return c;
  // A wiring machine's cells are its squares' colours (0 dark, 1 red, ...).
  for (int colour : p->machine->cells(p->position)) {
    c.red += colour == 1;
    c.dark += colour == 0;
  }
  return c;
}

// Turns the transmitter wiring off and the colour wiring on by their tick
// boxes; what the board had drawn before and after.
std::pair<Tally, Tally> colour_wires_on(AppDriver& d) {
  EXPECT_TRUE(d.click("Why it works")) << d.last_error;
  EXPECT_EQ(str(d.state()["tab"]), "why");
  EXPECT_TRUE(d.click("Transmitter wiring")) << d.last_error;  // off: only the colour wires are compared
  EXPECT_FALSE(d.app().wiring->model.show_transmitters);
  EXPECT_FALSE(d.app().wiring->model.show_colour_wires);
  const std::optional<Rect> first = d.button(1), last = d.button(16);
  EXPECT_TRUE(first && last);
  if (!first || !last) return {};
  const Rect board{first->x, first->y, last->x + last->w - first->x, last->y + last->h - first->y};
  const Tally before = board_after_a_frame(d, board);
  EXPECT_TRUE(d.click("Colour-generator wiring")) << d.last_error;
  EXPECT_TRUE(d.app().wiring->model.show_colour_wires);
  return {before, board_after_a_frame(d, board)};
}

// Each colour wire is drawn in its code's colour, a dark code's in grey: at
// least a quad of four vertices per wire of each kind, and none of a kind
// no square shows.
void expect_wires_as_their_codes(const std::string& id) {
  const Codes codes = codes_of(id);
  AppDriver d({.size = {1400, 1000}, .link = id});
  const auto [before, after] = colour_wires_on(d);
  EXPECT_EQ(before.grey, 0) << "no colour wire before the tick";
  if (codes.red > 0)
    EXPECT_GE(after.red, before.red + 4 * codes.red)
        << "red vertices on the board: " << before.red << " without the colour wires, " << after.red << " with them, for "
        << codes.red << " red squares";
  else EXPECT_EQ(after.red, before.red) << "no red wire";
  if (codes.dark > 0) EXPECT_GE(after.grey, 4 * codes.dark) << "grey wires for " << codes.dark << " dark squares";
  else EXPECT_EQ(after.grey, 0) << "no grey wire";
}

// Beside browser_wires' "colour-generator wires take the colour of their code" (kept there).
TEST(AppWires, ColourGeneratorWiresTakeTheColourOfTheirCode) {
  // Joyner's Example 28: every square red, so every colour wire is red too.
  const std::string example28 = "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678";
  const Codes codes = codes_of(example28);
  EXPECT_EQ(codes.red, 16);
  expect_wires_as_their_codes(example28);
}

TEST(AppWires, AWireOfADarkCodeIsGrey) {
  // No button pressed: every square dark, so every colour wire is grey.
  const std::string dark = "ghaly4:0000/0000/0000/0000,s=12345678,t=23415678";
  EXPECT_EQ(codes_of(dark).dark, 16);
  expect_wires_as_their_codes(dark);
  // And a few positions on the way between them.
  for (const char* id : {"ghaly4:1000/0100/0010/0001,s=12345678,t=23415678", "ghaly4:1100/0000/0011/0000,s=12345678,t=23415678",
                         "ghaly4:0110/1001/1001/0110,s=12345678,t=23415678"})
    expect_wires_as_their_codes(id);
}

}  // namespace
}  // namespace tl::app::testing
