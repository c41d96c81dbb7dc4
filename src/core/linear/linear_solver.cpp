// linear_solver.cpp: the general solver. Elimination over the cells' equations
// (gf2_echelon) gives one solution and the quiet patterns; a Gray-code walk
// of the quiet patterns gives the fewest presses; elimination over the press
// vectors gives the invariants, which explain an unsolvable position.
#include "core/linear/linear_solver.hpp"

#include <algorithm>
#include <bit>

#include "core/gf2/gf2_echelon.hpp"
#include "core/search/quiet_search.hpp"

namespace tl {

namespace {

// Quiet patterns are only materialised for the walk or the greedy fallback
// while they fit in this many bits.
constexpr std::size_t kMaxQuietBits = std::size_t(1) << 28;

// The cells' equations: for each cell, the buttons that toggle it (CSR).
struct CellRows {
  std::vector<int> start, buttons;
};

CellRows cell_rows(const PressMatrix& a) {
  CellRows r;
  r.start.assign(std::size_t(a.cells) + 1, 0);
  for (const auto& t : a.toggles)
    for (int c : t) ++r.start[std::size_t(c) + 1];
  for (int c = 0; c < a.cells; ++c) r.start[std::size_t(c) + 1] += r.start[std::size_t(c)];
  r.buttons.resize(std::size_t(r.start.back()));
  std::vector<int> fill(r.start.begin(), r.start.end() - 1);
  for (int j = 0; j < a.buttons(); ++j)
    for (int c : a.toggles[std::size_t(j)]) r.buttons[std::size_t(fill[std::size_t(c)]++)] = j;
  return r;
}

// Inserts row i (bits at the columns row_at(i) lists) with right-hand bit
// rhs_bits[i]. Returns false when some row reduced to the contradiction 0 = 1.
template <class RowAt>
bool insert_rows(Echelon& e, int nrows, RowAt row_at, const BitVec* rhs_bits) {
  BitVec row{std::size_t(e.cols())};
  bool consistent = true;
  for (int i = 0; i < nrows; ++i) {
    auto [first, last] = row_at(i);
    if (first == last) {
      if (rhs_bits && rhs_bits->get(std::size_t(i))) consistent = false;
      continue;
    }
    int lo = *first, hi = *first;
    for (auto it = first; it != last; ++it) {
      row.flip(std::size_t(*it));
      lo = std::min(lo, *it);
      hi = std::max(hi, *it);
    }
    bool rhs = rhs_bits && rhs_bits->get(std::size_t(i));
    if (!e.insert(row, rhs, std::size_t(lo) / 64, std::size_t(hi) / 64 + 1) && rhs) consistent = false;
  }
  return consistent;
}

Echelon eliminate_cells(const PressMatrix& a, const BitVec* target, bool* consistent) {
  CellRows rows = cell_rows(a);
  Echelon e(a.buttons());
  bool ok = insert_rows(
      e, a.cells,
      [&](int i) {
        return std::pair(rows.buttons.begin() + rows.start[std::size_t(i)],
                         rows.buttons.begin() + rows.start[std::size_t(i) + 1]);
      },
      target);
  if (consistent) *consistent = ok;
  return e;
}

Echelon eliminate_buttons(const PressMatrix& a) {
  Echelon e(a.cells);
  insert_rows(
      e, a.buttons(), [&](int j) { return std::pair(a.toggles[std::size_t(j)].begin(), a.toggles[std::size_t(j)].end()); },
      nullptr);
  return e;
}

// One null space vector per free column of `e`, at most `max_count`.
std::vector<BitVec> null_vectors(const Echelon& e, std::size_t max_count) {
  std::vector<BitVec> out;
  for (int f : e.free_columns()) {
    if (out.size() >= max_count) break;
    out.push_back(e.null_vector(f));
  }
  return out;
}

std::string join_cells(const std::vector<int>& cells) {
  constexpr std::size_t kShown = 16;
  std::string s;
  for (std::size_t i = 0; i < cells.size() && i < kShown; ++i) s += (i ? ", " : "") + std::to_string(cells[i] + 1);
  if (cells.size() > kShown) s += " and " + std::to_string(cells.size() - kShown) + " more";
  return s;
}

}  // namespace

PressMatrix PressMatrix::from_vectors(const std::vector<BitVec>& press_vectors, int cells) {
  PressMatrix a;
  a.cells = cells;
  for (const BitVec& u : press_vectors) a.toggles.push_back(u.ones());
  return a;
}

bool quiet_walk_feasible(std::size_t k, std::size_t bits) { return exact_search_cost(k, bits) <= kExactSearchBudget; }

BitVec fewest_presses(BitVec x, const std::vector<BitVec>& quiet, bool* minimal) {
  *minimal = true;
  if (quiet.empty()) return x;
  if (quiet_walk_feasible(quiet.size(), x.size())) return exact_fewest_presses(x, quiet);
  *minimal = false;
  // Random combinations of the given patterns, for the local search.
  auto random_quiet = [&](std::mt19937_64& rng) {
    BitVec v(x.size());
    for (const BitVec& q : quiet)
      if (rng() & 1) v ^= q;
    return v;
  };
  return improve_by_local_search(std::move(x), random_quiet);
}

std::string unsolvable_reason(const BitVec& invariant, const BitVec& target, int) {
  std::vector<int> cells = invariant.ones();
  std::size_t odd = 0;
  for (int c : cells) odd += target.get(std::size_t(c)) ? 1 : 0;
  std::string set = cells.size() == 1 ? "cell " + join_cells(cells) : "cells " + join_cells(cells);
  return "no presses can reach the goal: every button flips an even number of " + set +
         " (numbered from 1 in reading order), so their parity never changes, but the position differs from "
         "the goal on " +
         std::to_string(odd) + " of them, an odd number";
}

Solution make_solution(const BitVec& presses, bool minimal, int nullity, long long before) {
  Solution s;
  s.solvable = true;
  s.presses = presses.ones();
  s.minimal = minimal;
  s.nullity = nullity;
  if (before >= 0 && before != (long long)s.presses.size()) s.presses_before_search = before;
  return s;
}

Solution solve_linear(const PressMatrix& a, const BitVec& target, int board_cols) {
  bool consistent = false;
  Echelon e = eliminate_cells(a, &target, &consistent);
  const int nullity = a.buttons() - e.rank();
  if (!consistent) {
    // The witness: reduce the target by the press vectors; what is left sits
    // on free cells, and the invariant of the first such cell has odd parity.
    Echelon eb = eliminate_buttons(a);
    BitVec residual = target;
    bool unused = false;
    eb.reduce(residual, unused);
    Solution s;
    s.nullity = nullity;
    for (int f : eb.free_columns()) {
      if (!residual.get(std::size_t(f))) continue;
      s.reason = unsolvable_reason(eb.null_vector(f), target, board_cols);
      break;
    }
    return s;
  }
  BitVec x{std::size_t(a.buttons())};
  e.back_substitute(x, true);
  std::size_t max_quiet = kMaxQuietBits / std::max<std::size_t>(1, std::size_t(a.buttons()));
  std::vector<BitVec> quiet = null_vectors(e, max_quiet);
  bool minimal = false;
  const long long before = (long long)x.popcount();
  x = fewest_presses(std::move(x), quiet, &minimal);
  if (quiet.size() < std::size_t(nullity)) minimal = false;
  Solution s = make_solution(x, minimal, nullity, minimal ? -1 : before);
  if (!minimal) s.search = search_note(exact_search_cost(std::size_t(nullity), x.size()), kExactSearchBudget, "operations");
  return s;
}

Solution solve_linear(const std::vector<BitVec>& press_vectors, const BitVec& target) {
  return solve_linear(PressMatrix::from_vectors(press_vectors, int(target.size())), target);
}

LinearAnalysis analyze_linear(const PressMatrix& a, std::size_t max_invariants) {
  LinearAnalysis out;
  out.cells = a.cells;
  out.buttons = a.buttons();
  Echelon e = eliminate_cells(a, nullptr, nullptr);
  out.rank = e.rank();
  out.nullity = out.buttons - out.rank;
  out.quiet_patterns = null_vectors(e, kMaxQuietBits / std::max<std::size_t>(1, std::size_t(out.buttons)));
  out.invariant_count = out.cells - out.rank;
  out.invariants = null_vectors(eliminate_buttons(a), max_invariants);
  return out;
}

}  // namespace tl
