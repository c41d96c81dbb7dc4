// family_atlas_screen.hpp: "Atlas: FAMILY", a section of the Why tab, as a
// module (its messages, an update, a view that only reads): the atlas of a
// family of boards by one size (hexagons by side, the cube's surface by n,
// cycles, paths, complete graphs and wheels by vertices), a bar per member,
// its height the nullity; a tap or click on a bar opens that board.
//
// Its run is a job of the shell's (jobs.cpp makes it for the family and
// rules in play and computes it a member per step in the background): the
// host (app/family_atlas_host.cpp) hands the view that run and starts or
// pauses it when an update asks. The section keeps no state of its own.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/job_ask.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"

namespace tl {
class FamilyAtlas;
class Midend;
}  // namespace tl

namespace tl::app::family_atlas {

// --- Its messages --------------------------------------------------------------

struct Compute {};  // start the run, or resume it
struct Pause {};
struct OpenMember {  // a member's board, by its row's ID
  std::string id;
};
using Msg = std::variant<Compute, Pause, OpenMember>;

struct Model {};  // none: the run is the shell's job
struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update asks of the shell: the run started (or resumed) or paused.
using ToShell = JobAsk;  // Start or Pause its run (None: neither)
// OpenMember starts the game on that member's rules.
ToShell update(const Msg& msg, Midend& game);

// --- View ----------------------------------------------------------------------

// The run for the family in play (null: none), as the view reads it.
struct Run {
  const FamilyAtlas* atlas = nullptr;
  bool running = false;
  std::string family;  // its name ("hexagons by side")
  int max_cells = 0;   // the page's most cells for a member
};
void draw(const Run& run, const Theme& theme, const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::family_atlas
