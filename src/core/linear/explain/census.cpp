// census.cpp: the fewest presses of every reachable position (census.hpp).
#include "core/linear/explain/census.hpp"

#include <bit>
#include <chrono>

#include "core/gf2/gf2_matrix.hpp"
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

// The position whose lights differ from its goal at exactly the cells of `b`
// (two states: an edit flips a light).
Position goal_plus(const Machine& m, const Position& from, uint64_t b) {
  Position pos = from;
  const std::vector<int> lights = m.cells(pos), goal = m.goal_cells(pos);
  for (int c = 0; c < m.cell_count(); ++c)
    if ((lights[std::size_t(c)] != goal[std::size_t(c)]) != bool(b >> c & 1)) m.edit_cell(pos, c, false);
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
  std::vector<BitVec> columns(static_cast<std::size_t>(buttons),
                              BitVec{static_cast<std::size_t>(cells)});  // what each button toggles
  for (int j = 0; j < buttons; ++j)
    for (int c = 0; c < cells; ++c)
      if (ab.get(c, j)) columns[std::size_t(j)].set(std::size_t(c));

  // A basis of the columns' span in reduced echelon form: basis[i] has its
  // pivot cell, pivot_cells[i] (increasing with i), where no other has a 1.
  Gf2Matrix span = Gf2Matrix::from_rows(columns, cells);
  const std::vector<int> pivot_cells = rref(span);
  const int rank = int(pivot_cells.size());
  if (rank > kCensusMaxRank)
    return Error{0, "a census keeps every reachable position: rank at most " + std::to_string(kCensusMaxRank) +
                        ", this board has rank " + std::to_string(rank)};
  std::vector<uint64_t> basis;
  uint64_t pivots = 0;
  for (int i = 0; i < rank; ++i) {
    basis.push_back(span.row_vec(i).words()[0]);
    pivots |= uint64_t(1) << pivot_cells[std::size_t(i)];
  }

  Census out;
  out.cells = cells;
  out.buttons = buttons;
  out.rank = rank;
  out.reachable = uint64_t(1) << rank;
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<uint32_t> step(static_cast<std::size_t>(buttons));
  for (int j = 0; j < buttons; ++j) step[std::size_t(j)] = pack(columns[std::size_t(j)].words()[0], pivots);
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
  // The hardest position's cells: the basis vectors its index names (bit k
  // of an index is the k-th pivot cell, basis[k]'s).
  uint64_t b = 0;
  for (int k = 0; k < rank; ++k)
    if (hardest_index >> k & 1) b ^= basis[std::size_t(k)];
  out.hardest_puzzle = Puzzle{p.machine, goal_plus(m, p.position, b)};
  return out;
}

}  // namespace tl
