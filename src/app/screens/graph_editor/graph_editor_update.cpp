// graph_editor_update.cpp: "Draw your own graph"'s update
// (graph_editor_screen.hpp): its messages, and the caches its view reads.
#include <algorithm>

#include "app/screens/graph_editor/graph_editor_screen.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/graph_view.hpp"
#include "core/graph/graph6.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::graph_editor {

namespace {

// The canvas is at least this many cells a side: room to add vertices
// around a small graph (one vertex alone would fill the board otherwise).
constexpr float kLeastSpan = 7.0f;

float span_of(const CellLayout& L) { return std::max({L.width, L.height, kLeastSpan}); }

// The graph of `rules` (an empty graph on boards that are no graph: a
// 16384 x 16384 grid must not get one).
Graph graph_of(const Machine& rules) {
  auto g = graph_editable(rules) ? parse_graph6(graph6_of(rules), rules.cell_count()) : Result<Graph>(Graph{});
  return g ? std::move(*g) : Graph{};  // a graph machine's own graph6 always reads
}

void edit(Model& m, Midend& game, const GraphEdit& e) {
  const auto done = game.edit_graph(e);  // the message says what changed, or why not
  if (!done) return;
  m.ox -= done->dx;
  m.oy -= done->dy;
  m.placed_for = game.session().current().machine;
  // The pick follows its vertex through a renumbering.
  const auto at = std::find(done->from.begin(), done->from.end(), m.selected);
  m.selected = m.selected >= 0 && at != done->from.end() ? int(at - done->from.begin()) : -1;
}

struct Apply {
  Model& m;
  Midend& game;
  std::optional<CopyAsk>& copy;
  void operator()(const ToggleEditing&) const {
    m.on = !m.on;
    m.selected = -1;
  }
  void operator()(const Edit& e) const { edit(m, game, e.edit); }
  void operator()(const Pick& p) const { m.selected = m.selected == p.vertex ? -1 : p.vertex; }
  void operator()(const EditPaste& e) const { m.paste = e.text; }
  void operator()(const OpenPaste&) const {
    if (!m.paste.empty() && game.open_graph6(m.paste)) m.selected = -1;
  }
  void operator()(const CopyGraph6&) const {
    const std::string g6 = graph6_of(game.machine());
    copy = CopyAsk{g6, std::string("the ") + kGraph6 + " text",
                   std::string(kGraph6) + " copied: " + std::to_string(g6.size()) + " characters."};
  }
};

}  // namespace

void update(Model& m, const Msg& msg, Midend& game, std::optional<CopyAsk>& copy) { std::visit(Apply{m, game, copy}, msg); }

void prepare(Model& m, const Midend& game) {
  const MachinePtr& rules = game.session().current().machine;
  if (m.graph_for != rules) {
    m.graph = graph_of(*rules);
    m.graph_for = rules;
  }
  // The drawing's place: kept across the editor's own edits (an edit says
  // how far it shifted the drawing), centred again when the rules changed
  // otherwise (Undo, a New, a link) or the drawing no longer fits.
  const CellLayout* L = rules->cell_layout();
  if (!L) return;
  const float span = span_of(*L), slack = 1e-3f;
  const bool fits = m.ox >= -slack && m.oy >= -slack && m.ox + L->width <= span + slack && m.oy + L->height <= span + slack;
  if (m.placed_for != rules || !fits) {
    m.ox = (span - L->width) * 0.5f;
    m.oy = (span - L->height) * 0.5f;
    if (m.placed_for != rules) m.selected = -1;
  }
  m.placed_for = rules;
}

bool editing(const Model& m, const Machine& rules) { return m.on && graph_editable(rules); }

float canvas_span(const Machine& rules) {
  const CellLayout* L = rules.cell_layout();
  return L ? span_of(*L) : kLeastSpan;
}

void state_json(const Model& m, const Midend& game, bool editing, JsonWriter& j) {
  j.key("graph_editor").begin_object();
  j.key("editing").value(editing);
  j.key("selected");
  if (m.selected >= 0) j.value(m.selected + 1);
  else j.null();
  const Machine& rules = game.machine();
  if (graph_editable(rules)) {
    // The graph prepare() keeps for these rules, or (asked before the next
    // frame made it) read from the rules' graph6 here.
    if (m.graph_for == game.session().current().machine) j.key("edges").value(m.graph.edge_count());
    else j.key("edges").value(graph_of(rules).edge_count());
  }
  j.key(kGraph6).value(graph6_of(rules));
  j.end_object();
}

}  // namespace tl::app::graph_editor
