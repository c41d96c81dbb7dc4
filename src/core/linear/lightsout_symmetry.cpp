// lightsout_symmetry.cpp: the dihedral symmetries of a board that fix a target.
#include "core/linear/lightsout_symmetry.hpp"

namespace tl {

std::vector<ButtonPermutation> lightsout_symmetries(const LightsOutBoard& b, const BitVec& target) {
  const int R = b.rows, C = b.cols;
  // Each map sends cell (r, c) to a cell of the same board.
  using Map = int (*)(int r, int c, int R, int C);
  std::vector<Map> maps = {
      [](int r, int c, int, int C) { return r * C + (C - 1 - c); },              // left-right
      [](int r, int c, int R, int C) { return (R - 1 - r) * C + c; },            // top-bottom
      [](int r, int c, int R, int C) { return (R - 1 - r) * C + (C - 1 - c); },  // half turn
  };
  if (R == C) {
    maps.push_back([](int r, int c, int, int C) { return c * C + r; });                        // main diagonal
    maps.push_back([](int r, int c, int R, int C) { return (C - 1 - c) * C + (R - 1 - r); });  // anti-diagonal
    maps.push_back([](int r, int c, int R, int C) { return c * C + (R - 1 - r); });            // quarter turn
    maps.push_back([](int r, int c, int, int C) { return (C - 1 - c) * C + r; });              // three quarters
  }
  std::vector<ButtonPermutation> out;
  for (Map m : maps) {
    ButtonPermutation g(b.cells());
    bool fixes = true;
    for (int r = 0; r < R && fixes; ++r)
      for (int c = 0; c < C; ++c) {
        const int from = r * C + c, to = m(r, c, R, C);
        g[std::size_t(from)] = to;
        if (target.get(std::size_t(from)) != target.get(std::size_t(to))) {
          fixes = false;
          break;
        }
      }
    if (fixes) out.push_back(std::move(g));
  }
  return out;
}

}  // namespace tl
