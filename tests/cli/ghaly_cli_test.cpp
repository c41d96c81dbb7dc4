// ghaly_cli_test.cpp: `togglelab ghaly ...` output and exit statuses.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

using test::CliRun;
using test::has;

// `togglelab ghaly args...`.
CliRun ghaly(std::vector<std::string> args) {
  args.insert(args.begin(), "ghaly");
  return test::run_cli(std::move(args));
}

// Joyner 2006, Example 28: his W under sigma = 1, tau = (1,2,3,4), red on
// every button.
TEST(GhalyCli, ColoursOfExample28) {
  const CliRun r = ghaly({"colours", "--W", "1111/1111/1111/0000", "--sigma", "12345678", "--tau", "23415678", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"colours\":[[1,1,1,1],[1,1,1,1],[1,1,1,1],[1,1,1,1]]")) << r.out;
  EXPECT_TRUE(has(r.out, "\"support\":[2,3,4,5,6,7]")) << r.out;
  EXPECT_TRUE(has(r.out, "\"solved\":true")) << r.out;
}

TEST(GhalyCli, PiAndImage) {
  CliRun r = ghaly({"pi", "--W", "0000/0101/0101/0101", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"pi_cycles\":\"(3,4,6)(5,7,8)\"")) << r.out;
  r = ghaly({"image", "--json"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"distinct\":6902")) << r.out;
  EXPECT_TRUE(has(r.out, "\"in_SI_x_SJ\":576")) << r.out;
}

TEST(GhalyCli, NewThenSolve) {
  for (const char* n : {"4", "8"}) {
    CliRun r = ghaly({"new", "--n", n, "--seed", "7"});
    ASSERT_EQ(r.status, 0);
    const std::string id = r.out.substr(0, r.out.find('\n'));
    ASSERT_TRUE(parse_puzzle_id(id).ok()) << id;
    r = ghaly({"solve", id, "--json"});
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(has(r.out, "\"solvable\":true")) << r.out;
    EXPECT_TRUE(has(r.out, "\"minimal\":true")) << r.out;
  }
}

TEST(GhalyCli, BadInputExitsTwoWithAnError) {
  const std::vector<std::vector<std::string>> cases = {
      {"colours", "--W", "1111", "--sigma", "12345678", "--tau", "12345678", "--json"},
      {"colours", "--W", "1111/1111/1111/0000", "--sigma", "52341678", "--tau", "12345678", "--json"},
      {"solve", "--W", "0000/0000/0000/0000", "--json"},
      {"new", "--n", "5", "--json"},
      {"frob", "--json"},
  };
  for (const auto& c : cases) {
    const CliRun r = ghaly(c);
    EXPECT_EQ(r.status, 2) << c[0];
    EXPECT_TRUE(has(r.out, "\"error\":")) << r.out;
  }
  const CliRun none = ghaly({"solve", "ghaly4:0000/0000/0000/0000,s=12345678,t=12346587", "--json"});
  EXPECT_EQ(none.status, 2);
  EXPECT_TRUE(has(none.out, "no solution exists for this assignment")) << none.out;
}

}  // namespace
}  // namespace tl
