// app_access_test.cpp: the game for those who cannot see the board or tell
// the colours apart, headless: Merlin played to solved by keys alone, reading
// only what the live region is told (AppOutput::announcement); the board's
// accessible name (AppOutput::board_label); reduce motion; the cursor naming
// Ghaly's colours. Ported from tests/e2e/browser_access.test.mjs, which keeps
// what only the page has (the canvas's aria-label and focus, the keys list,
// the device's prefers-reduced-motion reaching the app, the palette's letters).
#include <gtest/gtest.h>

#include <functional>
#include <regex>

#include "app_driver.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

const std::string kStart = "merlin:100/110/001";

// Does `act` and returns what the live region was told meanwhile (every
// sentence, joined). Emptied first, as the browser test emptied the region,
// so a key the app did not answer reads "" here and fails.
std::string say(AppDriver& d, const std::function<void()>& act) {
  d.announcements.clear();
  act();
  std::string heard;
  for (const std::string& a : d.announcements) heard += (heard.empty() ? "" : " ") + a;
  return heard;
}

// A click on a labelled control, and the state two frames after it: no
// settling, so an animation that would take seconds has not run yet.
Json click_and_look(AppDriver& d, const std::string& label) {
  d.settle();
  const std::optional<ControlRect> c = d.control(label);
  EXPECT_TRUE(c && c->visible) << label << " is not in sight";
  if (!c) return d.state();
  const float x = c->rect.x + c->rect.w / 2, y = c->rect.y + c->rect.h / 2;
  d.frame({InputEvent::mouse_move(x, y)});
  d.frame({InputEvent::mouse_button(0, true)});
  d.frame({InputEvent::mouse_button(0, false)});
  d.frame();
  d.frame();
  return d.state();
}

// Replaces browser_access.test.mjs "Merlin solved by keyboard alone, reading
// only the live region": H, arrows and Space, steered by what was heard.
TEST(AppAccess, MerlinSolvedByKeysAloneReadingOnlyTheLiveRegion) {
  AppDriver d({.link = kStart});
  ASSERT_FALSE(d.announcements.empty()) << "the first frame says what is on the board";
  EXPECT_EQ(d.announcements[0].rfind("Merlin's Magic Squares: ", 0), 0u) << d.announcements[0];
  const std::regex where("Hint: Look at row \\d");
  const std::regex which("Hint: press (\\d+) \\(row (\\d+), column (\\d+)\\)");
  const std::regex at_re("Button (\\d+), row (\\d+), column (\\d+): (lit|dark)");
  std::vector<std::string> transcript;
  auto hear = [&](const std::function<void()>& act) {
    transcript.push_back(say(d, act));
    return transcript.back();
  };
  // H goes one level further: where to look, then which button.
  std::string heard = hear([&] { d.type("h"); });
  EXPECT_TRUE(std::regex_search(heard, where)) << "the first H says where to look: " << heard;
  heard = hear([&] { d.type("h"); });
  std::smatch hint;
  ASSERT_TRUE(std::regex_search(heard, hint, which)) << "H said: " << heard;
  std::string hint_button = hint[1], hint_row = hint[2], hint_col = hint[3];
  // The cursor shows with the first arrow; every move names where it is.
  heard = hear([&] { d.key(Key::Right); });
  std::smatch at;
  ASSERT_TRUE(std::regex_search(heard, at, at_re)) << "an arrow said: " << heard;
  int row = std::stoi(at[2]), col = std::stoi(at[3]);
  for (int presses = 0; presses < 12 && heard.find("solved in") == std::string::npos; ++presses) {
    const int want_row = std::stoi(hint_row), want_col = std::stoi(hint_col);
    for (int moves = 0; (row != want_row || col != want_col) && moves < 8; ++moves) {
      const Key k = row < want_row ? Key::Down : row > want_row ? Key::Up : col < want_col ? Key::Right : Key::Left;
      heard = hear([&] { d.key(k); });
      ASSERT_TRUE(std::regex_search(heard, at, at_re)) << "an arrow said: " << heard;
      row = std::stoi(at[2]);
      col = std::stoi(at[3]);
    }
    heard = hear([&] { d.key(Key::Space); });
    EXPECT_EQ(heard.rfind("Pressed " + hint_button + ": ", 0), 0u) << "Space said: " << heard;
    if (std::regex_search(heard, hint, which)) {
      hint_button = hint[1], hint_row = hint[2], hint_col = hint[3];
    } else {
      ASSERT_NE(heard.find("solved in"), std::string::npos) << "no next hint: " << heard;
    }
  }
  EXPECT_NE(heard.find("solved in 4 moves"), std::string::npos) << "the last announcement: " << heard;
  // Checked against the game itself, once, at the end.
  const Json s = d.state();
  EXPECT_EQ(s["solved"], true);
  EXPECT_EQ(s["moves"], core_solve(kStart).press_count) << "solved in the fewest presses";
  EXPECT_GT(transcript.size(), 6u);
}

// Replaces the logic of browser_access.test.mjs "the canvas is labelled with
// the machine and its keys; the keys are listed on the page" (the page keeps
// the aria-label's wiring, the focus and the keys list): the board's name.
TEST(AppAccess, TheBoardIsNamedWithTheMachineItsShapeAndItsKeys) {
  AppDriver d({.link = kStart});
  std::string label = d.frame().board_label;
  EXPECT_EQ(label.rfind("Merlin's Magic Squares board, 3 by 3", 0), 0u) << label;
  for (const char* k : {"Space", "Arrow keys", "H shows a hint", "U undoes"})
    EXPECT_NE(label.find(k), std::string::npos) << "the label lacks " << k << ": " << label;
  ASSERT_TRUE(d.load("lightsout7x5:00000/00000/00000/00100/00000/00000/00000"));
  label = d.frame().board_label;
  EXPECT_TRUE(std::regex_search(label, std::regex("^Lights Out.* board, 7 by 5"))) << "label after loading: " << label;
}

// Replaces the logic of browser_access.test.mjs "prefers-reduced-motion: Play
// and Run jump to their end" (the page keeps the device's setting reaching
// the app): Play presses every mark at once; Run goes straight to the end of
// the elimination, with two states and three, and asks for no frames after.
TEST(AppAccess, ReduceMotionPlayAndRunJumpToTheirEnd) {
  {
    AppDriver d({.size = {1400, 1000}, .link = kStart});
    d.app().settings.reduce_motion = true;  // as the device's setting sets it (AppInput::reduce_motion)
    ASSERT_TRUE(d.click("Show solution")) << d.last_error;
    const Json s = click_and_look(d, "Run");
    EXPECT_EQ(s["solved"], true) << "solved at once";
    EXPECT_EQ(s["moves"], 4);
    EXPECT_EQ(s["playing"], false);
  }
  // The one Why screen: two states and three behave alike (the 3-state screen once animated).
  for (const std::string& link : {kStart, std::string("merlin-k3:012/120/201")}) {
    AppDriver d({.size = {1400, 1000}, .link = link});
    d.app().settings.reduce_motion = true;
    ASSERT_TRUE(d.click("Why it works")) << d.last_error;
    Json s = d.state();
    EXPECT_EQ(s["elimination"]["step"], 0) << link << ": the elimination starts at [A | b]";
    s = click_and_look(d, "Run");
    EXPECT_EQ(s["elimination"]["step"], s["elimination"]["steps"]) << link << ": Run went straight to the end";
    EXPECT_EQ(s["elimination"]["done"], true) << link;
    EXPECT_GT(s["elimination"]["steps"].get<int>(), 10) << link << ": a real elimination";
    // With the pointer resting in a corner, 1.5 s on the clock draws nothing.
    d.frame({InputEvent::mouse_move(1395, 995)});
    EXPECT_LT(d.settle(), 10) << link;
    for (int f = 0; f < 15; ++f) EXPECT_FALSE(d.frame({}, 0.1).wants_frame) << link << ": a frame asked for after Run";
    EXPECT_EQ(d.state()["elimination"]["step"], s["elimination"]["steps"]) << link;
  }
}

// Replaces the cursor's part of browser_access.test.mjs "Ghaly's colour-blind
// palette marks each colour with a letter" (the letters' pixels stay in the
// browser): with the palette on, the cursor names the colour under it.
TEST(AppAccess, WithTheColourBlindPaletteTheCursorNamesTheColour) {
  // Joyner's Example 28: all sixteen squares red (vermillion in the palette).
  AppDriver d({.size = {1400, 1000}, .link = "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678"});
  ASSERT_TRUE(d.click("Colour-blind palette")) << d.last_error;
  const std::string heard = say(d, [&] { d.key(Key::Right); });
  EXPECT_TRUE(std::regex_search(heard, std::regex("Button 2, row 1, column 2: vermillion")))
      << "the cursor names the colour: " << heard;
}

}  // namespace
}  // namespace tl::app::testing
