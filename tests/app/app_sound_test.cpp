// app_sound_test.cpp: sound, headless, as a player meets it: off on a first
// visit; the Sound box (or M) turns it on and the choice is remembered; then
// a press ticks, a solve chimes, a daily finished at par rings three marks;
// nothing while the window is hidden; M turns it off again. The platforms
// play the cues (web/shell.js through Web Audio, the desktop through SDL).
#include <gtest/gtest.h>

#include <algorithm>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "app/progress_view.hpp"
#include "core/progress/series.hpp"

namespace tl::app::testing {
namespace {

const std::string kStart = "lightsout3x3:000/010/000";

TEST(AppSound, OffAtFirstThenATickAPressAndAChimeASolve) {
  AppDriver d({.link = kStart});
  const std::vector<int> presses = solver_presses(kStart);
  ASSERT_GE(presses.size(), 2u);
  ASSERT_TRUE(d.press(presses[0]));
  EXPECT_TRUE(d.sounds.empty()) << "off on a first visit";
  EXPECT_FALSE(d.sound_on);
  ASSERT_TRUE(d.click("Sound")) << d.last_error;
  EXPECT_TRUE(d.sound_on);
  EXPECT_EQ(d.storage["sound"], "1") << "remembered";
  EXPECT_TRUE(d.sounds.empty()) << "turning it on plays nothing";
  for (std::size_t i = 1; i < presses.size(); ++i) ASSERT_TRUE(d.press(presses[i]));
  ASSERT_TRUE(d.state()["solved"]);
  std::vector<SoundCue> want(presses.size() - 2, SoundCue{SoundKind::Press});
  want.push_back({SoundKind::Solved});
  EXPECT_EQ(d.sounds, want) << "a tick for each press, a chime for the one that solved it";

  // Remembered across a restart; hidden, nothing plays.
  AppDriver again({.link = kStart, .saved = d.storage});
  EXPECT_TRUE(again.sound_on || again.frame().sound_on);
  again.visible = false;
  ASSERT_TRUE(again.press(presses[0]));
  EXPECT_TRUE(again.sounds.empty()) << "the window hidden: silent";
  again.visible = true;
  ASSERT_TRUE(again.press(presses[1]));
  EXPECT_EQ(again.sounds.size(), 1u);
  // M: off, and said.
  again.type("m");
  again.settle();
  EXPECT_FALSE(again.sound_on);
  EXPECT_NE(str(again.state()["message"]).find("Sound off"), std::string::npos) << again.state()["message"];
  ASSERT_TRUE(again.press(presses[0]));
  EXPECT_EQ(again.sounds.size(), 1u) << "off: nothing more";
  EXPECT_EQ(again.storage["sound"], "0");
}

TEST(AppSound, ADailyAtParRingsItsThreeMarks) {
  AppDriver d({.saved = {{"sound", "1"}}});
  const std::vector<SeriesSpec>& all = all_series();
  const auto merlin = std::find_if(all.begin(), all.end(), [](const SeriesSpec& s) { return s.name == "merlin"; });
  ASSERT_TRUE(open_daily(d.app(), d.today(), int(merlin - all.begin())));
  for (int b : solver_presses(str(d.state()["id"]))) ASSERT_TRUE(d.press(b));
  ASSERT_EQ(d.state()["challenge"]["mark"], 3);
  ASSERT_FALSE(d.sounds.empty());
  EXPECT_EQ(d.sounds.back(), (SoundCue{SoundKind::Mark, 3}));
}

}  // namespace
}  // namespace tl::app::testing
