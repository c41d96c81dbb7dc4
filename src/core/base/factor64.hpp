// factor64.hpp: the prime factors of a 64-bit number, for bounds on the
// order of a linear map (core/linear/explain/grid_period.hpp), where the
// numbers are p^d - 1 and their factors are found in microseconds.
#pragma once

#include <cstdint>
#include <vector>

namespace tl {

// a * b mod m, without overflow.
uint64_t mul_mod64(uint64_t a, uint64_t b, uint64_t m);
// b^e mod m.
uint64_t pow_mod64(uint64_t b, uint64_t e, uint64_t m);
// Exact for every 64-bit n (Miller-Rabin with the first twelve primes as bases).
bool is_prime64(uint64_t n);
// n's distinct prime factors, ascending (none for n < 2): trial division by
// small primes, then Pollard's rho (Brent's cycle finding) on what is left.
std::vector<uint64_t> prime_factors64(uint64_t n);
// The least d >= 1 with p^d = 1 (mod m), for m >= 1 coprime to p (m = 1: 1).
int multiplicative_order(uint64_t p, uint64_t m);

}  // namespace tl
