// hint_levels.hpp: a hint in three levels, each one click further and each
// adding one thing to the one before:
//   1. where to look: the board row that holds the next press (its cells);
//   2. which button: the lowest-numbered button of a fewest-press solution
//      (and how often, with k states), what the hint always rang;
//   3. why that button, in a player's words: the first paragraph of "Why
//      this hint?" (hint_story.hpp), whose algebra the Why tab adds.
#pragma once

#include <string>
#include <vector>

#include "core/game/machine.hpp"

namespace tl {

struct LeveledHint {
  int level = 0;                  // 0: none; 1 where, 2 which, 3 why
  std::vector<int> region;        // level >= 1: the cells to look at (0-based, reading order)
  int region_row = -1;            // the board row they form (0-based), -1 when the button has no cell
  int button = -1;                // level >= 2: 0-based
  int times = 0;                  // level >= 2: presses of it in the solution (k states: up to k-1)
  std::string where, which, why;  // the words of each level shown (empty above the level)
};

// The hint at `level` (1..3) for `pos`, from `solution` (a fewest-press
// solution of pos, presses ascending). Level 0, or no solution: level 0.
LeveledHint leveled_hint(const Machine& m, const Position& pos, const Solution& solution, int level);

}  // namespace tl
