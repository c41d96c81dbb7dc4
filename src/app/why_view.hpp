// why_view.hpp: "Why it works": the algebra and the wiring beside the board.
#pragma once

#include "app/app.hpp"

namespace tl { class JsonWriter; }

namespace tl::app {

// The Why tab of the side panel.
void why_panel(App& app);
// Space the board needs around it for labels while the Why tab is open (em).
float why_board_margin(const App& app);
// Drawn over the board after it (wires, labels). Call while the board's window is current.
void why_board_overlay(App& app);

// The Why views' state for the automation hook: "elimination" {step, steps,
// caption, done, solution} and "atlas" (nullities computed so far).
void why_state_json(App& app, JsonWriter& j);

// Custom rules (why_custom.cpp): edit what each button toggles.
void why_custom_editor(App& app);

// Ghaly's machine (why_ghaly.cpp).
void why_ghaly_panel(App& app);
void why_ghaly_overlay(App& app);

}  // namespace tl::app
