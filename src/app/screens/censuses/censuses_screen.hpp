// censuses_screen.hpp: the two censuses of the Why tab, as a module (its
// messages, an update, views that only read):
//   - "How hard is this board?": every position of a linear board counted by
//     the fewest presses it needs (core's census), drawn as a bar chart with
//     the game's own start marked, and a hardest position to open;
//   - a wiring machine's census of every initial assignment of its size (the
//     question Joyner 2006, section 4.1 leaves open): how many are solvable,
//     in which colours, and in how few presses.
// Each runs in the background as a job of the shell's (jobs.cpp: the board's
// in the engine, its news read into a CensusReport), which also
// counts small boards at once for the Play tab's difficulty line: the host
// (app/census_host.cpp) hands the views those runs and starts, pauses or
// cancels them when an update asks. The section keeps no state of its own.
#pragma once

#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/job_ask.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"

namespace tl {
struct CensusReport;
class Midend;
class WiringCensusRun;
class WiringView;
}  // namespace tl

namespace tl::app::censuses {

enum class Which { Board, Wiring };

// --- Its messages --------------------------------------------------------------

struct Start {  // start a run, or resume it
  Which which;
};
struct Pause {
  Which which;
};
struct Cancel {  // drop the board's run and what it counted
  Which which;
};
struct OpenHardest {};  // a hardest position of the board's census, once counted
using Msg = std::variant<Start, Pause, Cancel, OpenHardest>;

struct Model {};  // none: the runs are the shell's jobs
struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update asks of the shell: a run started (or resumed), paused or dropped.
struct ToShell {
  JobAsk job = JobAsk::None;
  Which which = Which::Board;
};
// OpenHardest loads a hardest position of `board` (the board's census, once counted).
ToShell update(const Msg& msg, Midend& game, const CensusReport& board);

// --- Views ---------------------------------------------------------------------

// A run as a view reads it: null before it is asked for.
template <class Run>
struct RunOf {
  const Run* run = nullptr;
  bool running = false;
};
// "How hard is this board?": `error`, why this board has no census ("": it may have one).
void draw_board(const CensusReport& run, const std::string& error, const Midend& game, const Theme& theme, const Ui& ui,
                Sink<Msg> send);
// The wiring census under a wiring machine's section; `here`: this
// assignment's fewest presses from none where it is known for the rules in
// play (-1: unsolvable, -2: not known).
void draw_wiring(const RunOf<WiringCensusRun>& run, const WiringView& wiring, int here, const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::censuses
