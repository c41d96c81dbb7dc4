// cmd_atlas.cpp: `togglelab atlas [--max N] [--torus | --topology T] [--json]`: the nullity of
// the N x N Lights Out board for N = 1..max (256 at most), the numbers behind
// the page's atlas plot (core/lightsout_atlas.hpp); and with a machine (an ID,
// or --machine graph --shape hexagon ...) the atlas of its family of boards
// by one size: per member its cells, rank and nullity (family_atlas.hpp).
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/family_view.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

constexpr int kFamilyMaxN = 64;

// The family's atlas: argv holds a machine as solve takes it, and --max N.
int family_atlas(int argc, char** argv) {
  PuzzleCommandLine cl("atlas",
                       "Each board of a machine's family by one size (hexagons by side, cubes by n, cycles, paths, "
                       "complete graphs, wheels by vertices): cells, rank, nullity, reachable part.",
                       {.state = PuzzleReads::State::No, .goal = false}, argc, argv);
  int max_n = kFamilyMaxN;
  cl.add_int("--max", &max_n, 1, kFamilyMaxN, "the family's members n = 1..N");
  cl.memory("one board at a time, at most 64 members of the family: tens of MB.");
  if (auto status = cl.parse(argc, argv)) return *status;
  const bool json = cl.json();
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const MachinePtr& m = args->puzzle.machine;
  if (family_name_of(*m).empty())
    return cl.fail(m->title() +
                   " is in no family of boards by one size; families: hexagons, cubes, cycles, paths, complete "
                   "graphs and wheels (--machine graph --shape hexagon), or no machine for Lights Out's N x N atlas");
  const auto t0 = std::chrono::steady_clock::now();
  FamilyAtlas atlas(m, max_n, kind_of(*m).cli_max_cells);
  while (atlas.step()) {}
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // The member given (its size from --n or the ID) is marked: the atlas is
  // the family's, but the board asked about is one row of it.
  int given_n = 0;
  for (const FamilyAtlasRow& r : atlas.rows())
    if (auto member = family_member_of(*m, r.n); member && member->head() == m->head()) given_n = r.n;
  if (json) {
    JsonWriter j;
    j.begin_object().key("family").value(atlas.family()).key("states").value(m->states());
    j.key("board_n");
    if (given_n) j.value(given_n);
    else j.null();
    j.key("rows").begin_array();
    for (const FamilyAtlasRow& r : atlas.rows()) {
      j.begin_object().key("n").value(r.n).key("cells").value(r.cells).key("rank").value(r.rank);
      j.key("nullity").value(r.nullity).key("reachable_fraction").value(r.reachable_fraction).end_object();
    }
    j.end_array().key("seconds").value(seconds).end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  std::printf("%s, %d states: rank and nullity (generators of the quiet patterns) of each board\n", atlas.family().c_str(),
              m->states());
  std::printf("%5s %7s %6s %8s  %s\n", "n", "cells", "rank", "nullity", "reachable");
  for (const FamilyAtlasRow& r : atlas.rows())
    std::printf("%5d %7d %6s %8d  %s%s\n", r.n, r.cells, r.rank >= 0 ? std::to_string(r.rank).c_str() : "-", r.nullity,
                r.reachable_fraction.c_str(), r.n == given_n ? "  <- the board given" : "");
  std::printf("computed in %.3f s\n", seconds);
  return 0;
}

}  // namespace

int cmd_atlas(int argc, char** argv) {
  // A machine (--machine, an ID, @FILE): its family's atlas, whose flags
  // (the machine's own --states among them) differ from the plain atlas's.
  for (int i = 1; i < argc; ++i)
    if (!std::strncmp(argv[i], "--machine", 9) || std::strchr(argv[i], ':') || argv[i][0] == '@') return family_atlas(argc, argv);
  CommandLine cl("atlas", "The nullity of the N x N Lights Out board for N = 1..max: the page's atlas plot.");
  cl.add_json();
  int max_n = kAtlasMaxSide, states = 2;
  bool torus = false;
  std::string topology_text;
  cl.add_int("--max", &max_n, 1, kAtlasMaxSide, "boards N x N for N = 1..max");
  cl.add_flag("--torus", &torus, "boards whose edges wrap around (--topology torus)");
  cl.app().add_option("--topology", topology_text, topology_names() + ": which edges the boards glue");
  cl.add_int("--states", &states, 2, 255, "states per light (a press adds 1 mod states)");
  cl.app().footer(
      "atlas ID | --machine KIND [--PARAM ...] [--max N]: a family's atlas instead (togglelab atlas --machine "
      "graph --help).");
  cl.memory("one board at a time, at most 256 x 256 with 255 states: about 20 MB.");
  if (auto status = cl.parse(argc, argv)) return *status;
  Topology topology = torus ? Topology::Torus : Topology::Plain;
  if (cl.given("--topology")) {
    const Result<Topology> named = parse_topology(topology_text);
    if (!named) return cl.fail("--topology " + named.error().message);
    if (torus && *named != Topology::Torus) return cl.fail("--torus and --topology " + topology_text + " disagree; give one");
    topology = *named;
  }
  const bool json = cl.json();
  const auto t0 = std::chrono::steady_clock::now();
  const std::vector<int> nullities = lightsout_atlas(max_n, topology, {}, states);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (json) {
    JsonWriter j;
    j.begin_object().key("topology").value(topology_name(topology)).key("max").value(max_n).key("nullities").ints(nullities);
    j.key("states").value(states);
    j.key("seconds").value(seconds).end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  const std::string on = topology == Topology::Plain ? "" : std::string(" on a ") + topology_title(topology);
  if (states == 2)
    std::printf("Lights Out N x N%s: nullity k (2^k solutions per solvable position; 1/2^k of all positions solvable)\n",
                on.c_str());
  else
    std::printf("Lights Out N x N%s with %d states: generators of the quiet patterns (the nullity over Z_%d when %d is prime)\n",
                on.c_str(), states, states, states);
  std::printf("%5s %8s\n", "N", "nullity");
  for (std::size_t n = 1; n <= nullities.size(); ++n) std::printf("%5zu %8d\n", n, nullities[n - 1]);
  std::printf("computed in %.3f s\n", seconds);
  return 0;
}

}  // namespace tl::cli
