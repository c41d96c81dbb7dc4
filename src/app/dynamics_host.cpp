// dynamics_host.cpp: the shell's side of "Solving again and again"
// (dynamics_host.hpp): the game, the chart's run and the shell's small board
// go in; the game and the job's start and pause come out.
#include "app/dynamics_host.hpp"

#include "app/jobs.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/dynamics/dynamics_screen.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "core/linear/explain/period_chart.hpp"

namespace tl::app {

void why_dynamics_panel(App& app) {
  const JobSlot<PeriodChart>& slot = app.period_chart.slot;
  const dynamics::ChartRun run{slot.job.get(), slot.running, !app.period_chart.key.empty(), kPeriodChartSides};
  const Machine& m = app.game.machine();
  const dynamics::SmallBoard small_board = [&m](const std::vector<uint8_t>& values, float size) {
    value_board(m, values, m.linear_modulus(), size);
  };
  dynamics::draw(app.dynamics->model, app.game, run, board_theme(), small_board, ui_of(app),
                 Sink<dynamics::Msg>(app.dynamics->inbox));
}

void apply_dynamics_messages(App& app) {
  apply_inbox(app, *app.dynamics, [&](dynamics::Model& m, const dynamics::Msg& msg) {
    ask_job(app, JobId::PeriodChart, dynamics::update(m, msg, app.game, app.period_chart.slot.job.get()));
  });
}

void dynamics_state_json(const App& app, JsonWriter& j) {
  dynamics::state_json(app.dynamics->model, app.game, j);
  dynamics::chart_state_json(app.period_chart.slot.job.get(), app.period_chart.key, app.period_chart.slot.active(), j);
}

}  // namespace tl::app
