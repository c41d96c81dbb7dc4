// atlas_host.cpp: the shell's side of "Lights Out atlas" (atlas_host.hpp):
// the run for the section's settings goes in (jobs.cpp keeps it), the game
// and the job's start and pause come out.
#include "app/atlas_host.hpp"

#include "app/jobs.hpp"
#include "app/panels.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/atlas/atlas_screen.hpp"
#include "app/theme_view.hpp"
#include "core/base/json_writer.hpp"

namespace tl::app {

void why_atlas_panel(App& app) {
  atlas::Run run;
  if (const AtlasJob* a = shown_atlas(app))
    run = {.started = true,
           .running = a->running,
           .done = a->done,
           .progress = a->progress,
           .nullities = a->nullities,
           .error = a->error};
  atlas::draw(app.atlas->model, run, board_theme(), ui_of(app), Sink<atlas::Msg>(app.atlas->inbox));
}

void apply_atlas_messages(App& app) {
  apply_inbox(app, *app.atlas,
              [&](atlas::Model& m, const atlas::Msg& msg) { ask_job(app, JobId::Atlas, atlas::update(m, msg, app.game)); });
}

void atlas_state_json(const App& app, JsonWriter& j) {
  const AtlasJob& atlas = app.atlas_job;
  if (!atlas.job) return;
  j.key("atlas").begin_object().key("topology").value(topology_name(atlas.topology)).key("states").value(atlas.states);
  j.key("nullities").ints(atlas.nullities);
  if (!atlas.error.empty()) j.key("error").value(atlas.error);
  j.end_object();
}

}  // namespace tl::app
