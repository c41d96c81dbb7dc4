// gf2_poly.hpp: polynomials over GF(2), packed 64 coefficients to a word.
//
// The arithmetic of Sutner's method for Lights Out (lightsout_fast.cpp) and
// of the torus's 2 x 2 system over GF(2)[x]/(x^C - 1) (gf2_poly_system.hpp):
// Chebyshev-like polynomials, products, division with remainder, extended
// gcds. Coefficient i (of t^i) is bit i.
#pragma once

#include <cstdint>
#include <vector>

namespace tl {

class Gf2Poly {
 public:
  Gf2Poly() = default;
  static Gf2Poly monomial(int i);  // t^i

  int degree() const;  // -1 for the zero polynomial
  bool is_zero() const { return degree() < 0; }
  bool get(int i) const {
    std::size_t w = std::size_t(i) >> 6;
    return w < words_.size() && ((words_[w] >> (i & 63)) & 1u);
  }
  void flip(int i);
  const std::vector<uint64_t>& words() const { return words_; }
  std::vector<uint64_t>& words() { return words_; }
  void trim();  // drops zero top words

  // this ^= other * t^shift
  void add_shifted(const Gf2Poly& other, int shift);
  Gf2Poly& operator^=(const Gf2Poly& o) {
    add_shifted(o, 0);
    return *this;
  }
  friend bool operator==(Gf2Poly a, Gf2Poly b) {
    a.trim();
    b.trim();
    return a.words_ == b.words_;
  }

 private:
  void ensure_bits(std::size_t n);
  std::vector<uint64_t> words_;
};

Gf2Poly mul(const Gf2Poly& a, const Gf2Poly& b);
// a * b mod m (m nonzero).
Gf2Poly mulmod(const Gf2Poly& a, const Gf2Poly& b, const Gf2Poly& m);
// a = q*b + r with deg r < deg b (b nonzero).
void divmod(const Gf2Poly& a, const Gf2Poly& b, Gf2Poly* q, Gf2Poly* r);
Gf2Poly mod(const Gf2Poly& a, const Gf2Poly& b);
// g = gcd(a, m) and u with u*a == g (mod m); m nonzero.
Gf2Poly xgcd(const Gf2Poly& a, const Gf2Poly& m, Gf2Poly* u);
// g = gcd(a, b) with both cofactors: s*a + t*b == g (a or b nonzero).
Gf2Poly xgcd(const Gf2Poly& a, const Gf2Poly& b, Gf2Poly* s, Gf2Poly* t);

}  // namespace tl
