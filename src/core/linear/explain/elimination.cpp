// elimination.cpp: Gaussian elimination mod k, step by step, with its
// captions; the inverse mod k (see elimination.hpp).
//
// Index:
//   [SECTION] Captions
//   [SECTION] Applying and undoing a step
//   [SECTION] The elimination
//   [SECTION] The inverse
#include "core/linear/explain/elimination.hpp"

#include <algorithm>

namespace tl {

// ---------------------------------------------------------------------------
// [SECTION] Captions
// ---------------------------------------------------------------------------

namespace {

std::string n1(int i) { return std::to_string(i + 1); }
std::string num(int v) { return std::to_string(v); }
std::string times_row(int t, int row) { return (t == 1 ? "" : num(t) + " times ") + "row " + n1(row); }

}  // namespace

std::string RowOp::what(int k) const {
  const std::string mod = " mod " + num(k);
  const bool student = col < 0;  // no entries were read: plain words
  switch (kind) {
    case RowOpKind::Swap: return "swap rows " + n1(row) + " and " + n1(other);
    case RowOpKind::Scale:
      if (student) return "multiply row " + n1(row) + " by " + num(factor) + " (mod " + num(k) + ")";
      if (gcd_int(entry, k) == 1)
        return "multiply row " + n1(row) + " by " + num(factor) + ", the inverse of " + num(entry) + mod;
      return "multiply row " + n1(row) + " by " + num(factor) + " (a unit" + mod + "): its pivot " + num(entry) + " becomes " +
             num(factor) + " x " + num(entry) + " = " + num(factor * entry % k) + mod;
    case RowOpKind::Add: {
      // Mod 2 subtracting is adding, and the only multiple is 1.
      if (student || k == 2)
        return "add " + times_row(factor, row) + " to row " + n1(other) + (k == 2 ? "" : " (mod " + num(k) + ")");
      if (combine) {
        const int after = (pivot + factor * entry) % k;
        return "add " + times_row(factor, row) + " to row " + n1(other) + ": " + num(pivot) + " and " + num(entry) +
               " each lack a factor the other has" + mod + ", but " + num(pivot) + " + " + num(factor) + " x " + num(entry) +
               " = " + num(after) + mod + " divides both";
      }
      const int t = (k - factor) % k;
      std::string s = "subtract " + times_row(t, row) + " from row " + n1(other);
      if (above && pivot != 1)
        s += ": " + num(entry) + " becomes " + num(entry % pivot) + ", its remainder mod the pivot " + num(pivot);
      return s;
    }
    case RowOpKind::Append:
      return num(pivot) + " has no inverse" + mod + ", so row " + n1(row) +
             " cannot clear every entry below it or be scaled to 1: new row " + n1(other) + " = " + times_row(factor, row) +
             " (its pivot becomes " + num(factor) + " x " + num(pivot) + " = " + num(factor * pivot) + " = 0" + mod +
             "; the rest is what row " + n1(row) + " says about the later columns)";
    case RowOpKind::Pivot: break;
  }
  if (above) {
    if (pivot == 1) return "pivot in column " + n1(col) + ": clear the rows above row " + n1(row);
    return "pivot in column " + n1(col) + ": reduce the entries above row " + n1(row) + " mod " + num(pivot) + " (" + num(pivot) +
           " has no inverse" + mod + ", so only multiples of it can be cleared)";
  }
  // A pivot of 1 sits in the next row down, so the row goes unsaid.
  if (pivot == 1) return "pivot in column " + n1(col);
  return "pivot in column " + n1(col) + ", row " + n1(row) + ": no entry of the column is a unit" + mod + "; the pivot will be " +
         num(pivot) + ", which divides them all";
}

// Why the elimination takes the step, said after what it does; the
// operations whose words already say why (a scale names the inverse, a
// combination the factors, a new row what it keeps) and a student's own
// operations (no entries were read) have none.
std::string RowOp::why(int k) const {
  if (col < 0) return {};
  const std::string mod = " mod " + num(k);
  const std::string where = std::string(above ? " above" : " under") + " the pivot of column " + n1(col);
  switch (kind) {
    case RowOpKind::Swap:
      // The swap brings up the entry make_pivot chose: mod 2 the column's
      // first 1, mod a prime its first nonzero entry, else the one sharing
      // the fewest factors with k.
      if (k == 2)
        return ": row " + n1(row) + " has a 0 in column " + n1(col) + ", and row " + n1(other) +
               " is the first below it with a 1";
      return " to bring the entry that will be the pivot of column " + n1(col) + " up to row " + n1(row);
    case RowOpKind::Add: {
      if (combine) return {};
      if (k == 2) return " to clear the 1 in row " + n1(other) + where;
      if (above && pivot != 1) return {};
      const int t = (k - factor) % k;
      return " to clear the " + num(entry) + " in row " + n1(other) + where + " (" + num(entry) + " - " + num(t) + " x " +
             num(pivot) + " = 0" + mod + ")";
    }
    case RowOpKind::Pivot:
      if (above || pivot != 1) return {};
      if (entry == 1) return ": row " + n1(row) + " has a 1 there, which can clear every other entry of the column";
      return ": row " + n1(row) + " has a " + num(entry) + " there, which has an inverse" + mod +
             ": scaled to 1 it can clear every other entry of the column";
    case RowOpKind::Scale:
    case RowOpKind::Append: return {};
  }
  return {};
}

std::string RowOp::caption(int k) const { return what(k) + why(k); }

// ---------------------------------------------------------------------------
// [SECTION] Applying and undoing a step
// ---------------------------------------------------------------------------

namespace {

// The step on columns [first, cols): the rows a step reads are zero before
// its pivot column, so the elimination starts there; a matrix with other
// columns (the record of row combinations) starts at 0.
void apply_from(ModMatrix& m, const RowOp& op, int first, bool forward) {
  const int k = m.k();
  switch (op.kind) {
    case RowOpKind::Swap: m.swap_rows(op.row, op.other); break;
    case RowOpKind::Scale: m.scale(op.row, forward ? op.factor : inverse_mod(op.factor, k), first); break;
    case RowOpKind::Add: m.add_multiple(op.other, op.row, forward ? op.factor : (k - op.factor) % k, first); break;
    case RowOpKind::Append:
      if (forward) m.append_multiple(op.row, op.factor);
      else m.remove_last_row();
      break;
    case RowOpKind::Pivot: break;
  }
}

}  // namespace

void apply(ModMatrix& m, const RowOp& op) { apply_from(m, op, std::max(op.col, 0), true); }
void undo(ModMatrix& m, const RowOp& op) { apply_from(m, op, std::max(op.col, 0), false); }

ModMatrix replay(const ModMatrix& augmented, const std::vector<RowOp>& steps, std::size_t n) {
  ModMatrix m = augmented;
  for (std::size_t i = 0; i < n && i < steps.size(); ++i) apply(m, steps[i]);
  return m;
}

// ---------------------------------------------------------------------------
// [SECTION] The elimination
// ---------------------------------------------------------------------------

namespace {

// Row operations on [A | b] (and on `combo`, which records which original
// rows each row is made of), each recorded as a step when asked.
struct Eliminator {
  int k = 2;
  ModMatrix& m;
  ModMatrix* combo = nullptr;
  std::vector<RowOp>* steps = nullptr;
  long long count = 0;

  void op(const RowOp& o) {
    apply(m, o);
    if (combo) apply_from(*combo, o, 0, true);
    if (o.changes_matrix()) ++count;
    if (steps) steps->push_back(o);
  }

  static RowOp make(RowOpKind kind, int row, int other, int col, int factor, int entry, int pivot, bool above = false,
                    bool combine = false) {
    RowOp o;
    o.kind = kind;
    o.row = row;
    o.other = other;
    o.col = col;
    o.factor = factor;
    o.entry = entry;
    o.pivot = pivot;
    o.above = above;
    o.combine = combine;
    return o;
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
      if (d < best_gcd) {
        best_gcd = d;
        best = i;
      }
      if (d == 1) break;  // a unit: the first one is the pivot (mod 2: the first 1)
    }
    if (best < 0) return 0;
    if (best_gcd == 1) g = 1;
    if (best != r) op(make(RowOpKind::Swap, r, best, c, 1, 0, 0));
    op(make(RowOpKind::Pivot, r, r, c, 1, m.get(r, c), g));
    // Composite k: gain the factors the pivot lacks from rows that have them.
    while (gcd_int(m.get(r, c), k) != g) {
      const int a = m.get(r, c), da = gcd_int(a, k);
      for (int i = r + 1; i < m.rows(); ++i) {
        const int e = m.get(i, c);
        if (!e || e % da == 0) continue;
        const int want = gcd_int(da, e);
        int t = 1;
        while (t < k && gcd_int((a + t * e) % k, k) != want) ++t;
        op(make(RowOpKind::Add, i, r, c, t, e, a, false, true));
        break;
      }
    }
    const int a = m.get(r, c);
    if (a != g) {
      int u = 1;
      while (u < k && !(gcd_int(u, k) == 1 && u * a % k == g)) ++u;
      op(make(RowOpKind::Scale, r, r, c, u, a, g));
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
        if (e) op(make(RowOpKind::Add, r, i, c, (k - e / d) % k, e, d));
      }
      if (d != 1) {
        // (k/d) times the pivot row: kept when anything of it is left.
        const int f = k / d;
        bool any = false;
        for (int j = c + 1; j < m.cols() && !any; ++j) any = m.get(r, j) * f % k != 0;
        if (any) {
          op(make(RowOpKind::Append, r, m.rows(), c, f, d, d));
          ++*appended;
        }
      }
      pivots.push_back(c);
      values->push_back(d);
      ++r;
    }
    return pivots;
  }

  // Clears (or, under a pivot with no inverse, reduces) the entries above pivot r.
  void clear_above(int r, int c, int d) {
    bool marked = false;
    for (int i = 0; i < r; ++i) {
      const int e = m.get(i, c), t = e / d;
      if (!t) continue;
      if (!marked) op(make(RowOpKind::Pivot, r, r, c, 1, d, d, true));
      marked = true;
      op(make(RowOpKind::Add, r, i, c, (k - t) % k, e, d, true));
    }
  }

  // Last pivot first when every pivot is 1, else first pivot first (see the header).
  void backward(const std::vector<int>& pivots, const std::vector<int>& values) {
    const int n = int(pivots.size());
    const bool units = std::all_of(values.begin(), values.end(), [](int d) { return d == 1; });
    for (int i = 0; i < n; ++i) {
      const int r = units ? n - 1 - i : i;
      clear_above(r, pivots[std::size_t(r)], values[std::size_t(r)]);
    }
  }
};

}  // namespace

Elimination eliminate(const ModMatrix& augmented, int buttons, bool record) {
  Elimination e;
  e.k = augmented.k();
  const int k = e.k;
  ModMatrix work = augmented;
  e.combination = ModMatrix::identity(augmented.rows(), k);
  Eliminator el{k, work, &e.combination, record ? &e.steps : nullptr};
  e.pivot_columns = el.forward(buttons, &e.pivot_values, &e.appended_rows);
  e.echelon_steps = e.steps.size();
  e.echelon = work;
  el.backward(e.pivot_columns, e.pivot_values);
  e.step_count = el.count;

  std::vector<bool> is_pivot(std::size_t(buttons), false);
  for (int c : e.pivot_columns) is_pivot[std::size_t(c)] = true;
  for (int c = 0; c < buttons; ++c)
    if (!is_pivot[std::size_t(c)]) e.free_columns.push_back(c);

  const int rank = int(e.pivot_columns.size());
  for (int r = rank; r < work.rows(); ++r)
    if (work.get(r, buttons)) {
      e.contradiction_row = r;
      break;
    }
  if (e.contradiction_row < 0) {
    // Back substitution, free buttons unpressed: x_c = (b_r - later terms) / d.
    e.solution.assign(std::size_t(buttons), 0);
    for (int r = rank - 1; r >= 0; --r) {
      const int c = e.pivot_columns[std::size_t(r)], d = e.pivot_values[std::size_t(r)];
      int s = work.get(r, buttons);
      for (int j = c + 1; j < buttons; ++j) s = (s + (k - work.get(r, j)) * e.solution[std::size_t(j)]) % k;
      e.solution[std::size_t(c)] = uint8_t(s / d);  // d divides s: the Howell property
    }
  }
  e.reduced = std::move(work);
  return e;
}

// ---------------------------------------------------------------------------
// [SECTION] The inverse
// ---------------------------------------------------------------------------

std::optional<ModMatrix> inverse_mod_k(const ModMatrix& a) {
  const int n = a.rows(), k = a.k();
  if (a.cols() != n) return std::nullopt;
  ModMatrix m(n, 2 * n, k);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) m.set(i, j, a.get(i, j));
    m.set(i, n + i, 1);
  }
  Eliminator el{k, m};
  for (int c = 0; c < n; ++c) {
    if (el.make_pivot(c, c) != 1) return std::nullopt;  // no unit in reach: the determinant is no unit
    for (int i = 0; i < n; ++i) {
      const int e = m.get(i, c);
      if (i != c && e) el.op(Eliminator::make(RowOpKind::Add, c, i, c, (k - e) % k, e, 1));
    }
  }
  ModMatrix inv(n, n, k);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) inv.set(i, j, m.get(i, n + j));
  return inv;
}

}  // namespace tl
