// atlas_screen.hpp: "Lights Out atlas", a section of the Why tab, as a
// module (its model, its messages, an update, a view that only reads): the
// nullity of the N x N board for N = 1..256 of a family (plain, torus or
// another gluing, k states), a bar a size, a click on a bar opening that
// board.
//
// The run itself is a job of the engine's (core/engine: computed in slices
// on a thread of its own on the desktop, dropped when the settings change;
// jobs.cpp asks for it): the host (app/atlas_host.cpp) hands the view what
// the run for these settings found so far, and starts or pauses it when an
// update asks.
#pragma once

#include <span>
#include <string_view>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/job_ask.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/base/topology.hpp"

namespace tl {
class Midend;
}  // namespace tl

namespace tl::app::atlas {

struct Model {
  Topology topology = Topology::Plain;  // which edges its boards glue
  int states = 2;                       // each press adds 1 mod states
  bool open = false;                    // its section unfolded (the link writes "~atlas" then)
  bool scroll_to = false;               // a link named it: unfolded and brought into view once
};

// --- Its messages --------------------------------------------------------------

struct PickTopology {
  Topology topology;
};
struct SetStates {
  int states;
};
struct Unfolded {  // the section opened or closed (the link says so)
  bool open;
};
struct Shown {};    // a link's atlas was unfolded and scrolled to
struct OpenBoard {  // the n x n board of a bar (its topology and states)
  int n;
};
struct Compute {};  // start the run, or resume it
struct Pause {};
using Msg = std::variant<PickTopology, SetStates, Unfolded, Shown, OpenBoard, Compute, Pause>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update asks of the shell: its run started (or resumed) or paused.
using ToShell = JobAsk;  // Start or Pause its run (None: neither)
// OpenBoard starts the game on that board's rules.
ToShell update(Model& m, const Msg& msg, Midend& game);

// --- View ----------------------------------------------------------------------

// The run for the model's settings, as the view reads it: what the engine
// said of it so far (nothing before Compute, or after the settings changed).
struct Run {
  bool started = false;
  bool running = false;  // not paused
  bool done = false;
  double progress = 0;             // 0..1
  std::span<const int> nullities;  // of N = 1..size()
  std::string_view error;          // why it could not run
};
void draw(const Model& m, Run run, const Theme& theme, const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::atlas
