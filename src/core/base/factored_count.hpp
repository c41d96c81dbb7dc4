// factored_count.hpp: exact big counts kept as products of prime powers.
//
// Over Z_k the number of reachable positions is a product of prime powers
// (for k = 4 on the 4x4 Lights Out board: 2^26; for k = 6 a power of 2 times
// a power of 3), far past 64 bits on a real board. Keeping the factors makes
// the count exact and cheap to multiply; decimal() writes the digits (base
// 10^9 limbs, multiplied by one machine-word chunk of a prime power at a
// time), which power_of_two_decimal (big_count.hpp) cannot do for odd primes.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace tl {

struct FactoredCount {
  // (prime, exponent), primes ascending, exponents > 0; empty means 1.
  std::vector<std::pair<int, long long>> factors;

  static FactoredCount prime_power(int p, long long e);
  FactoredCount& operator*=(const FactoredCount& o);
  friend FactoredCount operator*(FactoredCount a, const FactoredCount& b) { return a *= b; }
  friend bool operator==(const FactoredCount&, const FactoredCount&) = default;

  long long exponent_of(int p) const;  // 0 when p does not divide the count
  double log2() const;
  double log10() const;
  // The exact decimal digits ("67108864"). When there would be more than
  // `max_digits` digits the factored text is returned instead.
  std::string decimal(std::size_t max_digits = 200000) const;
  // "1", "2^26", "2^3 * 3^4".
  std::string factored() const;
};

}  // namespace tl
