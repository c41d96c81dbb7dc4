// screen_inbox.hpp: a screen module's messages applied by its host after the
// draw (the Elm architecture's update loop, for the modules whose update
// needs nothing but its model and what the host passes it).
#pragma once

#include <utility>
#include <vector>

#include "app/app.hpp"

namespace tl::app {

// Takes what the screen's draw sent into its inbox and applies each message,
// in order, as `update(model, msg)`; a frame that applied any is drawn once
// more, with the change.
template <class Screen, class Update>
void apply_inbox(App& app, Screen& screen, Update update) {
  auto inbox = std::move(screen.inbox);
  screen.inbox.clear();
  if (inbox.empty()) return;
  for (const auto& msg : inbox) update(screen.model, msg);
  app.frame_state.applied_intents = true;
}

}  // namespace tl::app
