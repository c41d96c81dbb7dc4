// stable_random.hpp: the random numbers behind published puzzles (a series'
// levels, a day's daily). Their sequence is part of the puzzles' format: a
// change here moves every level and every past daily, so it never changes;
// a new way of drawing gets a new version number (series.hpp) instead.
// std::uniform_int_distribution is not used: its results differ between
// standard libraries (the page's and the desktop's).
#pragma once

#include <cstdint>
#include <string_view>

namespace tl {

// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", OOPSLA 2014): one 64-bit state, every output a bijection of it.
class StableRandom {
 public:
  explicit StableRandom(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // A number in [0, n), n > 0 (the modulo's bias is below 2^-40 for the n used here).
  uint64_t below(uint64_t n) { return next() % n; }

 private:
  uint64_t state_;
};

// A seed from words (a series' name, a date): FNV-1a over the bytes, then
// mixed once, so that near names give unrelated seeds.
inline uint64_t stable_seed(std::string_view words) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (char c : words) h = (h ^ uint8_t(c)) * 0x100000001b3ull;
  return StableRandom(h).next();
}

}  // namespace tl
