// cmd_explain.cpp: `togglelab explain ID [--latex] [--json]`: the "see why" of
// the Why tab as a worksheet. Linear machines: the system A s = goal + lights = b, the
// elimination mod 2 step by step, the answer, A^-1 or the quiet patterns
// (core/explain.hpp), as plain text or as LaTeX to paste. Ghaly's machine:
// pi_W in both cycle directions, Proposition 15's product, the support and
// the colour codes (core/ghaly_explain.hpp).
#include <cstdio>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/ghaly/ghaly_explain.hpp"
#include "core/ghaly/ghaly_machine.hpp"
#include "core/base/json_writer.hpp"

namespace tl::cli {

namespace {

constexpr long long kExplainMostCells = 256 * 256;

void print_ghaly(const GhalyMachine& m, const Position& pos, const std::string& id) {
  const int N = m.n();
  const ghaly::Wiring w = m.wiring(pos);
  std::printf("%s (%s)\n", m.title().c_str(), id.c_str());
  std::printf("pi_W = %s  (X_i reaches CG_pi(i); cycles read k -> pi_W(k))\n", ghaly::format_cycles(w.pi).c_str());
  std::printf("     = %s  in Joyner's notation (Joyner 2006 reads cycles the other way round)\n",
              ghaly::format_cycles_joyner(w.pi).c_str());
  std::printf("one-line: %s, %s\n", ghaly::format_one_line(w.pi).c_str(), ghaly::is_even(w.pi) ? "even" : "odd");
  std::printf("Proposition 15: pi_W = %s\n                    = %s\n", ghaly::format_proposition15_named(N, pos.state).c_str(),
              ghaly::format_proposition15(N, pos.state).c_str());
  std::printf("  (rows top to bottom, each right to left; pi_ij = (i+j-1, i+j); the rightmost acts first)\n");
  std::printf("support: %s\ncolour codes C_k = B(X_pi^-1(k), CG_k):\n", ghaly::format_label_set(w.support).c_str());
  for (const ghaly::LabelColour& c : ghaly::label_colours(w, m.assignment()))
    std::printf("  C_%d = %s  %-8s from X_%d%s\n", c.label + 1, c.bits.c_str(), c.colour_name, c.origin + 1,
                c.in_support ? "" : "  (not shown)");
}

void print_json(const Explanation& e) {
  JsonWriter j;
  j.begin_object().key("id").value(e.id).key("cells").value(e.cells).key("buttons").value(e.buttons);
  if (e.k != 2) j.key("states").value(e.k);
  j.key("rank").value(e.rank).key("nullity").value(e.nullity).key("invariant_count").value(e.invariant_count);
  j.key("reachable_fraction").value(e.reachable_fraction());
  j.key("steps_recorded").value(e.steps_recorded).key("step_count").value(int64_t(e.step_count));
  j.key("solvable").value(e.solvable);
  if (e.solvable) {
    j.key("solution").ints(e.solution_presses(), 1).key("fewest_presses").ints(e.fewest_presses(), 1);
  } else {
    std::vector<int> cells;  // the cells the violated invariant weighs (mod 2: the set whose parity it is)
    for (std::size_t c = 0; c < e.violated_invariant.weights.size(); ++c)
      if (e.violated_invariant.weights[c]) cells.push_back(int(c));
    j.key("violated_invariant").ints(cells, 1).key("reason").value(e.reason);
  }
  j.key("invertible").value(e.invertible);
  // The analysis lists at most 64 quiet patterns: the flag says when the
  // list is cut short of the nullity's generators.
  j.key("quiet_patterns_truncated").value(e.analysis.quiet_patterns.size() < e.analysis.quiet_generator_count);
  j.key("quiet_patterns").begin_array();
  for (const ZkQuiet& q : e.analysis.quiet_patterns) j.ints(once_per_press(q.v), 1);
  j.end_array().end_object();
  std::printf("%s\n", j.str().c_str());
}

}  // namespace

int cmd_explain(int argc, char** argv) {
  PuzzleCommandLine cl("explain",
                       "The system A s = b (mod 2 or k), the elimination step by step, the answer, A^-1 or the quiet "
                       "patterns: the Why tab as a worksheet.",
                       {.state = PuzzleReads::State::Needed, .goal = true}, argc, argv);
  bool latex = false;
  cl.add_flag("--latex", &latex, "a standalone LaTeX document with exercises, for pdflatex");
  std::string sheet_arg;
  cl.app()
      .add_option("--sheet", sheet_arg,
                  "which worksheet: full (every step, the default), student (at most 3 pages for a board up to 5x5, "
                  "nothing printed that answers an exercise) or key (its answers)")
      ->type_name("full|student|key");
  cl.memory(
      "the worksheet's text, and A as a matrix for boards of at most 1,024 cells: about 70 MB at the most. "
      "A board past 65,536 cells (256 x 256) is refused before any work.");
  if (auto status = cl.parse(argc, argv)) return *status;
  const std::optional<Sheet> sheet = sheet_arg.empty() ? Sheet::Full : sheet_from_name(sheet_arg);
  if (!sheet) return cl.fail("unknown sheet '" + sheet_arg + "' (--sheet takes full, student or key)");
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const bool json = cl.json();
  const Puzzle& p = args->puzzle;
  if (const WiringView* w = p.machine->wiring()) {
    if (latex || json || cl.given("--sheet")) return cl.fail(p.machine->title() + " is explained as plain text only");
    const WiringRules rules = w->rules();
    print_ghaly(GhalyMachine(rules.n, {rules.sigma, rules.tau}), p.position, p.id());
    return 0;
  }
  // A worksheet is for reading: past the page's largest board it would be
  // gigabytes of presses (16384 x 16384 wrote 1.49 GB at 6.2 GB of memory).
  if (const long long cells = p.machine->cell_count(); cells > kExplainMostCells)
    return cl.fail("explain writes a worksheet for boards of at most " + std::to_string(kExplainMostCells) +
                   " cells (256 x 256); this one has " + std::to_string(cells) +
                   ". For the answer alone: togglelab solve --summary, or analyze for the rules");
  auto e = explain(p);
  if (!e) return cl.fail(e.error().message);
  if (json && cl.given("--sheet"))
    return cl.fail("--sheet chooses a worksheet; --json gives the explanation's data, not a sheet");
  if (*sheet != Sheet::Full)
    if (std::string why = student_sheet_refusal(*e); !why.empty()) return cl.fail(why);
  ExportOptions options;
  options.sheet = *sheet;
  if (json) print_json(*e);
  else std::fputs((latex ? to_latex(*e, options) : to_text(*e, options)).c_str(), stdout);
  return 0;
}

}  // namespace tl::cli
