// graph_machine.hpp: Lights Out on a graph built from a graph in code (the
// benchmarks). Puzzles from IDs go through the registry (graph_kind()).
#pragma once

#include <string>
#include <vector>

#include "core/game/machine.hpp"
#include "core/graph/graph_presets.hpp"

namespace tl {

// The σ+ game (or σ without `self`) on `d`'s graph, with `states` states,
// drawn by `d`'s layout; its ID carries the graph as graph6.
MachinePtr graph_machine(DrawnGraph d, int states = 2, bool self = true);

// Every solid whose faces are a board (solid_faces.hpp), by side and by
// corner: its title and the ID of its board with every light off, for the
// table of ranks (the Why tab, `togglelab solids`).
struct FaceBoard {
  std::string solid;  // "Truncated icosahedron"
  bool by_vertex = false;
  int faces = 0;
  std::string id;
};
std::vector<FaceBoard> face_boards();

}  // namespace tl
