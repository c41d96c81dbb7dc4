// cmd_ghaly.cpp: `togglelab ghaly ACTION ...`, Ghaly's machine (Joyner 2006).
//
//   colours --W BITS --sigma P --tau P   the colour of every button (0 = dark)
//   pi --W BITS                          the wiring permutation and the support
//   solve --W BITS --sigma P --tau P     the nearest solving W (fewest presses)
//   new [--n 4|8] [--seed S] [--any]     a new puzzle's ID (solvable unless --any)
//   image | census | bench               cmd_ghaly_stats.cpp
// Every action also takes a ghaly ID instead of the flags, and --json.
// Exit status: 0 success, 2 bad input or no solution found.
#include <cstdio>
#include <cstring>
#include <string>

#include "cli/commands.hpp"
#include "cli/ghaly_args.hpp"
#include "cli/command_line.hpp"
#include "core/base/bits_text.hpp"
#include "core/ghaly/ghaly_machine.hpp"
#include "core/base/json_writer.hpp"

namespace tl::cli {

namespace {

std::string id_of(const GhalyArgs& a) { return ghaly_puzzle(a.n, *a.assignment, *a.W).id(); }

std::string label_set(const std::vector<int>& labels) {
  std::string s = "{";
  for (std::size_t i = 0; i < labels.size(); ++i) s += (i ? "," : "") + std::to_string(labels[i] + 1);
  return s + "}";
}

void print_grid(const std::vector<int>& colours, int N) {
  for (int r = 0; r < N; ++r) {
    for (int c = 0; c < N; ++c) std::printf("%-9s", ghaly::colour_name(colours[std::size_t(r * N + c)], N));
    std::printf("\n");
  }
}

int colours_action(const GhalyArgs& a) {
  const ghaly::Wiring w = ghaly::trace_wiring(a.n, *a.W);
  const std::vector<int> codes = ghaly::colour_codes(w, *a.assignment);
  const std::vector<int> col = ghaly::colours(w, *a.assignment);
  const bool solved = ghaly::solved(col);
  if (a.json) {
    JsonWriter j;
    j.begin_object().key("id").value(id_of(a)).key("n").value(a.n);
    j.key("W").value(format_bits(*a.W, a.n));
    j.key("sigma").value(ghaly::format_one_line(a.assignment->sigma));
    j.key("tau").value(ghaly::format_one_line(a.assignment->tau));
    j.key("pi").value(ghaly::format_one_line(w.pi)).key("pi_cycles").value(ghaly::format_cycles(w.pi));
    j.key("support").ints(w.support, 1);
    j.key("colour_codes").ints(codes);
    j.key("colours").begin_array();
    for (int r = 0; r < a.n; ++r) j.ints(std::vector<int>(col.begin() + r * a.n, col.begin() + (r + 1) * a.n));
    j.end_array();
    j.key("solved").value(solved).key("colour").value(solved ? col[0] : 0);
    j.end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  std::printf("%s\n", id_of(a).c_str());
  std::printf("pi_W = %s, support %s\ncolour codes:", ghaly::format_cycles(w.pi).c_str(), label_set(w.support).c_str());
  for (std::size_t k = 0; k < codes.size(); ++k) {
    std::printf(" C%zu=", k + 1);
    for (int b = ghaly::code_bits(a.n) - 1; b >= 0; --b) std::printf("%d", (codes[k] >> b) & 1);
  }
  std::printf("\n");
  print_grid(col, a.n);
  std::printf("solved: %s\n", solved ? ("yes, all " + std::string(ghaly::colour_name(col[0], a.n))).c_str() : "no");
  return 0;
}

int pi_action(const GhalyArgs& a) {
  const ghaly::Wiring w = ghaly::trace_wiring(a.n, *a.W);
  const bool in_group = ghaly::in_SI_x_SJ(w.pi, a.n);
  if (a.json) {
    JsonWriter j;
    j.begin_object().key("n").value(a.n).key("W").value(format_bits(*a.W, a.n));
    j.key("pi").value(ghaly::format_one_line(w.pi)).key("pi_cycles").value(ghaly::format_cycles(w.pi));
    j.key("images").ints(w.pi, 1);
    j.key("even").value(ghaly::is_even(w.pi)).key("in_SI_x_SJ").value(in_group);
    j.key("support").ints(w.support, 1).key("lit").value(ghaly::lit(w));
    j.key("colour_exits").ints(w.colour_exit, 1);
    j.end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  std::printf("pi_W = %s (one-line %s), %s, %sin S_I x S_J\n", ghaly::format_cycles(w.pi).c_str(),
              ghaly::format_one_line(w.pi).c_str(), ghaly::is_even(w.pi) ? "even" : "odd", in_group ? "" : "not ");
  std::printf("support %s; %s\ncolour generator of each button (C_k shown):\n", label_set(w.support).c_str(),
              ghaly::lit(w) ? "lit: every button lit whatever the assignment"
                            : "not lit: some button is dark under every assignment, so this W never solves");
  for (int r = 0; r < a.n; ++r) {
    for (int c = 0; c < a.n; ++c) std::printf(" C%-3d", w.colour_exit[std::size_t(r * a.n + c)] + 1);
    std::printf("\n");
  }
  return 0;
}

int solve_action(const GhalyArgs& a) {
  const ghaly::Nearest n = ghaly::nearest_solution(a.n, *a.assignment, *a.W, ghaly::default_limits(a.n));
  std::vector<int> presses;
  if (n.found)
    for (std::size_t b = 0; b < a.W->size(); ++b)
      if (a.W->get(b) != n.W.get(b)) presses.push_back(int(b));
  const std::string reason = n.found      ? ""
                             : n.complete ? "no solution exists for this assignment"
                                          : "not found within budget (" + std::to_string(n.nodes) + " search steps)";
  if (a.json) {
    JsonWriter j;
    j.begin_object().key("id").value(id_of(a)).key("solvable").value(n.found);
    if (n.found) {
      j.key("presses").ints(presses, 1).key("press_count").value(presses.size()).key("minimal").value(n.complete);
      j.key("colour").value(n.colour).key("solution_W").value(format_bits(n.W, a.n));
    } else {
      j.key("proven").value(n.complete).key("error").value(reason);
    }
    j.key("search_nodes").value(int64_t(n.nodes)).key("seconds").value(n.seconds);
    j.end_object();
    std::printf("%s\n", j.str().c_str());
    return n.found ? 0 : 2;
  }
  if (!n.found) {
    std::printf("no solution: %s\n", reason.c_str());
    return 2;
  }
  std::printf("presses:");
  for (int b : presses) std::printf(" %d", b + 1);
  std::printf("\npress count: %zu (%s), all %s\nsolution W: %s\n", presses.size(), n.complete ? "minimal" : "not proven minimal",
              ghaly::colour_name(n.colour, a.n), format_bits(n.W, a.n).c_str());
  return 0;
}

int new_action(const GhalyArgs& a) {
  const ghaly::NewPuzzle p = ghaly::random_puzzle(a.n, a.seed, a.any);
  const std::string id = ghaly_puzzle(a.n, p.assignment, p.W).id();
  if (a.json) {
    JsonWriter j;
    j.begin_object().key("id").value(id).key("n").value(a.n);
    j.key("solvable");
    if (p.solvable_known) j.value(p.solvable);
    else j.null();
    if (p.planted.size()) j.key("planted_W").value(format_bits(p.planted, a.n)).key("planted_colour").value(p.planted_colour);
    j.end_object();
    std::printf("%s\n", j.str().c_str());
  } else {
    std::printf("%s\n", id.c_str());
  }
  return 0;
}

}  // namespace

int cmd_ghaly(int argc, char** argv) {
  struct Action {
    const char* name = nullptr;
    const char* about = nullptr;
    GhalyReads reads;
    int (*run)(const GhalyArgs&) = nullptr;
  };
  static const Action actions[] = {
      {"colours", "The colour of every button (0 = dark).", {.wiring = true, .assignment = true}, colours_action},
      {"colors", "The colour of every button (0 = dark).", {.wiring = true, .assignment = true}, colours_action},
      {"pi", "The wiring permutation pi_W and its support.", {.wiring = true}, pi_action},
      {"solve", "The nearest solving wiring (fewest presses).", {.wiring = true, .assignment = true}, solve_action},
      {"new", "A new puzzle's ID (solvable unless --any).", {.draw = true}, new_action},
      {"image", "The image counts of Joyner 2006, section 4.1.", {}, ghaly_image},
      {"census", "Every 4x4 assignment: how many wirings each solves.", {}, ghaly_census},
      {"bench", "The solver's timings on 8x8 planted puzzles within a budget.", {.trials = true}, ghaly_bench},
  };
  const std::string kind = argv[0];
  std::string names;  // "colours, pi, ... or bench" ("colors" is only another spelling)
  for (const Action& act : actions)
    if (std::strcmp(act.name, "colors") != 0)
      names += std::string(names.empty() ? "" : act.run == ghaly_bench ? " or " : ", ") + act.name;
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
    if (argc >= 2) {
      std::printf("togglelab %s ACTION [FLAGS]: the wiring machine's tools (Joyner 2006)\nactions:\n", kind.c_str());
      for (const Action& act : actions) std::printf("  %-8s %s\n", act.name, act.about);
      std::printf("togglelab %s ACTION --help lists an action's flags.\n", kind.c_str());
      return 0;
    }
    return fail(kind, wants_json(argc, argv), "expected an action: " + names);
  }
  for (const Action& act : actions) {
    if (std::strcmp(argv[1], act.name) != 0) continue;
    GhalyCommandLine cl(kind + " " + act.name, act.about, act.reads);
    if (auto status = cl.parse(argc - 1, argv + 1)) return *status;
    auto args = cl.args();
    if (!args) return cl.fail(args.error().message);
    return act.run(*args);
  }
  return fail(kind, wants_json(argc, argv), "unknown action '" + std::string(argv[1]) + "'; expected " + names);
}

}  // namespace tl::cli
