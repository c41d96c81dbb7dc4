// press_reach.cpp: one press tried on a copy of the position.
#include "core/game/press_reach.hpp"

namespace tl {

std::vector<std::pair<int, int>> press_effect(const Machine& m, const Position& pos, int button) {
  if (button < 0 || button >= m.button_count()) return {};
  Position after = pos;
  m.press(after, button);
  const std::vector<int> before = m.cells(pos), now = m.cells(after);
  const int k = m.states();
  std::vector<std::pair<int, int>> changed;
  for (std::size_t c = 0; c < before.size() && c < now.size(); ++c)
    if (before[c] != now[c]) changed.emplace_back(int(c), ((now[c] - before[c]) % k + k) % k);
  return changed;
}

std::vector<int> press_reach(const Machine& m, const Position& pos, int button) {
  if (button < 0 || button >= m.button_count()) return {};
  const bool adds = m.linear_modulus() >= 2;  // amounts mean something: the presses add mod k
  std::vector<int> out(std::size_t(m.cell_count()), 0);
  for (const auto& [cell, amount] : press_effect(m, pos, button)) out[std::size_t(cell)] = adds ? amount : 1;
  return out;
}

int button_on_cell(const Machine& m, int cell) {
  for (int b = 0; b < m.button_count(); ++b)
    if (m.button_cell(b) == cell) return b;
  return -1;
}

}  // namespace tl
