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
// them as it comes. One sentence for every misfit ("an explanation does not
// fit its system: b"): the page reads this, and each message spelled out
// was bytes of its first load.
struct ExplanationReader {
  Reader& r;
  Explanation& e;

  void bad(const char* what) { r.fail(std::string("an explanation does not fit its system: ") + what); }
  void check(bool ok, const char* what) {
    if (!ok) bad(what);
  }

  int side(const char* what) {
    const int v = r.i32(what);
    check(v >= 0 && v <= kMostSide, what);
    return std::clamp(v, 0, kMostSide);
  }

  static bool below(const uint8_t* v, std::size_t n, int k) {
    return std::all_of(v, v + n, [k](uint8_t x) { return x < k; });
  }

  // A vector of values below `k`, `n` long (or, with `or_empty`, none).
  ZkVec vec(std::size_t n, int k, const char* what, bool or_empty = false) {
    ZkVec v;
    r.byte_list(v, what);
    check(r.failed() || ((v.size() == n || (or_empty && v.empty())) && below(v.data(), v.size(), k)), what);
    return r.failed() ? ZkVec{} : v;
  }

  // Numbers each in [0, top).
  std::vector<int> ints(int top, const char* what) {
    std::vector<int> v;
    for (uint32_t n = r.count(4, what); n > 0 && !r.failed(); --n) {
      const int x = r.i32(what);
      check(x >= 0 && x < top, what);
      v.push_back(x);
    }
    return v;
  }

  // A matrix mod k; `rows`, `cols` its shape when not -1 (an empty matrix
  // always passes: a system too large to hold densely has none).
  ModMatrix matrix(int rows, int cols, const char* what) {
    const int n = side(what), m = side(what);
    const bool shaped = (!n && !m) || ((rows < 0 || n == rows) && (cols < 0 || m == cols));
    const std::size_t words = std::size_t(m + 63) / 64, bytes = e.k == 2 ? 8 * words : std::size_t(m);
    check(r.failed() || (shaped && (!n || bytes <= r.left() / std::size_t(n))), what);
    if (r.failed()) return {};
    if (e.k == 2) {
      Gf2Matrix b(n, m);
      const uint64_t last = m % 64 ? (uint64_t(1) << (m % 64)) - 1 : ~uint64_t(0);
      for (int row = 0; row < n; ++row)
        for (std::size_t i = 0; i < words; ++i) {
          const uint64_t lo = r.u32(what), hi = r.u32(what);
          b.row(row)[i] = (lo | hi << 32) & (i + 1 == words ? last : ~uint64_t(0));
        }
      return ModMatrix::from_bits(b);
    }
    ZkMatrix v(n, m);
    const std::size_t size = std::size_t(n) * std::size_t(m);
    if (size) r.raw(v.row(0), size, what);
    check(r.failed() || !size || below(v.row(0), size, e.k), what);
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
      const unsigned kind = r.u8("a step");
      op.row = r.i32("a step");
      op.other = r.i32("a step");
      op.factor = int(r.u8("a step"));
      op.col = r.i32("a step");
      op.entry = int(r.u8("a step"));
      op.pivot = int(r.u8("a step"));
      const unsigned flags = r.u8("a step");
      op.above = (flags & 1) != 0;
      op.combine = (flags & 2) != 0;
      op.kind = RowOpKind(std::min(kind, unsigned(RowOpKind::Append)));
      const bool appends = op.kind == RowOpKind::Append, one_row = op.kind == RowOpKind::Pivot || op.kind == RowOpKind::Scale;
      const bool ok = kind <= unsigned(RowOpKind::Append) && flags <= 3 && op.row >= 0 && op.row < rows &&
                      (one_row || (op.other >= 0 && op.other < rows + (appends ? 1 : 0))) && (!appends || op.other == rows) &&
                      op.col >= -1 && op.col < cols && op.factor < e.k && op.entry < e.k && op.pivot < e.k &&
                      (op.kind != RowOpKind::Scale || inverse_mod(op.factor, e.k) >= 0);
      check(r.failed() || ok, "steps");
      if (r.failed()) return;
      rows += appends ? 1 : 0;
      e.steps.push_back(op);
    }
    check(!e.steps_recorded || e.steps.empty() || rows == e.reduced.rows(), "steps");
  }

  FactoredCount count(const char* what) {
    FactoredCount c;
    for (uint32_t n = r.count(12, what); n > 0 && !r.failed(); --n) {
      const int p = r.i32(what);
      const long long x = r.i64(what);
      check(p >= 2 && p <= 255 && x >= 1, what);
      c.factors.emplace_back(p, x);
    }
    return c;
  }

  ZkInvariant invariant(const char* what) {
    ZkInvariant y;
    y.weights = vec(std::size_t(e.cells), e.k, what, true);
    y.modulus = r.i32(what);
    check(y.modulus >= 0 && y.modulus <= e.k, what);
    return y;
  }

  void read() {
    e.id = r.text("an explanation");
    e.head = r.text("an explanation");
    e.title = r.text("an explanation");
    e.k = int(r.u8("an explanation"));
    check(e.k >= 2, "k");
    e.rows = side("rows");
    e.cols = side("columns");
    e.cells = side("cells");
    e.buttons = side("buttons");
    const unsigned flags = r.u8("an explanation");
    check(flags <= 127, "flags");
    if (r.failed()) return;
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
    check(r.failed() || !e.dense || (e.a.rows() == e.cells && e.augmented.rows() == e.cells), "A");
    if (flags & kHasInverse) e.inverse = matrix(e.cells, e.cells, "inverse");
    steps();
    e.echelon_steps = std::size_t(r.u32("steps"));
    check(e.echelon_steps <= e.steps.size(), "steps");
    e.step_count = r.i64("steps");
    e.pivot_columns = ints(e.buttons + 1, "pivot columns");
    e.pivot_values = ints(e.k, "pivot values");
    e.free_columns = ints(e.buttons, "free columns");
    e.appended_rows = r.i32("an explanation");
    e.rank = r.i32("an explanation");
    e.nullity = r.i32("an explanation");
    e.solution = vec(buttons, e.k, "solution", true);
    e.fewest = vec(buttons, e.k, "fewest presses", true);
    e.fewest_count = r.i64("an explanation");
    e.contradiction_row = r.i32("an explanation");
    check(e.contradiction_row >= -1 && e.contradiction_row < e.reduced.rows(), "contradiction");
    e.violated_invariant = invariant("violated invariant");
    e.reason = r.text("an explanation");
    ZkAnalysis& a = e.analysis;
    a.k = r.i32("an analysis");
    a.cells = r.i32("an analysis");
    a.buttons = r.i32("an analysis");
    a.rank = r.i32("an analysis");
    a.reachable = count("counts");
    a.solutions_each = count("counts");
    a.unreachable_ratio = count("counts");
    a.quiet_generator_count = std::size_t(r.i64("an analysis"));
    for (uint32_t n = r.count(8, "quiet patterns"); n > 0 && !r.failed(); --n) {
      ZkQuiet q;
      q.v = vec(buttons, e.k, "quiet pattern");
      q.order = r.i32("quiet pattern");
      check(q.order >= 0 && q.order <= e.k, "quiet pattern");
      a.quiet_patterns.push_back(std::move(q));
    }
    for (uint32_t n = r.count(8, "invariants"); n > 0 && !r.failed(); --n) a.invariants.push_back(invariant("invariant"));
    e.invariant_count = r.i32("an explanation");
  }
};

// About the bytes an explanation takes on the wire, so the writer grows its
// buffer once: a 256 x 256 board's 128 patterns are 8.7 MB, and growing by
// doubling cost 120 ms of copies and fresh pages natively (in the frame).
std::size_t wire_size(const Explanation& e) {
  const auto matrix = [](const ModMatrix& m) {
    return std::size_t(m.rows()) * (m.k() == 2 ? 8 * std::size_t((m.cols() + 63) / 64) : std::size_t(m.cols()));
  };
  std::size_t n = 256 + e.id.size() + e.head.size() + e.title.size() + e.reason.size() + 3 * e.goal.size() + e.solution.size() +
                  e.fewest.size() + e.violated_invariant.weights.size() + matrix(e.a) + matrix(e.augmented) + matrix(e.echelon) +
                  matrix(e.reduced) + (e.inverse ? matrix(*e.inverse) : 0) + 17 * e.steps.size() +
                  4 * (e.pivot_columns.size() + e.pivot_values.size() + e.free_columns.size());
  for (const ZkQuiet& q : e.analysis.quiet_patterns) n += 8 + q.v.size();
  for (const ZkInvariant& y : e.analysis.invariants) n += 8 + y.weights.size();
  return n;
}

}  // namespace

void write_explanation(Writer& w, const Explanation& e) {
  w.out.reserve(w.out.size() + wire_size(e));
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
  if (r.failed()) e = Explanation{};  // nothing half read
  return e;
}

}  // namespace tl::engine::wire
