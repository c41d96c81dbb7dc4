// lightsout_rows.cpp: row extraction, the chase step and the chase itself.
#include "core/linear/lightsout_rows.hpp"

#include <algorithm>
#include <bit>

#include "core/gf2/gf2_kernels.hpp"

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
  auto edge = [&](std::size_t k) {
    const uint64_t from_left = (cur[k] << 1) | (k ? cur[k - 1] >> 63 : 0);
    const uint64_t from_right = (cur[k] >> 1) | (k + 1 < W ? cur[k + 1] << 63 : 0);
    return cur[k] ^ from_left ^ from_right ^ prev[k] ^ (b ? b[k] : 0);
  };
  next[0] = edge(0);
  if (W > 2) kernels::step_words(cur, prev, b, next, 1, W - 1);
  if (W > 1) next[W - 1] = edge(W - 1);
  next[W - 1] &= s.top;
  if (s.torus) {
    if (s.get(cur, s.C - 1)) s.flip(next, 0);
    if (s.get(cur, 0)) s.flip(next, s.C - 1);
  }
}

void apply_S(const RowShape& s, uint64_t* v, uint64_t* tmp) {
  kernels::neighbours(v, tmp, s.W);
  tmp[s.W - 1] &= s.top;
  std::copy(tmp, tmp + s.W, v);
}

void chase(const LightsOutBoard& b, const RowShape& s, int first, const BitVec* target, BitVec* presses, Words& prev,
           Words& cur) {
  const std::size_t W = s.W, C = std::size_t(b.cols);
  // Rows that start on a word boundary are read from the target and written
  // into the presses where they lie: no copy of either.
  const bool aligned = C % 64 == 0;
  const bool in_place = aligned && presses;
  Words a = prev, bb = cur, c(W), brow(W);
  uint64_t* spare[3] = {a.data(), bb.data(), c.data()};
  const uint64_t* p = spare[0];
  const uint64_t* x = spare[1];
  uint64_t* out = presses ? presses->words() : nullptr;
  if (in_place) {
    std::copy(x, x + W, out + std::size_t(first) * W);
    x = out + std::size_t(first) * W;
  }
  for (int r = first; r < b.rows; ++r) {
    const std::size_t off = std::size_t(r) * C;
    const uint64_t* row_b = nullptr;
    if (target) {
      if (aligned) {
        row_b = target->words() + std::size_t(r) * W;
      } else {
        extract_row(*target, off, s, brow.data());
        row_b = brow.data();
      }
    }
    if (presses && !in_place) deposit_row(*presses, off, s, x);
    // The next row goes into the presses (in place) or into the one spare
    // buffer that is neither p nor x.
    uint64_t* n = nullptr;
    if (in_place && r + 1 < b.rows) {
      n = out + std::size_t(r + 1) * W;
    } else {
      for (uint64_t* candidate : spare)
        if (candidate != p && candidate != x) {
          n = candidate;
          break;
        }
    }
    step_T(s, x, p, row_b, n);
    p = x;
    x = n;
  }
  Words last_prev(p, p + W), last(x, x + W);
  prev = std::move(last_prev);
  cur = std::move(last);
}

bool parity(const BitVec& a, const BitVec& b) {
  uint64_t acc = 0;
  for (std::size_t w = 0; w < a.word_count(); ++w) acc ^= a.words()[w] & b.words()[w];
  return std::popcount(acc) & 1;
}

}  // namespace tl::rows
