// tour.cpp: the how-to-play tour's boards and words (tour.hpp).
#include "core/progress/tour.hpp"

#include <initializer_list>

#include "core/registry/registry.hpp"

namespace tl {

namespace {

// The 3x3 Lights Out board with `buttons` (0-based) pressed from dark.
std::string pressed_from_dark(std::initializer_list<int> buttons) {
  Result<Puzzle> p = parse_puzzle_id("lightsout3x3:000/000/000");
  if (!p) return {};
  for (int b : buttons) p->machine->press(p->position, b);
  return p->id();
}

}  // namespace

const std::vector<TourStep>& tour_steps() {
  static const std::vector<TourStep> steps = {
      {pressed_from_dark({0}),
       "How to play, 1 of 3: press any button. It switches itself and the lights above, below and beside it.", TourEnd::AnyPress},
      {pressed_from_dark({0, 8}),
       "2 of 3: the goal is every light off. These take two presses (a button pressed twice undoes itself).", TourEnd::Solved},
      {pressed_from_dark({1, 5, 6}), "3 of 3: stuck? Hint shows where to look, then which button. Ask for Hint twice.",
       TourEnd::HintShown},
  };
  return steps;
}

// Short enough for a 320 px phone's panel to show it with its button (four
// lines); the button says which game comes next.
std::string tour_last_words(bool side_panel) {
  return std::string("Presses switch lights; the goal is the picture under Goal ") +
         (side_panel ? "in the panel beside the board" : "below the board") +
         " (here: all off); Hint helps. How to play: " + (side_panel ? "under Keys." : "in the Menu.");
}

std::string tour_board_head() {
  const std::string& id = tour_steps().front().id;
  return id.substr(0, id.find(':'));
}

}  // namespace tl
