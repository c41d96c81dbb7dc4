// lightsout_atlas.cpp: nullities of square Lights Out boards, one N at a time.
#include "core/linear/explain/lightsout_atlas.hpp"

#include "core/linear/machines/lightsout.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/modk/zk_board.hpp"

namespace tl {

int lightsout_square_nullity(int n, bool torus, int states) {
  if (states != 2) {
    // k states: the quiet patterns' generators, from the chase over Z_k.
    const ZkBoardSolver solver(ZkBoard::lights_out(n, n, states, Neighbourhood::Plus, true, torus));
    return int(solver.quiet().size());
  }
  const LightsOutBoard b{n, n, torus};
  // No patterns asked for: only the nullity is needed.
  if (lightsout_fast_applies(b)) return analyze_lightsout(b, 0).nullity;
  // 1x1 and 2x2 tori, whose neighbours coincide: the machine's own rules.
  auto m = make_lightsout(n, n, torus);
  return (*m)->linear()->analyze().nullity;
}

LightsOutAtlas::LightsOutAtlas(int max_n, bool torus, int states) : max_n_(max_n), torus_(torus), states_(states) {
  for (int n = 1; n <= max_n_; ++n) total_cost_ += cost(n);
}

double LightsOutAtlas::cost(int n) const {
  const double d = n;
  return torus_ ? d * d * d + 1 : d * d + 1;
}

bool LightsOutAtlas::step() {
  if (done()) return false;
  const int n = computed() + 1;
  nullities_.push_back(lightsout_square_nullity(n, torus_, states_));
  done_cost_ += cost(n);
  return true;
}

double LightsOutAtlas::progress() const {
  if (done() || total_cost_ <= 0) return 1.0;
  return done_cost_ / total_cost_;
}

std::vector<int> lightsout_atlas(int max_n, bool torus, const std::function<bool(double)>& progress, int states) {
  LightsOutAtlas atlas(max_n, torus, states);
  while (atlas.step())
    if (progress && !progress(atlas.progress())) break;
  return atlas.nullities();
}

}  // namespace tl
