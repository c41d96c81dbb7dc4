// lightsout.cpp: Lights Out, plus-shaped presses on an R x C board.
//
// A press toggles the cell and its up/down/left/right neighbours; on a torus
// the neighbours wrap around, and where two of them are the same cell (a
// side of 1 or 2) the toggles cancel. Goal: all off (or any goal).
//
// ID: "lightsout" R "x" C ["t"] ":" state [",g=" goal]    e.g. lightsout3x3:010/111/010
#include "core/linear/machines/lightsout.hpp"

#include <algorithm>
#include <random>

#include "core/base/board_size.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

class LightsOutMachine : public LinearMachine {
 public:
  LightsOutMachine(LinearRules rules, bool torus)
      : LinearMachine(std::move(rules)), board_{rules_.rows, rules_.cols, torus} {}

  int button_count() const override { return int(board_.cells()); }

  void toggled_cells(int button, std::vector<int>& out) const override {
    const int R = board_.rows, C = board_.cols, r = button / C, c = button % C;
    out.assign({button});
    auto add = [&](int rr, int cc) {
      if (board_.torus) { rr = (rr + R) % R; cc = (cc + C) % C; }
      if (rr >= 0 && rr < R && cc >= 0 && cc < C) out.push_back(rr * C + cc);
    };
    add(r - 1, c); add(r, c - 1); add(r, c + 1); add(r + 1, c);
    // Toggling one cell twice leaves it as it was.
    std::sort(out.begin(), out.end());
    std::vector<int> odd;
    for (std::size_t i = 0; i < out.size();) {
      std::size_t j = i;
      while (j < out.size() && out[j] == out[i]) ++j;
      if ((j - i) % 2) odd.push_back(out[i]);
      i = j;
    }
    out = std::move(odd);
  }

  void press(Position& pos, int button) const override {
    std::vector<int> cells;
    toggled_cells(button, cells);
    for (int c : cells) pos.state.flip(std::size_t(c));
  }

  Solution solve(const Position& pos) const override {
    if (!lightsout_fast_applies(board_)) return LinearMachine::solve(pos);
    BitVec target = pos.state ^ pos.goal;
    LightsOutAnswer a = solve_lightsout(board_, target);
    if (a.solvable) return make_solution(a.presses, a.minimal, a.nullity, a.presses_before_search);
    Solution s;
    s.nullity = a.nullity;
    s.reason = unsolvable_reason(a.invariant, target, board_.cols);
    return s;
  }

  Position random(uint64_t seed, bool any) const override {
    if (any || !lightsout_fast_applies(board_)) return LinearMachine::random(seed, any);
    // Goal plus the lights of a uniformly random press set, without pressing one by one.
    std::mt19937_64 rng(seed);
    BitVec x(board_.cells());
    for (std::size_t w = 0; w < x.word_count(); ++w) x.words()[w] = rng();
    if (board_.cells() % 64) x.words()[x.word_count() - 1] &= (uint64_t(1) << (board_.cells() % 64)) - 1;
    Position pos = initial();
    pos.state = pos.goal ^ lightsout_apply(board_, x);
    return pos;
  }

  LinearAnalysis analyze() const override {
    if (!lightsout_fast_applies(board_)) return LinearMachine::analyze();
    return analyze_lightsout(board_);
  }

 private:
  LightsOutBoard board_;
};

Result<MachinePtr> make(std::string_view params, std::string_view, std::size_t params_offset, std::size_t) {
  return make_lightsout_from_params(params, params_offset, kLightsOutIdMaxSide);
}

}  // namespace

Result<MachinePtr> make_lightsout(int rows, int cols, bool torus, int max_side) {
  std::string range = "1.." + std::to_string(max_side);
  if (rows < 1 || rows > max_side || cols < 1 || cols > max_side)
    return Error{0, "Lights Out sides must be " + range + ", got " + std::to_string(rows) + "x" + std::to_string(cols)};
  LinearRules r;
  r.name = "lightsout";
  r.title = torus ? "Lights Out (torus)" : "Lights Out";
  r.head = "lightsout" + std::to_string(rows) + "x" + std::to_string(cols) + (torus ? "t" : "");
  r.rows = rows;
  r.cols = cols;
  return MachinePtr(std::make_shared<LightsOutMachine>(std::move(r), torus));
}

Result<MachinePtr> make_lightsout_from_params(std::string_view params, std::size_t offset, int max_side) {
  std::size_t i = 0;
  auto size = parse_board_size(params, i, offset, max_side, "lightsout5x5");
  if (!size) return size.error();
  bool torus = i < params.size() && params[i] == 't';
  if (torus) ++i;
  if (i != params.size())
    return Error{offset + i, "expected ':' or 't' (torus) after the size, e.g. lightsout5x5t"};
  return make_lightsout(size->rows, size->cols, torus, max_side);
}

Result<Puzzle> parse_lightsout_id(std::string_view id, int max_side) {
  constexpr std::string_view kName = "lightsout";
  if (id.substr(0, kName.size()) != kName) return Error{0, "expected a Lights Out ID (lightsout<R>x<C>[t]:...)"};
  std::size_t colon = id.find(':');
  if (colon == std::string_view::npos) return Error{id.size(), "expected ':' after the machine name"};
  auto m = make_lightsout_from_params(id.substr(kName.size(), colon - kName.size()), kName.size(), max_side);
  if (!m) return m.error();
  auto pos = (*m)->decode(id.substr(colon + 1), colon + 1);
  if (!pos) return pos.error();
  return Puzzle{*m, *pos};
}

MachineKind lightsout_kind() {
  return {"lightsout", "Lights Out", "<rows>x<cols> with 1..256 each, then 't' for a torus (lightsout5x5, lightsout5x5t)",
          make, "lightsout5x5:00000/00100/01110/00100/00000"};
}

}  // namespace tl
