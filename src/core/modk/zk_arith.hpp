// zk_arith.hpp: arithmetic in Z_k (the integers mod k, 2 <= k <= 255) for the
// k-state solvers: the modulus's prime-power factors, inverses, and the row
// kernels every elimination and chase spends its time in.
//
// Values are bytes in [0, k). Moduli up to 128 run the 16-lane kernels of
// zk_kernels.hpp (add, subtract, minimum: no multiply, no compare). Above
// that, a row update y += f x (mod q) forms f x + y in
// 16 bits (at most q - 1 + (q - 1)^2 < 2^16) and reduces it by Barrett's
// method with a 16-bit multiplier (Granlund and Montgomery, "Division by
// invariant integers using multiplication", 1994), chosen so that the
// quotient is provably exact for every value an update forms; the loops
// vectorise (one high multiply per lane instead of a division). Moduli with
// no such 16-bit multiplier (many above 200) take the quotient in single
// precision from 1/q rounded up by 2^-20, which is exact on this range too
// (the reasoning is in zk_arith.cpp; the tests try every product for every
// modulus). Powers of two reduce by a mask.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/modk/zk_types.hpp"

namespace tl {

constexpr int kZkMinStates = 2;
constexpr int kZkMaxStates = 255;

struct PrimePower {
  int p = 0, e = 0, q = 0;  // q = p^e
};

bool is_prime(int n);
int gcd_int(int a, int b);
// The prime-power factors of k, primes ascending (k = 12: 2^2, 3).
std::vector<PrimePower> factor_modulus(int k);
// a^-1 mod m, or -1 when gcd(a, m) != 1.
int inverse_mod(int a, int m);
// The p-adic valuation of a nonzero a (how often p divides it).
int valuation(int a, int p);

// s mod k for 0 <= s <= most by one 64-bit multiply instead of a division
// (the chase reduces one sum per cell): with m = floor(2^32 / k) + 1 and
// m k = 2^32 + e, 0 < e <= k, floor(s m / 2^32) = floor(s / k) whenever
// s e < 2^32, which most * k < 2^32 ensures; past that, a division.
struct FastMod {
  FastMod(unsigned k, uint64_t most) : k(k), m((uint64_t(1) << 32) / k + 1), exact(most * k < (uint64_t(1) << 32)) {}
  unsigned operator()(uint32_t s) const { return exact ? s - unsigned((uint64_t(s) * m) >> 32) * k : s % k; }
  unsigned k;
  uint64_t m;
  bool exact;
};

class ZkArith {
 public:
  explicit ZkArith(int q);
  int modulus() const { return q_; }

  uint8_t reduce(unsigned x) const { return uint8_t(x % unsigned(q_)); }
  uint8_t add(uint8_t a, uint8_t b) const { return a >= q_ - b ? uint8_t(a - (q_ - b)) : uint8_t(a + b); }
  uint8_t sub(uint8_t a, uint8_t b) const { return a >= b ? uint8_t(a - b) : uint8_t(a + (q_ - b)); }
  uint8_t neg(uint8_t a) const { return a ? uint8_t(q_ - a) : 0; }
  uint8_t mul(uint8_t a, uint8_t b) const { return uint8_t(unsigned(a) * b % unsigned(q_)); }

  // y[i] = y[i] + f x[i] (mod q) for i < n; f in [0, q).
  void axpy(uint8_t* y, const uint8_t* x, unsigned f, std::size_t n) const;
  // y[i] = f y[i] (mod q).
  void scale(uint8_t* y, unsigned f, std::size_t n) const;
  // y[i] = y[i] + x[i] and y[i] - x[i] (mod q).
  void add_to(uint8_t* y, const uint8_t* x, std::size_t n) const;
  void sub_from(uint8_t* y, const uint8_t* x, std::size_t n) const;
  // dst[i] = -src[i] (mod q).
  void neg_copy(uint8_t* dst, const uint8_t* src, std::size_t n) const;

 private:
  void multiply_add(uint8_t* y, const uint8_t* x, unsigned f, std::size_t n) const;

  enum class Reduce : uint8_t { Mask, Barrett16, Float };
  int q_;
  Reduce how_ = Reduce::Mask;
  uint32_t magic_ = 0;  // Barrett16: multiplier < 2^16; the quotient of x is (x * magic_) >> (16 + shift_)
  int shift_ = 0;
  float inv_ = 0;  // Float: the quotient of x is int(x * inv_)
};

}  // namespace tl
