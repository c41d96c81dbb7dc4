// ghaly_census_test.cpp: the counts of Joyner 2006, section 4.1, and the
// census of all 331,776 4x4 assignments, each checked by a second,
// independent route.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <map>

#include "core/ghaly/ghaly_census.hpp"
#include "ghaly_test_util.hpp"

namespace tl::ghaly {
namespace {

// Section 4.1: "There are 6902 permutations in S_8 of the form pi_W ... only
// 576 of them belong to the subset S_I x S_J". Computed over all 2^16 W.
TEST(GhalyCensus, Section41ImageOfPhi) {
  const ImageCounts c = image_counts4();
  EXPECT_EQ(c.matrices, 65536);
  EXPECT_EQ(c.distinct, 6902);
  EXPECT_EQ(c.in_SI_x_SJ, 576);
}

// The pair-table scan (what the census does per assignment) against colours()
// over all 2^16 W, for a sample of assignments (solvable ones included).
TEST(GhalyCensus, Report4MatchesBruteForce) {
  std::mt19937_64 rng(41);
  std::vector<Assignment> sample = {
      {identity(8), test::cycles(8, {{1, 2, 3, 4}})},                          // Example 28
      {test::cycles(8, {{5, 6}, {7, 8}}), test::cycles(8, {{5, 6}, {7, 8}})},  // Example 12(a)
  };
  while (sample.size() < 8) {
    Assignment a{test::random_assignment_perm(4, rng), test::random_assignment_perm(4, rng)};
    // Half of the rest solvable, so the comparison sees both answers.
    if (report4(a).solvable() == (sample.size() % 2 == 0)) sample.push_back(a);
  }
  for (const Assignment& a : sample) {
    const AssignmentReport fast = report4(a), slow = report4_brute_force(a);
    EXPECT_EQ(fast, slow) << format_one_line(a.sigma) << " " << format_one_line(a.tau);
  }
  // Example 28: Joyner's W (rows 1-3 pressed, 12 presses) shows red on every
  // button, so the fewest presses for red is at most 12; the exact value is
  // the least weight over all 2^16 W, counted here directly.
  const AssignmentReport e28 = report4(sample[0]);
  const BitVec paper_W = test::matrix("1111/1111/1111/0000");
  EXPECT_EQ(colours(4, paper_W, sample[0]), std::vector<int>(16, 1)) << "red everywhere";
  int fewest_red = 99;
  for (uint32_t bits = 0; bits < (1u << 16); ++bits) {
    BitVec W(16);
    for (int i = 0; i < 16; ++i) W.set(std::size_t(i), (bits >> i) & 1);
    const std::vector<int> c = colours(4, W, sample[0]);
    if (std::all_of(c.begin(), c.end(), [](int v) { return v == 1; })) fewest_red = std::min(fewest_red, std::popcount(bits));
  }
  EXPECT_LE(fewest_red, int(paper_W.popcount()));
  EXPECT_EQ(e28.fewest_by_colour[0], fewest_red);
}

// The census's other route: instead of asking each assignment which W solve
// it, start from each lit W (traced afresh), each colour and each transmitter
// labelling, and write down every colour-generator labelling it solves.
struct ForwardCensus {
  int64_t solvable = 0;
  std::vector<int64_t> by_colour = std::vector<int64_t>(4, 0);
  std::vector<int64_t> by_colour_count = std::vector<int64_t>(5, 0);
  std::vector<int64_t> fewest = std::vector<int64_t>(17, 0);
};

ForwardCensus forward_census() {
  std::vector<std::array<int, 4>> orderings;
  std::array<int, 4> o = {0, 1, 2, 3};
  do orderings.push_back(o);
  while (std::next_permutation(o.begin(), o.end()));
  std::map<std::array<int, 4>, int> rank;
  for (std::size_t i = 0; i < orderings.size(); ++i) rank[orderings[i]] = int(i);

  // best[assignment][colour]: fewest presses, 99 = impossible. Assignment index:
  // ((aI * 24 + aJ) * 24 + bI) * 24 + bJ over the low-bit labellings.
  std::vector<std::array<int8_t, 4>> best(331776, {99, 99, 99, 99});
  for (uint32_t index = 0; index < (1u << 16); ++index) {
    const Wiring w = trace_wiring(4, test::matrix4(index));
    if (!lit(w)) continue;
    const int weight = std::popcount(index);
    for (std::size_t aI = 0; aI < 24; ++aI) {
      for (std::size_t aJ = 0; aJ < 24; ++aJ) {
        int a[8];
        for (int k = 0; k < 4; ++k) a[k] = orderings[aI][std::size_t(k)], a[4 + k] = orderings[aJ][std::size_t(k)];
        for (int c = 0; c < 4; ++c) {
          int b[8] = {-1, -1, -1, -1, -1, -1, -1, -1};
          bool used[8] = {};
          bool ok = true;
          for (int k : w.support) {
            const int v = a[w.origin[std::size_t(k)]] ^ c;
            if (used[(k / 4) * 4 + v]) ok = false;
            used[(k / 4) * 4 + v] = true;
            b[k] = v;
          }
          if (!ok) continue;
          // Unsupported k take the unused values of their half in every order.
          std::vector<int> free_k[2], free_v[2];
          for (int k = 0; k < 8; ++k)
            if (b[k] < 0) free_k[k / 4].push_back(k);
          for (int v = 0; v < 8; ++v)
            if (!used[v]) free_v[v / 4].push_back(v % 4);
          for (std::vector<int>& half : free_v) std::sort(half.begin(), half.end());
          do {
            do {
              for (int h = 0; h < 2; ++h)
                for (std::size_t i = 0; i < free_k[h].size(); ++i) b[free_k[h][i]] = free_v[h][i];
              std::array<int, 4> bI = {b[0], b[1], b[2], b[3]}, bJ = {b[4], b[5], b[6], b[7]};
              const std::size_t idx = ((aI * 24 + aJ) * 24 + std::size_t(rank[bI])) * 24 + std::size_t(rank[bJ]);
              best[idx][std::size_t(c)] = int8_t(std::min<int>(best[idx][std::size_t(c)], weight));
            } while (std::next_permutation(free_v[1].begin(), free_v[1].end()));
          } while (std::next_permutation(free_v[0].begin(), free_v[0].end()));
        }
      }
    }
  }
  ForwardCensus f;
  for (const auto& per_colour : best) {
    int count = 0, fewest = 99;
    for (int c = 0; c < 4; ++c) {
      if (per_colour[std::size_t(c)] == 99) continue;
      ++count;
      ++f.by_colour[std::size_t(c)];
      fewest = std::min<int>(fewest, per_colour[std::size_t(c)]);
    }
    ++f.by_colour_count[std::size_t(count)];
    if (count) ++f.solvable, ++f.fewest[std::size_t(fewest)];
  }
  return f;
}

TEST(GhalyCensus, AllAssignmentsTwoWays) {
  std::vector<double> progress;
  const Census c = census4([&](double f) { progress.push_back(f); });
  EXPECT_EQ(c.assignments, 331776);  // 4!^4
  EXPECT_EQ(c.lit_matrices, 123);
  ASSERT_FALSE(progress.empty());
  EXPECT_TRUE(std::is_sorted(progress.begin(), progress.end()));
  EXPECT_DOUBLE_EQ(progress.back(), 1.0);

  const ForwardCensus f = forward_census();
  EXPECT_EQ(c.solvable, f.solvable);
  EXPECT_EQ(c.by_colour, f.by_colour);
  EXPECT_EQ(c.by_colour_count, f.by_colour_count);
  EXPECT_EQ(c.fewest_presses, f.fewest);

  // Invariants: the histograms add up.
  int64_t total = 0, solvable = 0;
  for (int64_t n : c.by_colour_count) total += n;
  for (int64_t n : c.fewest_presses) solvable += n;
  EXPECT_EQ(total, c.assignments);
  EXPECT_EQ(solvable, c.solvable);
  EXPECT_EQ(c.assignments - c.by_colour_count[0], c.solvable);

  // The answer both routes give (regression guard; docs/SOLVERS.md explains it):
  // 40,320 solvable assignments, each in exactly one colour, 10,080 per colour.
  EXPECT_EQ(c.solvable, 40320);
  EXPECT_EQ(c.by_colour, (std::vector<int64_t>{10080, 10080, 10080, 10080}));
  EXPECT_EQ(c.by_colour_count[1], 40320);
}

// The page runs the census a slice per frame: many small steps, the progress
// rising to 1, and the same totals as the whole run (which the test above
// checks against the forward census).
TEST(GhalyCensus, RunsInSlices) {
  CensusRun run;
  EXPECT_FALSE(run.done());
  EXPECT_EQ(run.progress(), 0.0);
  int steps = 0;
  double last = 0.0;
  while (run.step()) {
    ++steps;
    EXPECT_GE(run.progress(), last);
    last = run.progress();
    if (!run.done()) { EXPECT_LT(last, 1.0); }
  }
  EXPECT_TRUE(run.done());
  EXPECT_GE(steps, 30);
  EXPECT_DOUBLE_EQ(last, 1.0);
  EXPECT_FALSE(run.step());
  const Census whole = census4();
  const Census& c = run.result();
  EXPECT_EQ(c.assignments, whole.assignments);
  EXPECT_EQ(c.solvable, whole.solvable);
  EXPECT_EQ(c.by_colour, whole.by_colour);
  EXPECT_EQ(c.by_colour_count, whole.by_colour_count);
  EXPECT_EQ(c.fewest_presses, whole.fewest_presses);
  EXPECT_EQ(c.lit_matrices, whole.lit_matrices);
  EXPECT_EQ(c.patterns, whole.patterns);
}

}  // namespace
}  // namespace tl::ghaly
