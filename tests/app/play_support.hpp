// play_support.hpp: what the headless ports of the browser's game tests
// share (app_game_test, app_machines_test, app_states_test, app_lesson_test):
// the core's own answer for a puzzle ID, as the CLI prints it (the browser
// tests spawned `togglelab solve|new|analyze`; these call the same core
// in-process), a rank worked out here from a custom ID's own text, and a
// player who follows the level-2 hint until the board is solved.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {

// `togglelab solve ID --json` (cmd_solve.cpp: the machine's solve(), buttons 1-based).
struct CoreAnswer {
  bool solvable = false;
  std::vector<int> presses;  // 1-based, ascending, a button once per press
  std::size_t press_count = 0;
  bool minimal = false;
  std::string search;
};

inline CoreAnswer core_solve(const std::string& id) {
  Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
  EXPECT_TRUE(p) << "the core parses " << id.substr(0, 80);
  if (!p) return {};
  const Solution s = p->machine->solve(p->position);
  CoreAnswer a{s.solvable, {}, s.presses.size(), s.minimal, s.search};
  for (int b : s.presses) a.presses.push_back(b + 1);
  return a;
}

// `togglelab new ... --seed N` (cmd_new.cpp): a random solvable start of the
// rules of `rules_id`, at their default goal.
inline std::string dealt(const std::string& rules_id, uint64_t seed) {
  Result<Puzzle> p = parse_puzzle_id(rules_id, Surface::Cli);
  EXPECT_TRUE(p) << "the core parses " << rules_id;
  if (!p) return rules_id;
  return Puzzle{p->machine, p->machine->random(seed, false)}.id();
}

// `togglelab analyze ID --json`'s rank (cmd_analyze.cpp: analyze_rules).
inline int core_rank(const std::string& id) {
  Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
  EXPECT_TRUE(p) << "the core parses " << id;
  return p ? analyze_rules(*p->machine).rank : -2;
}

// The rank mod a prime `k` of a custom ID's buttons, read from the ID's own
// text (",b=" then one pattern per button, '.' between them, a digit per cell,
// '/' between rows) and eliminated here: no core code in the way.
inline int rank_from_custom_id(const std::string& id, int k) {
  const std::size_t at = id.find(",b=");
  EXPECT_NE(at, std::string::npos) << id;
  std::vector<std::vector<int>> rows(1);
  for (char c : id.substr(at + 3)) {
    if (c == '.') rows.emplace_back();
    else if (c >= '0' && c <= '9') rows.back().push_back(c - '0');
  }
  auto inverse = [k](int a) {
    for (int x = 1; x < k; ++x)
      if (a * x % k == 1) return x;
    return 0;
  };
  int rank = 0;
  const std::size_t cols = rows[0].size();
  for (std::size_t c = 0; c < cols && rank < int(rows.size()); ++c) {
    std::size_t pivot = std::size_t(rank);
    while (pivot < rows.size() && rows[pivot][c] % k == 0) ++pivot;
    if (pivot == rows.size()) continue;
    std::swap(rows[pivot], rows[std::size_t(rank)]);
    const std::vector<int>& p = rows[std::size_t(rank)];
    const int inv = inverse(p[c] % k);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      if (r == std::size_t(rank) || rows[r][c] % k == 0) continue;
      const int f = rows[r][c] * inv % k;
      for (std::size_t j = 0; j < cols; ++j) rows[r][j] = ((rows[r][j] - f * p[j]) % k + k) % k;
    }
    ++rank;
  }
  return rank;
}

// The cells as numbers, and what changed between two states of them (mod k).
inline std::vector<int> cells_of(const Json& s) { return s["cells"].get<std::vector<int>>(); }
inline std::vector<int> change_mod(const std::vector<int>& before, const std::vector<int>& after, int k) {
  std::vector<int> d(after.size());
  for (std::size_t i = 0; i < after.size(); ++i) d[i] = ((after[i] - before[i]) % k + k) % k;
  return d;
}

// Opens the level-2 hint (Hint, then Which button?) and presses the ringed
// button until the board is solved, each press bringing the goal one press
// closer; fails the test past `fewest` presses. Returns the presses made and
// the last state, and whether a hint said "x2" or more (hint_times).
struct HintWalk {  // NOLINT(bugprone-exception-escape): nlohmann::json's move may throw by its signature; a test value
  int presses = 0;
  bool saw_times = false;
  Json last;
};

inline HintWalk follow_hints(AppDriver& d, std::size_t fewest) {
  HintWalk w;
  EXPECT_TRUE(d.click("Hint")) << d.last_error;           // level 1: where to look
  EXPECT_TRUE(d.click("Which button?")) << d.last_error;  // level 2: the ring
  w.last = d.state();
  while (!w.last["solved"].get<bool>()) {
    if (w.last["hint"].is_null()) {
      ADD_FAILURE() << "no hint shown at " << w.last["id"];
      break;
    }
    EXPECT_GE(w.last["hint_times"].get<int>(), 1) << "the hint says how many times";
    w.saw_times |= w.last["hint_times"].get<int>() > 1;
    const auto before = w.last["min_presses"];
    if (!d.press(w.last["hint"].get<int>())) {
      ADD_FAILURE() << d.last_error;
      break;
    }
    w.last = d.state();
    EXPECT_EQ(w.last["min_presses"], w.last["solved"].get<bool>() ? 0 : before.get<int>() - 1)
        << "each hinted press brings the goal one press closer";
    if (std::size_t(++w.presses) > fewest) {
      ADD_FAILURE() << "the hints took more than the fewest " << fewest << " presses";
      break;
    }
  }
  return w;
}

}  // namespace tl::app::testing
