// zk_arith.cpp: factors, inverses and the vectorisable row kernels mod q.
#include "core/modk/zk_arith.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/modk/zk_kernels.hpp"

namespace tl {

bool is_prime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}

int gcd_int(int a, int b) {
  a = a < 0 ? -a : a;
  b = b < 0 ? -b : b;
  while (b) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}

std::vector<PrimePower> factor_modulus(int k) {
  std::vector<PrimePower> out;
  for (int p = 2; p * p <= k; ++p) {
    if (k % p) continue;
    PrimePower pp{p, 0, 1};
    while (k % p == 0) {
      k /= p;
      ++pp.e;
      pp.q *= p;
    }
    out.push_back(pp);
  }
  if (k > 1) out.push_back({k, 1, k});
  return out;
}

int inverse_mod(int a, int m) {
  // Extended Euclid on (a mod m, m).
  int r0 = ((a % m) + m) % m, r1 = m, s0 = 1, s1 = 0;
  while (r1) {
    int t = r0 / r1;
    int r = r0 - t * r1;
    r0 = r1;
    r1 = r;
    int s = s0 - t * s1;
    s0 = s1;
    s1 = s;
  }
  if (r0 != 1) return -1;
  return ((s0 % m) + m) % m;
}

int valuation(int a, int p) {
  int v = 0;
  while (a && a % p == 0) {
    a /= p;
    ++v;
  }
  return v;
}

ZkArith::ZkArith(int q) : q_(q) {
  if (q < 2 || q > 255) throw std::invalid_argument("ZkArith: modulus outside 2..255");
  if ((q & (q - 1)) == 0) return;  // Mask
  // Values an update forms: at most q - 1 + (q - 1)^2. With m = ceil(2^L / q)
  // and m q = 2^L + e, floor(x m / 2^L) = floor(x / q) whenever x e < 2^L
  // (x = a q + r: x m / 2^L = a + (r + x e / 2^L) / q, and r <= q - 1).
  const uint32_t xmax = uint32_t(q - 1) + uint32_t(q - 1) * uint32_t(q - 1);
  for (int s = 0; s <= 8; ++s) {
    const uint32_t big = uint32_t(1) << (16 + s);
    const uint32_t m = (big + uint32_t(q) - 1) / uint32_t(q);
    if (m >= (uint32_t(1) << 16)) break;
    if (uint64_t(xmax) * (uint64_t(m) * uint32_t(q) - big) < big) {
      how_ = Reduce::Barrett16;
      magic_ = m;
      shift_ = s;
      return;
    }
  }
  // x / q < 256 is at least 1/q from the next integer when not one itself;
  // x * inv_ overshoots x / q by about x / q * 2^-20 (> the float rounding,
  // < 1/q): the truncation is exact (every value checked by the tests).
  how_ = Reduce::Float;
  inv_ = float(1.0 / q * (1.0 + 1.0 / (1 << 20)));
}

namespace {

// y[i] = (y[i] + f x[i]) mod q, or (f y[i]) mod q when x is null, with the
// quotient taken by `quot`.
template <class Quot>
inline void update(uint8_t* y, const uint8_t* x, unsigned f, std::size_t n, unsigned q, Quot quot) {
  const uint16_t ff = uint16_t(f), qq = uint16_t(q);
  if (x) {
    for (std::size_t i = 0; i < n; ++i) {
      const uint16_t t = uint16_t(y[i] + ff * x[i]);
      y[i] = uint8_t(t - quot(t) * qq);
    }
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      const uint16_t t = uint16_t(ff * y[i]);
      y[i] = uint8_t(t - quot(t) * qq);
    }
  }
}

}  // namespace

void ZkArith::axpy(uint8_t* y, const uint8_t* x, unsigned f, std::size_t n) const {
  f %= unsigned(q_);
  if (f == 0) return;
  if (zk_kernels::fits(unsigned(q_))) return zk_kernels::axpy(y, x, f, n, uint8_t(q_));
  if (how_ == Reduce::Mask) {
    const uint8_t mask = uint8_t(q_ - 1), ff = uint8_t(f);
    for (std::size_t i = 0; i < n; ++i) y[i] = uint8_t((y[i] + ff * x[i]) & mask);
    return;
  }
  if (f == 1) {
    add_to(y, x, n);
    return;
  }
  multiply_add(y, x, f, n);
}

void ZkArith::scale(uint8_t* y, unsigned f, std::size_t n) const {
  f %= unsigned(q_);
  if (f == 1) return;
  if (f == 0) return std::fill(y, y + n, uint8_t(0));
  if (zk_kernels::fits(unsigned(q_))) return zk_kernels::scale(y, f, n, uint8_t(q_));
  if (how_ == Reduce::Mask) {
    const uint8_t mask = uint8_t(q_ - 1), ff = uint8_t(f);
    for (std::size_t i = 0; i < n; ++i) y[i] = uint8_t((ff * y[i]) & mask);
    return;
  }
  multiply_add(y, nullptr, f, n);
}

void ZkArith::multiply_add(uint8_t* y, const uint8_t* x, unsigned f, std::size_t n) const {
  if (how_ == Reduce::Barrett16) {
    const uint16_t m = uint16_t(magic_);
    const int s = shift_;
    update(y, x, f, n, unsigned(q_), [m, s](uint16_t t) { return uint16_t(uint16_t((uint32_t(t) * m) >> 16) >> s); });
  } else {
    const float inv = inv_;
    update(y, x, f, n, unsigned(q_), [inv](uint16_t t) { return uint16_t(int32_t(float(t) * inv)); });
  }
}

void ZkArith::add_to(uint8_t* y, const uint8_t* x, std::size_t n) const {
  if (zk_kernels::fits(unsigned(q_))) return zk_kernels::add_to(y, x, n, uint8_t(q_));
  const uint8_t q = uint8_t(q_);
  for (std::size_t i = 0; i < n; ++i) {
    const uint8_t a = y[i], nb = uint8_t(q - x[i]);  // a + x = a - (q - x)
    y[i] = a >= nb ? uint8_t(a - nb) : uint8_t(a + x[i]);
  }
}

void ZkArith::sub_from(uint8_t* y, const uint8_t* x, std::size_t n) const {
  if (zk_kernels::fits(unsigned(q_))) return zk_kernels::sub_from(y, x, n, uint8_t(q_));
  const uint8_t q = uint8_t(q_);
  for (std::size_t i = 0; i < n; ++i) {
    const uint8_t a = y[i], b = x[i];
    y[i] = a >= b ? uint8_t(a - b) : uint8_t(a + (q - b));
  }
}

void ZkArith::neg_copy(uint8_t* dst, const uint8_t* src, std::size_t n) const {
  if (zk_kernels::fits(unsigned(q_))) return zk_kernels::neg_copy(dst, src, n, uint8_t(q_));
  for (std::size_t i = 0; i < n; ++i) dst[i] = neg(src[i]);
}

}  // namespace tl

namespace tl {

int ZkInvariant::value(const ZkVec& v) const {
  if (!modulus) return 0;
  long long s = 0;
  for (std::size_t c = 0; c < weights.size() && c < v.size(); ++c) s += (long long)weights[c] * v[c];
  return int(s % modulus);
}

ZkVec ZkInvariant::lifted(int k) const {
  ZkVec out(weights.size(), 0);
  if (!modulus) return out;
  for (std::size_t c = 0; c < weights.size(); ++c) out[c] = uint8_t(weights[c] * (k / modulus) % k);
  return out;
}

}  // namespace tl
