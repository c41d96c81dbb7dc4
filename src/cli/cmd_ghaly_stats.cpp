// cmd_ghaly_stats.cpp: `togglelab ghaly image | census | bench`, the numbers
// about the whole machine: the image counts of Joyner 2006, section 4.1, the
// census of all 4x4 assignments, and the solver's timings (8x8 planted
// puzzles within a budget).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>

#include "cli/ghaly_args.hpp"
#include "core/ghaly/ghaly_census.hpp"
#include "core/ghaly/ghaly_solver.hpp"
#include "core/base/json_writer.hpp"

namespace tl::cli {

namespace {

double now_seconds() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

BitVec random_W(int N, std::mt19937_64& rng) {
  BitVec W(std::size_t(N * N));
  for (std::size_t b = 0; b < W.size(); ++b) W.set(b, rng() & 1);
  return W;
}

// Success and timing of the search over many 8x8 solves.
struct SolveStats {
  int trials = 0, found = 0, proven = 0;
  double total_seconds = 0, max_seconds = 0;
  uint64_t max_nodes = 0;
  void add(const ghaly::Nearest& n) {
    ++trials;
    found += n.found;
    proven += n.complete;
    total_seconds += n.seconds;
    max_seconds = std::max(max_seconds, n.seconds);
    max_nodes = std::max(max_nodes, n.nodes);
  }
  void json(JsonWriter& j) const {
    j.begin_object().key("trials").value(trials).key("found").value(found).key("proven").value(proven);
    j.key("mean_seconds").value(trials ? total_seconds / trials : 0.0).key("max_seconds").value(max_seconds);
    j.key("max_nodes").value(int64_t(max_nodes)).end_object();
  }
  void print(const char* what) const {
    std::printf("  %-34s found %d/%d (%.1f%%), proven nearest %d, mean %.4f s, max %.4f s, max %llu nodes\n", what, found, trials,
                trials ? 100.0 * found / trials : 0.0, proven, trials ? total_seconds / trials : 0.0, max_seconds,
                static_cast<unsigned long long>(max_nodes));
  }
};

}  // namespace

int ghaly_image(const GhalyArgs& args) {
  const ghaly::ImageCounts c = ghaly::image_counts4();
  if (args.json) {
    JsonWriter j;
    j.begin_object().key("n").value(4).key("matrices").value(c.matrices).key("distinct").value(c.distinct);
    j.key("in_SI_x_SJ").value(c.in_SI_x_SJ).key("seconds").value(c.seconds).end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  std::printf(
      "4x4: %lld wiring matrices W give %lld distinct pi_W (Joyner: 6902), %lld of them in S_I x S_J "
      "(Joyner: 576)\ntime: %.3f s\n",
      static_cast<long long>(c.matrices), static_cast<long long>(c.distinct), static_cast<long long>(c.in_SI_x_SJ), c.seconds);
  return 0;
}

int ghaly_census(const GhalyArgs& args) {
  const ghaly::Census c = ghaly::census4();
  if (args.json) {
    JsonWriter j;
    j.begin_object().key("n").value(4).key("assignments").value(c.assignments).key("solvable").value(c.solvable);
    j.key("by_colour").begin_array();
    for (int64_t x : c.by_colour) j.value(x);
    j.end_array().key("by_colour_count").begin_array();
    for (int64_t x : c.by_colour_count) j.value(x);
    j.end_array().key("fewest_presses").begin_array();
    for (int64_t x : c.fewest_presses) j.value(x);
    j.end_array();
    j.key("lit_matrices").value(c.lit_matrices).key("patterns").value(c.patterns);
    j.key("seconds").value(c.seconds).end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  std::printf("4x4 census over all %lld initial assignments (sigma, tau):\n", static_cast<long long>(c.assignments));
  std::printf("  solvable: %lld (%.4f%%)\n", static_cast<long long>(c.solvable),
              100.0 * double(c.solvable) / double(c.assignments));
  for (std::size_t k = 0; k < c.by_colour.size(); ++k)
    std::printf("  solvable in %-7s %lld\n", ghaly::colour_name(int(k) + 1, 4), static_cast<long long>(c.by_colour[k]));
  for (std::size_t m = 0; m < c.by_colour_count.size(); ++m)
    if (c.by_colour_count[m])
      std::printf("  solvable in exactly %zu colour%s: %lld\n", m, m == 1 ? "" : "s",
                  static_cast<long long>(c.by_colour_count[m]));
  std::printf("  fewest presses from W = 0 (solvable assignments):\n");
  for (std::size_t w = 0; w < c.fewest_presses.size(); ++w)
    if (c.fewest_presses[w]) std::printf("    %2zu presses: %lld\n", w, static_cast<long long>(c.fewest_presses[w]));
  std::printf("  (%lld of the 65536 W are lit, %lld distinct (origin, exit) patterns)\ntime: %.3f s\n",
              static_cast<long long>(c.lit_matrices), static_cast<long long>(c.patterns), c.seconds);
  return 0;
}

int ghaly_bench(const GhalyArgs& args) {
  const ghaly::ImageCounts image = ghaly::image_counts4();
  const ghaly::Census census = ghaly::census4();

  // 4x4 solves: exact from the table.
  std::mt19937_64 rng(args.seed);
  const int solves4 = 1000;
  double t0 = now_seconds();
  for (int i = 0; i < solves4; ++i) {
    const ghaly::NewPuzzle p = ghaly::random_puzzle(4, rng(), true);
    ghaly::nearest_solution(4, p.assignment, random_W(4, rng));
  }
  const double per_solve4 = (now_seconds() - t0) / solves4;

  // 8x8 planted puzzles, solved from their start (N..2N presses from the
  // planted W*), from no press and from a random W, within the budget.
  ghaly::SearchLimits limits;
  limits.max_seconds = args.budget;
  SolveStats from_start, from_zero, from_random, any;
  int any_solvable = 0, any_unsolvable = 0;
  for (int t = 0; t < args.trials; ++t) {
    const ghaly::NewPuzzle p = ghaly::plant_puzzle(8, args.seed + uint64_t(t));
    from_start.add(ghaly::nearest_solution(8, p.assignment, p.W, limits));
    from_zero.add(ghaly::nearest_solution(8, p.assignment, BitVec(64), limits));
    from_random.add(ghaly::nearest_solution(8, p.assignment, random_W(8, rng), limits));
    // Uniformly random assignments, for how often one is solvable at all.
    const ghaly::NewPuzzle q = ghaly::random_puzzle(8, args.seed + uint64_t(t), true);
    const ghaly::Nearest n = ghaly::nearest_solution(8, q.assignment, q.W, limits);
    any.add(n);
    any_solvable += n.found;
    any_unsolvable += !n.found && n.complete;
  }

  if (args.json) {
    JsonWriter j;
    j.begin_object().key("image_seconds").value(image.seconds).key("census_seconds").value(census.seconds);
    j.key("solve4_seconds").value(per_solve4).key("budget_seconds").value(args.budget);
    j.key("planted8_from_start");
    from_start.json(j);
    j.key("planted8_from_zero");
    from_zero.json(j);
    j.key("planted8_from_random");
    from_random.json(j);
    j.key("random8").begin_object().key("trials").value(args.trials).key("solvable").value(any_solvable);
    j.key("proven_unsolvable").value(any_unsolvable).key("max_seconds").value(any.max_seconds).end_object();
    j.end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  std::printf("4x4 image of pi_W (6902 / 576):   %.3f s\n", image.seconds);
  std::printf("4x4 census (331,776 assignments): %.3f s\n", census.seconds);
  std::printf("4x4 nearest solution:             %.2f us a solve\n", per_solve4 * 1e6);
  std::printf("8x8 planted puzzles, budget %.2f s a solve:\n", args.budget);
  from_start.print("from the new game's start:");
  from_zero.print("from no press (W = 0):");
  from_random.print("from a random W:");
  std::printf(
      "8x8 uniformly random assignments: %d of %d solvable, %d proven unsolvable, %d undecided "
      "(mean %.4f s, max %.4f s)\n",
      any_solvable, args.trials, any_unsolvable, args.trials - any_solvable - any_unsolvable,
      any.trials ? any.total_seconds / any.trials : 0.0, any.max_seconds);
  return 0;
}

}  // namespace tl::cli
