// zk_system.hpp: A x = b over Z_k for a dense A and any k in 2..255.
//
// Z_k is the product of the rings Z_{p^e} over k's prime-power factors
// (Chinese remainder theorem): a system mod 12 is the same system mod 4 and
// mod 3, answered separately and glued back. Each factor is factored once
// into the Howell form of [A | I] (howell.hpp): the carried identity records
// which combination of A's rows each form row is, so
//   * a right-hand side b is solvable mod q exactly when every zero row's
//     combination y (y^T A = 0) has y.b = 0: those rows generate the left
//     null space, and Z_q is self-injective (every linear functional that
//     kills the image comes from one), so nothing else can obstruct;
//   * otherwise such a y is the invariant b breaks;
//   * else back substitution gives a solution, and the form's null space
//     generators, moved into Z_k by the CRT idempotents, give all others.
// Factoring costs O(m (m + n) min(m, n)) byte operations; each solve after
// that costs O(m (m + n)). For a prime k this is Gauss-Jordan in a field.
#pragma once

#include <vector>

#include "core/base/factored_count.hpp"
#include "core/modk/howell.hpp"

namespace tl {

class ZkSystem {
 public:
  ZkSystem(const ZkMatrix& a, int k);  // m x n, entries in [0, k)

  int modulus() const { return k_; }
  int equations() const { return m_; }
  int unknowns() const { return n_; }
  const std::vector<PrimePower>& factors() const { return factors_; }
  const HowellForm& form(std::size_t f) const { return forms_[f]; }

  // One solution x (n entries mod k), or false and (when `broken` is given)
  // an invariant b breaks: the simplest zero row that b does not satisfy.
  bool solve(const ZkVec& b, ZkVec& x, ZkInvariant* broken = nullptr) const;
  // Generators of {x : A x = 0} mod k, unique representation (zk_types.hpp).
  std::vector<ZkQuiet> kernel() const;
  FactoredCount image_size() const;   // |{A x}|
  FactoredCount kernel_size() const;  // |{x : A x = 0}|
  int rank() const;                   // k prime: the rank over the field; else -1
  // Generators of the invariants (left null space), each simplified to the
  // smallest modulus it holds for; at most `max_count`.
  std::vector<ZkInvariant> invariants(std::size_t max_count) const;
  // The CRT idempotent of factor f: 1 mod its q, 0 mod the other factors.
  int idempotent(std::size_t f) const { return idem_[f]; }

 private:
  int k_ = 0, m_ = 0, n_ = 0;
  std::vector<PrimePower> factors_;
  std::vector<HowellForm> forms_;
  std::vector<int> idem_;
};

// y (mod p^e) divided by the largest power of p dividing all its entries,
// with the modulus divided alike: the same invariant in its plainest words.
ZkInvariant simplify_invariant(ZkVec y, PrimePower pp);
// A left null vector y of A mod k (y.b != 0) in its plainest words: its part
// mod one prime power q of k that b still breaks (y mod q, a left null
// vector mod q too), the one with the fewest cells, simplified. Mod 6,
// 3 c1 + 4 c2 is "c1 mod 2" and "c2 mod 3" at once.
ZkInvariant plainest_invariant(const ZkVec& y, int k, const ZkVec& b);

}  // namespace tl
