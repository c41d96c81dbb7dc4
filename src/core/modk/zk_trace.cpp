// zk_trace.cpp: the Howell elimination over Z_k, step by step, with its
// captions; the inverse mod k.
//
// Index:
//   [SECTION] Captions and replay
//   [SECTION] The elimination
//   [SECTION] The trace
//   [SECTION] The inverse
#include "core/modk/zk_trace.hpp"

#include <algorithm>
#include <numeric>

namespace tl {

// ---------------------------------------------------------------------------
// [SECTION] Captions and replay
// ---------------------------------------------------------------------------

namespace {

std::string n1(int i) { return std::to_string(i + 1); }
std::string num(int v) { return std::to_string(v); }
std::string times_row(int t, int row) { return (t == 1 ? "" : num(t) + " times ") + "row " + n1(row); }

}  // namespace

std::string ZkRowOp::caption(int k) const {
  const std::string mod = " mod " + num(k);
  switch (kind) {
    case ZkRowOpKind::Swap:
      return "swap rows " + n1(row) + " and " + n1(other);
    case ZkRowOpKind::Scale:
      if (gcd_int(entry, k) == 1)
        return "multiply row " + n1(row) + " by " + num(factor) + ", the inverse of " + num(entry) + mod;
      return "multiply row " + n1(row) + " by " + num(factor) + " (a unit" + mod + "): its pivot " + num(entry) +
             " becomes " + num(factor) + " x " + num(entry) + " = " + num(factor * entry % k) + mod;
    case ZkRowOpKind::Add: {
      if (combine) {
        const int after = (pivot + factor * entry) % k;
        return "add " + times_row(factor, row) + " to row " + n1(other) + ": " + num(pivot) + " and " + num(entry) +
               " each lack a factor the other has" + mod + ", but " + num(pivot) + " + " + num(factor) + " x " +
               num(entry) + " = " + num(after) + mod + " divides both";
      }
      const int t = (k - factor) % k;
      std::string s = "subtract " + times_row(t, row) + " from row " + n1(other);
      if (above && pivot != 1)
        s += ": " + num(entry) + " becomes " + num(entry % pivot) + ", its remainder mod the pivot " + num(pivot);
      return s;
    }
    case ZkRowOpKind::Append:
      return num(pivot) + " has no inverse" + mod + ", so row " + n1(row) +
             " cannot clear every entry below it or be scaled to 1: new row " + n1(other) + " = " +
             times_row(factor, row) + " (its pivot becomes " + num(factor) + " x " + num(pivot) + " = " +
             num(factor * pivot) + " = 0" + mod + "; the rest is what row " + n1(row) +
             " says about the later columns)";
    case ZkRowOpKind::Pivot:
      break;
  }
  if (above) {
    if (pivot == 1) return "pivot in column " + n1(col) + ": clear the rows above row " + n1(row);
    return "pivot in column " + n1(col) + ": reduce the entries above row " + n1(row) + " mod " + num(pivot) + " (" +
           num(pivot) + " has no inverse" + mod + ", so only multiples of it can be cleared)";
  }
  if (pivot == 1) return "pivot in column " + n1(col) + ", row " + n1(row);
  return "pivot in column " + n1(col) + ", row " + n1(row) + ": no entry of the column is a unit" + mod +
         "; the pivot will be " + num(pivot) + ", which divides them all";
}

namespace {

// The step on columns [first, cols): the rows a step reads are zero before
// its pivot column, so apply() starts there; a matrix with other columns
// (the record of row combinations) starts at 0.
void apply_from(ZkMatrix& m, const ZkRowOp& op, int k, int first, bool forward) {
  const ZkArith ar(k);
  const std::size_t w = std::size_t(m.cols() - first);
  switch (op.kind) {
    case ZkRowOpKind::Swap: m.swap_rows(op.row, op.other); break;
    case ZkRowOpKind::Scale:
      ar.scale(m.row(op.row) + first, unsigned(forward ? op.factor : inverse_mod(op.factor, k)), w);
      break;
    case ZkRowOpKind::Add:
      ar.axpy(m.row(op.other) + first, m.row(op.row) + first, unsigned(forward ? op.factor : (k - op.factor) % k), w);
      break;
    case ZkRowOpKind::Append:
      if (forward) {
        ZkVec r = m.row_vec(op.row);
        ar.scale(r.data(), unsigned(op.factor), r.size());
        m.append_row(r);
      } else {
        m.remove_last_row();
      }
      break;
    case ZkRowOpKind::Pivot: break;
  }
}

}  // namespace

void apply(ZkMatrix& m, const ZkRowOp& op, int k) { apply_from(m, op, k, op.col, true); }
void undo(ZkMatrix& m, const ZkRowOp& op, int k) { apply_from(m, op, k, op.col, false); }

// ---------------------------------------------------------------------------
// [SECTION] The elimination
// ---------------------------------------------------------------------------

namespace {

// Row operations on [A | b] (and on `combo`, which records which original
// rows each row is made of), each recorded as a step when asked.
struct Eliminator {
  int k;
  ZkMatrix& m;
  ZkMatrix* combo = nullptr;
  std::vector<ZkRowOp>* steps = nullptr;
  long long count = 0;

  void op(const ZkRowOp& o) {
    apply(m, o, k);
    if (combo) apply_from(*combo, o, k, 0, true);
    if (o.changes_matrix()) ++count;
    if (steps) steps->push_back(o);
  }

  // Brings a pivot into row r for column c from rows r..end: a swap, then
  // combinations until the entry divides the whole column's (the ideal
  // they generate is (g)), then a unit scale making it g itself. Returns g,
  // or 0 when the column is zero from row r down.
  int make_pivot(int r, int c) {
    int g = k, best = -1, best_gcd = k;
    for (int i = r; i < m.rows(); ++i) {
      const int a = m.get(i, c);
      if (!a) continue;
      g = gcd_int(g, a);
      const int d = gcd_int(a, k);
      if (d < best_gcd) { best_gcd = d; best = i; }
    }
    if (best < 0) return 0;
    if (best != r) op({ZkRowOpKind::Swap, r, best, c, 1, 0, 0, false, false});
    op({ZkRowOpKind::Pivot, r, r, c, 1, m.get(r, c), g, false, false});
    // Composite k: gain the factors the pivot lacks from rows that have them.
    while (gcd_int(m.get(r, c), k) != g) {
      const int a = m.get(r, c), da = gcd_int(a, k);
      for (int i = r + 1; i < m.rows(); ++i) {
        const int e = m.get(i, c);
        if (!e || e % da == 0) continue;
        const int want = gcd_int(da, e);
        int t = 1;
        while (t < k && gcd_int((a + t * e) % k, k) != want) ++t;
        op({ZkRowOpKind::Add, i, r, c, t, e, a, false, true});
        break;
      }
    }
    const int a = m.get(r, c);
    if (a != g) {
      int u = 1;
      while (u < k && !(gcd_int(u, k) == 1 && u * a % k == g)) ++u;
      op({ZkRowOpKind::Scale, r, r, c, u, a, g, false, false});
    }
    return g;
  }

  // The forward pass over the first `pivot_cols` columns. Returns the pivot
  // columns; *values gets each pivot (a divisor of k).
  std::vector<int> forward(int pivot_cols, std::vector<int>* values, int* appended) {
    std::vector<int> pivots;
    int r = 0;
    for (int c = 0; c < pivot_cols && r < m.rows(); ++c) {
      const int d = make_pivot(r, c);
      if (!d) continue;
      for (int i = r + 1; i < m.rows(); ++i) {
        const int e = m.get(i, c);
        if (e) op({ZkRowOpKind::Add, r, i, c, (k - e / d) % k, e, d, false, false});
      }
      if (d != 1) {
        // (k/d) times the pivot row: kept when anything of it is left.
        const int f = k / d;
        bool any = false;
        for (int j = c + 1; j < m.cols() && !any; ++j) any = m.get(r, j) * f % k != 0;
        if (any) {
          op({ZkRowOpKind::Append, r, m.rows(), c, f, d, d, false, false});
          ++*appended;
        }
      }
      pivots.push_back(c);
      values->push_back(d);
      ++r;
    }
    return pivots;
  }

  // First pivot first: a pivot row leaves earlier pivot columns alone (it is
  // zero there), while the entries it has in later ones are only reduced,
  // not cleared, when those pivots have no inverse; they are put right when
  // their own pivot's turn comes.
  void backward(const std::vector<int>& pivots, const std::vector<int>& values) {
    for (int r = 0; r < int(pivots.size()); ++r) {
      const int c = pivots[std::size_t(r)], d = values[std::size_t(r)];
      bool marked = false;
      for (int i = 0; i < r; ++i) {
        const int e = m.get(i, c), t = e / d;
        if (!t) continue;
        if (!marked) op({ZkRowOpKind::Pivot, r, r, c, 1, d, d, true, false});
        marked = true;
        op({ZkRowOpKind::Add, r, i, c, (k - t) % k, e, d, true, false});
      }
    }
  }
};

}  // namespace

// ---------------------------------------------------------------------------
// [SECTION] The trace
// ---------------------------------------------------------------------------

namespace {

// Everything but the solver's answer and analysis.
ZkTrace trace_dense(const ZkPressMatrix& pm, const ZkVec& b, const ZkTraceOptions& options) {
  ZkTrace t;
  t.k = pm.k;
  t.cells = pm.cells;
  t.buttons = pm.button_count();
  t.b = b;
  t.a = pm.dense();
  const int n = t.buttons, k = t.k;
  t.augmented = ZkMatrix(t.cells, n + 1);
  for (int i = 0; i < t.cells; ++i) {
    std::copy(t.a.row(i), t.a.row(i) + n, t.augmented.row(i));
    t.augmented.set(i, n, uint8_t(b[std::size_t(i)] % k));
  }
  t.steps_recorded = t.cells <= options.max_step_size && n <= options.max_step_size;

  ZkMatrix work = t.augmented, combo = ZkMatrix::identity(t.cells);
  Eliminator el{k, work, &combo, t.steps_recorded ? &t.steps : nullptr};
  t.pivot_columns = el.forward(n, &t.pivot_values, &t.appended_rows);
  t.echelon_steps = t.steps.size();
  t.echelon = work;
  el.backward(t.pivot_columns, t.pivot_values);
  t.step_count = el.count;
  t.reduced = work;

  std::vector<bool> is_pivot(std::size_t(n), false);
  for (int c : t.pivot_columns) is_pivot[std::size_t(c)] = true;
  for (int c = 0; c < n; ++c)
    if (!is_pivot[std::size_t(c)]) t.free_columns.push_back(c);

  const int rank = int(t.pivot_columns.size());
  for (int r = rank; r < work.rows(); ++r)
    if (work.get(r, n)) {
      t.contradiction_row = r;
      // y = the original rows added into row r: y^T A = 0, y.b = c != 0.
      t.violated_invariant = plainest_invariant(combo.row_vec(r), k, b);
      break;
    }
  t.solvable = t.contradiction_row < 0;
  if (t.solvable) {
    // Back substitution, free buttons unpressed: x_c = (b_r - later terms) / d.
    t.solution.assign(std::size_t(n), 0);
    for (int r = rank - 1; r >= 0; --r) {
      const int c = t.pivot_columns[std::size_t(r)], d = t.pivot_values[std::size_t(r)];
      int s = work.get(r, n);
      for (int j = c + 1; j < n; ++j) s = (s + (k - work.get(r, j)) * t.solution[std::size_t(j)]) % k;
      t.solution[std::size_t(c)] = uint8_t(s / d);  // d divides s: the Howell property
    }
  } else {
    t.reason = zk_unsolvable_reason(t.violated_invariant, b);
  }

  if (t.cells == n) {
    t.inverse = zk_inverse(t.a, k);
    t.invertible = t.inverse.has_value();
  }
  return t;
}

}  // namespace

ZkTrace trace_zk(const ZkPressMatrix& pm, const ZkVec& b, const ZkTraceOptions& options) {
  ZkTrace t = trace_dense(pm, b, options);
  const ZkSolver solver(pm);
  t.fewest = solver.solve(b, options.solve);
  t.analysis = solver.analyze(options.max_patterns);
  return t;
}

ZkTrace trace_zk(const ZkBoard& board, const ZkVec& b, const ZkTraceOptions& options) {
  ZkTrace t;
  if (board.cells() <= options.max_dense_size) {
    t = trace_dense(zk_board_press_matrix(board), b, options);
  } else {
    t.dense = false;
    t.k = board.k;
    t.cells = t.buttons = board.cells();
    t.b = b;
  }
  const ZkBoardSolver solver(board);
  t.fewest = solver.solve(b, options.solve);
  t.analysis = solver.analyze(options.max_patterns);
  if (!t.dense) {
    t.solvable = t.fewest.solvable;
    t.violated_invariant = t.fewest.broken;
    t.reason = t.fewest.reason;
    if (t.solvable) t.solution = t.fewest.presses;
    t.invertible = t.analysis.quiet_generator_count == 0;
  }
  return t;
}

ZkMatrix replay(const ZkTrace& t, std::size_t n) {
  ZkMatrix m = t.augmented;
  for (std::size_t i = 0; i < n && i < t.steps.size(); ++i) apply(m, t.steps[i], t.k);
  return m;
}

// ---------------------------------------------------------------------------
// [SECTION] The inverse
// ---------------------------------------------------------------------------

std::optional<ZkMatrix> zk_inverse(const ZkMatrix& a, int k) {
  const int n = a.rows();
  if (a.cols() != n) return std::nullopt;
  ZkMatrix m(n, 2 * n);
  for (int i = 0; i < n; ++i) {
    std::copy(a.row(i), a.row(i) + n, m.row(i));
    m.set(i, n + i, 1);
  }
  Eliminator el{k, m};
  for (int c = 0; c < n; ++c) {
    if (el.make_pivot(c, c) != 1) return std::nullopt;  // no unit in reach: the determinant is no unit
    for (int i = 0; i < n; ++i) {
      const int e = m.get(i, c);
      if (i != c && e) el.op({ZkRowOpKind::Add, c, i, c, (k - e) % k, e, 1, false, false});
    }
  }
  ZkMatrix inv(n, n);
  for (int i = 0; i < n; ++i) std::copy(m.row(i) + n, m.row(i) + 2 * n, inv.row(i));
  return inv;
}

}  // namespace tl
