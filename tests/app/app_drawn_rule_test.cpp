// app_drawn_rule_test.cpp: a press rule drawn by taps in the picker, headless,
// by the clicks and taps a person makes: "drawn rule" starts the plus as a
// drawing; a tap on a cell of the grid adds there, Apply plays it, and a
// press changes what was drawn; on a 320 px phone the grid fits the panel.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"

namespace tl::app::testing {
namespace {

TEST(AppDrawnRule, TapsDrawTheRuleApplyPlaysIt) {
  AppDriver d({.size = Size{1400, 900}, .link = "lightsout5x5:00000/00000/00000/00000/00000"});
  ASSERT_TRUE(d.click("Press shape")) << d.last_error;
  ASSERT_TRUE(d.click("drawn rule")) << d.last_error;
  EXPECT_EQ(head_of(d.state()), "lightsout5x5-d010.111.010") << "the plus, drawn";
  ASSERT_TRUE(d.click("Rule cell 1,1")) << d.last_error;  // up and left of the pressed cell
  ASSERT_TRUE(d.click("Rule cell 2,2")) << d.last_error;  // the pressed cell itself: off
  ASSERT_TRUE(d.click("Apply")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(head_of(s), "lightsout5x5-d110.101.010");
  EXPECT_EQ(s["title"], "Lights Out (drawn rule)");
  // A new game is dealt on the rule: what the press changes is the drawing.
  const std::vector<int> before = s["cells"].get<std::vector<int>>();
  ASSERT_TRUE(d.press(13)) << d.last_error;  // the middle: row 3, column 3
  const std::vector<int> after = d.state()["cells"].get<std::vector<int>>();
  std::vector<int> changed;
  for (int i = 0; i < 25; ++i)
    if (after[std::size_t(i)] != before[std::size_t(i)]) changed.push_back(i);
  EXPECT_EQ(changed, (std::vector<int>{6, 7, 11, 13, 17})) << "up-left, up, left, right, down; not the middle";
  // Larger keeps the drawing in the middle.
  ASSERT_TRUE(d.click("Rule larger")) << d.last_error;
  ASSERT_TRUE(d.click("Apply")) << d.last_error;
  EXPECT_EQ(head_of(d.state()), "lightsout5x5-d00000.01100.01010.00100.00000");
}

TEST(AppDrawnRule, OnA320PxPhoneTheGridFitsAndTakesTaps) {
  AppDriver d({.size = Size{320, 568}, .link = "lightsout5x5-k3-d010.111.010:00000/00000/00000/00000/00000"});
  ASSERT_TRUE(tap(d, "Menu")) << d.last_error;
  ASSERT_TRUE(tap(d, "Rule larger")) << d.last_error;
  ASSERT_TRUE(tap(d, "Rule larger")) << d.last_error;
  ASSERT_TRUE(tap(d, "Rule larger")) << d.last_error;  // 9 x 9
  for (int c = 1; c <= 9; ++c) {
    const std::optional<ControlRect> r = d.control("Rule cell 5," + std::to_string(c));
    ASSERT_TRUE(r) << c;
    EXPECT_GE(r->rect.x, 0.0f);
    EXPECT_LE(r->rect.x + r->rect.w, 320.0f) << "cell " << c << " inside the screen";
  }
  ASSERT_TRUE(tap(d, "Rule cell 1,9")) << d.last_error;
  ASSERT_TRUE(tap(d, "Rule cell 1,9")) << d.last_error;  // 2 of 0..2
  ASSERT_TRUE(tap(d, "Apply")) << d.last_error;
  EXPECT_EQ(head_of(d.state()),
            "lightsout5x5-k3-d000000002.000000000.000000000.000010000.000111000.000010000.000000000."
            "000000000.000000000");
}

}  // namespace
}  // namespace tl::app::testing
