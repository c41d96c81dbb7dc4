// howell.cpp: the Howell form over Z_{p^e} (forward elimination with the
// appended p^(e-v) multiples), back substitution and the null space.
#include "core/modk/howell.hpp"

#include <algorithm>
#include <utility>

namespace tl {

HowellForm::HowellForm(PrimePower pp, int pivot_cols, int width) : pp_(pp), ar_(pp.q), n_(pivot_cols), w_(width) {
  const int q = pp.q;
  val_.assign(std::size_t(q), 0);
  for (int x = 1; x < q; ++x) val_[std::size_t(x)] = uint8_t(valuation(x, pp.p));
  for (int v = 0, d = 1; v <= pp.e; ++v, d *= pp.p) pow_.push_back(d);
}

HowellForm::HowellForm(const ZkMatrix& a, int pivot_cols, PrimePower pp)
    : HowellForm(HowellElimination(a, pivot_cols, pp).take()) {}

HowellElimination::HowellElimination(const ZkMatrix& a, int pivot_cols, PrimePower pp) : form_(pp, pivot_cols, a.cols()) {
  const int q = pp.q;
  const std::size_t w = std::size_t(a.cols());
  rows_.reserve(std::size_t(a.rows()));
  for (int i = 0; i < a.rows(); ++i) {
    ZkVec r(a.row(i), a.row(i) + w);
    bool any = false;
    for (uint8_t& x : r) {
      x = uint8_t(x % q);
      any |= x != 0;
    }
    if (any) rows_.push_back(std::move(r));
  }
}

void HowellElimination::advance(std::size_t work) {
  std::size_t spent = 0;
  while (!done() && spent < work) {
    // A column costs at most one pass over each row below the pivot row.
    spent += (rows_.size() - pivot_row_) * (std::size_t(form_.w_ - column_) + 1);
    eliminate_column();
  }
}

void HowellElimination::eliminate_column() {
  HowellForm& f = form_;
  const int c = column_++;
  const PrimePower pp = f.pp_;
  const int q = pp.q;
  const std::size_t w = std::size_t(f.w_);
  const std::size_t r = pivot_row_;
  std::size_t best = rows_.size();
  int bv = pp.e;
  for (std::size_t i = r; i < rows_.size(); ++i) {
    const uint8_t x = rows_[i][std::size_t(c)];
    if (!x || f.val_[x] >= bv) continue;
    best = i;
    bv = f.val_[x];
    if (bv == 0) break;
  }
  if (best == rows_.size()) return;  // no pivot: a free column
  std::swap(rows_[r], rows_[best]);
  uint8_t* pr = rows_[r].data();
  const int d = f.pow_[std::size_t(bv)];
  const int unit = pr[c] / d;
  if (unit != 1) f.ar_.scale(pr + c, unsigned(inverse_mod(unit, q)), w - std::size_t(c));
  for (std::size_t i = r + 1; i < rows_.size(); ++i) {
    const uint8_t x = rows_[i][std::size_t(c)];
    if (x) f.ar_.axpy(rows_[i].data() + c, pr + c, unsigned(q - x / d), w - std::size_t(c));
  }
  if (bv > 0) {
    // p^(e-v) times the pivot row: its pivot vanishes, the rest must stay
    // in the span of the rows after it.
    ZkVec t(pr, pr + w);
    f.ar_.scale(t.data() + c, unsigned(q / d), w - std::size_t(c));
    if (std::any_of(t.begin(), t.end(), [](uint8_t x) { return x != 0; })) rows_.push_back(std::move(t));
  }
  f.pivot_col_.push_back(c);
  f.pivot_val_.push_back(bv);
  ++pivot_row_;
}

HowellForm HowellElimination::take() {
  while (!done()) eliminate_column();
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    if (i < pivot_row_) form_.pivots_.push_back(std::move(rows_[i]));
    else if (std::any_of(rows_[i].begin(), rows_[i].end(), [](uint8_t x) { return x != 0; }))
      form_.zeros_.push_back(std::move(rows_[i]));
  }
  rows_.clear();
  return std::move(form_);
}

long long HowellForm::image_exponent() const {
  long long s = 0;
  for (int v : pivot_val_) s += pp_.e - v;
  return s;
}

bool HowellForm::back_substitute(const ZkVec& rhs, ZkVec& x) const {
  const int q = pp_.q;
  x.assign(std::size_t(n_), 0);
  for (int i = rank() - 1; i >= 0; --i) {
    const int c = pivot_col_[std::size_t(i)];
    const uint8_t* row = pivots_[std::size_t(i)].data();
    unsigned s = rhs[std::size_t(i)];
    for (int j = c + 1; j < n_; ++j)
      if (row[j] && x[std::size_t(j)]) s = (s + unsigned(q - row[j]) * x[std::size_t(j)]) % unsigned(q);
    const int d = pow_[std::size_t(pivot_val_[std::size_t(i)])];
    if (s % unsigned(d)) return false;
    x[std::size_t(c)] = uint8_t(s / unsigned(d));
  }
  return true;
}

int HowellForm::kernel_generators() const {
  const int with_p = int(std::count_if(pivot_val_.begin(), pivot_val_.end(), [](int v) { return v > 0; }));
  return n_ - rank() + with_p;
}

std::vector<ZkQuiet> HowellForm::kernel() const {
  const int q = pp_.q;
  std::vector<int> row_of(std::size_t(n_), -1);
  for (int i = 0; i < rank(); ++i) row_of[std::size_t(pivot_col_[std::size_t(i)])] = i;
  std::vector<ZkQuiet> out;
  for (int c = 0; c < n_; ++c) {
    const int i0 = row_of[std::size_t(c)];
    if (i0 >= 0 && pivot_val_[std::size_t(i0)] == 0) continue;  // a unit pivot: no generator leads here
    const int d = i0 >= 0 ? pow_[std::size_t(pivot_val_[std::size_t(i0)])] : 1;
    ZkQuiet g{ZkVec(std::size_t(n_), 0), i0 >= 0 ? d : q};
    g.v[std::size_t(c)] = uint8_t(i0 >= 0 ? q / d : 1);
    // Back substitution through the pivot rows before column c.
    for (int i = (i0 >= 0 ? i0 : rank()) - 1; i >= 0; --i) {
      const int pc = pivot_col_[std::size_t(i)];
      if (pc > c) continue;
      const uint8_t* row = pivots_[std::size_t(i)].data();
      unsigned s = 0;
      for (int j = pc + 1; j <= c; ++j)
        if (row[j] && g.v[std::size_t(j)]) s = (s + unsigned(q - row[j]) * g.v[std::size_t(j)]) % unsigned(q);
      const int di = pow_[std::size_t(pivot_val_[std::size_t(i)])];
      g.v[std::size_t(pc)] = uint8_t(s / unsigned(di));  // divisible by the Howell property
    }
    out.push_back(std::move(g));
  }
  return out;
}

}  // namespace tl
