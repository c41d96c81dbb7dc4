// diy_midend_test.cpp: the midend's do-it-yourself elimination: on and off,
// refusals with their reason, the standard steps to the reduced form, and s
// pressed on the board solves it as the student's own presses.
#include "core/midend/midend.hpp"

#include <gtest/gtest.h>

namespace tl {
namespace {

TEST(MidendDiy, MerlinToTheReducedFormAndPressed) {
  Midend m = Midend::open("merlin:100/110/001");
  EXPECT_EQ(m.diy(), nullptr) << "off until asked for";
  m.set_diy(true);
  ASSERT_NE(m.diy(), nullptr);
  EXPECT_FALSE(m.diy_apply({RowOpKind::Swap, 2, 2, 1})) << "a row with itself";
  int steps = 0;
  while (!m.diy()->reduced() && steps++ < 1000) ASSERT_TRUE(m.diy_next_step()) << m.diy_message();
  EXPECT_TRUE(m.diy()->solvable());
  EXPECT_TRUE(m.diy_press_solution());
  EXPECT_TRUE(m.solved());
  EXPECT_EQ(m.session().moves(), 4) << "s = 5, 6, 7, 9 (Arnold and Blaszak)";
  EXPECT_FALSE(m.session().help_used()) << "the student's own presses";
  EXPECT_NE(m.diy_message().find("solved"), std::string::npos) << m.diy_message();
}

TEST(MidendDiy, RefusesANonUnitModFour) {
  Midend m = Midend::open("lightsout3x3-k4:123/000/321");
  m.set_diy(true);
  ASSERT_NE(m.diy(), nullptr);
  EXPECT_FALSE(m.diy_apply({RowOpKind::Scale, 0, 0, 2}));
  EXPECT_NE(m.diy_message().find("2 has no inverse mod 4"), std::string::npos) << m.diy_message();
  m.set_diy(false);
  EXPECT_EQ(m.diy(), nullptr);
}

}  // namespace
}  // namespace tl
