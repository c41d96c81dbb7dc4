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
  bool in_square_atlas() const override { return true; }
  MachinePtr square_board(int n, bool torus) const override {
    auto m = make_lightsout(n, n, torus, kLightsOutMaxSide);
    return m ? *m : nullptr;
  }

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
    if (a.solvable) return make_solution(a.presses, a.minimal, a.nullity);
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

// The kind's schema: the parameters in this order.
enum { kSize, kTorus };

Result<MachinePtr> make(const ParamValues& v, const IdBody*) {
  return make_lightsout(v[kSize].a, v[kSize].b, v[kTorus].a != 0, kLightsOutMaxSide);
}

// "<R>x<C>" then "t" for a torus.
Result<ParamValues> parse_head(std::string_view text, std::size_t offset, Surface surface) {
  std::size_t i = 0;
  auto size = parse_board_size(text, i, offset, surface == Surface::Page ? kLightsOutIdMaxSide : kLightsOutMaxSide,
                               "lightsout5x5");
  if (!size) return size.error();
  const bool torus = i < text.size() && text[i] == 't';
  if (torus) ++i;
  if (i != text.size()) return Error{offset + i, "expected ':' or 't' (torus) after the size, e.g. lightsout5x5t"};
  return ParamValues{{size->rows, size->cols}, {torus ? 1 : 0, 0}};
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
  r.params = {{rows, cols}, {torus ? 1 : 0, 0}};
  r.rows = rows;
  r.cols = cols;
  return MachinePtr(std::make_shared<LightsOutMachine>(std::move(r), torus));
}

MachineKind lightsout_kind() {
  MachineKind k;
  k.name = "lightsout";
  k.title = "Lights Out";
  k.how_to_play =
      "Pressing a light toggles it and its four neighbours (on a torus the edges wrap around). Turn every "
      "light off, or match the goal shown. Some boards have quiet patterns: presses that change nothing, so "
      "some starts cannot be solved.";
  k.params = {
      size_param("size", "Board size", 5, 5, 1, kLightsOutIdMaxSide, kLightsOutMaxSide, "rows x columns"),
      bool_param("torus", "Torus (edges wrap)", false, "the edges wrap around: every light has four neighbours"),
  };
  k.fields = {goal_field()};
  k.head_syntax = "<rows>x<cols> with 1..256 each, then 't' for a torus (lightsout5x5, lightsout5x5t)";
  k.parse_head = parse_head;
  k.make = make;
  k.default_id = "lightsout5x5:00000/00100/01110/00100/00000";
  return k;
}

}  // namespace tl
