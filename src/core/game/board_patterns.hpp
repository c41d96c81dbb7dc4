// board_patterns.hpp: whole-board patterns and operations on a board's
// values (the lights, or the goal in Edit), as LightsOutWeb offers them:
// reset to all lit, all off, random, random solvable, corners, border,
// checkers, chessboard; shift with wrap, turn, reflect, invert, rotate the
// states.
//
// Plain functions on a grid of values in reading order (0..k-1 each), so the
// midend, the CLI and the tests share one meaning. "Random solvable" needs
// the rules' presses and lives in the midend (Midend::change_board).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/base/topology.hpp"

namespace tl {

enum class BoardChange : uint8_t {
  // Patterns: the board replaced.
  AllLit,          // every cell at k - 1
  AllOff,          // every cell 0
  Random,          // every cell any value
  RandomSolvable,  // a random position the goal can be reached from (or, editing the goal, one reachable)
  Corners,         // the four corners lit
  Border,          // the cells of the outer ring lit
  Checkers,        // every other cell: (row + column) even, the top left lit
  Chessboard,      // 2 x 2 squares alternating, the top left square lit
  // Operations: the board moved or its values changed.
  ShiftUp,
  ShiftDown,
  ShiftLeft,
  ShiftRight,    // every cell moved one step, the row or column that leaves coming back on the other side
  Turn,          // a quarter turn clockwise (square boards whose gluing survives it), else a half turn
  Reflect,       // left and right swapped
  Invert,        // +1 (mod k) on every cell: with two states, lit and dark swapped
  RotateStates,  // every non-zero value v to v + 1, k - 1 back to 1 (0 stays): k > 2 only
};
constexpr int kBoardChangeCount = int(BoardChange::RotateStates) + 1;

// The name in the CLI and the hook ("all-lit", "shift-up", "rotate-states")
// and the button's label ("All lit", "Shift up", "Rotate states"); back
// from a name.
const char* board_change_name(BoardChange c);
const char* board_change_label(BoardChange c);
std::optional<BoardChange> board_change_from_name(std::string_view name);
// Whether it only needs the cells as values (any board whose goal is a
// grid: all lit, all off, random, random solvable) or a grid of rows and
// columns (the rest).
bool board_change_needs_grid(BoardChange c);

// A board: its values in reading order, rows x cols, k states, and how its
// edges are glued (what a turn must keep).
struct BoardGrid {
  int rows = 0, cols = 0, k = 2;
  Topology topology = Topology::Plain;
  std::vector<int> values;
};

// Why `c` cannot apply to this board ("rotating the states needs more than
// two states", "a quarter turn needs a square board"), or empty when it can.
// A turn of a non-square board or one whose gluing a quarter turn would
// move (cylinder, Moebius band, Klein bottle) is a half turn: allowed.
std::string board_change_refusal(BoardChange c, const BoardGrid& g, bool grid);
// Whether Turn is a quarter turn on this board (else a half turn).
bool turns_a_quarter(const BoardGrid& g);

// The board after `c` (not RandomSolvable, which needs the rules); `seed`
// for Random. Refused boards come back unchanged.
std::vector<int> change_board(BoardChange c, const BoardGrid& g, uint64_t seed = 0);

}  // namespace tl
