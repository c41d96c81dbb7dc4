// cli_solids_test.cpp: `togglelab solids` lists every solid's faces as a
// board by side and by corner; each ID it prints opens a board of that many
// faces whose rank is the one printed, and the Platonic solids' faces by side
// are their duals' corners (the cube's faces rank as the octahedron's
// vertex graph does, and so on).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

int rank_of(const std::string& id) { return analyze_rules(*parse_puzzle_id(id)->machine).rank; }

TEST(CliSolids, EveryRowOpensItsBoardWithTheRankPrinted) {
  const test::CliRun r = test::run_cli({"solids", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json rows = nlohmann::json::parse(r.out);
  ASSERT_EQ(rows.size(), 10u);
  for (const auto& row : rows)
    for (const char* side : {"by_side", "by_corner"}) {
      const auto& b = row[side];
      const Result<Puzzle> p = parse_puzzle_id(b["id"].get<std::string>());
      ASSERT_TRUE(p) << b["id"];
      EXPECT_EQ(p->machine->cell_count(), row["faces"].get<int>()) << b["id"];
      EXPECT_EQ(rank_of(b["id"]), b["rank"].get<int>()) << b["id"];
      EXPECT_EQ(b["rank"].get<int>() + b["nullity"].get<int>(), row["faces"].get<int>());
    }
  // The Platonic solids' faces by side are the duals' corners joined by edges.
  const std::pair<const char*, const char*> duals[] = {{"Cube", "graph-octahedron:000000"},
                                                       {"Octahedron", "graph-hexahedron:00000000"},
                                                       {"Dodecahedron", "graph-icosahedron:000000000000"},
                                                       {"Icosahedron", "graph-dodecahedron:00000000000000000000"}};
  for (auto [solid, dual] : duals)
    for (const auto& row : rows) {
      if (row["solid"] == solid) { EXPECT_EQ(row["by_side"]["rank"].get<int>(), rank_of(dual)) << solid; }
    }
  const test::CliRun text = test::run_cli({"solids"});
  EXPECT_TRUE(test::has(text.out, "Truncated icosahedron")) << text.out;
}

}  // namespace
}  // namespace tl
