// jobs.cpp: see jobs.hpp.
#include "app/jobs.hpp"

#include "app/screens/atlas/atlas_screen.hpp"

#include "app/census_host.hpp"
#include "app/elimination_host.hpp"
#include "core/game/family_view.hpp"
#include "core/game/wiring_view.hpp"
#include "core/linear/explain/census.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"  // kAtlasMaxSide
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
    case JobId::Atlas: break;  // the engine's: ask_job hands its asks to atlas_ask
    case JobId::FamilyAtlas: f(app.family_atlas.slot); break;
    case JobId::BoardCensus: break;  // the engine's: ask_job hands its asks to board_census_ask
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

// The atlas is the engine's job: asked for in plain data, its news read
// into app.atlas_job (take_engine_news).
void atlas_ask(App& app, JobAsk ask) {
  AtlasJob& a = app.atlas_job;
  std::vector<engine::Ask>& asks = app.pending.engine_asks;
  switch (ask) {
    case JobAsk::Start:
      if (shown_atlas(app)) {
        if (!a.done && !a.running) asks.emplace_back(engine::Resume{a.job});
      } else {
        const atlas::Model& v = app.atlas->model;
        uint32_t job = a.job;
        replace_engine_job(app, job, engine::AtlasWork{.topology = v.topology, .states = v.states, .max_n = kAtlasMaxSide});
        a = AtlasJob{.job = job, .topology = v.topology, .states = v.states};
      }
      a.running = !a.done;
      break;
    case JobAsk::Pause:
      if (a.job && a.running) asks.emplace_back(engine::Pause{a.job});
      a.running = false;
      break;
    case JobAsk::Cancel:
      if (a.job && !a.done) asks.emplace_back(engine::Cancel{a.job});
      a = AtlasJob{};
      break;
    case JobAsk::None: break;
  }
}

// The board's census is the engine's job too: asked for by the ID in play
// (its rules and goal), its news read into app.board_census (take_engine_news).
void board_census_ask(App& app, JobAsk ask) {
  BoardCensusView& v = app.board_census;
  CensusReport& r = v.run;
  std::vector<engine::Ask>& asks = app.pending.engine_asks;
  switch (ask) {
    case JobAsk::Start:
      if (r.started && !r.done) {
        if (!r.running && v.job) asks.emplace_back(engine::Resume{v.job});
        r.running = true;
      } else if (!r.started) {
        v.job = ++app.jobs_asked;
        r = CensusReport{};
        r.started = r.running = true;
        asks.emplace_back(engine::Start{v.job, engine::CensusWork{app.game.current().id(), kCensusPagePositions}});
      }
      break;
    case JobAsk::Pause:
      if (v.job && r.running && !r.done) asks.emplace_back(engine::Pause{v.job});
      r.running = false;
      break;
    case JobAsk::Cancel:
      if (v.job && !r.done) asks.emplace_back(engine::Cancel{v.job});
      v.job = 0;
      r = CensusReport{};
      break;
    case JobAsk::None: break;
  }
}

void start_job(App& app, JobId id) {
  switch (id) {
    case JobId::Atlas: break;  // the engine's: ask_job hands its asks to atlas_ask
    case JobId::FamilyAtlas: {
      FamilyAtlasView& v = app.family_atlas;
      if (v.slot.started()) v.slot.resume();
      else if (!family_name_of(app.game.machine()).empty()) v.slot.start(family_atlas_of(app));
      break;
    }
    case JobId::BoardCensus: break;  // the engine's
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
  // A job of the engine's takes the ask whole (its asks go out as messages);
  // the frames' jobs are started, paused or dropped through their slots.
  if (id == JobId::Atlas) return atlas_ask(app, ask);
  if (id == JobId::BoardCensus) return board_census_ask(app, ask);
  switch (ask) {
    case JobAsk::Start: start_job(app, id); break;
    case JobAsk::Pause: pause_job(app, id); break;
    case JobAsk::Cancel: cancel_job(app, id); break;
    case JobAsk::None: break;
  }
}

const AtlasJob* shown_atlas(const App& app) {
  const AtlasJob& a = app.atlas_job;
  return a.job && a.topology == app.atlas->model.topology && a.states == app.atlas->model.states ? &a : nullptr;
}

void replace_engine_job(App& app, uint32_t& job, engine::Work work) {
  if (job) app.pending.engine_asks.emplace_back(engine::Cancel{job});
  job = ++app.jobs_asked;
  app.pending.engine_asks.emplace_back(engine::Start{job, std::move(work)});
}

void send_solve_asks(App& app) {
  SolveJobs& s = app.solve_jobs;
  for (SolveAsk& ask : app.game.take_solve_asks()) {
    const bool start = ask.what == SolveAsk::For::Start;
    replace_engine_job(app, start ? s.start : s.position, engine::SolveWork{std::move(ask.id), ask.story, ask.summary});
    ask.id.clear();  // sent: the answer is matched by its job and key
    (start ? s.start_ask : s.position_ask) = std::move(ask);
  }
}

// A solve's one news is its answer (or why there is none).
static bool take_solve_news(App& app, engine::News& n) {
  SolveJobs& s = app.solve_jobs;
  const bool start = n.job == s.start;
  if (n.job == 0 || (!start && n.job != s.position)) return false;
  if (!n.done) return true;
  auto* found = std::get_if<engine::SolveFound>(&n.found);
  app.game.take_answer(start ? s.start_ask : s.position_ask, found ? std::move(found->solution) : Solution{},
                       found ? std::move(found->story) : std::string(), found ? found->summary : RulesSummary{}, n.error);
  (start ? s.start : s.position) = 0;
  return true;
}

void take_engine_news(App& app, std::vector<engine::News>& news) {
  for (engine::News& n : news) {
    if (take_solve_news(app, n) || take_explain_news(app, n)) continue;
    if (BoardCensusView& v = app.board_census; n.job != 0 && n.job == v.job) {
      v.run.progress = n.progress;
      v.run.error = n.error;
      if (auto* found = std::get_if<engine::CensusFound>(&n.found)) {
        v.run.census = std::move(found->census);
        v.run.hardest_id = std::move(found->hardest_id);
        v.run.method = std::move(found->method);
      }
      if (n.done) v.run.done = true, v.run.running = false, v.job = 0;
      continue;
    }
    AtlasJob& a = app.atlas_job;
    if (n.job == 0 || n.job != a.job) continue;  // a job since dropped
    if (const auto* found = std::get_if<engine::AtlasFound>(&n.found); found && found->first == int(a.nullities.size()))
      a.nullities.insert(a.nullities.end(), found->nullities.begin(), found->nullities.end());
    a.progress = n.progress;
    a.error = n.error;
    if (n.done) a.done = true, a.running = false;
  }
}

void update_jobs(App& app) {
  // The atlas's settings are the view's (its tick box and field): an atlas
  // of other settings is dropped, and Compute starts the one they ask for.
  if (app.atlas_job.job && !shown_atlas(app)) atlas_ask(app, JobAsk::Cancel);

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
  for (Job* j : {app.family_atlas.slot.to_run(), app.census.slot.to_run(), app.period_chart.slot.to_run()})
    if (j) jobs.push_back(j);
  return jobs;
}

}  // namespace tl::app
