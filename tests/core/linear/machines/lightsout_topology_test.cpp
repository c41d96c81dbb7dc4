// lightsout_topology_test.cpp: Lights Out on the cylinder, the Moebius band,
// the Klein bottle and the projective plane (and plain and torus through
// the same schema): the rules against a construction of this test's own,
// rank and nullity as `togglelab analyze` computes them, IDs, and solving.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "core/base/topology.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/registry/registry.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::load;

// The gluing as a topology book draws it, written out here on its own:
// per pair of edges, not glued (N), glued straight (S) or reversed (R).
struct Gluing {
  const char* id_option;  // what the ID's head carries
  char left_right, top_bottom;
};
const Gluing kGluings[] = {
    {"", 'N', 'N'},         {"t", 'S', 'S'},      {"-cylinder", 'S', 'N'},
    {"-moebius", 'R', 'N'}, {"-klein", 'S', 'R'}, {"-projective", 'R', 'R'},
};

std::string zeros_id(int r, int c, const Gluing& s, int k = 2) {
  std::string head = "lightsout" + std::to_string(r) + "x" + std::to_string(c);
  std::string opt = s.id_option;
  if (opt == "t") head += "t";
  if (k != 2) head += "-k" + std::to_string(k);
  if (opt != "t") head += opt;
  std::string body;
  for (int i = 0; i < r; ++i) body += (i ? "/" : "") + std::string(std::size_t(c), '0');
  return head + ":" + body;
}

// The plus press of (r, c) cell by cell: one step in each direction, across
// at most one edge (a step of one never crosses two), added with
// multiplicity (a 1-wide band meets itself).
std::vector<int> plus_column(const Gluing& s, int R, int C, int r, int c, int k) {
  std::vector<int> col(std::size_t(R * C), 0);
  auto add = [&](int rr, int cc) { col[std::size_t(rr * C + cc)] = (col[std::size_t(rr * C + cc)] + 1) % k; };
  add(r, c);
  // left and right
  for (int d : {-1, 1}) {
    const int cc = c + d;
    if (cc >= 0 && cc < C) add(r, cc);
    else if (s.left_right == 'S') add(r, d < 0 ? C - 1 : 0);
    else if (s.left_right == 'R') add(R - 1 - r, d < 0 ? C - 1 : 0);
  }
  // up and down
  for (int d : {-1, 1}) {
    const int rr = r + d;
    if (rr >= 0 && rr < R) add(rr, c);
    else if (s.top_bottom == 'S') add(d < 0 ? R - 1 : 0, c);
    else if (s.top_bottom == 'R') add(d < 0 ? R - 1 : 0, C - 1 - c);
  }
  return col;
}

// Every button's press on an empty board equals the test's own column, and
// the rank and nullity `togglelab analyze` prints (analyze_rules) equal the
// rank of the test's own matrix: 5x5 and 6x6 (the table docs/PLAYING.md prints)
// and the thin boards where an edge meets itself, with 2 and 3 states.
TEST(LightsOutTopology, RulesRankAndNullityMatchTheTestsOwnGluing) {
  for (const Gluing& s : kGluings)
    for (int k : {2, 3})
      for (auto [R, C] : {std::pair{5, 5}, {6, 6}, {1, 4}, {2, 3}, {3, 2}, {4, 1}, {2, 2}, {4, 7}}) {
        const std::string id = zeros_id(R, C, s, k);
        const Puzzle p = load(id);
        ASSERT_TRUE(p.machine) << id;
        std::vector<std::vector<int>> a(std::size_t(R * C), std::vector<int>(std::size_t(R * C)));
        for (int b = 0; b < R * C; ++b) {
          const std::vector<int> want = plus_column(s, R, C, b / C, b % C, k);
          Position pos = p.position;
          p.machine->press(pos, b);
          EXPECT_EQ(p.machine->cells(pos), want) << id << " button " << b + 1;
          for (int i = 0; i < R * C; ++i) a[std::size_t(i)][std::size_t(b)] = want[std::size_t(i)];
        }
        const int rank = test::field_rank(a, k);
        const ZkAnalysis an = analyze_rules(*p.machine);
        EXPECT_EQ(an.rank, rank) << id;
        EXPECT_EQ(int(an.quiet_generator_count), R * C - rank) << id << ": the nullity";
      }
}

// The figures docs/PLAYING.md's table gives, as this test's own elimination finds
// them (so a change to the gluing shows here by name).
TEST(LightsOutTopology, FiveAndSixSquareNullities) {
  const int want5[] = {2, 8, 1, 1, 4, 4}, want6[] = {0, 8, 0, 0, 6, 4};
  for (int i = 0; i < 6; ++i) {
    const Gluing& s = kGluings[i];
    for (auto [n, want] : {std::pair{5, want5[i]}, {6, want6[i]}}) {
      std::vector<std::vector<int>> a(std::size_t(n * n));
      for (int b = 0; b < n * n; ++b) {
        const std::vector<int> col = plus_column(s, n, n, b / n, b % n, 2);
        for (int j = 0; j < n * n; ++j) a[std::size_t(j)].push_back(col[std::size_t(j)]);
      }
      EXPECT_EQ(n * n - test::field_rank(a, 2), want) << zeros_id(n, n, s);
    }
  }
}

// Random solvable positions on every topology, 1..7 a side, 2 and 4 states:
// the reported presses reach the goal, and the ID round-trips.
TEST(LightsOutTopology, SolutionsReachTheGoalAndIdsRoundTrip) {
  std::mt19937 rng(7);
  for (const Gluing& s : kGluings)
    for (int k : {2, 4})
      for (int t = 0; t < 12; ++t) {
        const int R = 1 + int(rng() % 7), C = 1 + int(rng() % 7);
        const Puzzle p = load(zeros_id(R, C, s, k));
        const Position pos = p.machine->random(rng(), false);
        const Solution sol = p.machine->solve(pos);
        ASSERT_TRUE(sol.solvable) << p.machine->head();
        Position after = pos;
        for (int b : sol.presses) p.machine->press(after, b);
        EXPECT_TRUE(p.machine->solved(after)) << p.machine->head();
        const std::string id = p.machine->head() + ":" + p.machine->encode(pos);
        const Puzzle again = load(id);
        EXPECT_EQ(again.machine->head(), p.machine->head());
        EXPECT_EQ(again.position, pos) << id;
      }
}

// Plain and torus through the new path (three states) and the classic one
// agree with the rows of the topology table: the torus's 't' is kept.
TEST(LightsOutTopology, TheTorusKeepsItsTAndTheSchemaNamesEveryTopology) {
  EXPECT_EQ(load(zeros_id(5, 5, kGluings[1])).machine->head(), "lightsout5x5t");
  EXPECT_EQ(load(zeros_id(5, 5, kGluings[4], 3)).machine->head(), "lightsout5x5-k3-klein");
  EXPECT_EQ(load(zeros_id(5, 5, kGluings[3])).machine->title(), "Lights Out (Moebius band)");
  EXPECT_EQ(load(zeros_id(4, 4, kGluings[5])).machine->topology(), Topology::Projective);
  EXPECT_EQ(load(zeros_id(4, 4, kGluings[1])).machine->topology(), Topology::Torus);
  const MachineKind* kind = find_machine_kind("lightsout");
  ASSERT_TRUE(kind);
  const ParamSpec& spec = kind->params[1];
  EXPECT_EQ(spec.key, "topology");
  EXPECT_EQ(spec.choices, (std::vector<std::string>{"plain", "torus", "cylinder", "moebius", "klein", "projective"}));
  for (int t = 0; t < kTopologyCount; ++t) EXPECT_EQ(spec.choices[std::size_t(t)], topology_name(Topology(t)));
}

TEST(LightsOutTopology, BadTopologiesAreRefusedWhereTheyAre) {
  test::expect_bad_ids({
      {"lightsout5x5t-klein:00000/00000/00000/00000/00000", 14, "one topology"},
      {"lightsout5x5-moebius-klein:00000/00000/00000/00000/00000", 21, "one topology"},
      {"lightsout5x5-klein-klein:00000/00000/00000/00000/00000", 19, "given twice"},
      {"lightsout5x5-mobius:00000/00000/00000/00000/00000", 13, "-moebius"},
      {"lightsout5x5-torus:00000/00000/00000/00000/00000", 13, "unknown option"},
  });
}

// A twisted gluing's limit on the command line, named with the topology.
TEST(LightsOutTopology, TwistedBoardsNameTheirLargestSide) {
  for (const char* twist : {"-moebius", "-klein", "-projective"}) {
    const std::string id = std::string("lightsout2049x3") + twist + ":x" + std::string(1537, '0');
    const auto p = parse_puzzle_id(id, Surface::Cli);
    ASSERT_FALSE(p.ok()) << twist;
    EXPECT_NE(p.error().message.find("sides must be 1..2048"), std::string::npos) << p.error().message;
  }
  EXPECT_TRUE(parse_puzzle_id("lightsout2049x3-cylinder:x" + std::string(1537, '0'), Surface::Cli).ok())
      << "a cylinder's chase grows with the columns only";
}

// The X, box and knight shapes reach past the plus: on the command line
// their sides stop at 1024 (2048 x 2048 with the knight and 4 states took
// over 100 s and 16 GB), said with the shape's name; the plus goes on.
TEST(LightsOutTopology, WideShapesNameTheirLargestSide) {
  for (const char* shape : {"x", "box", "knight"}) {
    const std::string id = std::string("lightsout1025x3-") + shape + ":x" + std::string(769, '0');
    const auto p = parse_puzzle_id(id, Surface::Cli);
    ASSERT_FALSE(p.ok()) << shape;
    EXPECT_NE(p.error().message.find(std::string("with the ") + shape + " press shape, Lights Out sides must be 1..1024"),
              std::string::npos)
        << p.error().message;
    EXPECT_TRUE(parse_puzzle_id(std::string("lightsout1024x3-") + shape + ":x" + std::string(768, '0'), Surface::Cli).ok())
        << shape;
  }
  EXPECT_TRUE(parse_puzzle_id("lightsout1025x3-k3:" + std::string(1025 * 3, '0'), Surface::Cli).ok()) << "the plus goes on";
}

// The walk across glued edges ends and lands on the board for offsets far
// larger than the board (a 9x9 stencil on a 1x1 board).
TEST(LightsOutTopology, GluedCellsStayOnTheBoard) {
  for (int t = 0; t < kTopologyCount; ++t)
    for (int R = 1; R <= 4; ++R)
      for (int C = 1; C <= 4; ++C)
        for (int r = -9; r < R + 9; ++r)
          for (int c = -9; c < C + 9; ++c) {
            const int cell = glued_cell(Topology(t), R, C, r, c);
            const bool on = r >= 0 && r < R && c >= 0 && c < C;
            if (t == 0 && !on) {
              EXPECT_EQ(cell, -1);
            } else if (t != 2 && t != 3) {
              EXPECT_GE(cell, 0) << topology_name(Topology(t)) << " " << r << "," << c;
            }
            EXPECT_LT(cell, R * C);
          }
}

}  // namespace
}  // namespace tl
