// census_test.cpp: the census of a board against a brute force written here:
// every press set, its position computed from presses on the machine itself
// (not from the census's press matrix), the fewest presses kept per position
// in a table of every cell pattern (no projection, no basis).
#include <gtest/gtest.h>

#include <bit>
#include <string>
#include <vector>

#include "core/linear/explain/census.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::load;

// Bits of the cells that differ between two positions' lights.
uint64_t diff_bits(const Machine& m, const Position& a, const Position& b) {
  const std::vector<int> x = m.cells(a), y = m.cells(b);
  uint64_t out = 0;
  for (std::size_t c = 0; c < x.size(); ++c)
    if (x[c] != y[c]) out |= uint64_t(1) << c;
  return out;
}

struct Brute {
  std::vector<uint64_t> counts;
  int hardest = 0;
  std::vector<uint8_t> fewest;  // per cell pattern, 0xff when unreachable
};

Brute brute_force(const Puzzle& p) {
  const Machine& m = *p.machine;
  std::vector<uint64_t> column;
  for (int j = 0; j < m.button_count(); ++j) {
    Position after = p.position;
    m.press(after, j);
    column.push_back(diff_bits(m, p.position, after));
  }
  Brute b;
  b.fewest.assign(std::size_t(1) << m.cell_count(), 0xff);
  // Every press set in Gray-code order: set g = x ^ (x >> 1), one button
  // changing per step (fast enough for 2^25 sets under the sanitizers).
  uint64_t pos = 0;
  b.fewest[0] = 0;
  for (uint64_t x = 1; x < (uint64_t(1) << column.size()); ++x) {
    pos ^= column[std::size_t(std::countr_zero(x))];
    const int w = std::popcount(x ^ (x >> 1));
    if (w < b.fewest[pos]) b.fewest[pos] = uint8_t(w);
  }
  for (uint8_t f : b.fewest) {
    if (f == 0xff) continue;
    if (f >= b.counts.size()) b.counts.resize(std::size_t(f) + 1, 0);
    ++b.counts[f];
    b.hardest = std::max(b.hardest, int(f));
  }
  return b;
}

TEST(Census, AgreesWithEveryPressSetOnSmallBoards) {
  for (const char* id :
       {"merlin:000/000/000", "lightsout3x3:000/000/000", "lightsout4x4:0000/0000/0000/0000", "lightsout4x4t:0000/0000/0000/0000",
        "lightsout4x4-x:0000/0000/0000/0000", "quatrainment:0000/0000/0000/0000", "lightsout3x5t:00000/00000/00000"}) {
    const Puzzle p = load(id);
    const Result<Census> c = census(p);
    ASSERT_TRUE(c.ok()) << id << ": " << c.error().message;
    const Brute b = brute_force(p);
    EXPECT_EQ(c->counts, b.counts) << id;
    EXPECT_EQ(c->hardest, b.hardest) << id;
    uint64_t sum = 0;
    for (uint64_t n : c->counts) sum += n;
    EXPECT_EQ(sum, c->reachable) << id;
    EXPECT_EQ(c->reachable, uint64_t(1) << c->rank) << id;
    // The hardest position needs exactly that many: by the brute force's
    // table and by the solver the hints use.
    const Puzzle& h = c->hardest_puzzle;
    const std::vector<int> lights = h.machine->cells(h.position), goal = h.machine->goal_cells(h.position);
    uint64_t off = 0;  // the cells the presses must change: indexes the brute force's table
    for (std::size_t cell = 0; cell < lights.size(); ++cell)
      if (lights[cell] != goal[cell]) off |= uint64_t(1) << cell;
    EXPECT_EQ(b.fewest[off], c->hardest) << h.id();
    const Solution s = h.machine->solve(h.position);
    ASSERT_TRUE(s.solvable) << h.id();
    EXPECT_EQ(int(s.presses.size()), c->hardest) << h.id();
  }
}

// 5x5 Lights Out: 2^23 positions, the hardest need 15 presses (the published
// figure), and every count agrees with the brute force.
TEST(Census, LightsOut5x5) {
  const Puzzle p = load("lightsout5x5:00000/00000/00000/00000/00000");
  const Result<Census> c = census(p);
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->rank, 23);
  EXPECT_EQ(c->hardest, 15);
  EXPECT_EQ(c->counts, brute_force(p).counts);
  EXPECT_EQ(int(p.machine->solve(c->hardest_puzzle.position).presses.size()), 15);
}

TEST(Census, RefusesWhatItCannotEnumerateInWords) {
  const Result<Census> k3 = census(load("lightsout3x3-k3:000/000/000"));
  ASSERT_FALSE(k3.ok());
  EXPECT_NE(k3.error().message.find("two states"), std::string::npos) << k3.error().message;
  const Result<Census> big = census(load("lightsout6x6:000000/000000/000000/000000/000000/000000"));
  ASSERT_FALSE(big.ok());
  EXPECT_NE(big.error().message.find("at most 32 buttons"), std::string::npos) << big.error().message;
}

}  // namespace
}  // namespace tl
