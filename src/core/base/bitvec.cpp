// bitvec.cpp: the non-inline parts of BitVec.
#include "core/base/bitvec.hpp"

namespace tl {

std::vector<int> BitVec::ones() const {
  std::vector<int> out;
  for (std::size_t w = 0; w < words_.size(); ++w) {
    uint64_t bits = words_[w];
    while (bits) {
      out.push_back(int(w * 64 + std::countr_zero(bits)));
      bits &= bits - 1;
    }
  }
  return out;
}

std::string BitVec::to_string() const {
  std::string s(nbits_, '0');
  for (std::size_t i = 0; i < nbits_; ++i) if (get(i)) s[i] = '1';
  return s;
}

BitVec BitVec::from_indices(std::size_t nbits, const std::vector<int>& idx) {
  BitVec v(nbits);
  for (int i : idx) v.flip(std::size_t(i));
  return v;
}

}  // namespace tl
