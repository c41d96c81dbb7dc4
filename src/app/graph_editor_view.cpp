// graph_editor_view.cpp: drawing your own graph, on the board itself (the
// Why tab's graph editor, for machines whose graph may be edited):
//   - tap empty space: a vertex there;
//   - drag from a vertex to another: add the edge between them, or remove it;
//   - drag a vertex to empty space: move it;
//   - tap a vertex: pick it (Delete, or the Delete key, removes it).
// While the editor is on, the board's gestures are the editor's: a finger's
// drag is the pointer's (touch_gestures.hpp), so it all works by touch.
//
// Every edit goes through the midend (Midend::edit_graph): a new, undoable
// puzzle ID, exactly what a link to it opens. The view only keeps where the
// drawing sits on its canvas, so what an edit did not move stays put.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/board_palette.hpp"
#include "app/board_view.hpp"
#include "app/panels.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/graph_view.hpp"
#include "core/graph/graph6.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

// The canvas is at least this many cells a side: room to add vertices
// around a small graph (one vertex alone would fill the board otherwise).
constexpr float kLeastSpan = 7.0f;
// A press that wanders less than this (px) is a tap, not a drag.
constexpr float kDragSlop = 8.0f;

// The theme's (3:1 or more on the board's back in each): the canvas's frame
// in the hover's blue, an edge to add in the hint's green, one to remove in
// the invariant's red.
ImU32 canvas_frame() { return with_alpha(board_theme().hover, 160); }
ImU32 add_edge() { return board_theme().hint; }
ImU32 remove_edge() { return board_theme().invariant; }

float canvas_span(const CellLayout& L) { return std::max({L.width, L.height, kLeastSpan}); }

// The drawing's place on the canvas: kept across the editor's own edits (an
// edit says how far it shifted the drawing), centred again when the rules
// changed otherwise (Undo, a New, a link) or the drawing no longer fits.
void place_drawing(GraphEditView& v, const CellLayout& L, const MachinePtr& rules) {
  const float span = canvas_span(L), slack = 1e-3f;
  const bool fits = v.ox >= -slack && v.oy >= -slack && v.ox + L.width <= span + slack && v.oy + L.height <= span + slack;
  if (v.placed_for != rules || !fits) {
    v.ox = (span - L.width) * 0.5f;
    v.oy = (span - L.height) * 0.5f;
    if (v.placed_for != rules) v.selected = -1;
  }
  v.placed_for = rules;
}

// The graph in play, its graph6 read once per rules (an empty graph on
// boards that are no graph: a 16384 x 16384 grid must not get one).
const Graph& graph_in_play(App& app) {
  GraphEditView& v = app.graph_edit;
  const MachinePtr& rules = app.game.session().current().machine;
  if (v.graph_for != rules) {
    auto g = graph_editable(*rules) ? parse_graph6(graph6_of(*rules), rules->cell_count()) : Result<Graph>(Graph{});
    v.graph = g ? std::move(*g) : Graph{};  // a graph machine's own graph6 always reads
    v.graph_for = rules;
  }
  return v.graph;
}

void edit(App& app, const GraphEdit& e) {
  GraphEditView& v = app.graph_edit;
  const auto done = app.game.edit_graph(e);  // the message says what changed, or why not
  if (!done) return;
  v.ox -= done->dx;
  v.oy -= done->dy;
  v.placed_for = app.game.session().current().machine;
  // The pick follows its vertex through a renumbering.
  const auto at = std::find(done->from.begin(), done->from.end(), v.selected);
  v.selected = v.selected >= 0 && at != done->from.end() ? int(at - done->from.begin()) : -1;
}

}  // namespace

bool graph_editing(const App& app) {
  return app.graph_edit.on && app.screen.pane == Pane::Why && graph_editable(app.game.machine());
}

float graph_editor_span(const App& app) {
  const CellLayout* L = app.game.machine().cell_layout();
  return L ? canvas_span(*L) : kLeastSpan;
}

void graph_editor_board(App& app, float size, const CellLayout& L) {
  GraphEditView& v = app.graph_edit;
  const Machine& m = app.game.machine();
  place_drawing(v, L, app.game.session().current().machine);
  const float span = canvas_span(L), unit = size / span, em = ImGui::GetFontSize();
  const ImVec2 view = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##graph_editor", ImVec2(size, size), ImGuiButtonFlags_MouseButtonLeft);
  const ImGuiIO& io = ImGui::GetIO();
  const int n = int(L.x.size());
  auto centre = [&](int i) {
    return ImVec2(view.x + (L.x[std::size_t(i)] + v.ox) * unit, view.y + (L.y[std::size_t(i)] + v.oy) * unit);
  };
  auto vertex_at = [&](ImVec2 p) { return nearest_centre(n, centre, p, unit); };
  // A point as the drawing's cells, kept on the canvas half a cell in.
  auto place_at = [&](ImVec2 p) {
    const float cx = std::clamp((p.x - view.x) / unit, 0.5f, span - 0.5f);
    const float cy = std::clamp((p.y - view.y) / unit, 0.5f, span - 0.5f);
    return ImVec2(cx - v.ox, cy - v.oy);
  };

  // The gesture: where it started, whether it is a drag yet, where it is now.
  const bool active = ImGui::IsItemActive(), released = ImGui::IsItemDeactivated();
  const ImVec2 press = io.MouseClickedPos[0], now = io.MousePos;
  const int from = active || released ? vertex_at(press) : -1;
  const bool dragged = std::hypot(now.x - press.x, now.y - press.y) > kDragSlop;
  const int onto = dragged ? vertex_at(now) : -1;
  const int hovered = !active && ImGui::IsItemHovered() ? vertex_at(now) : -1;
  const Graph& graph = graph_in_play(app);

  // Where each vertex is, for the hook (tests tap and drag them).
  app.board.button_rects.assign(std::size_t(m.button_count()), Rect{});
  for (int b = 0; b < m.button_count() && b < n; ++b) {
    const ImVec2 c = centre(b);
    app.board.button_rects[std::size_t(b)] = Rect{c.x - unit * 0.5f, c.y - unit * 0.5f, unit, unit};
  }
  app.board.rect = Rect{view.x, view.y, size, size};
  app.board.cell = unit;
  app.control_rects.push_back({"Editing canvas", app.board.rect, true});

  // The canvas, framed in the editor's colour so the mode shows.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(view, ImVec2(view.x + size, view.y + size), board_back(), 6.0f);
  dl->AddRect(view, ImVec2(view.x + size, view.y + size), canvas_frame(), 6.0f, 0, 2.0f);
  const float line = std::max(1.0f, unit * 0.06f);
  for (int a = 0; a < graph.n && a < n; ++a)
    for (int b : graph.adjacent[std::size_t(a)])
      if (a < b && b < n) dl->AddLine(centre(a), centre(b), edge_colour(), line);
  // The drag's preview: the edge it adds (green) or removes (red), or the
  // vertex's new place.
  if (active && from >= 0 && dragged) {
    if (onto >= 0 && onto != from) {
      const bool joined = from < graph.n && onto < graph.n && graph.has_edge(from, onto);
      dl->AddLine(centre(from), centre(onto), joined ? remove_edge() : add_edge(), line * 2.5f);
    } else if (onto < 0) {
      dl->AddLine(centre(from), now, hover_colour(), line);
      dl->AddCircle(now, unit * 0.42f, hover_colour(), 24, 2.0f);
    }
  }
  const std::vector<int> values = m.cells(app.game.session().current().position);
  const float r = unit * 0.42f;
  const bool numbers = r >= 0.55f * em;
  for (int i = 0; i < n; ++i) {
    const ImVec2 c = centre(i);
    const ImU32 fill = cell_colour(values[std::size_t(i)], false, app.play.colour_blind, m.states());
    dl->AddCircleFilled(c, r, fill, std::clamp(int(r), 12, 48));
    if (numbers) {
      char text[16];
      std::snprintf(text, sizeof text, "%d", i + 1);
      cell_text(dl, ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), fill, text, std::min(1.2f, r / (1.1f * em)));
    }
    if (i == v.selected) dl->AddCircle(c, r * 1.15f, cursor_colour(), 32, std::max(2.0f, unit * 0.08f));
    else if (i == from || i == onto || i == hovered) dl->AddCircle(c, r * 1.1f, hover_colour(), 32, std::max(1.5f, unit * 0.05f));
  }

  // The gesture's end: what it meant.
  if (released) {
    if (from < 0 && !dragged) {
      const ImVec2 p = place_at(now);
      edit(app, GraphEdit::add(p.x, p.y));
    } else if (from >= 0 && !dragged) {
      v.selected = v.selected == from ? -1 : from;
    } else if (from >= 0 && onto >= 0 && onto != from) {
      edit(app, GraphEdit::toggle(from, onto));
    } else if (from >= 0 && onto < 0) {
      const ImVec2 p = place_at(now);
      edit(app, GraphEdit::move(from, p.x, p.y));
    }
  }
  if (v.selected >= 0 && !io.WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete)))
    edit(app, GraphEdit::remove(v.selected));
}

void why_graph_editor(App& app) {
  if (!ImGui::CollapsingHeader("Draw your own graph", ImGuiTreeNodeFlags_DefaultOpen)) return;
  record_control(app, "Draw your own graph");
  GraphEditView& v = app.graph_edit;
  const Machine& m = app.game.machine();
  const float em = ImGui::GetFontSize();
  const ImVec2 wide(std::min(ImGui::GetContentRegionAvail().x, 16.0f * em), 0.0f);
  if (ImGui::Button(v.on ? "Done editing##graph" : "Edit the graph on the board", wide)) {
    v.on = !v.on;
    v.selected = -1;
  }
  record_control(app, v.on ? "Done editing" : "Edit the graph on the board");

  // What the rules reach, live: each edit is a new game, summarised once.
  const RulesSummary& a = app.game.rules_summary();
  const std::string g6 = graph6_of(m);
  const std::size_t edges = graph_in_play(app).edge_count();
  if (a.linear) {
    if (a.rank >= 0) ImGui::Text("%d vertices, %zu edges: rank %d, nullity %d", a.cells, edges, a.rank, a.cells - a.rank);
    else ImGui::Text("%d vertices, %zu edges: %d quiet patterns", a.cells, edges, a.nullity);
    if (a.all_reachable) ImGui::TextWrapped("Every position can be reached: each has exactly one fewest-press answer.");
    else ImGui::TextWrapped("Reachable: %s of the positions.", a.reachable_fraction.c_str());
  }
  if (v.on) {
    ImGui::TextDisabled(
        "Tap empty space: a vertex. Drag from a vertex to another: add or remove that edge. Drag a vertex "
        "elsewhere: move it. Tap a vertex to pick it.");
    const bool picked = v.selected >= 0 && v.selected < m.button_count();
    if (!picked) ImGui::BeginDisabled();
    char label[48];
    std::snprintf(label, sizeof label, picked ? "Delete vertex %d##graph" : "Delete vertex##graph", v.selected + 1);
    if (ImGui::Button(label)) edit(app, GraphEdit::remove(v.selected));
    if (!picked) ImGui::EndDisabled();
    record_control(app, "Delete vertex");
  }

  // The graph as text, out and in (nauty, networkx and Sage read and write it).
  ImGui::TextWrapped("%s: %s", kGraph6, g6.size() <= 200 ? g6.c_str() : (g6.substr(0, 200) + "...").c_str());
  if (small_button(app, "Copy graph6")) {
    copy_to_clipboard(app, g6,
                      {.what = std::string("the ") + kGraph6 + " text",
                       .done = std::string(kGraph6) + " copied: " + std::to_string(g6.size()) + " characters."});
  }
  record_control(app, "Copy graph6");
  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, 16.0f * em));
  ImGui::InputTextWithHint("##paste_graph6", "paste graph6 here", v.paste.data(), v.paste.capacity() + 1,
                           ImGuiInputTextFlags_CallbackResize, resize_string, &v.paste);
  record_control(app, "Paste graph6");
  if (ImGui::Button("Open graph6") && !v.paste.empty() && app.game.open_graph6(v.paste)) v.selected = -1;
  record_control(app, "Open graph6");
}

void graph_editor_state_json(const App& app, JsonWriter& j) {
  j.key("graph_editor").begin_object();
  j.key("editing").value(graph_editing(app));
  j.key("selected");
  if (app.graph_edit.selected >= 0) j.value(app.graph_edit.selected + 1);
  else j.null();
  if (graph_editable(app.game.machine())) {
    // The graph the editor keeps for these rules, or (read before the next
    // frame made it) read from the rules' graph6 here.
    const MachinePtr& rules = app.game.session().current().machine;
    if (app.graph_edit.graph_for == rules) j.key("edges").value(app.graph_edit.graph.edge_count());
    else if (auto g = parse_graph6(graph6_of(*rules), rules->cell_count())) j.key("edges").value(g->edge_count());
  }
  j.key(kGraph6).value(graph6_of(app.game.machine()));
  j.end_object();
}

}  // namespace tl::app
