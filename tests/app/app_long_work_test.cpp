// app_long_work_test.cpp: no frame of the app's own work takes long on the
// boards whose solves took seconds inside one frame (a 48 x 48 board with
// 254 states and row-and-column presses: 6 s in the page): the solution is
// worked out by the engine, beside the game (on the desktop's thread, in
// the page's worker, here after the app's step), while the board shows and
// takes presses; the hint, Show solution and Press next then work as on any
// board. The app's step is timed natively, Release build; under the
// sanitizers (several times slower) only the behaviour is checked.
#include <gtest/gtest.h>

#include <string>

#include "app_driver.hpp"
#include "core/registry/registry.hpp"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TL_TIMED_FRAMES 0
#endif
#endif
#ifndef TL_TIMED_FRAMES
#define TL_TIMED_FRAMES 1
#endif

namespace tl::app::testing {
namespace {

// The most milliseconds of the app's own work in any frame.
constexpr double kLongWorkMostStepMs = 250;

// A random solvable position of the rules `head` (every light dark gives the
// size; the deal is seeded, as New's).
std::string big_board_deal(const std::string& head, int cells, int states, uint64_t seed) {
  const std::string dark =
      states == 2 ? "x" + std::string(std::size_t(cells / 4), '0') : "h" + std::string(std::size_t(2 * cells), '0');
  Result<Puzzle> p = parse_puzzle_id(head + ":" + dark, Surface::Page);
  EXPECT_TRUE(p) << head << ": " << p.error().describe();
  return p ? p->machine->deal(p->machine, seed, false).id() : std::string();
}

// The 9 x 9 drawn rule of the page's largest drawn board: every entry 1 to 9.
std::string long_work_drawn_rule() {
  std::string rule;
  for (int r = 0; r < 9; ++r) {
    if (r) rule += '.';
    for (int c = 0; c < 9; ++c) rule += char('1' + (r * 9 + c) % 9);
  }
  return rule;
}

struct BigBoard {
  const char* name;
  std::string head;
  int cells, states;
};

class AppLongWork : public ::testing::TestWithParam<BigBoard> {};

TEST_P(AppLongWork, TheBoardAnswersWhileTheEngineSolvesAndHelpWorksWhenItComes) {
  const BigBoard& b = GetParam();
  AppDriver d({.size = kDesktop, .link = big_board_deal(b.head, b.cells, b.states, 5)});
  // The engine held (as the page's limitWork): what the player sees while it works.
  d.limit_work(0);
  EXPECT_EQ(d.state()["solving"], true) << "a board this big is solved by the engine";
  EXPECT_NE(d.screen_text().find("Working out the solution..."), std::string::npos) << d.screen_text();
  // A press while the engine works (the key that presses the cursor's
  // button: a graph of 1,024 vertices draws them smaller than a click): taken at once.
  d.key(Key::Space);
  EXPECT_EQ(d.state()["moves"], 1);
  EXPECT_EQ(d.state()["solving"], true);
  d.limit_work(-1);
  d.settle();
  Json s = d.state();
  ASSERT_EQ(s["solving"], false);
  ASSERT_FALSE(s["min_presses"].is_null()) << "dealt solvable";
  const int fewest = s["min_presses"];
  // The hint's three levels, each shown when the engine's answer comes.
  const char* const labels[] = {"Hint", "Which button?", "Why?"};
  for (int level = 1; level <= 3; ++level) {
    ASSERT_TRUE(d.click(labels[level - 1])) << d.last_error;
    d.settle();
    s = d.state();
    EXPECT_EQ(s["hint_level"], level);
  }
  EXPECT_FALSE(s["hint"].is_null());
  EXPECT_FALSE(s["hint_why"].get<std::string>().empty());
  EXPECT_EQ(s["hint_why"].get<std::string>().find("Working out"), std::string::npos) << "the why came";
  const int hinted = s["hint"];
  ASSERT_TRUE(d.click("Show solution")) << d.last_error;
  d.settle();
  s = d.state();
  EXPECT_EQ(s["marks_presses"], fewest);
  // Press next presses the hinted button (the solution's first) its whole count.
  const int times = s["hint_times"];
  ASSERT_TRUE(d.click("Press next")) << d.last_error;
  d.settle();
  s = d.state();
  EXPECT_EQ(s["moves"], 1 + times) << "pressed button " << hinted;
  EXPECT_EQ(s["min_presses"], fewest - times) << "the rest of a fewest solution";
#if TL_TIMED_FRAMES
  EXPECT_LT(d.longest_step_ms, kLongWorkMostStepMs) << b.name << ": the app's longest frame of work";
#endif
  std::printf("%s: the app's longest frame %.1f ms\n", b.name, d.longest_step_ms);
}

INSTANTIATE_TEST_SUITE_P(Boards, AppLongWork,
                         ::testing::Values(BigBoard{"rowcol48", "lightsout48x48-k254-rowcol", 48 * 48, 254},
                                           BigBoard{"projective256", "lightsout256x256-k255-projective", 256 * 256, 255},
                                           BigBoard{"wheel1024", "graph-wheel1024-k254-noself", 1024, 254},
                                           BigBoard{"complete1024", "graph-complete1024-k255", 1024, 255},
                                           BigBoard{"drawn64", "lightsout64x64-k210-d" + long_work_drawn_rule(), 64 * 64, 210},
                                           BigBoard{"k255_32", "lightsout32x32-k255", 32 * 32, 255}),
                         [](const ::testing::TestParamInfo<BigBoard>& i) { return std::string(i.param.name); });

// The Why tab on the same boards and on 256 x 256 Lights Out (mod 2): its
// explanation (A s = b, the elimination, the quiet patterns) is the
// engine's too, and its quiet patterns of 65,536 cells draw a square per
// pixel, not per cell (a first frame of 1,123 ms before).
struct WhyBoard {
  const char* name;
  std::string head;
  int cells, states;
  bool quiet;  // has quiet patterns to draw
};

class AppLongWhy : public ::testing::TestWithParam<WhyBoard> {};

TEST_P(AppLongWhy, TheWhyTabSaysItIsWorkingThenShowsTheEnginesExplanation) {
  const WhyBoard& b = GetParam();
  AppDriver d({.size = kDesktop, .link = big_board_deal(b.head, b.cells, b.states, 5) + "~why"});
  d.limit_work(0);
  EXPECT_NE(d.screen_text().find("Working out why..."), std::string::npos) << d.screen_text();
  EXPECT_EQ(d.state()["elimination"]["working"], true);
  // A press while it works: the explanation asked for is of the new position.
  d.key(Key::Space);
  EXPECT_EQ(d.state()["moves"], 1);
  d.limit_work(-1);
  d.settle();
  const Json s = d.state();
  EXPECT_EQ(s["elimination"]["working"], false);
  EXPECT_EQ(s["elimination"]["error"], "");
  EXPECT_FALSE(s["elimination"]["reachability"].empty()) << "Which positions can be reached";
  EXPECT_GT(s["elimination"]["solution_presses"].get<int64_t>(), 0) << "dealt solvable, one press from it";
  const std::string text = d.screen_text();
  EXPECT_EQ(text.find("Working out why..."), std::string::npos);
  EXPECT_NE(text.find("Which positions can be reached"), std::string::npos);
  if (b.quiet) { EXPECT_NE(text.find("quiet pattern"), std::string::npos); }
#if TL_TIMED_FRAMES
  EXPECT_LT(d.longest_step_ms, kLongWorkMostStepMs) << b.name << ": the app's longest frame of work";
#endif
  std::printf("%s~why: the app's longest frame %.1f ms\n", b.name, d.longest_step_ms);
}

INSTANTIATE_TEST_SUITE_P(Boards, AppLongWhy,
                         ::testing::Values(WhyBoard{"plain256", "lightsout256x256", 256 * 256, 2, true},
                                           WhyBoard{"k255_32", "lightsout32x32-k255", 32 * 32, 255, false},
                                           WhyBoard{"rowcol48", "lightsout48x48-k254-rowcol", 48 * 48, 254, false},
                                           WhyBoard{"complete1024", "graph-complete1024-k255", 1024, 255, false}),
                         [](const ::testing::TestParamInfo<WhyBoard>& i) { return std::string(i.param.name); });

}  // namespace
}  // namespace tl::app::testing
