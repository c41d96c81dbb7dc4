// gf2_kernels.hpp: the word loops the fast paths spend their time in.
//
// Rows of a board and polynomials over GF(2) are arrays of 64-bit words; a
// shift by one bit (a neighbour, a multiplication by t) carries a bit from
// each word into the next. These loops are written once with GCC/Clang
// vector extensions on two words at a time, which compile to SSE2 natively
// and to SIMD128 in WebAssembly (-msimd128; CMakeLists.txt), with the
// neighbouring words read by unaligned loads instead of carried in a
// register, so no iteration waits on the one before.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace tl::kernels {

typedef uint64_t u64x2 __attribute__((vector_size(16)));

inline u64x2 load2(const uint64_t* p) {
  u64x2 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
inline void store2(uint64_t* p, u64x2 v) { std::memcpy(p, &v, sizeof v); }

// dst[i] ^= (src * t^shift)[i] for i in [0, n + 1): src has n words (n >= 1),
// shift in [1, 64) known when compiling (a constant shift is one instruction
// in WebAssembly; a variable one is masked and moved into a vector register
// by the engine each time). dst[n] takes the bits shifted out of src[n - 1].
template <int Shift>
inline void xor_shifted_by(uint64_t* dst, const uint64_t* src, std::size_t n) {
  static_assert(Shift > 0 && Shift < 64);
  constexpr int back = 64 - Shift;
  dst[0] ^= src[0] << Shift;
  std::size_t i = 1;
  auto two = [&](std::size_t j) { store2(dst + j, load2(dst + j) ^ ((load2(src + j) << Shift) | (load2(src + j - 1) >> back))); };
  for (; i + 4 <= n; i += 4) {
    two(i);
    two(i + 2);
  }
  for (; i + 2 <= n; i += 2) two(i);
  for (; i < n; ++i) dst[i] ^= (src[i] << Shift) | (src[i - 1] >> back);
  dst[n] ^= src[n - 1] >> back;
}

// dst[i] ^= src[i], i in [0, n).
inline void xor_words(uint64_t* dst, const uint64_t* src, std::size_t n) {
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    store2(dst + i, load2(dst + i) ^ load2(src + i));
    store2(dst + i + 2, load2(dst + i + 2) ^ load2(src + i + 2));
  }
  for (; i + 2 <= n; i += 2) store2(dst + i, load2(dst + i) ^ load2(src + i));
  for (; i < n; ++i) dst[i] ^= src[i];
}

// dst ^= src * (t + 1) on src's n words (dst[n] takes the carry).
inline void xor_times_t_plus_1(uint64_t* dst, const uint64_t* src, std::size_t n) {
  dst[0] ^= src[0] ^ (src[0] << 1);
  std::size_t i = 1;
  auto two = [&](std::size_t j) {
    const u64x2 v = load2(src + j);
    store2(dst + j, load2(dst + j) ^ v ^ ((v << 1) | (load2(src + j - 1) >> 63)));
  };
  for (; i + 4 <= n; i += 4) {
    two(i);
    two(i + 2);
  }
  for (; i + 2 <= n; i += 2) two(i);
  for (; i < n; ++i) dst[i] ^= src[i] ^ ((src[i] << 1) | (src[i - 1] >> 63));
  dst[n] ^= src[n - 1] >> 63;
}

// The same for any shift in [0, 64) (shift 0 leaves dst[n] alone).
inline void xor_shifted_small(uint64_t* dst, const uint64_t* src, std::size_t n, int shift) {
  if (shift == 0) return xor_words(dst, src, n);
  if (shift == 1) return xor_shifted_by<1>(dst, src, n);
  const int back = 64 - shift;
  dst[0] ^= src[0] << shift;
  std::size_t i = 1;
  auto two = [&](std::size_t j) { store2(dst + j, load2(dst + j) ^ ((load2(src + j) << shift) | (load2(src + j - 1) >> back))); };
  for (; i + 4 <= n; i += 4) {
    two(i);
    two(i + 2);
  }
  for (; i + 2 <= n; i += 2) two(i);
  for (; i < n; ++i) dst[i] ^= (src[i] << shift) | (src[i - 1] >> back);
  dst[n] ^= src[n - 1] >> back;
}

// The chase's row step on words [lo, hi) of a row, 1 <= lo, hi <= W - 1 (both
// neighbouring words exist): next = cur ^ (cur << 1) ^ (cur >> 1) ^ prev ^ b,
// the shifts carrying across words. `b` may be null.
inline void step_words(const uint64_t* cur, const uint64_t* prev, const uint64_t* b, uint64_t* next, std::size_t lo,
                       std::size_t hi) {
  // Four words an iteration: WebAssembly engines spend about as much on
  // the loop and its address arithmetic as on the work of two.
  std::size_t k = lo;
  auto two = [&](std::size_t j, u64x2 add) {
    const u64x2 c = load2(cur + j), l = load2(cur + j - 1), r = load2(cur + j + 1);
    store2(next + j, c ^ ((c << 1) | (l >> 63)) ^ ((c >> 1) | (r << 63)) ^ load2(prev + j) ^ add);
  };
  if (b) {
    for (; k + 4 <= hi; k += 4) {
      two(k, load2(b + k));
      two(k + 2, load2(b + k + 2));
    }
    for (; k + 2 <= hi; k += 2) two(k, load2(b + k));
  } else {
    const u64x2 zero{0, 0};
    for (; k + 4 <= hi; k += 4) {
      two(k, zero);
      two(k + 2, zero);
    }
    for (; k + 2 <= hi; k += 2) two(k, zero);
  }
  for (; k < hi; ++k)
    next[k] = cur[k] ^ ((cur[k] << 1) | (cur[k - 1] >> 63)) ^ ((cur[k] >> 1) | (cur[k + 1] << 63)) ^ prev[k] ^ (b ? b[k] : 0);
}

// out = (v << 1) ^ (v >> 1) on words [0, n) of a row of n words (bits past
// the row's end are the caller's to mask): the path's neighbour sum S v.
inline void neighbours(const uint64_t* v, uint64_t* out, std::size_t n) {
  if (n == 1) {
    out[0] = (v[0] << 1) ^ (v[0] >> 1);
    return;
  }
  out[0] = (v[0] << 1) ^ ((v[0] >> 1) | (v[1] << 63));
  std::size_t k = 1;
  auto two = [&](std::size_t j) {
    const u64x2 c = load2(v + j), l = load2(v + j - 1), r = load2(v + j + 1);
    store2(out + j, ((c << 1) | (l >> 63)) ^ ((c >> 1) | (r << 63)));
  };
  for (; k + 4 <= n - 1; k += 4) {
    two(k);
    two(k + 2);
  }
  for (; k + 2 <= n - 1; k += 2) two(k);
  for (; k + 1 < n; ++k) out[k] = ((v[k] << 1) | (v[k - 1] >> 63)) ^ ((v[k] >> 1) | (v[k + 1] << 63));
  out[n - 1] = ((v[n - 1] << 1) | (v[n - 2] >> 63)) ^ (v[n - 1] >> 1);
}

}  // namespace tl::kernels
