// app_machines_test.cpp: every machine, headless: picked from the menu by
// clicks, a press changes exactly the right cells (checked against the rules
// written out below: Lights Out's plus, and Quatrainment as Tekriwal and
// Sinha word it in "The Game of Quatrainment", section 2.2), hints solve in
// the core's fewest presses. Ported from tests/e2e/browser_machines.test.mjs,
// which keeps a solved Ghaly board's pixels.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "app_driver.hpp"
#include "core/base/bits_text.hpp"
#include "core/ghaly/ghaly.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

// --- the rules, written out independently of the core ------------------------
// Lights Out: the pressed cell and its four neighbours (wrapping on a torus,
// where a cell met twice is toggled twice, i.e. not at all).
std::vector<int> lights_out_press(int rows, int cols, bool torus, int b) {
  std::vector<int> out(std::size_t(rows * cols), 0);
  const int r = b / cols, c = b % cols;
  for (auto [dr, dc] : {std::pair{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
    int rr = r + dr, cc = c + dc;
    if (torus) {
      rr = (rr + rows) % rows;
      cc = (cc + cols) % cols;
    } else if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) {
      continue;
    }
    out[std::size_t(rr * cols + cc)] ^= 1;
  }
  return out;
}

// Quatrainment, Tekriwal and Sinha's worded rules: a corner flips its corner
// triangle of six, an edge cell its three neighbours (not itself), a centre
// cell the plus.
std::vector<int> quatrainment_press(int b) {
  std::vector<int> out(16, 0);
  const int r = b / 4, c = b % 4;
  const bool corner = (r == 0 || r == 3) && (c == 0 || c == 3);
  const bool edge = !corner && (r == 0 || r == 3 || c == 0 || c == 3);
  if (corner) {
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j) {
        const int di = r == 0 ? i : 3 - i, dj = c == 0 ? j : 3 - j;
        if (di + dj <= 2) out[std::size_t(i * 4 + j)] = 1;
      }
    return out;
  }
  for (auto [dr, dc] : {std::pair{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
    if (edge && dr == 0 && dc == 0) continue;
    const int rr = r + dr, cc = c + dc;
    if (rr >= 0 && rr < 4 && cc >= 0 && cc < 4) out[std::size_t(rr * 4 + cc)] = 1;
  }
  return out;
}

// The menu, as a person opens it: Machine, then the title.
Json pick_machine(AppDriver& d, const std::string& title) {
  EXPECT_TRUE(d.click("Machine")) << d.last_error;
  EXPECT_TRUE(d.click(title)) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["title"], title) << "picked from the menu";
  return s;
}

// Presses each button of `buttons` (1-based) and checks what changed against `rule`.
template <class Rule>
Json press_and_compare(AppDriver& d, Json s, const std::vector<int>& buttons, Rule rule) {
  for (int b : buttons) {
    const std::vector<int> before = cells_of(s);
    EXPECT_TRUE(d.press(b)) << d.last_error;
    s = d.state();
    EXPECT_EQ(change_mod(before, cells_of(s), 2), rule(b - 1)) << "the cells toggled by button " << b;
  }
  return s;
}

// followHints of the browser file: the hints solve in the core's fewest presses.
Json hints_solve_in_the_fewest(AppDriver& d, const std::string& id) {
  const CoreAnswer core = core_solve(id);
  const HintWalk w = follow_hints(d, core.press_count);
  EXPECT_TRUE(w.last["solved"]);
  EXPECT_EQ(std::size_t(w.presses), core.press_count) << "presses by hints vs the core's fewest";
  return w.last;
}

// The hook says the open menu's rows are wholly in sight, as a person sees
// them (a row of ImGui's takes in half the item spacing around it, which at the
// menu's edge lies outside its clip rectangle: the hook once called every row
// hidden, and the browser's clicks turned the wheel forty times before each).
TEST(AppMachines, TheOpenMenusRowsAreReportedInSight) {
  AppDriver d;
  ASSERT_TRUE(d.click("Machine")) << d.last_error;
  for (const MachineKind& k : machine_kinds()) {
    const std::optional<ControlRect> row = d.control(k.title);
    ASSERT_TRUE(row) << k.title;
    EXPECT_TRUE(row->visible) << k.title << " in the open menu";
  }
}

// Replaces browser_machines.test.mjs "Lights Out: picked by clicks, a press
// toggles the plus, hints solve minimally".
TEST(AppMachines, LightsOutPickedByClicksAPressTogglesThePlusHintsSolveMinimally) {
  AppDriver d;
  Json s = pick_machine(d, "Lights Out");
  EXPECT_EQ(s["machine"], "lightsout");
  EXPECT_EQ(s["rows"], 5);
  EXPECT_EQ(s["cols"], 5);
  s = press_and_compare(d, s, {1, 13, 25, 7}, [](int b) { return lights_out_press(5, 5, false, b); });
  hints_solve_in_the_fewest(d, s["id"]);
}

// Replaces browser_machines.test.mjs "Lights Out on a 4x4 torus: wrapped presses".
TEST(AppMachines, LightsOutOnAFourByFourTorusWrapsItsPresses) {
  // `togglelab new --machine lightsout --size 4x4 --topology torus --seed 7`
  AppDriver d({.link = dealt("lightsout4x4t:0000/0000/0000/0000", 7)});
  EXPECT_EQ(d.state()["id"].get<std::string>().rfind("lightsout4x4t:", 0), 0u);
  press_and_compare(d, d.state(), {1, 6, 16}, [](int b) { return lights_out_press(4, 4, true, b); });
}

// Replaces browser_machines.test.mjs "Quatrainment: presses follow Tekriwal
// and Sinha's rules, hints reach the target".
TEST(AppMachines, QuatrainmentPressesFollowTekriwalAndSinhasRulesHintsReachTheTarget) {
  AppDriver d;
  Json s = pick_machine(d, "Quatrainment");
  s = press_and_compare(d, s, {1, 2, 4, 6, 16}, quatrainment_press);
  s = hints_solve_in_the_fewest(d, s["id"]);
  EXPECT_EQ(s["cells"], s["goal"]) << "matches the target";
}

// Replaces browser_machines.test.mjs "Custom rules (the cut-the-knot theory
// page's sub-boards): buttons off the board, rank shown".
TEST(AppMachines, CustomRulesSubBoardsButtonsOffTheBoardRankShown) {
  AppDriver d;
  Json s = pick_machine(d, "Custom rules");
  EXPECT_EQ(s["rows"], 4);
  EXPECT_EQ(s["cols"], 4);
  EXPECT_EQ(s["buttons"], 13) << "the cut-the-knot theory page's 4x4 board with 13 buttons";
  // Button 1 is the top-left 2x2 sub-board.
  const std::vector<int> before = cells_of(s);
  ASSERT_TRUE(d.press(1)) << d.last_error;
  s = d.state();
  EXPECT_EQ(change_mod(before, cells_of(s), 2), (std::vector<int>{1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}))
      << "button 1 flips its 2x2";
  s = hints_solve_in_the_fewest(d, s["id"]);
  // The rank the page shows (the Play tab's rank line reads the same field)
  // is the core's, and below 16: not every colouring can be reached.
  EXPECT_EQ(s["rank"], core_rank(s["id"])) << "the page's rank is analyze's";
  EXPECT_EQ(s["rank"], rank_from_custom_id(s["id"], 2)) << "and the rank of the ID's 13 patterns, eliminated here";
  EXPECT_LT(s["rank"].get<int>(), 16);
}

// Replaces browser_machines.test.mjs "Ghaly 4x4: colours match the core's,
// hints solve in the nearest count" (the browser keeps the solved board's pixels).
TEST(AppMachines, GhalyColoursMatchTheCoresHintsSolveInTheFewest) {
  AppDriver d;
  Json s = pick_machine(d, "Ghaly's machine");
  EXPECT_EQ(s["machine"], "ghaly");
  EXPECT_EQ(s["colours"].size(), 16u);
  ASSERT_TRUE(d.press(1)) << d.last_error;
  s = d.state();
  // `togglelab ghaly colours --W ... --sigma ... --tau ...`: the ID's parts
  // read as the CLI reads its flags, and the colours of Joyner's model.
  std::smatch m;
  const std::string id = s["id"];
  ASSERT_TRUE(std::regex_match(id, m, std::regex("^ghaly4:([01/]+),s=(\\d+),t=(\\d+)$"))) << id;
  std::string bits = m[1];
  std::erase(bits, '/');
  const Result<BitVec> W = parse_bits(bits, 16, 4, 0);
  const Result<ghaly::Perm> sigma = ghaly::parse_assignment_perm(m[2].str(), 4, "sigma", 0);
  const Result<ghaly::Perm> tau = ghaly::parse_assignment_perm(m[3].str(), 4, "tau", 0);
  ASSERT_TRUE(W && sigma && tau);
  EXPECT_EQ(s["colours"], ghaly::colours(4, *W, ghaly::Assignment{*sigma, *tau})) << "colours shown vs the core's";
  s = hints_solve_in_the_fewest(d, id);
  const std::set<int> lit(s["colours"].begin(), s["colours"].end());
  EXPECT_EQ(lit.size(), 1u) << "solved means one colour: " << s["colours"];
  EXPECT_FALSE(lit.count(0)) << "and lit: " << s["colours"];
}

}  // namespace
}  // namespace tl::app::testing
