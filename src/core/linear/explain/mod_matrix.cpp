// mod_matrix.cpp: a matrix over Z_k, bit-packed for k = 2 (see mod_matrix.hpp).
#include "core/linear/explain/mod_matrix.hpp"

namespace tl {

ModMatrix::ModMatrix(int rows, int cols, int k) : k_(k) {
  if (k == 2) bits_ = Gf2Matrix(rows, cols);
  else vals_ = ZkMatrix(rows, cols);
}

ModMatrix ModMatrix::identity(int n, int k) {
  ModMatrix m(n, n, k);
  for (int i = 0; i < n; ++i) m.set(i, i, 1);
  return m;
}

ModMatrix ModMatrix::from_bits(const Gf2Matrix& b) {
  ModMatrix m;
  m.bits_ = b;
  return m;
}

ModMatrix ModMatrix::from_values(const ZkMatrix& v, int k) {
  if (k == 2) {
    ModMatrix m(v.rows(), v.cols(), 2);
    for (int r = 0; r < v.rows(); ++r)
      for (int c = 0; c < v.cols(); ++c) m.set(r, c, v.get(r, c) & 1);
    return m;
  }
  ModMatrix m;
  m.k_ = k;
  m.vals_ = v;
  return m;
}

void ModMatrix::set(int r, int c, int v) {
  if (k_ == 2) bits_.set(r, c, v != 0);
  else vals_.set(r, c, uint8_t(v));
}

ZkVec ModMatrix::row_vec(int r) const {
  if (k_ != 2) return vals_.row_vec(r);
  ZkVec v(static_cast<std::size_t>(cols()));
  for (int c = 0; c < cols(); ++c) v[std::size_t(c)] = uint8_t(bits_.get(r, c));
  return v;
}

ZkVec ModMatrix::times(const ZkVec& x) const {
  ZkVec out(std::size_t(rows()), 0);
  for (int r = 0; r < rows(); ++r) {
    int sum = 0;
    for (int c = 0; c < cols(); ++c)
      if (x[std::size_t(c)]) sum = (sum + get(r, c) * x[std::size_t(c)]) % k_;
    out[std::size_t(r)] = uint8_t(sum);
  }
  return out;
}

void ModMatrix::swap_rows(int a, int b) {
  if (k_ == 2) bits_.swap_rows(a, b);
  else vals_.swap_rows(a, b);
}

void ModMatrix::add_multiple(int dst, int src, int factor, int first) {
  if (k_ == 2) {
    // Mod 2 the only multiple that changes anything is 1: the XOR of whole
    // words (bits before `first` are zero in the rows an elimination adds).
    if (factor & 1) bits_.xor_row(dst, src);
    return;
  }
  const std::size_t w = std::size_t(cols() - first);
  ZkArith(k_).axpy(vals_.row(dst) + first, vals_.row(src) + first, unsigned(factor), w);
}

void ModMatrix::scale(int r, int unit, int first) {
  if (k_ == 2) return;  // the only unit mod 2 is 1
  ZkArith(k_).scale(vals_.row(r) + first, unsigned(unit), std::size_t(cols() - first));
}

void ModMatrix::append_multiple(int src, int factor) {
  if (k_ == 2) {
    // Never needed by the elimination (every pivot mod 2 is 1); kept whole
    // so that the interface means the same for every k.
    Gf2Matrix grown(bits_.rows() + 1, bits_.cols());
    for (int r = 0; r < bits_.rows(); ++r)
      for (int c = 0; c < bits_.cols(); ++c) grown.set(r, c, bits_.get(r, c));
    if (factor & 1)
      for (int c = 0; c < bits_.cols(); ++c) grown.set(bits_.rows(), c, bits_.get(src, c));
    bits_ = std::move(grown);
    return;
  }
  ZkVec row = vals_.row_vec(src);
  ZkArith(k_).scale(row.data(), unsigned(factor), row.size());
  vals_.append_row(row);
}

void ModMatrix::remove_last_row() {
  if (k_ != 2) return vals_.remove_last_row();
  Gf2Matrix shrunk(bits_.rows() - 1, bits_.cols());
  for (int r = 0; r < shrunk.rows(); ++r)
    for (int c = 0; c < bits_.cols(); ++c) shrunk.set(r, c, bits_.get(r, c));
  bits_ = std::move(shrunk);
}

}  // namespace tl
