// census_host.cpp: the shell's side of the censuses (census_host.hpp): the
// runs go in, the game and the jobs' start, pause and cancel come out; the
// board's run is also counted at once for a small board, for the
// difficulty line.
#include "app/census_host.hpp"

#include "app/jobs.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/censuses/censuses_screen.hpp"
#include "app/theme_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/wiring_view.hpp"
#include "core/linear/explain/census.hpp"

namespace tl::app {

namespace {

// Boards this small are counted the moment a game needs its difficulty
// (under a millisecond); larger ones wait for the Why tab's request.
constexpr uint64_t kCensusAtOnce = uint64_t(1) << 16;

const Census* done_census(const App& app) {
  const CensusReport& r = app.board_census.run;
  return r.counted() ? &r.census : nullptr;
}

Sink<censuses::Msg> sink(App& app) { return Sink<censuses::Msg>(app.census_screen->inbox); }

}  // namespace

namespace {

void board_census_json(const BoardCensusView& v, JsonWriter& j) {
  const CensusReport& run = v.run;
  if (!run.started) return;
  j.key("board_census");
  const bool done = run.counted();
  j.begin_object().key("head").value(v.head).key("running").value(run.running && !run.done).key("progress").value(run.progress);
  j.key("done").value(done).key("seconds").value(run.census.seconds);
  if (!run.error.empty()) j.key("error").value(run.error);
  if (done) {
    const Census& c = run.census;
    j.key("reachable").value(int64_t(c.reachable)).key("hardest").value(c.hardest).key("counts").begin_array();
    for (uint64_t n : c.counts) j.value(int64_t(n));
    j.end_array();
  }
  j.end_object();
}

void wiring_census_json(const App& app, JsonWriter& j) {
  const WiringCensusRun* run = app.census.slot.job.get();
  if (!run) return;
  j.key("census").begin_object().key("progress").value(run->progress()).key("running").value(app.census.slot.active());
  j.key("done").value(run->done()).key("solvable").value(run->result().solvable);
  if (app.census.fewest_for == app.game.current().machine) j.key("this_assignment").value(app.census.fewest_here);
  j.end_object();
}

}  // namespace

void census_state_json(const App& app, JsonWriter& j) {
  board_census_json(app.board_census, j);
  wiring_census_json(app, j);
}

void update_board_census(App& app) {
  // The view's census follows the rules in play: other rules, another census.
  BoardCensusView& v = app.board_census;
  if (const std::string head = app.game.machine().head(); v.head != head) {
    if (v.job && !v.run.done) app.pending.engine_asks.emplace_back(engine::Cancel{v.job});
    v = BoardCensusView{head, 0, {}, "", false};
  }
  // Small boards are counted at once, for the difficulty line. Not those
  // whose solves are the engine's: finding their size factors the rules.
  if (!v.run.started && !v.tried_at_once && app.game.machine().linear_modulus() >= 2 && !app.game.offloaded()) {
    v.tried_at_once = true;
    Result<std::shared_ptr<CensusRun>> run = CensusRun::start(app.game.current(), kCensusAtOnce);
    if (run) {
      while (!(*run)->step(uint64_t(1) << 20)) {}
      v.run = (*run)->report();
    }
  }
}

std::string difficulty_words(const App& app) {
  const Solution& start = app.game.start_solution();
  if (!start.solvable) return {};
  const int n = int(start.count());
  std::string words = "This game needs " + std::to_string(n) + " press" + (n == 1 ? "" : "es");
  if (!start.minimal) return words + " (a solution of that many is known; fewer may exist).";
  if (const Census* c = done_census(app)) {
    return words + "; harder than " + std::to_string(percent_easier(*c, n)) + "% of this board's positions (the hardest need " +
           std::to_string(c->hardest) + ").";
  }
  return words + ", the fewest possible.";
}

void why_census_section(App& app) {
  const BoardCensusView& v = app.board_census;  // for the rules in play (update_board_census)
  censuses::draw_board(v.run, v.error, app.game, board_theme(), ui_of(app), sink(app));
}

void why_wiring_census(App& app, const WiringView& wiring) {
  const CensusView& v = app.census;
  const int here = v.fewest_for == app.game.current().machine ? v.fewest_here : -2;
  censuses::draw_wiring({v.slot.job.get(), v.slot.running}, wiring, here, ui_of(app), sink(app));
}

void apply_census_messages(App& app) {
  apply_inbox(app, *app.census_screen, [&](censuses::Model&, const censuses::Msg& msg) {
    const censuses::ToShell asked = censuses::update(msg, app.game, app.board_census.run);
    ask_job(app, asked.which == censuses::Which::Board ? JobId::BoardCensus : JobId::WiringCensus, asked.job);
  });
}

}  // namespace tl::app
