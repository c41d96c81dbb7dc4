// quiet_search.hpp: the fewest presses among all solutions, x + span(quiet).
//
// Every solution of A x = target is one solution plus a combination of the
// k quiet patterns, so "fewest presses" is the lightest vector of a coset
// of a k-dimensional code, which for random-like codes (Lights Out's quiet
// patterns behave like one: the minimum sits where a random code's would)
// has no shortcut known: some work per combination is unavoidable. Two
// things make that work small.
//
//   The Walsh-Hadamard transform. Write a combination as y = (a, u), u its
//   low L coordinates. For a fixed a, the press count of every u at once is
//   (n - S(u)) / 2 with S the Walsh-Hadamard transform of a histogram of
//   the cells by their low coordinates, signed by the cell's bit in x + a:
//   L additions per combination in 16-bit vector lanes instead of a popcount
//   of n bits. The first three levels are folded into the histogram (each
//   cell adds one 8-lane row of the 8 x 8 Hadamard matrix).
//   Symmetry. When a group G of button permutations maps solutions to
//   solutions (a board symmetry that fixes the target: the all-lit square
//   has eight), the low coordinates are chosen to span a G-invariant
//   subspace; then the best count over u depends only on the orbit of a
//   under the induced (affine) action, and only the smallest a of each
//   orbit is transformed: about |G| times less work.
//
// Ties are broken towards the lexicographically smallest press set (the
// lowest button where two minimal sets differ is pressed), so the answer
// depends only on the problem, not on the basis or the method: the exact
// search, the Gray-code walk over every combination (gray_walk_fewest_presses,
// the reference the tests compare with) and every board symmetry agree press
// for press.
//
// Past what can be proven, a local search improves the answer: each round
// minimises exactly over x + span(d random quiet combinations), d = 16, by
// the same transform, and keeps the best (large-neighbourhood search). It is
// deterministic (a fixed seed), so the native and WebAssembly builds agree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <vector>

#include "core/base/bitvec.hpp"

namespace tl {

// A permutation of the buttons: image[b] is where button b goes.
using ButtonPermutation = std::vector<int>;

// Estimated operations of the exact search over k patterns of n bits with
// a symmetry group of the given order (1: none); infinite past k = 64.
double exact_search_cost(std::size_t k, std::size_t n, std::size_t group_order = 1);
// The operations the solvers allow themselves for a proof: about half a
// second natively on the development machine.
constexpr double kExactSearchBudget = 4.0e9;

// The fewest-press element of x + span(quiet), ties to the lexicographically
// smallest. `quiet` must be independent; past 64 of them x comes back as it
// is (exact_search_cost is infinite there). `symmetries`:
// every non-identity element of a group of button permutations under which
// the set x + span(quiet) is invariant (may be empty).
BitVec exact_fewest_presses(const BitVec& x, const std::vector<BitVec>& quiet,
                            const std::vector<ButtonPermutation>& symmetries = {});

// exact_fewest_presses with no symmetries, prepared once for many x over the
// same quiet patterns (the k-state split by halves asks one per class, 256
// on 64 x 64 knight with 4 states): the cells are grouped by their
// coordinates once, not on every call (that sort was 40% of the search).
class ExactSearch {
 public:
  ExactSearch() = default;
  explicit ExactSearch(std::vector<BitVec> quiet);
  BitVec fewest(const BitVec& x) const;

 private:
  struct Prepared;
  std::vector<BitVec> quiet_;
  int L_ = 0;
  std::shared_ptr<const Prepared> prepared_;  // the cells grouped by coordinates
};

// The same by a Gray-code walk over all 2^k combinations (one XOR and
// popcount per word and combination), with no transform and no symmetry: the
// simple reference the tests hold exact_fewest_presses to. For small k.
BitVec gray_walk_fewest_presses(const BitVec& x, const std::vector<BitVec>& quiet);

// Whether a is lexicographically smaller than b as press sets of equal size
// (the lowest button where they differ is in a).
bool lex_smaller(const BitVec& a, const BitVec& b);

// Local search over the quiet patterns (see the header comment).
// `random_quiet` draws a random quiet pattern; the search stops after
// `max_rounds` rounds, or 8 in a row without a gain, or before the next
// round would pass `budget_ops` operations; a round costs about 14 n + 2^20.
// A board that cannot have 4 rounds is left as it is: with the default
// budget that is past about 2.7 million cells (1024 x 1024 gets up to 10
// rounds, 2048 x 2048 none: its answer stays the chase's).
struct LocalSearchBudget {
  int max_rounds = 64;
  double budget_ops = 1.6e8;
};
BitVec improve_by_local_search(BitVec x, const std::function<BitVec(std::mt19937_64&)>& random_quiet,
                               const LocalSearchBudget& budget = {});

}  // namespace tl
