// dynamics_screen.hpp: "Solving again and again", a section of the Why tab,
// as a module (its model, its messages, an update, a view that only reads):
// the board in play's solution read as a board and solved again, over and
// over (core dynamics.hpp), followed when asked; its pre-period and period,
// its first boards, the board one step back, and the boards that are their
// own solution, each of which can be opened to play. Under it, the period
// chart: the all-lit N x N board's period by size for the family in play.
//
// The chart's run is a job of the shell's (jobs.cpp makes it for the family
// in play and computes it a size a step in the background): the host
// (app/dynamics_host.cpp) hands the view that run, starts or pauses it when
// an update asks, and hands the view a way to draw a small board (the
// shell's board drawing, with its palette and a graph's own layout).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/job_ask.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"

namespace tl {
class JsonWriter;
class Midend;
class PeriodChart;
}  // namespace tl

namespace tl::app::dynamics {

// The board in play's orbit, for the game revision it was followed at.
struct Model {
  uint64_t revision = ~uint64_t(0);  // the board it was followed for (Midend::revision)
  long long preperiod = -1, period = -1, budget = 0;
  std::vector<std::vector<uint8_t>> first;       // the orbit's first boards
  std::vector<uint8_t> before;                   // the board this one solves: -A x
  int stable = -1;                               // cells one step leaves as they are
  std::vector<std::vector<uint8_t>> self_basis;  // boards that are their own solution
  int self_dimension = -1;
  int field_degree = 0;  // > 0: the period was read from the map's order, eigenvalues in the field of k^d
  std::string why;       // no solution map here, in words
};

// Whether the model is the orbit of the position in play.
bool followed(const Model& m, const Midend& game);

// --- Its messages --------------------------------------------------------------

struct Follow {};         // follow the board in play's orbit
struct LoadSelfSolving {  // a board of the self-solving basis shown
  int index;
};
struct OpenChartBoard {  // the period chart's all-lit n x n board
  int n;
};
struct ComputeChart {};  // start the chart's run, or resume it
struct PauseChart {};
using Msg = std::variant<Follow, LoadSelfSolving, OpenChartBoard, ComputeChart, PauseChart>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update asks of the shell: the chart's run started (or resumed) or paused.
using ToShell = JobAsk;  // Start or Pause its run (None: neither)
// Follow reads the orbit of the position in play; LoadSelfSolving and
// OpenChartBoard load a board as a new game (`chart`: the run, for its boards).
ToShell update(Model& m, const Msg& msg, Midend& game, const PeriodChart* chart);

// --- View ----------------------------------------------------------------------

// The chart's run for the family in play, as the view reads it.
struct ChartRun {
  const PeriodChart* chart = nullptr;  // null before Compute
  bool running = false;
  bool offered = false;  // the family in play has square boards to chart
  int sides = 0;         // N = 1..sides
};
// Draws a small board of values per cell, `size` pixels across, at the cursor.
using SmallBoard = std::function<void(const std::vector<uint8_t>& values, float size)>;
void draw(const Model& m, const Midend& game, const ChartRun& chart, const Theme& theme, const SmallBoard& small_board,
          const Ui& ui, Sink<Msg> send);

// Which of the orbit's boards are drawn, of how many: all of them, or a
// count that says the list is cut (the draw and the hook say the same).
std::string orbit_shown_words(const Model& m);
// The hook's "dynamics" (once followed) and "period_chart" (once computed).
void state_json(const Model& m, const Midend& game, JsonWriter& j);
void chart_state_json(const PeriodChart* chart, const std::string& family, bool running, JsonWriter& j);

}  // namespace tl::app::dynamics
