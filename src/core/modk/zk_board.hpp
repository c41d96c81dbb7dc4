// zk_board.hpp: k-state Lights Out and its cousins on R x C boards, plain,
// torus or any other gluing of the edges (base/topology.hpp), with any press
// shape, solved by chasing the lights symbolically.
//
// A press of the button on cell (r, c) adds 1 (mod k) to every cell
// (r + dr, c + dc) of its shape (off-board cells are dropped, or carried
// across the glued edges); with `self` the pressed cell too. The shapes the machines
// offer: plus (the classic four neighbours), x (the four diagonals), box
// (the 3x3 block's eight neighbours), knight (the eight knight moves).
//
// Why a chase: a press reaches only nearby rows, so the press matrix is a
// band, and dense elimination of the whole board (65,536 unknowns on a
// 256 x 256 board) would waste nearly all its work on zeros. Light chasing
// (Anderson and Feil, "Turning lights out with linear algebra", 1998, and
// Sutner's sigma-game papers for the chase itself) generalises to any shape
// and any k:
//   * go through the cells in reading order; the equation of a cell
//     (sum over the buttons that reach it of times pressed = b_cell, mod k)
//     normally contains exactly one button not seen before whose
//     coefficient is a unit mod k: that button is "chased", i.e. solved for
//     (for plus: the button below, pressed k - value times, as players do);
//   * any other button not seen before becomes an unknown (for plus: the
//     first row; for x and box also the first column; for knight the first
//     two rows and first column; on a torus also the rows that wrap, and
//     wherever a glued edge brings a far row near);
//   * a cell whose buttons are all known already is a final equation.
// Done with symbols, every button is an affine function of the unknowns
// (one vector of U entries per button, U about C or 2C + R), and the final
// equations are a small dense system F u = g. That system goes to the exact
// solver over Z_k (zk_system.hpp: Howell forms per prime-power factor and
// the Chinese remainder theorem); a numeric chase with the solved unknowns
// gives the presses, and F's quiet patterns chased the same way give the
// board's. The board is factored once (ZkBoardSolver); each position then
// costs a numeric chase, a back substitution and the fewest-press search.
// An unsolvable position's invariant comes from F's left null space,
// carried back over the chase in reverse (each chased cell's weight is what
// makes its button's column vanish).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/base/topology.hpp"
#include "core/modk/zk_solver.hpp"

namespace tl {

// RowCol: the whole row and the whole column of the pressed cell (the
// "same row and column" rule other Lights Out games play), whatever the
// board's size.
enum class Neighbourhood : uint8_t { Plus, X, Box, Knight, RowCol };

struct BoardOffset {
  int dr = 0, dc = 0;
};

// The shape, without the pressed cell itself, on a rows x cols board (only
// RowCol's depends on it: every other cell of the row and of the column).
std::vector<BoardOffset> neighbourhood_offsets(Neighbourhood n, int rows = 0, int cols = 0);
// "plus", "x", "box", "knight".
const char* neighbourhood_name(Neighbourhood n);

struct ZkBoard {
  int rows = 0, cols = 0;
  Topology topology = Topology::Plain;
  int k = 2;
  std::vector<BoardOffset> offsets;  // a repeated offset adds again
  bool self = true;                  // the pressed cell changes too

  static ZkBoard lights_out(int rows, int cols, int k, Neighbourhood n, bool self, Topology topology);
  static ZkBoard lights_out(int rows, int cols, int k, Neighbourhood n, bool self = true, bool torus = false) {
    return lights_out(rows, cols, k, n, self, torus ? Topology::Torus : Topology::Plain);
  }
  // Any shape: `offsets` (the pressed cell included where it changes, each
  // offset as often as what it adds), as a drawn rule gives them.
  static ZkBoard with_offsets(int rows, int cols, int k, std::vector<BoardOffset> offsets, Topology topology);
  bool torus() const { return topology == Topology::Torus; }
  int cells() const { return rows * cols; }
};

// A dense/general view of the same rules (buttons = cells, reading order).
ZkPressMatrix zk_board_press_matrix(const ZkBoard& b);
// A x mod k: what the presses add to each cell.
ZkVec zk_board_apply(const ZkBoard& b, const ZkVec& presses);

class ZkBoardSolver {
 public:
  explicit ZkBoardSolver(const ZkBoard& b);
  ~ZkBoardSolver();
  ZkBoardSolver(ZkBoardSolver&&) noexcept;
  ZkBoardSolver& operator=(ZkBoardSolver&&) noexcept;

  ZkAnswer solve(const ZkVec& target, const ZkSolveOptions& options = {}) const;
  ZkAnalysis analyze(std::size_t max_patterns = 64) const;
  const std::vector<ZkQuiet>& quiet() const;
  int unknowns() const;         // U: the chase's unknowns
  int final_equations() const;  // the rows of F

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The number of generators of the board's quiet patterns (ZkBoardSolver's
// quiet().size(): the atlas's bar for k states), found in slices of bounded
// work so that a page with one thread never waits long between frames: the
// plan, the chase a few rows at a time, F's Howell form a few columns at a
// time per prime-power factor of k (no carried identity, no patterns built).
class ZkBoardNullity {
 public:
  // About 2^21 byte operations: a few milliseconds natively.
  static constexpr std::size_t kSliceWork = std::size_t(1) << 21;

  explicit ZkBoardNullity(const ZkBoard& b);
  ~ZkBoardNullity();
  bool done() const;
  // One slice of about `work` byte operations; false when already done.
  bool step(std::size_t work = kSliceWork);
  double progress() const;  // 0..1, by the stages' estimated work
  int nullity() const;      // once done

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

ZkAnswer solve_zk_board(const ZkBoard& b, const ZkVec& target, const ZkSolveOptions& options = {});
// The quiet patterns of the same board with two states (0/1 entries): what
// the split by halves of an even k needs (zk_coset.hpp).
std::vector<ZkVec> zk_board_half_kernel(const ZkBoard& b);
ZkAnalysis analyze_zk_board(const ZkBoard& b, std::size_t max_patterns = 64);

}  // namespace tl
