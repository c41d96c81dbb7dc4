// bitvec.hpp: a fixed-length vector over GF(2), packed 64 bits to a word.
//
// The one bit container of the core: board states, goals, press vectors and
// rows of GF(2) matrices are all BitVecs. Bit i lives in word i/64 at bit i%64.
// Bits past size() in the last word are always zero (every operation keeps
// that invariant), so word-wise popcount and equality need no masking.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace tl {

class BitVec {
 public:
  BitVec() = default;
  explicit BitVec(std::size_t nbits) : nbits_(nbits), words_((nbits + 63) / 64, 0) {}

  std::size_t size() const { return nbits_; }
  std::size_t word_count() const { return words_.size(); }
  uint64_t* words() { return words_.data(); }
  const uint64_t* words() const { return words_.data(); }

  bool get(std::size_t i) const { return (words_[i >> 6] >> (i & 63)) & 1u; }
  void set(std::size_t i, bool v = true) {
    uint64_t m = uint64_t(1) << (i & 63);
    if (v) words_[i >> 6] |= m;
    else words_[i >> 6] &= ~m;
  }
  void flip(std::size_t i) { words_[i >> 6] ^= uint64_t(1) << (i & 63); }

  // this ^= other (same size).
  BitVec& operator^=(const BitVec& o) {
    for (std::size_t w = 0; w < words_.size(); ++w) words_[w] ^= o.words_[w];
    return *this;
  }
  friend BitVec operator^(BitVec a, const BitVec& b) { return a ^= b; }
  friend bool operator==(const BitVec& a, const BitVec& b) = default;

  std::size_t popcount() const;
  bool any() const {
    for (uint64_t w : words_)
      if (w) return true;
    return false;
  }
  void clear() {
    for (uint64_t& w : words_) w = 0;
  }

  // Indices of the set bits, ascending.
  std::vector<int> ones() const;
  // "0"/"1" characters, bit 0 first.
  std::string to_string() const;
  static BitVec from_indices(std::size_t nbits, const std::vector<int>& idx);

 private:
  std::size_t nbits_ = 0;
  std::vector<uint64_t> words_;
};

}  // namespace tl
