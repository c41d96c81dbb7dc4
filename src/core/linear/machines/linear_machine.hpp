// linear_machine.hpp: a machine whose buttons XOR fixed press vectors into the lights.
//
// Merlin, Lights Out, Quatrainment and custom rules are all this one class,
// built with different press vectors (Arnold and Blaszak's u_1..u_9,
// Tekriwal and Sinha's M_1..M_16, ...). Each of those machines has its own file that builds the
// vectors and parses its ID head; the behaviour lives here once.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/linear/linear_solver.hpp"
#include "core/modk/zk_solver.hpp"
#include "core/game/family_view.hpp"
#include "core/game/graph_view.hpp"
#include "core/game/linear_view.hpp"
#include "core/game/machine.hpp"

namespace tl {

struct LinearRules {
  std::string name, title, head;
  ParamValues params;  // the kind's parameter values that built these rules
  int rows = 0, cols = 0;
  // u_j: the cells button j toggles (size rows*cols each). Machines too big
  // to store them (Lights Out up to 16384x16384) leave this empty and override
  // button_count(), toggled_cells() and press() instead.
  std::vector<BitVec> press_vectors;
  BitVec default_goal;            // the goal a new game gets
  bool buttons_are_cells = true;  // button j sits on cell j (press_vectors.size() == cells)
  // Boards that are not a grid of squares: where each cell is drawn, and the
  // graph in graph6 (graph machines; Machine::cell_layout, GraphView::graph6).
  std::shared_ptr<const CellLayout> layout;
  std::string graph6;
  // Graph machines: the same rules on another graph drawn at (x, y)
  // (GraphView::with_graph); empty elsewhere.
  std::function<MachinePtr(const Graph&, const std::vector<float>& x, const std::vector<float>& y)> regraph;
  // A family of boards by one size (FamilyView::family_name, family_member); empty elsewhere.
  std::string family;
  std::function<MachinePtr(int n)> member;
  // Extra ID fields after the state/goal (custom rules write their buttons here).
  std::function<std::string()> extra_fields;
  // Editable rules (custom): the same rules with other press vectors. Empty
  // when a player may not edit them.
  std::function<MachinePtr(std::vector<BitVec>)> rebuild;
};

// The ID field every linear machine takes: g=<cells>, written when the goal
// differs from the machine's default goal.
inline IdFieldSpec goal_field() { return {"g", "the goal's cells"}; }

// Its capabilities are views it implements itself: linear() always,
// graph() on graph boards, family() where the board is in a family or the
// square atlas (Lights Out's subclass says so).
// Mod 2 the counts are powers of two: 2^rank positions reachable, 2^nullity
// press sets solving each; and a set of cells or buttons as 0/1 values.
ZkAnalysis counts_mod2(int cells, int buttons, int rank);
ZkVec zk_values(const BitVec& b);

class LinearMachine : public Machine, public LinearView, public GraphView, public FamilyView {
 public:
  explicit LinearMachine(LinearRules rules);

  const LinearRules& rules() const { return rules_; }
  // The stored press vectors; empty for Lights Out, use press_vector(j) there.
  const std::vector<BitVec>& press_vectors() const { return rules_.press_vectors; }
  // u_j as a vector of cell_count() bits.
  BitVec press_vector(int button) const;
  // u_j as ascending cell indices (what a press toggles, e.g. to highlight them).
  virtual void toggled_cells(int button, std::vector<int>& out) const;
  // A = [u_1 ... u_M] for the general solver.
  PressMatrix press_matrix() const;
  // Rank, nullity, quiet patterns and invariants of the rules (no position needed).
  virtual LinearAnalysis analyze() const;

  std::string name() const override { return rules_.name; }
  std::string title() const override { return rules_.title; }
  std::string head() const override { return rules_.head; }
  ParamValues params() const override { return rules_.params; }
  // --- capabilities ---
  const LinearView* linear() const override { return this; }
  const GraphView* graph() const override { return rules_.graph6.empty() && !rules_.regraph ? nullptr : this; }
  const FamilyView* family() const override { return rules_.family.empty() && !in_square_atlas() ? nullptr : this; }

  // LinearView
  int modulus() const override { return 2; }
  ZkAnalysis analysis(std::size_t max_patterns) const override;
  bool rules_editable() const override { return bool(rules_.rebuild); }
  // These rules with other press vectors, when editable (nullptr otherwise).
  MachinePtr with_press_vectors(std::vector<BitVec> vectors) const {
    return rules_.rebuild ? rules_.rebuild(std::move(vectors)) : nullptr;
  }
  std::vector<uint8_t> button_amounts(int button) const override;
  MachinePtr with_button_amounts(std::vector<std::vector<uint8_t>> buttons) const override;
  // GraphView
  std::string graph6() const override { return rules_.graph6; }
  bool graph_editable() const override { return bool(rules_.regraph); }
  MachinePtr with_graph(const Graph& g, const std::vector<float>& x, const std::vector<float>& y) const override {
    return rules_.regraph ? rules_.regraph(g, x, y) : nullptr;
  }
  // FamilyView
  std::string family_name() const override { return rules_.family; }
  MachinePtr family_member(int n) const override { return rules_.member ? rules_.member(n) : nullptr; }

  const CellLayout* cell_layout() const override { return rules_.layout.get(); }
  int rows() const override { return rules_.rows; }
  int cols() const override { return rules_.cols; }
  int button_count() const override { return int(rules_.press_vectors.size()); }
  int button_cell(int button) const override { return rules_.buttons_are_cells ? button : -1; }

  Position initial() const override;
  void press(Position& pos, int button) const override;
  std::vector<int> cells(const Position& pos) const override;
  std::vector<int> goal_cells(const Position& pos) const override;
  bool solved(const Position& pos) const override { return pos.state == pos.goal; }
  Solution solve(const Position& pos) const override;
  Position random(uint64_t seed, bool any) const override;

  // ID body: state [",g=" goal] [extra fields]. The goal is written only when it
  // differs from the machine's default goal.
  std::string encode(const Position& pos) const override;
  Result<Position> decode(const IdBody& body) const override;

 protected:
  LinearRules rules_;
};

}  // namespace tl
