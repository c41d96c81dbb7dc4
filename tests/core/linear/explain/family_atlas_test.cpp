// family_atlas_test.cpp: the atlas of a family of graph boards, checked
// against what is known of the σ+ game on cycles and paths (the circulant
// 1 + x + x^(n-1) over GF(2) shares the factor x^2 + x + 1 with x^n - 1
// exactly when 3 divides n; the path's Chebyshev-like recurrence is singular
// exactly when n = 2 mod 3), and against each member opened by its own ID.
#include "core/linear/explain/family_atlas.hpp"

#include <gtest/gtest.h>

#include "core/linear/explain/explain.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

MachinePtr rules(const std::string& id) {
  auto p = parse_puzzle_id(id, Surface::Cli);
  EXPECT_TRUE(p.ok()) << id << ": " << p.error().describe();
  return p->machine;
}

std::vector<FamilyAtlasRow> all(FamilyAtlas& a) {
  while (a.step()) {}
  return a.rows();
}

TEST(FamilyAtlas, CyclesHaveNullityTwoExactlyWhenThreeDividesN) {
  FamilyAtlas a(rules("graph-cycle5:00000"), 40, 1024);
  EXPECT_EQ(a.family(), "Cycles by vertices");
  const auto rows = all(a);
  ASSERT_EQ(rows.size(), 40u);
  for (const FamilyAtlasRow& r : rows) {
    if (r.n < 3) continue;  // a cycle needs three vertices
    EXPECT_EQ(r.cells, r.n);
    EXPECT_EQ(r.nullity, r.n % 3 == 0 ? 2 : 0) << "C" << r.n;
    EXPECT_EQ(r.rank, r.n - r.nullity);
  }
  EXPECT_DOUBLE_EQ(a.progress(), 1.0);
}

TEST(FamilyAtlas, PathsHaveNullityOneExactlyWhenNIsTwoModThree) {
  FamilyAtlas a(rules("graph-path4:0000"), 30, 1024);
  for (const FamilyAtlasRow& r : all(a)) EXPECT_EQ(r.nullity, r.n % 3 == 2 ? 1 : 0) << "P" << r.n;
}

TEST(FamilyAtlas, EachRowIsItsMemberOpenedByItsOwnId) {
  FamilyAtlas a(rules("graph-hexagon2:0000000"), 64, 400);
  EXPECT_EQ(a.family(), "Hexagons by side");
  const auto rows = all(a);
  ASSERT_EQ(rows.size(), 12u) << "sides 1..12 have at most 400 cells (side 12: 397), side 13 has 469";
  for (const FamilyAtlasRow& r : rows) {
    EXPECT_EQ(r.cells, 3 * r.n * (r.n - 1) + 1);
    const ZkAnalysis b =
        analyze_rules(*rules("graph-hexagon" + std::to_string(r.n) + ":" + std::string(std::size_t(r.cells), '0')), 0);
    EXPECT_EQ(r.rank, b.rank) << "side " << r.n;
    EXPECT_EQ(r.nullity, int(b.quiet_generator_count)) << "side " << r.n;
  }
}

TEST(FamilyAtlas, TheCapEndsTheFamilyAndSizesWithoutAMemberAreSkipped) {
  FamilyAtlas cubes(rules("graph-cube2:000000000000000000000000"), 64, 100);
  EXPECT_EQ(cubes.members(), 4) << "6, 24, 54, 96 cells; n = 5 has 150";
  FamilyAtlas wheels(rules("graph-wheel5-k3:00000"), 8, 1024);
  const auto rows = all(wheels);
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(rows.front().n, 4) << "a wheel has a hub and at least three around it";
  EXPECT_EQ(rows.back().n, 8);
  EXPECT_EQ(rows.front().rank, analyze_rules(*rules("graph-wheel4-k3:0000"), 0).rank) << "three states, rank over Z_3";
}

TEST(FamilyAtlas, BoardsInNoFamilyHaveAnEmptyAtlas) {
  for (const char* id : {"graph-hexgrid2x3:000000", "graph-petersen:0000000000", "merlin:000/000/000"}) {
    FamilyAtlas a(rules(id), 64, 1024);
    EXPECT_TRUE(a.family().empty()) << id;
    EXPECT_TRUE(a.done()) << id;
    EXPECT_FALSE(a.step()) << id;
  }
}

}  // namespace
}  // namespace tl
