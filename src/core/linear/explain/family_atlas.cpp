// family_atlas.cpp: see family_atlas.hpp.
#include "core/linear/explain/family_atlas.hpp"

#include <algorithm>

#include "core/game/family_view.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl {

FamilyAtlas::FamilyAtlas(MachinePtr of, int max_n, int max_cells) : of_(std::move(of)), family_(family_name_of(*of_)) {
  // The members to compute, found by building their rules (no elimination:
  // cheap), so the progress bar knows the whole.
  for (int n = 1; !family_.empty() && n <= max_n; ++n) {
    MachinePtr m = family_member_of(*of_, n);
    if (!m) continue;                        // no member of this size (a wheel of 3)
    if (m->cell_count() > max_cells) break;  // members only grow: the family ends here
    sizes_.push_back(n);
    cost_.push_back(double(m->cell_count()) * m->cell_count() * m->cell_count());
  }
  for (double c : cost_) total_cost_ += c;
}

bool FamilyAtlas::step() {
  if (done()) return false;
  const std::size_t i = rows_.size();
  MachinePtr m = family_member_of(*of_, sizes_[i]);
  const ZkAnalysis a = analyze_rules(*m, 0);
  rows_.push_back(
      {sizes_[i], a.cells, a.rank, int(a.quiet_generator_count), a.reachable_fraction(), Puzzle{m, m->initial()}.id()});
  done_cost_ += cost_[i];
  return true;
}

double FamilyAtlas::progress() const { return total_cost_ > 0 ? std::min(1.0, done_cost_ / total_cost_) : 1.0; }

}  // namespace tl
