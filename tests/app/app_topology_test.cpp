// app_topology_test.cpp: Lights Out on glued boards, headless, by the clicks
// a person makes: the topology picked in the picker, the marks on the glued
// edges (outside the cells, only on the edges that are glued), a press
// that leaves the board coming back through the twist, and the atlas of
// Klein bottles against the core's analysis with a bar that opens its board.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl::app::testing {
namespace {

std::string dark(int rows, int cols, const std::string& options) {
  std::string id = "lightsout" + std::to_string(rows) + "x" + std::to_string(cols) + options + ":";
  for (int r = 0; r < rows; ++r) id += (r ? "/" : "") + std::string(std::size_t(cols), '0');
  return id;
}

TEST(AppTopology, PickingATopologyStartsThatBoard) {
  AppDriver d({.size = Size{1400, 900}, .link = dark(5, 5, "")});
  ASSERT_TRUE(d.click("Topology")) << d.last_error;
  ASSERT_TRUE(d.click("Moebius band")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["topology"], "moebius");
  EXPECT_EQ(head_of(s), "lightsout5x5-moebius");
  EXPECT_EQ(s["title"], "Lights Out (Moebius band)");
  ASSERT_TRUE(d.click("Topology")) << d.last_error;
  ASSERT_TRUE(d.click("Torus")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["topology"], "torus");
  EXPECT_EQ(head_of(s), "lightsout5x5t") << "the torus keeps its 't'";
}

// A Moebius band 4 x 5: the left and right edges carry marks, the top and
// bottom none; the marks lie outside the cells. Button 1 (row 1, column 1)
// reaches past the left edge to row 4, column 5: the band's twist.
TEST(AppTopology, GluedEdgesAreMarkedAndAPressComesBackThroughTheTwist) {
  for (Size size : {Size{1400, 900}, Size{360, 700}}) {
    AppDriver d({.size = size, .link = dark(4, 5, "-moebius")});
    const std::optional<ControlRect> left = d.control("Glued left edge"), right = d.control("Glued right edge");
    ASSERT_TRUE(left && right) << size.width;
    EXPECT_FALSE(d.control("Glued top edge")) << "a band's top edge is not glued";
    const std::optional<Rect> first = d.button(1), last = d.button(20);
    ASSERT_TRUE(first && last);
    EXPECT_LE(left->rect.x + left->rect.w, first->x + 0.5f) << size.width << ": the left marks sit outside the cells";
    EXPECT_GE(right->rect.x + 0.5f, last->x + last->w) << size.width << ": the right marks too";
    EXPECT_GT(left->rect.h, 3.0f * first->h) << "along the whole edge";
    if (size.width < 500) ASSERT_TRUE(tap_button(d, 1));
    else ASSERT_TRUE(d.press(1)) << d.last_error;
    const Json s = d.state();
    std::vector<int> want(20, 0);
    for (int cell : {0, 1, 5, 19}) want[std::size_t(cell)] = 1;  // itself, right, below, and row 4 column 5
    EXPECT_EQ(s["cells"].get<std::vector<int>>(), want) << size.width;
  }
  AppDriver plain({.link = dark(4, 5, "")});
  EXPECT_FALSE(plain.control("Glued left edge")) << "nothing is glued on a plain board";
  AppDriver klein({.link = dark(4, 5, "-klein")});
  EXPECT_TRUE(klein.control("Glued top edge") && klein.control("Glued bottom edge") && klein.control("Glued left edge"));
}

// The atlas of Klein bottles, from its link: N = 1..256 in slices, each bar
// the nullity `togglelab analyze` reports, and a bar opens its board.
TEST(AppTopology, TheKleinBottleAtlasAgreesWithTheAnalysisAndABarOpensItsBoard) {
  AppDriver d({.size = Size{1400, 1000}, .link = dark(5, 5, "") + "~atlas=klein"});
  ASSERT_TRUE(d.click("Compute atlas")) << d.last_error;
  const Json s = frames_until(d, [](const Json& t) { return t.contains("atlas") && t["atlas"]["nullities"].size() == 256; });
  ASSERT_EQ(s["atlas"]["nullities"].size(), 256u);
  EXPECT_EQ(s["atlas"]["topology"], "klein");
  for (int n : {2, 5, 6, 7, 12, 40}) {
    const Result<Puzzle> p = parse_puzzle_id(dark(n, n, "-klein"), Surface::Cli);
    ASSERT_TRUE(p);
    EXPECT_EQ(s["atlas"]["nullities"][std::size_t(n - 1)], int(analyze_rules(*p->machine).quiet_generator_count)) << n;
  }
  ASSERT_TRUE(click_inside(d, "Atlas plot", 5.5f / 256.0f, 0.5f)) << "the plot in sight";
  EXPECT_EQ(head_of(d.state()), "lightsout6x6-klein") << "the bar opened the 6 x 6 Klein bottle";
}

}  // namespace
}  // namespace tl::app::testing
