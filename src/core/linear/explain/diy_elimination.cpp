// diy_elimination.cpp: the student's own elimination (see diy_elimination.hpp).
#include "core/linear/explain/diy_elimination.hpp"

#include "core/linear/explain/explain.hpp"
#include "core/modk/zk_arith.hpp"

namespace tl {

namespace {

int mod(long long v, int k) { return int(((v % k) + k) % k); }
bool is_unit(int v, int k) { return v != 0 && gcd_int(v, k) == 1; }
std::string n1(int i) { return std::to_string(i + 1); }

}  // namespace

DiyElimination::DiyElimination(std::vector<std::vector<int>> augmented, int k, int buttons)
    : m_(std::move(augmented)), k_(k), buttons_(buttons) {}

DiyElimination DiyElimination::of(const Machine& m, const Position& pos) {
  if (m.cell_count() > kMaxSize || m.button_count() > kMaxSize || !explainable(m)) return {};
  const ModMatrix ab = system_matrix(m, pos);
  std::vector<std::vector<int>> rows(std::size_t(ab.rows()));
  for (int c = 0; c < ab.rows(); ++c)
    for (int j = 0; j < ab.cols(); ++j) rows[std::size_t(c)].push_back(ab.get(c, j));
  return DiyElimination(std::move(rows), ab.k(), m.button_count());
}

//-----------------------------------------------------------------------------
// Progress
//-----------------------------------------------------------------------------

DiyElimination::Walk DiyElimination::walk() const {
  Walk w;
  for (int c = 0; c < buttons_; ++c) {
    bool below = false;  // anything from the pivot row down
    for (int r = w.pivot_row; r < rows() && !below; ++r) below = at(r, c) != 0;
    if (!below) continue;  // free: no pivot in this column
    bool done = w.pivot_row < rows() && at(w.pivot_row, c) == 1;
    for (int r = 0; r < rows() && done; ++r) done = r == w.pivot_row || at(r, c) == 0;
    if (!done) {
      w.column = c;
      return w;
    }
    ++w.done;
    ++w.pivot_row;
  }
  return w;
}

int DiyElimination::columns_done() const { return walk().done; }
int DiyElimination::current_column() const { return walk().column; }

bool DiyElimination::stuck() const {
  RowOp op;
  return !reduced() && !standard_step(op);
}

bool DiyElimination::solvable() const {
  if (!reduced()) return false;
  for (int r = 0; r < rows(); ++r) {
    bool zero = true;
    for (int c = 0; c < buttons_ && zero; ++c) zero = at(r, c) == 0;
    if (zero && at(r, buttons_) != 0) return false;
  }
  return true;
}

std::vector<int> DiyElimination::solution() const {
  if (!solvable()) return {};
  std::vector<int> s(std::size_t(buttons_), 0);
  int r = 0;
  for (int c = 0; c < buttons_ && r < rows(); ++c)
    if (at(r, c) == 1) s[std::size_t(c)] = at(r++, buttons_);  // reduced: row r's first nonzero is its pivot
  return s;
}

std::string DiyElimination::status() const {
  if (rows() == 0) return "";
  const Walk w = walk();
  if (w.column < 0) {
    if (!solvable()) {
      for (int r = 0; r < rows(); ++r) {
        bool zero = true;
        for (int c = 0; c < buttons_ && zero; ++c) zero = at(r, c) == 0;
        if (zero && at(r, buttons_) != 0)
          return "Reduced form reached. Row " + n1(r) + " reads 0 = " + std::to_string(at(r, buttons_)) +
                 ": no presses solve this position.";
      }
    }
    return "Reduced form reached: read s off the last column (free buttons 0) and press it on the board.";
  }
  if (stuck())
    return "Column " + n1(w.column) + " has no unit to pivot on (every entry shares a factor with " + std::to_string(k_) +
           "): the step-through's elimination shows how it goes on.";
  return std::to_string(w.done) + " pivot" + (w.done == 1 ? "" : "s") + " done; working on column " + n1(w.column) +
         ": make row " + n1(w.pivot_row) + " have 1 there and every other row 0.";
}

//-----------------------------------------------------------------------------
// Operations
//-----------------------------------------------------------------------------

void DiyElimination::raw_apply(const RowOp& op, bool inverse) {
  auto& a = m_[std::size_t(op.row)];
  auto& b = m_[std::size_t(op.other)];
  switch (op.kind) {
    case RowOpKind::Swap: std::swap(a, b); break;
    case RowOpKind::Add:
      for (std::size_t c = 0; c < b.size(); ++c) b[c] = mod(b[c] + (inverse ? -1LL : 1LL) * op.factor * a[c], k_);
      break;
    case RowOpKind::Scale: {
      const int f = inverse ? inverse_mod(op.factor, k_) : op.factor;
      for (int& v : a) v = mod(1LL * v * f, k_);
      break;
    }
    case RowOpKind::Pivot:
    case RowOpKind::Append: break;  // not a student's operation: apply() refuses them
  }
}

DiyOutcome DiyElimination::apply(const RowOp& given) {
  RowOp op = given;
  if (op.kind != RowOpKind::Swap && op.kind != RowOpKind::Add && op.kind != RowOpKind::Scale)
    return {false, "Pick a swap, an addition or a multiplication of rows."};
  op.col = -1;  // a student's operation: captioned plainly
  op.factor = mod(op.factor, k_);
  const std::string ks = std::to_string(k_);
  if (op.row < 0 || op.row >= rows() || op.other < 0 || op.other >= rows()) return {false, "There is no such row."};
  if (op.kind != RowOpKind::Scale && op.row == op.other)
    return {false, op.kind == RowOpKind::Swap ? "Pick two different rows to swap."
                                              : "Adding a row to itself is not a row operation: pick two rows."};
  if (op.kind == RowOpKind::Add && op.factor == 0) return {false, "Adding 0 times a row changes nothing."};
  if (op.kind == RowOpKind::Scale && !is_unit(op.factor, k_)) {
    if (op.factor == 0) return {false, "Multiplying a row by 0 would erase it: not allowed."};
    return {false, std::to_string(op.factor) + " has no inverse mod " + ks +
                       ": multiplying by it could not be undone (it shares the factor " + std::to_string(gcd_int(op.factor, k_)) +
                       " with " + ks + "), so the system could change."};
  }
  const Walk before = walk();
  raw_apply(op, false);
  history_.push_back(op);
  const Walk after = walk();
  std::string msg = op.caption(k_) + ". ";
  if (after.column < 0) msg += "Reduced form reached: read off s.";
  else if (after.done > before.done)
    msg += after.done - before.done == 1 ? "Pivot in column " + n1(before.column) + " done."
                                         : std::to_string(after.done - before.done) + " more pivots done.";
  else if (after.done < before.done) msg += "That undid the pivot in column " + n1(after.column) + ".";
  else msg += "Column " + n1(after.column) + " is not done yet.";
  return {true, msg};
}

bool DiyElimination::undo() {
  if (history_.empty()) return false;
  raw_apply(history_.back(), true);
  history_.pop_back();
  return true;
}

bool DiyElimination::standard_step(RowOp& op) const {
  const Walk w = walk();
  if (w.column < 0) return false;
  const int c = w.column, p = w.pivot_row;
  if (!is_unit(at(p, c), k_)) {
    for (int r = p + 1; r < rows(); ++r)
      if (is_unit(at(r, c), k_)) {
        op = {RowOpKind::Swap, p, r, 1};
        return true;
      }
    // Composite k: two entries may make a unit together (2 + 3 = 5 mod 6).
    for (int r = p; r < rows(); ++r)
      for (int s = p; s < rows(); ++s)
        for (int t = 1; r != s && t < k_; ++t)
          if (is_unit(mod(at(s, c) + 1LL * t * at(r, c), k_), k_)) {
            op = {RowOpKind::Add, r, s, t};
            return true;
          }
    return false;
  }
  if (at(p, c) != 1) {
    op = {RowOpKind::Scale, p, p, inverse_mod(at(p, c), k_)};
    return true;
  }
  for (int r = 0; r < rows(); ++r)
    if (r != p && at(r, c) != 0) {
      op = {RowOpKind::Add, p, r, mod(-at(r, c), k_)};
      return true;
    }
  return false;
}

DiyOutcome DiyElimination::next_standard_step() {
  RowOp op;
  if (!standard_step(op)) return {false, status()};
  return apply(op);
}

}  // namespace tl
