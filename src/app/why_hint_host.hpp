// why_hint_host.hpp: the shell's side of "Why this hint?"
// (screens/why_hint): made while the Why tab shows it, its section first in
// the tab, its marks over the board, and the hook's record.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// Before the draw: the story for the position in play while the Why tab
// shows it, forgotten elsewhere.
void prepare_why_hint(App& app);
// The section and its marks (why_view.cpp's list).
void why_hint_section(App& app);
void why_hint_overlay(App& app);
// The hook's "why_hint".
void why_hint_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
