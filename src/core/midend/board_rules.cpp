// board_rules.cpp: see board_rules.hpp.
#include "core/midend/board_rules.hpp"

#include <cstdio>

#include "core/registry/registry.hpp"

namespace tl {

namespace {

Result<MachinePtr> lights_out(int rows, int cols, int states) {
  const MachineKind* kind = find_machine_kind("lightsout");
  ParamValues values = default_params(kind->params);
  for (std::size_t i = 0; i < kind->params.size(); ++i) {
    if (kind->params[i].key == "size") values[i] = ParamValue(rows, cols);
    if (kind->params[i].key == "states") values[i] = ParamValue(states);
  }
  return make_machine(*kind, values, Surface::Page);
}

bool merlin_fits(int rows, int cols, int states) { return rows == 3 && cols == 3 && states == 2; }

bool in_play_fits(int rows, int cols, int states, const Machine* m) {
  if (!m || !m->goal_is_grid() || m->cell_layout() != nullptr || m->linear_modulus() <= 0) return false;
  if (m->rows() != rows || m->cols() != cols || m->states() != states) return false;
  const Result<MachinePtr> plain = lights_out(rows, cols, states);
  return !plain || (*plain)->head() != m->head();  // not the first choice again
}

}  // namespace

std::vector<BoardRulesChoice> board_rules_choices(int rows, int cols, int states, const Machine* in_play) {
  std::vector<BoardRulesChoice> out;
  char lo[80];
  std::snprintf(lo, sizeof lo, "Lights Out %d x %d%s", rows, cols, states > 2 ? ", a press adds 1" : "");
  out.push_back({BoardRules::LightsOut, lo});
  if (merlin_fits(rows, cols, states)) out.push_back({BoardRules::Merlin, find_machine_kind("merlin")->title});
  if (in_play_fits(rows, cols, states, in_play)) out.push_back({BoardRules::InPlay, "The rules in play: " + in_play->title()});
  return out;
}

Result<BoardRules> board_rules_named(std::string_view name) {
  if (name == "lightsout") return BoardRules::LightsOut;
  if (name == "merlin") return BoardRules::Merlin;
  return Error{0, "'" + std::string(name) +
                      "' is not a machine a board read from a picture opens as: lightsout (any size) or merlin (3x3)"};
}

Result<std::string> board_puzzle_id(BoardRules rules, int rows, int cols, int states, const std::vector<int>& lights,
                                    const MachinePtr& in_play, const std::vector<int>& in_play_goal) {
  if (lights.size() != std::size_t(rows) * std::size_t(cols))
    return Error{0, "the board's lights do not fill its rows and columns"};
  MachinePtr m;
  std::vector<int> goal;
  switch (rules) {
    case BoardRules::Merlin: {
      if (!merlin_fits(rows, cols, states)) return Error{0, "Merlin's Magic Squares is a 3 x 3 board of lights on and off"};
      const Result<Puzzle> p = parse_puzzle_id(find_machine_kind("merlin")->default_id);
      if (!p) return p.error();
      m = p->machine;
      goal = m->goal_cells(m->initial());
      break;
    }
    case BoardRules::InPlay:
      if (!in_play_fits(rows, cols, states, in_play.get()))
        return Error{0, "the rules in play do not take a board of this shape and states"};
      m = in_play;
      goal = in_play_goal;
      break;
    case BoardRules::LightsOut: {
      const Result<MachinePtr> made = lights_out(rows, cols, states);
      if (!made) return made.error();
      m = *made;
      goal.assign(lights.size(), 0);
      break;
    }
  }
  return Puzzle{m, m->position_of(lights, goal)}.id();
}

}  // namespace tl
