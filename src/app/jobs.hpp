// jobs.hpp: the background work the Why tab shows, and the play screen's
// solves on big boards. The Lights Out atlas and those solves are jobs of
// the engine's (core/engine): asked for in plain data and computed
// wherever the platform runs the engine (its own thread on the desktop), its
// news read back here. The others still run in the app's frames
// (core/base/job.hpp), the platform's time budget reaching them through
// background_work (activity.cpp): a family's atlas, the census of wiring
// assignments, the period chart. A board's census is the engine's. The screen modules draw a
// job's bar and buttons from the run their host hands them, and their
// updates ask for a start, a pause or a cancel, which the hosts carry out
// here; this file also keeps each job in step with the rules in play and its
// settings (update).
#pragma once

#include <vector>

#include "app/app.hpp"
#include "app/widgets/job_ask.hpp"

namespace tl::app {

// The background jobs, one per section that shows one.
enum class JobId : uint8_t { Atlas, FamilyAtlas, BoardCensus, WiringCensus, PeriodChart };

// What a screen's update asked of its job: start it (or resume it where it
// paused), pause it, or drop it and what it computed so far.
void ask_job(App& app, JobId id, JobAsk ask);

// Update step: a job made for other rules or other settings is dropped (the
// board census follows the rules by their ID head, update_board_census), a
// family's atlas is made for the family in play while the Why tab shows, and
// the wiring census's figure for the assignment in play is found once.
void update_jobs(App& app);

// The jobs that want slices now (round robin, JobScheduler); empty at rest.
std::vector<Job*> jobs_to_run(const App& app);

// The period chart's sizes (1..20), and for each the boards followed and the
// work done at most (a size a step of the background work: 30 million
// operations are about 50 ms in the page).
constexpr int kPeriodChartSides = 20;
constexpr long long kPeriodChartSteps = 100000;
constexpr long long kPeriodChartOps = 30'000'000;

// The Lights Out atlas that matches the view's settings, or null (none
// started, or the torus box or the states were just changed).
const AtlasJob* shown_atlas(const App& app);

// Starts `work` as the engine's job held in `job` (its number, 0: none),
// cancelling the job it replaces (asked for a position since left).
void replace_engine_job(App& app, uint32_t& job, engine::Work work);

// The game's solves left to the engine (Midend::take_solve_asks) as its
// jobs: a new ask of a kind cancels the one before it (its position is gone).
void send_solve_asks(App& app);

// Step's start: the engine's news (AppInput::engine_news) read into the jobs
// they are of; news of a job since dropped is ignored.
void take_engine_news(App& app, std::vector<engine::News>& news);

}  // namespace tl::app
