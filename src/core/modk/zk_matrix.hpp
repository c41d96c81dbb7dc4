// zk_matrix.hpp: a dense matrix over Z_k, one byte per entry, row-major.
//
// The small systems of the k-state solvers (a custom machine's A, the chase's
// final equations, [A | b] in the elimination trace) are held this way; a
// board's own press matrix is never built densely by the board solver.
#pragma once

#include <cstdint>
#include <vector>

#include "core/modk/zk_arith.hpp"

namespace tl {

class ZkMatrix {
 public:
  ZkMatrix() = default;
  ZkMatrix(int rows, int cols) : rows_(rows), cols_(cols), v_(std::size_t(rows) * std::size_t(cols), 0) {}
  static ZkMatrix identity(int n);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  // data() + offset: a matrix with no columns has an empty store, which may
  // not be indexed.
  uint8_t* row(int r) { return v_.data() + std::size_t(r) * std::size_t(cols_); }
  const uint8_t* row(int r) const { return v_.data() + std::size_t(r) * std::size_t(cols_); }
  uint8_t get(int r, int c) const { return v_[std::size_t(r) * std::size_t(cols_) + std::size_t(c)]; }
  void set(int r, int c, uint8_t x) { v_[std::size_t(r) * std::size_t(cols_) + std::size_t(c)] = x; }
  ZkVec row_vec(int r) const { return ZkVec(row(r), row(r) + cols_); }
  ZkVec column_vec(int c) const;

  void swap_rows(int a, int b);
  void append_row(const ZkVec& r);  // r has cols() entries
  void remove_last_row();

  // Every entry reduced mod m (a factor of the modulus the entries are in).
  ZkMatrix reduced_mod(int m) const;
  // A x and A B mod k.
  ZkVec mul(const ZkVec& x, int k) const;
  ZkMatrix mul(const ZkMatrix& b, int k) const;
  ZkMatrix transposed() const;

  friend bool operator==(const ZkMatrix&, const ZkMatrix&) = default;

 private:
  int rows_ = 0, cols_ = 0;
  std::vector<uint8_t> v_;
};

}  // namespace tl
