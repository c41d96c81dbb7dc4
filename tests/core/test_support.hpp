// test_support.hpp: helpers shared by the core tests (loading IDs, hints, brute force).
#pragma once

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "core/linear/lightsout_fast.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "core/modk/zk_types.hpp"
#include "core/registry/registry.hpp"

namespace tl::test {

// Helpers several test files had each their own copy of (the test files
// compile in unity files of eight, where two copies of one name collide).
inline bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// n random bits, each set with probability 1 / one_in.
inline BitVec random_bits(std::mt19937_64& rng, std::size_t n, int one_in = 2) {
  BitVec v(n);
  for (std::size_t i = 0; i < n; ++i) v.set(i, rng() % unsigned(one_in) == 0);
  return v;
}

// n random values mod k.
inline ZkVec random_vec(std::mt19937_64& rng, std::size_t n, int k) {
  ZkVec v(n);
  for (uint8_t& x : v) x = uint8_t(rng() % uint64_t(k));
  return v;
}

// Every light of the board on.
inline BitVec all_lit(const LightsOutBoard& b) {
  BitVec t(b.cells());
  for (std::size_t i = 0; i < t.size(); ++i) t.set(i);
  return t;
}

inline Puzzle load(const std::string& id) {
  auto p = parse_puzzle_id(id);
  EXPECT_TRUE(p.ok()) << id << ": " << (p.ok() ? "" : p.error().describe());
  return *p;
}

// Which class implements a board (the bit-packed LinearMachine or the k-state
// ZkMachine) is a question for the tests of those classes alone: the app and
// the CLI see a machine's capabilities (Machine::linear() and the rest).
inline const LinearMachine* as_packed(const Machine& m) { return dynamic_cast<const LinearMachine*>(&m); }
inline const ZkMachine* as_zk(const Machine& m) { return dynamic_cast<const ZkMachine*>(&m); }
inline const LinearMachine& linear(const Puzzle& p) {
  EXPECT_NE(as_packed(*p.machine), nullptr) << p.id() << " is not bit-packed";
  return dynamic_cast<const LinearMachine&>(*p.machine);
}

// A Lights Out ID of an r x c board with every light off: "lightsout" r "x" c, the options, ":".
inline std::string dark_lightsout(int r, int c, const std::string& options) {
  std::string id = "lightsout" + std::to_string(r) + "x" + std::to_string(c) + options + ":";
  for (int i = 0; i < r; ++i) id += (i ? "/" : "") + std::string(std::size_t(c), '0');
  return id;
}

// A malformed ID, the character position its error must name, and words the message must hold.
struct BadId {
  std::string id;
  std::size_t pos;
  const char* words;
};

inline void expect_bad_ids(const std::vector<BadId>& cases) {
  for (const BadId& c : cases) {
    auto p = parse_puzzle_id(c.id);
    ASSERT_FALSE(p.ok()) << c.id;
    EXPECT_EQ(p.error().pos, c.pos) << c.id << ": " << p.error().message;
    EXPECT_NE(p.error().message.find(c.words), std::string::npos) << c.id << ": " << p.error().message;
  }
}

// Follows hints (the lowest-numbered button of a fewest-press solution) until
// solved; returns how many were pressed, or -1 if a hint was missing.
inline int follow_hints(const Machine& m, Position pos, int limit) {
  int n = 0;
  while (!m.solved(pos)) {
    Solution s = m.solve(pos);
    if (!s.solvable || s.presses.empty() || n >= limit) return -1;
    m.press(pos, s.presses.front());
    ++n;
  }
  return n;
}

// Fewest presses to reach each state from all-off, by trying every press set
// (-1: unreachable). Only for machines with up to ~20 buttons.
inline std::vector<int> brute_force_min_presses(const LinearMachine& m) {
  const int n = m.cell_count(), b = m.button_count();
  std::vector<uint32_t> u(std::size_t(b), 0);
  for (int j = 0; j < b; ++j)
    for (int c : m.press_vector(j).ones()) u[std::size_t(j)] |= uint32_t(1) << c;
  std::vector<int> best(std::size_t(1) << n, -1);
  uint32_t state = 0;
  best[0] = 0;
  // Gray-code order over press sets, tracking the press set's size.
  uint32_t set = 0;
  for (uint64_t g = 1; g < (uint64_t(1) << b); ++g) {
    int j = std::countr_zero(g);
    state ^= u[std::size_t(j)];
    set ^= uint32_t(1) << j;
    int k = std::popcount(set);
    int& slot = best[state];
    if (slot < 0 || k < slot) slot = k;
  }
  return best;
}

// Rank by the schoolbook method: Gaussian elimination in the field Z_p,
// written here apart from the solvers.
inline int field_rank(std::vector<std::vector<int>> m, int p) {
  const int rows = int(m.size()), cols = rows ? int(m[0].size()) : 0;
  int r = 0;
  for (int c = 0; c < cols && r < rows; ++c) {
    int piv = r;
    while (piv < rows && m[std::size_t(piv)][std::size_t(c)] % p == 0) ++piv;
    if (piv == rows) continue;
    std::swap(m[std::size_t(piv)], m[std::size_t(r)]);
    int inv = 1;
    while (m[std::size_t(r)][std::size_t(c)] * inv % p != 1) ++inv;
    for (int i = 0; i < rows; ++i) {
      if (i == r) continue;
      const int f = m[std::size_t(i)][std::size_t(c)] * inv % p;
      for (int j = 0; j < cols; ++j)
        m[std::size_t(i)][std::size_t(j)] =
            ((m[std::size_t(i)][std::size_t(j)] - f * m[std::size_t(r)][std::size_t(j)]) % p + p) % p;
    }
    ++r;
  }
  return r;
}

}  // namespace tl::test
