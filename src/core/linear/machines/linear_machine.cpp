// linear_machine.cpp: play, IDs and solving for every XOR-press machine.
#include "core/linear/machines/linear_machine.hpp"

#include <random>

#include "core/base/bits_text.hpp"

namespace tl {

LinearMachine::LinearMachine(LinearRules rules) : rules_(std::move(rules)) {
  if (rules_.default_goal.size() == 0) rules_.default_goal = BitVec(std::size_t(cell_count()));
}

Position LinearMachine::initial() const {
  return Position{BitVec(std::size_t(cell_count())), rules_.default_goal};
}

void LinearMachine::press(Position& pos, int button) const {
  pos.state ^= rules_.press_vectors[std::size_t(button)];
}

static std::vector<int> to_ints(const BitVec& v) {
  std::vector<int> out(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) out[i] = v.get(i) ? 1 : 0;
  return out;
}

std::vector<int> LinearMachine::cells(const Position& pos) const { return to_ints(pos.state); }
std::vector<int> LinearMachine::goal_cells(const Position& pos) const { return to_ints(pos.goal); }

BitVec LinearMachine::press_vector(int button) const {
  std::vector<int> cells;
  toggled_cells(button, cells);
  return BitVec::from_indices(std::size_t(cell_count()), cells);
}

void LinearMachine::toggled_cells(int button, std::vector<int>& out) const {
  out = rules_.press_vectors[std::size_t(button)].ones();
}

PressMatrix LinearMachine::press_matrix() const {
  PressMatrix a;
  a.cells = cell_count();
  a.toggles.resize(std::size_t(button_count()));
  for (int j = 0; j < button_count(); ++j) toggled_cells(j, a.toggles[std::size_t(j)]);
  return a;
}

LinearAnalysis LinearMachine::analyze() const { return analyze_linear(press_matrix()); }

Solution LinearMachine::solve(const Position& pos) const {
  return solve_linear(press_matrix(), pos.state ^ pos.goal, cols());
}

Position LinearMachine::random(uint64_t seed, bool any) const {
  std::mt19937_64 rng(seed);
  Position pos = initial();
  if (any) {
    for (std::size_t i = 0; i < pos.state.size(); ++i) pos.state.set(i, rng() & 1);
    return pos;
  }
  // Uniform over the solvable positions: the goal plus a uniformly random
  // combination of press vectors (each button pressed with probability 1/2).
  pos.state = pos.goal;
  for (int b = 0; b < button_count(); ++b)
    if (rng() & 1) press(pos, b);
  return pos;
}

std::string LinearMachine::encode(const Position& pos) const {
  std::string s = format_bits(pos.state, cols());
  if (!(pos.goal == rules_.default_goal)) s += ",g=" + format_bits(pos.goal, cols());
  if (rules_.extra_fields) s += rules_.extra_fields();
  return s;
}

Result<Position> LinearMachine::decode(std::string_view text, std::size_t offset) const {
  Position pos = initial();
  // The state runs to the first ',' (fields follow); only a goal field is ours.
  std::size_t comma = text.find(',');
  auto state = parse_bits(text.substr(0, comma), std::size_t(cell_count()), cols(), offset);
  if (!state) return state.error();
  pos.state = *state;
  while (comma != std::string_view::npos) {
    std::size_t start = comma + 1;
    comma = text.find(',', start);
    std::string_view field = text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    if (field.substr(0, 2) == "g=") {
      auto goal = parse_bits(field.substr(2), std::size_t(cell_count()), cols(), offset + start + 2);
      if (!goal) return goal.error();
      pos.goal = *goal;
    } else if (rules_.extra_fields && field.substr(0, 2) == "b=") {
      continue;  // custom rules' buttons: read by the custom machine's parser before us
    } else {
      return Error{offset + start, "unknown field '" + std::string(field.substr(0, field.find('='))) + "': " +
                                       name() + " IDs allow only g=<goal bits>" +
                                       (rules_.extra_fields ? " and b=<buttons>" : "")};
    }
  }
  return pos;
}

}  // namespace tl
