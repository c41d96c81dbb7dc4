// graph_view.hpp: what a machine played on a graph offers: its graph, and the
// same rules on another graph (the graph editor builds on it, core/midend).
//
// A press changes a vertex's neighbours (and, by the rules, itself): Lights
// Out on a graph. Machine::graph() hands out this view; nullptr for boards
// that are not graphs.
#pragma once

#include <string>
#include <vector>

#include "core/game/machine.hpp"

namespace tl {

struct Graph;  // core/graph/graph.hpp

class GraphView {
 public:
  virtual ~GraphView() = default;
  // The board's graph in graph6 (McKay's text form).
  virtual std::string graph6() const = 0;
  // Whether the graph may be edited, and the same rules (states, whether a
  // press changes itself) on another graph with its vertices drawn at (x, y),
  // in cells at least half a cell from the top and left, or with no places
  // given (x, y empty) drawn by the graph's deterministic layout; nullptr
  // where not allowed (too many vertices, places out of range).
  virtual bool graph_editable() const = 0;
  virtual MachinePtr with_graph(const Graph& g, const std::vector<float>& x, const std::vector<float>& y) const = 0;
};

// The questions asked of any machine, answered "no" where it is no graph.
inline std::string graph6_of(const Machine& m) { return m.graph() ? m.graph()->graph6() : std::string(); }
inline bool graph_editable(const Machine& m) { return m.graph() && m.graph()->graph_editable(); }

}  // namespace tl
