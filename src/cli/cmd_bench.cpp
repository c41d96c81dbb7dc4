// cmd_bench.cpp: `togglelab bench [--json]` prints the linear engine's speed figures.
//
// Each figure is the median of repeated runs on random solvable positions
// (fixed seeds), single core. Correctness is checked outside the timing: every
// solution is applied and must reach the goal.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/machines/lightsout.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/machines/linear_machine.hpp"

namespace tl::cli {

namespace {

// Median milliseconds of `fn` over runs until ~min_ms total (at least 3, at most max_runs).
double median_ms(const std::function<void()>& fn, double min_ms = 200, int max_runs = 101) {
  std::vector<double> t;
  double total = 0;
  while (int(t.size()) < max_runs && (t.size() < 3 || total < min_ms)) {
    auto a = std::chrono::steady_clock::now();
    fn();
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - a).count();
    t.push_back(ms);
    total += ms;
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

double peak_rss_mb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_maxrss) / 1024.0;  // Linux reports KiB
}

MachinePtr lightsout(int n, bool torus) { return *make_lightsout(n, n, torus, kLightsOutMaxSide); }

struct Figure {
  std::string name;
  double ms = 0;
  int nullity = 0;
  bool minimal = false;
  bool ok = false;
};

// A hint on an n x n board: one fewest-press solve, its lowest button.
Figure hint_figure(int n) {
  MachinePtr m = lightsout(n, false);
  Position pos = m->random(uint64_t(n), false);
  Solution s;
  Figure f{std::to_string(n) + "x" + std::to_string(n)};
  f.ms = median_ms([&] { s = m->solve(pos); });
  for (int b : s.presses) m->press(pos, b);
  f.ok = s.solvable && m->solved(pos) && !s.presses.empty();
  f.nullity = s.nullity;
  f.minimal = s.minimal;
  return f;
}

// A full solve (every press) of an n x n board by the fast path.
Figure full_figure(int n, bool torus, double min_ms) {
  LightsOutBoard b{n, n, torus};
  Position pos = lightsout(n, torus)->random(uint64_t(n) * 7 + torus, false);
  LightsOutAnswer a;
  Figure f{std::to_string(n) + "x" + std::to_string(n) + (torus ? "t" : "")};
  f.ms = median_ms([&] { a = solve_lightsout(b, pos.state, true); }, min_ms, 21);
  f.ok = a.solvable && lightsout_apply(b, a.presses) == pos.state;
  f.nullity = a.nullity;
  f.minimal = a.minimal;
  return f;
}

// The general solver (elimination over the press matrix) on plain n x n Lights Out.
Figure general_figure(int n) {
  MachinePtr m = lightsout(n, false);
  const LinearMachine& lm = *m->linear();
  Position pos = m->random(uint64_t(n) * 3, false);
  PressMatrix a = lm.press_matrix();
  Solution s;
  Figure f{std::to_string(n) + "x" + std::to_string(n)};
  f.ms = median_ms([&] { s = solve_linear(a, pos.state, n); }, 200, 11);
  for (int b : s.presses) m->press(pos, b);
  f.ok = s.solvable && m->solved(pos);
  f.nullity = s.nullity;
  f.minimal = s.minimal;
  return f;
}

void write_group(JsonWriter& w, const char* key, const std::vector<Figure>& figs) {
  w.key(key).begin_object();
  for (const Figure& f : figs) {
    w.key(f.name).begin_object().key("ms").value(f.ms).key("nullity").value(f.nullity);
    w.key("minimal").value(f.minimal).key("ok").value(f.ok).end_object();
  }
  w.end_object();
}

void print_group(const char* title, const std::vector<Figure>& figs) {
  std::printf("%s\n", title);
  for (const Figure& f : figs)
    std::printf("  %-12s %10.4f ms  nullity %-4d %s%s\n", f.name.c_str(), f.ms, f.nullity,
                f.minimal ? "minimal" : "not proven minimal", f.ok ? "" : "  WRONG ANSWER");
}

}  // namespace

int cmd_bench(int argc, char** argv) {
  bool json = false, quick = false;
  if (std::string twice = repeated_option(argc, argv); !twice.empty())
    return fail("bench", wants_json(argc, argv), "option " + twice + " is given twice; give it once");
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--json")) json = true;
    else if (!std::strcmp(argv[i], "--quick")) quick = true;
    else return fail("bench", wants_json(argc, argv), std::string("unknown option '") + argv[i] + "' (bench [--json] [--quick])");
  }
  std::vector<Figure> hints, full, torus, general;
  for (int n : {3, 5, 19, 20, 30}) hints.push_back(hint_figure(n));
  for (int n : {1024, 4096}) full.push_back(full_figure(n, false, 200));
  const double peak_4096 = peak_rss_mb();  // before anything bigger has run
  for (int n : quick ? std::vector<int>{256, 1024} : std::vector<int>{256, 1024, 4096})
    torus.push_back(full_figure(n, true, 0));
  for (int n : {32, 64, 128}) general.push_back(general_figure(n));
  bool ok = true;
  for (const auto* g : {&hints, &full, &torus, &general})
    for (const Figure& f : *g) ok &= f.ok;
  if (json) {
    JsonWriter w;
    w.begin_object();
    write_group(w, "hint", hints);
    write_group(w, "full_solve", full);
    w.key("peak_rss_mb_after_4096").value(peak_4096);
    write_group(w, "torus_chase_elimination", torus);
    write_group(w, "general_solver", general);
    w.key("all_answers_checked").value(ok).end_object();
    std::printf("%s\n", w.str().c_str());
  } else {
    print_group("hint (one fewest-press solve), plain Lights Out:", hints);
    print_group("full solve, plain Lights Out (chase + polynomial gcd):", full);
    std::printf("peak memory after the 4096x4096 solve: %.1f MB\n", peak_4096);
    print_group("full solve, torus (chase + elimination of 2N unknowns):", torus);
    print_group("general solver (elimination over the press matrix):", general);
  }
  return ok ? 0 : 1;
}

}  // namespace tl::cli
