// zk_machine.hpp: a machine whose cells have k states: each press adds fixed
// amounts to some cells, mod k (cut-the-knot's Merlin with 3 or 4 states per
// square, Lights Out 2000 with three colours, Lights Out with other press
// shapes). With k = 2 and a GF(2) fast path available the machine files keep
// LinearMachine instead; this class is exact for every k from 2 to 255.
//
// Solving is linear algebra over Z_k (modk/): presses x with A x = goal -
// state (mod k), a button pressed t times (0 <= t < k) costing t. Boards with
// a press shape go through the chase (ZkBoardSolver), any other press matrix
// through the general solver (ZkSolver); either is built once per machine, on
// first use.
//
// A Position stores one byte per cell (8 bits each in its BitVec), so equal
// positions compare equal and undo works as for every machine.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/game/family_view.hpp"
#include "core/game/graph_view.hpp"
#include "core/game/linear_view.hpp"
#include "core/game/machine.hpp"
#include "core/modk/zk_board.hpp"
#include "core/modk/zk_solver.hpp"

namespace tl {

struct ZkRules {
  std::string name, title, head;
  ParamValues params;  // the kind's parameter values that built these rules
  int rows = 0, cols = 0;
  int k = 3;                          // states per cell, 2..255
  ZkPressMatrix presses;              // per button, the cells it adds to and how much
  std::optional<ZkBoard> board;       // a board with a press shape: the chase applies
  std::vector<uint8_t> default_goal;  // the goal a new game gets (cells values)
  bool buttons_are_cells = true;      // button j sits on cell j
  bool square_atlas = false;          // the family's atlas of N x N boards applies
  bool chases_lights = false;         // the classic plus press without wrap-around (LinearView::chases_lights)
  PlusGrid plus_grid;                 // the classic plus press on lines and circles (LinearView::plus_grid)
  // The rules of the family's n x n board (the atlas); null when none.
  std::function<std::shared_ptr<const Machine>(int n, Topology topology, int states)> square;
  // Boards that are not a grid of squares: where each cell is drawn, and the
  // graph in graph6 (graph machines; Machine::cell_layout, GraphView::graph6).
  std::shared_ptr<const CellLayout> layout;
  std::string graph6;
  // Graph machines: the same rules on another graph drawn at (x, y)
  // (GraphView::with_graph); empty elsewhere.
  std::function<std::shared_ptr<const Machine>(const Graph&, const std::vector<float>& x, const std::vector<float>& y)> regraph;
  // A family of boards by one size (FamilyView::family_name, family_member); empty elsewhere.
  std::string family;
  std::function<std::shared_ptr<const Machine>(int n)> member;
  // Extra ID fields after the state/goal (custom rules write their buttons here).
  std::function<std::string()> extra_fields;
  // Editable rules (custom): the same rules with other buttons, each the
  // amount it adds to every cell; null when a player may not edit them.
  std::function<std::shared_ptr<const Machine>(std::vector<std::vector<uint8_t>>)> rebuild;
};

// Two states: boards up to this many cells and buttons (a 64x64 board) are
// solved by the GF(2) solver every 2-state machine uses; larger ones by the chase.
constexpr int kTwoStateSolverMaxCells = 4096;

// Its capabilities are views it implements itself, as LinearMachine's.
class ZkMachine : public Machine, public LinearView, public GraphView, public FamilyView {
 public:
  explicit ZkMachine(ZkRules rules);

  const ZkRules& rules() const { return rules_; }
  int k() const { return rules_.k; }
  // Cell values of a position's lights and goal, and a position from values.
  std::vector<uint8_t> state_values(const Position& pos) const;
  std::vector<uint8_t> goal_values(const Position& pos) const;
  Position make_position(const std::vector<uint8_t>& state, const std::vector<uint8_t>& goal) const;
  // goal - state (mod k): what the presses must add.
  ZkVec target(const Position& pos) const;
  // Rank (prime k), reachable positions, quiet patterns and invariants of the rules.
  ZkAnalysis analyze(std::size_t max_patterns = 64) const;
  // The fewest-press answer with its k-state details (press counts per button).
  ZkAnswer answer(const Position& pos) const;
  // How many press vectors solve each solvable position (the quiet patterns' count).
  FactoredCount solution_count() const;

  std::string name() const override { return rules_.name; }
  std::string title() const override { return rules_.title; }
  std::string head() const override { return rules_.head; }
  ParamValues params() const override { return rules_.params; }
  // --- capabilities ---
  const LinearView* linear() const override { return this; }
  const GraphView* graph() const override { return rules_.graph6.empty() && !rules_.regraph ? nullptr : this; }
  const FamilyView* family() const override { return rules_.family.empty() && !rules_.square_atlas ? nullptr : this; }

  // LinearView
  int modulus() const override { return rules_.k; }
  std::vector<uint8_t> button_amounts(int button) const override;
  ZkAnalysis analysis(std::size_t max_patterns) const override { return analyze(max_patterns); }
  bool rules_editable() const override { return bool(rules_.rebuild); }
  std::shared_ptr<const Machine> with_button_amounts(std::vector<std::vector<uint8_t>> buttons) const override;
  bool chases_lights() const override { return rules_.chases_lights; }
  PlusGrid plus_grid() const override { return rules_.plus_grid; }
  // GraphView
  std::string graph6() const override { return rules_.graph6; }
  bool graph_editable() const override { return bool(rules_.regraph); }
  std::shared_ptr<const Machine> with_graph(const Graph& g, const std::vector<float>& x,
                                            const std::vector<float>& y) const override {
    return rules_.regraph ? rules_.regraph(g, x, y) : nullptr;
  }
  // FamilyView
  std::string family_name() const override { return rules_.family; }
  std::shared_ptr<const Machine> family_member(int n) const override { return rules_.member ? rules_.member(n) : nullptr; }
  bool in_square_atlas() const override { return rules_.square_atlas; }
  std::shared_ptr<const Machine> square_board(int n, Topology topology, int states) const override {
    return rules_.square ? rules_.square(n, topology, states) : nullptr;
  }

  const CellLayout* cell_layout() const override { return rules_.layout.get(); }
  int rows() const override { return rules_.rows; }
  int cols() const override { return rules_.cols; }
  int button_count() const override { return rules_.presses.button_count(); }
  int button_cell(int button) const override { return rules_.buttons_are_cells ? button : -1; }
  int states() const override { return rules_.k; }
  Topology topology() const override { return rules_.board ? rules_.board->topology : Topology::Plain; }

  Position initial() const override;
  void press(Position& pos, int button) const override;
  std::vector<int> cells(const Position& pos) const override;
  std::vector<int> goal_cells(const Position& pos) const override;
  bool solved(const Position& pos) const override { return pos.state == pos.goal; }
  void edit_cell(Position& pos, int cell, bool goal) const override;
  Position position_of(const std::vector<int>& lights, const std::vector<int>& goal) const override;
  Solution solve(const Position& pos) const override;
  Solution solve_summary(const Position& pos) const override;
  // Two states on a board the GF(2) solver takes: solved there, for its tie
  // rule between equally short solutions (solve and solve_summary agree).
  bool two_state_solver() const {
    return k() == 2 && cell_count() <= kTwoStateSolverMaxCells && button_count() <= kTwoStateSolverMaxCells;
  }
  Position random(uint64_t seed, bool any) const override;

  // ID body: state [",g=" goal] as digits (two states: bits); the goal is
  // written only when it differs from the default.
  std::string encode(const Position& pos) const override;
  Result<Position> decode(const IdBody& body) const override;

 private:
  // The solver, factored on first use (one per machine, shared by positions).
  struct Solvers {
    std::unique_ptr<ZkBoardSolver> board;
    std::unique_ptr<ZkSolver> general;
  };
  const Solvers& solvers() const;

  ZkRules rules_;
  mutable std::once_flag solvers_once_;
  mutable Solvers solvers_;
};

// The Lights Out family's press shape names, for the kinds' schemas.
inline std::vector<std::string> neighbourhood_choices() { return {"plus", "x", "box", "knight", "rowcol", "drawn"}; }

}  // namespace tl
