// wiring_host.hpp: the shell's side of a wiring machine's screens
// (screens/wiring): what is on screen goes in before the draw, its views are
// drawn where the shell's tabs put them, its messages are applied after.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// Update step: what the views read, made once per change while the Why tab
// shows a wiring machine or its wires are shown in play.
void update_wiring(App& app);
// The Why tab's section (the wires' tick boxes, pi_W, the codes, the census)
// and its drawing over the board (why_view.cpp's list).
void why_wiring_panel(App& app);
void why_wiring_overlay(App& app);
// "Show the wires" in the Play tab of a wiring machine: the tick box and what
// the press looked at does, and its wires over the board.
void wires_in_play_controls(App& app);
void wires_in_play_overlay(App& app);
// After the draw: what its controls asked for.
void apply_wiring_messages(App& app);
// The hook's "wires_in_play".
void wires_in_play_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
