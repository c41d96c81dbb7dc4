// bitvec.cpp: the non-inline parts of BitVec.
#include "core/base/bitvec.hpp"

namespace tl {

namespace {

// The hardware popcount instruction where the CPU has it: x86-64's baseline
// lacks it, and std::popcount becomes a call into libgcc per word (about 40
// ms over a 16384x16384 board's 4 million words). A free function: clang
// makes no resolver for a member with target_clones.
#if defined(__x86_64__) && defined(__GNUC__) && defined(__ELF__) && !defined(__EMSCRIPTEN__)
__attribute__((target_clones("popcnt", "default")))
#endif
std::size_t
popcount_words(const uint64_t* w, std::size_t n) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < n; ++i) count += std::size_t(__builtin_popcountll(w[i]));
  return count;
}

}  // namespace

std::size_t BitVec::popcount() const { return popcount_words(words_.data(), words_.size()); }

std::vector<int> BitVec::ones() const {
  std::vector<int> out(popcount());
  int* p = out.data();
  for (std::size_t w = 0; w < words_.size(); ++w)
    for (uint64_t bits = words_[w]; bits; bits &= bits - 1) *p++ = int(w * 64 + std::countr_zero(bits));
  return out;
}

std::string BitVec::to_string() const {
  std::string s(nbits_, '0');
  for (std::size_t i = 0; i < nbits_; ++i)
    if (get(i)) s[i] = '1';
  return s;
}

BitVec BitVec::from_indices(std::size_t nbits, const std::vector<int>& idx) {
  BitVec v(nbits);
  for (int i : idx) v.flip(std::size_t(i));
  return v;
}

}  // namespace tl
