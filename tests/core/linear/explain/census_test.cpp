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

// k states: every press vector x in [0, k)^buttons counted up like an
// odometer, its position kept per cell (each press's change read off the
// machine), the fewest presses (the sum of x) per cell pattern in base k.
struct BruteK {
  std::vector<uint64_t> counts;
  std::vector<uint8_t> fewest;  // per pattern sum y_c k^c of what the presses change
};

BruteK brute_force_k(const Puzzle& p) {
  const Machine& m = *p.machine;
  const int k = m.states(), cells = m.cell_count(), buttons = m.button_count();
  std::vector<std::vector<int>> column;
  const std::vector<int> before = m.cells(p.position);
  for (int j = 0; j < buttons; ++j) {
    Position after = p.position;
    m.press(after, j);
    std::vector<int> d = m.cells(after);
    for (int c = 0; c < cells; ++c) d[std::size_t(c)] = ((d[std::size_t(c)] - before[std::size_t(c)]) % k + k) % k;
    column.push_back(d);
  }
  std::size_t patterns = 1;
  for (int c = 0; c < cells; ++c) patterns *= std::size_t(k);
  BruteK b;
  b.fewest.assign(patterns, 0xff);
  std::vector<int> x(std::size_t(buttons), 0), y(std::size_t(cells), 0);
  while (true) {
    std::size_t at = 0, scale = 1;
    int weight = 0;
    for (int c = 0; c < cells; ++c, scale *= std::size_t(k)) at += std::size_t(y[std::size_t(c)]) * scale;
    for (int t : x) weight += t;
    if (weight < b.fewest[at]) b.fewest[at] = uint8_t(weight);
    int j = 0;  // the odometer: digit j goes up by one press, those below wrap to 0
    for (; j < buttons; ++j) {
      x[std::size_t(j)] = (x[std::size_t(j)] + 1) % k;
      for (int c = 0; c < cells; ++c) y[std::size_t(c)] = (y[std::size_t(c)] + column[std::size_t(j)][std::size_t(c)]) % k;
      if (x[std::size_t(j)] != 0) break;
    }
    if (j == buttons) break;
  }
  for (uint8_t f : b.fewest) {
    if (f == 0xff) continue;
    if (f >= b.counts.size()) b.counts.resize(std::size_t(f) + 1, 0);
    ++b.counts[f];
  }
  return b;
}

TEST(Census, AgreesWithEveryPressVectorOverZk) {
  for (const char* id :
       {"lightsout3x3-k3:000/000/000", "lightsout3x3t-k3:000/000/000", "lightsout3x3-k4:000/000/000", "lightsout2x3-k6:000/000",
        "lightsout3x3-k3-x:000/000/000", "merlin-k3:000/000/000", "lightsout2x4-k5:0000/0000"}) {
    const Puzzle p = load(id);
    const Result<Census> c = census(p);
    ASSERT_TRUE(c.ok()) << id << ": " << c.error().message;
    const BruteK b = brute_force_k(p);
    EXPECT_EQ(c->counts, b.counts) << id;
    uint64_t sum = 0;
    for (uint64_t n : c->counts) sum += n;
    EXPECT_EQ(sum, c->reachable) << id;
    EXPECT_EQ(c->hardest + 1, int(c->counts.size())) << id;
    // The hardest position: the solver needs exactly that many presses.
    const Puzzle& h = c->hardest_puzzle;
    const Solution s = h.machine->solve(h.position);
    ASSERT_TRUE(s.solvable) << h.id();
    EXPECT_EQ(int(s.presses.size()), c->hardest) << id << " " << h.id();
  }
}

// The run in slices gives the same census as one call, and its table answers
// "how many presses from here" for any position: the solver's count when it
// is reachable, -1 when not.
TEST(Census, RunInSlicesAnswersForEachPosition) {
  for (const char* id : {"lightsout4x4:0000/0000/0000/0000", "lightsout3x3-k4:000/000/000"}) {
    const Puzzle p = load(id);
    Result<std::shared_ptr<CensusRun>> run = CensusRun::start(p);
    ASSERT_TRUE(run.ok()) << id;
    int slices = 0;
    double last = -1;
    while (!(*run)->step(1000)) {
      EXPECT_GE((*run)->progress(), last);
      last = (*run)->progress();
      ++slices;
    }
    EXPECT_GT(slices, 3) << id;
    EXPECT_EQ((*run)->result().counts, census(p)->counts) << id;
    const Machine& m = *p.machine;
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      const Position pos = m.random(seed, seed % 2 == 0);
      const Solution s = m.solve(pos);
      EXPECT_EQ((*run)->fewest(pos), s.solvable ? int(s.presses.size()) : -1) << id << " seed " << seed;
    }
  }
}

TEST(Census, PercentEasierCountsThePositionsThatNeedFewer) {
  const Result<Census> c = census(load("lightsout3x3:000/000/000"));
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(percent_easier(*c, 0), 0);
  EXPECT_EQ(percent_easier(*c, 1), 0);  // 1 of 512 positions needs none
  uint64_t below = 0;
  for (int n = 0; n < 5; ++n) below += c->counts[std::size_t(n)];
  EXPECT_EQ(percent_easier(*c, 5), int(below * 100 / 512));
  EXPECT_LT(percent_easier(*c, c->hardest), 100);
}

TEST(Census, RefusesWhatItCannotEnumerateInWords) {
  const Result<Census> ghaly = census(load("ghaly4:0000/0000/0000/0000,s=12345678,t=23415678"));
  ASSERT_FALSE(ghaly.ok());
  EXPECT_NE(ghaly.error().message.find("add fixed amounts"), std::string::npos) << ghaly.error().message;
  const Result<Census> big = census(load("lightsout6x6:000000/000000/000000/000000/000000/000000"));
  ASSERT_FALSE(big.ok());
  EXPECT_NE(big.error().message.find("at most 2^30"), std::string::npos) << big.error().message;
  EXPECT_NE(big.error().message.find("2^36"), std::string::npos) << big.error().message;
  const Result<Census> page = census(load("lightsout5x6:000000/000000/000000/000000/000000"), kCensusPagePositions);
  ASSERT_FALSE(page.ok());
  EXPECT_NE(page.error().message.find("at most 2^24"), std::string::npos) << page.error().message;
}

}  // namespace
}  // namespace tl
