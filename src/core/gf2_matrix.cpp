// gf2_matrix.cpp: dense GF(2) matrices and Gauss-Jordan elimination.
#include "core/gf2_matrix.hpp"

#include <algorithm>
#include <bit>

namespace tl {

Gf2Matrix::Gf2Matrix(int rows, int cols)
    : rows_(rows), cols_(cols), stride_((std::size_t(cols) + 63) / 64),
      words_(std::size_t(rows) * stride_, 0) {}

Gf2Matrix Gf2Matrix::identity(int n) {
  Gf2Matrix m(n, n);
  for (int i = 0; i < n; ++i) m.set(i, i);
  return m;
}

Gf2Matrix Gf2Matrix::from_rows(const std::vector<BitVec>& rows, int cols) {
  Gf2Matrix m(int(rows.size()), cols);
  for (std::size_t r = 0; r < rows.size(); ++r)
    std::copy(rows[r].words(), rows[r].words() + m.stride_, m.row(int(r)));
  return m;
}

Gf2Matrix Gf2Matrix::from_columns(const std::vector<BitVec>& columns, int rows) {
  Gf2Matrix m(rows, int(columns.size()));
  for (std::size_t j = 0; j < columns.size(); ++j)
    for (int i : columns[j].ones()) m.set(i, int(j));
  return m;
}

BitVec Gf2Matrix::row_vec(int r) const {
  BitVec v{std::size_t(cols_)};
  std::copy(row(r), row(r) + stride_, v.words());
  return v;
}

BitVec Gf2Matrix::column_vec(int c) const {
  BitVec v{std::size_t(rows_)};
  for (int r = 0; r < rows_; ++r)
    if (get(r, c)) v.set(std::size_t(r));
  return v;
}

void Gf2Matrix::xor_row(int dst, int src) {
  uint64_t* d = row(dst);
  const uint64_t* s = row(src);
  for (std::size_t w = 0; w < stride_; ++w) d[w] ^= s[w];
}

void Gf2Matrix::swap_rows(int a, int b) {
  if (a != b) std::swap_ranges(row(a), row(a) + stride_, row(b));
}

BitVec Gf2Matrix::mul(const BitVec& x) const {
  BitVec y{std::size_t(rows_)};
  for (int r = 0; r < rows_; ++r) {
    uint64_t acc = 0;
    for (std::size_t w = 0; w < stride_; ++w) acc ^= row(r)[w] & x.words()[w];
    if (std::popcount(acc) & 1) y.set(std::size_t(r));
  }
  return y;
}

Gf2Matrix Gf2Matrix::mul(const Gf2Matrix& b) const {
  // Row r of AB is the XOR of the rows of B picked by row r of A.
  Gf2Matrix out(rows_, b.cols_);
  for (int r = 0; r < rows_; ++r)
    for (int k : row_vec(r).ones()) {
      uint64_t* d = out.row(r);
      const uint64_t* s = b.row(k);
      for (std::size_t w = 0; w < out.stride_; ++w) d[w] ^= s[w];
    }
  return out;
}

Gf2Matrix Gf2Matrix::transposed() const {
  Gf2Matrix t(cols_, rows_);
  for (int r = 0; r < rows_; ++r)
    for (int c : row_vec(r).ones()) t.set(c, r);
  return t;
}

std::vector<int> rref(Gf2Matrix& m, int pivot_cols) {
  if (pivot_cols < 0) pivot_cols = m.cols();
  std::vector<int> pivots;
  int r = 0;
  for (int c = 0; c < pivot_cols && r < m.rows(); ++c) {
    int p = r;
    while (p < m.rows() && !m.get(p, c)) ++p;
    if (p == m.rows()) continue;
    m.swap_rows(p, r);
    for (int i = 0; i < m.rows(); ++i)
      if (i != r && m.get(i, c)) m.xor_row(i, r);
    pivots.push_back(c);
    ++r;
  }
  return pivots;
}

int rank(Gf2Matrix m) { return int(rref(m).size()); }

std::vector<BitVec> nullspace_basis(const Gf2Matrix& a) {
  Gf2Matrix m = a;
  std::vector<int> pivots = rref(m);
  std::vector<bool> is_pivot(std::size_t(m.cols()), false);
  for (int c : pivots) is_pivot[std::size_t(c)] = true;
  std::vector<BitVec> basis;
  for (int f = 0; f < m.cols(); ++f) {
    if (is_pivot[std::size_t(f)]) continue;
    BitVec x{std::size_t(m.cols())};
    x.set(std::size_t(f));
    // Row i reads x[pivot_i] + x[f] * m[i][f] = 0.
    for (std::size_t i = 0; i < pivots.size(); ++i)
      if (m.get(int(i), f)) x.set(std::size_t(pivots[i]));
    basis.push_back(std::move(x));
  }
  return basis;
}

std::optional<Gf2Matrix> inverse(const Gf2Matrix& a) {
  if (a.rows() != a.cols()) return std::nullopt;
  const int n = a.rows();
  // Reduce [A | I]; when A becomes I the right half is A^-1.
  Gf2Matrix aug(n, 2 * n);
  for (int r = 0; r < n; ++r) {
    for (int c : a.row_vec(r).ones()) aug.set(r, c);
    aug.set(r, n + r);
  }
  if (int(rref(aug, n).size()) < n) return std::nullopt;
  Gf2Matrix inv(n, n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (aug.get(r, n + c)) inv.set(r, c);
  return inv;
}

}  // namespace tl
