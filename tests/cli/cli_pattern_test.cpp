// cli_pattern_test.cpp: `togglelab pattern`: the ID after a pattern or a
// move, the same board the page's Patterns and moves makes (the core's
// change_board), random solvable boards that `solve` solves, and bad input
// refused with what is allowed.
#include <gtest/gtest.h>

#include "cli_support.hpp"
#include "core/game/board_patterns.hpp"
#include "core/registry/registry.hpp"

namespace tl::test {
namespace {

std::string out_id(const CliRun& r) { return r.out.substr(0, r.out.find('\n')); }

TEST(CliPattern, PrintsTheIdAfterAPatternOrAMove) {
  CliRun r = run_cli({"pattern", "lightsout4x5:00000/00000/00100/00000", "--apply", "border"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(out_id(r), "lightsout4x5:11111/10001/10001/11111");
  r = run_cli({"pattern", "lightsout3x3-k5:120/000/004", "--apply", "turn"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(out_id(r), "lightsout3x3-k5:001/002/400") << "a quarter turn clockwise";
  r = run_cli({"pattern", "lightsout3x3-k5:120/000/004", "--apply", "rotate-states", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"id\":\"lightsout3x3-k5:230/000/001\"")) << r.out;
  r = run_cli({"pattern", "lightsout3x3-k3:000/000/000", "--apply", "checkers", "--on", "goal"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(out_id(r), "lightsout3x3-k3:000/000/000,g=202/020/202");
}

TEST(CliPattern, RandomSolvableBoardsSolveAndASeedRepeats) {
  for (const char* id : {"lightsout5x5:00000/00000/00000/00000/00000",
                         "lightsout6x6-klein:000000/000000/000000/000000/000000/000000", "lightsout4x4-k4:0000/0000/0000/0000"}) {
    for (const char* seed : {"1", "2", "3"}) {
      const CliRun r = run_cli({"pattern", id, "--apply", "random-solvable", "--seed", seed});
      ASSERT_EQ(r.status, 0) << r.err;
      EXPECT_EQ(out_id(r), out_id(run_cli({"pattern", id, "--apply", "random-solvable", "--seed", seed})))
          << "one seed, one board";
      const CliRun s = run_cli({"solve", out_id(r), "--summary"});
      EXPECT_EQ(s.status, 0) << out_id(r) << ": " << s.err << s.out;
    }
  }
}

TEST(CliPattern, BadInputSaysWhatIsAllowed) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"pattern", "merlin:000/000/000"}, "--apply NAME is needed"},
      {{"pattern", "merlin:000/000/000", "--apply", "flip"}, "--apply must be one of all-lit, all-off"},
      {{"pattern", "merlin:000/000/000", "--apply", "invert", "--on", "both"}, "--on must be lights or goal"},
      {{"pattern", "lightsout3x3:000/000/000", "--apply", "rotate-states"}, "needs more than two states"},
      {{"pattern", "graph-petersen:0000000000", "--apply", "shift-up"}, "not a grid"},
      {{"pattern", "ghaly4:0000/0000/0000/0000,s=12345678,t=23415678", "--apply", "all-lit"}, "no goal of lights"},
  };
  for (const auto& [args, words] : cases) {
    const CliRun r = run_cli(args);
    EXPECT_EQ(r.status, 2) << words;
    EXPECT_TRUE(has(r.err, words)) << r.err;
  }
}

}  // namespace
}  // namespace tl::test
