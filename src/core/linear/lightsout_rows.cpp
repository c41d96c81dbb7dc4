// lightsout_rows.cpp: row extraction, the chase step and the chase itself.
#include "core/linear/lightsout_rows.hpp"

#include <algorithm>
#include <bit>

namespace tl::rows {

void extract_row(const BitVec& board, std::size_t off, const RowShape& s, uint64_t* out) {
  const uint64_t* src = board.words();
  const std::size_t n = board.word_count(), w0 = off >> 6;
  const int sh = int(off & 63);
  for (std::size_t k = 0; k < s.W; ++k) {
    uint64_t v = src[w0 + k] >> sh;
    if (sh && w0 + k + 1 < n) v |= src[w0 + k + 1] << (64 - sh);
    out[k] = v;
  }
  out[s.W - 1] &= s.top;
}

void deposit_row(uint64_t* dst, std::size_t n, std::size_t off, const RowShape& s, const uint64_t* in) {
  const std::size_t w0 = off >> 6;
  const int sh = int(off & 63);
  for (std::size_t k = 0; k < s.W; ++k) {
    dst[w0 + k] |= in[k] << sh;
    if (sh && w0 + k + 1 < n) dst[w0 + k + 1] |= in[k] >> (64 - sh);
  }
}

void deposit_row(BitVec& board, std::size_t off, const RowShape& s, const uint64_t* in) {
  deposit_row(board.words(), board.word_count(), off, s, in);
}

void step_T(const RowShape& s, const uint64_t* cur, const uint64_t* prev, const uint64_t* b, uint64_t* next) {
  const std::size_t W = s.W;
  for (std::size_t k = 0; k < W; ++k) {
    uint64_t from_left = (cur[k] << 1) | (k ? cur[k - 1] >> 63 : 0);
    uint64_t from_right = (cur[k] >> 1) | (k + 1 < W ? cur[k + 1] << 63 : 0);
    next[k] = cur[k] ^ from_left ^ from_right ^ prev[k] ^ (b ? b[k] : 0);
  }
  next[W - 1] &= s.top;
  if (s.torus) {
    if (s.get(cur, s.C - 1)) s.flip(next, 0);
    if (s.get(cur, 0)) s.flip(next, s.C - 1);
  }
}

void apply_S(const RowShape& s, uint64_t* v, uint64_t* tmp) {
  const std::size_t W = s.W;
  for (std::size_t k = 0; k < W; ++k)
    tmp[k] = ((v[k] << 1) | (k ? v[k - 1] >> 63 : 0)) ^ ((v[k] >> 1) | (k + 1 < W ? v[k + 1] << 63 : 0));
  tmp[W - 1] &= s.top;
  std::copy(tmp, tmp + W, v);
}

void chase(const LightsOutBoard& b, const RowShape& s, int first, const BitVec* target, BitVec* presses,
           Words& prev, Words& cur) {
  Words next(s.W), brow(s.W);
  for (int r = first; r < b.rows; ++r) {
    std::size_t off = std::size_t(r) * std::size_t(b.cols);
    if (presses) deposit_row(*presses, off, s, cur.data());
    if (target) extract_row(*target, off, s, brow.data());
    step_T(s, cur.data(), prev.data(), target ? brow.data() : nullptr, next.data());
    std::swap(prev, cur);
    std::swap(cur, next);
  }
}

bool parity(const BitVec& a, const BitVec& b) {
  uint64_t acc = 0;
  for (std::size_t w = 0; w < a.word_count(); ++w) acc ^= a.words()[w] & b.words()[w];
  return std::popcount(acc) & 1;
}

}  // namespace tl::rows
