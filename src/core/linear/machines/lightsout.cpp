// lightsout.cpp: Lights Out, plus-shaped presses on an R x C board, and its
// family: k states, other press shapes, other gluings of the edges.
//
// A press toggles the cell and its up/down/left/right neighbours; on a torus
// the neighbours wrap around, and where two of them are the same cell (a
// side of 1 or 2) the toggles cancel. Goal: all off (or any goal). The
// cylinder, the Moebius band, the Klein bottle and the projective plane glue
// the edges as base/topology.hpp draws them.
//
// ID: "lightsout" R "x" C ["t"] options ":" state [",g=" goal]
//     e.g. lightsout3x3:010/111/010, lightsout5x5-klein-k3:...; a drawn
//     rule is "-d" and its stencil (modk/stencil.hpp), e.g.
//     lightsout6x6-d010.111.010 (the plus, drawn).
#include "core/linear/machines/lightsout.hpp"

#include <algorithm>
#include <random>

#include "core/base/board_size.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/machines/head_options.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "core/modk/stencil.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

// Any member of the family (below): the classic one is this file's machine.
// `stencil` is the drawn rule's text, read when `shape` is kDrawn.
Result<MachinePtr> make_family(int rows, int cols, Topology topology, int states, int shape, bool self,
                               const std::string& stencil = {});

class LightsOutMachine : public LinearMachine {
 public:
  LightsOutMachine(LinearRules rules, bool torus) : LinearMachine(std::move(rules)), board_{rules_.rows, rules_.cols, torus} {}

  int button_count() const override { return int(board_.cells()); }
  bool in_square_atlas() const override { return true; }
  bool chases_lights() const override { return !board_.torus; }
  PlusGrid plus_grid() const override { return {board_.rows, board_.cols, topology()}; }
  MachinePtr square_board(int n, Topology topology, int states) const override {
    auto m = make_family(n, n, topology, states, 0, true);
    return m ? *m : nullptr;
  }
  Topology topology() const override { return board_.torus ? Topology::Torus : Topology::Plain; }

  void toggled_cells(int button, std::vector<int>& out) const override {
    const int R = board_.rows, C = board_.cols, r = button / C, c = button % C;
    out.assign({button});
    auto add = [&](int rr, int cc) {
      if (board_.torus) {
        rr = (rr + R) % R;
        cc = (cc + C) % C;
      }
      if (rr >= 0 && rr < R && cc >= 0 && cc < C) out.push_back(rr * C + cc);
    };
    add(r - 1, c);
    add(r, c - 1);
    add(r, c + 1);
    add(r + 1, c);
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
    if (a.solvable) {
      Solution s = make_solution(a.presses, a.minimal, a.nullity, a.presses_before_search);
      s.search = a.search;
      return s;
    }
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
enum { kSize, kTopology, kStates, kShape, kSelf, kStencil };

const char* const kShapeNames[] = {"plus", "x", "box", "knight", "rowcol", "drawn"};
constexpr int kShapeCount = 6;
constexpr int kRowCol = 4;
constexpr int kDrawn = 5;  // a drawn rule: its stencil in the ID after "-d"
const char* const kPlusStencil = "010.111.010";

// The stencil's text as an ID and the picker carry it (longest: 9 rows of 9).
constexpr int kStencilTextMost = kStencilMostSide * (kStencilMostSide + 1) - 1;

// "<R>x<C>", "t" for a torus, then -k<states>, -x / -box / -knight, -noself,
// -cylinder / -moebius / -klein / -projective (each only when not the
// classic: two states, plus, self, plain).
Result<ParamValues> parse_head(std::string_view text, std::size_t offset, Surface surface) {
  std::size_t i = 0;
  auto size =
      parse_board_size(text, i, offset, surface == Surface::Page ? kLightsOutIdMaxSide : kLightsOutMaxSide, "lightsout5x5");
  if (!size) return size.error();
  const bool torus = i < text.size() && text[i] == 't';
  if (torus) ++i;
  const char* expected =
      "'t' (torus) or an option: -k<states>, -x, -box, -knight, -rowcol, -d<drawn rule>, -noself, -cylinder, -moebius, "
      "-klein, -projective "
      "(e.g. lightsout5x5t-k3, lightsout6x6-d010.111.010)";
  auto options = split_head_options(text, i, offset, expected);
  if (!options) return options.error();
  ParamValues v{{size->rows, size->cols}, {torus ? 1 : 0, 0}, {2, 0}, {0, 0}, {1, 0}, {}};
  v[kStencil].text = kPlusStencil;
  std::size_t stencil_at = 0;
  bool noself = false;
  for (const HeadOption& o : *options) {
    // A drawn rule: its stencil is read once the states are known (below).
    if (o.word.size() > 1 && o.word[0] == 'd') {
      if (v[kShape].a != 0)
        return Error{o.offset, "a board has one press shape: '-d...' after '-" + std::string(kShapeNames[v[kShape].a]) + "'"};
      v[kShape].a = kDrawn;
      v[kStencil].text = std::string(o.word.substr(1));
      stencil_at = o.offset + 1;
      continue;
    }
    if (o.word == "noself") noself = true;
    auto shared = read_shared_option(o, v[kStates].a, v[kSelf].a);
    if (!shared) return shared.error();
    if (*shared) continue;
    bool known = false;
    for (int n = 1; n < kShapeCount; ++n)
      if (o.word == kShapeNames[n]) {
        v[kShape].a = n;
        known = true;
      }
    // The glued boards other than the torus (which keeps its 't').
    const auto topology = topology_from_name(o.word);
    if (topology && *topology != Topology::Plain && *topology != Topology::Torus) {
      if (v[kTopology].a != 0)
        return Error{o.offset,
                     "a board has one topology: '-" + std::string(o.word) + "' after " + topology_name(Topology(v[kTopology].a))};
      v[kTopology].a = int(*topology);
      known = true;
    }
    if (!known) return Error{o.offset, "unknown option '-" + std::string(o.word.substr(0, 20)) + "'; expected " + expected};
  }
  if (v[kShape].a == kDrawn) {
    if (noself)
      return Error{stencil_at - 1, "a drawn rule says itself whether the pressed light changes (its centre): no -noself"};
    if (auto st = parse_stencil(v[kStencil].text, v[kStates].a, stencil_at); !st) return st.error();
  }
  return v;
}

std::string head_of(int rows, int cols, Topology topology, int states, int shape, bool self, const std::string& stencil) {
  std::string h = "lightsout" + std::to_string(rows) + "x" + std::to_string(cols) + (topology == Topology::Torus ? "t" : "");
  if (states != 2) h += "-k" + std::to_string(states);
  if (shape == kDrawn) h += "-d" + stencil;
  else if (shape != 0) h += std::string("-") + kShapeNames[shape];
  if (!self) h += "-noself";
  if (topology != Topology::Plain && topology != Topology::Torus) h += std::string("-") + topology_name(topology);
  return h;
}

Result<MachinePtr> make(const ParamValues& v, const IdBody*) {
  const std::string stencil = v.size() > kStencil ? v[kStencil].text : std::string(kPlusStencil);
  return make_family(v[kSize].a, v[kSize].b, Topology(v[kTopology].a), v[kStates].a, v[kShape].a, v[kSelf].a != 0, stencil);
}

// The drawn rule's stencil only with a drawn rule; "Pressed light changes
// too" only without one (a drawn rule's centre says it).
bool param_shown(const ParamValues& v, std::size_t index) {
  if (index == kStencil) return v[kShape].a == kDrawn;
  if (index == kSelf) return v[kShape].a != kDrawn;
  return true;
}

std::string family_title(int rows, int cols, Topology topology, int states, int shape, bool self) {
  if (states == 3 && shape == 0 && self && topology == Topology::Plain && rows == 5 && cols == 5) return "Lights Out 2000";
  if (shape == kDrawn)
    return topology == Topology::Plain || topology == Topology::Torus
               ? "Lights Out (drawn rule)"
               : std::string("Lights Out (drawn rule, ") + topology_title(topology) + ")";
  if (topology == Topology::Plain || topology == Topology::Torus) return "Lights Out";
  return std::string("Lights Out (") + topology_title(topology) + ")";
}

// Every member of the family but the classic one: k states, any press shape,
// any gluing but plain and torus with two states, solved exactly over Z_k by
// the chase (modk/zk_board.hpp).
Result<MachinePtr> make_family(int rows, int cols, Topology topology, int states, int shape, bool self,
                               const std::string& stencil_text) {
  const bool torus = topology == Topology::Torus;
  Stencil stencil;
  if (shape == kDrawn) {
    auto st = parse_stencil(stencil_text, states, 0);
    if (!st) return Error{0, "the drawn rule '" + stencil_text.substr(0, 20) + "': " + st.error().message};
    stencil = *st;
    self = true;  // the centre says it; -noself is refused with a drawn rule
    if (rows > kLightsOutDrawnMaxSide || cols > kLightsOutDrawnMaxSide)
      return Error{0, "with a drawn rule, Lights Out sides must be 1.." + std::to_string(kLightsOutDrawnMaxSide) +
                          " (a rule up to 9 x 9 reaches four rows on, and the chase's system grows with it), got " +
                          std::to_string(rows) + "x" + std::to_string(cols)};
  }
  if (states == 2 && shape == 0 && self && (torus || topology == Topology::Plain))
    return make_lightsout(rows, cols, torus, kLightsOutMaxSide);
  // One byte a cell and an elimination mod k of the chase's unknowns: 2048 x
  // 2048 with 3 states takes about 6 s and 0.8 GB here, so the bit-packed
  // classic board alone goes past 4096.
  if (rows > kLightsOutStatesMaxSide || cols > kLightsOutStatesMaxSide)
    return Error{0, "with more than two states or another press shape, Lights Out sides must be 1.." +
                        std::to_string(kLightsOutStatesMaxSide) + " (two states, plus: 1.." + std::to_string(kLightsOutMaxSide) +
                        "), got " + std::to_string(rows) + "x" + std::to_string(cols)};
  if (shape >= 1 && shape <= 3 && (rows > kLightsOutWideShapeMaxSide || cols > kLightsOutWideShapeMaxSide))
    return Error{0, std::string("with the ") + kShapeNames[shape] + " press shape, Lights Out sides must be 1.." +
                        std::to_string(kLightsOutWideShapeMaxSide) +
                        " (it reaches past the plus, so the chase carries more unknowns), got " + std::to_string(rows) + "x" +
                        std::to_string(cols)};
  const bool twisted = left_right_glue(topology) == Glue::Reversed || top_bottom_glue(topology) == Glue::Reversed;
  if (twisted && (rows > kLightsOutTwistedMaxSide || cols > kLightsOutTwistedMaxSide))
    return Error{0, std::string("on a ") + topology_title(topology) + " Lights Out sides must be 1.." +
                        std::to_string(kLightsOutTwistedMaxSide) +
                        " (the twist makes the solver's system grow with the side), got " + std::to_string(rows) + "x" +
                        std::to_string(cols)};
  if (shape == kRowCol && topology != Topology::Plain)
    return Error{0, std::string("the row and column press reaches the whole row and column whatever the edges: play it "
                                "on a plain board, not a ") +
                        topology_title(topology)};
  if (shape == kRowCol && (rows > kLightsOutRowColMaxSide || cols > kLightsOutRowColMaxSide))
    return Error{0, "with the row and column press, Lights Out sides must be 1.." + std::to_string(kLightsOutRowColMaxSide) +
                        " (each press reaches a whole row and column, so its system grows fast with the side), got " +
                        std::to_string(rows) + "x" + std::to_string(cols)};
  ZkRules r;
  r.name = "lightsout";
  r.title = family_title(rows, cols, topology, states, shape, self);
  r.head = head_of(rows, cols, topology, states, shape, self, format_stencil(stencil));
  r.params = {{rows, cols}, {int(topology), 0}, {states, 0}, {shape, 0}, {self ? 1 : 0, 0}, {}};
  r.params[kStencil].text = shape == kDrawn ? format_stencil(stencil) : std::string(kPlusStencil);
  r.rows = rows;
  r.cols = cols;
  r.k = states;
  r.board = shape == kDrawn ? ZkBoard::with_offsets(rows, cols, states, stencil_offsets(stencil), topology)
                            : ZkBoard::lights_out(rows, cols, states, Neighbourhood(shape), self, topology);
  r.presses = zk_board_press_matrix(*r.board);
  // The atlas is of the classic press (plus, self), now with any number of states.
  r.square_atlas = shape == 0 && self;
  r.chases_lights = shape == 0 && self && topology == Topology::Plain;
  if (shape == 0 && self && !twisted) r.plus_grid = {rows, cols, topology};
  r.square = [shape, self, stencil_text](int n, Topology t, int k) -> MachinePtr {
    auto m = make_family(n, n, t, k, shape, self, stencil_text);
    return m ? *m : nullptr;
  };
  return MachinePtr(std::make_shared<ZkMachine>(std::move(r)));
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
  r.params = {{rows, cols}, {torus ? 1 : 0, 0}, {2, 0}, {0, 0}, {1, 0}, {}};
  r.params[kStencil].text = kPlusStencil;
  r.rows = rows;
  r.cols = cols;
  return MachinePtr(std::make_shared<LightsOutMachine>(std::move(r), torus));
}

namespace {

// The topologies' names in their values' order: the schema's choices.
std::vector<std::string> topology_choices() {
  std::vector<std::string> out;
  out.reserve(kTopologyCount);
  for (int t = 0; t < kTopologyCount; ++t) out.emplace_back(topology_name(Topology(t)));
  return out;
}

}  // namespace

MachineKind lightsout_kind() {
  MachineKind k;
  k.name = "lightsout";
  k.title = "Lights Out";
  k.how_to_play =
      "Pressing a light changes it and its neighbours. The neighbours are the four beside it (plus), the four "
      "diagonal ones (x), all eight (box), the eight a knight's move away, or its whole row and column; with Pressed light "
      "changes too "
      "unticked only the neighbours change. With two "
      "states a press toggles; with k states it adds 1 (mod k), so k presses of one button change nothing. "
      "On a torus the edges wrap around; a cylinder joins the left and right edges, a Moebius band joins them "
      "with a twist (top meets bottom), a Klein bottle also joins top and bottom with a twist, a projective "
      "plane twists both pairs; the marks on the edges show which edge meets which. Turn every light off, or match the goal "
      "shown. Some boards have "
      "quiet patterns: presses that change nothing, so some starts cannot be solved.";
  k.params = {
      size_param("size", "Board size", 5, 5, 1, kLightsOutIdMaxSide, kLightsOutMaxSide, "rows x columns"),
      choice_param("topology", "Topology", 0, topology_choices(),
                   {"Plain", "Torus", "Cylinder", "Moebius band", "Klein bottle", "Projective plane"},
                   "which edges are glued: the torus wraps both pairs straight; the others twist or leave one open"),
      int_param("states", "States", 2, 2, 255, 255, "how many states each light cycles through (2: off and on)"),
      choice_param("neighbourhood", "Press shape", 0, neighbourhood_choices(),
                   {"plus", "x (diagonals)", "box (all eight)", "knight", "row and column", "drawn rule"},
                   "which neighbours a press changes (row and column: the whole row and column, plain boards up to 48; "
                   "drawn rule: the stencil below)"),
      bool_param("self", "Pressed light changes too", true, "off: a press changes only the neighbours (-noself in an ID)"),
      text_param("stencil", "Drawn rule", kPlusStencil, kStencilTextMost, kStencilTextMost,
                 "what a press adds around the pressed cell (the centre), rows separated by '.': 010.111.010 is the "
                 "plus; odd sides up to 9, entries 0-9 then a-z, below the states"),
  };
  ParamValues lo2000{{5, 5}, {0, 0}, {3, 0}, {0, 0}, {1, 0}, {}};
  lo2000[kStencil].text = kPlusStencil;
  k.presets = {{"Lights Out 2000", "5 x 5, three states (off, red, green)", lo2000}};
  k.fields = {goal_field()};
  k.head_syntax =
      "<rows>x<cols> (1..256 each), then 't' for a torus, then -k<states>, -x, -box, -knight, -rowcol, -d<drawn rule>, "
      "-noself, -cylinder, -moebius, -klein, -projective (lightsout5x5, lightsout5x5t, lightsout5x5-k3, "
      "lightsout5x5-klein, lightsout6x6-d010.111.010)";
  k.parse_head = parse_head;
  k.make = make;
  k.param_shown = param_shown;
  k.default_id = "lightsout5x5:00000/00100/01110/00100/00000";
  return k;
}

}  // namespace tl
