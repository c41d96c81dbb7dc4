// ghaly_solver.cpp: nearest solutions, lit counts, and new puzzles (random or planted).
#include "core/ghaly/ghaly_solver.hpp"

#include <algorithm>
#include <bit>
#include <random>

#include "core/ghaly/ghaly_census.hpp"
#include "core/ghaly/ghaly_search.hpp"

namespace tl::ghaly {

namespace {

uint64_t to_bits(const BitVec& W) { return W.word_count() ? W.words()[0] : 0; }

BitVec from_bits(int N, uint64_t bits) {
  BitVec W(std::size_t(N * N));
  for (int b = 0; b < N * N; ++b)
    if ((bits >> b) & 1) W.set(std::size_t(b));
  return W;
}

uint32_t all_labels(int N) { return (uint32_t(1) << (2 * N)) - 1; }
uint32_t labels_J(int N) { return all_labels(N) & ~((uint32_t(1) << N) - 1); }

// allowed[k] for colour index c (colour number c + 1): the transmitters whose
// code makes C_k = B(X, CG_k) that colour, i.e. low bits XOR to c and a
// leading 1 on one side.
std::vector<uint32_t> colour_allowed(int N, const Assignment& a, int c) {
  const std::vector<int> x = transmitter_codes(a), g = colour_generator_codes(a);
  std::vector<uint32_t> allowed(std::size_t(2 * N), 0);
  for (int k = 0; k < 2 * N; ++k)
    for (int o = 0; o < 2 * N; ++o)
      if (colour_number(boolean_B(x[std::size_t(o)], g[std::size_t(k)], N), N) == c + 1)
        allowed[std::size_t(k)] |= uint32_t(1) << o;
  return allowed;
}

// Lit only: a first-half colour generator needs a second-half transmitter.
std::vector<uint32_t> lit_allowed(int N) {
  std::vector<uint32_t> allowed(std::size_t(2 * N), all_labels(N));
  for (int k = 0; k < N; ++k) allowed[std::size_t(k)] = labels_J(N);
  return allowed;
}

// A random ordering of 0..N-1 (the low bits of one half's codes).
std::vector<int> random_ordering(int N, std::mt19937_64& rng) {
  std::vector<int> v(static_cast<std::size_t>(N));
  for (int i = 0; i < N; ++i) v[std::size_t(i)] = i;
  std::shuffle(v.begin(), v.end(), rng);
  return v;
}

// sigma (or tau) from the codes it puts on the labels: code[label] = perm^-1(label).
Perm perm_from_codes(const std::vector<int>& codes) { return inverse(codes); }

Assignment random_assignment(int N, std::mt19937_64& rng) {
  auto half_codes = [&] {
    std::vector<int> codes;
    for (int h = 0; h < 2; ++h)
      for (int v : random_ordering(N, rng)) codes.push_back(h * N + v);
    return codes;
  };
  Assignment a;
  a.sigma = perm_from_codes(half_codes());
  a.tau = perm_from_codes(half_codes());
  return a;
}

// The 4x4 lit matrices (123 of them), from the pair table.
const std::vector<uint32_t>& lit4() {
  static const std::vector<uint32_t> list = [] {
    std::vector<uint32_t> out;
    const std::vector<uint64_t>& table = pair_table4();
    for (uint32_t W = 0; W < table.size(); ++W)
      if (table[W]) out.push_back(W);
    return out;
  }();
  return list;
}

Nearest nearest4(const Assignment& a, const BitVec& W) {
  const std::vector<uint64_t>& table = pair_table4();
  const std::vector<uint64_t> masks = colour_masks4(a);
  const uint64_t from = to_bits(W);
  Nearest best;
  best.complete = true;
  for (uint32_t lit : lit4()) {
    for (std::size_t c = 0; c < masks.size(); ++c) {
      if ((table[lit] & ~masks[c]) != 0) continue;
      const int d = std::popcount(lit ^ from);
      if (!best.found || d < best.distance) {
        best.found = true;
        best.distance = d;
        best.colour = int(c) + 1;
        best.W = from_bits(4, lit);
      }
    }
  }
  return best;
}

}  // namespace

SearchLimits default_limits(int N) {
  SearchLimits l;
  if (N > 4) {
    l.max_nodes = 30'000'000;  // about a second native (see `togglelab ghaly bench`)
    l.max_seconds = 3.0;       // a guard for slow machines and the web build
  }
  return l;
}

Nearest nearest_solution_search(int N, const Assignment& a, const BitVec& W, const SearchLimits& limits) {
  SearchBudget budget(limits);
  Nearest best;
  best.complete = true;
  for (int c = 0; c < N; ++c) {
    WiringSearch search(N, colour_allowed(N, a, c));
    search.first = to_bits(W);
    search.minimize = true;
    if (best.found) search.bound = best.distance;  // only strictly nearer ones from now on
    search.on_leaf = [&](uint64_t bits, int distance) {
      best.found = true;
      best.distance = distance;
      best.colour = c + 1;
      best.W = from_bits(N, bits);
      return false;
    };
    if (!search.run(budget)) best.complete = false;
  }
  best.nodes = budget.nodes;
  best.seconds = budget.seconds();
  return best;
}

Nearest nearest_solution(int N, const Assignment& a, const BitVec& W, const SearchLimits& limits) {
  if (N == 4) return nearest4(a, W);
  return nearest_solution_search(N, a, W, limits);
}

uint64_t count_lit(int N, const SearchLimits& limits) {
  SearchBudget budget(limits);
  WiringSearch search(N, lit_allowed(N));
  uint64_t count = 0;
  search.on_leaf = [&](uint64_t, int) {
    ++count;
    return false;
  };
  search.run(budget);
  return count;
}

NewPuzzle plant_puzzle(int N, uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (;;) {
    // A random lit W*: the search's first leaf when it prefers random bits.
    WiringSearch search(N, lit_allowed(N));
    search.first = rng();
    uint64_t planted = 0;
    search.on_leaf = [&](uint64_t bits, int) {
      planted = bits;
      return true;
    };
    SearchBudget unlimited{SearchLimits{}};
    search.run(unlimited);
    const Wiring w = trace_wiring(N, from_bits(N, planted));

    // A colour and sigma at random; then tau must give each supported CG_k the
    // low bits a(origin(k)) ^ c. That fails when two supported k of one half
    // would need the same value: then draw again.
    for (int attempt = 0; attempt < 64; ++attempt) {
      const int c = int(rng() % uint64_t(N));
      std::vector<int> x;  // transmitter codes
      for (int h = 0; h < 2; ++h)
        for (int v : random_ordering(N, rng)) x.push_back(h * N + v);
      std::vector<int> g(std::size_t(2 * N), -1);
      std::vector<bool> used(std::size_t(2 * N), false);
      bool clash = false;
      for (int k : w.support) {
        const int code = (k / N) * N + ((x[std::size_t(w.origin[std::size_t(k)])] ^ c) & (N - 1));
        if (used[std::size_t(code)]) {
          clash = true;
          break;
        }
        used[std::size_t(code)] = true;
        g[std::size_t(k)] = code;
      }
      if (clash) continue;
      // The colour generators outside the support show nowhere: any free code of their half.
      for (int k = 0; k < 2 * N; ++k) {
        if (g[std::size_t(k)] >= 0) continue;
        std::vector<int> free;
        for (int code = (k / N) * N; code < (k / N + 1) * N; ++code)
          if (!used[std::size_t(code)]) free.push_back(code);
        const int code = free[std::size_t(rng() % free.size())];
        used[std::size_t(code)] = true;
        g[std::size_t(k)] = code;
      }
      NewPuzzle p;
      p.assignment.sigma = perm_from_codes(x);
      p.assignment.tau = perm_from_codes(g);
      // Start a few presses away from W*: from no press at all an 8x8 solution
      // is some 55 presses away (lit W are nearly all ones), too long to play.
      p.planted = from_bits(N, planted);
      p.W = p.planted;
      const int away = N + int(rng() % uint64_t(N + 1));  // N..2N presses
      for (int flipped = 0; flipped < away;) {
        const std::size_t b = std::size_t(rng() % uint64_t(N * N));
        if (p.W.get(b) != p.planted.get(b)) continue;
        p.W.flip(b);
        ++flipped;
      }
      if (solved(colours(N, p.W, p.assignment))) continue;
      p.solvable_known = p.solvable = true;
      p.planted_colour = c + 1;
      return p;
    }
  }
}

NewPuzzle random_puzzle(int N, uint64_t seed, bool any) {
  if (N != 4 && !any) return plant_puzzle(N, seed);
  std::mt19937_64 rng(seed);
  for (;;) {
    NewPuzzle p;
    p.assignment = random_assignment(N, rng);
    p.W = BitVec(std::size_t(N * N));
    const Nearest n = nearest_solution(N, p.assignment, p.W, default_limits(N));
    p.solvable_known = n.found || n.complete;
    p.solvable = n.found;
    if (any || p.solvable) return p;
  }
}

}  // namespace tl::ghaly
