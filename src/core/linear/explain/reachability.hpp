// reachability.hpp: why only some positions can be reached, in words a
// student follows, the same on the Why tab and in the worksheets.
//
// The counting argument: with N buttons each pressed 0..k-1 times there are
// k^N press sets; two make the same change exactly when they differ by a
// quiet pattern, so each change that can be made is made by exactly as many
// press sets as there are quiet patterns (S), and k^N / S changes can be
// made. On the 5 x 5 board: 2^25 press sets, S = 4, so 2^23 positions, 1 in 4.
// Which ones: the invariants, sums of lights no press changes. When A is
// symmetric (button i changes light j exactly when button j changes light
// i) y^T A = 0 is A y = 0, so the invariants are the quiet patterns read as
// cells (Anderson and Feil 1998 make the point for Lights Out); when it is
// not, they are as many but other sets.
#pragma once

#include <string>
#include <vector>

#include "core/linear/explain/explain.hpp"

namespace tl {

struct ReachabilityWords {
  std::string counting;  // press sets, press sets per change, the fraction as "1 in 4"
  std::string checks;    // the invariants, and why they are (or are not) the quiet patterns; empty when every position is reached
  std::string in_play;   // whether the position in play passes them
  // Whether A is known symmetric (a dense A that equals its transpose).
  bool symmetric = false;
  std::vector<std::string> paragraphs() const;
};

ReachabilityWords reachability_words(const Explanation& e);

// A count as a student reads it: its digits up to 12 of them ("4",
// "8388608"), else as powers ("2^40", "2^3 * 3^4").
std::string count_words(const FactoredCount& c);

}  // namespace tl
