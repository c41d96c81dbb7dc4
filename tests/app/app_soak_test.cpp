// app_soak_test.cpp: a long random session, headless. Thousands of actions a
// person (or a cat on the keyboard) could take, spread over every machine:
// clicks anywhere on the screen, keys and typed letters, the wheel, machine
// switches and broken links as the page's hashchange loads them, window
// resizes from a phone to a desktop, the step-through's Play started and
// interrupted. Checks, as it goes and at the end:
//   - every frame's state reads as JSON with a game on screen;
//   - every 150 actions the app's answer for the puzzle on screen (solvable,
//     fewest presses, proven) equals a fresh solve of the same ID, as the
//     CLI's `solve` makes it: no cache of the app is stale.
// Under the sanitizers (make test's sanitizer layer) the same run is checked
// for memory errors and undefined behaviour. The browser keeps a short soak
// that reads the WebAssembly memory (tests/e2e/browser_soak.test.mjs).
// The random choices come from a fixed seed, so a failure replays exactly.
// SOAK_ACTIONS changes the count (default 3000, under the sanitizers 1000).
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <random>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/registry/registry.hpp"
#include "sanitized.hpp"

namespace tl::app::testing {
namespace {

int soak_actions() {
  const char* n = std::getenv("SOAK_ACTIONS");
  return n && std::atoi(n) > 0 ? std::atoi(n) : test::natively_or(3000, 1000);
}

// The app's answer on screen against a fresh solve of the same ID.
void consistent_with_a_fresh_solve(AppDriver& d, const std::string& where) {
  const Json s = d.state();
  const std::string id = s["id"];
  Result<Puzzle> p = parse_puzzle_id(id);
  ASSERT_TRUE(p) << where << ": the ID on screen does not parse: " << id.substr(0, 80);
  const Solution fresh = p->machine->solve(p->position);
  if (fresh.solvable) {
    EXPECT_EQ(s["min_presses"], fresh.presses.size()) << where << " on " << id.substr(0, 80);
    EXPECT_EQ(s["minimal"], fresh.minimal) << where << " on " << id.substr(0, 80);
  } else {
    EXPECT_TRUE(s["min_presses"].is_null()) << where << " on " << id.substr(0, 80);
  }
}

TEST(AppSoak, ThousandsOfRandomActionsOverEveryMachine) {
  std::vector<std::string> ids;
  for (const MachineKind& k : machine_kinds()) ids.push_back(k.default_id);
  for (const char* id : {"lightsout5x5-k3:01202/12010/00000/22110/01200", "merlin-k4:000/000/000",
                         "lightsout7x9t-x:000000000000000000000000000000000000000000000000000000000000000"})
    ids.emplace_back(id);
  ids.push_back("lightsout40x40:x" + std::string(400, '0'));
  ids.push_back("ghaly8:" + std::string(64, '0') +
                ",s=1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16,t=1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16");
  const std::vector<std::string> garbage =
      {"merlin:1",           "lightsout999x9:0",          "\xE0\xA4", "ghaly4:0000", std::string(5000, 'x'),
       "custom2x2:00/00,b=", "quatrainment:xFFFF,g=1,g=2"};
  const std::vector<Size> sizes = {kDesktop, kPhone, {1024, 700}, {800, 1000}, {1600, 900}, kSmallPhone, kLandscapePhone};
  struct Press {
    Key key;
    Modifiers mods;
  };
  const std::vector<Press> keys = {{Key::Up, {}},    {Key::Down, {}},  {Key::Left, {}},          {Key::Right, {}},
                                   {Key::Space, {}}, {Key::Enter, {}}, {Key::Z, {.ctrl = true}}, {Key::Y, {.ctrl = true}},
                                   {Key::Tab, {}},   {Key::Escape, {}}};
  const std::vector<std::string> letters = {"h", "s", "n", "u", "r", "?", "a"};

  AppDriver d({.link = ids[0]});
  std::mt19937 random(20261122);
  auto uniform = [&] { return std::uniform_real_distribution<double>(0, 1)(random); };
  auto pick = [&](const auto& v) -> const auto& { return v[std::size_t(uniform() * double(v.size())) % v.size()]; };
  Size size = kDesktop;
  const int actions = soak_actions();
  std::map<std::string, int> counts;
  int checks = 0;
  for (int i = 1; i <= actions; ++i) {
    const double r = uniform();
    std::string kind;
    if (r < 0.40) {
      kind = "click";
      d.click_at(float(uniform()) * size.width, float(uniform()) * size.height);
    } else if (r < 0.55) {
      kind = "key";
      const Press& p = pick(keys);
      d.key(p.key, p.mods);
    } else if (r < 0.65) {
      kind = "letter";
      d.type(pick(letters));
    } else if (r < 0.72) {
      kind = "wheel";
      d.wheel_at(float(uniform()) * size.width, float(uniform()) * size.height, float((uniform() - 0.5) * 6));
    } else if (r < 0.80) {
      kind = "machine";
      d.load(pick(ids));
    } else if (r < 0.83) {
      kind = "bad link";
      d.load(pick(garbage));
    } else if (r < 0.87) {
      kind = "resize";
      size = pick(sizes);
      d.resize(size);
    } else if (r < 0.93) {
      kind = "play";  // S shows the solution and steps; Play runs it, interrupted by what comes next
      d.type("s");
      if (const auto play = d.control("Run"); play && play->visible)
        d.click_at(play->rect.x + play->rect.w / 2, play->rect.y + play->rect.h / 2);
    } else {
      kind = "time";  // a while with no input: Play, Run and the feel move on
      for (int f = 0; f < 30; ++f) d.frame({}, 0.1);
    }
    ++counts[kind];
    const Json s = d.state();
    ASSERT_TRUE(s["id"].get<std::string>().find(':') != std::string::npos && !s["cells"].empty())
        << "a game on screen after action " << i << " (" << kind << ")";
    if (i % 150 == 0) {
      d.settle();
      consistent_with_a_fresh_solve(d, "after " + std::to_string(i) + " actions");
      ++checks;
    }
  }
  d.settle();
  consistent_with_a_fresh_solve(d, "at the end");
  EXPECT_EQ(checks, actions / 150);
  std::string summary;
  for (const auto& [kind, n] : counts) summary += kind + " " + std::to_string(n) + ", ";
  std::printf("        actions: %s%d checks against a fresh solve\n", summary.c_str(), checks);
  EXPECT_GT(counts["click"], actions / 4) << "the mix reached every kind of action";
  EXPECT_GT(counts["machine"], actions / 20);
}

// Big boards loaded again and again by links (each its own rule book):
// the history keeps at most Session::kHistoryRules of them, lets the oldest
// games go, says so, and the game in play undoes as before.
TEST(AppSoak, BigBoardsLoadedAgainAndAgainKeepAFewAndSaySo) {
  AppDriver d({.size = kDesktop});
  const Result<Puzzle> base = parse_puzzle_id("lightsout64x64-k255:h" + std::string(2 * 64 * 64, '0'), Surface::Cli);
  ASSERT_TRUE(base);
  std::string last;
  // Past the history's 16 rule books: 24 loads, under the sanitizers 18.
  for (int i = 0; i < test::natively_or(24, int(Session::kHistoryRules) + 2); ++i) {
    last = base->machine->deal(base->machine, uint64_t(i + 1), false).id();
    ASSERT_TRUE(d.load(last)) << d.last_error;
    EXPECT_LE(d.app().game.session().history_rules(), Session::kHistoryRules) << "after " << i + 1 << " loads";
  }
  const Json s = d.state();
  EXPECT_EQ(s["id"], last);
  EXPECT_NE(str(s["message"]).find("the oldest games' steps were let go"), std::string::npos) << s["message"];
  EXPECT_EQ(s["message_is_error"], false);
  EXPECT_LE(s["undo_depth"].get<int>(), int(Session::kHistoryRules));
}

}  // namespace
}  // namespace tl::app::testing
