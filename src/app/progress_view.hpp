// progress_view.hpp: the game to come back to, on screen: the daily puzzle
// and the graded series (a section of the Machine pane), the challenge in
// play with its par and timer (the Play pane and the solved banner), the
// records kept on the device (export and import). The rules are core's
// (core/progress); this file draws them and keeps the timer.
#pragma once

#include <string>
#include <string_view>

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// Update step: today's date, the challenge's end or finish, the timer.
void update_progress(App& app);
// The Machine pane's section (screens/dailies): pick a series, play today's
// (or a past) daily, open a level, see marks and the streak, export and
// import the records.
void progress_section(App& app);
// Whether a daily or a level is in play (the game it opened, not another:
// New, a link, an edit end it).
bool in_challenge(const App& app);
// The Play pane's line about the challenge in play (nothing when none).
void challenge_line(App& app);
// Outside a daily or a level, the tab row ends with "Today's daily": one tap
// from every screen on every layout (the series' section is under Menu).
bool todays_daily_offered(const App& app);
// The solved banner's words and button for a finished challenge: its mark,
// and Next level or Share result; false when the game is no challenge.
bool challenge_finished(const App& app);
std::string challenge_words(const App& app);
void challenge_button(App& app, float width, float height);
// The tab row's Today's daily: today's daily of the series picked.
void open_todays_daily(App& app);
// After the draw: what the section (screens/dailies) and the banner's Next level asked for.
void apply_dailies_messages(App& app);
// Seconds until the timer's shown second changes, or -1 when no timer runs:
// the platform wakes for it (a frame a second, not sixty).
double seconds_to_timer_tick(const App& app);
void progress_state_json(const App& app, JsonWriter& j);
// Opens a daily or a level as the challenge in play (the hook and the
// section's buttons); false with the game's message on an error.
bool open_daily(App& app, const Date& date, int series);
// Opens a daily's link (core/progress/daily_link.hpp) as that day's daily,
// from the URL hash, --load or a shared result; false with the game's
// message on an error.
bool open_daily_link(App& app, std::string_view link);
// The link that opens the challenge in play as itself: a daily's, or ""
// (a level opens from its series, and free play by its puzzle ID).
std::string challenge_link(const App& app);
bool open_level(App& app, int series, int level);
// The records, to storage after this frame (a change made them differ).
void save_records(App& app);

}  // namespace tl::app
