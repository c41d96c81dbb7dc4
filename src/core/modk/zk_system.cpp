// zk_system.cpp: the Chinese remainder glue over the Howell forms of [A | I].
#include "core/modk/zk_system.hpp"

#include <algorithm>

namespace tl {

ZkInvariant simplify_invariant(ZkVec y, PrimePower pp) {
  int s = pp.e;
  for (uint8_t w : y)
    if (w) s = std::min(s, valuation(w, pp.p));
  int d = 1;
  for (int i = 0; i < s; ++i) d *= pp.p;
  for (uint8_t& w : y) w = uint8_t(w / d);
  return ZkInvariant{std::move(y), pp.q / d};
}

ZkInvariant plainest_invariant(const ZkVec& y, int k, const ZkVec& b) {
  ZkInvariant best;
  std::size_t best_support = ~std::size_t(0);
  for (const PrimePower& pp : factor_modulus(k)) {
    ZkVec part(y.size());
    for (std::size_t i = 0; i < y.size(); ++i) part[i] = uint8_t(y[i] % pp.q);
    ZkInvariant inv = simplify_invariant(std::move(part), pp);
    if (inv.modulus < 2 || inv.value(b) == 0) continue;
    const std::size_t support =
        std::size_t(std::count_if(inv.weights.begin(), inv.weights.end(), [](uint8_t w) { return w != 0; }));
    if (support < best_support) {
      best_support = support;
      best = std::move(inv);
    }
  }
  return best;
}

ZkSystem::ZkSystem(const ZkMatrix& a, int k) : k_(k), m_(a.rows()), n_(a.cols()), factors_(factor_modulus(k)) {
  // [A | I]: the identity records each form row's combination of A's rows.
  ZkMatrix ai(m_, n_ + m_);
  for (int i = 0; i < m_; ++i) {
    std::copy(a.row(i), a.row(i) + n_, ai.row(i));
    ai.set(i, n_ + i, 1);
  }
  for (const PrimePower& pp : factors_) {
    forms_.emplace_back(ai, n_, pp);
    const int rest = k / pp.q;
    idem_.push_back(rest * inverse_mod(rest % pp.q, pp.q) % k);
  }
}

bool ZkSystem::solve(const ZkVec& b, ZkVec& x, ZkInvariant* broken) const {
  x.assign(std::size_t(n_), 0);
  bool ok = true;
  std::size_t best_support = ~std::size_t(0);
  ZkVec bq(static_cast<std::size_t>(m_)), rhs, xq;
  for (std::size_t f = 0; f < forms_.size(); ++f) {
    const HowellForm& h = forms_[f];
    const unsigned q = unsigned(h.prime_power().q);
    for (int i = 0; i < m_; ++i) bq[std::size_t(i)] = uint8_t(b[std::size_t(i)] % q);
    // A form row's combination of A's rows, applied to b.
    auto dot = [&](const ZkVec& row) {
      const uint8_t* t = row.data() + n_;
      uint64_t s = 0;
      for (int i = 0; i < m_; ++i) s += unsigned(t[i]) * bq[std::size_t(i)];
      return unsigned(s % q);
    };
    const ZkVec* witness = nullptr;
    for (const ZkVec& z : h.zero_rows()) {
      if (!dot(z)) continue;
      ok = false;
      if (!broken) break;
      // The fewest cells make the plainest words.
      const std::size_t support = std::size_t(std::count_if(z.begin() + n_, z.end(), [](uint8_t w) { return w != 0; }));
      if (support < best_support) {
        best_support = support;
        witness = &z;
      }
    }
    if (witness) *broken = simplify_invariant(ZkVec(witness->begin() + n_, witness->end()), h.prime_power());
    if (!ok) continue;
    rhs.resize(std::size_t(h.rank()));
    for (int i = 0; i < h.rank(); ++i) rhs[std::size_t(i)] = uint8_t(dot(h.pivot_rows()[std::size_t(i)]));
    if (!h.back_substitute(rhs, xq)) {
      ok = false;
      continue;
    }  // unreachable with the Howell property
    if (forms_.size() == 1) {
      x.swap(xq);
      continue;
    }
    const unsigned e = unsigned(idem_[f]), kk = unsigned(k_);
    for (int j = 0; j < n_; ++j) x[std::size_t(j)] = uint8_t((x[std::size_t(j)] + xq[std::size_t(j)] * e) % kk);
  }
  if (!ok) x.clear();
  return ok;
}

std::vector<ZkQuiet> ZkSystem::kernel() const {
  std::vector<ZkQuiet> out;
  for (std::size_t f = 0; f < forms_.size(); ++f)
    for (ZkQuiet g : forms_[f].kernel()) {
      for (uint8_t& v : g.v) v = uint8_t(unsigned(v) * unsigned(idem_[f]) % unsigned(k_));
      out.push_back(std::move(g));
    }
  return out;
}

FactoredCount ZkSystem::image_size() const {
  FactoredCount c;
  for (const HowellForm& h : forms_) c *= FactoredCount::prime_power(h.prime_power().p, h.image_exponent());
  return c;
}

FactoredCount ZkSystem::kernel_size() const {
  FactoredCount c;
  for (const HowellForm& h : forms_)
    c *= FactoredCount::prime_power(h.prime_power().p, (long long)h.prime_power().e * n_ - h.image_exponent());
  return c;
}

int ZkSystem::rank() const { return is_prime(k_) ? forms_[0].rank() : -1; }

std::vector<ZkInvariant> ZkSystem::invariants(std::size_t max_count) const {
  std::vector<ZkInvariant> out;
  for (const HowellForm& h : forms_)
    for (const ZkVec& z : h.zero_rows()) {
      if (out.size() >= max_count) return out;
      out.push_back(simplify_invariant(ZkVec(z.begin() + n_, z.end()), h.prime_power()));
    }
  return out;
}

}  // namespace tl
