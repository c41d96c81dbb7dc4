// press_reach.hpp: what one button changes, cell by cell, tried on the
// machine itself (no machine is named): the diagram a player sees by
// hovering a button (or by a long press on a phone), as Tatham's Flip draws
// on every button, and the cells a hint's first level frames; and which
// button sits on a cell.
#pragma once

#include <utility>
#include <vector>

#include "core/game/machine.hpp"

namespace tl {

// The cells a press of `button` from `pos` changes, each with how much
// (mod the machine's states), in reading order. Empty for a button that
// does not exist.
std::vector<std::pair<int, int>> press_effect(const Machine& m, const Position& pos, int button);

// The same per cell, 0 where it stays; for machines whose cells are not
// numbers that add (Ghaly's colours), 1 wherever the colour changes. Linear
// machines give the same answer from every position; Ghaly's depends on it.
std::vector<int> press_reach(const Machine& m, const Position& pos, int button);

// The button that sits on `cell`, or -1 (none, or buttons that are not cells).
int button_on_cell(const Machine& m, int cell);

}  // namespace tl
