// graph_editor_host.cpp: the shell's side of "Draw your own graph"
// (graph_editor_host.hpp): the game, the theme and each vertex's colour go
// in; the canvas's rectangles and a copy to make come out.
#include "app/graph_editor_host.hpp"

#include <optional>
#include <vector>

#include "app/boards/board_draw.hpp"
#include "app/screens/graph_editor/graph_editor_screen.hpp"
#include "app/theme_view.hpp"
#include "imgui.h"

namespace tl::app {

bool graph_editing(const App& app) {
  return app.screen.pane == Pane::Why && graph_editor::editing(app.graph_editor->model, app.game.machine());
}

float graph_editor_span(const App& app) { return graph_editor::canvas_span(app.game.machine()); }

void prepare_graph_editor(App& app) {
  if (app.screen.pane == Pane::Why) graph_editor::prepare(app.graph_editor->model, app.game);
}

void graph_editor_board(App& app, float size) {
  const Machine& m = app.game.machine();
  std::vector<uint32_t> fills;
  for (int value : m.cells(app.game.current().position))
    fills.push_back(cell_colour(value, false, app.settings.colour_blind, m.states()));
  graph_editor::Canvas drawn =
      graph_editor::draw_canvas(app.graph_editor->model, app.game, size, {board_theme(), std::move(fills)}, ui_of(app),
                                Sink<graph_editor::Msg>(app.graph_editor->inbox));
  app.board.button_rects = std::move(drawn.buttons);
  app.board.rect = drawn.rect;
  app.board.cell = drawn.cell;
}

void why_graph_editor(App& app) {
  if (!ImGui::CollapsingHeader("Draw your own graph", ImGuiTreeNodeFlags_DefaultOpen)) return;
  record_control(app, "Draw your own graph");
  graph_editor::draw_section(app.graph_editor->model, app.game, ui_of(app), Sink<graph_editor::Msg>(app.graph_editor->inbox));
}

void apply_graph_editor_messages(App& app) {
  std::vector<graph_editor::Msg> inbox;
  inbox.swap(app.graph_editor->inbox);
  if (inbox.empty()) return;
  std::optional<graph_editor::CopyAsk> copy;
  for (const graph_editor::Msg& msg : inbox) graph_editor::update(app.graph_editor->model, msg, app.game, copy);
  if (copy) copy_to_clipboard(app, std::move(copy->text), {.what = std::move(copy->what), .done = std::move(copy->done)});
  app.frame_state.applied_intents = true;  // draw once more, with the change
}

void graph_editor_state_json(const App& app, JsonWriter& j) {
  graph_editor::state_json(app.graph_editor->model, app.game, graph_editing(app), j);
}

}  // namespace tl::app
