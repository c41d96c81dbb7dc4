// cli_periods_test.cpp: `togglelab periods` against a direct iteration of
// this test's own: A from the machine's presses, x -> the solution of
// A s = x (mod 2) read off the reduced row echelon form with every free
// button unpressed (that form is unique, so the reading is too), followed
// until a board repeats. N = 1..20, plain and torus (the CLI reads most
// periods from the map's order: the same numbers; under the sanitizers
// N = 1..12, which holds as many of each: the larger boards' long orbits
// are most of the test's time); and the dynamics command's one step each way.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>

#include "../core/test_support.hpp"
#include "../core/sanitized.hpp"
#include "cli_support.hpp"
#include "core/registry/registry.hpp"

namespace tl::test {
namespace {

using Json = nlohmann::json;
using Vec = std::vector<int>;

// s with A s = b (mod 2), free unknowns 0, by Gauss-Jordan on [A | b].
Vec rref_solution(std::vector<Vec> a, Vec b) {
  const int n = int(a.size());
  std::vector<int> pivot_col;
  int r = 0;
  for (int c = 0; c < n && r < n; ++c) {
    int p = r;
    while (p < n && !a[std::size_t(p)][std::size_t(c)]) ++p;
    if (p == n) continue;
    std::swap(a[std::size_t(p)], a[std::size_t(r)]);
    std::swap(b[std::size_t(p)], b[std::size_t(r)]);
    for (int i = 0; i < n; ++i)
      if (i != r && a[std::size_t(i)][std::size_t(c)]) {
        for (int j = 0; j < n; ++j) a[std::size_t(i)][std::size_t(j)] ^= a[std::size_t(r)][std::size_t(j)];
        b[std::size_t(i)] ^= b[std::size_t(r)];
      }
    pivot_col.push_back(c);
    ++r;
  }
  Vec s(std::size_t(n), 0);
  for (std::size_t i = 0; i < pivot_col.size(); ++i) s[std::size_t(pivot_col[i])] = b[i];
  return s;
}

// A of the N x N board (plain or torus), from the machine's own presses.
std::vector<Vec> own_matrix(int n, bool torus) {
  std::string id = "lightsout" + std::to_string(n) + "x" + std::to_string(n) + (torus ? "t" : "") + ":";
  for (int r = 0; r < n; ++r) id += (r ? "/" : "") + std::string(std::size_t(n), '0');
  const Result<Puzzle> p = parse_puzzle_id(id);
  EXPECT_TRUE(p);
  const int cells = n * n;
  std::vector<Vec> a(std::size_t(cells), Vec(std::size_t(cells), 0));
  for (int j = 0; j < cells; ++j) {
    Position pos = p->position;
    p->machine->press(pos, j);
    const Vec col = p->machine->cells(pos);
    for (int i = 0; i < cells; ++i) a[std::size_t(i)][std::size_t(j)] = col[std::size_t(i)];
  }
  return a;
}

// The nullity of A + I mod 2: the boards that are their own solution.
int own_self_solving(int n, bool torus) {
  std::vector<Vec> a = own_matrix(n, torus);
  for (std::size_t i = 0; i < a.size(); ++i) a[i][i] ^= 1;
  return int(a.size()) - field_rank(a, 2);
}

// {preperiod, period} of the all-lit board, or {-1, -1} past `budget` boards.
std::pair<long long, long long> own_orbit(int n, bool torus, long long budget) {
  const std::vector<Vec> a = own_matrix(n, torus);
  const int cells = n * n;
  // G column by column: the reading is linear in b.
  std::vector<Vec> g(std::size_t(cells), Vec{});
  for (int j = 0; j < cells; ++j) {
    Vec e(std::size_t(cells), 0);
    e[std::size_t(j)] = 1;
    g[std::size_t(j)] = rref_solution(a, e);
  }
  std::map<Vec, long long> seen;
  Vec x(std::size_t(cells), 1);
  for (long long step = 0; step < budget; ++step) {
    if (auto it = seen.find(x); it != seen.end()) return {it->second, step - it->second};
    seen.emplace(x, step);
    Vec next(std::size_t(cells), 0);
    for (int j = 0; j < cells; ++j)
      if (x[std::size_t(j)])
        for (int i = 0; i < cells; ++i) next[std::size_t(i)] ^= g[std::size_t(j)][std::size_t(i)];
    x = next;
  }
  return {-1, -1};
}

TEST(CliPeriods, AllLitPeriodsMatchADirectIterationPlainAndTorus) {
  constexpr int kSteps = 3000;
  constexpr int kMax = natively_or(20, 12);
  for (const char* topology : {"plain", "torus"}) {
    const CliRun r =
        run_cli({"periods", "--max", std::to_string(kMax), "--topology", topology, "--steps", std::to_string(kSteps), "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = Json::parse(r.out);
    ASSERT_EQ(j["boards"].size(), std::size_t(kMax));
    int exact = 0, by_order = 0;
    for (int n = 1; n <= kMax; ++n) {
      const Json& row = j["boards"][std::size_t(n - 1)];
      const bool torus = std::string(topology) == "torus";
      EXPECT_EQ(row["self_solving_dimension"], own_self_solving(n, torus)) << topology << " " << n << ": the nullity of A + I";
      const auto [pre, period] = own_orbit(n, torus, kSteps);
      if (period < 0) {  // past this test's steps: the CLI follows no further, unless it read the map's order
        if (row["by"] != "order") { EXPECT_TRUE(row["period"].is_null()) << topology << " " << n; }
        continue;
      }
      EXPECT_EQ(row["preperiod"], pre) << topology << " " << n;
      EXPECT_EQ(row["period"], period) << topology << " " << n;
      ++exact;
      by_order += row["by"] == "order";
    }
    EXPECT_GE(exact, 10) << topology << ": most boards' orbits end within the steps";
    EXPECT_GE(by_order, 5) << topology << ": read from the map's order, and the same as followed";
  }
}

TEST(CliPeriods, DynamicsShowsOneStepEachWay) {
  // 3x3: A is invertible (nullity 0), so the board x solves is -A x = A x mod 2.
  const CliRun r = run_cli({"dynamics", "lightsout3x3:100/000/000", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const Json j = Json::parse(r.out);
  EXPECT_EQ(j["inverse"], "110/100/000") << "pressing the corner: itself and its two neighbours";
  const CliRun back = run_cli({"dynamics", "lightsout3x3:110/100/000", "--json"});
  EXPECT_EQ(Json::parse(back.out)["solution"], "100/000/000") << "its solution is the corner again";
  // Stable cells: where the solution's board agrees with the board.
  const std::string sol = j["solution"], board = "100/000/000";
  std::vector<int> want;
  for (std::size_t i = 0, cell = 1; i < sol.size(); ++i)
    if (sol[i] != '/') {
      if (sol[i] == board[i]) want.push_back(int(cell));
      ++cell;
    }
  EXPECT_EQ(j["stable_cells"].get<std::vector<int>>(), want);
  const CliRun bad = run_cli({"periods", "--topology", "sphere"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(has(bad.err, "plain, torus, cylinder, moebius, klein or projective")) << bad.err;
}

}  // namespace
}  // namespace tl::test
