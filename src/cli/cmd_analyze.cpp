// cmd_analyze.cpp: `togglelab analyze ...`: rank, nullity, reachable positions,
// the quiet patterns (button sets that change nothing) and the invariants (cell
// sets whose parity no button changes) of a linear machine.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl::cli {

namespace {

// Sets as 1-based numbers, one per unit of weight (once_per_press): a quiet
// pattern lists a button once per press as a solution does, an invariant a
// cell once per unit of its weight (with two states: the buttons, the cells).
void print_sets(const char* title, const std::vector<ZkVec>& sets, std::size_t total) {
  std::printf("%s: %zu\n", title, total);
  for (const ZkVec& v : sets) {
    std::printf(" ");
    for (int i : once_per_press(v)) std::printf(" %d", i + 1);
    std::printf("\n");
  }
  if (sets.size() < total) std::printf("  (%zu more not listed)\n", total - sets.size());
}

constexpr int kListedCells = 65536;

}  // namespace

// One report for every field: Machine::linear_modulus() decides it, and the
// wording differs only where the mathematics does. With two states the counts
// are powers of two and the rank always exists; with k states the counts are
// products of prime powers (exact decimals) and the rank exists only when k
// is prime (Z_k is then a field).
int cmd_analyze(int argc, char** argv) {
  PuzzleCommandLine cl("analyze",
                       "Rank, nullity, reachable positions, quiet patterns (button sets that change nothing) and "
                       "invariants (cell sets whose parity no button changes) of a linear machine.",
                       {.state = PuzzleReads::State::Optional, .goal = true, .summary = true}, argc, argv);
  bool full = false;
  cl.add_flag("--full", &full, "list the patterns of a board past 65,536 cells too (gigabytes on the largest)");
  cl.memory(kEliminationMemory);
  if (auto status = cl.parse(argc, argv)) return *status;
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const bool json = cl.json();
  const Puzzle& p = args->puzzle;
  const Machine& m = *p.machine;
  if (!explainable(m)) return cl.fail(m.title() + " is not a linear machine: analyze needs buttons that add press vectors mod k");
  // A pattern is listed a number per button, so 64 of them on a 16384 x 16384
  // board were 1.7 GB of output: past 65,536 cells (the page's largest
  // board) the summary, unless --full, and the output says so.
  const bool cut = !args->summary && !full && m.cell_count() > kListedCells;
  const bool summary = args->summary || cut;
  const ZkAnalysis a = analyze_rules(m);
  const Solution s = m.solve(p.position);
  const std::size_t invariants = invariant_count(a);
  const std::string reachable = a.reachable.decimal(), solutions = a.solutions_each.decimal();
  std::vector<ZkVec> quiet, cells;
  for (const ZkQuiet& q : a.quiet_patterns) quiet.push_back(q.v);
  for (const ZkInvariant& inv : a.invariants) cells.push_back(inv.weights);
  if (json) {
    JsonWriter w;
    w.begin_object().key("machine").value(m.head()).key("states").value(a.k).key("cells").value(a.cells);
    w.key("buttons").value(a.buttons);
    if (a.rank >= 0) w.key("rank").value(a.rank);
    else w.key("rank").null();
    w.key("nullity").value(int(a.quiet_generator_count)).key("reachable").value(reachable);
    w.key("reachable_fraction").value(a.reachable_fraction()).key("invariant_count").value(invariants);
    if (cut) w.key("lists_left_out").value("past 65536 cells the lists are left out: --full lists them");
    if (!summary) {
      // At most 64 of each are listed: the full counts are nullity and
      // invariant_count, and the flags say when a list is cut short.
      w.key("quiet_patterns_truncated").value(quiet.size() < a.quiet_generator_count);
      w.key("invariants_truncated").value(cells.size() < invariants);
      w.key("quiet_patterns").begin_array();
      for (const ZkVec& q : quiet) w.ints(once_per_press(q), 1);
      w.end_array().key("quiet_orders").begin_array();
      for (const ZkQuiet& q : a.quiet_patterns) w.value(q.order);
      w.end_array().key("invariants").begin_array();
      for (const ZkVec& c : cells) w.ints(once_per_press(c), 1);
      w.end_array().key("invariant_moduli").begin_array();
      for (const ZkInvariant& inv : a.invariants) w.value(inv.modulus);
      w.end_array();
    }
    w.key("solvable").value(s.solvable).key("solutions").value(s.solvable ? solutions : "0");
    if (!s.solvable) w.key("reason").value(s.reason);
    w.end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  const bool two = a.k == 2;
  std::printf("%s: %d cells, %d buttons", m.head().c_str(), a.cells, a.buttons);
  if (two) std::printf("\nrank %d, nullity %zu\n", a.rank, a.quiet_generator_count);
  else std::printf(", %d states\n", a.k);
  if (!two && a.rank >= 0) std::printf("rank %d over the field Z_%d\n", a.rank, a.k);
  std::printf("reachable positions from any start: %s", reachable.c_str());
  if (two) std::printf("\n");
  else std::printf(" (%s of all)\nquiet patterns: %zu generators\n", a.reachable_fraction().c_str(), a.quiet_generator_count);
  if (two && !summary) {
    print_sets("quiet patterns (buttons)", quiet, a.quiet_generator_count);
    print_sets("invariants (cells)", cells, invariants);
  }
  if (cut) std::printf("(past 65,536 cells the lists of patterns are left out: --full lists them)\n");
  if (s.solvable) std::printf("this position: solvable, %s solution%s\n", solutions.c_str(), solutions == "1" ? "" : "s");
  else std::printf("this position: %s\n", s.reason.c_str());
  return 0;
}

}  // namespace tl::cli
