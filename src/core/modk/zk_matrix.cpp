// zk_matrix.cpp: the dense Z_k matrix's plain operations.
#include "core/modk/zk_matrix.hpp"

#include <algorithm>

namespace tl {

ZkMatrix ZkMatrix::identity(int n) {
  ZkMatrix m(n, n);
  for (int i = 0; i < n; ++i) m.set(i, i, 1);
  return m;
}

ZkVec ZkMatrix::column_vec(int c) const {
  ZkVec out(static_cast<std::size_t>(rows_));
  for (int r = 0; r < rows_; ++r) out[std::size_t(r)] = get(r, c);
  return out;
}

void ZkMatrix::swap_rows(int a, int b) {
  if (a == b) return;
  std::swap_ranges(row(a), row(a) + cols_, row(b));
}

void ZkMatrix::append_row(const ZkVec& r) {
  v_.insert(v_.end(), r.begin(), r.begin() + cols_);
  ++rows_;
}

void ZkMatrix::remove_last_row() {
  v_.resize(v_.size() - std::size_t(cols_));
  --rows_;
}

ZkMatrix ZkMatrix::reduced_mod(int m) const {
  ZkMatrix out = *this;
  for (uint8_t& x : out.v_) x = uint8_t(x % m);
  return out;
}

ZkVec ZkMatrix::mul(const ZkVec& x, int k) const {
  ZkVec out(static_cast<std::size_t>(rows_));
  for (int r = 0; r < rows_; ++r) {
    unsigned s = 0;
    const uint8_t* a = row(r);
    for (int c = 0; c < cols_; ++c) s = (s + unsigned(a[c]) * x[std::size_t(c)]) % unsigned(k);
    out[std::size_t(r)] = uint8_t(s);
  }
  return out;
}

ZkMatrix ZkMatrix::mul(const ZkMatrix& b, int k) const {
  ZkMatrix out(rows_, b.cols_);
  ZkArith ar(k);
  for (int r = 0; r < rows_; ++r)
    for (int i = 0; i < cols_; ++i) ar.axpy(out.row(r), b.row(i), get(r, i), std::size_t(b.cols_));
  return out;
}

ZkMatrix ZkMatrix::transposed() const {
  ZkMatrix t(cols_, rows_);
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < cols_; ++c) t.set(c, r, get(r, c));
  return t;
}

}  // namespace tl
