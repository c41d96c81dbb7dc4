// factor64.cpp: see factor64.hpp.
#include "core/base/factor64.hpp"

#include <algorithm>
#include <numeric>

namespace tl {

uint64_t mul_mod64(uint64_t a, uint64_t b, uint64_t m) { return uint64_t((unsigned __int128)a * b % m); }

uint64_t pow_mod64(uint64_t b, uint64_t e, uint64_t m) {
  uint64_t r = 1 % m;
  b %= m;
  for (; e; e >>= 1, b = mul_mod64(b, b, m))
    if (e & 1) r = mul_mod64(r, b, m);
  return r;
}

namespace {

constexpr uint64_t kSmallPrimes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};

// One Miller-Rabin round: false when `a` proves n composite.
bool passes(uint64_t n, uint64_t a) {
  uint64_t d = n - 1;
  int s = 0;
  for (; (d & 1) == 0; d >>= 1) ++s;
  uint64_t x = pow_mod64(a, d, n);
  if (x == 1 || x == n - 1) return true;
  for (int i = 1; i < s; ++i) {
    x = mul_mod64(x, x, n);
    if (x == n - 1) return true;
  }
  return false;
}

// A factor of the composite n, 1 < f < n (Pollard's rho, Brent's variant;
// a new constant c each time a walk closes on n itself).
uint64_t rho_factor(uint64_t n) {
  if (n % 2 == 0) return 2;
  for (uint64_t c = 1;; ++c) {
    auto f = [&](uint64_t x) { return (mul_mod64(x, x, n) + c) % n; };
    uint64_t x = 2, y = 2, g = 1, q = 1, ys = 2;
    const uint64_t batch = 128;
    for (uint64_t r = 1; g == 1; r <<= 1) {
      x = y;
      for (uint64_t i = 0; i < r; ++i) y = f(y);
      for (uint64_t k = 0; k < r && g == 1; k += batch) {
        ys = y;
        for (uint64_t i = 0; i < std::min(batch, r - k); ++i) {
          y = f(y);
          q = mul_mod64(q, x > y ? x - y : y - x, n);
        }
        g = std::gcd(q, n);
      }
    }
    if (g == n) {  // the batch overshot: step one at a time from its start
      do {
        ys = f(ys);
        g = std::gcd(x > ys ? x - ys : ys - x, n);
      } while (g == 1);
    }
    if (g != n) return g;
  }
}

void factor_into(uint64_t n, std::vector<uint64_t>& out) {
  if (n < 2) return;
  if (is_prime64(n)) {
    out.push_back(n);
    return;
  }
  const uint64_t f = rho_factor(n);
  factor_into(f, out);
  factor_into(n / f, out);
}

}  // namespace

bool is_prime64(uint64_t n) {
  if (n < 2) return false;
  for (uint64_t p : kSmallPrimes)
    if (n % p == 0) return n == p;
  for (uint64_t a : kSmallPrimes)
    if (!passes(n, a)) return false;
  return true;
}

std::vector<uint64_t> prime_factors64(uint64_t n) {
  std::vector<uint64_t> out;
  for (uint64_t p = 2; p < 1000 && p * p <= n; ++p)
    if (n % p == 0) {
      out.push_back(p);
      while (n % p == 0) n /= p;
    }
  factor_into(n, out);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

int multiplicative_order(uint64_t p, uint64_t m) {
  if (m <= 1) return 1;
  uint64_t x = p % m;
  int d = 1;
  for (; x != 1; ++d) x = mul_mod64(x, p, m);
  return d;
}

}  // namespace tl
