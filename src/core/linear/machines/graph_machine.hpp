// graph_machine.hpp: Lights Out on a graph built from a graph in code (the
// benchmarks). Puzzles from IDs go through the registry (graph_kind()).
#pragma once

#include "core/game/machine.hpp"
#include "core/graph/graph_presets.hpp"

namespace tl {

// The σ+ game (or σ without `self`) on `d`'s graph, with `states` states,
// drawn by `d`'s layout; its ID carries the graph as graph6.
MachinePtr graph_machine(DrawnGraph d, int states = 2, bool self = true);

}  // namespace tl
