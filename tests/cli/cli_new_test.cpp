// cli_new_test.cpp: `new` with a goal other than the kind's deals positions
// that are solvable and in range for every number of states: the draw is
// moved onto the goal light by light mod k (an XOR did that for two states
// only, and dealt lights of value k, or unsolvable boards, for k > 2).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_support.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

TEST(CliNew, AGoalIsReachedForEveryNumberOfStates) {
  for (int k = 2; k <= 7; ++k) {
    const std::string d = std::to_string(k - 1);
    // One shape of each family: a square board, a torus, another press shape, a graph.
    const std::vector<std::vector<std::string>> boards = {
        {"--machine", "lightsout", "--size", "3x3", "--states", std::to_string(k), "--goal", d + "0" + d + "/010/" + d + "0" + d},
        {"--machine", "lightsout", "--size", "4x4", "--topology", "torus", "--states", std::to_string(k), "--goal",
         "1000/0100/0010/000" + d},
        {"--machine", "lightsout", "--size", "3x4", "--neighbourhood", "box", "--states", std::to_string(k), "--goal",
         "0" + d + "00/0000/000" + d},
        {"--machine", "graph", "--shape", "cycle", "--n", "6", "--states", std::to_string(k), "--goal", d + "0000" + d},
    };
    for (const std::vector<std::string>& board : boards) {
      for (int seed = 1; seed <= 6; ++seed) {
        std::vector<std::string> args{"new"};
        args.insert(args.end(), board.begin(), board.end());
        args.insert(args.end(), {"--seed", std::to_string(seed)});
        const test::CliRun r = test::run_cli(args);
        ASSERT_EQ(r.status, 0) << r.err;
        const std::string id = r.out.substr(0, r.out.find('\n'));
        SCOPED_TRACE(id);
        const Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
        ASSERT_TRUE(p) << "the dealt ID reads back (every light below " << k << ")";
        const Solution s = p->machine->solve(p->position);
        EXPECT_TRUE(s.solvable) << "k = " << k << ", seed " << seed;
        EXPECT_TRUE(test::has(id, ",g=" + board.back())) << "the goal given, kept";
      }
    }
  }
}

TEST(CliNew, TheIdsOwnGoalIsKept) {
  for (int seed = 1; seed <= 6; ++seed) {
    const test::CliRun r = test::run_cli({"new", "lightsout3x3-k3:000/000/000,g=111/111/111", "--seed", std::to_string(seed)});
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string id = r.out.substr(0, r.out.find('\n'));
    const std::size_t colon = id.find(':');
    const std::string lights = id.substr(colon + 1, id.find(',') - colon - 1);
    EXPECT_EQ(lights.find_first_not_of("012/"), std::string::npos) << "three states: lights 0, 1 and 2 only: " << id;
    EXPECT_TRUE(test::has(id, ",g=111/111/111")) << id;
    const test::CliRun solved = test::run_cli({"solve", id});
    EXPECT_EQ(solved.status, 0) << id << ": " << solved.err;
  }
}

}  // namespace
}  // namespace tl
