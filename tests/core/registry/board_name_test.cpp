// board_name_test.cpp: a board's name in a player's words, from its ID's
// head, as the statistics screen lists the boards played: the machine's
// title, its size where the kind has one to pick, a torus and k states where
// the title does not say them; nothing for a head no machine reads.
#include <gtest/gtest.h>

#include "core/registry/registry.hpp"

namespace tl {
namespace {

TEST(BoardName, ReadsAsThePickerNamesTheBoard) {
  EXPECT_EQ(board_name("merlin"), "Merlin's Magic Squares") << "one size: none said";
  EXPECT_EQ(board_name("lightsout3x3"), "Lights Out, 3 x 3");
  EXPECT_EQ(board_name("lightsout5x5t"), "Lights Out (torus), 5 x 5");
  EXPECT_EQ(board_name("lightsout5x5-k3"), "Lights Out 2000, 5 x 5") << "the preset's name says its states";
  EXPECT_EQ(board_name("lightsout6x6-k3-moebius"), "Lights Out (Moebius band), 6 x 6, 3 states");
  EXPECT_EQ(board_name("lightsout4x4t-k4"), "Lights Out, 4 x 4, torus, 4 states");
  EXPECT_EQ(board_name("ghaly8"), "Ghaly's machine, 8 x 8");
  for (const char* head : {"", "nonsense", "lightsout0x3", "merlin-k3x", "lightsout99999x2"})
    EXPECT_EQ(board_name(head), "") << "\"" << head << "\"";
}

}  // namespace
}  // namespace tl
