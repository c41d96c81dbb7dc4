// lightsout_drawn_test.cpp: a drawn press rule (an odd stencil up to 9 x 9
// of values mod k, LightsOutWeb's click rule with states). Each press
// against this test's own construction on plain and torus boards; the
// drawn plus is the plus; on boards glued with a twist, a rule that is not
// symmetric lands where each press lands, so the solver's equations agree
// with the presses and its solutions reach the goal; the ID round-trips and
// every bad rule is refused at its character.
#include <gtest/gtest.h>

#include <random>

#include "core/linear/explain/explain.hpp"
#include "core/base/topology.hpp"
#include "core/modk/stencil.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

int digit(char ch) { return ch <= '9' ? ch - '0' : ch - 'a' + 10; }

// What pressing button b adds to each cell, built here from the stencil's
// rows: the entry at (i, j) lands on (r + i - h, c + j - w), wrapped on a torus.
std::vector<int> own_press(int R, int C, int k, bool torus, const std::vector<std::string>& rows, int b) {
  std::vector<int> out(std::size_t(R * C), 0);
  const int h = int(rows.size()) / 2, w = int(rows[0].size()) / 2;
  for (int i = 0; i < int(rows.size()); ++i)
    for (int j = 0; j < int(rows[0].size()); ++j) {
      int r = b / C + i - h, c = b % C + j - w;
      if (torus) r = ((r % R) + R) % R, c = ((c % C) + C) % C;
      if (r < 0 || r >= R || c < 0 || c >= C) continue;
      int& v = out[std::size_t(r * C + c)];
      v = (v + digit(rows[std::size_t(i)][std::size_t(j)])) % k;
    }
  return out;
}

TEST(LightsOutDrawn, PressesMatchTheTestsOwnConstruction) {
  const struct {
    int k;
    std::vector<std::string> rows;
  } rules[] = {{2, {"110", "010", "011"}}, {3, {"00100", "02010", "00111", "00000", "10000"}}, {5, {"4"}}, {2, {"101"}}};
  for (const auto& rule : rules)
    for (bool torus : {false, true})
      for (auto [R, C] : {std::pair{1, 1}, {3, 3}, {4, 6}, {5, 5}}) {
        std::string text;
        for (const auto& row : rule.rows) text += (text.empty() ? "" : ".") + row;
        const std::string id = test::dark_lightsout(R, C,
                                                    std::string(torus ? "t" : "") +
                                                        (rule.k == 2 ? "" : "-k" + std::to_string(rule.k)) + "-d" + text);
        const Puzzle p = test::load(id);
        ASSERT_TRUE(p.machine) << id;
        std::vector<std::vector<int>> a(std::size_t(R * C), std::vector<int>(std::size_t(R * C), 0));
        for (int b = 0; b < R * C; ++b) {
          const std::vector<int> want = own_press(R, C, rule.k, torus, rule.rows, b);
          Position pos = p.position;
          p.machine->press(pos, b);
          EXPECT_EQ(p.machine->cells(pos), want) << id << " button " << b + 1;
          for (int i = 0; i < R * C; ++i) a[std::size_t(i)][std::size_t(b)] = want[std::size_t(i)];
        }
        EXPECT_EQ(analyze_rules(*p.machine).rank, test::field_rank(a, rule.k)) << id;
      }
}

TEST(LightsOutDrawn, TheDrawnPlusIsThePlus) {
  for (const char* topology : {"", "t", "-cylinder", "-klein", "-projective"})
    for (const char* states : {"", "-k3"}) {
      const Puzzle drawn = test::load(test::dark_lightsout(5, 6, std::string(topology) + states + "-d010.111.010"));
      const Puzzle plus = test::load(test::dark_lightsout(5, 6, std::string(topology) + states));
      const ModMatrix a = press_matrix(*drawn.machine), b = press_matrix(*plus.machine);
      for (int i = 0; i < 30; ++i)
        for (int j = 0; j < 30; ++j) ASSERT_EQ(a.get(i, j), b.get(i, j)) << drawn.id() << " " << i << "," << j;
    }
}

// What a press of button b adds on a glued board, built here from the
// button's side: each entry lands at (r + i - h, c + j - w), mapped through
// the gluing (base/topology.hpp's glued_cell, the boards' definition).
std::vector<int> own_glued_press(int R, int C, int k, Topology t, const std::vector<std::string>& rows, int b) {
  std::vector<int> out(std::size_t(R * C), 0);
  const int h = int(rows.size()) / 2, w = int(rows[0].size()) / 2;
  for (int i = 0; i < int(rows.size()); ++i)
    for (int j = 0; j < int(rows[0].size()); ++j) {
      const int r = b / C + i - h, c = b % C + j - w;
      const int at = r >= 0 && r < R && c >= 0 && c < C ? r * C + c : glued_cell(t, R, C, r, c);
      if (at < 0) continue;
      int& v = out[std::size_t(at)];
      v = (v + digit(rows[std::size_t(i)][std::size_t(j)])) % k;
    }
  return out;
}

TEST(LightsOutDrawn, ARuleThatIsNotSymmetricCrossesATwistAsAPressDoes) {
  std::mt19937 rng(7);
  for (auto [word, t] : {std::pair{"-moebius", Topology::Moebius},
                         {"-klein", Topology::Klein},
                         {"-projective", Topology::Projective},
                         {"-cylinder", Topology::Cylinder}})
    for (int k : {2, 3}) {
      // An arrow up and to the left: a diagonal with no opposite, which a
      // twist turns over (the cell side's "button at minus the offset" would
      // land elsewhere).
      const std::vector<std::string> rows =
          k == 2 ? std::vector<std::string>{"100", "011", "000"} : std::vector<std::string>{"200", "012", "000"};
      const Puzzle p = test::load(
          test::dark_lightsout(5, 4, std::string(word) + (k == 2 ? "" : "-k3") + "-d" + rows[0] + "." + rows[1] + "." + rows[2]));
      for (int b = 0; b < 20; ++b) {
        Position pos = p.position;
        p.machine->press(pos, b);
        EXPECT_EQ(p.machine->cells(pos), own_glued_press(5, 4, k, t, rows, b)) << p.id() << " button " << b + 1;
      }
      for (int n = 0; n < 4; ++n) {
        const Position start = p.machine->random(rng(), false);
        const Solution s = p.machine->solve(start);
        ASSERT_TRUE(s.solvable) << p.id();
        Position after = start;
        for (int b : s.presses) p.machine->press(after, b);
        EXPECT_TRUE(p.machine->solved(after)) << p.id();
      }
    }
}

TEST(LightsOutDrawn, TheIdRoundTripsAndBadRulesSayWhere) {
  for (const char* id : {"lightsout4x4-d010.111.010:0000/0000/0000/0000", "lightsout4x4t-k3-d2:0000/0000/0000/0000",
                         "lightsout3x3-k12-db0a.010.0a0-klein:000/000/000"}) {
    const Puzzle p = test::load(id);
    EXPECT_EQ(p.id(), id);
    EXPECT_EQ(test::load(p.id()).id(), id);
  }
  // Positions from 0: "lightsout4x4-d" puts the stencil at 14.
  test::expect_bad_ids({
      {test::dark_lightsout(4, 4, "-d01.11"), 14, "sides are odd"},
      {test::dark_lightsout(4, 4, "-d010.11.010"), 18, "row 2 has 2 entries"},
      {test::dark_lightsout(4, 4, "-d010.1X1.010"), 19, "'X' is not an entry"},
      {test::dark_lightsout(4, 4, "-d010.121.010"), 19, "not a value mod 2"},
      {test::dark_lightsout(4, 4, "-d000.000.000"), 14, "adds nothing"},
      {test::dark_lightsout(4, 4, "-d00000000000"), 14, "at most 9 entries wide"},
      {test::dark_lightsout(4, 4, "-d010.111.010-noself"), 13, "no -noself"},
      {test::dark_lightsout(4, 4, "-x-d010.111.010"), 15, "one press shape"},
  });
  EXPECT_EQ(format_stencil(*parse_stencil("0a0.a1a.0a0", 11, 0)), "0a0.a1a.0a0");
  const auto big = parse_puzzle_id(test::dark_lightsout(65, 3, "-d1"), Surface::Cli);
  ASSERT_FALSE(big.ok());
  EXPECT_NE(big.error().message.find("with a drawn rule, Lights Out sides must be 1..64"), std::string::npos)
      << big.error().message;
}

}  // namespace
}  // namespace tl
