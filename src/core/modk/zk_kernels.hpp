// zk_kernels.hpp: the row loops of the k-state solvers, 16 byte lanes at a
// time, one source for SSE2 natively and SIMD128 in WebAssembly.
//
// Why written out: the loops the compilers vectorise by themselves differ.
// GCC vectorised our "a >= b ? a - b : a + (q - b)" loops natively, but
// Clang for WebAssembly left some scalar (a negation inside the chase's
// lambda ran one byte at a time: the chase of a 256 x 256 board with 3
// states took 6x as long in the page as natively) and turned the others
// into compare-and-select sequences that V8 expands into several
// instructions each. Written with GCC/Clang vector extensions (as the GF(2)
// kernels are: gf2/gf2_kernels.hpp), every step is one instruction in both.
//
// The arithmetic uses unsigned bytes and minimum, no compare: for values in
// [0, q) with q <= 128,
//   a + b mod q = min(a + b, a + b - q)   (a + b < q: the second wraps high)
//   a - b mod q = min(a - b, a - b + q)   (a < b: the first wraps high)
//   -a mod q    = min(-a, q - a)          (a = 0: q - a = q, -a = 0)
// each three instructions (add, sub, unsigned minimum) per 16 entries.
// A multiple f x is built by doubling (the bits of f, or of q - f with the
// sign turned: y + f x = y - (q - f) x), at most log2(q / 2) doublings.
// Moduli above 128 (primes and prime powers from 131 to 251) keep the
// Barrett and mask loops of zk_arith.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace tl::zk_kernels {

typedef uint8_t u8x16 __attribute__((vector_size(16)));

// Whether the lane arithmetic applies: a sum of two values fits a byte.
constexpr bool fits(unsigned q) { return q <= 128; }

inline u8x16 load16(const uint8_t* p) {
  u8x16 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
inline void store16(uint8_t* p, u8x16 v) { std::memcpy(p, &v, sizeof v); }
inline u8x16 splat(uint8_t q) { return u8x16{} + q; }

// The same three steps on 16 lanes and on one byte (the tail).
inline u8x16 add_mod(u8x16 a, u8x16 b, u8x16 q) {
  const u8x16 t = a + b, u = t - q;
  return t < u ? t : u;
}
inline uint8_t add_mod(uint8_t a, uint8_t b, uint8_t q) {
  const uint8_t t = uint8_t(a + b), u = uint8_t(t - q);
  return t < u ? t : u;
}
inline u8x16 sub_mod(u8x16 a, u8x16 b, u8x16 q) {
  const u8x16 t = a - b, u = t + q;
  return t < u ? t : u;
}
inline uint8_t sub_mod(uint8_t a, uint8_t b, uint8_t q) {
  const uint8_t t = uint8_t(a - b), u = uint8_t(t + q);
  return t < u ? t : u;
}
inline u8x16 neg_mod(u8x16 a, u8x16 q) {
  const u8x16 t = u8x16{} - a, u = q - a;
  return t < u ? t : u;
}
inline uint8_t neg_mod(uint8_t a, uint8_t q) {
  const uint8_t t = uint8_t(-a), u = uint8_t(q - a);
  return t < u ? t : u;
}

// f x mod q by doubling (f >= 1): one add per bit of f, one doubling per bit
// but the top one.
template <class V, class Q>
inline V times(V x, unsigned f, Q q) {
  V acc = x;
  bool started = false;
  for (;;) {
    if (f & 1u) {
      acc = started ? add_mod(acc, x, q) : x;
      started = true;
    }
    f >>= 1;
    if (!f) return acc;
    x = add_mod(x, x, q);
  }
}

// The loop shape every kernel shares: `lanes` on 16 entries at a time, then
// `one` on the rest.
template <class Lanes, class One>
inline void each(std::size_t n, Lanes lanes, One one) {
  std::size_t i = 0;
  for (; i + 16 <= n; i += 16) lanes(i);
  for (; i < n; ++i) one(i);
}

// y += x, y -= x (mod q).
inline void add_to(uint8_t* y, const uint8_t* x, std::size_t n, uint8_t q) {
  const u8x16 qq = splat(q);
  each(
      n, [&](std::size_t i) { store16(y + i, add_mod(load16(y + i), load16(x + i), qq)); },
      [&](std::size_t i) { y[i] = add_mod(y[i], x[i], q); });
}
inline void sub_from(uint8_t* y, const uint8_t* x, std::size_t n, uint8_t q) {
  const u8x16 qq = splat(q);
  each(
      n, [&](std::size_t i) { store16(y + i, sub_mod(load16(y + i), load16(x + i), qq)); },
      [&](std::size_t i) { y[i] = sub_mod(y[i], x[i], q); });
}
// dst = -src (mod q).
inline void neg_copy(uint8_t* dst, const uint8_t* src, std::size_t n, uint8_t q) {
  const u8x16 qq = splat(q);
  each(
      n, [&](std::size_t i) { store16(dst + i, neg_mod(load16(src + i), qq)); },
      [&](std::size_t i) { dst[i] = neg_mod(src[i], q); });
}
// y += x (mod q), returning the sum of y's new entries (a press count): the
// lanes are summed in pairs into 16-bit lanes (even bytes by a mask, odd
// ones by a shift), which hold 128 rounds before they could overflow.
typedef uint16_t u16x8 __attribute__((vector_size(16)));
inline uint32_t add_to_and_sum(uint8_t* y, const uint8_t* x, std::size_t n, uint8_t q) {
  const u8x16 qq = splat(q);
  uint32_t total = 0;
  std::size_t i = 0;
  while (i + 16 <= n) {
    u16x8 acc{};
    for (int round = 0; round < 128 && i + 16 <= n; ++round, i += 16) {
      const u8x16 r = add_mod(load16(y + i), load16(x + i), qq);
      store16(y + i, r);
      u16x8 w;
      std::memcpy(&w, &r, sizeof w);
      acc += (w & 0xff) + (w >> 8);
    }
    for (int l = 0; l < 8; ++l) total += acc[l];
  }
  for (; i < n; ++i) total += y[i] = add_mod(y[i], x[i], q);
  return total;
}

// y += f x (mod q), f in [1, q): the smaller of f x and -(q - f) x.
inline void axpy(uint8_t* y, const uint8_t* x, unsigned f, std::size_t n, uint8_t q) {
  if (f == 1) return add_to(y, x, n, q);
  if (f == q - 1u) return sub_from(y, x, n, q);
  const u8x16 qq = splat(q);
  const bool up = 2 * f <= q;
  const unsigned g = up ? f : q - f;
  each(
      n,
      [&](std::size_t i) {
        const u8x16 m = times(load16(x + i), g, qq), a = load16(y + i);
        store16(y + i, up ? add_mod(a, m, qq) : sub_mod(a, m, qq));
      },
      [&](std::size_t i) {
        const uint8_t m = times(x[i], g, q);
        y[i] = up ? add_mod(y[i], m, q) : sub_mod(y[i], m, q);
      });
}
// y = f y (mod q), f in [1, q): f y, or -((q - f) y) when that is shorter.
inline void scale(uint8_t* y, unsigned f, std::size_t n, uint8_t q) {
  if (f == 1) return;
  const u8x16 qq = splat(q);
  const bool up = 2 * f <= q;
  const unsigned g = up ? f : q - f;
  each(
      n,
      [&](std::size_t i) {
        const u8x16 m = g == 1 ? load16(y + i) : times(load16(y + i), g, qq);
        store16(y + i, up ? m : neg_mod(m, qq));
      },
      [&](std::size_t i) {
        const uint8_t m = g == 1 ? y[i] : times(y[i], g, q);
        y[i] = up ? m : neg_mod(m, q);
      });
}

}  // namespace tl::zk_kernels
