// lightsout_atlas.cpp: nullities of square Lights Out boards, one N at a time.
#include "core/linear/explain/lightsout_atlas.hpp"

#include "core/game/linear_view.hpp"
#include "core/linear/machines/lightsout.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/modk/zk_board.hpp"

namespace tl {

namespace {

// The boards the bit-packed fast paths serve: two states, plain or torus.
bool classic(Topology t, int states) { return states == 2 && (t == Topology::Plain || t == Topology::Torus); }

}  // namespace

int lightsout_square_nullity(int n, Topology topology, int states) {
  if (!classic(topology, states)) {
    // k states or another gluing: the quiet patterns' generators, from the
    // chase over Z_k.
    ZkBoardNullity count(ZkBoard::lights_out(n, n, states, Neighbourhood::Plus, true, topology));
    while (count.step(~std::size_t(0))) {}
    return count.nullity();
  }
  const bool torus = topology == Topology::Torus;
  const LightsOutBoard b{n, n, torus};
  // No patterns asked for: only the nullity is needed.
  if (lightsout_fast_applies(b)) return analyze_lightsout(b, 0).nullity;
  // 1x1 and 2x2 tori, whose neighbours coincide: the machine's own rules.
  auto m = make_lightsout(n, n, torus);
  return int((*m)->linear()->analysis(0).quiet_generator_count);
}

LightsOutAtlas::LightsOutAtlas(int max_n, Topology topology, int states) : max_n_(max_n), topology_(topology), states_(states) {
  for (int n = 1; n <= max_n_; ++n) total_cost_ += cost(n);
}

LightsOutAtlas::~LightsOutAtlas() = default;

double LightsOutAtlas::cost(int n) const {
  const double d = n;
  // k states or glued edges: a chase of N^2 cells over about 2N unknowns.
  return topology_ != Topology::Plain || states_ != 2 ? d * d * d + 1 : d * d + 1;
}

bool LightsOutAtlas::step() {
  if (done()) return false;
  const int n = computed() + 1;
  if (classic(topology_, states_)) {
    nullities_.push_back(lightsout_square_nullity(n, topology_, states_));
    done_cost_ += cost(n);
    return true;
  }
  // k states or another gluing: one board is up to a third of a second
  // natively at N = 256, so it is counted a slice at a time (ZkBoardNullity).
  if (!current_)
    current_ = std::make_unique<ZkBoardNullity>(ZkBoard::lights_out(n, n, states_, Neighbourhood::Plus, true, topology_));
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

std::vector<int> lightsout_atlas(int max_n, Topology topology, const std::function<bool(double)>& progress, int states) {
  LightsOutAtlas atlas(max_n, topology, states);
  while (atlas.step())
    if (progress && !progress(atlas.progress())) break;
  return atlas.nullities();
}

}  // namespace tl
