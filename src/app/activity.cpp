// activity.cpp: see activity.hpp.
#include "app/activity.hpp"

#include "app/elimination_host.hpp"
#include "app/feel.hpp"
#include "app/jobs.hpp"

namespace tl::app {

bool wants_frames(const App& app) {
  // Each animation advances only where its controls are drawn: Play on the
  // Play tab, Run on the Why tab (a hidden one would ask for frames forever).
  // Background work runs wherever the player is (background_work).
  const bool play = app.game.playing() && app.game.steps_shown() && app.screen.pane == Pane::Play;
  const bool run = elimination_running(app);
  // Touch and the feel: a tap's release frame, a glide, a tap waiting for a
  // double tap, a flash or a pulse still fading.
  const bool work = app.work_steps_left != 0 && !jobs_to_run(app).empty();
  return play || run || work || app.screen.gestures.busy || feel_animating(app);
}

void background_work(App& app, std::chrono::steady_clock::duration budget) {
  // A slice is the unit: one N of the atlas (the worst, the 256 x 256 torus,
  // takes a few ms), one 24th of the wiring census, about a millisecond of a
  // board's census, one member of a family. ImGui's clock does not move
  // within a frame, so it cannot time one: the scheduler reads the wall clock.
  app.frame_state.scheduler.run(jobs_to_run(app), budget, &app.work_steps_left);
}

}  // namespace tl::app
