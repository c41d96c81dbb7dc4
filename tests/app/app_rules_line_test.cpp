// app_rules_line_test.cpp: every machine's Play tab says what a press does
// in one line (its how-to-play's first sentence) on a phone's first screen
// and on the desktop, and the rest of the rules is one tap away. Before, a
// phone's Play tab showed the board and the goal only: the rules were in
// the Machine tab, two swipes down.
#include <gtest/gtest.h>

#include <string>

#include "app_person.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {
namespace {

std::string first_sentence(const std::string& text) { return text.substr(0, text.find(". ") + 1); }

TEST(AppRulesLine, EveryPlayTabSaysWhatAPressDoesOnTheFirstScreen) {
  for (const Size size : {Size{320, 568}, Size{390, 844}, Size{1280, 800}}) {
    for (const MachineKind& k : machine_kinds()) {
      const std::string where = std::to_string(int(size.width)) + " " + k.name;
      AppDriver d({.size = size, .link = k.default_id});
      const Json s = d.state();
      EXPECT_EQ(s["tab"], "play") << where;
      EXPECT_EQ(s["rules_line"], first_sentence(k.how_to_play)) << where;
      const std::optional<ControlRect> line = d.control("What a press does");
      ASSERT_TRUE(line) << where;
      EXPECT_TRUE(line->visible) << where << ": on the first screen, without scrolling";
      EXPECT_LE(line->rect.y + line->rect.h, size.height) << where;
    }
  }
}

TEST(AppRulesLine, TheRestIsOneTapAway) {
  AppDriver d({.size = {390, 844}, .link = "merlin:100/110/001"});
  ASSERT_TRUE(tap(d, "All rules")) << d.last_error;
  EXPECT_EQ(d.state()["rules_open"], true);
  const std::optional<ControlRect> opened = d.control("What a press does");
  ASSERT_TRUE(opened);
  ASSERT_TRUE(tap(d, "Less")) << d.last_error;
  EXPECT_EQ(d.state()["rules_open"], false);
  EXPECT_LT(d.control("What a press does")->rect.h, opened->rect.h) << "the whole text took more lines than its first sentence";
}

}  // namespace
}  // namespace tl::app::testing
