// board_rules.hpp: the puzzle a board of lights opens as, when the board came
// from outside the game (read from a photo: a handheld, a worksheet, another
// game's screen). Its lights alone do not say which rules they obey; these are
// the choices offered, and the ID each opens.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/game/machine.hpp"

namespace tl {

enum class BoardRules : uint8_t {
  LightsOut,  // Lights Out of that size and states, the plus press, plain edges: the default
  Merlin,     // Merlin's Magic Squares (Arnold and Blaszak), for a 3x3 board of two states
  InPlay,     // the rules of the game in play, where they take a board of that shape
};

struct BoardRulesChoice {
  BoardRules rules = BoardRules::LightsOut;
  std::string label;  // in the player's words: "Lights Out 4 x 5", "The rules in play: ..."
};

// The choices for a rows x cols board of `states` states: Lights Out always;
// Merlin where it fits; the rules in play (`in_play`, may be null) where they
// are a grid of lights of that shape and states, other than that same Lights Out.
std::vector<BoardRulesChoice> board_rules_choices(int rows, int cols, int states, const Machine* in_play);

// The rules a machine's name (the CLI's --machine) stands for here: Lights
// Out or Merlin; any other name is refused, naming those two.
Result<BoardRules> board_rules_named(std::string_view name);

// The puzzle's ID: `lights` row by row as the start; the goal the rules'
// own (in play: `in_play_goal`, the goal of the game in play). An error where
// the choice does not fit the board or the size is out of range.
Result<std::string> board_puzzle_id(BoardRules rules, int rows, int cols, int states, const std::vector<int>& lights,
                                    const MachinePtr& in_play, const std::vector<int>& in_play_goal);

}  // namespace tl
