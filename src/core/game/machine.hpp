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

// The views a machine may offer (declared by their own layers).
class LinearMachine;  // linear/machines: press vectors over GF(2), the elimination
class GhalyMachine;   // ghaly: wiring permutations, colour codes (the CLI's Ghaly commands)
class WiringView;     // game/wiring_view.hpp: the wires, codes and census, as views show them
class ZkMachine;      // linear/machines: k states per cell, presses add mod k
struct Graph;         // graph: the board of graph machines (with_graph)

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
  // What a front end may show besides the board. Each Why panel and board
  // overlay is registered against one of these, never against a name.
  //
  // The field. A machine is linear when pressing button j adds a fixed column
  // a_j to the lights mod k, so a game is A x = b over Z_k: GF(2) when k = 2
  // (Merlin, Lights Out, Quatrainment, custom rules), k states otherwise.
  // linear_modulus() is that k, or 0 when presses are not linear (Ghaly's
  // wiring). It is the one place the field is decided: the Why screen, the
  // hints' "why", the summary, analyze and explain read it (through the
  // explanation layer), never which class implements the machine.
  virtual int linear_modulus() const { return 0; }
  // The implementations' own views of a linear machine: press vectors packed
  // as bits (two states) or amounts as bytes (k states). Only the linear
  // layer's solvers and its explanation (which picks the fast kernel) reach
  // into them; a 2-state board may be either, with the same answers.
  virtual const LinearMachine* linear() const { return nullptr; }
  virtual const ZkMachine* modular() const { return nullptr; }
  // Wiring machines (Ghaly's): the wires, pi_W, colour codes, the census,
  // as plain data for the screens (which never name Ghaly's own types), and
  // the machine itself for the command line's Ghaly commands.
  virtual const WiringView* wiring() const { return nullptr; }
  virtual const GhalyMachine* ghaly() const { return nullptr; }
  // The values a cell of the lights takes, 0..states()-1 (2 for on/off; a
  // press of a k-state machine adds 1, or its amount, mod k).
  virtual int states() const { return 2; }
  // Whether a player may edit which cells each button changes (custom rules),
  // and the rules as amounts: per button, what a press adds to each cell
  // (0..states()-1; with two states 1 toggles). with_button_amounts gives the
  // same machine with other buttons, or nullptr when they are not allowed
  // (none, too many, a wrong length, an amount out of range).
  virtual bool rules_editable() const { return false; }
  virtual std::vector<uint8_t> button_amounts(int /*button*/) const { return {}; }
  // By value: the overrides keep the buttons in the rules they build.
  virtual std::shared_ptr<const Machine> with_button_amounts(
      std::vector<std::vector<uint8_t>> /*buttons*/) const {  // NOLINT(performance-unnecessary-value-param)
    return nullptr;
  }
  // Whether the atlas of square boards of this family applies (Lights Out),
  // and the rules of its n x n board with that topology (plain, torus, ...)
  // and `states` states (nullptr elsewhere).
  virtual bool in_square_atlas() const { return false; }
  virtual std::shared_ptr<const Machine> square_board(int /*n*/, Topology /*topology*/, int /*states*/) const { return nullptr; }
  // The board's topology (base/topology.hpp): which edges are glued, for the
  // marks drawn on them. Plain for every board that is not a glued grid.
  virtual Topology topology() const { return Topology::Plain; }
  // Boards whose cells are not a rows x cols grid of squares (a graph's
  // vertices, hexagons, the cube's net) say where each cell is drawn; such
  // machines report 1 row of cell_count() columns. nullptr: the grid.
  virtual const CellLayout* cell_layout() const { return nullptr; }
  // The board as a graph in graph6 (McKay's text form), where it is one: a
  // press changes a vertex's neighbours (and itself); empty elsewhere.
  virtual std::string graph6() const { return {}; }
  // Whether the board's graph may be edited (graph machines), and the same
  // rules (states, whether a press changes itself) on another graph with its
  // vertices drawn at (x, y), in cells at least half a cell from the top
  // and left, or with no places given (x, y empty) drawn by the graph's
  // deterministic layout; nullptr where not allowed (too many vertices,
  // places out of range). The graph editor builds on it (core/midend).
  virtual bool graph_editable() const { return false; }
  virtual std::shared_ptr<const Machine> with_graph(const Graph& /*g*/, const std::vector<float>& /*x*/,
                                                    const std::vector<float>& /*y*/) const {
    return nullptr;
  }
  // Families of boards by one size (hexagons by side, the cube's surface by
  // n, cycles by vertices): the family's name ("Hexagons by side"), empty
  // where the board is in none, and the same rules on member n (nullptr
  // where there is no such member: a wheel of 3, more than the CLI's cells).
  virtual std::string family_name() const { return {}; }
  virtual std::shared_ptr<const Machine> family_member(int /*n*/) const { return nullptr; }
  // Whether the goal is a grid of cells (false: "all one colour", Ghaly's).
  virtual bool goal_is_grid() const { return true; }
  // Whether light chasing applies: a board without wrap-around whose button
  // on each cell adds 1 to that cell and the four beside it (Lights Out's
  // classic press, any number of states). The chasing lesson needs it.
  virtual bool chases_lights() const { return false; }
  // The board as a plus grid, where it is one (PlusGrid above).
  virtual PlusGrid plus_grid() const { return {}; }
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
