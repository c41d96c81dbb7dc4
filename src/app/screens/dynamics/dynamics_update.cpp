// dynamics_update.cpp: "Solving again and again"'s update (dynamics_screen.hpp):
// the orbit followed, and a board of it or of the chart opened to play.
#include "app/screens/dynamics/dynamics_screen.hpp"
#include "core/game/linear_view.hpp"
#include "core/linear/explain/dynamics.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/linear/explain/grid_period.hpp"
#include "core/linear/explain/period_chart.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::dynamics {

namespace {

constexpr int kFirstBoards = 12;            // the orbit's boards kept: every one of an orbit this short
constexpr long long kPageSteps = 100000;    // boards followed at most in the page ...
constexpr long long kPageOps = 30'000'000;  // ... and work done in one update (about 50 ms)

Model follow(const Midend& game) {
  Model v;
  v.revision = game.revision();
  const Machine& m = game.machine();
  const std::vector<int> lights = m.cells(game.current().position);
  const ZkVec start(lights.begin(), lights.end());
  // A plus grid with A invertible: the period from the map's order, at any
  // length (grid_period.hpp), read where following stops at the page's budget.
  const auto take_order = [&] {
    const PlusGrid g = plus_grid_of(m);
    if (!g.valid()) return;
    const GridPeriod order = grid_period(g, m.linear_modulus(), start);
    if (!order.found()) return;
    v.preperiod = 0;
    v.period = order.period;
    v.field_degree = order.field_degree;
  };
  // A matrix of at most 1024 a side, as the CLI's: larger is seconds of elimination in one update.
  if (m.cell_count() > kExplainMaxDenseBytes) {
    take_order();
    v.why = "boards of at most " + std::to_string(kExplainMaxDenseBytes) + " cells are drawn and followed (this one has " +
            std::to_string(m.cell_count()) + ")";
    return v;
  }
  const Explanation e = explain(m, game.current().position);
  auto map = solution_map(e);
  if (!map) {
    v.why = map.error().message;
    return v;
  }
  const Orbit o = orbit_of(*map, start, orbit_budget(e.cells, kPageSteps, kPageOps));
  v.preperiod = o.preperiod;
  v.period = o.period;
  v.budget = o.budget;
  if (!o.complete()) take_order();
  for (std::size_t i = 0; i < o.boards.size() && i < std::size_t(kFirstBoards); ++i) v.first.push_back(o.boards[i]);
  v.before = previous_board(e, start);
  v.stable = int(stable_cells(start, next_board(*map, start)).size());
  const SelfSolving self = self_solving_boards(e);
  v.self_dimension = self.dimension;
  v.self_basis = self.basis;
  if (self.dimension < 0) v.why = self.why;
  return v;
}

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& m;
  Midend& game;
  const PeriodChart* chart;
  ToShell operator()(const Follow&) const {
    m = follow(game);
    return ToShell::None;
  }
  ToShell operator()(const LoadSelfSolving& l) const {
    if (l.index < 0 || l.index >= int(m.self_basis.size())) return ToShell::None;
    const Machine& machine = game.machine();
    const std::vector<uint8_t>& board = m.self_basis[std::size_t(l.index)];
    const std::vector<int> lights(board.begin(), board.end());
    const std::string id = Puzzle{game.current().machine, machine.position_of(lights, std::vector<int>(lights.size(), 0))}.id();
    if (game.load(id))
      game.set_message("A board that is its own solution: press every lit button (as often as its number) to clear it.", false);
    return ToShell::None;
  }
  ToShell operator()(const OpenChartBoard& o) const {
    const MachinePtr board = chart ? chart->board(o.n) : nullptr;
    if (!board) return ToShell::None;
    const std::vector<int> lit(std::size_t(board->cell_count()), board->linear_modulus() - 1), off(lit.size(), 0);
    if (game.load(Puzzle{board, board->position_of(lit, off)}.id()))
      game.set_message("The all-lit board of the chart: Solving again and again follows its orbit.", false);
    return ToShell::None;
  }
  ToShell operator()(const ComputeChart&) const { return ToShell::Start; }
  ToShell operator()(const PauseChart&) const { return ToShell::Pause; }
};

}  // namespace

bool followed(const Model& m, const Midend& game) { return m.revision == game.revision(); }

ToShell update(Model& m, const Msg& msg, Midend& game, const PeriodChart* chart) {
  return std::visit(Apply{m, game, chart}, msg);
}

}  // namespace tl::app::dynamics
