// hint_story.hpp: "Why this hint?" told on the board in a player's words
// first, then the algebra behind it with the same numbers.
//
// A player who asked for a hint saw a row ringed, then a button. The story
// says what that button does to the lights (the cells it changes, rung on
// the board) and why it is the one: a light that only it can clear (light
// chasing), the one set of presses that solves the board (Merlin's machine,
// Quatrainment, custom rules with one solution: Arnold and Blaszak's
// s = A^-1 b in words), the shortest of several (boards with presses that
// change nothing), how many times on a board of k states, or the wires its
// square swaps (Ghaly's machine, Joyner 2006, section 3.3). The plain words
// use only what the board shows: cells by row and column, buttons by number,
// lights and their goal. The algebra (A, s, b, mod k, pi_W) comes after.
#pragma once

#include <string>
#include <vector>

#include "core/base/solution.hpp"
#include "core/game/machine.hpp"

namespace tl {

struct Explanation;  // core/linear/explain/explain.hpp

enum class HintStoryKind {
  None,      // no hint: the board is solved, or cannot be solved
  Chase,     // a plus board below the top row: the light above it
  ChaseTop,  // a plus board's top row: what chasing leaves on the last row
  Unique,    // one set of presses solves the board
  Shortest,  // several do; this press is in the shortest (all, or the solver's)
  Wiring,    // Ghaly's machine: the wires the square swaps
  Search,    // any other machine: the solver's shortest, by search
};

struct HintStory {
  HintStoryKind kind = HintStoryKind::None;
  int button = -1;            // 0-based: the hint's button, the solution's first press
  int times = 0;              // presses of it in the solution
  std::string press;          // "Press row 2, column 3 twice." (the hint's second level)
  std::string plain;          // the player's words: what the press does, and why this one
  std::string algebra;        // the algebra behind it, the same numbers (may be empty)
  std::vector<int> changed;   // the cells one press changes (rung on the board), reading order
  int focus = -1;             // a cell the words turn on (the light above, when chasing), -1 none
  std::vector<int> solution;  // per button, its presses in the solution the words name
};

// The story of the hint for `pos` from `solution` (a fewest-press solution,
// presses ascending, as the hint reads it): kind None when there is no
// press to explain. `explained`, when given, is explain(m, pos) already made
// (the Why tab's own), read instead of eliminating the same system again.
HintStory hint_story(const Machine& m, const Position& pos, const Solution& solution, const Explanation* explained = nullptr);

// Ghaly's machine: what a press of `button` at `pos` does through the wires,
// in a player's words (the tile turned, the wires that swap where they go,
// the squares recoloured), and the transmitter wires that cross its square
// (0-based X labels), to draw over the board where the player looks.
struct WirePress {
  std::string words;
  std::vector<int> wires;
};
WirePress wire_press(const Machine& m, const Position& pos, int button);

// A cell as a player finds it: "row 2, column 3" (a grid), "vertex 4"
// (a board drawn from a layout).
std::string cell_words(const Machine& m, int cell);
// "once", "twice", "3 times".
std::string times_words(int times);

}  // namespace tl
