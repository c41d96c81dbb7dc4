// invariant_view.hpp: an unsolvable position shown as cells on the board.
//
// The midend lists the rules' invariants the position breaks (cells whose
// parity or sum no press changes, and the goal needs changed); the board
// outlines one of them at a time, and the words under the status say what
// the outline means, with "Next invariant" when there are several. One
// outline on every screen: the Play tab, the Why tab, the page and the desktop.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
struct BrokenInvariant;
}  // namespace tl

namespace tl::app {

// The invariant outlined now: null when the position is solvable (or none
// of the rules' invariants found shows why).
const BrokenInvariant* shown_invariant(const App& app);
// "Invariant 1 of 2: These 12 outlined cells ..." and Next invariant.
// False (nothing drawn) when no invariant is outlined.
bool invariant_lines(App& app);
// The hook's "invariant": {shown, count, cells (1-based), weights, modulus,
// now, goal, words}, or null.
void invariant_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
