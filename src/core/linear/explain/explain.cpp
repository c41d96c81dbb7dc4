// explain.cpp: the system A s = b of a linear machine (two states or k), its
// elimination step by step, the answer, the inverse or the quiet patterns
// and invariants (see explain.hpp).
#include "core/linear/explain/explain.hpp"

#include <algorithm>

#include "core/game/linear_view.hpp"
#include "core/linear/machines/linear_machine.hpp"

namespace tl {

namespace {

BitVec bits_of(const ZkVec& v) {
  BitVec b(v.size());
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i] & 1) b.set(i);
  return b;
}

// Rows of `basis` (vectors of `bits` bits) brought to reduced echelon form:
// a canonical, readable basis of the same span.
std::vector<BitVec> tidy_basis(const std::vector<BitVec>& basis, std::size_t bits) {
  if (basis.empty()) return basis;
  Gf2Matrix m = Gf2Matrix::from_rows(basis, int(bits));
  const int r = int(rref(m).size());
  std::vector<BitVec> out;
  out.reserve(std::size_t(r));
  for (int i = 0; i < r; ++i) out.push_back(m.row_vec(i));
  return out;
}

// A of the machine, dense: column j is what button j adds to each cell.
ModMatrix press_matrix_of(const Machine& m, int k) {
  ModMatrix a(m.cell_count(), m.button_count(), k);
  const LinearView* lin = m.linear();
  if (!lin) return a;
  for (int j = 0; j < m.button_count(); ++j) {
    const std::vector<uint8_t> column = lin->button_amounts(j);
    for (std::size_t c = 0; c < column.size(); ++c)
      if (column[c]) a.set(int(c), j, column[c]);
  }
  return a;
}

// b = goal - lights (mod k), per cell.
ZkVec target_of(const Machine& m, const Position& pos) {
  const int k = m.linear_modulus();
  const std::vector<int> lights = m.cells(pos), goal = m.goal_cells(pos);
  ZkVec b;
  for (std::size_t c = 0; c < lights.size(); ++c) b.push_back(uint8_t((goal[c] - lights[c] + k) % k));
  return b;
}

void explain_dense(const Machine& m, Explanation& e, const ExplainOptions& options) {
  const int n = e.cells, nb = e.buttons, k = e.k;
  e.a = press_matrix_of(m, k);
  e.augmented = augmented(e.a, e.b);
  e.steps_recorded = n <= options.max_step_size && nb <= options.max_step_size;
  Elimination el = eliminate(e.augmented, nb, e.steps_recorded);
  e.steps = std::move(el.steps);
  e.echelon_steps = el.echelon_steps;
  e.step_count = el.step_count;
  e.echelon = std::move(el.echelon);
  e.reduced = std::move(el.reduced);
  e.pivot_columns = std::move(el.pivot_columns);
  e.pivot_values = std::move(el.pivot_values);
  e.free_columns = std::move(el.free_columns);
  e.appended_rows = el.appended_rows;
  e.rank = int(e.pivot_columns.size());
  e.contradiction_row = el.contradiction_row;
  e.solvable = el.contradiction_row < 0;
  if (e.solvable) e.solution = std::move(el.solution);
  if (n == nb && n <= options.max_step_size) {
    e.inverse = inverse_mod_k(e.a);
    e.invertible = e.inverse.has_value();
  }

  if (k != 2) {
    // The counts and patterns of a module over Z_k come from the machine's
    // solver (Howell forms per prime power); the reason names the plainest
    // invariant behind the row reading 0 = c.
    e.analysis = analyze_rules(m, options.max_patterns);
    e.nullity = int(e.analysis.quiet_generator_count);
    e.invariant_count = int(invariant_count(e.analysis));
    e.invertible = e.invertible || (n == nb && e.nullity == 0 && e.analysis.reachable_fraction() == "1");
    if (!e.solvable) {
      e.violated_invariant = plainest_invariant(el.combination.row_vec(e.contradiction_row), k, e.b);
      e.reason = zk_unsolvable_reason(e.violated_invariant, e.b);
    }
    return;
  }

  // Mod 2 the reduced form gives everything. Quiet patterns: free button f
  // pressed, and each pivot button pressed where its row has a 1 in column f.
  e.nullity = nb - e.rank;
  e.analysis = counts_mod2(e.cells, e.buttons, e.rank);
  e.invariant_count = e.cells - e.rank;
  e.invertible = n == nb && e.rank == n;
  for (int f : e.free_columns) {
    if (e.analysis.quiet_patterns.size() >= options.max_patterns) break;
    ZkVec q(std::size_t(nb), 0);
    q[std::size_t(f)] = 1;
    for (int r = 0; r < e.rank; ++r)
      if (e.reduced.get(r, f)) q[std::size_t(e.pivot_columns[std::size_t(r)])] = 1;
    e.analysis.quiet_patterns.push_back({std::move(q), 2});
  }
  // Invariants: the rows that reduced to zero in A's part. The cells added
  // into such a row have a sum no button changes (a left null vector of A).
  std::vector<BitVec> inv;
  for (int r = e.rank; r < n; ++r) inv.push_back(bits_of(el.combination.row_vec(r)));
  inv = tidy_basis(inv, std::size_t(n));
  for (std::size_t i = 0; i < inv.size() && i < options.max_patterns; ++i)
    e.analysis.invariants.push_back({zk_values(inv[i]), 2});
  if (!e.solvable) {
    const BitVec violated = bits_of(el.combination.row_vec(e.contradiction_row));
    e.violated_invariant = {zk_values(violated), 2};
    e.reason = unsolvable_reason(violated, bits_of(e.b), e.cols);
  }
}

// Too large to hold A densely: the machine's own analysis (Lights Out's light
// chasing, the k-state chase) gives the counts and the patterns; explain()
// then takes s from the solver the hints use.
void explain_large(const Machine& m, Explanation& e, const ExplainOptions& options) {
  e.analysis = analyze_rules(m, options.max_patterns);
  e.rank = std::max(0, e.analysis.rank);
  e.nullity = int(e.analysis.quiet_generator_count);
  e.invariant_count = int(invariant_count(e.analysis));
  e.invertible = e.cells == e.buttons && e.nullity == 0 && e.analysis.reachable_fraction() == "1";
}

}  // namespace

ModMatrix augmented(const ModMatrix& a, const ZkVec& b) {
  ModMatrix ab(a.rows(), a.cols() + 1, a.k());
  for (int c = 0; c < a.rows(); ++c) {
    for (int j = 0; j < a.cols(); ++j) ab.set(c, j, a.get(c, j));
    ab.set(c, a.cols(), b[std::size_t(c)]);
  }
  return ab;
}

std::vector<int> once_per_press(const ZkVec& v) {
  std::vector<int> out;
  for (std::size_t j = 0; j < v.size(); ++j)
    for (int t = 0; t < v[j]; ++t) out.push_back(int(j));
  return out;
}

std::string count_text(long long n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

std::string presses_text(const ZkVec& s) {
  std::string out;
  for (std::size_t j = 0; j < s.size(); ++j)
    if (s[j]) out += (out.empty() ? "" : ", ") + std::to_string(j + 1) + (s[j] > 1 ? " x" + std::to_string(s[j]) : "");
  return out.empty() ? "none" : out;
}

std::vector<int> Explanation::solution_presses() const { return once_per_press(solution); }
std::vector<int> Explanation::fewest_presses() const { return once_per_press(fewest); }

bool explainable(const Machine& m) { return m.linear_modulus() != 0; }

ZkAnalysis analyze_rules(const Machine& m, std::size_t max_patterns) {
  const LinearView* lin = m.linear();
  return lin ? lin->analysis(max_patterns) : ZkAnalysis{};
}

std::size_t invariant_count(const ZkAnalysis& a) {
  // Over a field (k prime) the invariants' dimension is cells - rank; else
  // the generators found.
  return a.rank >= 0 ? std::size_t(a.cells - a.rank) : a.invariants.size();
}

ModMatrix press_matrix(const Machine& m) {
  if (!explainable(m)) return {};
  return press_matrix_of(m, m.linear_modulus());
}

ModMatrix system_matrix(const Machine& m, const Position& pos) {
  if (!explainable(m)) return {};
  return augmented(press_matrix_of(m, m.linear_modulus()), target_of(m, pos));
}

Explanation explain(const Machine& m, const Position& pos, const ExplainOptions& options) {
  Explanation e;
  e.k = m.linear_modulus();
  e.head = m.head();
  e.title = m.title();
  e.rows = m.rows();
  e.cols = m.cols();
  e.cells = m.cell_count();
  e.buttons = m.button_count();
  e.buttons_are_cells = m.button_count() == m.cell_count() && m.button_count() > 0 && m.button_cell(0) == 0;
  for (int v : m.cells(pos)) e.state.push_back(uint8_t(v));
  for (int v : m.goal_cells(pos)) e.goal.push_back(uint8_t(v));
  e.b = target_of(m, pos);
  const int dense_max = options.max_dense_size >= 0 ? options.max_dense_size
                        : e.k == 2                  ? kExplainMaxDenseBits
                                                    : kExplainMaxDenseBytes;
  e.dense = e.cells <= dense_max && e.buttons <= dense_max;
  if (e.dense) explain_dense(m, e, options);
  else explain_large(m, e, options);
  // The fewest presses: the machine's own solver, the one its hints use.
  const Solution s = m.solve(pos);
  if (s.solvable) {
    e.fewest.assign(std::size_t(e.buttons), 0);
    for (int b : s.presses) e.fewest[std::size_t(b)] = uint8_t((e.fewest[std::size_t(b)] + 1) % e.k);
    e.fewest_count = (long long)s.presses.size();
    e.fewest_minimal = s.minimal;
  }
  if (!e.dense) {
    // Without the elimination, s is the solver's, and the invariant named is
    // the first generator b breaks.
    e.solvable = s.solvable;
    e.solution = e.fewest;
    e.reason = s.reason;
    for (const ZkInvariant& inv : e.analysis.invariants)
      if (!s.solvable && inv.value(e.b) != 0) {  // b changes the sum it keeps
        e.violated_invariant = inv;
        break;
      }
  }
  return e;
}

Result<Explanation> explain(const Puzzle& p, const ExplainOptions& options) {
  if (!explainable(*p.machine))
    return Error{0, p.machine->name() + " is not a linear machine: explain needs buttons that add press vectors mod k"};
  Explanation e = explain(*p.machine, p.position, options);
  e.id = p.id();
  return e;
}

Explanation sheet_part(const Explanation& e, std::size_t max_sets) {
  Explanation part = e;
  ZkAnalysis& a = part.analysis;
  if (a.quiet_patterns.size() > max_sets) a.quiet_patterns.resize(max_sets);
  if (a.invariants.size() > max_sets) a.invariants.resize(max_sets);
  return part;
}

}  // namespace tl
