// cmd_analyze.cpp: `togglelab analyze ...`: rank, nullity, reachable positions,
// the quiet patterns (button sets that change nothing) and the invariants (cell
// sets whose parity no button changes) of a linear machine.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/big_count.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/machines/linear_machine.hpp"

namespace tl::cli {

namespace {

void print_sets(const char* title, const std::vector<BitVec>& sets, int total) {
  std::printf("%s: %d\n", title, total);
  for (const BitVec& v : sets) {
    std::printf(" ");
    for (int i : v.ones()) std::printf(" %d", i + 1);
    std::printf("\n");
  }
  if (int(sets.size()) < total) std::printf("  (%d more not listed)\n", total - int(sets.size()));
}

// k states: the counts are products of prime powers (exact decimals), the
// rank exists only when k is prime (Z_k is then a field), a quiet pattern
// lists a button once per press like a solution does.
int analyze_modular(const ZkMachine& m, const Puzzle& p, const PuzzleArgs& args, bool json) {
  const ZkAnalysis a = m.analyze();
  const Solution s = m.solve(p.position);
  const std::string reachable = a.reachable.decimal();
  auto presses_of = [](const ZkVec& v) {
    std::vector<int> out;
    for (std::size_t j = 0; j < v.size(); ++j)
      for (int t = 0; t < v[j]; ++t) out.push_back(int(j));
    return out;
  };
  if (json) {
    JsonWriter w;
    w.begin_object().key("machine").value(m.head()).key("states").value(a.k).key("cells").value(a.cells);
    w.key("buttons").value(a.buttons);
    if (a.rank >= 0) w.key("rank").value(a.rank); else w.key("rank").null();
    w.key("nullity").value(int(a.quiet_generator_count)).key("reachable").value(reachable);
    w.key("reachable_fraction").value(a.reachable_fraction()).key("invariant_count").value(a.invariants.size());
    if (!args.summary) {
      w.key("quiet_patterns").begin_array();
      for (const ZkQuiet& q : a.quiet_patterns) w.ints(presses_of(q.v), 1);
      w.end_array().key("quiet_orders").begin_array();
      for (const ZkQuiet& q : a.quiet_patterns) w.value(q.order);
      w.end_array();
    }
    w.key("solvable").value(s.solvable).key("solutions").value(s.solvable ? s.solutions : "0");
    if (!s.solvable) w.key("reason").value(s.reason);
    w.end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  std::printf("%s: %d cells, %d buttons, %d states\n", m.head().c_str(), a.cells, a.buttons, a.k);
  if (a.rank >= 0) std::printf("rank %d over the field Z_%d\n", a.rank, a.k);
  std::printf("reachable positions from any start: %s (%s of all)\nquiet patterns: %zu generators\n",
              reachable.c_str(), a.reachable_fraction().c_str(), a.quiet_generator_count);
  if (s.solvable) std::printf("this position: solvable, %s solution%s\n", s.solutions.c_str(), s.solutions == "1" ? "" : "s");
  else std::printf("this position: %s\n", s.reason.c_str());
  return 0;
}

}  // namespace

int cmd_analyze(int argc, char** argv) {
  auto args = parse_puzzle_args(argc, argv, false);
  const bool json = wants_json(argc, argv);
  if (!args) return fail("analyze", json, args.error().message);
  const Puzzle& p = args->puzzle;
  if (const ZkMachine* z = p.machine->modular()) return analyze_modular(*z, p, *args, json);
  const LinearMachine* m = p.machine->linear();
  if (!m) return fail("analyze", json, p.machine->title() + " is not a linear machine: analyze needs XOR buttons");
  LinearAnalysis a = m->analyze();
  Solution s = m->solve(p.position);
  const std::string reachable = power_of_two_decimal(a.rank);
  if (json) {
    JsonWriter w;
    w.begin_object().key("machine").value(m->head()).key("cells").value(a.cells).key("buttons").value(a.buttons);
    w.key("rank").value(a.rank).key("nullity").value(a.nullity).key("reachable").value(reachable);
    w.key("invariant_count").value(a.invariant_count);
    if (!args->summary) {
      w.key("quiet_patterns").begin_array();
      for (const BitVec& q : a.quiet_patterns) w.ints(q.ones(), 1);
      w.end_array().key("invariants").begin_array();
      for (const BitVec& q : a.invariants) w.ints(q.ones(), 1);
      w.end_array();
    }
    w.key("solvable").value(s.solvable).key("solutions").value(s.solvable ? power_of_two_decimal(a.nullity) : "0");
    if (!s.solvable) w.key("reason").value(s.reason);
    w.end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  std::printf("%s: %d cells, %d buttons\nrank %d, nullity %d\nreachable positions from any start: %s\n",
              m->head().c_str(), a.cells, a.buttons, a.rank, a.nullity, reachable.c_str());
  if (!args->summary) {
    print_sets("quiet patterns (buttons)", a.quiet_patterns, a.nullity);
    print_sets("invariants (cells)", a.invariants, a.invariant_count);
  }
  if (s.solvable) std::printf("this position: solvable, %s solution%s\n", power_of_two_decimal(a.nullity).c_str(), a.nullity ? "s" : "");
  else std::printf("this position: %s\n", s.reason.c_str());
  return 0;
}

}  // namespace tl::cli
