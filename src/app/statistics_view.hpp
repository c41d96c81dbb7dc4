// statistics_view.hpp: the statistics screen, a section of the menu (and
// the daily's banner's Statistics button): dailies opened and solved, the
// streak, the presses over par as bars with today's lit, the series'
// levels, the boards played, and a reset that asks first. It also counts
// the games (every game, not only challenges) into the records: the
// statistics are the records added up (core/progress/statistics.hpp).
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
// What its buttons asked for, after the draw (frame() picks the overload by the intent's type).
void on_intent(App& app, const intent::ShowStatistics& show);
void on_intent(App& app, const intent::StatisticsShown& shown);
void on_intent(App& app, const intent::AskReset& ask);
void on_intent(App& app, const intent::ReadSetAside& read);
void on_intent(App& app, const intent::ResetRecords& reset);
void statistics_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
