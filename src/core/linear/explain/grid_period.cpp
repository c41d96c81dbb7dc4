// grid_period.cpp: see grid_period.hpp.
#include "core/linear/explain/grid_period.hpp"

#include <cstdint>
#include <numeric>
#include <utility>
#include <vector>

#include "core/base/factor64.hpp"
#include "core/base/topology.hpp"
#include "core/game/linear_view.hpp"

namespace tl {

namespace {

// -----------------------------------------------------------------------------
// Polynomials mod p, lowest coefficient first: the characteristic polynomials.
// -----------------------------------------------------------------------------

using Poly = std::vector<int>;

void trim(Poly& a) {
  while (!a.empty() && a.back() == 0) a.pop_back();
}

// a * (c0 + c1 y) - b, mod p.
Poly times_linear_minus(const Poly& a, int c0, int c1, const Poly& b, int p) {
  Poly out(std::max(a.size() + 1, b.size()), 0);
  for (std::size_t i = 0; i < a.size(); ++i) {
    out[i] = (out[i] + a[i] * c0) % p;
    out[i + 1] = (out[i + 1] + a[i] * c1) % p;
  }
  for (std::size_t i = 0; i < b.size(); ++i) out[i] = (out[i] + p - b[i]) % p;
  trim(out);
  return out;
}

// The characteristic polynomial of a line (path) of n, or a circle (cycle) of
// n with its neighbours counted as often as they are met, in u = c0 + c1 y:
// p_0 = 1, p_1 = u, p_(i+1) = u p_i - p_(i-1) on a line; on a circle
// p_n - p_(n-2) - 2 (u - 2 for n = 1, whose one cell is its own neighbour twice).
Poly characteristic(int n, bool circle, int c0, int c1, int p) {
  std::vector<Poly> ps{{1}, times_linear_minus({1}, c0, c1, {}, p)};
  for (int i = 1; i < n; ++i) ps.push_back(times_linear_minus(ps[std::size_t(i)], c0, c1, ps[std::size_t(i - 1)], p));
  if (!circle) return ps[std::size_t(n)];
  Poly out = ps[std::size_t(n)];
  if (n >= 2) {
    const Poly& back = ps[std::size_t(n - 2)];
    out.resize(std::max(out.size(), back.size()), 0);
    for (std::size_t i = 0; i < back.size(); ++i) out[i] = (out[i] + p - back[i]) % p;
  }
  out.resize(std::max<std::size_t>(out.size(), 1), 0);
  out[0] = (out[0] + p - 2 % p) % p;
  trim(out);
  return out;
}

int inverse_mod(int a, int p) { return int(pow_mod64(uint64_t(a), uint64_t(p - 2), uint64_t(p))); }

// a mod b (b non-zero, trimmed).
Poly remainder(Poly a, const Poly& b, int p) {
  const int lead_inv = inverse_mod(b.back(), p);
  while (a.size() >= b.size()) {
    const int f = a.back() * lead_inv % p;
    const std::size_t shift = a.size() - b.size();
    for (std::size_t i = 0; i < b.size(); ++i) a[shift + i] = (a[shift + i] + p - f * b[i] % p) % p;
    trim(a);
  }
  return a;
}

bool coprime(Poly a, Poly b, int p) {
  trim(a);
  trim(b);
  while (!b.empty()) {
    Poly r = remainder(a, b, p);
    a = std::move(b);
    b = std::move(r);
  }
  return a.size() == 1;  // a non-zero constant
}

bool rows_circle(const PlusGrid& g) { return top_bottom_glue(g.topology) == Glue::Straight; }
bool cols_circle(const PlusGrid& g) { return left_right_glue(g.topology) == Glue::Straight; }
bool untwisted(const PlusGrid& g) {
  return top_bottom_glue(g.topology) != Glue::Reversed && left_right_glue(g.topology) != Glue::Reversed;
}

// -----------------------------------------------------------------------------
// Matrices mod p: bit rows for p = 2 (a row combination is XORs of words),
// bytes otherwise.
// -----------------------------------------------------------------------------

class FieldMatrix {
 public:
  FieldMatrix(int rows, int cols, int p)
      : rows_(rows),
        cols_(cols),
        p_(p),
        words_((cols + 63) / 64),
        bits_(p == 2 ? std::size_t(rows) * std::size_t(words_) : 0, 0),
        bytes_(p == 2 ? 0 : std::size_t(rows) * std::size_t(cols), 0) {}

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int get(int r, int c) const {
    if (p_ == 2) return int(bits_[std::size_t(r) * std::size_t(words_) + std::size_t(c / 64)] >> (c % 64) & 1);
    return int(bytes_[std::size_t(r) * std::size_t(cols_) + std::size_t(c)]);
  }
  void add(int r, int c, int v) {
    if (p_ == 2) {
      if (v & 1) bits_[std::size_t(r) * std::size_t(words_) + std::size_t(c / 64)] ^= uint64_t(1) << (c % 64);
      return;
    }
    uint32_t& e = bytes_[std::size_t(r) * std::size_t(cols_) + std::size_t(c)];
    e = (e + uint32_t(v)) % uint32_t(p_);
  }
  // this += other (same shape).
  void add(const FieldMatrix& o) {
    for (std::size_t i = 0; i < bits_.size(); ++i) bits_[i] ^= o.bits_[i];
    for (std::size_t i = 0; i < bytes_.size(); ++i) bytes_[i] = (bytes_[i] + o.bytes_[i]) % uint32_t(p_);
  }
  void negate() {
    for (uint32_t& e : bytes_) e = (uint32_t(p_) - e) % uint32_t(p_);  // p = 2: -x = x
  }
  // this * o: row i of the product is the sum of o's rows t weighted by this(i, t).
  FieldMatrix times(const FieldMatrix& o) const {
    FieldMatrix out(rows_, o.cols_, p_);
    if (p_ == 2) {
      for (int i = 0; i < rows_; ++i) {
        uint64_t* dst = &out.bits_[std::size_t(i) * std::size_t(o.words_)];
        for (int wi = 0; wi < words_; ++wi)
          for (uint64_t w = bits_[std::size_t(i) * std::size_t(words_) + std::size_t(wi)]; w; w &= w - 1) {
            const int t = wi * 64 + __builtin_ctzll(w);
            const uint64_t* src = &o.bits_[std::size_t(t) * std::size_t(o.words_)];
            for (int x = 0; x < o.words_; ++x) dst[x] ^= src[x];
          }
      }
      return out;
    }
    const std::size_t n = std::size_t(o.cols_);
    std::vector<uint32_t> acc_store(n);
    uint32_t* __restrict acc = acc_store.data();
    for (int i = 0; i < rows_; ++i) {
      std::fill(acc, acc + n, 0);
      const uint32_t* row = &bytes_[std::size_t(i) * std::size_t(cols_)];
      for (int t = 0; t < cols_; ++t) {
        const uint32_t a = row[t];
        if (a == 0) continue;
        const uint32_t* __restrict src = &o.bytes_[std::size_t(t) * n];
        for (std::size_t x = 0; x < n; ++x) acc[x] += a * src[x];  // < 255^2 * 256: no overflow
      }
      uint32_t* dst = &out.bytes_[std::size_t(i) * n];
      for (std::size_t x = 0; x < n; ++x) dst[x] = acc[x] % uint32_t(p_);
    }
    return out;
  }
  friend bool operator==(const FieldMatrix& a, const FieldMatrix& b) { return a.bits_ == b.bits_ && a.bytes_ == b.bytes_; }

 private:
  int rows_, cols_, p_, words_;
  std::vector<uint64_t> bits_;
  std::vector<uint32_t> bytes_;  // one word an entry: WebAssembly's SIMD multiplies 32-bit lanes
};

// The neighbours of a line or circle of n, each counted as often as it is met.
FieldMatrix adjacency(int n, bool circle, int p) {
  FieldMatrix m(n, n, p);
  for (int i = 0; i < n; ++i)
    for (int j : {i - 1, i + 1}) {
      if (circle) j = (j + n) % n;
      if (j >= 0 && j < n) m.add(i, j, 1);
    }
  return m;
}

// m^e for e >= 1.
FieldMatrix power(const FieldMatrix& m, int e) {
  FieldMatrix out = m, base = m;
  for (int rest = e - 1; rest; rest >>= 1) {
    if (rest & 1) out = out.times(base);
    if (rest > 1) base = base.times(base);
  }
  return out;
}

// T^m b by base-p digits: T^(p^j) X = sign (X + L_j X + X R_j), L_j = L^(p^j).
class GridPowers {
 public:
  GridPowers(const PlusGrid& g, int p) : p_(p) {
    ls_.push_back(adjacency(g.rows, rows_circle(g), p));
    rs_.push_back(adjacency(g.cols, cols_circle(g), p));
  }
  FieldMatrix apply(unsigned __int128 m, FieldMatrix x) {
    for (std::size_t j = 0; m; ++j, m /= unsigned(p_)) {
      if (j == ls_.size()) {
        ls_.push_back(power(ls_.back(), p_));
        rs_.push_back(power(rs_.back(), p_));
      }
      for (unsigned t = 0; t < unsigned(m % unsigned(p_)); ++t) {
        FieldMatrix next = ls_[j].times(x);
        next.add(x.times(rs_[j]));
        next.add(x);
        next.negate();  // T = -A, and (-1)^(p^j) = -1 for odd p
        x = std::move(next);
      }
    }
    return x;
  }

 private:
  int p_;
  std::vector<FieldMatrix> ls_, rs_;
};

}  // namespace

bool plus_grid_invertible(const PlusGrid& g, int p) {
  // chi_L(y) against chi_R(-1 - y): u = (p - 1) + (p - 1) y.
  return coprime(characteristic(g.rows, rows_circle(g), 0, 1, p), characteristic(g.cols, cols_circle(g), p - 1, p - 1, p), p);
}

GridPeriod grid_period(const PlusGrid& g, int p, const ZkVec& board) {
  GridPeriod out;
  if (!g.valid() || !untwisted(g)) {
    out.why = "the map's order is read on plain, cylinder and torus boards of the plus press";
    return out;
  }
  if (p < 2 || !is_prime64(uint64_t(p))) {
    out.why = "the map's order is read with a prime number of states (" + std::to_string(p) + " is not prime)";
    return out;
  }
  if (g.rows > kGridPeriodMaxSide || g.cols > kGridPeriodMaxSide) {
    out.why = "the map's order is read on sides up to " + std::to_string(kGridPeriodMaxSide);
    return out;
  }
  if (board.size() != std::size_t(g.rows) * std::size_t(g.cols)) {
    out.why = "the board has " + std::to_string(board.size()) + " cells, not " + std::to_string(g.rows * g.cols);
    return out;
  }
  if (!plus_grid_invertible(g, p)) {
    out.why = "A is not invertible mod " + std::to_string(p) + ", so the map is not -A^-1 and its order is not bounded this way";
    return out;
  }
  // The roots of unity behind the eigenvalues, their orders' lcm without p.
  const auto root_order = [](int n, bool circle) { return uint64_t(circle ? n : 2 * (n + 1)); };
  uint64_t m = std::lcm(root_order(g.rows, rows_circle(g)), root_order(g.cols, cols_circle(g)));
  while (m % uint64_t(p) == 0) m /= uint64_t(p);
  out.field_degree = multiplicative_order(uint64_t(p), m);
  // p^d - 1 is factored in 64 bits; E = (p^d - 1) p^s is held in 128.
  using u128 = unsigned __int128;
  u128 field = 1;  // p^d, followed only while p^d - 1 fits 64 bits (p^d < 2^72)
  bool fits = true;
  for (int i = 0; i < out.field_degree && fits; ++i) {
    field *= u128(p);
    fits = field - 1 <= u128(UINT64_MAX);
  }
  if (!fits) {
    out.why = "the eigenvalues lie in the field of " + std::to_string(p) + "^" + std::to_string(out.field_degree) +
              " elements, past the 64-bit numbers whose factors are found here";
    return out;
  }
  u128 unipotent = 1;  // p^s >= cells
  const uint64_t cells = uint64_t(g.rows) * uint64_t(g.cols);
  for (; unipotent < cells; ++out.unipotent_exponent) unipotent *= u128(p);
  const u128 e = (field - 1) * unipotent;  // < 2^64 * 2^17: no overflow
  constexpr u128 kMost = u128(1) << 62;
  out.order_bound = e < kMost ? (long long)e : -1;

  FieldMatrix b(g.rows, g.cols, p);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) b.add(r, c, board[std::size_t(r) * std::size_t(g.cols) + std::size_t(c)] % p);
  GridPowers powers(g, p);
  // b's period P divides E (T^E = I). For each prime q, q^v exactly dividing
  // E, with rest = E / q^v: T^(rest q^f) b = b exactly when q^f holds all of
  // P's q's, because rest holds all of P's other primes. So f counts up from 0: a
  // long power for each q and each q in P, where dividing E down would take
  // one for each q that P does not have (p^s is usually far more than P's).
  std::vector<uint64_t> primes = prime_factors64(uint64_t(field - 1));
  primes.push_back(uint64_t(p));
  u128 period = 1;
  for (uint64_t q : primes) {
    u128 qv = 1;
    while ((e / qv) % q == 0) qv *= q;
    if (qv == 1) continue;  // p itself where s = 0 (one cell)
    const u128 rest = e / qv;
    FieldMatrix x = powers.apply(rest, b);  // T^(rest q^f) b, from f = 0
    u128 qf = 1;
    for (; !(x == b) && qf < qv; qf *= q) x = powers.apply(rest * qf * (q - 1), x);
    if (!(x == b)) {  // T^E b is not b: the bound is a theorem, and this says so if it is not one here
      out.why = "T^E b differs from b: the order bound does not hold";
      return out;
    }
    period *= qf;
  }
  if (period >= kMost) {
    out.why = "the period is past 2^62";
    return out;
  }
  out.period = (long long)period;
  return out;
}

}  // namespace tl
