// cmd_periods.cpp: `togglelab periods [--max N] [--topology T] [--states K]
// [--steps S] [--json]`: the all-lit N x N Lights Out board (every light at
// k - 1, the goal all off) read as its own solution again and again (core
// dynamics.hpp), for N = 1..max: each board's pre-period and period, read
// from the map's order where A is invertible and the states prime
// (grid_period.hpp), else followed board by board: or "longer than" the
// boards followed.
#include <cstdio>
#include <limits>
#include <string>

#include "cli/commands.hpp"
#include "cli/command_line.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/family_view.hpp"
#include "core/linear/explain/dynamics.hpp"
#include "core/linear/explain/grid_period.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

int cmd_periods(int argc, char** argv) {
  CommandLine cl("periods",
                 "The all-lit N x N Lights Out board solved again and again (b -> -G b mod k) for N = 1..max: its "
                 "pre-period and period, the Why tab's chart of a family by size.");
  cl.add_json();
  int max_n = 20, states = 2, steps = 100000;
  std::string topology_text = "plain";
  cl.add_int("--max", &max_n, 1, kGridPeriodMaxSide,
             "boards N x N for N = 1..max (past 32 x 32 only where the period is read from the map's order)");
  cl.add_int("--states", &states, 2, 255, "states per light (a press adds 1 mod states)");
  cl.add_int("--steps", &steps, 1, 10000000, "boards followed at most before saying the orbit is longer");
  cl.app().add_option("--topology", topology_text, topology_names());
  cl.memory(
      "one board at a time, at most 256 x 256: tens of MB. --max and --steps decide the time (--max 256 runs "
      "for minutes), not the memory.");
  if (auto status = cl.parse(argc, argv)) return *status;
  const Result<Topology> topology = parse_topology(topology_text);
  if (!topology) return cl.fail("--topology " + topology.error().message);
  // The family with an atlas of square boards (its capability, not a name).
  MachinePtr family;
  for (const MachineKind& k : machine_kinds())
    if (const Result<Puzzle> p = parse_puzzle_id(k.default_id); p && in_square_atlas(*p->machine)) family = p->machine;
  if (!family) return cl.fail("no machine here has square boards by size");
  JsonWriter w;
  if (cl.json()) {
    w.begin_object().key("topology").value(topology_name(*topology)).key("states").value(states).key("boards").begin_array();
  } else {
    std::printf("Lights Out N x N%s%s, all lit, goal all off: the board's solution read as a board, again and again\n",
                *topology == Topology::Plain ? "" : (std::string(" on a ") + topology_title(*topology)).c_str(),
                states == 2 ? "" : (" with " + std::to_string(states) + " states").c_str());
    std::printf("%5s %10s %12s %12s  %s\n", "N", "pre-period", "period", "self-solving", "by");
  }
  for (int n = 1; n <= max_n; ++n) {
    const MachinePtr m = square_board_of(*family, n, *topology, states);
    if (!m) return cl.fail("no " + std::to_string(n) + " x " + std::to_string(n) + " board here");
    // --steps alone bounds a backward follow (a press of every button a step);
    // a forward one keeps the table's bound on the work.
    const AllLitDynamics d = all_lit_dynamics(*m, steps, std::numeric_limits<long long>::max());
    const Orbit& o = d.orbit;
    // The eigenspace of -1: boards that are their own solution, (A + I) x = 0.
    const int self = d.self.dimension;
    const std::string self_text = self >= 0 ? std::to_string(self) : "?";
    if (cl.json()) {
      w.begin_object().key("n").value(n);
      if (self >= 0) w.key("self_solving_dimension").value(self);
      else w.key("self_solving_dimension").null();
      if (!d.orbit_why.empty()) w.key("preperiod").null().key("period").null().key("why").value(d.orbit_why);
      else if (o.complete()) w.key("preperiod").value(int64_t(o.preperiod)).key("period").value(int64_t(o.period));
      else w.key("preperiod").null().key("period").null().key("longer_than").value(int64_t(o.budget));
      if (d.orbit_why.empty()) w.key("by").value(d.order.found() ? "order" : "orbit");
      if (d.order.found())
        w.key("order_bound").value(int64_t(d.order.order_bound)).key("field_degree").value(d.order.field_degree);
      w.end_object();
    } else if (!d.orbit_why.empty()) {
      std::printf("%5d  %s\n", n, d.orbit_why.c_str());
    } else if (o.complete()) {
      std::printf("%5d %10lld %12lld %12s  %s\n", n, o.preperiod, o.period, self_text.c_str(),
                  d.order.found() ? "order" : "orbit");
    } else {
      std::printf("%5d %10s %12s %12s  %s\n", n, "?", ("> " + std::to_string(o.budget)).c_str(), self_text.c_str(), "orbit");
    }
  }
  if (cl.json()) {
    w.end_array().end_object();
    std::printf("%s\n", w.str().c_str());
  }
  return 0;
}

}  // namespace tl::cli
