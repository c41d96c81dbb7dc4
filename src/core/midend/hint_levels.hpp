// hint_levels.hpp: a hint in three levels, each one click further and each
// adding one thing to the one before:
//   1. where to look: the board row that holds the next press (its cells);
//   2. which button: the lowest-numbered button of a fewest-press solution
//      (and how often, with k states), what the hint always rang;
//   3. why that button:
//      - plus boards (Lights Out's press shape, not wrapped), below the top
//        row: the chasing argument. The hint is the solution's first press,
//        so nothing above or left of it is pressed; the light above it is
//        wrong, and of the solution's presses only this one reaches it;
//      - A invertible: s = A^-1 b. Column c of A^-1 is how often to press
//        each button to change cell c alone (by 1), so the button's count is
//        the sum, over the cells that differ from the goal, of its entries in
//        their columns (Arnold and Blaszak's s = A^-1 b, mod k);
//      - otherwise: the row of the reduced form [A | b] whose pivot is the
//        button (or that it is a free button), with the values the
//        fewest-press solution gives the other buttons of that row.
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
