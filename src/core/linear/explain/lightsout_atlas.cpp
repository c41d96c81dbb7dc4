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
    ZkBoardNullity count(ZkBoard::lights_out(n, n, states, Neighbourhood::Plus, true, torus));
    while (count.step(~std::size_t(0))) {}
    return count.nullity();
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

LightsOutAtlas::~LightsOutAtlas() = default;

double LightsOutAtlas::cost(int n) const {
  const double d = n;
  // k states: a chase of N^2 cells over about 2N unknowns either way.
  return torus_ || states_ != 2 ? d * d * d + 1 : d * d + 1;
}

bool LightsOutAtlas::step() {
  if (done()) return false;
  const int n = computed() + 1;
  if (states_ == 2) {
    nullities_.push_back(lightsout_square_nullity(n, torus_, states_));
    done_cost_ += cost(n);
    return true;
  }
  // k states: one board is up to a third of a second natively at N = 256,
  // so it is counted a slice at a time (ZkBoardNullity).
  if (!current_)
    current_ = std::make_unique<ZkBoardNullity>(ZkBoard::lights_out(n, n, states_, Neighbourhood::Plus, true, torus_));
  current_->step();
  if (current_->done()) {
    nullities_.push_back(current_->nullity());
    current_.reset();
    done_cost_ += cost(n);
  }
  return true;
}

double LightsOutAtlas::progress() const {
  if (done() || total_cost_ <= 0) return 1.0;
  const double within = current_ ? cost(computed() + 1) * current_->progress() : 0.0;
  return (done_cost_ + within) / total_cost_;
}

std::vector<int> lightsout_atlas(int max_n, bool torus, const std::function<bool(double)>& progress, int states) {
  LightsOutAtlas atlas(max_n, torus, states);
  while (atlas.step())
    if (progress && !progress(atlas.progress())) break;
  return atlas.nullities();
}

}  // namespace tl
