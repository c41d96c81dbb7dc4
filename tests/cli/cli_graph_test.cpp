// cli_graph_test.cpp: the graph machine through the CLI: new from a graph6
// string, analyze against a rank computed here, solve, hint, and the
// presets with their graph6 in `machines --json`.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "cli_support.hpp"

namespace tl {
namespace {

using test::CliRun;
using test::has;

// The rank over GF(2) of I + Adj of the Petersen graph (outer 5-cycle,
// spokes, inner pentagram), by elimination on 10-bit rows.
int petersen_sigma_plus_rank() {
  std::vector<uint32_t> rows(10);
  auto edge = [&](int a, int b) {
    rows[std::size_t(a)] |= 1u << b;
    rows[std::size_t(b)] |= 1u << a;
  };
  for (int i = 0; i < 5; ++i) {
    edge(i, (i + 1) % 5);
    edge(i, 5 + i);
    edge(5 + i, 5 + (i + 2) % 5);
  }
  for (int i = 0; i < 10; ++i) rows[std::size_t(i)] |= 1u << i;
  int rank = 0;
  for (int bit = 0; bit < 10; ++bit) {
    std::size_t pivot = std::size_t(rank);
    while (pivot < rows.size() && !(rows[pivot] >> bit & 1)) ++pivot;
    if (pivot == rows.size()) continue;
    std::swap(rows[pivot], rows[std::size_t(rank)]);
    for (std::size_t r = 0; r < rows.size(); ++r)
      if (r != std::size_t(rank) && (rows[r] >> bit & 1)) rows[r] ^= rows[std::size_t(rank)];
    ++rank;
  }
  return rank;
}

TEST(CliGraph, NewFromGraph6AnalyzeSolveAndHint) {
  CliRun r = test::run_cli({"new", "--machine", "graph", "--shape", "graph6", "--graph6", "IheA@GUAo", "--seed", "3"});
  ASSERT_EQ(r.status, 0) << r.err;
  std::string id = r.out.substr(0, r.out.find('\n'));
  EXPECT_TRUE(has(id, "graph:") && has(id, ",graph6=IheA@GUAo")) << id;
  const int rank = petersen_sigma_plus_rank();
  r = test::run_cli({"analyze", id, "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"rank\":" + std::to_string(rank) + ",\"nullity\":" + std::to_string(10 - rank) + ",\"reachable\":\"" +
                             std::to_string(1 << rank) + "\""))
      << r.out;
  r = test::run_cli({"solve", id, "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"minimal\":true")) << r.out;
  r = test::run_cli({"hint", id, "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  // --no-self and states build the σ game over Z_3.
  r = test::run_cli({"new", "--machine", "graph", "--shape", "graph6", "--graph6", "IheA@GUAo", "--states", "3", "--no-self"});
  EXPECT_TRUE(has(r.out, "graph-k3-noself:")) << r.out;
}

TEST(CliGraph, BadGraph6IsRefusedWithItsPosition) {
  CliRun r = test::run_cli({"new", "--machine", "graph", "--shape", "graph6", "--graph6", "Ihe!A"});
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r.err + r.out, "not a graph6 character")) << r.err;
  r = test::run_cli({"solve", "graph:0000,graph6=C~~", "--json"});
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(has(r.err + r.out, "characters of edges")) << r.err << r.out;
}

TEST(CliGraph, MachinesListsEveryPresetWithItsGraph6) {
  CliRun r = test::run_cli({"machines", "--json"});
  ASSERT_EQ(r.status, 0);
  EXPECT_TRUE(has(r.out, "\"label\":\"Petersen graph\"")) << r.out;
  EXPECT_TRUE(has(r.out, "\"graph6\":\"IheA@GUAo\"")) << r.out;
  EXPECT_TRUE(has(r.out, "\"label\":\"Lights Out Cube\"")) << r.out;
  EXPECT_TRUE(has(r.out, "\"id\":\"graph-cube3:000000")) << r.out;
  EXPECT_TRUE(has(r.out, "\"cells\":54")) << r.out;
}

TEST(CliGraph, AtlasOfAFamilyByOneSize) {
  // Paths by vertices: the σ+ game on P_n is singular exactly when n = 2 mod 3.
  CliRun r = test::run_cli({"atlas", "--machine", "graph", "--shape", "path", "--max", "9", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"family\":\"Paths by vertices\"")) << r.out;
  for (int n = 1; n <= 9; ++n)
    EXPECT_TRUE(has(r.out, "{\"n\":" + std::to_string(n) + ",\"cells\":" + std::to_string(n) + ",\"rank\":" +
                               std::to_string(n % 3 == 2 ? n - 1 : n) + ",\"nullity\":" + std::to_string(n % 3 == 2 ? 1 : 0)))
        << n << ": " << r.out;
  // An ID names its family too; the text form lists each member.
  r = test::run_cli({"atlas", "graph-hexagon3:0000000000000000000", "--max", "3"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "Hexagons by side")) << r.out;
  EXPECT_TRUE(has(r.out, "    3      19")) << r.out;
  // A board in no family, and a bad --max, are refused with what is allowed.
  r = test::run_cli({"atlas", "graph-petersen:0000000000"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.err, "in no family")) << r.err;
  r = test::run_cli({"atlas", "--machine", "graph", "--shape", "cube", "--max", "65"});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.err, "from 1 to 64")) << r.err;
}

}  // namespace
}  // namespace tl
