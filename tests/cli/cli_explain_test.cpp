// cli_explain_test.cpp: `togglelab explain` and `togglelab atlas` through the
// CLI's own entry point; the atlas agrees with `togglelab analyze`.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "cli/cli.hpp"

namespace tl {
namespace {

struct Ran {
  int status;
  std::string out;
};

Ran togglelab(std::vector<std::string> args) {
  args.insert(args.begin(), "togglelab");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  const int status = cli::run(int(argv.size()), argv.data());
  std::fflush(stdout);
  std::string out = testing::internal::GetCapturedStdout();
  testing::internal::GetCapturedStderr();
  return {status, out};
}

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// Runs `togglelab args...` and expects the exit status and every part in stdout.
Ran expect_run(std::vector<std::string> args, int status, const std::vector<std::string>& parts) {
  Ran r = togglelab(std::move(args));
  EXPECT_EQ(r.status, status) << r.out;
  for (const std::string& part : parts) EXPECT_TRUE(has(r.out, part)) << part << "\n---\n" << r.out;
  return r;
}

TEST(CliExplain, MerlinAsTextAndLatex) {
  expect_run({"explain", "merlin:100/110/001"}, 0,
             {"A s = v_w + v_p = b", "1. pivot in column 1\n  2. add row 1 to row 2\n", "Press buttons 5, 6, 7, 9",
              "A^-1 =\n  1 0 1 0 0 1 1 1 0\n"});
  expect_run({"explain", "merlin:100/110/001", "--latex"}, 0,
             {"A^{-1} = \\begin{pmatrix}\n1 & 0 & 1 & 0 & 0 & 1 & 1 & 1 & 0 \\\\\n"});
}

TEST(CliExplain, UnsolvableJsonAndErrors) {
  expect_run({"explain", "--machine", "lightsout", "--state", "10000/00000/00000/00000/00000", "--json"}, 0,
             {"\"rank\":23,\"nullity\":2,\"invariant_count\":2,\"reachable_fraction\":\"1/2^2\"",
              "\"solvable\":false,\"violated_invariant\":["});
  expect_run({"explain", "merlin:10", "--json"}, 2, {"\"error\""});
}

// Ghaly's machine: Example 28's support and colour codes, pi_W both ways.
TEST(CliExplain, GhalyExample28) {
  expect_run({"explain", "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678"}, 0,
             {"support: {2, 3, 4, 5, 6, 7}", "C_2 = 100  red", "in Joyner's notation",
              "Proposition 15: pi_W = pi_14 pi_13 pi_12 pi_11 pi_24"});
}

// The atlas's values are `analyze`'s nullities for the same boards.
TEST(CliAtlas, AgreesWithAnalyze) {
  expect_run({"atlas", "--max", "30", "--json"}, 0,
             {"\"torus\":false,\"max\":30,\"nullities\":[0,0,0,4,2,0,0,0,8,0,6,0,0,4,0,8,2,0,16,0,0,0,14,4,0,0,0,0,10,20]"});
  expect_run({"atlas", "--max", "12", "--torus", "--json"}, 0,
             {"\"torus\":true,\"max\":12,\"nullities\":[0,0,4,0,8,8,0,0,4,16,0,16]"});
  // Plain from the JSON above (OEIS A159257), torus from the run above.
  const std::vector<int> plain_expected = {0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0,
                                           0, 0, 14, 4, 0, 0, 0, 0, 10, 20};
  const std::vector<int> torus_expected = {0, 0, 4, 0, 8, 8, 0, 0, 4, 16, 0, 16};
  for (int n : {3, 4, 5, 6, 10, 12, 19, 30}) {
    for (bool torus : {false, true}) {
      if (torus && n > 12) continue;
      const std::string side = std::to_string(n);
      const std::string id = "lightsout" + side + "x" + side + (torus ? "t" : "") + ":x" +
                             std::string(std::size_t((n * n + 3) / 4), '0');
      const int k = (torus ? torus_expected : plain_expected)[std::size_t(n - 1)];
      expect_run({"analyze", id, "--json", "--summary"}, 0, {"\"nullity\":" + std::to_string(k) + ","});
    }
  }
  expect_run({"atlas", "--max", "5"}, 0, {"    4        4\n    5        2\n"});
  EXPECT_EQ(togglelab({"atlas", "--max", "257"}).status, 2);
  EXPECT_EQ(togglelab({"atlas", "--bogus"}).status, 2);
}

// With k states the atlas counts the quiet patterns' generators; analyze on
// the same board (a k-state machine) must count the same.
TEST(CliAtlas, WithStatesAgreesWithAnalyze) {
  for (int k : {3, 4, 5}) {
    Ran atlas = togglelab({"atlas", "--max", "9", "--states", std::to_string(k), "--json"});
    ASSERT_EQ(atlas.status, 0);
    const std::size_t open = atlas.out.find("\"nullities\":[") + 13;
    std::vector<int> nullities;
    for (std::size_t i = open; atlas.out[i] != ']';) {
      nullities.push_back(std::atoi(atlas.out.c_str() + i));
      i = atlas.out.find_first_of(",]", i);
      if (atlas.out[i] == ',') ++i;
    }
    ASSERT_EQ(nullities.size(), 9u) << atlas.out;
    for (int n = 1; n <= 9; ++n) {
      const std::string side = std::to_string(n);
      Ran a = togglelab({"analyze", "lightsout" + side + "x" + side + "-k" + std::to_string(k) + ":" + std::string(std::size_t(n * n), '0'),
                      "--json", "--summary"});
      EXPECT_TRUE(has(a.out, "\"nullity\":" + std::to_string(nullities[std::size_t(n - 1)]) + ",")) << k << " states, " << n << ": " << a.out;
    }
  }
}

}  // namespace
}  // namespace tl
