// zk_solver.hpp: "which buttons, how many times each, turn this state into
// the goal" for machines with k states per cell, 2 <= k <= 255.
//
// A press of button j adds column j of the press matrix A (cells x buttons,
// entries 0..k-1) to the state, mod k. The presses x (x_j = times button j
// is pressed, 0..k-1) solve the position when A x = b, b = goal - state
// (mod k). Vocabulary, as for GF(2) (linear/linear_solver.hpp):
//   quiet patterns  press vectors that change nothing; any solution plus one
//                   is another solution
//   invariants      weighted sums of cells that no press changes (mod a
//                   divisor of k); a position breaking one can never reach
//                   the goal
// The cost of a solution is the total number of presses, sum_j x_j.
//
// Method: zk_system.hpp (Howell forms per prime-power factor, glued by the
// Chinese remainder theorem) factors A once; each position is then a back
// substitution and a walk or search over the quiet patterns (zk_coset.hpp).
// Boards with a press shape have a faster path: zk_board.hpp.
#pragma once

#include <string>
#include <vector>

#include "core/base/factored_count.hpp"
#include "core/base/solution.hpp"
#include "core/modk/zk_coset.hpp"
#include "core/modk/zk_matrix.hpp"
#include "core/modk/zk_system.hpp"

namespace tl {

struct ZkAdd {
  int cell = 0;
  uint8_t amount = 1;  // 1..k-1
};

// The press matrix, stored by button: the cells each press adds to.
struct ZkPressMatrix {
  int k = 2;
  int cells = 0;
  std::vector<std::vector<ZkAdd>> buttons;

  int button_count() const { return int(buttons.size()); }
  // Each button adds 1 to its cells (a GF(2) machine's toggles, now mod k).
  static ZkPressMatrix from_toggles(int cells, const std::vector<std::vector<int>>& toggles, int k);
  ZkMatrix dense() const;                   // cells x buttons
  ZkVec apply(const ZkVec& presses) const;  // A x mod k (the change the presses make)
};

struct ZkSolveOptions {
  bool fewest = true;  // false: any solution (each factor's free buttons unpressed), no search
  ZkSearchOptions search;
};

struct ZkAnswer {
  bool solvable = false;
  ZkVec presses;              // when solvable: per button, times pressed (0..k-1)
  long long press_count = 0;  // sum of presses
  bool minimal = false;       // proven fewest
  int quiet_generators = 0;   // generators of the quiet patterns
  ZkInvariant broken;         // when not solvable: an invariant the position breaks
  int broken_by = 0;          // the change the goal needs in it (nonzero mod broken.modulus)
  std::string reason;         // when not solvable, in player words
  std::string search;         // when not proven minimal: how far the search got (search_note)

  // The base answer: a button listed once per press, ascending; nullity =
  // the number of quiet generators. Not `listed`: a summary (the presses
  // counted, the first button and its times; Solution::press_count).
  Solution to_solution(bool listed = true) const;
};

struct ZkAnalysis {
  int k = 0, cells = 0, buttons = 0;
  int rank = -1;                    // the rank over the field Z_k when k is prime; else -1
  FactoredCount reachable;          // positions reachable from any one start (|image of A|)
  FactoredCount solutions_each;     // solutions of every solvable position (quiet patterns)
  FactoredCount unreachable_ratio;  // k^cells / reachable: 1 position in this many is reachable
  std::size_t quiet_generator_count = 0;
  std::vector<ZkQuiet> quiet_patterns;  // generators, maybe cut short
  std::vector<ZkInvariant> invariants;  // generators, maybe cut short

  // "1", "1/2^6", "1/2^2 * 3" : the fraction of all positions reachable.
  std::string reachable_fraction() const;
};

// Player words for "unsolvable": `inv` is a weighted sum of cells no press
// changes (mod inv.modulus), and target (goal - state) changes it.
std::string zk_unsolvable_reason(const ZkInvariant& inv, const ZkVec& target);

// The answer from one solution (or none) and the quiet patterns: the fewest
// presses by zk_coset.hpp, or the broken invariant in words.
ZkAnswer make_zk_answer(bool solvable, ZkVec x, const ZkCosetSearch& search, int quiet_generators, const ZkInvariant& broken,
                        const ZkVec& target, const ZkSolveOptions& options);

// Factors A once; then answers any number of positions.
class ZkSolver {
 public:
  explicit ZkSolver(const ZkPressMatrix& a);
  ZkAnswer solve(const ZkVec& target, const ZkSolveOptions& options = {}) const;
  ZkAnalysis analyze(std::size_t max_patterns = 64) const;
  const ZkSystem& system() const { return sys_; }
  const std::vector<ZkQuiet>& quiet() const { return quiet_; }

 private:
  int k_ = 2, cells_ = 0, buttons_ = 0;
  ZkSystem sys_;
  std::vector<ZkQuiet> quiet_;
  ZkCosetSearch search_;
};

ZkAnswer solve_zk(const ZkPressMatrix& a, const ZkVec& target, const ZkSolveOptions& options = {});
ZkAnalysis analyze_zk(const ZkPressMatrix& a, std::size_t max_patterns = 64);

}  // namespace tl
