// cli_linear_test.cpp: solve, hint, analyze and new through the CLI's own entry point.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "cli/cli.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

struct CliRun {
  int status;
  std::string out;
};

CliRun run(std::vector<std::string> args) {
  args.insert(args.begin(), "togglelab");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  int status = cli::run(int(argv.size()), argv.data());
  std::string out = testing::internal::GetCapturedStdout();
  testing::internal::GetCapturedStderr();
  return {status, out};
}

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

TEST(CliLinear, SolveMerlinSeedExample) {
  CliRun r = run({"solve", "merlin:100/110/001", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"presses\":[5,6,7,9]")) << r.out;
  EXPECT_TRUE(has(r.out, "\"press_count\":4,\"minimal\":true,\"nullity\":0,\"solutions\":\"1\"")) << r.out;
}

TEST(CliLinear, SolveByFlagsAndUnsolvable) {
  CliRun r = run({"solve", "--machine", "lightsout", "--size", "5x5", "--state", "00000/00100/01110/00100/00000", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"presses\":[13]")) << r.out;
  EXPECT_TRUE(has(r.out, "\"nullity\":2,\"solutions\":\"4\"")) << r.out;
  r = run({"solve", "--machine", "lightsout", "--state", "10000/00000/00000/00000/00000", "--json"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.out, "\"solvable\":false")) << r.out;
  EXPECT_TRUE(has(r.out, "\"solutions\":\"0\",\"error\":\"no presses can reach the goal")) << r.out;
  r = run({"solve", "--machine", "lightsout", "--size", "3x3", "--state", "0101", "--json"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.out, "{\"error\":\"--state at character 5: too few cells")) << r.out;
  r = run({"solve", "--machine", "nosuch", "--state", "0", "--json"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.out, "\"error\"")) << r.out;
}

TEST(CliLinear, StateFromFileAndSummary) {
  std::string path = testing::TempDir() + "state.txt";
  std::ofstream(path) << "010\n111\n010\n";
  CliRun r = run({"solve", "--machine", "lightsout", "--size", "3x3", "--torus", "--state", "@" + path, "--json", "--summary"});
  EXPECT_EQ(r.status, 0);
  EXPECT_FALSE(has(r.out, "\"presses\"")) << r.out;
  EXPECT_TRUE(has(r.out, "\"solvable\":true")) << r.out;
}

TEST(CliLinear, HintIsTheLowestButtonOfAFewestPressSolution) {
  CliRun r = run({"hint", "quatrainment:1010/0101/1010/0101", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"hint\":1,")) << r.out;
  r = run({"hint", "merlin:111/101/111", "--json"});
  EXPECT_TRUE(has(r.out, "\"solved\":true")) << r.out;
  // --why: the three levels; the chase below the top row of a plus board.
  r = run({"hint", "lightsout5x5:00000/00100/01110/00100/00000", "--why"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "press 13 (1 press to go)\nwhere: Look at row 3")) << r.out;
  EXPECT_TRUE(has(r.out, "which: Press button 13 (row 3, column 3).")) << r.out;
  EXPECT_TRUE(has(r.out, "why: Light chasing")) << r.out;
  r = run({"hint", "merlin:100/110/001", "--why", "--json"});
  EXPECT_TRUE(has(r.out, "\"why\":\"A is invertible, so s = A^-1 b")) << r.out;
  EXPECT_EQ(run({"hint", "merlin:100/110/001", "--why", "--why"}).status, 2);
}

TEST(CliLinear, AnalyzeReportsRankNullityAndPatterns) {
  CliRun r = run({"analyze", "lightsout4x4:0000/0000/0000/0000", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"rank\":12,\"nullity\":4,\"reachable\":\"4096\"")) << r.out;
  EXPECT_TRUE(has(r.out, "\"quiet_patterns\":[[")) << r.out;
  r = run({"analyze", find_machine_kind("custom")->default_id, "--json"});
  EXPECT_TRUE(has(r.out, "\"buttons\":13")) << r.out;
}

TEST(CliLinear, NewPrintsAnIdThatSolves) {
  for (std::vector<std::string> args : {std::vector<std::string>{"new", "--machine", "lightsout", "--size", "7x6", "--seed", "9"},
                                        {"new", "--machine", "lightsout", "--size", "5x5", "--torus"},
                                        {"new", "--machine", "quatrainment", "--goal", "1111/0000/0000/1111"},
                                        {"new", "--machine", "merlin", "--seed", "4"}}) {
    CliRun r = run(args);
    ASSERT_EQ(r.status, 0);
    std::string id = r.out.substr(0, r.out.find('\n'));
    auto p = parse_puzzle_id(id);
    ASSERT_TRUE(p.ok()) << id;
    EXPECT_EQ(p->id(), id);
    EXPECT_EQ(run({"solve", id}).status, 0) << id;
  }
  EXPECT_EQ(run({"new", "--machine", "lightsout", "--size", "3x3", "--seed", "2"}).out,
            run({"new", "--machine", "lightsout", "--size", "3x3", "--seed", "2"}).out);
}

}  // namespace
}  // namespace tl
