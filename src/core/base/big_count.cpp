// big_count.cpp: decimal doubling in base 10^9 limbs.
#include "core/base/big_count.hpp"

#include <cstdint>
#include <cstdio>
#include <vector>

namespace tl {

std::string power_of_two_decimal(long long k) {
  if (k < 0) return "0";
  if (k > 65536) return "2^" + std::to_string(k);
  constexpr uint32_t kBase = 1000000000;
  std::vector<uint32_t> limbs{1};  // least significant first
  while (k > 0) {
    int step = k < 30 ? int(k) : 30;  // multiply by 2^step; limb * 2^30 fits 64 bits
    k -= step;
    uint64_t carry = 0;
    for (uint32_t& l : limbs) {
      uint64_t v = (uint64_t(l) << step) + carry;
      l = uint32_t(v % kBase);
      carry = v / kBase;
    }
    while (carry) {
      limbs.push_back(uint32_t(carry % kBase));
      carry /= kBase;
    }
  }
  std::string s = std::to_string(limbs.back());
  char buf[16];
  for (std::size_t i = limbs.size() - 1; i-- > 0;) {
    std::snprintf(buf, sizeof buf, "%09u", limbs[i]);
    s += buf;
  }
  return s;
}

}  // namespace tl
