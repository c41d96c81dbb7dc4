// app_words_test.cpp: what the screen says and where, headless: one phrase
// for one idea wherever a machine's rules, its tick boxes and its flags name
// it ("Pressed light changes too", whose ID option stays -noself), and the
// solved banner beside the board, never over one of its cells.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "app/progress_view.hpp"
#include "core/progress/series.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {
namespace {

const std::string kPhrase = "Pressed light changes too";

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

// Every kind whose press may leave the pressed light alone names that
// choice with the one phrase: its tick box, its flag's help and its rules.
TEST(AppWords, ThePressedLightChangesTooIsOnePhraseInRulesTickBoxesAndFlags) {
  int kinds = 0;
  for (const MachineKind& k : machine_kinds()) {
    const auto self = std::find_if(k.params.begin(), k.params.end(), [](const ParamSpec& p) { return p.key == "self"; });
    if (self == k.params.end()) continue;
    ++kinds;
    EXPECT_EQ(self->label, kPhrase) << k.name << "'s tick box";
    EXPECT_NE(lower(k.how_to_play).find(lower(kPhrase)), std::string::npos) << k.name << "'s rules: " << k.how_to_play;
    for (const std::string& other : {std::string("no self"), std::string("changes itself"), std::string("stays")})
      EXPECT_EQ(lower(k.how_to_play + " " + self->help).find(other), std::string::npos)
          << k.name << " words it another way: '" << other << "'";
  }
  EXPECT_GE(kinds, 2) << "Lights Out and Lights Out on a graph";

  // On screen: the tick box of each, by the same label.
  AppDriver d;
  for (const char* title : {"Lights Out", "Lights Out on a graph"}) {
    ASSERT_TRUE(d.click("Machine")) << d.last_error;
    ASSERT_TRUE(d.click(title)) << d.last_error;
    d.settle();
    EXPECT_TRUE(in_sight(d, kPhrase)) << title << ": the tick box " << kPhrase;
  }
}

bool overlap(const Rect& a, const Rect& b) {
  return a.x + 0.5f < b.right() && b.x + 0.5f < a.right() && a.y + 0.5f < b.bottom() && b.y + 0.5f < a.bottom();
}

// The banner of a game solved by clicks (`challenge`: today's Merlin daily,
// whose banner is taller) holds apart from every cell, its buttons in sight
// and hit over what it covers (Close closes it).
void expect_banner_beside_the_board(Size size, const std::string& link, bool challenge) {
  AppDriver d({.size = size, .link = link});
  const std::string at = link + " at " + std::to_string(int(size.width)) + "x" + std::to_string(int(size.height));
  if (challenge) {
    const std::vector<SeriesSpec>& all = all_series();
    const auto merlin = std::find_if(all.begin(), all.end(), [](const SeriesSpec& s) { return s.name == "merlin"; });
    ASSERT_NE(merlin, all.end());
    ASSERT_TRUE(open_daily(d.app(), d.today(), int(merlin - all.begin()))) << at;
  }
  for (int b : solver_presses(str(d.state()["id"]))) ASSERT_TRUE(d.press(b)) << at << ": " << d.last_error;
  d.settle();
  ASSERT_EQ(d.state()["banner"], true) << at;
  const std::optional<ControlRect> banner = d.control("Solved banner");
  ASSERT_TRUE(banner) << at;
  const int buttons = d.state()["buttons"];
  for (int b = 1; b <= buttons; ++b) {
    const std::optional<Rect> cell = d.button(b);
    ASSERT_TRUE(cell) << at << ": cell " << b;
    EXPECT_FALSE(overlap(banner->rect, *cell)) << at << ": the banner covers cell " << b;
  }
  for (const char* label : {challenge ? "Show statistics" : "Share", "Close banner", challenge ? "Share result" : "New puzzle"}) {
    const std::optional<ControlRect> c = d.control(label);
    ASSERT_TRUE(c) << at << ": " << label;
    EXPECT_TRUE(c->visible) << at << ": " << label << " in sight";
  }
  ASSERT_TRUE(d.click("Close banner")) << at << ": " << d.last_error;
  EXPECT_FALSE(d.control("Solved banner")) << at << ": Close, over the panel, closed it";
}

// Merlin's goal is defined by its middle row: the banner must leave every
// cell in sight, on the desktop and on phones, for a free game and for a
// challenge.
TEST(AppWords, TheSolvedBannerNeverCoversACellOfTheBoard) {
  for (const Size size : {kDesktop, kPhone, kSmallPhone, kLandscapePhone, Size{1024, 600}}) {
    for (const std::string& link : {std::string("merlin:100/110/001"), std::string("lightsout5x5:00000/00100/01110/00100/00000")})
      expect_banner_beside_the_board(size, link, false);
    expect_banner_beside_the_board(size, "", true);
  }
}

}  // namespace
}  // namespace tl::app::testing
