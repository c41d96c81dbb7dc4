// ghaly_census.hpp: the 4x4 machine exhaustively: the image of W -> pi_W
// (Joyner 2006, section 4.1: 6902 and 576) and the census of all 4!^4
// initial assignments, the question that section leaves open.
//
// Both rest on one table over the 2^16 wiring matrices W: for each W its
// (origin, exit) pairs {(pi_W^-1(k), k) : k in supp(W)}. W solves (sigma, tau)
// in colour c exactly when every pair satisfies
//     low bits of X_origin  XOR  low bits of CG_k  =  c - 1
// (and W is lit; see ghaly.hpp's lit()), so a solve check is one mask test.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/ghaly/ghaly.hpp"

namespace tl::ghaly {

// Called with the fraction done, 0..1, so a page can draw a progress bar.
using Progress = std::function<void(double)>;

// --- the 4x4 table ------------------------------------------------------------
// Bit origin*8 + k for each k in supp(W); 0 for a W that is not lit (never solves).
uint64_t pair_mask4(const Wiring& w);
// pair_mask4 of every W (index = W's bits, bit r*4+c = W_rc), built once on first use.
const std::vector<uint64_t>& pair_table4();
// For an assignment: masks[c - 1] holds the pairs (p, k) whose low bits XOR to
// c - 1; W solves in colour c iff pair_mask4(W) != 0 and it lies inside masks[c - 1].
std::vector<uint64_t> colour_masks4(const Assignment& a);

// --- section 4.1: the image of phi(W) = pi_W -------------------------------------
struct ImageCounts {
  int64_t matrices = 0;    // 2^16
  int64_t distinct = 0;    // distinct pi_W (Joyner: 6902)
  int64_t in_SI_x_SJ = 0;  // of those, in S_I x S_J (Joyner: 576)
  double seconds = 0;
};
ImageCounts image_counts4();

// --- one assignment -----------------------------------------------------------
struct AssignmentReport {
  // Index c - 1 for colour c: the fewest presses from W = 0 that show colour c
  // everywhere (= the least weight of such a W), -1 when colour c is impossible.
  std::vector<int> fewest_by_colour;
  bool solvable() const;
  int fewest() const;  // over all colours, -1 when unsolvable
  friend bool operator==(const AssignmentReport&, const AssignmentReport&) = default;
};
// Through the pair table (what the census uses).
AssignmentReport report4(const Assignment& a);
// Through colours() for every one of the 2^16 W: slow, the reference the tests
// compare report4 and the census against.
AssignmentReport report4_brute_force(const Assignment& a);

// --- the census -------------------------------------------------------------------
// The census's figures are the views' type (core/game/wiring_view.hpp).
using Census = WiringCensus;
// Exact, over all 331,776 assignments (method in ghaly_census.cpp); `progress`
// is called now and then with the fraction done.
Census census4(const Progress& progress = {});

// A pair set of some lit W with the least weight of a W having it.
struct CensusPattern {
  uint64_t pairs;
  int weight;
};

// The same census in slices of a few milliseconds each (a page runs one or
// more per frame and stays responsive): the pair table in eight parts, the
// patterns, then the assignments in 24 parts. census4 runs one to the end.
class CensusRun final : public WiringCensusRun {
 public:
  CensusRun();
  bool done() const override { return stage_ == kStages; }
  // Computes the next slice; false when there was none left.
  bool step() override;
  // The fraction done, 0..1, by the slices' rough cost.
  double progress() const override;
  // The census; complete once done(). `seconds` sums the slices' own time.
  const Census& result() const override { return out_; }

 private:
  static constexpr int kTableSlices = 8, kAssignmentSlices = 24;
  static constexpr int kStages = kTableSlices + 1 + kAssignmentSlices;
  int stage_ = 0;
  std::vector<uint64_t> table_;          // pair_mask4 of each W, while the patterns are made
  std::vector<CensusPattern> patterns_;  // lightest first
  Census out_;
};

}  // namespace tl::ghaly
