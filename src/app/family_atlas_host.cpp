// family_atlas_host.cpp: the shell's side of the family atlas
// (family_atlas_host.hpp): the run for the family in play goes in, the game
// and the job's start and pause come out.
#include "app/family_atlas_host.hpp"

#include "app/jobs.hpp"
#include "app/panels.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/family_atlas/family_atlas_screen.hpp"
#include "app/theme_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/family_view.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/registry/registry.hpp"

namespace tl::app {

void why_family_atlas(App& app) {
  const Machine& m = app.game.machine();
  const JobSlot<FamilyAtlas>& slot = app.family_atlas.slot;
  const family_atlas::Run run{slot.job.get(), slot.running, family_name_of(m), kind_of(m).page_max_cells};
  family_atlas::draw(run, board_theme(), ui_of(app), Sink<family_atlas::Msg>(app.family_atlas_screen->inbox));
}

void apply_family_atlas_messages(App& app) {
  apply_inbox(app, *app.family_atlas_screen, [&](family_atlas::Model&, const family_atlas::Msg& msg) {
    ask_job(app, JobId::FamilyAtlas, family_atlas::update(msg, app.game));
  });
}

void family_atlas_state_json(const App& app, JsonWriter& j) {
  const FamilyAtlas* atlas = app.family_atlas.slot.job.get();
  if (!atlas) return;
  j.key("family_atlas").begin_object().key("family").value(atlas->family()).key("members").value(atlas->members());
  j.key("running").value(app.family_atlas.slot.active());
  std::vector<int> sizes, nullities;
  for (const FamilyAtlasRow& r : atlas->rows()) {
    sizes.push_back(r.n);
    nullities.push_back(r.nullity);
  }
  j.key("sizes").ints(sizes).key("nullities").ints(nullities).end_object();
}

}  // namespace tl::app
