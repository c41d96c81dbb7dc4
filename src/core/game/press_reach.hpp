// press_reach.hpp: what one button changes, cell by cell: the diagram a
// player sees by hovering a button (or by a long press on a phone), as
// Tatham's Flip draws on every button.
#pragma once

#include <vector>

#include "core/game/machine.hpp"

namespace tl {

// Per cell, what pressing `button` from `pos` adds to it (mod the machine's
// states), 0 where it stays; for machines whose cells are not numbers that
// add (Ghaly's colours), 1 wherever the colour changes. Linear machines
// give the same answer from every position; Ghaly's depends on it. Empty
// for a button that does not exist.
std::vector<int> press_reach(const Machine& m, const Position& pos, int button);

}  // namespace tl
