// machine.hpp: the one small interface every button machine implements.
//
// Modelled on Tatham's `struct game`: a Machine is the immutable rule book
// (built from its parameters, shared by every position of one game), a
// Position is what undo restores. The app and the CLI only ever talk to this
// interface and to what a machine offers through its capabilities (below),
// never to a machine by name; adding a machine means one file plus one line
// in registry.cpp (machine_kind.hpp says what that file provides).
//
// Index conventions: buttons and cells are 0-based here; the user-facing
// numbering (the papers', e.g. Merlin's boxes 1..9 in Arnold and Blaszak,
// page 8; the CLI; the page hook) is 1-based in reading order, converted at
// the edges.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/bitvec.hpp"
#include "core/base/cell_layout.hpp"
#include "core/base/result.hpp"
#include "core/base/solution.hpp"
#include "core/base/topology.hpp"
#include "core/game/id_body.hpp"
#include "core/game/params.hpp"

namespace tl {

// The views a machine may offer (capabilities, below), each its own header.
class LinearView;  // game/linear_view.hpp: the field, the rules as amounts, the plus grid
class GraphView;   // game/graph_view.hpp: the board's graph, the same rules on another
class FamilyView;  // game/family_view.hpp: a family by one size, the atlas of squares
class WiringView;  // game/wiring_view.hpp: the wires, codes and census, as views show them

// What undo restores. Linear machines: `state` are the lights, `goal` the
// target lights. Ghaly: `state` is the wiring matrix W (N*N bits), `goal` is
// empty (the goal is "all one colour", not a grid).
struct Position {
  BitVec state;
  BitVec goal;
  friend bool operator==(const Position&, const Position&) = default;
};

class Machine {
 public:
  virtual ~Machine() = default;

  // --- identity -----------------------------------------------------------
  virtual std::string name() const = 0;   // registry key: "merlin", "lightsout", ...
  virtual std::string title() const = 0;  // "Merlin's Magic Squares"
  virtual std::string head() const = 0;   // ID prefix with parameters: "lightsout5x5t"
  // The parameter values (in the kind's schema) that build these rules: what
  // the picker shows for the machine in play.
  virtual ParamValues params() const = 0;

  // --- geometry -----------------------------------------------------------
  virtual int rows() const = 0;
  virtual int cols() const = 0;
  int cell_count() const { return rows() * cols(); }
  virtual int button_count() const = 0;
  // The cell a button sits on, or -1 when buttons are not cells (custom rules
  // with a different number of buttons than cells are drawn as a separate row).
  virtual int button_cell(int button) const = 0;

  // --- play ---------------------------------------------------------------
  virtual Position initial() const = 0;  // the default start
  virtual void press(Position& pos, int button) const = 0;
  // Displayed value per cell in reading order: 0 dark, 1 lit; Ghaly: colour number (0 = dark).
  virtual std::vector<int> cells(const Position& pos) const = 0;
  // The goal per cell, same encoding; empty when the goal is not a grid (Ghaly).
  virtual std::vector<int> goal_cells(const Position& pos) const = 0;
  virtual bool solved(const Position& pos) const = 0;
  // Edit mode: the next value of one cell of the lights (or of the goal), in
  // the order a player cycles through them (on/off; 0, 1, ..., k-1, 0).
  virtual void edit_cell(Position& pos, int cell, bool goal) const { (goal ? pos.goal : pos.state).flip(std::size_t(cell)); }
  // The position with these lights and this goal, a value per cell as
  // cells() and goal_cells() give them (machines whose goal is a grid).
  virtual Position position_of(const std::vector<int>& lights, const std::vector<int>& goal) const;
  virtual Solution solve(const Position& pos) const = 0;
  // The same answer as a summary (Solution::press_count): what the CLI's
  // `solve --summary` and `hint` print, never building the list of presses
  // where a machine can count them without it (k states: billions on 4096 x
  // 4096); elsewhere the listed answer, summarised.
  virtual Solution solve_summary(const Position& pos) const { return summary_of(solve(pos)); }
  // A random start: solvable unless `any`; deterministic for a seed.
  virtual Position random(uint64_t seed, bool any) const = 0;
  // A new game. Most machines keep their rules and deal a random position;
  // machines whose rules are part of the game (Ghaly's initial assignment)
  // override this to deal new rules too. `self` is this machine's pointer.
  virtual struct Puzzle deal(const std::shared_ptr<const Machine>& self, uint64_t seed, bool any) const;

  // --- puzzle IDs -----------------------------------------------------------
  // The text after "head:" (state and fields); decode() is its exact inverse,
  // reading the body as split by parse_id_body (errors carry the ID's own
  // character positions).
  virtual std::string encode(const Position& pos) const = 0;
  virtual Result<Position> decode(const IdBody& body) const = 0;

  // --- capabilities ----------------------------------------------------------
  // What a front end may show besides the board: each a view of its own,
  // nullptr where the machine has none. Each Why panel and board overlay is
  // registered against one of these, never against a name or a class.
  //
  // Linear machines (presses add fixed amounts mod k): the field, the rules
  // as amounts, their analysis, editing them, light chasing.
  virtual const LinearView* linear() const { return nullptr; }
  // Boards that are graphs: graph6, editing the graph.
  virtual const GraphView* graph() const { return nullptr; }
  // Boards in a family by one size, or in the atlas of square boards.
  virtual const FamilyView* family() const { return nullptr; }
  // Wiring machines (Ghaly's): the wires, pi_W, colour codes, the census and
  // the initial assignment, as plain data.
  virtual const WiringView* wiring() const { return nullptr; }
  // k when presses add fixed amounts mod k (2: GF(2)), 0 when they are not
  // linear: linear()'s modulus, read by the Why screen, the hints' "why", the
  // summary, analyze and explain (machine.cpp).
  int linear_modulus() const;

  // --- drawing -----------------------------------------------------------------
  // The values a cell of the lights takes, 0..states()-1 (2 for on/off; a
  // press of a k-state machine adds 1, or its amount, mod k).
  virtual int states() const { return 2; }
  // The board's topology (base/topology.hpp): which edges are glued, for the
  // marks drawn on them. Plain for every board that is not a glued grid.
  virtual Topology topology() const { return Topology::Plain; }
  // Boards whose cells are not a rows x cols grid of squares (a graph's
  // vertices, hexagons, the cube's net) say where each cell is drawn; such
  // machines report 1 row of cell_count() columns. nullptr: the grid.
  virtual const CellLayout* cell_layout() const { return nullptr; }
  // Whether the goal is a grid of cells (false: "all one colour", Ghaly's).
  virtual bool goal_is_grid() const { return true; }
};

using MachinePtr = std::shared_ptr<const Machine>;

// A whole puzzle: rules plus position. `id()` is the shareable text.
struct Puzzle {
  MachinePtr machine;
  Position position;
  std::string id() const { return machine->head() + ":" + machine->encode(position); }
};

inline Position Machine::position_of(const std::vector<int>& lights, const std::vector<int>& goal) const {
  Position p = initial();
  const std::vector<int> now = cells(p), now_goal = goal_cells(p);
  const int k = states();
  // Each edit_cell adds 1 (mod k) to a cell: as many as bring it to the value.
  auto set = [&](const std::vector<int>& want, const std::vector<int>& have, bool is_goal) {
    for (std::size_t c = 0; c < want.size() && c < have.size(); ++c)
      for (int times = ((want[c] - have[c]) % k + k) % k; times > 0; --times) edit_cell(p, int(c), is_goal);
  };
  set(lights, now, false);
  set(goal, now_goal, true);
  return p;
}

inline Puzzle Machine::deal(const MachinePtr& self, uint64_t seed, bool any) const { return Puzzle{self, random(seed, any)}; }

}  // namespace tl
