// census_view.hpp: how hard a board is, on screen. The Why tab's section
// counts every position of a linear board (core's census) in slices, with a
// bar, Pause and Cancel, and draws how many need 0, 1, 2, ... presses as a
// bar chart; the Play pane's difficulty line places the game among them.
#pragma once

#include <string>

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

void why_census_section(App& app);
// "Needs 9 presses; harder than 71% of this board's positions" from the
// census where there is one (boards of up to 2^16 positions are counted at
// once, larger ones once the Why tab has counted them), else from the
// fewest presses alone; empty when the game's start cannot be solved.
std::string difficulty_words(const App& app);
// Update step: the census follows the rules in play; a small board is
// counted at once (under a millisecond), for the difficulty line.
void update_board_census(App& app);
// {running, progress, done, seconds, reachable, hardest, counts} for the hook.
void census_state_json(const App& app, JsonWriter& j);
// Opens a hardest position of the census that is done (an intent's work).
void open_hardest_position(App& app);

}  // namespace tl::app
