// linear_solver.cpp: Gauss-Jordan elimination mod 2 plus a Gray-code walk of
// the quiet patterns (null space) for the fewest presses.
#include "core/linear_solver.hpp"

namespace tl {

namespace {
constexpr int kMaxExactNullity = 26;
}

Solution solve_linear(const std::vector<BitVec>& press_vectors, const BitVec& target) {
  const std::size_t buttons = press_vectors.size();
  const std::size_t cells = target.size();
  // Row i of [A | b]: cell i's equation over the buttons, then the target bit.
  std::vector<BitVec> rows(cells, BitVec(buttons + 1));
  for (std::size_t j = 0; j < buttons; ++j)
    for (int i : press_vectors[j].ones()) rows[std::size_t(i)].set(j);
  for (int i : target.ones()) rows[std::size_t(i)].set(buttons);

  std::vector<int> pivot_col;  // pivot column of each reduced row
  std::size_t r = 0;
  for (std::size_t c = 0; c < buttons && r < cells; ++c) {
    std::size_t p = r;
    while (p < cells && !rows[p].get(c)) ++p;
    if (p == cells) continue;
    std::swap(rows[p], rows[r]);
    for (std::size_t i = 0; i < cells; ++i)
      if (i != r && rows[i].get(c)) rows[i] ^= rows[r];
    pivot_col.push_back(int(c));
    ++r;
  }
  Solution sol;
  sol.nullity = int(buttons - r);
  for (std::size_t i = r; i < cells; ++i)
    if (rows[i].get(buttons)) {
      sol.reason = "this position cannot reach the goal: its lights break a parity that every button keeps";
      return sol;
    }
  sol.solvable = true;
  BitVec x(buttons);
  for (std::size_t i = 0; i < r; ++i)
    if (rows[i].get(buttons)) x.set(std::size_t(pivot_col[i]));

  // Null space basis: one vector per free column.
  std::vector<bool> is_pivot(buttons, false);
  for (int c : pivot_col) is_pivot[std::size_t(c)] = true;
  std::vector<BitVec> quiet;
  for (std::size_t f = 0; f < buttons; ++f) {
    if (is_pivot[f]) continue;
    BitVec q(buttons);
    q.set(f);
    for (std::size_t i = 0; i < r; ++i)
      if (rows[i].get(f)) q.set(std::size_t(pivot_col[i]));
    quiet.push_back(q);
  }
  if (int(quiet.size()) <= kMaxExactNullity) {
    BitVec cur = x, best = x;
    std::size_t best_n = x.popcount();
    for (uint64_t g = 1; g < (uint64_t(1) << quiet.size()); ++g) {
      cur ^= quiet[std::size_t(std::countr_zero(g))];
      std::size_t n = cur.popcount();
      if (n < best_n) { best_n = n; best = cur; }
    }
    x = best;
    sol.minimal = true;
  }
  sol.presses = x.ones();
  return sol;
}

}  // namespace tl
