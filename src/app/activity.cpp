// activity.cpp: see activity.hpp.
#include "app/activity.hpp"

#include "app/census_view.hpp"
#include "app/feel.hpp"
#include "app/why_view.hpp"
#include "core/ghaly/ghaly_census.hpp"
#include "core/linear/explain/census.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"

namespace tl::app {

namespace {

LightsOutAtlas* running_atlas(const App& app) {
  LightsOutAtlas* atlas = app.atlas.state.get();
  return app.atlas.running && atlas && !atlas->done() ? atlas : nullptr;
}

ghaly::CensusRun* running_census(const App& app) {
  ghaly::CensusRun* run = app.census.run.get();
  return app.census.running && run && !run->done() ? run : nullptr;
}

}  // namespace

bool wants_frames(const App& app) {
  // Each animation advances only where its controls are drawn: Play on the
  // Play tab, Run on the Why tab (a hidden one would ask for frames forever).
  // Background work runs wherever the player is (background_work).
  const bool play = app.game.playing() && app.game.steps_shown() && app.screen.pane == Pane::Play;
  const bool run = app.linear_why.elim_playing && app.screen.pane == Pane::Why;
  // Touch and the feel: a tap's release frame, a glide, a tap waiting for a
  // double tap, a flash or a pulse still fading.
  const bool work = app.work_steps_left != 0 &&
                    (running_atlas(app) || running_census(app) || running_board_census(app) || running_family_atlas(app));
  return play || run || work || app.screen.gestures.busy || feel_animating(app);
}

void background_work(App& app, std::chrono::steady_clock::duration budget) {
  // A step is the unit: one N of the atlas (the worst, the 256 x 256 torus,
  // takes a few ms), one 24th of the census. Checked after each, so a frame
  // overruns the budget by at most one step. ImGui's clock does not move
  // within a frame, so it cannot time one.
  const auto end = std::chrono::steady_clock::now() + budget;
  while (app.work_steps_left != 0 && std::chrono::steady_clock::now() < end) {
    if (LightsOutAtlas* atlas = running_atlas(app)) atlas->step();
    else if (ghaly::CensusRun* census = running_census(app)) census->step();
    else if (CensusRun* board = running_board_census(app)) board->step(uint64_t(1) << 18);  // about a millisecond
    else if (FamilyAtlas* family = running_family_atlas(app)) family->step();               // a member: at most a few ms
    else break;
    if (app.work_steps_left > 0) --app.work_steps_left;
  }
}

}  // namespace tl::app
