// diy_midend_test.cpp: the do-it-yourself elimination beside the midend (DiyDesk): on and off,
// refusals with their reason, the standard steps to the reduced form, and s
// pressed on the board solves it as the student's own presses.
#include "core/midend/diy_desk.hpp"

#include <gtest/gtest.h>

namespace tl {
namespace {

TEST(MidendDiy, MerlinToTheReducedFormAndPressed) {
  Midend m = Midend::open("merlin:100/110/001");
  DiyDesk desk;
  EXPECT_EQ(desk.get(m), nullptr) << "off until asked for";
  desk.set_on(true, m);
  ASSERT_NE(desk.get(m), nullptr);
  EXPECT_FALSE(desk.apply(m, {RowOpKind::Swap, 2, 2, 1})) << "a row with itself";
  int steps = 0;
  while (!desk.get(m)->reduced() && steps++ < 1000) ASSERT_TRUE(desk.next_step(m)) << desk.message();
  EXPECT_TRUE(desk.get(m)->solvable());
  EXPECT_TRUE(desk.press_solution(m));
  EXPECT_TRUE(m.solved());
  EXPECT_EQ(m.session().moves(), 4) << "s = 5, 6, 7, 9 (Arnold and Blaszak)";
  EXPECT_FALSE(m.session().help_used()) << "the student's own presses";
  EXPECT_NE(desk.message().find("solved"), std::string::npos) << desk.message();
}

TEST(MidendDiy, RefusesANonUnitModFour) {
  Midend m = Midend::open("lightsout3x3-k4:123/000/321");
  DiyDesk desk;
  desk.set_on(true, m);
  ASSERT_NE(desk.get(m), nullptr);
  EXPECT_FALSE(desk.apply(m, {RowOpKind::Scale, 0, 0, 2}));
  EXPECT_NE(desk.message().find("2 has no inverse mod 4"), std::string::npos) << desk.message();
  desk.set_on(false, m);
  EXPECT_EQ(desk.get(m), nullptr);
}

}  // namespace
}  // namespace tl
