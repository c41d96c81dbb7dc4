// cmd_hint.cpp: `togglelab hint ... [--why]` prints the next press: the lowest-numbered
// button of a fewest-press solution, so following hints takes exactly that many.
// --why adds the hint's three levels (core/midend/hint_levels.hpp): where to
// look, which button, and why in a player's words; then the algebra behind
// it (core/midend/hint_story.hpp), as the Why tab's "Why this hint?" says it.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/hint_levels.hpp"
#include "core/midend/hint_story.hpp"

namespace tl::cli {

int cmd_hint(int argc, char** argv) {
  PuzzleCommandLine cl("hint", "The next press of a fewest-press solution.", {.state = PuzzleReads::State::Needed, .goal = true},
                       argc, argv);
  bool why = false;
  cl.add_flag("--why", &why, "where to look, which button and why: the hint's three levels, and the algebra");
  cl.memory(kEliminationMemory);
  if (auto status = cl.parse(argc, argv)) return *status;
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const bool json = cl.json();
  const Puzzle& p = args->puzzle;
  if (p.machine->solved(p.position)) {
    if (!json) {
      std::printf("already solved\n");
      return 0;
    }
    JsonWriter w;
    w.begin_object().key("solved").value(true).key("hint").null().key("press_count").value(0).end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  // The press, from a summary (never the list of billions of presses on the
  // biggest boards); the hint's levels read the listed answer, solved once.
  const Solution listed = why ? p.machine->solve(p.position) : Solution{};
  const Solution s = why ? summary_of(listed) : p.machine->solve_summary(p.position);
  if (!s.solvable || s.count() == 0) return cl.fail(s.reason.empty() ? "no solution" : s.reason);
  const int hint = s.first_button + 1;
  const int times = s.first_times;  // k states: the hinted button may need several presses ("press 4 x2")
  const long long count = s.count();
  // The third level's words are the story's first paragraph (hint_levels.hpp):
  // the story is told once, for both.
  LeveledHint levels = why ? leveled_hint(*p.machine, p.position, listed, 2) : LeveledHint{};
  const HintStory story = why ? hint_story(*p.machine, p.position, listed) : HintStory{};
  levels.why = story.plain;
  const std::string& algebra = story.algebra;
  if (json) {
    JsonWriter w;
    w.begin_object().key("solved").value(false).key("hint").value(hint).key("times").value(times);
    w.key("press_count").value(int64_t(count)).key("minimal").value(s.minimal);
    if (why) w.key("where").value(levels.where).key("which").value(levels.which).key("why").value(levels.why);
    if (why) w.key("algebra").value(algebra);
    w.end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  std::printf("press %d%s (%lld press%s to go%s)\n", hint, times > 1 ? (" x" + std::to_string(times)).c_str() : "", count,
              count == 1 ? "" : "es", s.minimal ? "" : ", not proven minimal");
  if (why) std::printf("where: %s\nwhich: %s\nwhy: %s\n", levels.where.c_str(), levels.which.c_str(), levels.why.c_str());
  if (why && !algebra.empty()) std::printf("algebra: %s\n", algebra.c_str());
  return 0;
}

}  // namespace tl::cli
