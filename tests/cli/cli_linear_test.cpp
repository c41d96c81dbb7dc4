// cli_linear_test.cpp: solve, hint, analyze and new through the CLI's own entry point.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

using test::CliRun;
using test::has;

TEST(CliLinear, SolveMerlinSeedExample) {
  CliRun r = test::run_cli({"solve", "merlin:100/110/001", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"presses\":[5,6,7,9]")) << r.out;
  EXPECT_TRUE(has(r.out, "\"press_count\":4,\"minimal\":true,\"nullity\":0,\"solutions\":\"1\"")) << r.out;
}

TEST(CliLinear, SolveByFlagsAndUnsolvable) {
  CliRun r =
      test::run_cli({"solve", "--machine", "lightsout", "--size", "5x5", "--state", "00000/00100/01110/00100/00000", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"presses\":[13]")) << r.out;
  EXPECT_TRUE(has(r.out, "\"nullity\":2,\"solutions\":\"4\"")) << r.out;
  r = test::run_cli({"solve", "--machine", "lightsout", "--state", "10000/00000/00000/00000/00000", "--json"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.out, "\"solvable\":false")) << r.out;
  EXPECT_TRUE(has(r.out, "\"solutions\":\"0\",\"error\":\"no presses can reach the goal")) << r.out;
  r = test::run_cli({"solve", "--machine", "lightsout", "--size", "3x3", "--state", "0101", "--json"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.out, "{\"error\":\"--state at character 5: too few cells")) << r.out;
  r = test::run_cli({"solve", "--machine", "nosuch", "--state", "0", "--json"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.out, "\"error\"")) << r.out;
}

TEST(CliLinear, StateFromFileAndSummary) {
  std::string path = testing::TempDir() + "state.txt";
  std::ofstream(path) << "010\n111\n010\n";
  CliRun r = test::run_cli(
      {"solve", "--machine", "lightsout", "--size", "3x3", "--topology", "torus", "--state", "@" + path, "--json", "--summary"});
  EXPECT_EQ(r.status, 0);
  EXPECT_FALSE(has(r.out, "\"presses\"")) << r.out;
  EXPECT_TRUE(has(r.out, "\"solvable\":true")) << r.out;
}

TEST(CliLinear, HintIsTheLowestButtonOfAFewestPressSolution) {
  CliRun r = test::run_cli({"hint", "quatrainment:1010/0101/1010/0101", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"hint\":1,")) << r.out;
  r = test::run_cli({"hint", "merlin:111/101/111", "--json"});
  EXPECT_TRUE(has(r.out, "\"solved\":true")) << r.out;
  // --why: the three levels; the chase below the top row of a plus board.
  r = test::run_cli({"hint", "lightsout5x5:00000/00100/01110/00100/00000", "--why"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "press 13 (1 press to go)\nwhere: Look at row 3")) << r.out;
  EXPECT_TRUE(has(r.out, "which: Press button 13 (row 3, column 3).")) << r.out;
  EXPECT_TRUE(has(r.out, "why: A press of this button switches each of the 5 ringed cells")) << r.out;
  EXPECT_TRUE(has(r.out, "Light chasing")) << r.out;
  EXPECT_TRUE(has(r.out, "algebra: Cell 8's line of A s = b")) << r.out;
  r = test::run_cli({"hint", "merlin:100/110/001", "--why", "--json"});
  // Merlin: the player's words (the one way to solve it), then the algebra
  // (Arnold and Blaszak's s = A^-1 b) with the same button.
  EXPECT_TRUE(has(r.out, "\"why\":\"A press of this button switches")) << r.out;
  EXPECT_TRUE(has(r.out, "This board has exactly one: buttons ")) << r.out;
  EXPECT_TRUE(has(r.out, "\"algebra\":\"A is invertible, so s = A^-1 b")) << r.out;
  EXPECT_EQ(test::run_cli({"hint", "merlin:100/110/001", "--why", "--why"}).status, 2);
}

TEST(CliLinear, AnalyzeReportsRankNullityAndPatterns) {
  CliRun r = test::run_cli({"analyze", "lightsout4x4:0000/0000/0000/0000", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"rank\":12,\"nullity\":4,\"reachable\":\"4096\"")) << r.out;
  EXPECT_TRUE(has(r.out, "\"quiet_patterns\":[[")) << r.out;
  r = test::run_cli({"analyze", find_machine_kind("custom")->default_id, "--json"});
  EXPECT_TRUE(has(r.out, "\"buttons\":13")) << r.out;
}

// A list cut short says so: 256 x 256 with the X press shape has 144 quiet
// generators (its nullity) and 64 are listed. Past 65,536 cells the lists
// are left out unless --full (64 patterns of a 16384 x 16384 board were
// 1.7 GB of output), and the output says so.
TEST(CliLinear, AnalyzeSaysWhenAListIsCutShort) {
  CliRun r = test::run_cli({"analyze", "--machine", "lightsout", "--size", "256x256", "--neighbourhood", "x", "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"nullity\":144,")) << r.out.substr(0, 300);
  EXPECT_TRUE(has(r.out, "\"quiet_patterns_truncated\":true,\"invariants_truncated\":true,")) << r.out.substr(0, 300);
  r = test::run_cli({"analyze", "--machine", "lightsout", "--size", "64x64", "--neighbourhood", "x", "--json"});
  EXPECT_TRUE(has(r.out, "\"quiet_patterns_truncated\":false,\"invariants_truncated\":false,")) << r.out.substr(0, 300);
  r = test::run_cli({"analyze", "--machine", "lightsout", "--size", "5x16384", "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"lists_left_out\":\"past 65536 cells")) << r.out.substr(0, 300);
  EXPECT_FALSE(has(r.out, "\"quiet_patterns\":")) << r.out.substr(0, 300);
  r = test::run_cli({"analyze", "--machine", "lightsout", "--size", "5x16384"});
  EXPECT_TRUE(has(r.out, "--full lists them")) << r.out;
  r = test::run_cli({"analyze", "--machine", "lightsout", "--size", "5x16384", "--json", "--full"});
  EXPECT_TRUE(has(r.out, "\"quiet_patterns\":[]")) << r.out.substr(0, 300);
  EXPECT_FALSE(has(r.out, "lists_left_out")) << r.out.substr(0, 300);
}

// The census: 5x5's counts sum to the 2^23 reachable positions, the hardest
// need 15 presses, and the hardest ID it prints is solved in exactly 15.
TEST(CliLinear, CensusPrintsCountsAndAHardestPosition) {
  CliRun r = test::run_cli({"census", "lightsout5x5:00000/00000/00000/00000/00000", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"rank\":23,\"reachable\":8388608,\"counts\":[1,25,300,")) << r.out;
  EXPECT_TRUE(has(r.out, "\"hardest\":15,\"hardest_id\":\"lightsout5x5:")) << r.out;
  const std::size_t at = r.out.find("\"hardest_id\":\"") + 14;
  const std::string hardest = r.out.substr(at, r.out.find('"', at) - at);
  CliRun s = test::run_cli({"solve", hardest, "--json"});
  EXPECT_TRUE(has(s.out, "\"press_count\":15")) << s.out;
  r = test::run_cli({"census", "lightsout3x3-k3:000/000/000", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"states\":3,\"rank\":9,\"reachable\":19683,")) << r.out;
  r = test::run_cli({"census", "lightsout7x7:0000000/0000000/0000000/0000000/0000000/0000000/0000000"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.err, "at most 2^30")) << r.err;
}

// The daily: the same date gives the same ID in two processes, and that ID
// is the one the core's test pins; dates outside the range are refused.
TEST(CliLinear, DailyPrintsTheDaysIdInEveryProcess) {
  const CliRun a = test::run_cli({"daily", "--date", "2026-11-22"});
  const CliRun b = test::run_cli({"daily", "--date", "2026-11-22", "--machine", "lightsout5x5"});
  ASSERT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(a.out, "lightsout5x5:10011/10001/00010/01000/00000\n");
  EXPECT_EQ(a.out, b.out);
  const CliRun next = test::run_cli({"daily", "--date", "2026-11-23"});
  EXPECT_NE(next.out, a.out);
  const CliRun j = test::run_cli({"daily", "--date", "2025-01-01", "--machine", "merlin", "--json"});
  EXPECT_TRUE(has(j.out, "\"par\":8,\"id\":\"merlin:110/011/110\"")) << j.out;
  const CliRun early = test::run_cli({"daily", "--date", "1999-12-31"});
  EXPECT_EQ(early.status, 2);
  EXPECT_TRUE(has(early.err, "from 2025-01-01 to 2099-12-31")) << early.err;
  const CliRun bad = test::run_cli({"daily", "--machine", "lightsout"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(has(bad.err, "the series are merlin, lightsout3x3")) << bad.err;
}

TEST(CliLinear, SeriesListsItsLevelsWithTheirPar) {
  const CliRun r = test::run_cli({"series", "lightsout5x5", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"graded_by\":\"census\",\"top\":15,\"levels\":[{\"level\":1,\"par\":1,")) << r.out;
  EXPECT_TRUE(has(r.out, "{\"level\":15,\"par\":15,\"id\":\"lightsout5x5:")) << r.out;
  const CliRun list = test::run_cli({"series"});
  EXPECT_TRUE(has(list.out, "ghaly4         Ghaly's machine 4x4")) << list.out;
  const CliRun bad = test::run_cli({"series", "nosuch"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(has(bad.err, "no series 'nosuch'")) << bad.err;
}

TEST(CliLinear, NewPrintsAnIdThatSolves) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"new", "--machine", "lightsout", "--size", "7x6", "--seed", "9"},
        {"new", "--machine", "lightsout", "--size", "5x5", "--topology", "torus"},
        {"new", "--machine", "quatrainment", "--goal", "1111/0000/0000/1111"},
        {"new", "--machine", "merlin", "--seed", "4"}}) {
    CliRun r = test::run_cli(args);
    ASSERT_EQ(r.status, 0);
    std::string id = r.out.substr(0, r.out.find('\n'));
    auto p = parse_puzzle_id(id);
    ASSERT_TRUE(p.ok()) << id;
    EXPECT_EQ(p->id(), id);
    EXPECT_EQ(test::run_cli({"solve", id}).status, 0) << id;
  }
  EXPECT_EQ(test::run_cli({"new", "--machine", "lightsout", "--size", "3x3", "--seed", "2"}).out,
            test::run_cli({"new", "--machine", "lightsout", "--size", "3x3", "--seed", "2"}).out);
}

}  // namespace
}  // namespace tl
