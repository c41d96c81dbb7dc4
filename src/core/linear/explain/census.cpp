// census.cpp: the fewest presses of every reachable position (census.hpp).
#include "core/linear/explain/census.hpp"

#include <bit>
#include <chrono>

#include "core/linear/explain/explain.hpp"

namespace tl {

namespace {

// Packs the bits of `v` at the positions of `mask` (lowest first): a portable pext.
uint32_t pack(uint64_t v, uint64_t mask) {
  uint32_t out = 0;
  for (int k = 0; mask; ++k, mask &= mask - 1)
    if (v & (mask & -mask)) out |= uint32_t(1) << k;
  return out;
}

// The position whose state is the goal with the cells of `b` changed.
Position goal_plus(const Machine& m, const Position& from, uint64_t b) {
  Position pos = from;
  const std::vector<int> goal = m.goal_cells(pos);
  for (int c = 0; c < m.cell_count(); ++c)
    for (int guard = 0; m.cells(pos)[std::size_t(c)] != goal[std::size_t(c)] && guard < 2; ++guard) m.edit_cell(pos, c, false);
  for (int c = 0; c < m.cell_count(); ++c)
    if (b >> c & 1) m.edit_cell(pos, c, false);
  return pos;
}

}  // namespace

Result<Census> census(const Puzzle& p) {
  const Machine& m = *p.machine;
  if (m.linear_modulus() != 2)
    return Error{0, m.title() + ": a census needs a machine whose buttons toggle lights (two states); this one has " +
                        (m.linear_modulus() ? std::to_string(m.linear_modulus()) + " states" : "no press matrix")};
  if (m.button_count() > kCensusMaxButtons || m.cell_count() > 64)
    return Error{0, "a census enumerates every press set: at most " + std::to_string(kCensusMaxButtons) +
                        " buttons and 64 cells, this board has " + std::to_string(m.button_count()) + " buttons and " +
                        std::to_string(m.cell_count()) + " cells"};
  const ModMatrix ab = system_matrix(m, p.position);
  const int cells = m.cell_count(), buttons = m.button_count();
  std::vector<uint64_t> column(std::size_t(buttons), 0);
  for (int j = 0; j < buttons; ++j)
    for (int c = 0; c < cells; ++c)
      if (ab.get(c, j)) column[std::size_t(j)] |= uint64_t(1) << c;

  // A basis of the columns' span in reduced echelon form: each vector has a
  // pivot bit no other vector has.
  // (A vector's pivot is kept beside it: a later vector may add lower bits.)
  std::vector<uint64_t> basis, pivot_of;
  for (uint64_t v : column) {
    for (std::size_t i = 0; i < basis.size(); ++i)
      if (v & pivot_of[i]) v ^= basis[i];
    if (!v) continue;
    const uint64_t pivot = v & -v;
    for (uint64_t& e : basis)
      if (e & pivot) e ^= v;
    basis.push_back(v);
    pivot_of.push_back(pivot);
  }
  const int rank = int(basis.size());
  if (rank > kCensusMaxRank)
    return Error{0, "a census keeps every reachable position: rank at most " + std::to_string(kCensusMaxRank) +
                        ", this board has rank " + std::to_string(rank)};
  uint64_t pivots = 0;
  for (uint64_t q : pivot_of) pivots |= q;

  Census out;
  out.cells = cells;
  out.buttons = buttons;
  out.rank = rank;
  out.reachable = uint64_t(1) << rank;
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<uint32_t> step(static_cast<std::size_t>(buttons));
  for (int j = 0; j < buttons; ++j) step[std::size_t(j)] = pack(column[std::size_t(j)], pivots);
  constexpr uint8_t kUnseen = 0xff;
  std::vector<uint8_t> fewest(std::size_t(out.reachable), kUnseen);
  // Gray code: step i flips button ctz(i); the weight follows the flips.
  uint32_t index = 0;
  int weight = 0;
  uint64_t pressed = 0;
  fewest[0] = 0;
  const uint64_t sets = uint64_t(1) << buttons;
  for (uint64_t i = 1; i < sets; ++i) {
    const int j = std::countr_zero(i);
    pressed ^= uint64_t(1) << j;
    weight += (pressed >> j & 1) ? 1 : -1;
    index ^= step[std::size_t(j)];
    uint8_t& f = fewest[index];
    if (weight < f) f = uint8_t(weight);
  }
  uint32_t hardest_index = 0;
  for (uint32_t b = 0; b < out.reachable; ++b) {
    const int f = fewest[b];
    if (f >= int(out.counts.size())) out.counts.resize(std::size_t(f) + 1, 0);
    ++out.counts[std::size_t(f)];
    if (f > out.hardest) out.hardest = f, hardest_index = b;
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // The hardest position's cells: the basis vectors its index names.
  uint64_t b = 0;
  int k = 0;
  for (uint64_t mask = pivots; mask; mask &= mask - 1, ++k)
    if (hardest_index >> k & 1)
      for (std::size_t i = 0; i < basis.size(); ++i)
        if (pivot_of[i] == (mask & -mask)) b ^= basis[i];
  out.hardest_puzzle = Puzzle{p.machine, goal_plus(m, p.position, b)};
  return out;
}

}  // namespace tl
