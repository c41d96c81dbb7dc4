// cmd_bench.cpp: `togglelab bench [--json] [--quick]` prints the linear engine's speed figures.
//
// Each figure is the median of repeated runs on fixed-seed positions, single
// core. Correctness is checked outside the timing: every answer is applied
// and must reach the goal, and a figure with a wrong answer says so (and the
// command exits 1). `make bench` runs this natively and in WebAssembly under
// Node with --json and prints both side by side (scripts/bench_table.mjs).
//
// Index
//   [SECTION] Timing and memory
//   [SECTION] Boards
//   [SECTION] Figures: hints, full solves, the general solver
//   [SECTION] Figures: a board as text (parse, solve, output)
//   [SECTION] Figures: fewest presses proven, improved
//   [SECTION] Output
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "cli/big_pages.hpp"
#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "cli/solution_text.hpp"
#include "cli/text_file.hpp"
#include "core/base/bits_text.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/linear_view.hpp"
#include "core/linear/explain/grid_period.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/machines/lightsout.hpp"
#include "core/linear/machines/graph_machine.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/modk/zk_board.hpp"

namespace tl::cli {

namespace {

// -----------------------------------------------------------------------------
// [SECTION] Timing and memory
// -----------------------------------------------------------------------------

double elapsed_ms(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
}

// Median milliseconds of `fn` over runs until ~min_ms in total (at least
// min_runs, at most max_runs).
double median_ms(const std::function<void()>& fn, double min_ms = 200, int max_runs = 101, int min_runs = 3) {
  std::vector<double> t;
  double total = 0;
  while (int(t.size()) < max_runs && (int(t.size()) < min_runs || total < min_ms)) {
    auto a = std::chrono::steady_clock::now();
    fn();
    t.push_back(elapsed_ms(a));
    total += t.back();
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// The process's peak resident memory so far in MB; -1 where there is no such
// figure (WebAssembly: getrusage answers zeros there).
double peak_rss_mb() {
#if defined(__EMSCRIPTEN__)
  return -1;
#else
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_maxrss) / 1024.0;  // Linux reports KiB
#endif
}

// -----------------------------------------------------------------------------
// [SECTION] Boards
// -----------------------------------------------------------------------------

std::string board_name(const LightsOutBoard& b) {
  return std::to_string(b.rows) + "x" + std::to_string(b.cols) + (b.torus ? "t" : "");
}

// A solvable target: the lights of a uniformly random press set.
BitVec random_solvable(const LightsOutBoard& b, uint64_t seed) {
  std::mt19937_64 rng(seed);
  BitVec x(b.cells());
  for (std::size_t w = 0; w < x.word_count(); ++w) x.words()[w] = rng();
  if (b.cells() % 64) x.words()[x.word_count() - 1] &= (uint64_t(1) << (b.cells() % 64)) - 1;
  return lightsout_apply(b, x);
}

MachinePtr lightsout_machine(int rows, int cols, bool torus) { return *make_lightsout(rows, cols, torus, kLightsOutMaxSide); }

struct Figure {
  Figure(std::string g, std::string n, double t = 0) : group(std::move(g)), name(std::move(n)), ms(t) {}
  std::string group, name;
  double ms = 0;
  int nullity = -1;
  bool minimal = false;
  bool ok = false;
  long long presses = -1;  // the answer's press count, where it is of interest
  long long before = -1;   // the press count before the local search
  std::string note;
};

// -----------------------------------------------------------------------------
// [SECTION] Figures: hints, full solves, the general solver
// -----------------------------------------------------------------------------

// A hint on an n x n board: one fewest-press solve, its lowest button.
Figure hint_figure(int n) {
  MachinePtr m = lightsout_machine(n, n, false);
  Position pos = m->random(uint64_t(n), false);
  Solution s;
  Figure f{"hint", std::to_string(n) + "x" + std::to_string(n)};
  f.ms = median_ms([&] { s = m->solve(pos); });
  for (int b : s.presses) m->press(pos, b);
  f.ok = s.solvable && m->solved(pos) && !s.presses.empty();
  f.nullity = s.nullity;
  f.minimal = s.minimal;
  f.presses = (long long)s.presses.size();
  return f;
}

// Applies a timed answer to its position (outside the timing) and records
// whether it reached the goal, its nullity, minimality and press count.
void record_answer(Figure& f, const Machine& m, Position pos, const Solution& s) {
  for (int b : s.presses) m.press(pos, b);
  f.ok = s.solvable && m.solved(pos);
  f.nullity = s.nullity;
  f.minimal = s.minimal;
  f.presses = (long long)s.presses.size();
}

// A hint on Lights Out on a graph: one fewest-press solve by the general
// solver over its press matrix (I + Adj), applied and checked.
Figure graph_figure(const std::string& name, DrawnGraph d) {
  MachinePtr m = graph_machine(std::move(d));
  Position pos = m->random(11, false);
  Solution s;
  Figure f{"graphs", name};
  f.ms = median_ms([&] { s = m->solve(pos); }, 200, 11);
  record_answer(f, *m, pos, s);
  return f;
}

// A random graph of n vertices, each edge there with probability `degree` / n.
DrawnGraph random_graph(int n, double degree) {
  std::mt19937_64 rng(uint64_t(n) * 31 + 7);
  std::bernoulli_distribution edge(degree / n);
  Graph g{n};
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (edge(rng)) g.add_edge(a, b);
  CellLayout layout = layout_graph(g);
  return {std::move(g), std::move(layout)};
}

// A full solve (every press) by the fast path, without the walk over the quiet
// patterns (the boards here have hundreds of them).
Figure full_figure(const char* group, LightsOutBoard b, double min_ms, int max_runs) {
  const BitVec target = random_solvable(b, uint64_t(b.rows) * 7 + uint64_t(b.cols) + b.torus);
  LightsOutAnswer a;
  Figure f{group, board_name(b)};
  f.ms = median_ms([&] { a = solve_lightsout(b, target, false); }, min_ms, max_runs);
  f.ok = a.solvable && lightsout_apply(b, a.presses) == target;
  f.nullity = a.nullity;
  f.minimal = a.minimal;
  return f;
}

// Plain n x n Lights Out's press matrix, built here rather than asked of the
// machine: the bench times the general solver itself, not the machine's fast
// paths. Button j toggles its cell and the four beside it, in ascending order.
PressMatrix plus_press_matrix(int n) {
  PressMatrix a;
  a.cells = n * n;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      std::vector<int> cells;
      if (r > 0) cells.push_back((r - 1) * n + c);
      if (c > 0) cells.push_back(r * n + c - 1);
      cells.push_back(r * n + c);
      if (c + 1 < n) cells.push_back(r * n + c + 1);
      if (r + 1 < n) cells.push_back((r + 1) * n + c);
      a.toggles.push_back(std::move(cells));
    }
  return a;
}

// The general solver (elimination over the press matrix) on plain n x n Lights Out.
Figure general_figure(int n) {
  MachinePtr m = lightsout_machine(n, n, false);
  Position pos = m->random(uint64_t(n) * 3, false);
  const PressMatrix a = plus_press_matrix(n);
  Solution s;
  Figure f{"general", std::to_string(n) + "x" + std::to_string(n)};
  f.ms = median_ms([&] { s = solve_linear(a, pos.state, n); }, 200, 11);
  record_answer(f, *m, pos, s);
  return f;
}

// -----------------------------------------------------------------------------
// [SECTION] Figures: k states (linear algebra over Z_k)
// -----------------------------------------------------------------------------

// A fewest-press solve of a random reachable position on an n x n board with
// k states, factoring the board included (what a first hint costs; later
// hints reuse the factored board). The answer is checked: its presses make
// exactly the change asked for.
Figure states_figure(int n, Neighbourhood shape, int k, bool torus) {
  const ZkBoard b = ZkBoard::lights_out(n, n, k, shape, true, torus);
  std::mt19937_64 rng(uint64_t(n) * 31 + uint64_t(k));
  ZkVec x(std::size_t(b.cells()));
  for (uint8_t& v : x) v = uint8_t(rng() % uint64_t(k));
  const ZkVec target = zk_board_apply(b, x);
  ZkAnswer a;
  Figure f{"states", std::to_string(n) + "x" + std::to_string(n) + (torus ? "t " : " ") + neighbourhood_name(shape) +
                         " k=" + std::to_string(k)};
  // One untimed run first, then up to 41: in WebAssembly the engine starts
  // each function in its baseline compiler and swaps in the optimised code
  // after some calls, which the median of 11 runs of a 1 ms solve did not
  // always reach (the same row measured 1.6 and 6.8 ms in two runs).
  a = ZkBoardSolver(b).solve(target);
  f.ms = median_ms([&] { a = ZkBoardSolver(b).solve(target); }, 200, 41);
  f.ok = a.solvable && zk_board_apply(b, a.presses) == target;
  f.nullity = a.quiet_generators;
  f.minimal = a.minimal;
  f.presses = a.press_count;
  return f;
}

// The Why tab's atlas counts a k-state board's quiet patterns in slices
// (ZkBoardNullity) so that a frame never holds a whole elimination: the
// longest slice is the figure (the page's frame budget is what it must stay
// under), the whole board's time and the slices' count the note. Checked:
// the count is the whole solver's.
Figure atlas_slice_figure(int n, int k, bool torus) {
  const ZkBoard b = ZkBoard::lights_out(n, n, k, Neighbourhood::Plus, true, torus);
  Figure f{"atlas", std::to_string(n) + "x" + std::to_string(n) + (torus ? "t" : "") + " k=" + std::to_string(k)};
  ZkBoardNullity count(b);
  int slices = 0;
  double longest = 0;
  const auto start = std::chrono::steady_clock::now();
  for (;;) {
    const auto t = std::chrono::steady_clock::now();
    if (!count.step()) break;
    longest = std::max(longest, elapsed_ms(t));
    ++slices;
  }
  const double whole = elapsed_ms(start);
  f.ms = longest;
  f.ok = count.nullity() == int(ZkBoardSolver(b).quiet().size());
  char note[96];
  std::snprintf(note, sizeof note, "longest of %d slices; the board %.1f ms; nullity %d", slices, whole, count.nullity());
  f.note = note;
  return f;
}

// -----------------------------------------------------------------------------
// [SECTION] Figures: a board as text (parse, solve, output)
// -----------------------------------------------------------------------------

// `togglelab solve --size NxN --state @board.txt` in its parts, in memory: the
// file's text (0/1, a newline after each row) to bits, the solve as the CLI
// does it (through the machine, fewest presses where provable), the answer
// as text and as JSON.
std::vector<Figure> text_figures(int n) {
  const LightsOutBoard b{n, n, false};
  const BitVec state = random_solvable(b, 11);
  std::string file;
  file.reserve(b.cells() + std::size_t(n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) file += state.get(std::size_t(r) * std::size_t(n) + std::size_t(c)) ? '1' : '0';
    file += '\n';
  }
  const std::string name = std::to_string(n) + "x" + std::to_string(n);
  MachinePtr m = lightsout_machine(n, n, false);
  std::vector<Figure> out;

  Figure parse{"text", name + " parse"};
  BitVec parsed;
  std::string compact;
  parse.ms = median_ms([&] {
    compact = file;  // what the @FILE reader has read (the copy is timed too)
    drop_whitespace(compact);
    auto bits = parse_bits(compact, b.cells(), n, 0);
    if (bits) parsed = std::move(*bits);
  });
  parse.ok = parsed == state;
  parse.note = std::to_string(file.size() / 1024) + " KiB of text";

  Figure solve{"text", name + " solve"};
  Position pos{state, BitVec(b.cells())};
  Solution s;
  solve.ms = median_ms([&] { s = m->solve(pos); });
  BitVec presses = BitVec::from_indices(b.cells(), s.presses);
  solve.ok = s.solvable && lightsout_apply(b, presses) == state;
  solve.nullity = s.nullity;
  solve.minimal = s.minimal;
  solve.presses = (long long)s.presses.size();

  // The output as the command writes it, into the null device.
  Figure text{"text", name + " output text"}, json{"text", name + " output JSON"};
  std::FILE* sink = std::fopen("/dev/null", "wb");
  if (sink) {
    text.ms = median_ms([&] { write_solution_text(sink, s, false); });
    json.ms = median_ms([&] { write_solution_json(sink, m->head(), s, false); });
    std::fclose(sink);
  }
  const std::string t = solution_text(s, false), j = solution_json(m->head(), s, false);
  text.ok = sink && t.size() > s.presses.size() && t.rfind("presses: ", 0) == 0;
  json.ok = sink && j.find("\"press_count\":" + std::to_string(s.presses.size())) != std::string::npos;
  text.note = std::to_string(t.size() / 1024) + " KiB";
  json.note = std::to_string(j.size() / 1024) + " KiB";

  Figure both{"text", name + " parse + output text"};
  both.ms = parse.ms + text.ms;
  both.ok = parse.ok && text.ok;
  return {parse, solve, text, json, both};
}

// -----------------------------------------------------------------------------
// [SECTION] Figures: fewest presses proven, improved
// -----------------------------------------------------------------------------

// The all-lit n x n board solved by the machine (fewest presses where it can
// prove them), for every n <= max_n with quiet patterns.
std::vector<Figure> all_lit_figures(int max_n) {
  std::vector<Figure> out;
  for (int n = 1; n <= max_n; ++n) {
    LightsOutBoard b{n, n, false};
    if (analyze_lightsout(b, 0).nullity == 0) continue;
    MachinePtr m = lightsout_machine(n, n, false);
    Position pos = m->initial();
    for (std::size_t i = 0; i < pos.state.size(); ++i) pos.state.set(i);
    Solution s;
    Figure f{"all-lit", std::to_string(n) + "x" + std::to_string(n)};
    f.ms = median_ms([&] { s = m->solve(pos); }, 200, 11, 1);
    for (int btn : s.presses) m->press(pos, btn);
    f.ok = s.solvable && m->solved(pos);
    f.nullity = s.nullity;
    f.minimal = s.minimal;
    f.presses = (long long)s.presses.size();
    out.push_back(f);
  }
  return out;
}

// The worst (slowest) of the all-lit figures that were proven, and how many were.
Figure worst_proof(const std::vector<Figure>& all_lit) {
  Figure w{"all-lit", "slowest proof"};
  int proven = 0;
  w.ok = true;
  for (const Figure& f : all_lit) {
    w.ok &= f.ok;
    if (!f.minimal) continue;
    ++proven;
    if (f.ms >= w.ms) {
      w.ms = f.ms;
      w.nullity = f.nullity;
      w.note = f.name;
    }
  }
  w.minimal = true;
  std::string open;
  int largest = 0;
  for (const Figure& f : all_lit) {
    const int n = std::stoi(f.name);
    if (f.minimal) largest = std::max(largest, n);
    else open += (open.empty() ? "" : " ") + std::to_string(n);
  }
  w.note += ", " + std::to_string(proven) + " of " + std::to_string(all_lit.size()) + " boards proven, the largest " +
            std::to_string(largest) + "; not proven: " + (open.empty() ? "none" : open);
  return w;
}

// A big board whose quiet patterns are far too many to walk: the machine's
// answer against the chase's own (no improvement asked for).
Figure improved_figure(int n) {
  MachinePtr m = lightsout_machine(n, n, false);
  LightsOutBoard b{n, n, false};
  Position pos = m->random(uint64_t(n) * 5, false);
  Solution s;
  Figure f{"improve", std::to_string(n) + "x" + std::to_string(n)};
  f.ms = median_ms([&] { s = m->solve(pos); }, 0, 3, 1);
  f.before = (long long)solve_lightsout(b, pos.state ^ pos.goal, false).presses.popcount();
  for (int btn : s.presses) m->press(pos, btn);
  f.ok = s.solvable && m->solved(pos);
  f.nullity = s.nullity;
  f.minimal = s.minimal;
  f.presses = (long long)s.presses.size();
  return f;
}

// -----------------------------------------------------------------------------
// [SECTION] Figures: the all-lit board's period under the solution map
// -----------------------------------------------------------------------------

// The all-lit n x n board's period under b -> -A^-1 b, read from the map's
// order (grid_period.hpp). Where A is singular the order says nothing and
// the row says so: the solution map is then not a power of one matrix.
Figure period_figure(int n, int k) {
  const PlusGrid g{n, n, Topology::Plain};
  const ZkVec lit(std::size_t(n) * std::size_t(n), uint8_t(k - 1));
  GridPeriod gp;
  Figure f{"period", std::to_string(n) + "x" + std::to_string(n) + (k == 2 ? "" : " k=" + std::to_string(k))};
  f.ms = median_ms([&] { gp = grid_period(g, k, lit); }, 200, 11, 1);
  f.ok = gp.found() || !plus_grid_invertible(g, k);  // a refusal is right only for a singular A
  f.note = gp.found()
               ? "period " + std::to_string(gp.period) + ", field of " + std::to_string(k) + "^" + std::to_string(gp.field_degree)
               : "not read: " + gp.why;
  return f;
}

// -----------------------------------------------------------------------------
// [SECTION] Output
// -----------------------------------------------------------------------------

struct Group {
  const char* key;
  const char* title;
};

constexpr Group kGroups[] = {
    {"hint", "hint (one fewest-press solve), plain Lights Out"},
    {"plain", "full solve, plain Lights Out (chase + polynomial gcd)"},
    {"torus", "full solve, torus (chase + a 2 x 2 system over GF(2)[x]/(x^C - 1))"},
    {"big", "the largest boards the CLI takes (the answer: 32 MB of bits)"},
    {"general", "general solver (elimination over the press matrix)"},
    {"states", "k states: a fewest-press solve over Z_k, factoring the board included (nullity: quiet generators)"},
    {"atlas", "the atlas's slices: one k-state board's quiet patterns counted a slice at a time"},
    {"graphs", "Lights Out on a graph: a fewest-press solve by the general solver"},
    {"text", "a board as text, as `solve --state @FILE` reads and writes it"},
    {"all-lit", "fewest presses, the all-lit N x N board, every N <= 128 with quiet patterns"},
    {"improve", "beyond proof: the answer against the chase's own"},
    {"period", "the all-lit board's period under the solution map, read from the map's order (A invertible)"},
    {"memory", "peak memory"},
};

void print_figure(const Figure& f) {
  if (f.group == "memory") {
    if (f.ms < 0) std::printf("  %-26s        n/a\n", f.name.c_str());
    else std::printf("  %-26s %10.1f MB\n", f.name.c_str(), f.ms);
    return;
  }
  std::printf("  %-26s %10.4f ms", f.name.c_str(), f.ms);
  if (f.nullity >= 0) std::printf("  nullity %-4d %-18s", f.nullity, f.minimal ? "minimal" : "not proven minimal");
  if (f.presses >= 0) std::printf("  %lld presses", f.presses);
  if (f.before >= 0) std::printf(" (chase %lld, %lld saved)", f.before, f.before - f.presses);
  if (!f.note.empty()) std::printf("  %s", f.note.c_str());
  std::printf("%s\n", f.ok ? "" : "  WRONG ANSWER");
}

void write_json(const std::vector<Figure>& figs, bool ok) {
  JsonWriter w;
  w.begin_object();
#if defined(__EMSCRIPTEN__)
  w.key("platform").value("wasm");
#else
  w.key("platform").value("native");
#endif
  w.key("big_pages").value(big_pages_enabled());
  w.key("groups").begin_object();
  for (const Group& g : kGroups) w.key(g.key).value(g.title);
  w.end_object().key("figures").begin_array();
  for (const Figure& f : figs) {
    w.begin_object().key("group").value(f.group).key("name").value(f.name);
    if (f.group == "memory") {
      w.key("mb");
      if (f.ms < 0) w.null();
      else w.value(f.ms);
    } else {
      w.key("ms").value(f.ms);
    }
    if (f.nullity >= 0) w.key("nullity").value(f.nullity).key("minimal").value(f.minimal);
    if (f.presses >= 0) w.key("presses").value(int64_t(f.presses));
    if (f.before >= 0) w.key("before").value(int64_t(f.before));
    if (!f.note.empty()) w.key("note").value(f.note);
    w.key("ok").value(f.ok).end_object();
  }
  w.end_array().key("all_answers_checked").value(ok).end_object();
  std::printf("%s\n", w.str().c_str());
}

}  // namespace

int cmd_bench(int argc, char** argv) {
  CommandLine cl("bench", "The engines' speed figures (each answer checked), or one group's.");
  cl.add_json();
  bool quick = false;
  std::string only;  // one group's key, or all
  cl.add_flag("--quick", &quick, "smaller boards, for a smoke run");
  std::string group_keys;
  for (const Group& g : kGroups) group_keys += std::string(group_keys.empty() ? "" : "|") + g.key;
  cl.app().add_option("--only", only, "one group's figures (memory is always printed)")->type_name(group_keys);
  if (auto status = cl.parse(argc, argv)) return *status;
  const bool json = cl.json();
  std::string groups;
  bool known = only.empty();
  for (const Group& g : kGroups) {
    groups += std::string(groups.empty() ? "" : ", ") + g.key;
    known |= only == g.key;
  }
  if (!known) return cl.fail("unknown group '" + only + "' (--only takes one of " + groups + ")");
  // Whether a group's figures are wanted (--only keeps one; memory is always printed).
  auto want = [&](const char* key) { return only.empty() || only == key; };
  std::vector<Figure> figs;
  auto add = [&](Figure f) {
    if (!json) {
      static std::string last;
      if (f.group != last) {
        for (const Group& g : kGroups)
          if (f.group == g.key) std::printf("%s:\n", g.title);
        last = f.group;
      }
      print_figure(f);
      std::fflush(stdout);
    }
    figs.push_back(std::move(f));
  };
  auto memory = [&](const char* what) {
    Figure f{"memory", what, peak_rss_mb()};
    f.ok = true;
    add(f);
  };

  if (want("hint"))
    for (int n : {3, 5, 19, 20, 30}) add(hint_figure(n));
  if (want("plain")) {
    for (int n : {1024, 4096}) add(full_figure("plain", {n, n, false}, 200, 21));
    memory("after plain 4096x4096");
  }
  if (want("torus"))
    for (int n : quick ? std::vector<int>{256, 1024} : std::vector<int>{256, 1024, 4096})
      add(full_figure("torus", {n, n, true}, 200, 21));
  if (!quick && want("torus")) {
    add(full_figure("torus", {1024, 4096, true}, 200, 21));
    add(full_figure("torus", {4096, 1024, true}, 200, 21));
  }
  if (!quick && want("big")) {
    add(full_figure("big", {16384, 16384, false}, 300, 11));
    add(full_figure("big", {16384, 16384, true}, 300, 11));
    memory("after the 16384x16384 boards");
  }
  if (want("general"))
    for (int n : {32, 64, 128}) add(general_figure(n));
  // The k-state targets: a hint on 20x20 plus with 3 states; 64x64 with every
  // shape and 3 or 4 states; 256x256 plus with 3 states.
  if (want("states")) {
    add(states_figure(20, Neighbourhood::Plus, 3, false));
    for (int k : {3, 4})
      for (Neighbourhood shape : {Neighbourhood::Plus, Neighbourhood::X, Neighbourhood::Box, Neighbourhood::Knight})
        add(states_figure(64, shape, k, false));
    add(states_figure(256, Neighbourhood::Plus, 3, false));
  }
  if (!quick && want("states")) {
    add(states_figure(64, Neighbourhood::Plus, 3, true));
    add(states_figure(64, Neighbourhood::Box, 6, false));
  }
  if (want("atlas")) {
    add(atlas_slice_figure(quick ? 64 : 256, 254, true));
    if (!quick) add(atlas_slice_figure(256, 255, false));
  }
  // Lights Out on a graph: the page's largest (1024 vertices), the CLI's
  // (4096), and the 24 x 24 cube surface (3,456 vertices).
  if (want("graphs")) {
    add(graph_figure("random 1024, degree 8", random_graph(1024, 8)));
    add(graph_figure("cube 24x24 (3456)", cube_surface_graph(24)));
    if (!quick) add(graph_figure("random 4096, degree 8", random_graph(4096, 8)));
  }
  if (want("text"))
    for (Figure& f : text_figures(quick ? 512 : 2048)) add(std::move(f));
  if (!quick && want("all-lit")) {
    std::vector<Figure> all_lit = all_lit_figures(128);
    for (const Figure& f : all_lit) add(f);
    add(worst_proof(all_lit));
  }
  if (!quick && want("improve")) add(improved_figure(1024));
  if (want("period")) {
    // The largest invertible boards near the side limits, with 2 and 5 states,
    // and the two asked for, whose A is singular (nullity 144 and 32).
    for (auto [n, k] : {std::pair{255, 2}, std::pair{246, 2}, std::pair{256, 2}, std::pair{56, 5}, std::pair{64, 5}})
      if (!quick || n < 100) add(period_figure(n, k));
  }
  memory("at the end");
  if (!json && big_pages_enabled()) std::printf("(allocations of 2 MB and more ask for 2 MB pages)\n");

  bool ok = true;
  for (const Figure& f : figs) ok &= f.ok;
  if (json) write_json(figs, ok);
  return ok ? 0 : 1;
}

}  // namespace tl::cli
