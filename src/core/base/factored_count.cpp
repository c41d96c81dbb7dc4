// factored_count.cpp: products of prime powers, and their decimal digits.
#include "core/base/factored_count.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace tl {

FactoredCount FactoredCount::prime_power(int p, long long e) {
  FactoredCount c;
  if (e > 0) c.factors.emplace_back(p, e);
  return c;
}

FactoredCount& FactoredCount::operator*=(const FactoredCount& o) {
  for (const auto& [p, e] : o.factors) {
    auto it = std::lower_bound(factors.begin(), factors.end(), std::pair<int, long long>{p, 0},
                               [](const auto& a, const auto& b) { return a.first < b.first; });
    if (it != factors.end() && it->first == p) it->second += e;
    else factors.insert(it, {p, e});
  }
  return *this;
}

long long FactoredCount::exponent_of(int p) const {
  for (const auto& [q, e] : factors)
    if (q == p) return e;
  return 0;
}

double FactoredCount::log2() const {
  double s = 0;
  for (const auto& [p, e] : factors) s += double(e) * std::log2(double(p));
  return s;
}

double FactoredCount::log10() const {
  double s = 0;
  for (const auto& [p, e] : factors) s += double(e) * std::log10(double(p));
  return s;
}

std::string FactoredCount::factored() const {
  if (factors.empty()) return "1";
  std::string s;
  for (const auto& [p, e] : factors) {
    if (!s.empty()) s += " * ";
    s += std::to_string(p);
    if (e != 1) s += "^" + std::to_string(e);
  }
  return s;
}

std::string FactoredCount::decimal(std::size_t max_digits) const {
  if (log10() + 1 > double(max_digits)) return factored();
  constexpr uint64_t kBase = 1000000000;
  std::vector<uint32_t> limbs{1};  // least significant first
  // Multiply by p^j with p^j < 2^32 at a time: limb * chunk + carry < 2^64.
  auto multiply = [&](uint64_t chunk) {
    uint64_t carry = 0;
    for (uint32_t& l : limbs) {
      uint64_t v = uint64_t(l) * chunk + carry;
      l = uint32_t(v % kBase);
      carry = v / kBase;
    }
    while (carry) {
      limbs.push_back(uint32_t(carry % kBase));
      carry /= kBase;
    }
  };
  for (const auto& [p, e] : factors) {
    long long left = e;
    while (left > 0) {
      uint64_t chunk = 1;
      while (left > 0 && chunk * uint64_t(p) < (uint64_t(1) << 32)) {
        chunk *= uint64_t(p);
        --left;
      }
      multiply(chunk);
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
