// census_host.hpp: the shell's side of the censuses (screens/censuses): the
// board's census ("How hard is this board?") and a wiring machine's census
// of assignments, each a job of the shell's, drawn by the module from the
// runs handed in; and the Play pane's difficulty line, which places the game
// among the board's positions once they are counted.
#pragma once

#include <string>

#include "app/app.hpp"

namespace tl {
class JsonWriter;
class WiringView;
}  // namespace tl

namespace tl::app {

// The Why tab's section (why_view.cpp's list).
void why_census_section(App& app);
// The wiring census, under a wiring machine's section (wiring_host.cpp).
void why_wiring_census(App& app, const WiringView& wiring);
// After the draw: what their controls asked for.
void apply_census_messages(App& app);
// "Needs 9 presses; harder than 71% of this board's positions" from the
// census where there is one (boards of up to 2^16 positions are counted at
// once, larger ones once the Why tab has counted them), else from the
// fewest presses alone; empty when the game's start cannot be solved.
std::string difficulty_words(const App& app);
// Update step: the census follows the rules in play; a small board is
// counted at once (under a millisecond), for the difficulty line.
void update_board_census(App& app);
// For the hook: "board_census" {running, progress, done, seconds, reachable,
// hardest, counts} and the wiring "census" {progress, running, done, solvable}.
void census_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
