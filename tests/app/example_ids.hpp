// example_ids.hpp: the puzzle IDs several app tests start from, defined once
// (the test files compile in unity files of eight, where two files' own
// constants of one name would collide).
#pragma once

#include <string>

namespace tl::app::testing {

// Arnold and Blaszak's worked example of Merlin's machine: three lights on,
// solved by three presses.
inline const std::string kMerlin = "merlin:100/110/001";
// A plus sign on 5 x 5 Lights Out: A is 25 x 25, [A | b] 25 x 26.
inline const std::string kCross = "lightsout5x5:00000/00100/01110/00100/00000";

}  // namespace tl::app::testing
