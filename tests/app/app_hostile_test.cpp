// app_hostile_test.cpp: hostile input the app must survive with a clear
// message, never a crash or a blank screen, headless:
//   - 1,000 links as the page's hashchange and --load hand them over: random
//     bytes, mutations of real IDs (a character changed, dropped, doubled,
//     cut), huge ones, invalid UTF-8, sizes out of range, links whose Why
//     part (~elim=, ~diy=, ~lesson=) is mutated; after each the app still
//     shows a game, and a refused one says where it went wrong;
//   - storage left by an older or a corrupted version: the saved game set
//     aside with a note, the preferences ignored, the app playable.
// The page's own decoding of the URL hash (percent escapes, a 200 KB hash)
// stays in the browser (tests/e2e/browser_hostile.test.mjs).
// The random choices come from a fixed seed, so a failure replays exactly.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <regex>

#include "app/boards/board_draw.hpp"
#include "app/play_host.hpp"
#include "app_driver.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {
namespace {

class Hostile {
 public:
  explicit Hostile(uint32_t seed) : random_(seed) {
    for (const MachineKind& k : machine_kinds()) real_.push_back(k.default_id);
    for (const char* id : {"lightsout5x5-k3:01202/12010/00000/22110/01200", "merlin-k4:000/000/000",
                           "lightsout4x4t-k4-box-noself:0123/0000/0000/0000"})
      real_.emplace_back(id);
    real_.push_back("ghaly8:" + std::string(64, '0') +
                    ",s=1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16,t=1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16");
  }
  const std::vector<std::string>& real() const { return real_; }

  std::string next() {
    const std::string alphabet = "0123456789abcdefxhkt:/,=.-+% \xC3\xA9";  // and an é, two bytes
    const std::vector<std::string> views = {"why",      "elim=12",        "elim=0",  "diy", "diy=s1-2.a1-3x2.m2x3",
                                            "lesson=1", "lesson=2:10100", "lesson=3"};
    const std::string view_alphabet = "0123456789samxwhyelimdiyesson=:.-~%";
    const double r = uniform();
    const std::string& id = pick(real_);
    const std::size_t at = std::size_t(uniform() * double(id.size())) % id.size();
    if (r < 0.25) return id.substr(0, at) + pick_char(alphabet) + id.substr(at + 1);  // a character changed
    if (r < 0.40) return id.substr(0, at) + id.substr(at + 1);                        // dropped
    if (r < 0.50)
      return id.substr(0, at) + id.substr(at, 8) + id.substr(at, 8) + id.substr(at, 8) +
             id.substr(std::min(id.size(), at + 8));  // doubled
    if (r < 0.60) return id.substr(0, at);            // cut
    if (r < 0.70) {                                   // random text
      std::string s;
      for (int i = int(uniform() * 60); i > 0; --i) s += pick_char(alphabet);
      return s;
    }
    if (r < 0.78)
      return pick(std::vector<std::string>{"\xC3\x28", "\xE0\xA4", "\xFF\xFE", "%", "%%41", "\xED\xA0\x80"}) +
             id.substr(at);                                                                                     // invalid UTF-8
    if (r < 0.84) return id.substr(0, id.find(':')) + ":" + std::string(std::size_t(uniform() * 200000), '1');  // huge
    if (r < 0.90)
      return "lightsout" + std::to_string(int(uniform() * 100000)) + "x" + std::to_string(int(uniform() * 100000)) +
             ":0";   // sizes out of range
    if (r < 0.97) {  // a link's Why part, mutated
      const std::string& view = pick(views);
      const std::size_t v = std::size_t(uniform() * double(view.size() + 1)) % (view.size() + 1);
      const std::string mutated =
          uniform() < 0.8 ? view.substr(0, v) + pick_char(view_alphabet) + (v < view.size() ? view.substr(v + 1) : "") : view;
      return id + "~" + mutated + (uniform() < 0.2 ? "~" + pick(views) : "");
    }
    return id;  // a valid one now and then
  }

 private:
  double uniform() { return std::uniform_real_distribution<double>(0, 1)(random_); }
  template <class V>
  const typename V::value_type& pick(const V& v) {
    return v[std::size_t(uniform() * double(v.size())) % v.size()];
  }
  char pick_char(const std::string& s) { return s[std::size_t(uniform() * double(s.size())) % s.size()]; }

  std::mt19937 random_;
  std::vector<std::string> real_;
};

TEST(AppHostile, AThousandHostileLinksEachLeaveAGameAndAClearMessage) {
  Hostile hostile(7);
  AppDriver d({.size = {480, 360}, .link = hostile.real()[0]});
  const std::regex says_where("at character \\d+|puzzle ID too long|Could not open|opened, but not");
  int refused = 0, loaded = 0;
  const int n = 1000;
  for (int i = 0; i < n; ++i) {
    const std::string before = d.state()["id"];
    const std::string link = hostile.next();
    const bool ok = d.load(link);
    const Json s = d.state();
    const std::string id = s["id"];
    ASSERT_TRUE(id.find(':') != std::string::npos && !s["cells"].empty()) << "a game on screen after " << link.substr(0, 80);
    if (!ok && id == before) {
      ++refused;
      ASSERT_TRUE(s["message_is_error"]) << "a refused link says so: " << link.substr(0, 80);
      const std::string message = s["message"];
      ASSERT_TRUE(std::regex_search(message, says_where)) << "a message that says where: " << message.substr(0, 160);
    } else if (id != before) {
      ++loaded;
    }
  }
  std::printf("        %d refused with a message, %d loaded\n", refused, loaded);
  EXPECT_GT(refused, n / 3) << "most hostile links are refused";
  EXPECT_GT(loaded, n / 20) << "and the valid ones among them open";
  // Still playable by clicks.
  ASSERT_TRUE(d.load("merlin:100/110/001"));
  ASSERT_TRUE(d.press(5)) << d.last_error;
  EXPECT_EQ(d.state()["moves"], 1) << "a click still presses";
}

TEST(AppHostile, StorageFromAnotherVersionOrCorruptedIsSetAsideWithANote) {
  struct Case {
    std::string game;
    std::regex words;
  };
  const std::vector<Case> cases = {
      {"togglelab-save 99\nmerlin:100/110/001", std::regex("another version")},
      {std::string("\0\xC3\xBF garbage {{{", 14), std::regex("could not be restored")},
      {"merlin:100/1x0/001", std::regex("could not be restored")},
      {"togglelab-save 1\n" + std::string(100000, 'x'), std::regex("could not be restored")},
  };
  for (const Case& c : cases) {
    AppDriver d({.saved = {{"game", c.game}, {"colour_blind", "maybe"}, {"imgui", "[Window][\n]]]\nPos=NaN,1e999\n"}}});
    const Json s = d.state();
    EXPECT_NE(s["id"].get<std::string>().find(':'), std::string::npos);
    EXPECT_TRUE(std::regex_search(s["message"].get<std::string>(), c.words))
        << "a note about the saved game " << c.game.substr(0, 30) << ": " << s["message"];
    EXPECT_FALSE(d.app().settings.colour_blind) << "a preference that does not read is ignored";
    ASSERT_TRUE(d.press(1)) << d.last_error;
    EXPECT_EQ(d.state()["moves"], 1) << "playable";
  }
}

TEST(AppHostile, RecordsThatDoNotReadAreKeptAside) {
  AppDriver d({.saved = {{"records", "not records at all {"}}});
  EXPECT_TRUE(d.state()["message_is_error"]);
  ASSERT_TRUE(d.storage.count("records-set-aside")) << "the text is kept, never lost";
  EXPECT_EQ(d.storage["records-set-aside"], "not records at all {");
}

// Show solution on a board whose fewest solution has millions of presses
// (128 x 128, 255 states): the board shows a count per cell, the state
// carries at most 4,096 marks (and how many are left), the list under the
// buttons names the first buttons and how many more, and Next presses one
// button its whole count. Before, every frame copied and drew a mark per
// press, and each step copied them again: a step froze the page 72-92 s.
TEST(AppHostile, ShowSolutionOnMillionsOfPressesShowsCountsAndStepsAButton) {
  const Result<Puzzle> base = parse_puzzle_id("lightsout128x128-k255:h" + std::string(2 * 128 * 128, '0'), Surface::Cli);
  ASSERT_TRUE(base);
  AppDriver d({.size = kDesktop, .link = base->machine->deal(base->machine, 2, false).id()});
  // 16,384 cells: the engine works the solution out beside the game.
  EXPECT_EQ(d.state()["solving"], true);
  d.settle();
  Json s = d.state();
  ASSERT_EQ(s["solving"], false);
  const int fewest = s["min_presses"];
  ASSERT_GT(fewest, 1000000);
  ASSERT_TRUE(d.click("Show solution")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["marks_presses"], fewest);
  EXPECT_EQ(s["marks"].size(), 4096u) << "a state of kilobytes, not megabytes";
  EXPECT_LT(d.state().dump().size(), std::size_t(1) << 20);
  std::size_t cells = 0;
  const BoardMarks marks = board_marks(d.app());
  for (int c : marks.steps) cells += c > 0;
  EXPECT_GT(cells, 10000u) << "a count per cell, on most of the 16,384";
  const std::optional<ControlRect> list = d.control("Press list");
  ASSERT_TRUE(list) << "the solution's list is drawn";
  const int first = s["marks"][0], times = int(std::count(s["marks"].begin(), s["marks"].end(), first));
  ASSERT_TRUE(d.click("Press next")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["moves"], times) << "Next pressed button " << first << " its whole count";
  EXPECT_EQ(s["marks_presses"], fewest - times);
  EXPECT_EQ(s["min_presses"], fewest - times);
}

// A solution on a board whose cells are under 3 px, where no dot can be
// seen: the board shows the solution as a heat map (a shade per cell by its
// presses, the brightest where most), says so under the list, and zoomed
// in until the cells take a dot it shows the lights and the dots again.
TEST(AppHostile, ASolutionOnCellsTooSmallForDotsIsAHeatMapUntilZoomedIn) {
  const Result<Puzzle> base = parse_puzzle_id("lightsout256x256-k7:h" + std::string(2 * 256 * 256, '0'), Surface::Cli);
  ASSERT_TRUE(base);
  AppDriver d({.size = kDesktop, .link = base->machine->deal(base->machine, 3, false).id()});
  ASSERT_TRUE(d.click("Show solution")) << d.last_error;
  Json s = d.state();
  ASSERT_LT(d.app().board.cell, kStepDotMinPixels) << "256 cells a side on a desktop: under 3 px each";
  EXPECT_EQ(s["heat_map"], true);
  ASSERT_TRUE(d.control("Heat map")) << "the line that says what the board shows";
  // The shades follow the counts: none for no press, the brightest for the most.
  const BoardMarks marks = board_marks(d.app());
  const int top = *std::max_element(marks.steps.begin(), marks.steps.end());
  EXPECT_EQ(top, 6) << "with 7 states a button is pressed up to 6 times";
  EXPECT_EQ(heat_shade(0, top), 0);
  EXPECT_EQ(heat_shade(top, top), kHeatShades - 1);
  for (int n = 1; n < top; ++n) EXPECT_LT(heat_shade(n, top), heat_shade(n + 1, top)) << n;
  EXPECT_EQ(heat_shade(1, 1), kHeatShades - 1) << "two states: every pressed cell at its brightest";
  // Zoomed in by the wheel over the board: dots again, no heat map.
  const Rect board = d.app().board.rect;
  for (int i = 0; i < 12 && d.app().board.cell < kStepDotMinPixels; ++i)
    d.wheel_at(board.x + board.w / 2, board.y + board.h / 2, 1);
  ASSERT_GE(d.app().board.cell, kStepDotMinPixels) << "the wheel zoomed the board in";
  s = d.state();
  EXPECT_EQ(s["heat_map"], false);
  EXPECT_FALSE(d.control("Heat map"));
  // Hidden solution: no heat map at any size.
  ASSERT_TRUE(d.click("Hide solution")) << d.last_error;
  EXPECT_EQ(d.state()["heat_map"], false);
}

}  // namespace
}  // namespace tl::app::testing
