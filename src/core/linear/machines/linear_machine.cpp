// linear_machine.cpp: play, IDs and solving for every XOR-press machine.
#include "core/linear/machines/linear_machine.hpp"

#include <random>

#include "core/base/bits_text.hpp"

namespace tl {

LinearMachine::LinearMachine(LinearRules rules) : rules_(std::move(rules)) {
  if (rules_.default_goal.size() == 0) rules_.default_goal = BitVec(std::size_t(cell_count()));
}

Position LinearMachine::initial() const { return Position{BitVec(std::size_t(cell_count())), rules_.default_goal}; }

void LinearMachine::press(Position& pos, int button) const { pos.state ^= rules_.press_vectors[std::size_t(button)]; }

static std::vector<int> to_ints(const BitVec& v) {
  std::vector<int> out(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) out[i] = v.get(i) ? 1 : 0;
  return out;
}

std::vector<int> LinearMachine::cells(const Position& pos) const { return to_ints(pos.state); }
std::vector<int> LinearMachine::goal_cells(const Position& pos) const { return to_ints(pos.goal); }

// Two states: an amount is 0 or 1 (a toggle), so any other amount is refused
// rather than read as a toggle.
ZkVec zk_values(const BitVec& b) {
  ZkVec v(b.size(), 0);
  for (int i : b.ones()) v[std::size_t(i)] = 1;
  return v;
}

ZkAnalysis counts_mod2(int cells, int buttons, int rank) {
  ZkAnalysis a;
  a.k = 2;
  a.cells = cells;
  a.buttons = buttons;
  a.rank = rank;
  a.reachable = FactoredCount::prime_power(2, rank);
  a.solutions_each = FactoredCount::prime_power(2, buttons - rank);
  a.unreachable_ratio = FactoredCount::prime_power(2, cells - rank);
  a.quiet_generator_count = std::size_t(buttons - rank);
  return a;
}

// Two states: the machine's own analysis (Lights Out's fast paths or the
// packed elimination), its patterns as values mod 2.
ZkAnalysis LinearMachine::analysis(std::size_t max_patterns) const {
  const LinearAnalysis an = analyze();
  ZkAnalysis a = counts_mod2(an.cells, an.buttons, an.rank);
  for (std::size_t i = 0; i < an.quiet_patterns.size() && i < max_patterns; ++i)
    a.quiet_patterns.push_back({zk_values(an.quiet_patterns[i]), 2});
  for (std::size_t i = 0; i < an.invariants.size() && i < max_patterns; ++i)
    a.invariants.push_back({zk_values(an.invariants[i]), 2});
  return a;
}

std::vector<uint8_t> LinearMachine::button_amounts(int button) const {
  const BitVec u = press_vector(button);
  std::vector<uint8_t> a(u.size());
  for (std::size_t i = 0; i < a.size(); ++i) a[i] = u.get(i) ? 1 : 0;
  return a;
}

MachinePtr LinearMachine::with_button_amounts(std::vector<std::vector<uint8_t>> buttons) const {
  std::vector<BitVec> vectors;
  for (const std::vector<uint8_t>& b : buttons) {
    BitVec u(b.size());
    for (std::size_t i = 0; i < b.size(); ++i) {
      if (b[i] > 1) return nullptr;
      u.set(i, b[i] == 1);
    }
    vectors.push_back(std::move(u));
  }
  return with_press_vectors(std::move(vectors));
}

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

Solution LinearMachine::solve(const Position& pos) const { return solve_linear(press_matrix(), pos.state ^ pos.goal, cols()); }

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

Result<Position> LinearMachine::decode(const IdBody& body) const {
  Position pos = initial();
  auto state = parse_bits(body.state, std::size_t(cell_count()), cols(), body.state_offset);
  if (!state) return state.error();
  pos.state = *state;
  if (const IdField* g = body.find("g")) {
    auto goal = parse_bits(g->value, std::size_t(cell_count()), cols(), g->value_offset);
    if (!goal) return goal.error();
    pos.goal = *goal;
  }
  return pos;
}

}  // namespace tl
