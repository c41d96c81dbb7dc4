// ghaly_test_util.hpp: small builders shared by the Ghaly tests, in the
// paper's 1-based notation so the tests read like Joyner's examples.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <random>
#include <vector>

#include "core/base/bits_text.hpp"
#include "core/ghaly/ghaly.hpp"

namespace tl::ghaly::test {

// W from rows of 0/1 ("1111/0000/..."), N from its length.
inline BitVec matrix(const char* rows, int N = 4) { return *parse_bits(rows, std::size_t(N * N), N, 0); }

// The elementary matrix E_ij (1-based) plus others: sum_of({{1,2},{2,1}}).
inline BitVec sum_of(std::initializer_list<std::pair<int, int>> entries, int N = 4) {
  BitVec W(std::size_t(N * N));
  for (auto [i, j] : entries) W.flip(std::size_t((i - 1) * N + (j - 1)));
  return W;
}

// A permutation of 1..size from cycles, each read a1 -> a2 -> ... -> a1.
inline Perm cycles(int size, std::initializer_list<std::initializer_list<int>> cs) {
  Perm p = identity(size);
  for (const auto& c : cs) {
    std::vector<int> v(c);
    for (std::size_t i = 0; i < v.size(); ++i) p[std::size_t(v[i] - 1)] = v[(i + 1) % v.size()] - 1;
  }
  return p;
}

// The transposition (a, b), 1-based.
inline Perm swap(int size, int a, int b) { return cycles(size, {{a, b}}); }

inline BitVec random_matrix(int N, std::mt19937_64& rng) {
  BitVec W(std::size_t(N * N));
  for (int b = 0; b < N * N; ++b) W.set(std::size_t(b), rng() & 1);
  return W;
}

inline BitVec transpose(const BitVec& W, int N) {
  BitVec T(W.size());
  for (int r = 0; r < N; ++r)
    for (int c = 0; c < N; ++c) T.set(std::size_t(c * N + r), W.get(std::size_t(r * N + c)));
  return T;
}

// A uniformly random element of S_I x S_J.
inline Perm random_assignment_perm(int N, std::mt19937_64& rng) {
  Perm p = identity(2 * N);
  std::shuffle(p.begin(), p.begin() + N, rng);
  std::shuffle(p.begin() + N, p.end(), rng);
  return p;
}

// W number `index` of the 2^16 4x4 matrices (bit r*4+c = W_rc).
inline BitVec matrix4(uint32_t index) {
  BitVec W(16);
  for (int b = 0; b < 16; ++b) W.set(std::size_t(b), (index >> b) & 1);
  return W;
}

}  // namespace tl::ghaly::test
