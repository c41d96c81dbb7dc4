// cmd_dynamics.cpp: `togglelab dynamics ID [--steps N] [--json]`: the
// board's solution read as a board, solved again and again (core
// dynamics.hpp): the orbit's pre-period and period, its first boards, and
// the boards that are their own solution (the kernel of A + I).
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/digits_text.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/linear_view.hpp"
#include "core/linear/explain/dynamics.hpp"
#include "core/linear/explain/grid_period.hpp"

namespace tl::cli {

namespace {

constexpr int kDefaultSteps = 100000;  // boards looked at, at most, before "longer than"
constexpr int kBoardsPrinted = 12;     // the orbit's first boards, as rows of digits

// A board too large to hold A as a matrix, whose period the map's order gives.
int print_order_only(const Puzzle& p, const GridPeriod& order, bool json) {
  if (json) {
    JsonWriter w;
    w.begin_object().key("machine").value(p.machine->head()).key("states").value(p.machine->linear_modulus());
    w.key("cells").value(p.machine->cell_count()).key("invertible").value(true);
    w.key("preperiod").value(0).key("period").value(int64_t(order.period)).key("by").value("order");
    w.key("order_bound").value(int64_t(order.order_bound)).key("field_degree").value(order.field_degree);
    w.end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  std::printf("%s, goal all off: a board x is solved by -A^-1 x (mod %d), read as a board again.\n", p.machine->head().c_str(),
              p.machine->linear_modulus());
  const int k = p.machine->linear_modulus();
  std::printf(
      "orbit of this board: pre-period 0, period %lld (read from the map's order: every eigenvalue of A lies in "
      "the field of %d^%d elements, so the period divides (%d^%d - 1) %d^%d)\n",
      order.period, k, order.field_degree, k, order.field_degree, k, order.unipotent_exponent);
  std::printf(
      "(a board of %d cells: A is not held as a matrix, so the orbit's boards and the self-solving ones are not "
      "drawn)\n",
      p.machine->cell_count());
  return 0;
}

}  // namespace

int cmd_dynamics(int argc, char** argv) {
  PuzzleCommandLine cl("dynamics",
                       "The board's solution read as a board and solved again, over and over: b -> -G b (mod k), G read "
                       "off the reduced form with every free button unpressed (A^-1 when A is invertible); the orbit's "
                       "pre-period and period, and the boards that are their own solution (the kernel of A + I).",
                       {.state = PuzzleReads::State::Optional, .goal = false}, argc, argv);
  int steps = kDefaultSteps;
  cl.add_int("--steps", &steps, 1, 10000000, "boards to follow at most before saying the orbit is longer");
  cl.memory(
      "A held as a matrix, for boards of at most 1,024 cells: about 70 MB at the most. --steps decides the "
      "time, not the memory (one board is kept).");
  if (auto status = cl.parse(argc, argv)) return *status;
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const Puzzle& p = args->puzzle;
  if (!explainable(*p.machine))
    return cl.fail(p.machine->title() + " is not a linear machine: dynamics needs buttons that add press vectors mod k");
  // The period from the map's order where the board is a plus grid with A
  // invertible (grid_period.hpp), read where following does not give it:
  // boards past the matrix's size (they get it alone), orbits past --steps.
  const std::vector<int> lights = p.machine->cells(p.position);
  const ZkVec start(lights.begin(), lights.end());
  const auto read_order = [&] {
    const PlusGrid g = plus_grid_of(*p.machine);
    return g.valid() ? grid_period(g, p.machine->linear_modulus(), start) : GridPeriod{};
  };
  if (const long long cells = p.machine->cell_count(); cells > kExplainMaxDenseBytes) {
    const GridPeriod order = read_order();
    if (!order.found())
      return cl.fail("dynamics holds A as a matrix: boards of at most " + std::to_string(kExplainMaxDenseBytes) +
                     " cells; this one has " + std::to_string(cells) + (order.why.empty() ? "" : " (" + order.why + ")"));
    return print_order_only(p, order, cl.json());
  }
  auto e = explain(p);
  if (!e) return cl.fail(e.error().message);
  auto map = solution_map(*e);
  if (!map) return cl.fail("no solution map: " + map.error().message);
  // The goal is all off here: a board of lights x is solved by -G x.
  Orbit o = orbit_of(*map, start, steps);
  const GridPeriod order = o.complete() ? GridPeriod{} : read_order();
  const bool by_order = order.found();
  if (by_order) {
    o.preperiod = 0;
    o.period = order.period;
  }
  const SelfSolving self = self_solving_boards(*e);
  // One step each way: the board's solution, the board it solves, and the
  // cells the step leaves alone.
  const ZkVec before = previous_board(*e, start), next = next_board(*map, start);
  const std::vector<int> stable = stable_cells(start, next);
  std::vector<int> stable_1based;
  stable_1based.reserve(stable.size());
  for (int c : stable) stable_1based.push_back(c + 1);
  // Boards as an ID writes their lights: a digit a cell, "/" between rows where the board has rows.
  const int cols = e->rows * e->cols == e->cells ? e->cols : 0;
  if (cl.json()) {
    JsonWriter w;
    w.begin_object().key("machine").value(p.machine->head()).key("states").value(e->k).key("cells").value(e->cells);
    w.key("invertible").value(map->invertible);
    if (o.complete()) w.key("preperiod").value(int64_t(o.preperiod)).key("period").value(int64_t(o.period));
    else w.key("preperiod").null().key("period").null().key("longer_than").value(int64_t(o.budget));
    if (o.complete()) w.key("by").value(by_order ? "order" : "orbit");
    // The first kBoardsPrinted boards of the orbit; the flag says when it has more.
    w.key("orbit_truncated").value(o.boards.size() > std::size_t(kBoardsPrinted));
    w.key("orbit").begin_array();
    for (std::size_t i = 0; i < o.boards.size() && i < std::size_t(kBoardsPrinted); ++i)
      w.value(format_digits(o.boards[i], cols, e->k));
    w.end_array();
    w.key("solution").value(format_digits(next, cols, e->k));
    w.key("inverse").value(format_digits(before, cols, e->k));
    w.key("stable_cells").ints(stable_1based);
    if (self.dimension >= 0) {
      w.key("self_solving_dimension").value(self.dimension).key("self_solving_basis").begin_array();
      for (const ZkVec& x : self.basis) w.value(format_digits(x, cols, e->k));
      w.end_array();
    } else {
      w.key("self_solving_dimension").null().key("self_solving_why").value(self.why);
    }
    w.end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  const std::string mod = "mod " + std::to_string(e->k);
  std::printf("%s, goal all off: a board x is solved by the presses -G x (%s), read as a board again.\n",
              p.machine->head().c_str(), mod.c_str());
  std::printf("G: read off the reduced form with every free button unpressed%s.\n",
              map->invertible ? " (A is invertible: G = A^-1, and every orbit is a cycle)" : "");
  std::printf("its solution as a board: %s\n", format_digits(next, cols, e->k).c_str());
  std::printf("the board it solves (-A x): %s\n", format_digits(before, cols, e->k).c_str());
  std::printf("cells one step leaves as they are: %zu of %d\n", stable.size(), e->cells);
  if (by_order)
    std::printf(
        "orbit of this board: pre-period 0, period %lld (read from the map's order, the field of %d^%d elements; "
        "longer than the %lld boards followed)\n",
        o.period, e->k, order.field_degree, o.budget);
  else if (o.complete())
    std::printf("orbit of this board: pre-period %lld, period %lld (%s)\n", o.preperiod, o.period,
                count_text((long long)o.boards.size(), "board", "different boards").c_str());
  else
    std::printf("orbit of this board: longer than %lld boards (%s)\n", o.budget,
                o.budget < steps ? ("the most followed for a board of " + std::to_string(e->cells) + " cells").c_str()
                                 : "--steps raises the limit");
  for (std::size_t i = 0; i < o.boards.size() && i < std::size_t(kBoardsPrinted); ++i)
    std::printf("  %zu: %s\n", i, format_digits(o.boards[i], cols, e->k).c_str());
  if (o.boards.size() > std::size_t(kBoardsPrinted)) std::printf("  ... (%zu more)\n", o.boards.size() - kBoardsPrinted);
  if (self.dimension < 0) {
    std::printf("boards that are their own solution: not read (%s)\n", self.why.c_str());
  } else {
    std::printf("boards that are their own solution ((A + I) x = 0, %s): dimension %d\n", mod.c_str(), self.dimension);
    for (const ZkVec& x : self.basis) std::printf("  %s\n", format_digits(x, cols, e->k).c_str());
  }
  return 0;
}

}  // namespace tl::cli
