// linear_view.hpp: what a linear machine offers besides play: its field, its
// rules as amounts, and the shapes the explanations build on.
//
// A machine is linear when pressing button j adds a fixed column a_j to the
// lights mod k, so a game is A x = b over Z_k: GF(2) when k = 2 (Merlin,
// Lights Out, Quatrainment, custom rules; Arnold and Blaszak, section 2), k
// states otherwise. Machine::linear() hands out this view (nullptr for
// machines that are not linear, Ghaly's wiring), so that the Why screen, the
// rules editor, the summary, analyze and explain read the rules without
// knowing which class implements them (a 2-state board may be the bit-packed
// LinearMachine or the k-state ZkMachine, with the same answers).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/base/topology.hpp"
#include "core/game/machine.hpp"

namespace tl {

// The rules' rank, counts, quiet patterns and invariants over Z_k: the
// linear algebra layer's type (core/modk/zk_solver.hpp), complete wherever
// analysis() is called or defined.
struct ZkAnalysis;

// A board whose every press is the classic plus (the cell and the four
// beside it, each adding 1) on rows and columns that are each a line or a
// circle: plain, cylinder or torus. Its press matrix is I + L + R, L the
// neighbours up and down and R those left and right, which commute
// (core/linear/explain/grid_period.hpp powers it fast). rows == 0: not one.
struct PlusGrid {
  int rows = 0, cols = 0;
  Topology topology = Topology::Plain;
  bool valid() const { return rows > 0 && cols > 0; }
};

class LinearView {
 public:
  virtual ~LinearView() = default;

  // The field: k, presses add amounts mod k (2: GF(2)). The one place it is
  // decided (Machine::linear_modulus reads it).
  virtual int modulus() const = 0;
  // Column a_j: what button j adds to each cell (cell_count() values,
  // 0..k-1; with two states 1 toggles).
  virtual std::vector<uint8_t> button_amounts(int button) const = 0;
  // Rank, reachable positions, quiet patterns and invariants of the rules (no
  // position needed), at most `max_patterns` of each listed; each machine by
  // its fastest kernel (Lights Out's light chasing, the packed elimination,
  // Howell forms over Z_k).
  virtual ZkAnalysis analysis(std::size_t max_patterns) const = 0;

  // Whether a player may edit which cells each button changes (custom rules);
  // the same machine with other buttons, each given as button_amounts gives
  // it, or nullptr when not allowed (none, too many, a wrong length, an
  // amount out of range). By value: the machines keep the buttons.
  virtual bool rules_editable() const { return false; }
  virtual MachinePtr with_button_amounts(
      std::vector<std::vector<uint8_t>> /*buttons*/) const {  // NOLINT(performance-unnecessary-value-param)
    return nullptr;
  }

  // Whether light chasing applies: a board without wrap-around whose button
  // on each cell adds 1 to that cell and the four beside it (Lights Out's
  // classic press, any number of states). The chasing lesson needs it.
  virtual bool chases_lights() const { return false; }
  // The board as a plus grid, where it is one (PlusGrid above).
  virtual PlusGrid plus_grid() const { return {}; }
};

// The questions asked of any machine, answered "no" where it is not linear.
inline bool rules_editable(const Machine& m) { return m.linear() && m.linear()->rules_editable(); }
inline bool chases_lights(const Machine& m) { return m.linear() && m.linear()->chases_lights(); }
inline PlusGrid plus_grid_of(const Machine& m) { return m.linear() ? m.linear()->plus_grid() : PlusGrid{}; }

}  // namespace tl
