// app_why_test.cpp: the "Why it works" views, headless, by the clicks a
// person makes.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"

namespace tl::app::testing {
namespace {

constexpr Size kBig{1400, 1000};
const std::string kMerlin = "merlin:100/110/001";  // Arnold and Blaszak's worked example

// Found porting browser_why's Do it yourself test: at 1400 px the button was put beside Take
// back past the panel's right edge, cut off there (the browser's click, at
// its middle, still landed). It shows whole at every width.
TEST(AppWhy, PressSOnTheBoardShowsWholeAtEveryWidth) {
  for (const Size size : {kBig, kDesktop, Size{1024, 700}, Size{1600, 900}, kPhone, kSmallPhone, kLandscapePhone}) {
    AppDriver d({.size = size, .link = kMerlin});
    ASSERT_TRUE(d.click("Why it works")) << d.last_error;
    ASSERT_TRUE(d.click("Do it yourself")) << d.last_error;
    for (int i = 0; i < 100 && !d.state()["diy"]["reduced"].get<bool>(); ++i)
      ASSERT_TRUE(d.click("Next standard step")) << d.last_error;
    EXPECT_TRUE(in_sight(d, "Press s on the board")) << "wholly in sight at " << size.width << "x" << size.height;
  }
}

}  // namespace
}  // namespace tl::app::testing
