// graph_editor_draw.cpp: "Draw your own graph"'s view (graph_editor_screen.hpp):
// the canvas on the board and the section in the Why tab. Both only read
// the model and the game; a gesture's meaning is sent as a message.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/screens/graph_editor/graph_editor_screen.hpp"
#include "app/widgets/board_marks.hpp"
#include "core/game/graph_view.hpp"
#include "core/graph/graph6.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::graph_editor {

namespace {

// A press that wanders less than this (px) is a tap, not a drag.
constexpr float kDragSlop = 8.0f;

}  // namespace

Canvas draw_canvas(const Model& m, const Midend& game, float size, const Look& look, const Ui& ui, Sink<Msg> send) {
  const Machine& rules = game.machine();
  const CellLayout* layout = rules.cell_layout();
  Canvas drawn;
  if (!layout) return drawn;  // a graph machine always has one
  const CellLayout& L = *layout;
  const Theme& t = look.theme;
  const float span = canvas_span(rules), unit = size / span, em = ImGui::GetFontSize();
  const ImVec2 view = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##graph_editor", ImVec2(size, size), ImGuiButtonFlags_MouseButtonLeft);
  const ImGuiIO& io = ImGui::GetIO();
  const int n = int(L.x.size());
  auto centre = [&](int i) {
    return ImVec2(view.x + (L.x[std::size_t(i)] + m.ox) * unit, view.y + (L.y[std::size_t(i)] + m.oy) * unit);
  };
  auto vertex_at = [&](ImVec2 p) { return nearest_centre(n, centre, p, unit); };
  // A point as the drawing's cells, kept on the canvas half a cell in.
  auto place_at = [&](ImVec2 p) {
    const float cx = std::clamp((p.x - view.x) / unit, 0.5f, span - 0.5f);
    const float cy = std::clamp((p.y - view.y) / unit, 0.5f, span - 0.5f);
    return ImVec2(cx - m.ox, cy - m.oy);
  };

  // The gesture: where it started, whether it is a drag yet, where it is now.
  const bool active = ImGui::IsItemActive(), released = ImGui::IsItemDeactivated();
  const ImVec2 press = io.MouseClickedPos[0], now = io.MousePos;
  const int from = active || released ? vertex_at(press) : -1;
  const bool dragged = std::hypot(now.x - press.x, now.y - press.y) > kDragSlop;
  const int onto = dragged ? vertex_at(now) : -1;
  const int hovered = !active && ImGui::IsItemHovered() ? vertex_at(now) : -1;
  const Graph& graph = m.graph;

  // Where each vertex is, for the hook (tests tap and drag them).
  drawn.rect = Rect{view.x, view.y, size, size};
  drawn.cell = unit;
  drawn.buttons.assign(std::size_t(rules.button_count()), Rect{});
  for (int b = 0; b < rules.button_count() && b < n; ++b) {
    const ImVec2 c = centre(b);
    drawn.buttons[std::size_t(b)] = Rect{c.x - unit * 0.5f, c.y - unit * 0.5f, unit, unit};
  }
  ui.rect("Editing canvas", drawn.rect);

  // The canvas, framed in the hover's blue so the mode shows; an edge to add
  // in the hint's green, one to remove in the invariant's red (3:1 or more on
  // the board's back in each theme).
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(view, ImVec2(view.x + size, view.y + size), t.board_back, 6.0f);
  dl->AddRect(view, ImVec2(view.x + size, view.y + size), with_alpha(t.hover, 160), 6.0f, 0, 2.0f);
  const float line = std::max(1.0f, unit * 0.06f);
  for (int a = 0; a < graph.n && a < n; ++a)
    for (int b : graph.adjacent[std::size_t(a)])
      if (a < b && b < n) dl->AddLine(centre(a), centre(b), t.edge, line);
  // The drag's preview: the edge it adds or removes, or the vertex's new place.
  if (active && from >= 0 && dragged) {
    if (onto >= 0 && onto != from) {
      const bool joined = from < graph.n && onto < graph.n && graph.has_edge(from, onto);
      dl->AddLine(centre(from), centre(onto), joined ? t.invariant : t.hint, line * 2.5f);
    } else if (onto < 0) {
      dl->AddLine(centre(from), now, t.hover, line);
      dl->AddCircle(now, unit * 0.42f, t.hover, 24, 2.0f);
    }
  }
  const float r = unit * 0.42f;
  const bool numbers = r >= 0.55f * em;
  for (int i = 0; i < n; ++i) {
    const ImVec2 c = centre(i);
    const ImU32 fill = i < int(look.fills.size()) ? look.fills[std::size_t(i)] : t.unlit;
    dl->AddCircleFilled(c, r, fill, std::clamp(int(r), 12, 48));
    if (numbers) {
      char text[16];
      std::snprintf(text, sizeof text, "%d", i + 1);
      cell_text(dl, ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), fill, text, std::min(1.2f, r / (1.1f * em)));
    }
    if (i == m.selected) dl->AddCircle(c, r * 1.15f, t.cursor, 32, std::max(2.0f, unit * 0.08f));
    else if (i == from || i == onto || i == hovered) dl->AddCircle(c, r * 1.1f, t.hover, 32, std::max(1.5f, unit * 0.05f));
  }

  // The gesture's end: what it meant.
  if (released) {
    if (from < 0 && !dragged) {
      const ImVec2 p = place_at(now);
      send.send(Edit{GraphEdit::add(p.x, p.y)});
    } else if (from >= 0 && !dragged) {
      send.send(Pick{from});
    } else if (from >= 0 && onto >= 0 && onto != from) {
      send.send(Edit{GraphEdit::toggle(from, onto)});
    } else if (from >= 0 && onto < 0) {
      const ImVec2 p = place_at(now);
      send.send(Edit{GraphEdit::move(from, p.x, p.y)});
    }
  }
  if (m.selected >= 0 && !io.WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete)))
    send.send(Edit{GraphEdit::remove(m.selected)});
  return drawn;
}

void draw_section(const Model& m, const Midend& game, const Ui& ui, Sink<Msg> send) {
  const Machine& rules = game.machine();
  const float em = ImGui::GetFontSize();
  const ImVec2 wide(std::min(ImGui::GetContentRegionAvail().x, 16.0f * em), 0.0f);
  if (ImGui::Button(m.on ? "Done editing##graph" : "Edit the graph on the board", wide)) send.send(ToggleEditing{});
  ui.control(m.on ? "Done editing" : "Edit the graph on the board");

  // What the rules reach, live: each edit is a new game, summarised once.
  const RulesSummary& a = game.rules_summary();
  const std::string g6 = graph6_of(rules);
  const std::size_t edges = m.graph.edge_count();
  if (a.linear) {
    if (a.rank >= 0) ImGui::Text("%d vertices, %zu edges: rank %d, nullity %d", a.cells, edges, a.rank, a.cells - a.rank);
    else ImGui::Text("%d vertices, %zu edges: %d quiet patterns", a.cells, edges, a.nullity);
    if (a.all_reachable) ImGui::TextWrapped("Every position can be reached: each has exactly one fewest-press answer.");
    else ImGui::TextWrapped("Reachable: %s of the positions.", a.reachable_fraction.c_str());
  }
  if (m.on) {
    ImGui::TextDisabled(
        "Tap empty space: a vertex. Drag from a vertex to another: add or remove that edge. Drag a vertex "
        "elsewhere: move it. Tap a vertex to pick it.");
    const bool picked = m.selected >= 0 && m.selected < rules.button_count();
    if (!picked) ImGui::BeginDisabled();
    char label[48];
    std::snprintf(label, sizeof label, picked ? "Delete vertex %d##graph" : "Delete vertex##graph", m.selected + 1);
    if (ImGui::Button(label)) send.send(Edit{GraphEdit::remove(m.selected)});
    if (!picked) ImGui::EndDisabled();
    ui.control("Delete vertex");
  }

  // The graph as text, out and in (nauty, networkx and Sage read and write it).
  ImGui::TextWrapped("%s: %s", kGraph6, g6.size() <= 200 ? g6.c_str() : (g6.substr(0, 200) + "...").c_str());
  if (small_button(ui, "Copy graph6")) send.send(CopyGraph6{});
  ui.control("Copy graph6");
  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, 16.0f * em));
  std::string paste = m.paste;  // ImGui writes its edits here; the model hears them as a message
  if (ImGui::InputTextWithHint("##paste_graph6", "paste graph6 here", paste.data(), paste.capacity() + 1,
                               ImGuiInputTextFlags_CallbackResize, resize_string, &paste))
    send.send(EditPaste{paste});
  ui.control("Paste graph6");
  if (ImGui::Button("Open graph6")) send.send(OpenPaste{});
  ui.control("Open graph6");
}

}  // namespace tl::app::graph_editor
