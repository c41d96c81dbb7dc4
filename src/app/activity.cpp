// activity.cpp: see activity.hpp.
#include "app/activity.hpp"

#include "core/linear/explain/lightsout_atlas.hpp"

namespace tl::app {

bool wants_frames(const App& app) {
  // Each animation advances only where its controls are drawn: Play on the
  // Play tab, Run on the Why tab (a hidden one would ask for frames forever).
  const bool play = app.game.playing() && app.game.steps_shown() && app.play.side_tab == 0;
  const bool run = app.linear_why.elim_playing && app.play.side_tab == 1;
  const LightsOutAtlas* atlas = app.atlas.state.get();
  const bool atlas_working = app.atlas.running && atlas && !atlas->done();
  return play || run || atlas_working || app.census.requested;
}

}  // namespace tl::app
