// explanation_wire.cpp: see explanation_wire.hpp.
#include "core/engine/explanation_wire.hpp"

#include <algorithm>
#include <string>

#include "core/modk/zk_arith.hpp"

namespace tl::engine::wire {

namespace {

// A side of any matrix or vector an explanation holds: past a page's
// largest board (2^20 cells) is not a message of ours.
constexpr int kMostSide = 1 << 21;

constexpr unsigned kButtonsAreCells = 1, kDense = 2, kStepsRecorded = 4, kSolvable = 8, kFewestMinimal = 16, kInvertible = 32,
                   kHasInverse = 64;

// --- Writing -------------------------------------------------------------------

void write_vec(Writer& w, const ZkVec& v) { w.byte_list(v.data(), v.size()); }

void write_ints(Writer& w, const std::vector<int>& v) {
  w.u32(uint32_t(v.size()));
  for (int x : v) w.i32(x);
}

void write_matrix(Writer& w, const ModMatrix& m) {
  w.i32(m.rows());
  w.i32(m.cols());
  if (m.k() == 2) {
    const Gf2Matrix& b = m.bits();
    const int words = (b.cols() + 63) / 64;
    for (int r = 0; r < b.rows(); ++r)
      for (int i = 0; i < words; ++i) {
        const uint64_t v = b.row(r)[i];
        w.u32(uint32_t(v & 0xffffffffu));
        w.u32(uint32_t(v >> 32));
      }
  } else if (m.rows() > 0 && m.cols() > 0) {
    w.out.insert(w.out.end(), m.values().row(0), m.values().row(0) + std::size_t(m.rows()) * std::size_t(m.cols()));
  }
}

void write_step(Writer& w, const RowOp& op) {
  w.u8(unsigned(op.kind));
  w.i32(op.row);
  w.i32(op.other);
  w.u8(unsigned(op.factor));
  w.i32(op.col);
  w.u8(unsigned(op.entry));
  w.u8(unsigned(op.pivot));
  w.u8((op.above ? 1 : 0) | (op.combine ? 2 : 0));
}

void write_count(Writer& w, const FactoredCount& c) {
  w.u32(uint32_t(c.factors.size()));
  for (const auto& [p, e] : c.factors) w.i32(p), w.i64(e);
}

void write_invariant(Writer& w, const ZkInvariant& y) {
  write_vec(w, y.weights);
  w.i32(y.modulus);
}

// --- Reading -------------------------------------------------------------------

// Reads with the system's sizes at hand, so each part is checked against
// them as it comes.
struct ExplanationReader {
  Reader& r;
  Explanation& e;

  void fail(const std::string& why) { r.fail("an explanation's " + why); }

  int side(const char* what) {
    const int v = r.i32(what);
    if (v < 0 || v > kMostSide) fail(std::string(what) + " is " + std::to_string(v) + ", not 0 to 2^21");
    return std::clamp(v, 0, kMostSide);
  }

  // A vector of values mod k (the modulus `below`), `n` long (or, with
  // `or_empty`, none).
  ZkVec vec(std::size_t n, int below, const char* what, bool or_empty = false) {
    ZkVec v;
    r.byte_list(v, what);
    if (r.failed()) return {};
    if (v.size() != n && !(or_empty && v.empty()))
      fail(std::string(what) + " has " + std::to_string(v.size()) + " entries, not " + std::to_string(n));
    else if (std::any_of(v.begin(), v.end(), [below](uint8_t x) { return x >= below; }))
      fail(std::string(what) + " has an entry not below " + std::to_string(below));
    return r.failed() ? ZkVec{} : v;
  }

  // Numbers each in [0, below).
  std::vector<int> ints(int below, const char* what) {
    std::vector<int> v;
    for (uint32_t n = r.count(4, what); n > 0 && !r.failed(); --n) {
      const int x = r.i32(what);
      if (x < 0 || x >= below) fail(std::string(what) + " has " + std::to_string(x) + ", not 0 to " + std::to_string(below - 1));
      v.push_back(x);
    }
    return v;
  }

  // A matrix mod k; `rows`, `cols` its shape when not -1 (an empty matrix
  // always passes: a system too large to hold densely has none).
  ModMatrix matrix(int rows, int cols, const char* what) {
    const int n = side(what), m = side(what);
    if (r.failed()) return {};
    if ((n || m) && ((rows >= 0 && n != rows) || (cols >= 0 && m != cols))) {
      fail(std::string(what) + " is " + std::to_string(n) + " x " + std::to_string(m) + ", not " + std::to_string(rows) + " x " +
           std::to_string(cols));
      return {};
    }
    if (e.k == 2) {
      const std::size_t words = std::size_t(m + 63) / 64;
      if (words * std::size_t(n) > r.left() / 8) {
        fail(std::string(what) + " holds more than its message");
        return {};
      }
      Gf2Matrix b(n, m);
      const uint64_t last = m % 64 ? (uint64_t(1) << (m % 64)) - 1 : ~uint64_t(0);
      for (int row = 0; row < n; ++row)
        for (std::size_t i = 0; i < words; ++i) {
          const uint64_t lo = r.u32(what), hi = r.u32(what);
          b.row(row)[i] = (lo | hi << 32) & (i + 1 == words ? last : ~uint64_t(0));
        }
      return ModMatrix::from_bits(b);
    }
    if (std::size_t(n) * std::size_t(m) > r.left()) {
      fail(std::string(what) + " holds more than its message");
      return {};
    }
    ZkMatrix v(n, m);
    if (n && m) r.raw(v.row(0), std::size_t(n) * std::size_t(m), what);
    if (n && m && std::any_of(v.row(0), v.row(0) + std::size_t(n) * std::size_t(m), [&](uint8_t x) { return x >= e.k; }))
      fail(std::string(what) + " has an entry not below " + std::to_string(e.k));
    return ModMatrix::from_values(v, e.k);
  }

  // The steps, replayed in shape only: each names rows that exist at its
  // point of [A | b] (an Append adds the next), a column of it, and a
  // factor mod k (a Scale's a unit, which undoing inverts).
  void steps() {
    int rows = e.augmented.rows();
    const int cols = e.augmented.cols();
    for (uint32_t n = r.count(17, "steps"); n > 0 && !r.failed(); --n) {
      RowOp op;
      const unsigned kind = r.u8("a step's kind");
      op.row = r.i32("a step's row");
      op.other = r.i32("a step's other row");
      op.factor = int(r.u8("a step's factor"));
      op.col = r.i32("a step's column");
      op.entry = int(r.u8("a step's entry"));
      op.pivot = int(r.u8("a step's pivot"));
      const unsigned flags = r.u8("a step's flags");
      op.above = (flags & 1) != 0;
      op.combine = (flags & 2) != 0;
      if (r.failed()) return;
      const bool known = kind <= unsigned(RowOpKind::Append);
      op.kind = RowOpKind(known ? kind : 0);
      const bool appends = op.kind == RowOpKind::Append;
      const bool rows_ok =
          op.row >= 0 && op.row < rows &&
          (op.kind == RowOpKind::Pivot || op.kind == RowOpKind::Scale || (op.other >= 0 && op.other < rows + (appends ? 1 : 0)));
      if (!known || flags > 3 || !rows_ok || (appends && op.other != rows) || op.col < -1 || op.col >= cols || op.factor >= e.k ||
          op.entry >= e.k || op.pivot >= e.k || (op.kind == RowOpKind::Scale && inverse_mod(op.factor, e.k) < 0)) {
        fail("step " + std::to_string(e.steps.size() + 1) + " does not fit [A | b] at that point");
        return;
      }
      rows += appends ? 1 : 0;
      e.steps.push_back(op);
    }
    if (e.steps_recorded && !e.steps.empty() && rows != e.reduced.rows()) fail("steps do not end with the reduced form's rows");
  }

  FactoredCount count(const char* what) {
    FactoredCount c;
    for (uint32_t n = r.count(12, what); n > 0 && !r.failed(); --n) {
      const int p = r.i32(what);
      const long long x = r.i64(what);
      if (p < 2 || p > 255 || x < 1) fail(std::string(what) + " has a factor " + std::to_string(p) + "^" + std::to_string(x));
      c.factors.emplace_back(p, x);
    }
    return c;
  }

  ZkInvariant invariant(const char* what) {
    ZkInvariant y;
    y.weights = vec(std::size_t(e.cells), e.k, what, true);
    y.modulus = r.i32(what);
    if (y.modulus < 0 || y.modulus > e.k) fail(std::string(what) + "'s modulus is not 0 to k");
    return y;
  }

  void read() {
    e.id = r.text("an explanation's ID");
    e.head = r.text("an explanation's head");
    e.title = r.text("an explanation's title");
    e.k = int(r.u8("an explanation's k"));
    if (e.k < 2) return fail("k is " + std::to_string(e.k) + ", not 2 to 255");
    e.rows = side("rows");
    e.cols = side("columns");
    e.cells = side("cells");
    e.buttons = side("buttons");
    const unsigned flags = r.u8("an explanation's flags");
    if (flags > 127) return fail("flags are unknown");
    e.buttons_are_cells = (flags & kButtonsAreCells) != 0;
    e.dense = (flags & kDense) != 0;
    e.steps_recorded = (flags & kStepsRecorded) != 0;
    e.solvable = (flags & kSolvable) != 0;
    e.fewest_minimal = (flags & kFewestMinimal) != 0;
    e.invertible = (flags & kInvertible) != 0;
    const auto cells = std::size_t(e.cells), buttons = std::size_t(e.buttons);
    e.goal = vec(cells, e.k, "goal");
    e.state = vec(cells, e.k, "lights");
    e.b = vec(cells, e.k, "b");
    e.a = matrix(e.cells, e.buttons, "A");
    e.augmented = matrix(e.cells, e.buttons + 1, "[A | b]");
    e.echelon = matrix(-1, e.buttons + 1, "echelon form");
    e.reduced = matrix(-1, e.buttons + 1, "reduced form");
    if (e.dense && (e.a.rows() != e.cells || e.augmented.rows() != e.cells))
      return fail("A or [A | b] is missing from a dense explanation");
    if (flags & kHasInverse) e.inverse = matrix(e.cells, e.cells, "inverse");
    steps();
    e.echelon_steps = std::size_t(r.u32("the echelon's steps"));
    if (e.echelon_steps > e.steps.size()) fail("echelon steps are more than the steps");
    e.step_count = r.i64("an explanation's step count");
    e.pivot_columns = ints(e.buttons + 1, "pivot columns");
    e.pivot_values = ints(e.k, "pivot values");
    e.free_columns = ints(e.buttons, "free columns");
    e.appended_rows = r.i32("appended rows");
    e.rank = r.i32("rank");
    e.nullity = r.i32("nullity");
    e.solution = vec(buttons, e.k, "solution", true);
    e.fewest = vec(buttons, e.k, "fewest presses", true);
    e.fewest_count = r.i64("the fewest presses' count");
    e.contradiction_row = r.i32("contradiction's row");
    if (e.contradiction_row < -1 || e.contradiction_row >= e.reduced.rows())
      fail("contradiction's row is not a row of the reduced form");
    e.violated_invariant = invariant("violated invariant");
    e.reason = r.text("an explanation's reason");
    ZkAnalysis& a = e.analysis;
    a.k = r.i32("analysis's k");
    a.cells = r.i32("analysis's cells");
    a.buttons = r.i32("analysis's buttons");
    a.rank = r.i32("analysis's rank");
    a.reachable = count("reachable count");
    a.solutions_each = count("solutions' count");
    a.unreachable_ratio = count("unreachable ratio");
    a.quiet_generator_count = std::size_t(r.i64("quiet generators' count"));
    for (uint32_t n = r.count(8, "quiet patterns"); n > 0 && !r.failed(); --n) {
      ZkQuiet q;
      q.v = vec(buttons, e.k, "quiet pattern");
      q.order = r.i32("quiet pattern's order");
      if (q.order < 0 || q.order > e.k) fail("quiet pattern's order is not 0 to k");
      a.quiet_patterns.push_back(std::move(q));
    }
    for (uint32_t n = r.count(8, "invariants"); n > 0 && !r.failed(); --n) a.invariants.push_back(invariant("invariant"));
    e.invariant_count = r.i32("invariants' count");
  }
};

}  // namespace

void write_explanation(Writer& w, const Explanation& e) {
  w.text(e.id);
  w.text(e.head);
  w.text(e.title);
  w.u8(unsigned(e.k));
  w.i32(e.rows);
  w.i32(e.cols);
  w.i32(e.cells);
  w.i32(e.buttons);
  w.u8((e.buttons_are_cells ? kButtonsAreCells : 0) | (e.dense ? kDense : 0) | (e.steps_recorded ? kStepsRecorded : 0) |
       (e.solvable ? kSolvable : 0) | (e.fewest_minimal ? kFewestMinimal : 0) | (e.invertible ? kInvertible : 0) |
       (e.inverse ? kHasInverse : 0));
  write_vec(w, e.goal);
  write_vec(w, e.state);
  write_vec(w, e.b);
  write_matrix(w, e.a);
  write_matrix(w, e.augmented);
  write_matrix(w, e.echelon);
  write_matrix(w, e.reduced);
  if (e.inverse) write_matrix(w, *e.inverse);
  w.u32(uint32_t(e.steps.size()));
  for (const RowOp& op : e.steps) write_step(w, op);
  w.u32(uint32_t(e.echelon_steps));
  w.i64(e.step_count);
  write_ints(w, e.pivot_columns);
  write_ints(w, e.pivot_values);
  write_ints(w, e.free_columns);
  w.i32(e.appended_rows);
  w.i32(e.rank);
  w.i32(e.nullity);
  write_vec(w, e.solution);
  write_vec(w, e.fewest);
  w.i64(e.fewest_count);
  w.i32(e.contradiction_row);
  write_invariant(w, e.violated_invariant);
  w.text(e.reason);
  const ZkAnalysis& a = e.analysis;
  w.i32(a.k);
  w.i32(a.cells);
  w.i32(a.buttons);
  w.i32(a.rank);
  write_count(w, a.reachable);
  write_count(w, a.solutions_each);
  write_count(w, a.unreachable_ratio);
  w.i64((long long)a.quiet_generator_count);
  w.u32(uint32_t(a.quiet_patterns.size()));
  for (const ZkQuiet& q : a.quiet_patterns) write_vec(w, q.v), w.i32(q.order);
  w.u32(uint32_t(a.invariants.size()));
  for (const ZkInvariant& y : a.invariants) write_invariant(w, y);
  w.i32(e.invariant_count);
}

Explanation read_explanation(Reader& r) {
  Explanation e;
  ExplanationReader{r, e}.read();
  return r.failed() ? Explanation{} : e;
}

}  // namespace tl::engine::wire
