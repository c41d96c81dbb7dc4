// why_view.cpp: the Why tab: dispatch to the linear or the Ghaly explanation.
#include "app/why_view.hpp"

#include "core/ghaly/ghaly_machine.hpp"
#include "imgui.h"

namespace tl::app {

void why_linear_panel(App& app);
void why_linear_overlay(App& app);

static bool is_ghaly(const App& app) {
  return dynamic_cast<const GhalyMachine*>(app.session.current().machine.get()) != nullptr;
}

void why_panel(App& app) {
  if (is_ghaly(app)) why_ghaly_panel(app);
  else why_linear_panel(app);
}

float why_board_margin(const App& app) {
  return app.side_tab == 1 && is_ghaly(app) ? 5.5f : 0.0f;  // room for the edge codes
}

void why_board_overlay(App& app) {
  if (app.side_tab != 1) return;
  if (is_ghaly(app)) why_ghaly_overlay(app);
  else why_linear_overlay(app);
}

}  // namespace tl::app
