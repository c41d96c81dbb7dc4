// dynamics.cpp: the solution map, its orbits and the boards that are their
// own solution (see dynamics.hpp).
#include "core/linear/explain/dynamics.hpp"

#include <algorithm>
#include <unordered_map>

#include "core/game/linear_view.hpp"

namespace tl {

namespace {

// Why a system has no solution map here; empty when it has one.
std::string unmapped(const Explanation& e) {
  if (!e.dense) return "the system is too large to hold as a matrix here";
  if (!e.buttons_are_cells || e.cells != e.buttons)
    return "a solution is read as a board only where the buttons are the board's cells";
  return {};
}

// The elimination of M (n x n) with a zero column for b: its reduced form,
// pivots and the record of row combinations E (E M = R).
Elimination eliminated(const ModMatrix& m) { return eliminate(augmented(m, ZkVec(std::size_t(m.rows()), 0)), m.cols(), false); }

bool unit_pivots(const Elimination& el) {
  return el.appended_rows == 0 && std::all_of(el.pivot_values.begin(), el.pivot_values.end(), [](int d) { return d == 1; });
}

}  // namespace

Result<SolutionMap> solution_map(const Explanation& e) {
  if (std::string why = unmapped(e); !why.empty()) return Error{0, why};
  const Elimination el = eliminated(e.a);
  if (!unit_pivots(el))
    return Error{0, "the reduction mod " + std::to_string(e.k) +
                        " has a pivot other than 1, so a solution is not read off "
                        "linearly (try a prime number of states)"};
  // Row r of the reduced form, pivot in column c: with the free buttons
  // unpressed, s_c is row r of E b. Rows past the rank say nothing of s.
  SolutionMap m;
  m.k = e.k;
  m.n = e.cells;
  m.g = ModMatrix(e.buttons, e.cells, e.k);
  for (std::size_t r = 0; r < el.pivot_columns.size(); ++r)
    for (int j = 0; j < e.cells; ++j) m.g.set(el.pivot_columns[r], j, el.combination.get(int(r), j));
  m.invertible = int(el.pivot_columns.size()) == e.cells;
  m.free_buttons = el.free_columns;
  return m;
}

ZkVec next_board(const SolutionMap& m, const ZkVec& x) {
  ZkVec out = m.g.times(x);
  for (uint8_t& v : out) v = uint8_t((m.k - v) % m.k);  // -G x
  return out;
}

ZkVec previous_board(const Explanation& e, const ZkVec& x) {
  if (!unmapped(e).empty() || int(x.size()) != e.cells) return {};
  ZkVec out = e.a.times(x);
  for (uint8_t& v : out) v = uint8_t((e.k - v) % e.k);  // -A x
  return out;
}

std::vector<int> stable_cells(const ZkVec& x, const ZkVec& next) {
  std::vector<int> out;
  for (std::size_t i = 0; i < x.size() && i < next.size(); ++i)
    if (next[i] == x[i]) out.push_back(int(i));
  return out;
}

AllLitDynamics all_lit_dynamics(const Machine& m, long long budget, long long most_ops, bool self_solving) {
  AllLitDynamics out;
  const int k = m.linear_modulus();
  if (k < 2) {
    out.orbit_why = out.self.why = m.title() + " is not linear";
    return out;
  }
  const std::vector<int> lit(std::size_t(m.cell_count()), k - 1), off(std::size_t(m.cell_count()), 0);
  if (const PlusGrid g = plus_grid_of(m); g.valid()) {
    out.order = grid_period(g, k, ZkVec(lit.begin(), lit.end()));
    if (out.order.found()) {
      out.orbit.preperiod = 0;
      out.orbit.period = out.order.period;
    }
  }
  if (m.cell_count() > kExplainMaxDenseBytes) {
    out.self.why = "boards of at most " + std::to_string(kExplainMaxDenseBytes) + " cells are held as a matrix";
    if (!out.order.found()) out.orbit_why = out.self.why + (out.order.why.empty() ? "" : " (" + out.order.why + ")");
    return out;
  }
  if (out.order.found() && !self_solving) return out;
  const Explanation e = explain(m, m.position_of(lit, off));
  if (self_solving) out.self = self_solving_boards(e);  // A alone: the same for every board of these rules
  if (out.order.found()) return out;
  auto map = solution_map(e);
  if (!map) {
    out.orbit_why = map.error().message;
    return out;
  }
  out.orbit = orbit_period(e, *map, ZkVec(lit.begin(), lit.end()), budget, most_ops);
  return out;
}

long long orbit_budget(int n, long long asked, long long most_ops) {
  const long long cells = std::max(1, n);
  return std::max(1LL, std::min({asked, kOrbitMostBytes / cells, std::min(most_ops, kOrbitMostOps) / (cells * cells)}));
}

Orbit orbit_of(const SolutionMap& m, const ZkVec& start, long long budget) {
  Orbit o;
  budget = orbit_budget(m.n, budget);
  o.budget = budget;
  std::unordered_map<std::string, long long> seen;  // a board's bytes -> its place in the orbit
  ZkVec x = start;
  for (long long i = 0; i < budget; ++i) {
    const std::string key(x.begin(), x.end());
    if (auto it = seen.find(key); it != seen.end()) {
      o.preperiod = it->second;
      o.period = i - it->second;
      return o;
    }
    seen.emplace(key, i);
    o.boards.push_back(x);
    x = next_board(m, x);
  }
  return o;
}

Orbit orbit_period(const Explanation& e, const SolutionMap& m, const ZkVec& start, long long most_steps, long long most_ops) {
  const auto followed = [&] {
    Orbit o = orbit_of(m, start, orbit_budget(m.n, most_steps, most_ops));
    o.boards.clear();
    return o;
  };
  // G's columns at the free cells all 0: the form the backward step needs.
  for (int f : m.free_buttons)
    for (int r = 0; r < m.n; ++r)
      if (m.g.get(r, f) != 0) return followed();
  // A's columns, sparse: a step presses every button once.
  std::vector<std::vector<std::pair<int, uint8_t>>> presses(std::size_t(e.cells));
  long long entries = 0;
  for (int c = 0; c < e.cells; ++c)
    for (int j = 0; j < e.cells; ++j)
      if (const int v = e.a.get(c, j)) {
        presses[std::size_t(j)].emplace_back(c, uint8_t(v));
        ++entries;
      }
  std::vector<uint8_t> is_free(std::size_t(m.n), 0);
  for (int f : m.free_buttons) is_free[std::size_t(f)] = 1;
  const int k = m.k;
  std::vector<int> sum(std::size_t(m.n));
  const auto back = [&](ZkVec& w) {  // w -> -(A w), free cells cleared
    std::fill(sum.begin(), sum.end(), 0);
    for (int j = 0; j < m.n; ++j)
      if (const int wj = w[std::size_t(j)])
        for (const auto& [c, v] : presses[std::size_t(j)]) sum[std::size_t(c)] += wj * v;
    for (int c = 0; c < m.n; ++c) w[std::size_t(c)] = is_free[std::size_t(c)] ? 0 : uint8_t((k - sum[std::size_t(c)] % k) % k);
  };
  Orbit o;
  o.backwards = true;
  bool in_w = true;
  for (int f : m.free_buttons) in_w &= start[std::size_t(f)] == 0;
  const ZkVec first = in_w ? start : next_board(m, start);
  // One step each way must agree before the cycle is trusted to the backward step.
  ZkVec x = first;
  back(x);
  if (next_board(m, x) != first) return followed();
  o.budget = std::max(1LL, std::min(most_steps, most_ops / std::max(1LL, entries + m.n)));
  for (long long i = 1; i <= o.budget; ++i) {
    if (x == first) {
      o.preperiod = in_w ? 0 : 1;
      o.period = i;
      return o;
    }
    back(x);
  }
  return o;
}

SelfSolving self_solving_boards(const Explanation& e) {
  SelfSolving out;
  if (std::string why = unmapped(e); !why.empty()) {
    out.why = why;
    return out;
  }
  ModMatrix plus = e.a;
  for (int i = 0; i < e.cells; ++i) plus.set(i, i, (plus.get(i, i) + 1) % e.k);
  const Elimination el = eliminated(plus);
  if (!unit_pivots(el)) {
    out.why = "the reduction of A + I mod " + std::to_string(e.k) + " has a pivot other than 1 (try a prime number of states)";
    return out;
  }
  // A free column f: x_f = 1, each pivot's x_c = -R[r][f], the rest 0.
  for (int f : el.free_columns) {
    ZkVec x(std::size_t(e.cells), 0);
    x[std::size_t(f)] = 1;
    for (std::size_t r = 0; r < el.pivot_columns.size(); ++r)
      x[std::size_t(el.pivot_columns[r])] = uint8_t((e.k - el.reduced.get(int(r), f)) % e.k);
    out.basis.push_back(std::move(x));
  }
  out.dimension = int(out.basis.size());
  return out;
}

}  // namespace tl
