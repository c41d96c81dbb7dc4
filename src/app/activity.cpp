// activity.cpp: see activity.hpp.
#include "app/activity.hpp"

#include "core/linear/explain/lightsout_atlas.hpp"

namespace tl::app {

bool wants_frames(const App& app) {
  // Each animation advances only where its controls are drawn: Play on the
  // Play tab, Run on the Why tab (a hidden one would ask for frames forever).
  const bool play = app.playing && app.steps_shown && app.side_tab == 0;
  const bool run = app.elim_playing && app.side_tab == 1;
  const auto* atlas = static_cast<const LightsOutAtlas*>(app.atlas.get());
  const bool atlas_working = app.atlas_running && atlas && !atlas->done();
  return play || run || atlas_working || app.census_requested;
}

}  // namespace tl::app
