// mod_matrix.hpp: a matrix over Z_k for the elimination a player steps
// through, stored the way its arithmetic runs fastest: k = 2 bit-packed
// (a row operation is a word-wide XOR), other k one byte per entry (the
// vectorised kernels of zk_arith.hpp). The elimination, its replay and the
// views read and change it through this one interface, so they are written
// once for both fields.
#pragma once

#include <cstdint>

#include "core/gf2/gf2_matrix.hpp"
#include "core/modk/zk_matrix.hpp"

namespace tl {

class ModMatrix {
 public:
  ModMatrix() = default;
  ModMatrix(int rows, int cols, int k);
  static ModMatrix identity(int n, int k);
  static ModMatrix from_bits(const Gf2Matrix& m);
  static ModMatrix from_values(const ZkMatrix& m, int k);

  int k() const { return k_; }
  int rows() const { return k_ == 2 ? bits_.rows() : vals_.rows(); }
  int cols() const { return k_ == 2 ? bits_.cols() : vals_.cols(); }
  int get(int r, int c) const { return k_ == 2 ? int(bits_.get(r, c)) : int(vals_.get(r, c)); }
  void set(int r, int c, int v);
  ZkVec row_vec(int r) const;
  // This matrix times the column x (mod k): A s, what presses s change.
  ZkVec times(const ZkVec& x) const;

  // Row operations on columns [first, cols()): the elimination's rows are
  // zero before the pivot column it works on, so it starts there.
  void swap_rows(int a, int b);
  void add_multiple(int dst, int src, int factor, int first = 0);  // row dst += factor * row src
  void scale(int r, int unit, int first = 0);                      // row r *= unit
  void append_multiple(int src, int factor);                       // a new last row = factor * row src
  void remove_last_row();

  friend bool operator==(const ModMatrix&, const ModMatrix&) = default;

  // The store, as it is (the engine's wire copies it whole): k = 2 its
  // packed rows, else a byte per entry.
  const Gf2Matrix& bits() const { return bits_; }
  const ZkMatrix& values() const { return vals_; }

 private:
  int k_ = 2;
  Gf2Matrix bits_;  // k == 2
  ZkMatrix vals_;   // k > 2
};

}  // namespace tl
