// gf2_poly.cpp: shift-and-XOR polynomial arithmetic over GF(2).
#include "core/gf2/gf2_poly.hpp"

#include "core/gf2/gf2_kernels.hpp"

#include <algorithm>
#include <bit>
#include <utility>
#include <vector>

namespace tl {

namespace {

// dst ^= src * t^shift for src's words [0, n): the one kernel of division and
// of the Euclidean algorithm. dst must hold words up to (shift + 64 n) / 64.
void xor_shifted(uint64_t* dst, const uint64_t* src, std::size_t n, int shift) {
  kernels::xor_shifted_small(dst + (std::size_t(shift) >> 6), src, n, shift & 63);
}

// The degree of w, known to be at most `at_most` (-1 when zero).
int degree_at_most(const uint64_t* w, int at_most) {
  for (int k = at_most >> 6; k >= 0; --k)
    if (w[k]) return k * 64 + 63 - std::countl_zero(w[k]);
  return -1;
}

Gf2Poly from_words(const uint64_t* w, std::size_t n) {
  Gf2Poly p;
  p.words().assign(w, w + n);
  p.trim();
  return p;
}

// Euclid's algorithm on (a, b) with the cofactors wanted: returns g with
// s a + t b == g. Bit by bit (each step cancels the top term of the larger
// remainder by a shifted copy of the smaller), on flat word arrays whose
// degrees are tracked rather than searched for.
Gf2Poly euclid(const Gf2Poly& a, const Gf2Poly& b, Gf2Poly* s_out, Gf2Poly* t_out) {
  int d0 = a.degree(), d1 = b.degree();
  const std::size_t n = std::size_t(std::max({d0, d1, 0})) / 64 + 2;
  std::vector<uint64_t> buf(6 * n, 0);
  uint64_t *r0 = &buf[0], *r1 = &buf[n], *s0 = &buf[2 * n], *s1 = &buf[3 * n], *t0 = &buf[4 * n], *t1 = &buf[5 * n];
  if (d0 >= 0) std::copy(a.words().begin(), a.words().begin() + (d0 / 64 + 1), r0);
  if (d1 >= 0) std::copy(b.words().begin(), b.words().begin() + (d1 / 64 + 1), r1);
  s0[0] = 1;
  t1[0] = 1;
  int e0 = 0, e1 = -1, f0 = -1, f1 = 0;  // degree bounds of s0, s1, t0, t1
  // The two rows of the extended Euclid trade places.
  auto swap_rows = [&] {
    std::swap(r0, r1);
    std::swap(s0, s1);
    std::swap(t0, t1);
    std::swap(d0, d1);
    std::swap(e0, e1);
    std::swap(f0, f1);
  };
  if (d0 < d1) swap_rows();
  while (d1 >= 0) {
    while (d0 >= d1) {
      const int sh = d0 - d1;
      xor_shifted(r0, r1, std::size_t(d1) / 64 + 1, sh);
      if (s_out && e1 >= 0) {
        xor_shifted(s0, s1, std::size_t(e1) / 64 + 1, sh);
        e0 = std::max(e0, e1 + sh);
      }
      if (t_out && f1 >= 0) {
        xor_shifted(t0, t1, std::size_t(f1) / 64 + 1, sh);
        f0 = std::max(f0, f1 + sh);
      }
      d0 = degree_at_most(r0, d0);
    }
    swap_rows();
  }
  if (s_out) *s_out = e0 >= 0 ? from_words(s0, std::size_t(e0) / 64 + 1) : Gf2Poly{};
  if (t_out) *t_out = f0 >= 0 ? from_words(t0, std::size_t(f0) / 64 + 1) : Gf2Poly{};
  return d0 >= 0 ? from_words(r0, std::size_t(d0) / 64 + 1) : Gf2Poly{};
}

// a mod m for a modulus with few terms (x^C - 1 above all): the part at and
// above t^deg m folds down onto m's lower terms, a word-wise shift per term,
// until nothing is left up there.
bool fold_sparse(const Gf2Poly& a, const Gf2Poly& m, Gf2Poly* r) {
  const int n = m.degree();
  std::vector<int> low;
  for (std::size_t w = 0; w < m.words().size(); ++w)
    for (uint64_t bits = m.words()[w]; bits; bits &= bits - 1) {
      const int i = int(w * 64) + std::countr_zero(bits);
      if (i < n) low.push_back(i);
    }
  if (low.size() > 4 || (!low.empty() && low.back() > n / 2)) return false;
  int d = a.degree();
  std::vector<uint64_t> w(std::size_t(std::max(d, n)) / 64 + 2, 0);
  std::copy(a.words().begin(), a.words().begin() + (d >= 0 ? d / 64 + 1 : 0), w.begin());
  std::vector<uint64_t> high;
  while (d >= n) {
    // high = w >> n; w = w mod t^n; w ^= high * t^j for each lower term j.
    const std::size_t hw = std::size_t(d - n) / 64 + 1, ws = std::size_t(n) >> 6;
    const int bs = n & 63;
    high.assign(hw + 1, 0);
    for (std::size_t k = 0; k < hw; ++k)
      high[k] = (w[ws + k] >> bs) | (bs && ws + k + 1 < w.size() ? w[ws + k + 1] << (64 - bs) : 0);
    std::fill(w.begin() + std::ptrdiff_t(ws) + 1, w.end(), 0);
    w[ws] &= bs ? (uint64_t(1) << bs) - 1 : 0;
    for (int j : low) xor_shifted(w.data(), high.data(), hw, j);
    d = degree_at_most(w.data(), int(w.size()) * 64 - 1);
  }
  *r = from_words(w.data(), w.size());
  return true;
}

}  // namespace

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
  const int d = o.degree();
  if (d < 0) return;
  ensure_bits(std::size_t(d + shift) + 65);  // room for the kernel's carry word
  xor_shifted(words_.data(), o.words_.data(), std::size_t(d) / 64 + 1, shift);
}

Gf2Poly mul(const Gf2Poly& a, const Gf2Poly& b) {
  const int da = a.degree(), db = b.degree();
  if (da < 0 || db < 0) return {};
  // Comb multiplication, four bits at a time: table[v] = v(t) * y for the 16
  // polynomials v of degree < 4; then for each nibble position k (high to
  // low) the product so far moves up 4 bits and every word of x adds the
  // table entry its k-th nibble picks.
  const Gf2Poly& x = da < db ? a : b;
  const Gf2Poly& y = da < db ? b : a;
  const std::size_t nx = std::size_t(std::min(da, db)) / 64 + 1, ny = std::size_t(std::max(da, db)) / 64 + 1;
  const std::size_t nt = ny + 1;  // a table entry: y times a degree < 4 polynomial
  std::vector<uint64_t> table(16 * nt, 0);
  const uint64_t* yw = y.words().data();
  for (int v = 1; v < 16; ++v) {
    uint64_t* t = &table[std::size_t(v) * nt];
    const int low = std::countr_zero(unsigned(v));
    if (v == (1 << low)) {  // y shifted by `low` bits
      uint64_t carry = 0;
      for (std::size_t k = 0; k < ny; ++k) {
        t[k] = (yw[k] << low) | carry;
        carry = low ? yw[k] >> (64 - low) : 0;
      }
      t[ny] = carry;
    } else {
      const uint64_t* p = &table[std::size_t(v & (v - 1)) * nt];
      const uint64_t* q = &table[std::size_t(1 << low) * nt];
      for (std::size_t k = 0; k < nt; ++k) t[k] = p[k] ^ q[k];
    }
  }
  Gf2Poly out;
  std::vector<uint64_t>& o = out.words();
  o.assign(nx + nt, 0);
  const uint64_t* xw = x.words().data();
  for (int k = 15; k >= 0; --k) {
    if (k != 15) {  // the product so far times t^4
      for (std::size_t w = o.size(); w-- > 1;) o[w] = (o[w] << 4) | (o[w - 1] >> 60);
      o[0] <<= 4;
    }
    for (std::size_t i = 0; i < nx; ++i) {
      const unsigned v = unsigned(xw[i] >> (4 * k)) & 15u;
      if (!v) continue;
      const uint64_t* t = &table[std::size_t(v) * nt];
      uint64_t* d = &o[i];
      for (std::size_t w = 0; w < nt; ++w) d[w] ^= t[w];
    }
  }
  out.trim();
  return out;
}

Gf2Poly mulmod(const Gf2Poly& a, const Gf2Poly& b, const Gf2Poly& m) { return mod(mul(a, b), m); }

void divmod(const Gf2Poly& a, const Gf2Poly& b, Gf2Poly* q, Gf2Poly* r) {
  if (!q && r && fold_sparse(a, b, r)) return;
  const int db = b.degree();
  int d = a.degree();
  std::vector<uint64_t> rem(std::size_t(std::max(d, db)) / 64 + 2, 0), quo(d >= db ? std::size_t(d - db) / 64 + 1 : 0, 0);
  std::copy(a.words().begin(), a.words().begin() + (d >= 0 ? d / 64 + 1 : 0), rem.begin());
  const std::size_t nb = std::size_t(db) / 64 + 1;
  for (; d >= db; d = degree_at_most(rem.data(), d)) {
    xor_shifted(rem.data(), b.words().data(), nb, d - db);
    quo[std::size_t(d - db) >> 6] |= uint64_t(1) << ((d - db) & 63);
  }
  if (q) *q = from_words(quo.data(), quo.size());
  if (r) *r = from_words(rem.data(), rem.size());
}

Gf2Poly mod(const Gf2Poly& a, const Gf2Poly& b) {
  Gf2Poly r;
  divmod(a, b, nullptr, &r);
  return r;
}

Gf2Poly xgcd(const Gf2Poly& a, const Gf2Poly& m, Gf2Poly* u) {
  // Euclid from (m, a mod m): the cofactor of the second is u.
  return euclid(m, mod(a, m), nullptr, u);
}

Gf2Poly xgcd(const Gf2Poly& a, const Gf2Poly& b, Gf2Poly* s, Gf2Poly* t) { return euclid(a, b, s, t); }

}  // namespace tl
