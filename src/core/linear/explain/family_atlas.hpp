// family_atlas.hpp: the atlas of a family of boards by one size (hexagons by
// side, the cube's surface by n, cycles, paths, complete graphs and wheels
// by vertices; FamilyView::family_member): per member its cells, rank and
// nullity, the numbers behind the Why tab's family plot and `togglelab atlas
// --machine graph --shape hexagon`.
//
// A member is one elimination of its press matrix (the general solver), so
// the page computes the atlas one member per step, in slices, as it does
// the square boards' atlas.
#pragma once

#include <string>
#include <vector>

#include "core/base/job.hpp"
#include "core/game/machine.hpp"

namespace tl {

struct FamilyAtlasRow {
  int n = 0;                       // the member's size (a side, n, or a vertex count)
  int cells = 0;                   // its lights
  int rank = -1;                   // over the field Z_k (two states, prime k); -1 otherwise
  int nullity = 0;                 // generators of the quiet patterns
  std::string reachable_fraction;  // of all positions, the part a start reaches ("1", "1/2^3")
  // The member's board, all dark, as a puzzle ID: what a row opens. A row is
  // plain data, so the page can take it from wherever the atlas was computed.
  std::string id;
};

class FamilyAtlas final : public Job {
 public:
  // Members n = 1..max_n of `of`'s family with at most `max_cells` cells each
  // (the page's cap, or the CLI's); the family ends at the first member past it.
  FamilyAtlas(MachinePtr of, int max_n, int max_cells);

  const std::string& family() const { return family_; }
  int members() const { return int(sizes_.size()); }
  bool done() const override { return rows_.size() >= sizes_.size(); }
  // Computes the next member; false when already done.
  bool step() override;
  // The fraction of the work done, each member's cost its cells cubed (an elimination).
  double progress() const override;
  const std::vector<FamilyAtlasRow>& rows() const { return rows_; }

 private:
  MachinePtr of_;
  std::string family_;
  std::vector<int> sizes_;    // the members' sizes, ascending
  std::vector<double> cost_;  // per member
  double total_cost_ = 0, done_cost_ = 0;
  std::vector<FamilyAtlasRow> rows_;
};

}  // namespace tl
