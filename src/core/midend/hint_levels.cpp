// hint_levels.cpp: the three levels of a hint (see hint_levels.hpp).
#include "core/midend/hint_levels.hpp"

#include <algorithm>

#include "core/game/press_reach.hpp"
#include "core/midend/hint_story.hpp"

namespace tl {

LeveledHint leveled_hint(const Machine& m, const Position& pos, const Solution& sol, int level) {
  LeveledHint h;
  if (level <= 0 || !sol.solvable || sol.presses.empty()) return h;
  h.level = std::min(level, 3);
  const int button = sol.presses.front();
  const int times = int(std::count(sol.presses.begin(), sol.presses.end(), button));
  const int cell = m.button_cell(button);
  if (cell >= 0 && m.cell_layout()) {
    // A board that is not a grid has no rows: the first level rings the
    // button's own group, its cell and every cell its press changes.
    for (const auto& [c, amount] : press_effect(m, pos, button)) h.region.push_back(c);
    if (std::find(h.region.begin(), h.region.end(), cell) == h.region.end()) h.region.push_back(cell);
    std::sort(h.region.begin(), h.region.end());
    h.where = "Look at the " + std::to_string(h.region.size()) + " ringed cells: the next press is one of them.";
  } else if (cell >= 0) {
    h.region_row = cell / m.cols();
    for (int c = 0; c < m.cols(); ++c) h.region.push_back(h.region_row * m.cols() + c);
    h.where = "Look at row " + std::to_string(h.region_row + 1) + " of the board: the next press is there.";
  } else {
    h.where = "The next press is one of buttons 1 to " + std::to_string(m.button_count()) + ".";
  }
  if (h.level < 2) return h;
  h.button = button;
  h.times = times;
  h.which = "Press button " + std::to_string(button + 1) + (cell >= 0 ? " (" + cell_words(m, cell) + ")" : "") +
            (times > 1 ? ", " + times_words(times) : "") + ".";
  if (h.level < 3) return h;
  h.why = hint_story(m, pos, sol).plain;
  return h;
}

}  // namespace tl
