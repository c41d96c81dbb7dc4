// press_reach.cpp: one press tried on a copy of the position.
#include "core/game/press_reach.hpp"

namespace tl {

std::vector<int> press_reach(const Machine& m, const Position& pos, int button) {
  if (button < 0 || button >= m.button_count()) return {};
  Position after = pos;
  m.press(after, button);
  const std::vector<int> before = m.cells(pos), now = m.cells(after);
  const int k = m.linear_modulus();
  std::vector<int> out(before.size(), 0);
  for (std::size_t i = 0; i < before.size() && i < now.size(); ++i) {
    if (now[i] == before[i]) continue;
    out[i] = k >= 2 ? ((now[i] - before[i]) % k + k) % k : 1;
  }
  return out;
}

}  // namespace tl
