// gf2_echelon.cpp: incremental, band-aware row echelon form over GF(2).
#include "core/gf2/gf2_echelon.hpp"

#include <algorithm>
#include <bit>

namespace tl {

namespace {

// Solving a stored row for its pivot column c: x[c] = parity(row & x) ^ rhs,
// with x[c] itself left out of the row product (cleared first).
void clear_bit(uint64_t* xw, int c) { xw[c >> 6] &= ~(uint64_t(1) << (c & 63)); }
void solve_pivot(uint64_t* xw, int c, uint64_t acc, bool rhs) {
  if ((std::popcount(acc) & 1) ^ rhs) xw[c >> 6] |= uint64_t(1) << (c & 63);
}

// The null space vector of free column f: 1 there, 0 on the other free columns.
template <class System>
BitVec null_vector_of(const System& sys, int f) {
  BitVec v{std::size_t(sys.cols())};
  v.set(std::size_t(f));
  sys.back_substitute(v, false);
  return v;
}

template <class System>
std::vector<int> free_columns_of(const System& sys) {
  std::vector<int> out;
  for (int c = 0; c < sys.cols(); ++c)
    if (!sys.has_pivot(c)) out.push_back(c);
  return out;
}

}  // namespace

Echelon::Echelon(int cols) : cols_(cols), stride_((std::size_t(cols) + 63) / 64), pivot_of_col_(std::size_t(cols), -1) {}

std::vector<int> Echelon::free_columns() const { return free_columns_of(*this); }

bool Echelon::insert(BitVec& row, bool& rhs, std::size_t lo, std::size_t hi) {
  uint64_t* w = row.words();
  hi = std::min(hi, stride_);
  while (true) {
    while (lo < hi && w[lo] == 0) ++lo;
    if (lo >= hi) return false;  // reduced to zero: dependent
    int lead = int(lo * 64) + std::countr_zero(w[lo]);
    int p = pivot_of_col_[std::size_t(lead)];
    if (p < 0) {
      // Independent: store the remaining range [lo, hi') and clear the row.
      std::size_t top = hi;
      while (top > lo && w[top - 1] == 0) --top;
      Row r{arena_.size(), uint32_t(lo), uint32_t(top), lead, rhs};
      arena_.insert(arena_.end(), w + lo, w + top);
      std::fill(w + lo, w + top, 0);
      pivot_of_col_[std::size_t(lead)] = int(rows_.size());
      rows_.push_back(r);
      return true;
    }
    const Row& pr = rows_[std::size_t(p)];
    const uint64_t* s = &arena_[pr.at];
    for (std::size_t k = 0; k < pr.hi - pr.lo; ++k) w[pr.lo + k] ^= s[k];
    hi = std::max(hi, std::size_t(pr.hi));
    rhs ^= pr.rhs;
  }
}

void Echelon::reduce(BitVec& v, bool& rhs) const {
  uint64_t* w = v.words();
  for (std::size_t word = 0; word < stride_; ++word) {
    // Pivots at or above the bits already passed in this word only touch higher bits.
    uint64_t done = 0;
    while (uint64_t bits = w[word] & ~done) {
      int bit = std::countr_zero(bits);
      int col = int(word * 64) + bit;
      int p = pivot_of_col_[std::size_t(col)];
      done |= uint64_t(1) << bit;
      if (p < 0) continue;
      const Row& pr = rows_[std::size_t(p)];
      const uint64_t* s = &arena_[pr.at];
      for (std::size_t k = 0; k < pr.hi - pr.lo; ++k) w[pr.lo + k] ^= s[k];
      rhs ^= pr.rhs;
    }
  }
}

void Echelon::back_substitute(BitVec& x, bool use_rhs) const {
  uint64_t* xw = x.words();
  for (int c = cols_ - 1; c >= 0; --c) {
    int p = pivot_of_col_[std::size_t(c)];
    if (p < 0) continue;
    const Row& pr = rows_[std::size_t(p)];
    const uint64_t* s = &arena_[pr.at];
    clear_bit(xw, c);
    uint64_t acc = 0;
    for (std::size_t k = 0; k < pr.hi - pr.lo; ++k) acc ^= s[k] & xw[pr.lo + k];
    solve_pivot(xw, c, acc, use_rhs && pr.rhs);
  }
}

BitVec Echelon::null_vector(int f) const { return null_vector_of(*this, f); }

DenseSystem::DenseSystem(Gf2Matrix augmented)
    : cols_(augmented.cols() - 1), m_(std::move(augmented)), pivot_row_(std::size_t(cols_), -1) {
  pivots_ = echelonize(m_, cols_, false);
  for (std::size_t i = 0; i < pivots_.size(); ++i) pivot_row_[std::size_t(pivots_[i])] = int(i);
  for (int i = rank(); i < m_.rows() && consistent_; ++i)
    if (m_.get(i, cols_)) consistent_ = false;
}

std::vector<int> DenseSystem::free_columns() const { return free_columns_of(*this); }

void DenseSystem::back_substitute(BitVec& x, bool use_rhs) const {
  uint64_t* xw = x.words();
  const std::size_t n = x.word_count();  // x's bits past cols_ (b's column) are zero
  for (int i = rank() - 1; i >= 0; --i) {
    const int c = pivots_[std::size_t(i)];
    const uint64_t* row = m_.row(i);
    clear_bit(xw, c);
    uint64_t acc = 0;
    for (std::size_t w = std::size_t(c >> 6); w < n; ++w) acc ^= row[w] & xw[w];
    solve_pivot(xw, c, acc, use_rhs && m_.get(i, cols_));
  }
}

BitVec DenseSystem::null_vector(int f) const { return null_vector_of(*this, f); }

}  // namespace tl
