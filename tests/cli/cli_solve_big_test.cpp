// cli_solve_big_test.cpp: solve's answer beyond proof, big boards, boards read from files.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "cli_support.hpp"

namespace tl {
namespace {

using test::CliRun;
using test::has;

long long json_int(const std::string& json, const std::string& key) {
  const std::size_t at = json.find("\"" + key + "\":");
  if (at == std::string::npos) return -1;
  return std::stoll(json.substr(at + key.size() + 3));
}

// Past proof (256x256 has 144 quiet patterns) the JSON says what the local
// search saved against the first solution.
TEST(CliSolveBig, LocalSearchSavingsInTheJson) {
  CliRun id = test::run_cli({"new", "--machine", "lightsout", "--size", "256x256", "--seed", "3"});
  ASSERT_EQ(id.status, 0);
  CliRun r = test::run_cli({"solve", id.out.substr(0, id.out.find('\n')), "--json", "--summary"});
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(has(r.out, "\"minimal\":false")) << r.out;
  const long long count = json_int(r.out, "press_count"), before = json_int(r.out, "press_count_before_search"),
                  saved = json_int(r.out, "presses_saved");
  ASSERT_GT(before, count) << r.out;
  EXPECT_EQ(saved, before - count);
  CliRun text = test::run_cli({"solve", id.out.substr(0, id.out.find('\n')), "--summary"});
  EXPECT_TRUE(has(text.out, "a local search saved " + std::to_string(saved) + " presses")) << text.out;
}

// The all-lit 39x39 board (32 quiet patterns) is proven minimal.
TEST(CliSolveBig, AllLit39IsProven) {
  std::string state;
  for (int r = 0; r < 39; ++r) state += std::string(39, '1') + (r + 1 < 39 ? "/" : "");
  CliRun r = test::run_cli({"solve", "--machine", "lightsout", "--size", "39x39", "--state", state, "--json", "--summary"});
  ASSERT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"minimal\":true,\"nullity\":32")) << r.out;
  EXPECT_FALSE(has(r.out, "press_count_before_search")) << r.out;
  EXPECT_FALSE(has(r.out, "\"search\"")) << r.out;  // proven: nothing to say of the search
}

// Past the budget (61 x 61 all lit, 40 quiet patterns) the answer says how
// far the search got: a local search, and what a proof would need.
TEST(CliSolveBig, AnUnprovenAnswerSaysHowFarTheSearchGot) {
  std::string state;
  for (int r = 0; r < 61; ++r) state += std::string(61, '1') + (r + 1 < 61 ? "/" : "");
  CliRun r = test::run_cli({"solve", "--machine", "lightsout", "--size", "61x61", "--state", state, "--summary"});
  ASSERT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "(not proven minimal)")) << r.out;
  EXPECT_TRUE(has(r.out, "searched by a local search; a proof needs about 2^41.")) << r.out;
  CliRun j = test::run_cli({"solve", "--machine", "lightsout", "--size", "61x61", "--state", state, "--json", "--summary"});
  EXPECT_TRUE(has(j.out, "\"minimal\":false,\"search\":\"a local search; a proof needs about 2^")) << j.out;
}

}  // namespace
}  // namespace tl
