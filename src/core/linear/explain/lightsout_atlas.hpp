// lightsout_atlas.hpp: the nullity of the N x N Lights Out board for N = 1..256,
// plain, on a torus or any other gluing of the edges (the Why tab's atlas: a
// bar per N).
//
// The nullity k is the number of independent quiet patterns: a solvable
// position has 2^k solutions and 1 / 2^k of all positions are solvable.
// Plain boards go through Sutner's polynomial gcd (lightsout_fast), all 256
// in about a millisecond; tori solve a 2N x 2N wrap-around system each, about
// 0.2 s for all 256 natively (measured; the worst single N about 12 ms), so
// the page computes the atlas a few N per frame through LightsOutAtlas::step
// and shows the progress. The other gluings (cylinder, Moebius band, Klein
// bottle, projective plane) go through the chase over Z_k with k = 2, a slice
// at a time like k states.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "core/base/job.hpp"
#include "core/modk/zk_board.hpp"

namespace tl {

constexpr int kAtlasMaxSide = 256;

// The nullity of the n x n board (n >= 1): Lights Out's fast paths where
// they apply, the general solver for tori below 3 x 3. With k states (each
// press adds 1 mod k): the number of generators of the quiet patterns, from
// the chase over Z_k (for prime k the nullity over the field Z_k).
int lightsout_square_nullity(int n, Topology topology, int states = 2);

// The atlas computed incrementally: one N per step(), in order.
class LightsOutAtlas final : public Job {
 public:
  explicit LightsOutAtlas(int max_n = kAtlasMaxSide, Topology topology = Topology::Plain, int states = 2);
  ~LightsOutAtlas() override;

  int max_n() const { return max_n_; }
  Topology topology() const { return topology_; }
  int states() const { return states_; }
  int computed() const { return int(nullities_.size()); }  // N = 1..computed() are known
  bool done() const override { return computed() >= max_n_; }
  // Computes the next N (two states) or a slice of it (k states); false
  // when already done.
  bool step() override;
  // The fraction of the whole work done, by the estimated cost of each N
  // (about N^3 for a torus, N^2 for a plain board), for a progress bar.
  double progress() const override;
  // nullities()[n - 1] is the nullity of the n x n board, for n <= computed().
  const std::vector<int>& nullities() const { return nullities_; }

 private:
  double cost(int n) const;
  int max_n_;
  Topology topology_;
  int states_;
  double total_cost_ = 0, done_cost_ = 0;
  std::vector<int> nullities_;
  std::unique_ptr<ZkBoardNullity> current_;  // k states: the N being counted
};

// The whole atlas at once. `progress` (when given) is called after each N
// with the fraction done; returning false cancels, and the result then holds
// the N computed so far.
std::vector<int> lightsout_atlas(int max_n, Topology topology, const std::function<bool(double)>& progress = {}, int states = 2);

}  // namespace tl
