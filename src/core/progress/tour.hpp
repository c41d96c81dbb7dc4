// tour.hpp: the first visit's minute of how to play, as data the front ends
// show: three boards on a 3x3 Lights Out, each with its words and what ends
// it, then a last word. Press one button and see what it switches; solve a
// position of two presses; meet Hint on one of three. The boards are made
// here by pressing buttons from the dark board, so each needs exactly the
// presses its words promise (3x3 Lights Out has one solution per position:
// its matrix is invertible over GF(2), Anderson and Feil's count for n = 3).
#pragma once

#include <string>
#include <vector>

namespace tl {

enum class TourEnd {
  AnyPress,  // the step ends at the first press
  Solved,    // ... once the board is solved
  HintShown  // ... once Hint names a button (its second level)
};

struct TourStep {
  std::string id;     // the board the step opens
  std::string words;  // what the card says (and the live region reads)
  TourEnd ends = TourEnd::AnyPress;
};

// The three steps, in order.
const std::vector<TourStep>& tour_steps();
// What the card says once the last step ended, true where it is read: with
// `side_panel` (the desktop's) the goal's picture and How to play are in the
// panel beside the board; without it (a phone's bar and Menu), the goal is
// under the board and How to play in the Menu.
std::string tour_last_words(bool side_panel);
// The head of the board it teaches ("lightsout3x3"): the game it leads into
// is a fresh deal of those rules.
std::string tour_board_head();

}  // namespace tl
