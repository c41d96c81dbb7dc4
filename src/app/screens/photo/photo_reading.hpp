// photo_reading.hpp: what the screen's update and its draw both read off
// the model (inside the photo module only).
#pragma once

#include <cstddef>
#include <vector>

#include "app/screens/photo/photo_screen.hpp"

namespace tl::app::photo {

// A cell read with less confidence is marked "?". A cell the player fixed
// by a tap has confidence 1: the turns and the mirror move it with its cell
// (core/vision/board_turn.hpp).
constexpr double kDoubtful = 0.5;
inline bool doubtful(const Model& m, std::size_t i) { return i < m.read.confidence.size() && m.read.confidence[i] < kDoubtful; }

// The rules "Use this" may open the board read as, with the machine in play's first.
std::vector<BoardRulesChoice> rules_choices(const Model& m, const Machine& in_play);

}  // namespace tl::app::photo
