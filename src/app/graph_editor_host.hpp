// graph_editor_host.hpp: the shell's side of "Draw your own graph"
// (screens/graph_editor): its section in the Why tab, its canvas on the
// board while it edits, the messages they sent, and the hook's record.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// Whether the board is the editing canvas (the Why tab open, the editor on,
// a graph in play), and the canvas's side in cells.
bool graph_editing(const App& app);
float graph_editor_span(const App& app);
// Before the draw, while the Why tab is open: the caches its view reads.
void prepare_graph_editor(App& app);
// The canvas, `size` pixels a side, where the board goes; records where its
// vertices are as the board's buttons.
void graph_editor_board(App& app, float size);
// The section, in the Why tab (why_view.cpp's list).
void why_graph_editor(App& app);
// After the draw: what its gestures and controls asked for (a copy inside
// the same step as its tap).
void apply_graph_editor_messages(App& app);
// The hook's "graph_editor".
void graph_editor_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
