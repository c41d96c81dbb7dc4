// zk_machine.cpp: play, solve and IDs of k-state machines (see zk_machine.hpp).
#include "core/linear/machines/zk_machine.hpp"
#include "core/linear/linear_solver.hpp"

#include <algorithm>

#include <random>

#include "core/base/bits_text.hpp"
#include "core/base/digits_text.hpp"

namespace tl {

namespace {

// One byte a cell in the Position's bits (cell i in bits 8i..8i+7).
std::vector<uint8_t> unpack(const BitVec& bits, int cells) {
  std::vector<uint8_t> v(std::size_t(cells), 0);
  const uint64_t* w = bits.words();
  for (std::size_t i = 0; i < v.size(); ++i) v[i] = uint8_t(w[i / 8] >> (8 * (i % 8)));
  return v;
}

BitVec pack(const std::vector<uint8_t>& v) {
  BitVec bits(v.size() * 8);
  uint64_t* w = bits.words();
  for (std::size_t i = 0; i < v.size(); ++i) w[i / 8] |= uint64_t(v[i]) << (8 * (i % 8));
  return bits;
}

BitVec bits_of(const std::vector<uint8_t>& v) {  // two states: the bits text form
  BitVec b(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) b.set(i, v[i] != 0);
  return b;
}

}  // namespace

ZkMachine::ZkMachine(ZkRules rules) : rules_(std::move(rules)) {
  if (rules_.default_goal.empty()) rules_.default_goal.assign(std::size_t(rules_.rows * rules_.cols), 0);
}

std::vector<uint8_t> ZkMachine::state_values(const Position& pos) const { return unpack(pos.state, cell_count()); }
std::vector<uint8_t> ZkMachine::goal_values(const Position& pos) const { return unpack(pos.goal, cell_count()); }

Position ZkMachine::make_position(const std::vector<uint8_t>& state, const std::vector<uint8_t>& goal) const {
  return Position{pack(state), pack(goal)};
}

ZkVec ZkMachine::target(const Position& pos) const {
  const std::vector<uint8_t> s = state_values(pos), g = goal_values(pos);
  ZkVec t(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) t[i] = uint8_t((g[i] + k() - s[i]) % k());
  return t;
}

const ZkMachine::Solvers& ZkMachine::solvers() const {
  std::call_once(solvers_once_, [this] {
    if (rules_.board) solvers_.board = std::make_unique<ZkBoardSolver>(*rules_.board);
    else solvers_.general = std::make_unique<ZkSolver>(rules_.presses);
  });
  return solvers_;
}

ZkAnswer ZkMachine::answer(const Position& pos) const {
  const Solvers& s = solvers();
  return s.board ? s.board->solve(target(pos)) : s.general->solve(target(pos));
}

ZkAnalysis ZkMachine::analyze(std::size_t max_patterns) const {
  const Solvers& s = solvers();
  return s.board ? s.board->analyze(max_patterns) : s.general->analyze(max_patterns);
}

Position ZkMachine::initial() const {
  return make_position(std::vector<uint8_t>(std::size_t(cell_count()), 0), rules_.default_goal);
}

// A cell's value in place (a byte per cell, as pack() lays them): a press
// touches only its own cells, never the whole board (a 256 x 256 board is
// 64 KB of values; undo replays presses, and Play makes thousands).
static void add_at(BitVec& bits, int cell, int amount, int k) {
  uint64_t& w = bits.words()[std::size_t(cell) / 8];
  const int shift = 8 * (cell % 8);
  const uint64_t v = (((w >> shift) & 0xff) + uint64_t(amount)) % uint64_t(k);
  w = (w & ~(uint64_t(0xff) << shift)) | (v << shift);
}

void ZkMachine::press(Position& pos, int button) const {
  if (button < 0 || button >= button_count()) return;
  for (const ZkAdd& a : rules_.presses.buttons[std::size_t(button)]) add_at(pos.state, a.cell, a.amount, k());
}

void ZkMachine::edit_cell(Position& pos, int cell, bool goal) const {
  if (cell < 0 || cell >= cell_count()) return;
  add_at(goal ? pos.goal : pos.state, cell, 1, k());
}

Position ZkMachine::position_of(const std::vector<int>& lights, const std::vector<int>& goal) const {
  // Values out of range wrap, as a press's additions do.
  auto values = [&](const std::vector<int>& from, const std::vector<uint8_t>& fallback) {
    std::vector<uint8_t> v = fallback;
    for (std::size_t c = 0; c < v.size() && c < from.size(); ++c) v[c] = uint8_t((from[c] % k() + k()) % k());
    return v;
  };
  const Position start = initial();
  return make_position(values(lights, state_values(start)), values(goal, goal_values(start)));
}

std::vector<int> ZkMachine::cells(const Position& pos) const {
  const std::vector<uint8_t> v = state_values(pos);
  return std::vector<int>(v.begin(), v.end());
}

std::vector<int> ZkMachine::goal_cells(const Position& pos) const {
  const std::vector<uint8_t> v = goal_values(pos);
  return std::vector<int>(v.begin(), v.end());
}

Solution ZkMachine::solve(const Position& pos) const {
  if (two_state_solver()) {
    // Two states with another press shape: the same solver, and so the same
    // tie rule between equally short solutions, as every other 2-state board
    // (the board opened as custom rules hints the same press).
    PressMatrix pm;
    pm.cells = cell_count();
    for (const auto& adds : rules_.presses.buttons) {
      std::vector<int> cells;
      for (const ZkAdd& a : adds)
        if (a.amount & 1) cells.push_back(a.cell);
      std::sort(cells.begin(), cells.end());
      pm.toggles.push_back(std::move(cells));
    }
    const ZkVec t = target(pos);
    BitVec b(t.size());
    for (std::size_t c = 0; c < t.size(); ++c)
      if (t[c]) b.set(c);
    return solve_linear(pm, b, cols());
  }
  Solution s = answer(pos).to_solution();
  s.solutions = s.solvable ? solution_count().decimal() : "0";
  return s;
}

Solution ZkMachine::solve_summary(const Position& pos) const {
  if (two_state_solver()) return summary_of(solve(pos));  // listed, and short here
  Solution s = answer(pos).to_solution(false);
  s.solutions = s.solvable ? solution_count().decimal() : "0";
  return s;
}

FactoredCount ZkMachine::solution_count() const {
  const Solvers& s = solvers();
  // The quiet generators are in unique representation: every solution is the
  // particular one plus sum s_i v_i with 0 <= s_i < order_i, exactly once.
  FactoredCount count;
  for (const ZkQuiet& q : s.board ? s.board->quiet() : s.general->quiet())
    for (const PrimePower& pp : factor_modulus(q.order)) count *= FactoredCount::prime_power(pp.p, pp.e);
  return count;
}

Position ZkMachine::random(uint64_t seed, bool any) const {
  std::mt19937_64 rng(seed);
  const std::size_t n = std::size_t(cell_count());
  if (any) {
    std::vector<uint8_t> v(n);
    for (uint8_t& x : v) x = uint8_t(rng() % uint64_t(k()));
    return make_position(v, rules_.default_goal);
  }
  // Solvable by construction: the goal minus the effect of random presses.
  ZkVec x(static_cast<std::size_t>(button_count()));
  for (uint8_t& t : x) t = uint8_t(rng() % uint64_t(k()));
  const ZkVec change = rules_.presses.apply(x);
  std::vector<uint8_t> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = uint8_t((rules_.default_goal[i] + k() - change[i]) % k());
  return make_position(v, rules_.default_goal);
}

std::string ZkMachine::encode(const Position& pos) const {
  auto text = [&](const std::vector<uint8_t>& v) {
    return k() == 2 ? format_bits(bits_of(v), cols()) : format_digits(v, cols(), k());
  };
  const std::vector<uint8_t> goal = goal_values(pos);
  std::string s = text(state_values(pos));
  if (goal != rules_.default_goal) s += ",g=" + text(goal);
  if (rules_.extra_fields) s += rules_.extra_fields();
  return s;
}

std::vector<uint8_t> ZkMachine::button_amounts(int button) const {
  std::vector<uint8_t> a(std::size_t(cell_count()), 0);
  if (button < 0 || button >= button_count()) return a;
  for (const ZkAdd& add : rules_.presses.buttons[std::size_t(button)]) a[std::size_t(add.cell)] = uint8_t(add.amount);
  return a;
}

std::shared_ptr<const Machine> ZkMachine::with_button_amounts(std::vector<std::vector<uint8_t>> buttons) const {
  if (!rules_.rebuild) return nullptr;
  for (const std::vector<uint8_t>& b : buttons) {
    if (b.size() != std::size_t(cell_count())) return nullptr;
    for (uint8_t a : b)
      if (a >= k()) return nullptr;
  }
  return rules_.rebuild(std::move(buttons));
}

Result<Position> ZkMachine::decode(const IdBody& body) const {
  const std::size_t n = std::size_t(cell_count());
  auto read = [&](std::string_view text, std::size_t offset) -> Result<std::vector<uint8_t>> {
    if (k() > 2) return parse_digits(text, n, cols(), k(), offset);
    auto bits = parse_bits(text, n, cols(), offset);
    if (!bits) return bits.error();
    std::vector<uint8_t> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = bits->get(i) ? 1 : 0;
    return v;
  };
  auto state = read(body.state, body.state_offset);
  if (!state) return state.error();
  std::vector<uint8_t> goal = rules_.default_goal;
  if (const IdField* g = body.find("g")) {
    auto parsed = read(g->value, g->value_offset);
    if (!parsed) return parsed.error();
    goal = std::move(*parsed);
  }
  return make_position(*state, goal);
}

}  // namespace tl
