// graph_editor_screen.hpp: "Draw your own graph", a section of the Why tab
// with a canvas of its own on the board, as a module (its model, its
// messages, an update, a view that only reads), for machines whose graph
// may be edited (GraphView::graph_editable):
//   - tap empty space: a vertex there;
//   - drag from a vertex to another: add the edge between them, or remove it;
//   - drag a vertex to empty space: move it;
//   - tap a vertex: pick it (Delete, or the Delete key, removes it).
// While the editor is on, the board's gestures are the editor's: a finger's
// drag is the pointer's (touch_gestures.hpp), so it all works by touch.
//
// Every edit goes through the midend (Midend::edit_graph): a new, undoable
// puzzle ID, exactly what a link to it opens. The model keeps where the
// drawing sits on its canvas, so what an edit did not move stays put.
//
// The shell (app/graph_editor_host.cpp) holds a Screen, draws its section
// and its canvas, applies its messages and carries out its copy; nothing
// here knows the shell's `App`.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/game/machine.hpp"
#include "core/graph/graph.hpp"
#include "core/graph/graph_edit.hpp"

namespace tl {
class JsonWriter;
class Midend;
}  // namespace tl

namespace tl::app::graph_editor {

struct Model {
  bool on = false;        // the board is the editing canvas
  int selected = -1;      // the vertex picked, 0-based, or -1
  float ox = 0, oy = 0;   // the drawing's origin on the canvas, in cells
  MachinePtr placed_for;  // the rules (ox, oy) were decided for (held: never a dangling key)
  std::string paste;      // graph6 typed or pasted, before Open
  // The graph in play, read from its graph6 once per rules (prepare()): the
  // canvas draws its edges, which a layout of tiles (the hexagons, the cube's
  // net) does not draw as lines, and the section counts them.
  MachinePtr graph_for;
  Graph graph;
};

// --- Its messages --------------------------------------------------------------

struct ToggleEditing {};  // Edit the graph on the board / Done editing
struct Edit {             // a vertex added, moved or deleted, an edge added or removed
  GraphEdit edit;
};
struct Pick {  // a tap on a vertex: picked, or no longer (the same vertex again)
  int vertex;
};
struct EditPaste {  // the graph6 field's whole text after an edit
  std::string text;
};
struct OpenPaste {};   // Open graph6: the text pasted, as a new game
struct CopyGraph6 {};  // the graph6 of the board, to the clipboard
using Msg = std::variant<ToggleEditing, Edit, Pick, EditPaste, OpenPaste, CopyGraph6>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update may ask of the shell: text to copy, with the words its
// message says it in (the shell's copy_to_clipboard, inside the tap's step).
struct CopyAsk {
  std::string text, what, done;
};
void update(Model& m, const Msg& msg, Midend& game, std::optional<CopyAsk>& copy);
// Before the frame is drawn: the caches the view reads (the graph in play,
// the drawing's place on the canvas), each made again only when the rules
// in play changed (an edit, Undo, a New, a link).
void prepare(Model& m, const Midend& game);

// --- View ----------------------------------------------------------------------

// Whether the board is the editing canvas (the shell adds: the Why tab is open).
bool editing(const Model& m, const Machine& rules);
// The canvas's side in cells: the drawing's, at least 7 (room to add vertices
// around a small graph).
float canvas_span(const Machine& rules);

// What the canvas drew where, for the hook (tests tap and drag vertices).
struct Canvas {
  Rect rect;                  // the canvas
  float cell = 0;             // one cell's side in pixels
  std::vector<Rect> buttons;  // per vertex, the box a tap on it takes
};
// How the canvas is coloured: the board's theme, and each vertex's fill (its
// light, as the board draws it).
struct Look {
  const Theme& theme;
  std::vector<uint32_t> fills;
};
// The canvas, `size` pixels a side, at ImGui's cursor. Reads the pointer;
// what a gesture meant is sent.
Canvas draw_canvas(const Model& m, const Midend& game, float size, const Look& look, const Ui& ui, Sink<Msg> send);
// The section's body (the shell draws its header).
void draw_section(const Model& m, const Midend& game, const Ui& ui, Sink<Msg> send);
// The hook's "graph_editor": {editing, selected, edges, graph6}.
void state_json(const Model& m, const Midend& game, bool editing, JsonWriter& j);

}  // namespace tl::app::graph_editor
