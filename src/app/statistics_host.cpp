// statistics_host.cpp: the shell's side of the statistics screen, and the
// games' count (statistics_host.hpp).
#include "app/statistics_host.hpp"

#include <algorithm>

#include "app/action_bar.hpp"
#include "app/panels.hpp"
#include "app/progress_view.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/stats/stats_screen.hpp"
#include "app/tour_host.hpp"
#include "core/progress/series.hpp"

namespace tl::app {

void count_games(App& app, double dt) {
  ProgressView& p = app.progress;
  // The seconds since the last frame belong to the game that was in play
  // then, when it was on screen. No frames come at rest, so one frame's gap
  // is the time since the last press: past a minute it counts a minute (the
  // player walked away); a challenge's timer asks for a frame a second, and
  // a longer gap there (a hidden tab the platform did not report, the
  // machine asleep) counts 3 seconds.
  if (p.visible) p.ledger.tick(dt, in_challenge(app) ? 3.0 : 60.0);
  // Then the game in play: counted once per deal, whatever undo and redo do.
  const Session& s = app.game.session();
  GameSeen seen;
  seen.deal = s.deal();
  seen.rules = s.game_start_puzzle().machine.get();
  seen.moves = s.moves();
  seen.solved = s.solved();
  seen.helped = app.game.help_taken();
  seen.hard = app.game.hard();
  seen.players = !tour_running(app);  // the how-to-play tour's boards are no games of the player's
  if (p.ledger.observe(seen, p.records)) save_records(app);
}

void update_statistics(App& app) {
  const ProgressView& p = app.progress;
  const std::string& series = all_series()[std::size_t(std::clamp(p.series, 0, int(all_series().size()) - 1))].name;
  stats::refresh(app.statistics->model, p.records, p.today, series);
}

namespace {

Sink<stats::Msg> sink(App& app) { return Sink<stats::Msg>(app.statistics->inbox); }

}  // namespace

void statistics_section(App& app) {
  stats::draw_section(app.statistics->model, app.progress.records.size(), app.progress.set_aside.size(), ui_of(app), sink(app));
}

void statistics_button(App& app, float width, float height) { stats::draw_button(width, height, ui_of(app), sink(app)); }

void apply_statistics_messages(App& app) {
  apply_inbox(app, *app.statistics, [&](stats::Model& m, const stats::Msg& msg) {
    ProgressView& p = app.progress;
    const stats::ToShell asked = stats::update(m, msg, {p.records, p.set_aside, p.today}, app.game);
    // The menu, where the statistics are (on the desktop: the side panel, always there).
    if (asked.open_menu && app.screen.layout.kind != LayoutKind::Wide) open_menu(app);
    if (asked.save_records) save_records(app);
  });
}

void statistics_state_json(const App& app, JsonWriter& j) {
  stats::state_json(app.statistics->model, app.progress.set_aside.size(), j);
}

}  // namespace tl::app
