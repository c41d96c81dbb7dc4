// gf2_poly.cpp: shift-and-XOR polynomial arithmetic over GF(2).
#include "core/gf2/gf2_poly.hpp"

#include <bit>
#include <utility>

namespace tl {

Gf2Poly Gf2Poly::monomial(int i) {
  Gf2Poly p;
  p.flip(i);
  return p;
}

int Gf2Poly::degree() const {
  for (std::size_t w = words_.size(); w-- > 0;)
    if (words_[w]) return int(w * 64 + 63 - std::size_t(std::countl_zero(words_[w])));
  return -1;
}

void Gf2Poly::ensure_bits(std::size_t n) {
  std::size_t need = (n + 63) / 64;
  if (words_.size() < need) words_.resize(need, 0);
}

void Gf2Poly::flip(int i) {
  ensure_bits(std::size_t(i) + 1);
  words_[std::size_t(i) >> 6] ^= uint64_t(1) << (i & 63);
}

void Gf2Poly::trim() {
  while (!words_.empty() && words_.back() == 0) words_.pop_back();
}

void Gf2Poly::add_shifted(const Gf2Poly& o, int shift) {
  int d = o.degree();
  if (d < 0) return;
  ensure_bits(std::size_t(d + shift) + 1);
  const std::size_t ws = std::size_t(shift) >> 6;
  const int bs = shift & 63;
  const std::size_t n = std::size_t(d) / 64 + 1;
  const uint64_t* s = o.words_.data();
  uint64_t* t = words_.data() + ws;
  if (bs == 0) {
    for (std::size_t k = 0; k < n; ++k) t[k] ^= s[k];
    return;
  }
  uint64_t carry = 0;
  for (std::size_t k = 0; k < n; ++k) {
    t[k] ^= (s[k] << bs) | carry;
    carry = s[k] >> (64 - bs);
  }
  if (carry) t[n] ^= carry;
}

Gf2Poly mul(const Gf2Poly& a, const Gf2Poly& b) {
  // Shift-and-add over the sparser factor's set bits.
  const Gf2Poly& x = a.degree() < b.degree() ? a : b;
  const Gf2Poly& y = a.degree() < b.degree() ? b : a;
  Gf2Poly out;
  const auto& w = x.words();
  for (std::size_t i = 0; i < w.size(); ++i)
    for (uint64_t bits = w[i]; bits; bits &= bits - 1)
      out.add_shifted(y, int(i * 64) + std::countr_zero(bits));
  out.trim();
  return out;
}

void divmod(const Gf2Poly& a, const Gf2Poly& b, Gf2Poly* q, Gf2Poly* r) {
  const int db = b.degree();
  Gf2Poly rem = a, quo;
  for (int d = rem.degree(); d >= db; d = rem.degree()) {
    rem.add_shifted(b, d - db);
    quo.flip(d - db);
  }
  rem.trim();
  quo.trim();
  if (q) *q = std::move(quo);
  if (r) *r = std::move(rem);
}

Gf2Poly mod(const Gf2Poly& a, const Gf2Poly& b) {
  Gf2Poly r;
  divmod(a, b, nullptr, &r);
  return r;
}

Gf2Poly xgcd(const Gf2Poly& a, const Gf2Poly& m, Gf2Poly* u) {
  // Invariant: r0 == s0*a and r1 == s1*a (mod m).
  Gf2Poly r0 = m, s0, r1 = mod(a, m), s1 = Gf2Poly::monomial(0);
  int d0 = r0.degree(), d1 = r1.degree();
  while (d1 >= 0) {
    while (d0 >= d1) {
      r0.add_shifted(r1, d0 - d1);
      s0.add_shifted(s1, d0 - d1);
      // The top bit cancelled; the new degree is found by looking down from it.
      int w = d0 >> 6;
      while (w >= 0 && r0.words()[std::size_t(w)] == 0) --w;
      d0 = w < 0 ? -1 : w * 64 + 63 - std::countl_zero(r0.words()[std::size_t(w)]);
    }
    std::swap(r0, r1);
    std::swap(s0, s1);
    std::swap(d0, d1);
  }
  r0.trim();
  s0.trim();
  if (u) *u = std::move(s0);
  return r0;
}

}  // namespace tl
