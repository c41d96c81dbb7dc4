// statistics_host.hpp: the shell's side of the statistics screen
// (screens/stats): the records and the day go in; the records changed and
// saved, and the menu opened, come out. It also counts the games (every
// game, not only challenges) into the records: the statistics are the
// records added up (core/progress/statistics.hpp).
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// Update step: the game in play counted for its board, once a deal (begun
// at its first press, solved, with help), and its clock run by `dt` while
// the page is on screen (core/progress/game_ledger.hpp).
void count_games(App& app, double dt);
// Update step: the statistics made again when the records or the day changed.
void update_statistics(App& app);
// The section, in the menu (and on the desktop under the series).
void statistics_section(App& app);
// The daily's banner's button: the menu opened at the statistics.
void statistics_button(App& app, float width, float height);
// After the draw: what its buttons asked for.
void apply_statistics_messages(App& app);
void statistics_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
