// cmd_atlas.cpp: `togglelab atlas [--max N] [--torus] [--json]`: the nullity of
// the N x N Lights Out board for N = 1..max (256 at most), the numbers behind
// the page's atlas plot (core/lightsout_atlas.hpp); and with a machine (an ID,
// or --machine graph --shape hexagon ...) the atlas of its family of boards
// by one size: per member its cells, rank and nullity (family_atlas.hpp).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

constexpr int kFamilyMaxN = 64;

// The family's atlas: argv holds a machine as solve takes it, and --max N.
int family_atlas(int argc, char** argv, bool json) {
  int max_n = kFamilyMaxN;
  std::vector<char*> rest{argv[0]};
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--max") != 0) {
      rest.push_back(argv[i]);
      continue;
    }
    char* end = nullptr;
    const long v = i + 1 < argc ? std::strtol(argv[++i], &end, 10) : 0;
    if (!end || *end || v < 1 || v > kFamilyMaxN)
      return fail("atlas", json, "--max must be a whole number from 1 to " + std::to_string(kFamilyMaxN));
    max_n = int(v);
  }
  auto args = parse_puzzle_args(int(rest.size()), rest.data(), false);
  if (!args) return fail("atlas", json, args.error().message);
  const MachinePtr& m = args->puzzle.machine;
  if (m->family_name().empty())
    return fail("atlas", json,
                m->title() +
                    " is in no family of boards by one size; families: hexagons, cubes, cycles, paths, complete "
                    "graphs and wheels (--machine graph --shape hexagon), or no machine for Lights Out's N x N atlas");
  const auto t0 = std::chrono::steady_clock::now();
  FamilyAtlas atlas(m, max_n, kind_of(*m).cli_max_cells);
  while (atlas.step()) {}
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (json) {
    JsonWriter j;
    j.begin_object().key("family").value(atlas.family()).key("states").value(m->states()).key("rows").begin_array();
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
    std::printf("%5d %7d %6s %8d  %s\n", r.n, r.cells, r.rank >= 0 ? std::to_string(r.rank).c_str() : "-", r.nullity,
                r.reachable_fraction.c_str());
  std::printf("computed in %.3f s\n", seconds);
  return 0;
}

}  // namespace

int cmd_atlas(int argc, char** argv) {
  const bool json = wants_json(argc, argv);
  for (int i = 1; i < argc; ++i)  // a machine (--machine, an ID, @FILE): its family's atlas
    if (!std::strcmp(argv[i], "--machine") || std::strchr(argv[i], ':') || argv[i][0] == '@') {
      if (std::string twice = repeated_option(argc, argv); !twice.empty())
        return fail("atlas", json, "option " + twice + " is given twice; give it once");
      return family_atlas(argc, argv, json);
    }
  int max_n = kAtlasMaxSide;
  bool torus = false;
  int states = 2;
  if (std::string twice = repeated_option(argc, argv); !twice.empty())
    return fail("atlas", json, "option " + twice + " is given twice; give it once");
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--json")) continue;
    if (!std::strcmp(argv[i], "--torus")) {
      torus = true;
    } else if (!std::strcmp(argv[i], "--max") && i + 1 >= argc) {
      return fail("atlas", json, "--max needs a value: 1.." + std::to_string(kAtlasMaxSide));
    } else if (!std::strcmp(argv[i], "--max")) {
      char* end = nullptr;
      const long v = std::strtol(argv[++i], &end, 10);
      if (!*argv[i] || *end || v < 1 || v > kAtlasMaxSide)
        return fail("atlas", json,
                    "--max must be a whole number from 1 to " + std::to_string(kAtlasMaxSide) + ", got '" + argv[i] + "'");
      max_n = int(v);
    } else if (!std::strcmp(argv[i], "--states")) {
      char* end = nullptr;
      const long v = i + 1 < argc ? std::strtol(argv[++i], &end, 10) : 0;
      if (!end || *end || v < 2 || v > 255)
        return fail("atlas", json, std::string("--states must be a whole number from 2 to 255, got '") + argv[i] + "'");
      states = int(v);
    } else {
      return fail("atlas", json,
                  std::string("unknown option '") + argv[i] + "' (atlas [--max N] [--torus] [--states K] [--json])");
    }
  }
  const auto t0 = std::chrono::steady_clock::now();
  const std::vector<int> nullities = lightsout_atlas(max_n, torus, {}, states);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (json) {
    JsonWriter j;
    j.begin_object().key("torus").value(torus).key("max").value(max_n).key("nullities").ints(nullities);
    j.key("states").value(states);
    j.key("seconds").value(seconds).end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  if (states == 2)
    std::printf("Lights Out N x N%s: nullity k (2^k solutions per solvable position; 1/2^k of all positions solvable)\n",
                torus ? " on a torus" : "");
  else
    std::printf("Lights Out N x N%s with %d states: generators of the quiet patterns (the nullity over Z_%d when %d is prime)\n",
                torus ? " on a torus" : "", states, states, states);
  std::printf("%5s %8s\n", "N", "nullity");
  for (std::size_t n = 1; n <= nullities.size(); ++n) std::printf("%5zu %8d\n", n, nullities[n - 1]);
  std::printf("computed in %.3f s\n", seconds);
  return 0;
}

}  // namespace tl::cli
