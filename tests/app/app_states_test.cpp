// app_states_test.cpp: machines with k states per cell, headless, by clicks:
// a press adds one to exactly its pattern's cells (mod k, checked against the
// rule written out here), the Lights Out 2000 preset is one click, following
// hints (which say "x2" when a button is pressed twice) solves in the core's
// fewest presses, edit mode cycles a cell 0..k-1, the elimination mod 3 ends
// in the solver's presses and exports the CLI's worksheet, the rules editor
// over Z_3 cycles what a button adds, and past the proof's budget the count
// is marked not proven. Ported from tests/e2e/browser_states.test.mjs.
#include <gtest/gtest.h>

#include <regex>

#include "app/boards/board_palette.hpp"
#include "app/boards/board_draw.hpp"
#include "app_driver.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

// k-state Lights Out, plus shape with the pressed cell: each of those cells
// gains 1 (mod k); off the board nothing.
std::vector<int> plus_press(int rows, int cols, int b) {
  std::vector<int> out(std::size_t(rows * cols), 0);
  const int r = b / cols, c = b % cols;
  for (auto [dr, dc] : {std::pair{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
    const int rr = r + dr, cc = c + dc;
    if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) out[std::size_t(rr * cols + cc)] = 1;
  }
  return out;
}

// Replaces browser_states.test.mjs "3 states: a press adds one to the plus,
// three presses change nothing".
TEST(AppStates, ThreeStatesAPressAddsOneToThePlusThreePressesChangeNothing) {
  AppDriver d({.link = "lightsout5x5-k3:00000/00000/00000/00000/00000"});
  Json s = d.state();
  EXPECT_EQ(s["states"], 3);
  EXPECT_EQ(s["rows"], 5);
  EXPECT_EQ(s["cols"], 5);
  for (int b : {13, 1, 25, 13}) {
    const std::vector<int> before = cells_of(s);
    ASSERT_TRUE(d.press(b)) << d.last_error;
    s = d.state();
    EXPECT_EQ(change_mod(before, cells_of(s), 3), plus_press(5, 5, b - 1)) << "button " << b << " adds 1 to its plus";
  }
  ASSERT_TRUE(d.press(13)) << d.last_error;  // the third press of 13; 1 and 25 do not reach cell 13
  EXPECT_EQ(d.state()["cells"][12], 0) << "three presses of one button cancel on its cell";
}

// Replaces browser_states.test.mjs "Lights Out 2000 by its preset; hints
// ('x2') solve in the fewest presses".
TEST(AppStates, LightsOut2000ByItsPresetHintsSayX2AndSolveInTheFewest) {
  AppDriver d({.link = "lightsout5x5:00000/00100/01110/00100/00000"});
  ASSERT_TRUE(d.click("Lights Out 2000")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["title"], "Lights Out 2000");
  EXPECT_EQ(s["rows"], 5);
  EXPECT_EQ(s["cols"], 5);
  EXPECT_EQ(s["states"], 3);
  EXPECT_EQ(s["id"].get<std::string>().rfind("lightsout5x5-k3:", 0), 0u) << s["id"];
  // A start with a known answer (`togglelab new --machine lightsout --size 5x5 --states 3 --seed 4`).
  const std::string id = dealt("lightsout5x5-k3:00000/00000/00000/00000/00000", 4);
  ASSERT_TRUE(d.load(id));
  EXPECT_EQ(d.state()["id"], id);
  const CoreAnswer core = core_solve(id);
  ASSERT_TRUE(core.minimal) << "the core proves the fewest";
  const HintWalk w = follow_hints(d, core.press_count);
  EXPECT_TRUE(w.last["solved"]);
  EXPECT_EQ(std::size_t(w.presses), core.press_count) << "presses by hints vs the core's fewest";
  EXPECT_EQ(w.last["moves"], core.press_count) << "the move counter";
  bool twice = false;
  for (std::size_t i = 0; i + 1 < core.presses.size(); ++i) twice |= core.presses[i] == core.presses[i + 1];
  EXPECT_TRUE(w.saw_times || !twice) << "a button pressed twice was hinted x2";
}

// Replaces browser_states.test.mjs "edit mode cycles a cell through 0, 1, 2
// and back; Merlin with 4 states".
TEST(AppStates, EditModeCyclesACellThroughEveryStateMerlinWithFourStates) {
  AppDriver d({.link = "merlin-k4:000/000/000"});
  Json s = d.state();
  EXPECT_EQ(s["states"], 4);
  EXPECT_EQ(s["goal"], Json::array({3, 3, 3, 3, 0, 3, 3, 3, 3})) << "the ring in the top state";
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  std::vector<int> seen;
  for (int i = 0; i < 4; ++i) {
    ASSERT_TRUE(d.press(1)) << d.last_error;
    seen.push_back(d.state()["cells"][0]);
  }
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 3, 0})) << "cell 1 cycles through 0..3";
  ASSERT_TRUE(d.click("Edit")) << d.last_error;
  ASSERT_TRUE(d.click("Show solution")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["marks"].size(), core_solve(s["id"]).press_count) << "one mark per press";
}

// Replaces browser_states.test.mjs "Why it works over Z_3: Merlin's
// elimination mod 3 ends in the solver's presses".
TEST(AppStates, WhyItWorksOverZ3MerlinsEliminationEndsInTheSolversPresses) {
  const std::string id = "merlin-k3:012/120/201";
  AppDriver d({.link = id});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["tab"], "why");
  ASSERT_TRUE(s.contains("elimination")) << "the elimination is recorded";
  EXPECT_GT(s["elimination"]["steps"].get<int>(), 0);
  ASSERT_TRUE(d.click("Next step")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["elimination"]["step"], 1) << "one step";
  const std::regex inverse("inverse of 2 mod 3");
  for (int i = 0; i < 30 && !std::regex_search(s["elimination"]["caption"].get<std::string>(), inverse); ++i) {
    ASSERT_TRUE(d.click("Next step")) << d.last_error;
    s = d.state();
  }
  EXPECT_TRUE(std::regex_search(s["elimination"]["caption"].get<std::string>(),
                                std::regex("multiply row \\d+ by 2, the inverse of 2 mod 3")))
      << "a caption names the inverse: " << s["elimination"]["caption"];
  ASSERT_TRUE(d.click("To the end")) << d.last_error;
  s = d.state();
  EXPECT_TRUE(s["elimination"]["done"]) << "the reduced form is reached";
  EXPECT_EQ(s["elimination"]["solution"], core_solve(id).presses)
      << "s read off the reduced form is the solver's answer (A is invertible mod 3)";
  // The worksheet the page's Copy LaTeX exports (the hook's exportText).
  const std::string latex = export_text(d.app(), "latex");
  for (const char* part : {"\\begin{enumerate}", "A^{-1}", "pmod{3}"})
    EXPECT_NE(latex.find(part), std::string::npos) << "the LaTeX worksheet has " << part;
  // `togglelab explain ID --latex` (cmd_explain.cpp: to_latex of explain of the ID).
  const Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
  ASSERT_TRUE(p);
  const Result<Explanation> e = explain(*p);
  ASSERT_TRUE(e);
  EXPECT_EQ(latex, to_latex(*e)) << "the page's worksheet is the one `togglelab explain --latex` writes";
}

// A click on cell `cell` (0-based) of the rules editor's pattern of button
// `n`, at the cell's centre, as a person clicks it; returns the state once
// the rules changed.
Json click_pattern(AppDriver& d, int n, int cell, int cells) {
  const std::string label = "Pattern " + std::to_string(n);
  // Below the panel's fold: the wheel over the panel, towards it (bounded).
  d.settle();
  std::optional<ControlRect> r = d.control(label);
  for (int turns = 0; r && !r->visible && turns < 60; ++turns) {
    const Rect panel = d.control("Panel")->rect;
    d.wheel_at(panel.x + panel.w / 2, panel.y + panel.h / 2, r->rect.y < panel.y ? 1.0f : -1.0f);
    r = d.control(label);
  }
  EXPECT_TRUE(r && r->visible) << label << " in sight";
  if (!r) return d.state();
  d.click_at(r->rect.x + r->rect.w * (float(cell) + 0.5f) / float(cells), r->rect.y + r->rect.h / 2);
  return d.state();
}

// Replaces browser_states.test.mjs "custom rules over Z_3: the editor cycles
// what a button adds, the board and the rank follow".
TEST(AppStates, CustomRulesOverZ3TheEditorCyclesWhatAButtonAddsTheBoardAndRankFollow) {
  const std::string id = "custom1x3-k3:000,b=100.010";
  AppDriver d({.link = id});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["states"], 3);
  EXPECT_EQ(s["buttons"], 2);
  EXPECT_EQ(s["rank"], core_rank(id)) << "two buttons on three cells, rank as analyze says";
  EXPECT_EQ(s["rank"], rank_from_custom_id(id, 3)) << "and as the ID's patterns, eliminated mod 3 here";
  // Two clicks on the first cell of button 2: it now adds 2 there.
  click_pattern(d, 2, 0, 3);
  s = click_pattern(d, 2, 0, 3);
  EXPECT_TRUE(s["id"].get<std::string>().ends_with(",b=100.210")) << "button 2 adds 2 to cell 1: " << s["id"];
  ASSERT_TRUE(d.press(2)) << d.last_error;
  EXPECT_EQ(d.state()["cells"], Json::array({2, 1, 0})) << "a press of button 2 adds 2 and 1";
  ASSERT_TRUE(d.click("Add a button")) << d.last_error;
  s = click_pattern(d, 3, 2, 3);
  EXPECT_TRUE(s["id"].get<std::string>().ends_with(",b=100.210.101")) << "a third button adds 1 to cells 1 and 3: " << s["id"];
  EXPECT_EQ(s["buttons"], 3);
  EXPECT_EQ(s["rank"], core_rank(s["id"])) << "three buttons, rank as analyze says";
  EXPECT_EQ(s["rank"], rank_from_custom_id(s["id"], 3)) << "and as the ID's patterns, eliminated mod 3 here";
}

// Replaces browser_states.test.mjs "64x64 with 4 states: the count is marked
// not proven, with how far the search got, on a phone too": past the proof's
// budget (64 x 64 plus with 4 states: 2^42 solutions) the app says so and how
// far the search got, the CLI's words, on a 320 px phone.
TEST(AppStates, SixtyFourSquaredWithFourStatesTheCountIsMarkedNotProvenOnAPhone) {
  const std::string id = "lightsout64x64-k4:h" + [] {
    std::string s;
    for (int i = 0; i < 4096; ++i) s += "01";
    return s;
  }();
  const CoreAnswer core = core_solve(id);  // `togglelab solve ID --json --summary`
  EXPECT_FALSE(core.minimal);
  EXPECT_EQ(core.search.rfind("a local search; a proof needs about 2^", 0), 0u) << "the core says " << core.search;
  AppDriver d({.size = {320, 640}, .link = id});
  d.settle();
  const Json s = d.state();
  EXPECT_EQ(s["id"], id);
  EXPECT_EQ(s["layout"], "tall") << "a phone's layout";
  EXPECT_EQ(s["minimal"], false);
  EXPECT_EQ(s["search"], core.search) << "the app's words are the core's";
  EXPECT_EQ(s["min_presses"], core.press_count);
}

// The marks drawn on cells (a solution's dot and "x2", a hint's "x2", an
// invariant's weight) read on every cell colour a board can have: the mark
// 3:1 or more against the cell by its colour or one of its two edges, the count's
// text 4.5:1 on its badge (WCAG 2). Before, "x2" was the mark's colour
// straight on the cell: violet on lit amber is 1.8:1.
TEST(AppStates, TheCountsOnTheBoardReadOnEveryCellColour) {
  for (int theme = 0; theme < kThemeChoices; ++theme) {
    // The theme in effect is the one the last frame applied.
    AppDriver d({.saved = {{"theme", std::to_string(theme)}}});
    d.frame();
    std::vector<ImU32> fills;
    for (int k = 2; k <= 255; k = k < 16 ? k + 1 : k * 2 - 1)
      for (int v = 0; v < k; ++v) fills.push_back(cell_colour(v, false, false, k));
    for (bool blind : {false, true})
      for (int v = 0; v <= 8; ++v) fills.push_back(cell_colour(v, true, blind));
    if (theme == int(ThemeChoice::Dark)) {
      EXPECT_LT(contrast_ratio(step_colour(), cell_colour(1, false, false, 2)), 3.0f) << "violet straight on amber, as before";
    }
    for (const ImU32 mark : {step_colour(), hint_colour(), invariant_colour(), hover_colour()}) {  // hover: the reach badge
      EXPECT_GE(contrast_ratio(badge_text(mark), mark), 4.5f) << theme << ": " << std::hex << mark;
      for (const ImU32 fill : fills)
        EXPECT_GE(std::max({contrast_ratio(mark, fill), contrast_ratio(kMarkEdge, fill), contrast_ratio(kMarkHalo, fill)}), 3.0f)
            << theme << ": mark " << std::hex << mark << " on cell " << fill;
    }
  }
}

}  // namespace
}  // namespace tl::app::testing
