// app_invariant_test.cpp: an unsolvable position shows why on the board:
// the cells of an invariant it breaks (a sum no press changes, which the
// goal needs changed) are outlined, one invariant at a time with its words
// and Next invariant, on the Play tab of the desktop and the phone and in
// the Why tab. The outlined cells are checked against the core's analysis
// of the rules and, apart from it, against every button's press.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl::app::testing {
namespace {

const std::string kCorner = "lightsout5x5:10000/00000/00000/00000/00000";  // the corner alone: unsolvable on 5x5
const std::string kThreeStates = "lightsout4x4-k3:1100/0000/0000/0000";    // rank 14 of 16 over Z_3
const std::string kTorus = "lightsout3x3t:111/000/000";                    // rank 5 of 9

// The invariant generators of the rules (analyze_rules, as `togglelab
// analyze` lists them) that the position breaks, each as 1-based cells.
std::vector<std::vector<int>> core_broken(const std::string& id) {
  const Result<Puzzle> p = parse_puzzle_id(id);
  EXPECT_TRUE(p) << id;
  if (!p) return {};
  const Machine& m = *p->machine;
  const std::vector<int> lights = m.cells(p->position), goal = m.goal_cells(p->position);
  std::vector<std::vector<int>> out;
  for (const ZkInvariant& inv : analyze_rules(m).invariants) {
    long long now = 0, want = 0;
    std::vector<int> cells;
    for (std::size_t c = 0; c < inv.weights.size(); ++c) {
      now += inv.weights[c] * lights[c];
      want += inv.weights[c] * goal[c];
      if (inv.weights[c]) cells.push_back(int(c) + 1);
    }
    if (now % inv.modulus != want % inv.modulus) out.push_back(cells);
  }
  return out;
}

// Apart from the analysis: the outlined weighted sum is one no press
// changes, and the position's differs from its goal's.
void expect_an_invariant_the_position_breaks(const std::string& id, const Json& inv) {
  const Result<Puzzle> p = parse_puzzle_id(id);
  ASSERT_TRUE(p);
  const Machine& m = *p->machine;
  const std::vector<int> cells = ints(inv["cells"]), weights = ints(inv["weights"]);
  const int modulus = inv["modulus"];
  ASSERT_EQ(cells.size(), weights.size());
  ASSERT_GT(modulus, 1);
  auto sum = [&](const std::vector<int>& values) {
    long long s = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) s += (long long)weights[i] * values[std::size_t(cells[i] - 1)];
    return int(s % modulus);
  };
  const std::vector<int> before = m.cells(p->position);
  for (int b = 0; b < m.button_count(); ++b) {
    Position q = p->position;
    m.press(q, b);
    EXPECT_EQ(sum(m.cells(q)), sum(before)) << "button " << b + 1 << " changes the outlined sum";
  }
  EXPECT_EQ(inv["now"], sum(before));
  EXPECT_EQ(inv["goal"], sum(m.goal_cells(p->position)));
  EXPECT_NE(inv["now"], inv["goal"]) << "the goal needs it changed";
}

TEST(AppInvariant, AnUnsolvableFiveByFiveOutlinesTheCellsWhoseParityCannotChange) {
  AppDriver d({.link = kCorner});
  Json s = d.state();
  ASSERT_TRUE(s["min_presses"].is_null()) << "the corner alone cannot be solved";
  ASSERT_TRUE(s.contains("invariant") && s["invariant"].is_object()) << "an outline on the board";
  const Json inv = s["invariant"];
  const std::vector<std::vector<int>> core = core_broken(kCorner);
  ASSERT_FALSE(core.empty());
  EXPECT_EQ(ints(inv["cells"]), core[0]) << "the core's first broken invariant";
  EXPECT_EQ(inv["count"], core.size());
  EXPECT_EQ(inv["modulus"], 2);
  expect_an_invariant_the_position_breaks(kCorner, inv);
  const std::string words = inv["words"];
  EXPECT_NE(words.find("These " + std::to_string(inv["cells"].size()) + " outlined cells change together"), std::string::npos)
      << words;
  EXPECT_NE(words.find("stays 1 (odd); the goal needs 0 (even)"), std::string::npos) << words;
  EXPECT_EQ(words.find("numbered from 1"), std::string::npos) << "no cell numbers to count: " << words;

  // A press of the corner's light away makes it solvable: no outline.
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.press(1)) << d.last_error;
  s = d.state();
  EXPECT_FALSE(s["min_presses"].is_null()) << "all dark";
  EXPECT_TRUE(s["invariant"].is_null()) << "solvable: nothing outlined";
}

TEST(AppInvariant, NextInvariantStepsThroughEveryOneThePositionBreaksOnATorusAndWithThreeStates) {
  for (const std::string& id : {kTorus, kThreeStates}) {
    AppDriver d({.link = id});
    const std::vector<std::vector<int>> core = core_broken(id);
    ASSERT_GE(core.size(), 2u) << id << ": several invariants broken";
    Json inv = d.state()["invariant"];
    ASSERT_TRUE(inv.is_object()) << id;
    ASSERT_EQ(inv["count"], core.size()) << id;
    for (std::size_t k = 0; k < core.size(); ++k) {
      EXPECT_EQ(inv["shown"], k + 1) << id;
      EXPECT_EQ(ints(inv["cells"]), core[k]) << id << ": invariant " << k + 1;
      expect_an_invariant_the_position_breaks(id, inv);
      ASSERT_TRUE(d.click("Next invariant")) << d.last_error;
      inv = d.state()["invariant"];
    }
    EXPECT_EQ(inv["shown"], 1) << id << ": after the last, the first again";
  }
  // Three states: the words say the sum mod 3.
  AppDriver d({.link = kThreeStates});
  const std::string words = d.state()["invariant"]["words"];
  EXPECT_NE(words.find("by a multiple of 3"), std::string::npos) << words;
  EXPECT_NE(words.find("mod 3; the goal needs 0 mod 3"), std::string::npos) << words;
}

// The same outline and its control on the phone's Play tab and in the Why
// tab on both screens.
TEST(AppInvariant, TheOutlineAndNextInvariantAreOnThePhoneAndInTheWhyTab) {
  for (const Size size : {kDesktop, kPhone, kSmallPhone}) {
    AppDriver d({.size = size, .link = kTorus});
    EXPECT_TRUE(in_sight(d, "Next invariant")) << "on the Play tab at " << size.width;
    ASSERT_TRUE(d.click("Next invariant")) << d.last_error;
    EXPECT_EQ(d.state()["invariant"]["shown"], 2);
    ASSERT_TRUE(d.click("Why it works")) << d.last_error;
    Json s = d.state();
    EXPECT_EQ(s["tab"], "why");
    EXPECT_EQ(s["invariant"]["shown"], 2) << "the same invariant outlined in the Why tab";
    ASSERT_TRUE(in_sight(d, "Next invariant")) << "in the Why tab at " << size.width;
    ASSERT_TRUE(d.click("Next invariant")) << d.last_error;
    EXPECT_EQ(d.state()["invariant"]["shown"], 3);
  }
}

}  // namespace
}  // namespace tl::app::testing
