// jobs.cpp: see jobs.hpp.
#include "app/jobs.hpp"

#include "app/screens/atlas/atlas_screen.hpp"

#include "app/census_host.hpp"
#include "core/game/family_view.hpp"
#include "core/game/wiring_view.hpp"
#include "core/linear/explain/census.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "core/linear/explain/period_chart.hpp"
#include "core/registry/registry.hpp"

namespace tl::app {

namespace {

// The family and its rules (states, self-presses), as its first member's
// head says them: "graph-hexagon1", "graph-cube1-k3".
std::string family_key(const Machine& m) {
  for (int n = 1; n <= 8; ++n)
    if (MachinePtr first = family_member_of(m, n)) return first->head();
  return {};
}

// The family atlas of the rules in play, up to the page's cells a board.
std::shared_ptr<FamilyAtlas> family_atlas_of(const App& app) {
  return std::make_shared<FamilyAtlas>(app.game.current().machine, FamilyAtlasView::kMembers,
                                       kind_of(app.game.machine()).page_max_cells);
}

// Calls `f` with the slot of job `id` (each view's slot holds its own type).
template <class F>
void with_slot(App& app, JobId id, F&& f) {
  switch (id) {
    case JobId::Atlas: f(app.atlas_job.slot); break;
    case JobId::FamilyAtlas: f(app.family_atlas.slot); break;
    case JobId::BoardCensus: f(app.board_census.slot); break;
    case JobId::WiringCensus: f(app.census.slot); break;
    case JobId::PeriodChart: f(app.period_chart.slot); break;
  }
}

// The square family in play (press, topology, states), as its 1 x 1 board's
// ID head says it; empty where the rules have no square boards.
std::string square_family_key(const Machine& m) {
  if (!in_square_atlas(m)) return {};
  const MachinePtr one = square_board_of(m, 1, m.topology(), m.states());
  return one ? one->head() : std::string();
}

}  // namespace

namespace {

void start_job(App& app, JobId id) {
  switch (id) {
    case JobId::Atlas: {
      const atlas::Model& v = app.atlas->model;
      if (!shown_atlas(app)) app.atlas_job.slot.start(std::make_shared<LightsOutAtlas>(kAtlasMaxSide, v.topology, v.states));
      else app.atlas_job.slot.resume();
      break;
    }
    case JobId::FamilyAtlas: {
      FamilyAtlasView& v = app.family_atlas;
      if (v.slot.started()) v.slot.resume();
      else if (!family_name_of(app.game.machine()).empty()) v.slot.start(family_atlas_of(app));
      break;
    }
    case JobId::BoardCensus: {
      BoardCensusView& v = app.board_census;
      if (v.slot.started()) {
        v.slot.resume();
        break;
      }
      Result<std::shared_ptr<CensusRun>> run = CensusRun::start(app.game.current(), kCensusPagePositions);
      if (run) v.slot.start(*run);
      else v.error = run.error().message;
      break;
    }
    case JobId::PeriodChart: {
      PeriodChartView& v = app.period_chart;
      if (v.slot.started()) v.slot.resume();
      else if (!v.key.empty())
        v.slot.start(
            std::make_shared<PeriodChart>(app.game.current().machine, kPeriodChartSides, kPeriodChartSteps, kPeriodChartOps));
      break;
    }
    case JobId::WiringCensus: {
      CensusView& v = app.census;
      if (v.slot.started()) v.slot.resume();
      else if (const WiringView* w = app.game.machine().wiring())
        if (std::shared_ptr<WiringCensusRun> run = w->start_census()) v.slot.start(std::move(run));
      break;
    }
  }
}

void pause_job(App& app, JobId id) {
  with_slot(app, id, [](auto& slot) { slot.pause(); });
}

void cancel_job(App& app, JobId id) {
  with_slot(app, id, [](auto& slot) { slot.cancel(); });
}

}  // namespace

void ask_job(App& app, JobId id, JobAsk ask) {
  switch (ask) {
    case JobAsk::Start: start_job(app, id); break;
    case JobAsk::Pause: pause_job(app, id); break;
    case JobAsk::Cancel: cancel_job(app, id); break;
    case JobAsk::None: break;
  }
}

const LightsOutAtlas* shown_atlas(const App& app) {
  const LightsOutAtlas* a = app.atlas_job.slot.job.get();
  return a && a->topology() == app.atlas->model.topology && a->states() == app.atlas->model.states ? a : nullptr;
}

void update_jobs(App& app) {
  // The atlas's settings are the view's (its tick box and field): an atlas
  // of other settings is dropped, and Compute starts the one they ask for.
  if (app.atlas_job.slot.started() && !shown_atlas(app)) app.atlas_job.slot.cancel();

  // A family's atlas, for the family and rules in play: read again only when
  // the rules change, so a New (the same family) keeps what was computed.
  FamilyAtlasView& fam = app.family_atlas;
  const MachinePtr& rules = app.game.current().machine;
  if (app.screen.pane == Pane::Why && fam.keyed_for != rules && !family_name_of(app.game.machine()).empty()) {
    fam.keyed_for = rules;
    if (const std::string key = family_key(app.game.machine()); key != fam.key) {
      fam.key = key;
      fam.slot.cancel();
      // Made at once (not running), so its section can say how many boards it holds.
      fam.slot.job = family_atlas_of(app);
    }
  }

  update_board_census(app);

  // The period chart: of the square family in play; another family drops it.
  if (const std::string key = square_family_key(app.game.machine()); key != app.period_chart.key) {
    app.period_chart.key = key;
    app.period_chart.slot.cancel();
  }

  // The census of wiring assignments is of every assignment of the size;
  // the one in play is placed among them once per machine, after it is done.
  CensusView& census = app.census;
  if (census.slot.finished() && census.fewest_for != rules)
    if (const WiringView* w = app.game.machine().wiring()) {
      census.fewest_for = rules;
      census.fewest_here = w->fewest_from_none();
    }
}

std::vector<Job*> jobs_to_run(const App& app) {
  std::vector<Job*> jobs;
  for (Job* j : {app.atlas_job.slot.to_run(), app.family_atlas.slot.to_run(), app.board_census.slot.to_run(),
                 app.census.slot.to_run(), app.period_chart.slot.to_run()})
    if (j) jobs.push_back(j);
  return jobs;
}

}  // namespace tl::app
