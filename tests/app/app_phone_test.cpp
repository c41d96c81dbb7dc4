// app_phone_test.cpp: the page as a phone game, headless, by fingers alone
// (touch events through the app's own gesture recogniser): every control that
// plays in reach of a thumb at each size, whole games by taps, a drag that
// scrolls and never presses, pinch, two-finger pan and double tap on a big
// board, a rotation that keeps the game, the solved banner. Ported from
// tests/e2e/browser_phone.test.mjs, which keeps what only a browser shows
// (a real finger through SDL's touch translation, the drawn pixels, frames at
// rest counted in the page).
#include <gtest/gtest.h>

#include <regex>

#include "app/shape/screen_layout.hpp"
#include "app_driver.hpp"
#include "example_ids.hpp"
#include "finger_support.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

const std::string kFive = "lightsout5x5:00000/00100/01110/00100/00000";

struct Phone {
  Size size;
  const char* layout;
};
const Phone kPhones[] = {
    {{320, 568}, "tall"}, {{360, 640}, "tall"}, {{390, 844}, "tall"}, {{844, 390}, "landscape"}, {{768, 1024}, "tall"},
};
const char* const kBar[] = {"Hint", "Press next", "Undo", "Redo", "New", "Menu"};

// `togglelab new --machine lightsout --seed 4`: a dealt 5x5 game.
std::string dealt_five() { return dealt(kFive, 4); }

bool on_screen(const Rect& r, Size s) {
  return r.x >= 0 && r.y >= 0 && r.right() <= s.width + 0.5f && r.bottom() <= s.height + 0.5f;
}
// Sharing more than half a pixel (the board's cells abut: one's right edge is the next one's left).
bool overlap(const Rect& a, const Rect& b) {
  return a.x + 0.5f < b.right() && b.x + 0.5f < a.right() && a.y + 0.5f < b.bottom() && b.y + 0.5f < a.bottom();
}

class AppPhoneSizes : public ::testing::TestWithParam<Phone> {};

// Replaces browser_phone.test.mjs "WxH: the bar's actions and the board's
// buttons are on screen and finger-sized; a dealt game by taps" (the lit
// cells' pixels stay in the browser), with the layout rules it relies on:
// nothing that plays overlaps another, and the move count stays in sight.
TEST_P(AppPhoneSizes, TheBarAndTheBoardAreOnScreenFingerSizedApartAndADealtGameIsTappedToSolved) {
  const Phone v = GetParam();
  const Size s = v.size;
  AppDriver d({.size = s, .link = kFive});
  EXPECT_EQ(d.state()["layout"], v.layout);
  std::vector<Rect> bar;
  for (const char* label : kBar) {
    const std::optional<ControlRect> r = d.control(label);
    ASSERT_TRUE(r) << label << " is not drawn";
    EXPECT_TRUE(on_screen(r->rect, s)) << label << " is outside the " << s.width << "x" << s.height << " screen";
    EXPECT_GE(r->rect.w, kMinTouchTarget) << label << " is narrower than a finger";
    EXPECT_GE(r->rect.h, kMinTouchTarget) << label << " is lower than a finger";
    bar.push_back(r->rect);
  }
  for (std::size_t i = 0; i < bar.size(); ++i)
    for (std::size_t j = i + 1; j < bar.size(); ++j) EXPECT_FALSE(overlap(bar[i], bar[j])) << kBar[i] << " overlaps " << kBar[j];
  const std::optional<ControlRect> status = d.control("Status");
  ASSERT_TRUE(status) << "no move count";
  EXPECT_TRUE(on_screen(status->rect, s)) << "the move count is out of sight";
  std::vector<Rect> buttons;
  for (int b = 1; b <= 25; ++b) {
    const std::optional<Rect> r = d.button(b);
    ASSERT_TRUE(r) << "button " << b;
    EXPECT_TRUE(on_screen(*r, s)) << "button " << b << " is off screen";
    EXPECT_GE(r->w, kMinTouchTarget) << "button " << b;
    EXPECT_GE(r->h, kMinTouchTarget) << "button " << b;
    for (std::size_t i = 0; i < bar.size(); ++i) EXPECT_FALSE(overlap(*r, bar[i])) << "button " << b << " under " << kBar[i];
    EXPECT_FALSE(overlap(*r, status->rect)) << "button " << b << " under the move count";
    for (std::size_t i = 0; i < buttons.size(); ++i) EXPECT_FALSE(overlap(*r, buttons[i])) << "buttons " << i + 1 << " and " << b;
    buttons.push_back(*r);
  }
  for (const Rect& r : bar) EXPECT_FALSE(overlap(r, status->rect)) << "the bar over the move count";
  // Every control a thumb plays in the panel too (tabs, buttons, check boxes) is a finger high.
  for (const ControlRect& c : d.app().control_rects)
    if (c.name != "Panel" && c.name != "Bar" && c.name != "Status" && !c.text) {
      EXPECT_GE(c.rect.h, kMinTouchTarget) << c.name << " is lower than a finger";
    }
  // A dealt game by taps on this screen, following the hint.
  const std::string id = dealt_five();
  ASSERT_TRUE(d.load(id));
  const TapWalk w = follow_hints_by_taps(d);
  EXPECT_TRUE(w.last["solved"]) << "following the hint's taps did not solve " << id;
  EXPECT_EQ(w.last["moves"], core_solve(id).press_count) << "presses (the fewest)";
}

INSTANTIATE_TEST_SUITE_P(Phones, AppPhoneSizes, ::testing::ValuesIn(kPhones), [](const auto& info) {
  return std::to_string(int(info.param.size.width)) + "x" + std::to_string(int(info.param.size.height));
});

// Replaces browser_phone.test.mjs "390x844: a whole game by taps alone
// (hints, Undo, Redo, New, Menu, Merlin, the Why tab)" (that no mouse event
// reaches the page stays in the browser: here only touch events are sent).
TEST(AppPhone, AWholeGameByTapsAloneHintsUndoRedoNewMenuMerlinTheWhyTab) {
  const std::string id = dealt_five();
  const std::size_t fewest = core_solve(id).press_count;
  ASSERT_GE(fewest, 8u) << "the dealt game " << id << " needs only " << fewest << " presses";
  AppDriver d({.size = kPhone, .link = id});
  Json s = d.state();
  EXPECT_EQ(s["min_presses"], fewest) << "the page's fewest presses against the core's";
  int drags = 0;
  const TapWalk game = follow_hints_by_taps(d);
  s = game.last;
  ASSERT_TRUE(s["solved"]) << "following the hint's taps did not solve the board";
  EXPECT_EQ(s["moves"], fewest) << "presses (the fewest)";
  EXPECT_EQ(s["banner"], true);
  EXPECT_TRUE(d.control("Solved banner")) << "no solved banner";
  const std::string words = s["banner_words"];
  EXPECT_TRUE(std::regex_search(words, std::regex("Solved in \\d+ press"))) << words;
  EXPECT_NE(words.find("with help"), std::string::npos) << words;
  ASSERT_TRUE(finger_tap(d, "Undo"));
  s = d.state();
  EXPECT_FALSE(s["solved"]) << "Undo took the last press back";
  EXPECT_EQ(s["redo_depth"], 1);
  ASSERT_TRUE(finger_tap(d, "Redo"));
  s = d.state();
  EXPECT_TRUE(s["solved"]) << "Redo pressed it again";
  const Json old_id = s["id"];
  ASSERT_TRUE(finger_tap(d, "New"));
  s = d.state();
  EXPECT_NE(s["id"], old_id) << "New dealt a new puzzle";
  EXPECT_EQ(s["moves"], 0);
  // The menu: the machine picker in a sheet over the board.
  ASSERT_TRUE(finger_tap(d, "Menu"));
  s = d.state();
  EXPECT_TRUE(s["sheet_open"]) << "the menu opened no sheet";
  EXPECT_EQ(s["tab"], "machine");
  ASSERT_TRUE(finger_tap(d, "Merlin's Magic Squares", &drags));  // a finger-high list, no drop-down
  EXPECT_EQ(d.state()["machine"], "merlin") << "machine chosen by taps";
  EXPECT_FALSE(d.state()["sheet_open"]) << "picking the machine closed the sheet";
  ASSERT_TRUE(finger_tap(d, "Menu"));
  EXPECT_TRUE(d.state()["sheet_open"]) << "Menu opens it again";
  ASSERT_TRUE(finger_tap(d, "Menu"));
  EXPECT_FALSE(d.state()["sheet_open"]) << "Menu closed the sheet";
  // Merlin solved by taps, by the hint's buttons, in the fewest presses.
  const std::size_t merlin_fewest = core_solve(d.state()["id"]).press_count;
  const TapWalk merlin = follow_hints_by_taps(d);
  EXPECT_TRUE(merlin.last["solved"]) << "Merlin was not solved by taps";
  EXPECT_EQ(std::size_t(merlin.presses), merlin_fewest) << "Merlin's presses by hints (the fewest)";
  // The Why tab, and its elimination stepped by taps.
  ASSERT_TRUE(finger_tap(d, "Why it works", &drags));
  s = d.state();
  EXPECT_EQ(s["tab"], "why");
  const int step0 = s["elimination"]["step"];
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(finger_tap(d, "Next step", &drags));
  EXPECT_EQ(d.state()["elimination"]["step"], step0 + 3) << "elimination steps by taps";
  std::printf("        %d taps on Hint and %d on the board for Lights Out's %zu presses; %d drags in all\n", game.hints,
              game.presses, fewest, drags);
}

// Replaces browser_phone.test.mjs "a drag on the panel scrolls it and presses
// nothing; a tap presses exactly one button" (a real finger's drag and tap
// through SDL stay in the browser).
TEST(AppPhone, ADragOnThePanelScrollsItAndPressesNothingATapPressesOneButton) {
  AppDriver d({.size = kPhone, .link = kMerlin});
  ASSERT_TRUE(finger_tap(d, "Why it works"));
  const std::optional<ControlRect> before = d.control("Copy link to this view");
  ASSERT_TRUE(before);
  finger_drag(d, {kPhone.width / 2, 760}, {kPhone.width / 2, 480});  // on the panel, over its buttons
  const std::optional<ControlRect> after = d.control("Copy link to this view");
  const float moved = before->rect.y - (after ? after->rect.y : -1e9f);  // gone above: scrolled out of sight
  EXPECT_GT(moved, 200) << "the panel moved too little for a 280 px drag";
  Json s = d.state();
  EXPECT_EQ(Json::array({s["moves"], s["undo_depth"], s["elimination"]["step"]}), Json::array({0, 0, 0}))
      << "moves, history and elimination after a drag";
  // The same with the sheet open: it scrolls, nothing under the finger is pressed.
  ASSERT_TRUE(finger_tap(d, "Menu"));
  ASSERT_TRUE(finger_tap(d, "Why it works"));  // the Why tab, in the sheet over the board
  s = d.state();
  EXPECT_TRUE(s["sheet_open"]);
  EXPECT_EQ(s["tab"], "why");
  const std::optional<ControlRect> copy = d.control("Copy link to this view");
  ASSERT_TRUE(copy);
  finger_drag(d, {kPhone.width / 2, 700}, {kPhone.width / 2, 300});
  const std::optional<ControlRect> copy_after = d.control("Copy link to this view");
  EXPECT_LT(copy_after ? copy_after->rect.y : -1e9f, copy->rect.y - 100) << "the open sheet did not scroll";
  s = d.state();
  EXPECT_EQ(Json::array({s["moves"], s["undo_depth"], s["edit_mode"], s["elimination"]["step"]}), Json::array({0, 0, false, 0}))
      << "a drag on the sheet pressed something";
  ASSERT_TRUE(finger_tap(d, "Menu"));
  ASSERT_TRUE(tap_button_once(d, 5));
  s = d.state();
  EXPECT_EQ(Json::array({s["moves"], s["undo_depth"]}), Json::array({1, 1})) << "one tap, one press";
}

// Replaces browser_phone.test.mjs "pinch zooms a 64 x 64 board and two
// fingers pan it; a double tap resets; no press from fingers".
TEST(AppPhone, PinchZoomsABigBoardTwoFingersPanItADoubleTapResetsNoPressFromFingers) {
  AppDriver d({.size = kPhone});
  const std::string id = dealt("lightsout64x64:" + std::string(64 * 64, '0'), 3);  // `new --size 64x64 --seed 3`
  ASSERT_TRUE(d.load(id));
  Json s = d.state();
  EXPECT_EQ(s["rows"], 64);
  // Too dense for a finger at the page's scale: it opens zoomed so a button
  // is a finger wide (44 px), and a double tap shows the whole board.
  EXPECT_NEAR(s["zoom"].get<double>(), kMinTouchTarget / (d.control("Board")->rect.w / 64),
              0.01)  // the canvas: 64 unzoomed cells
      << "zoomed to a finger's width";
  ASSERT_TRUE(d.button(1));
  EXPECT_NEAR(d.button(1)->w, kMinTouchTarget, 0.01);
  const int history = s["undo_depth"];  // the load is in the history
  double_tap(d, {kPhone.width / 2, d.button(1)->y + 10}, {kPhone.width / 2 + 4, d.button(1)->y + 12});
  s = d.state();
  EXPECT_EQ(s["zoom"], 1.0) << "a double tap shows the whole board";
  EXPECT_EQ(Json::array({s["moves"], s["undo_depth"]}), Json::array({0, history})) << "and presses nothing";
  const std::optional<Rect> r0 = d.button(2080);
  ASSERT_TRUE(r0);
  const float cx = kPhone.width / 2, cy = r0->y;
  two_fingers(d, {{{cx - 40, cy}, {cx + 40, cy}}}, {{{cx - 150, cy}, {cx + 150, cy}}});
  s = d.state();
  EXPECT_GT(s["zoom"].get<double>(), 3) << "after a pinch from 80 to 300 px";
  const std::optional<Rect> r1 = d.button(2080);
  ASSERT_TRUE(r1);
  EXPECT_GT(r1->w, r0->w * 3) << "button rectangles did not grow";
  two_fingers(d, {{{cx - 60, cy}, {cx + 60, cy}}}, {{{cx - 10, cy + 50}, {cx + 110, cy + 50}}});
  const std::optional<Rect> r2 = d.button(2080);
  ASSERT_TRUE(r2);
  EXPECT_NEAR(r2->x - r1->x, 50, 6) << "two fingers moved 50 px";
  EXPECT_NEAR(r2->y - r1->y, 50, 6) << "two fingers moved 50 px";
  s = d.state();
  EXPECT_EQ(Json::array({s["moves"], s["undo_depth"]}), Json::array({0, history})) << "no press from the fingers";
  double_tap(d, {cx, cy}, {cx + 4, cy + 2});
  s = d.state();
  EXPECT_EQ(Json::array({s["zoom"], s["moves"], s["undo_depth"]}), Json::array({1.0, 0, history}))
      << "a double tap reset the zoom and pressed nothing";
}

// A board of few buttons but too dense for a finger on a phone (the cube's
// net: 54 stickers in a cross) opens zoomed, and a double tap shows it whole
// and the next zooms back, as on a big board; before, only boards over 12 a
// side waited for a double tap, so on the net the two taps pressed twice.
TEST(AppPhone, TheCubesNetOpensZoomedForAFingerAndADoubleTapShowsItWhole) {
  AppDriver d({.size = {320, 568}, .link = "graph-cube3:" + std::string(54, '0')});
  Json s = d.state();
  const double fitted = s["zoom"];
  EXPECT_GT(fitted, 1.0) << "the net is too dense for a finger at 320 px";
  ASSERT_TRUE(d.button(23));
  EXPECT_GE(d.button(23)->w, kMinTouchTarget - 0.5f) << "a sticker is a finger wide";
  const Point at = centre_of(d.control("Board")->rect);
  double_tap(d, at, {at.x + 3, at.y + 2});
  s = d.state();
  EXPECT_EQ(Json::array({s["zoom"], s["moves"]}), Json::array({1.0, 0}))
      << "a double tap shows the whole net and presses nothing";
  double_tap(d, at, {at.x + 3, at.y + 2});
  s = d.state();
  EXPECT_EQ(Json::array({s["zoom"], s["moves"]}), Json::array({fitted, 0})) << "the next zooms back to a finger";
}

// Replaces browser_phone.test.mjs "rotating 390x844 to 844x390 mid-game keeps
// the position and the history".
TEST(AppPhone, RotatingMidGameKeepsThePositionAndTheHistory) {
  AppDriver d({.size = kPhone, .link = kFive});
  ASSERT_TRUE(tap_button_once(d, 1));
  ASSERT_TRUE(tap_button_once(d, 7));
  Json s = d.state();
  const Json before = {s["id"], s["moves"], s["undo_depth"]};
  d.resize(kLandscapePhone);
  s = d.state();
  EXPECT_EQ(s["layout"], "landscape");
  EXPECT_EQ(Json({s["id"], s["moves"], s["undo_depth"]}), before) << "the game after rotating";
  const std::optional<ControlRect> undo = d.control("Undo");
  ASSERT_TRUE(undo);
  EXPECT_TRUE(on_screen(undo->rect, kLandscapePhone)) << "Undo is off the rotated screen";
  ASSERT_TRUE(finger_tap(d, "Undo"));
  EXPECT_EQ(d.state()["moves"], 1) << "Undo after rotating";
}

}  // namespace
}  // namespace tl::app::testing
