// explain.cpp: the system A s = b of a linear machine, its elimination mod 2
// step by step, the inverse or the quiet patterns and invariants.
#include "core/linear/explain/explain.hpp"

#include <algorithm>
#include <bit>

namespace tl {

std::string RowOp::caption() const {
  switch (kind) {
    case RowOpKind::Swap:
      return "swap rows " + std::to_string(row + 1) + " and " + std::to_string(other + 1);
    case RowOpKind::Add:
      return "add row " + std::to_string(row + 1) + " to row " + std::to_string(other + 1);
    case RowOpKind::Pivot:
      break;
  }
  if (above) return "pivot in column " + std::to_string(col + 1) + ": clear the rows above row " + std::to_string(row + 1);
  return "pivot in column " + std::to_string(col + 1);
}

void apply(Gf2Matrix& m, const RowOp& op) {
  if (op.kind == RowOpKind::Swap) m.swap_rows(op.row, op.other);
  else if (op.kind == RowOpKind::Add) m.xor_row(op.other, op.row);
}

std::string LinearExplanation::reachable_fraction() const {
  return invariant_count == 0 ? "1" : "1/2^" + std::to_string(invariant_count);
}

namespace {

// Gaussian elimination mod 2 over the first `pivot_cols` columns, the way
// Arnold and Blaszak by hand and Tekriwal and Sinha's bin_solve do it: per
// column, the first row at or
// below the current one with a 1 becomes the pivot (swapped up when needed)
// and is added to the rows below with a 1 there. That ends in row echelon
// form (Arnold and Blaszak's U); clearing above each pivot, last pivot first, then
// gives the reduced form. `combo` (an identity to start) undergoes the same
// operations, so its row i says which original rows were added into row i.
struct Eliminator {
  Gf2Matrix& m;
  Gf2Matrix* combo = nullptr;
  std::vector<RowOp>* steps = nullptr;
  long long count = 0;

  void op(const RowOp& o) {
    apply(m, o);
    if (combo) apply(*combo, o);
    if (o.changes_matrix()) ++count;
    if (steps) steps->push_back(o);
  }

  std::vector<int> forward(int pivot_cols) {
    std::vector<int> pivots;
    int r = 0;
    for (int c = 0; c < pivot_cols && r < m.rows(); ++c) {
      int p = r;
      while (p < m.rows() && !m.get(p, c)) ++p;
      if (p == m.rows()) continue;  // no pivot: button c is free
      if (p != r) op({RowOpKind::Swap, r, p, c, false});
      op({RowOpKind::Pivot, r, r, c, false});
      for (int i = r + 1; i < m.rows(); ++i)
        if (m.get(i, c)) op({RowOpKind::Add, r, i, c, false});
      pivots.push_back(c);
      ++r;
    }
    return pivots;
  }

  void backward(const std::vector<int>& pivots) {
    for (int r = int(pivots.size()) - 1; r >= 0; --r) {
      const int c = pivots[std::size_t(r)];
      bool marked = false;
      for (int i = 0; i < r; ++i) {
        if (!m.get(i, c)) continue;
        if (!marked) op({RowOpKind::Pivot, r, r, c, true});
        marked = true;
        op({RowOpKind::Add, r, i, c, true});
      }
    }
  }
};

// Rows of `basis` (vectors of `bits` bits) brought to reduced echelon form:
// a canonical, readable basis of the same span.
std::vector<BitVec> tidy_basis(const std::vector<BitVec>& basis, std::size_t bits) {
  if (basis.empty()) return basis;
  Gf2Matrix m = Gf2Matrix::from_rows(basis, int(bits));
  const int r = int(rref(m).size());
  std::vector<BitVec> out;
  for (int i = 0; i < r; ++i) out.push_back(m.row_vec(i));
  return out;
}

bool odd_on(const BitVec& set, const BitVec& v) {
  std::size_t n = 0;
  for (std::size_t w = 0; w < set.word_count(); ++w) n += std::size_t(std::popcount(set.words()[w] & v.words()[w]));
  return n & 1;
}

void explain_dense(const LinearMachine& m, LinearExplanation& e, const ExplainOptions& options) {
  const int n = e.cells, k = e.buttons;
  const PressMatrix pm = m.press_matrix();
  e.a = Gf2Matrix(n, k);
  e.augmented = Gf2Matrix(n, k + 1);
  for (int j = 0; j < k; ++j)
    for (int c : pm.toggles[std::size_t(j)]) {
      e.a.set(c, j);
      e.augmented.set(c, j);
    }
  for (int c : e.b.ones()) e.augmented.set(c, k);

  e.steps_recorded = n <= options.max_step_size && k <= options.max_step_size;
  Gf2Matrix work = e.augmented;
  Gf2Matrix combo = Gf2Matrix::identity(n);
  Eliminator el{work, &combo, e.steps_recorded ? &e.steps : nullptr};
  e.pivot_columns = el.forward(k);
  e.echelon_steps = e.steps.size();
  e.echelon = work;
  el.backward(e.pivot_columns);
  e.step_count = el.count;
  e.reduced = std::move(work);

  e.rank = int(e.pivot_columns.size());
  e.nullity = k - e.rank;
  e.invariant_count = n - e.rank;
  std::vector<bool> is_pivot(std::size_t(k), false);
  for (int c : e.pivot_columns) is_pivot[std::size_t(c)] = true;
  for (int c = 0; c < k; ++c)
    if (!is_pivot[std::size_t(c)]) e.free_columns.push_back(c);

  // Quiet patterns from the reduced form: free button f pressed, and each
  // pivot button pressed where its row has a 1 in column f.
  for (int f : e.free_columns) {
    if (e.quiet_patterns.size() >= options.max_patterns) break;
    BitVec q{std::size_t(k)};
    q.set(std::size_t(f));
    for (int r = 0; r < e.rank; ++r)
      if (e.reduced.get(r, f)) q.set(std::size_t(e.pivot_columns[std::size_t(r)]));
    e.quiet_patterns.push_back(std::move(q));
  }
  // Invariants: the rows that reduced to zero in A's part. The cells added
  // into such a row have a sum no button changes (a left null vector of A).
  std::vector<BitVec> inv;
  for (int r = e.rank; r < n; ++r) inv.push_back(combo.row_vec(r));
  inv = tidy_basis(inv, std::size_t(n));
  if (inv.size() > options.max_patterns) inv.resize(options.max_patterns);
  e.invariants = std::move(inv);

  for (int r = e.rank; r < n; ++r)
    if (e.reduced.get(r, k)) {
      e.contradiction_row = r;
      e.violated_invariant = combo.row_vec(r);
      break;
    }
  e.solvable = e.contradiction_row < 0;
  if (e.solvable) {
    e.solution = BitVec{std::size_t(k)};
    for (int r = 0; r < e.rank; ++r)
      if (e.reduced.get(r, k)) e.solution.set(std::size_t(e.pivot_columns[std::size_t(r)]));
  } else {
    e.reason = unsolvable_reason(e.violated_invariant, e.b, e.cols);
  }

  e.invertible = n == k && e.rank == n;
  if (e.invertible && n <= options.max_step_size) e.inverse = tl::inverse(e.a);
}

void explain_large(const LinearMachine& m, const Solution& s, LinearExplanation& e, const ExplainOptions& options) {
  // Too large to hold A densely: the machine's own analysis (Lights Out's
  // light chasing) gives rank and the patterns; the solver gives s.
  LinearAnalysis an = m.analyze();
  e.rank = an.rank;
  e.nullity = an.nullity;
  e.invariant_count = an.invariant_count;
  e.quiet_patterns = std::move(an.quiet_patterns);
  e.invariants = std::move(an.invariants);
  if (e.quiet_patterns.size() > options.max_patterns) e.quiet_patterns.resize(options.max_patterns);
  if (e.invariants.size() > options.max_patterns) e.invariants.resize(options.max_patterns);
  e.invertible = e.cells == e.buttons && e.rank == e.cells;
  e.solvable = s.solvable;
  if (s.solvable) {
    e.solution = BitVec::from_indices(std::size_t(e.buttons), s.presses);
  } else {
    e.reason = s.reason;
    for (const BitVec& inv : e.invariants)
      if (odd_on(inv, e.b)) {
        e.violated_invariant = inv;
        break;
      }
  }
}

}  // namespace

LinearExplanation explain(const LinearMachine& m, const Position& pos, const ExplainOptions& options) {
  LinearExplanation e;
  e.head = m.head();
  e.title = m.title();
  e.rows = m.rows();
  e.cols = m.cols();
  e.cells = m.cell_count();
  e.buttons = m.button_count();
  e.buttons_are_cells = m.button_count() == m.cell_count() && m.button_count() > 0 && m.button_cell(0) == 0;
  e.goal = pos.goal;
  e.state = pos.state;
  e.b = pos.goal ^ pos.state;
  e.dense = e.cells <= options.max_dense_size && e.buttons <= options.max_dense_size;
  const Solution s = m.solve(pos);
  if (e.dense) explain_dense(m, e, options);
  else explain_large(m, s, e, options);
  if (s.solvable) {
    e.fewest_presses = s.presses;
    e.fewest_minimal = s.minimal;
  }
  return e;
}

Result<LinearExplanation> explain(const Puzzle& p, const ExplainOptions& options) {
  const auto* m = dynamic_cast<const LinearMachine*>(p.machine.get());
  if (!m) return Error{0, p.machine->name() + " is not a linear machine: explain needs buttons that XOR press vectors"};
  LinearExplanation e = explain(*m, p.position, options);
  e.id = p.id();
  return e;
}

Gf2Matrix replay(const LinearExplanation& e, std::size_t k) {
  Gf2Matrix m = e.augmented;
  for (std::size_t i = 0; i < k && i < e.steps.size(); ++i) apply(m, e.steps[i]);
  return m;
}

}  // namespace tl
