// cmd_pattern.cpp: `togglelab pattern ID --apply NAME [--on lights|goal]
// [--seed S] [--json]`: the page's Patterns and moves on the command line
// (core board_patterns.hpp through the midend, as the page applies them):
// the puzzle's ID after a pattern (all-lit, checkers, random-solvable, ...)
// or a move (shift-up, turn, invert, rotate-states, ...).
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/midend.hpp"

namespace tl::cli {

namespace {

constexpr int kMostPatternCells = 4096 * 4096;

std::string change_names() {
  std::string s;
  for (int i = 0; i < kBoardChangeCount; ++i) s += std::string(i ? ", " : "") + board_change_name(BoardChange(i));
  return s;
}

}  // namespace

int cmd_pattern(int argc, char** argv) {
  PuzzleCommandLine cl("pattern",
                       "The puzzle after a pattern or a move of the whole board, as the page's Patterns and moves: "
                       "its ID. Patterns: all-lit, all-off, random, random-solvable, corners, border, checkers, "
                       "chessboard; moves: shift-up, shift-down, shift-left, shift-right, turn (a quarter turn where the "
                       "board is square and its gluing survives it, else a half turn), reflect, invert, rotate-states. "
                       "Boards of at most 4096 x 4096 cells.",
                       {.state = PuzzleReads::State::Optional, .goal = true}, argc, argv);
  std::string name, on = "lights";
  uint64_t seed = 1;
  cl.app().add_option("--apply", name, "the pattern or move: " + change_names());
  cl.app().add_option("--on", on, "lights (the default) or goal: what it changes");
  cl.add_u64("--seed", &seed, "random and random-solvable: the same seed, the same board");
  cl.memory(
      "the board, at most 4096 x 4096 cells: about 0.3 GB for a pattern or a move; random-solvable, which "
      "solves, up to about 2.3 GB (255 states).");
  if (auto status = cl.parse(argc, argv)) return *status;
  if (!cl.given("--apply")) return cl.fail("--apply NAME is needed: one of " + change_names());
  const auto change = board_change_from_name(name);
  if (!change) return cl.fail("--apply must be one of " + change_names() + ", got '" + name.substr(0, 30) + "'");
  if (on != "lights" && on != "goal") return cl.fail("--on must be lights or goal, got '" + on.substr(0, 30) + "'");
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  // A pattern holds the board's lights several times over (as numbers, as a
  // position, as the ID written): 16384 x 16384 took 4.6 GB. Bounded first.
  if (const int cells = args->puzzle.machine->cell_count(); cells > kMostPatternCells)
    return cl.fail("pattern changes boards of at most " + std::to_string(kMostPatternCells) +
                   " cells (4096 x 4096); this one has " + std::to_string(cells));
  Midend game(args->puzzle);
  game.set_seed(seed);
  if (on == "goal") {
    game.set_editing(true, true);
    if (!game.editing()) return cl.fail(game.machine().title() + " has no goal of lights to set");
  }
  if (!game.change_board(*change)) return cl.fail(game.message());
  const std::string id = game.current().id();
  if (cl.json()) {
    JsonWriter w;
    w.begin_object().key("id").value(id).key("applied").value(board_change_name(*change)).key("on").value(on).end_object();
    std::printf("%s\n", w.str().c_str());
  } else {
    std::printf("%s\n", id.c_str());
  }
  return 0;
}

}  // namespace tl::cli
