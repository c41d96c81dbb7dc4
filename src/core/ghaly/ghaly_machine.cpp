// ghaly_machine.cpp: GhalyMachine (play, solve, IDs) and its registry entry.
#include "core/ghaly/ghaly_machine.hpp"

#include <random>

#include "core/base/bits_text.hpp"
#include "core/game/machine_kind.hpp"
#include "core/ghaly/ghaly_census.hpp"
#include "core/ghaly/ghaly_explain.hpp"

namespace tl {

GhalyMachine::GhalyMachine(int N, ghaly::Assignment assignment) : N_(N), assignment_(std::move(assignment)) {}

std::vector<ghaly::WirePath> GhalyMachine::transmitter_paths(const Position& pos) const {
  return ghaly::transmitter_paths(N_, pos.state);
}

std::vector<ghaly::WirePath> GhalyMachine::colour_generator_paths(const Position& pos) const {
  return ghaly::colour_generator_paths(N_, pos.state);
}

WiringFacts GhalyMachine::facts(const Position& pos) const {
  const ghaly::Wiring w = wiring(pos);
  WiringFacts f;
  f.n = N_;
  f.code_bits = ghaly::code_bits(N_);
  f.transmitter_codes = ghaly::transmitter_codes(assignment_);
  f.generator_codes = ghaly::colour_generator_codes(assignment_);
  f.colour_codes = ghaly::colour_codes(w, assignment_);
  f.pi = w.pi;
  f.origin = w.origin;
  f.support = w.support;
  f.cycles = ghaly::format_cycles(w.pi);
  f.cycles_joyner = ghaly::format_cycles_joyner(w.pi);
  f.proposition15 = ghaly::format_proposition15(N_, pos.state);
  f.even = ghaly::is_even(w.pi);
  f.in_SI_x_SJ = ghaly::in_SI_x_SJ(w.pi, N_);
  f.transmitter_paths = transmitter_paths(pos);
  f.generator_paths = colour_generator_paths(pos);
  return f;
}

// The census covers the 4x4 board alone: (N!)^4 assignments is 331,776 for
// N = 4 and about 1.6 * 10^18 for N = 8.
std::shared_ptr<WiringCensusRun> GhalyMachine::start_census() const {
  return N_ == 4 ? std::make_shared<ghaly::CensusRun>() : nullptr;
}

int GhalyMachine::fewest_from_none() const {
  const Solution s = solve(initial());
  return s.solvable ? int(s.presses.size()) : -1;
}

ghaly::Nearest GhalyMachine::nearest(const Position& pos) const {
  return ghaly::nearest_solution(N_, assignment_, pos.state, ghaly::default_limits(N_));
}

Position GhalyMachine::initial() const { return Position{BitVec(std::size_t(N_ * N_)), BitVec()}; }

std::vector<int> GhalyMachine::cells(const Position& pos) const { return ghaly::colours(N_, pos.state, assignment_); }

bool GhalyMachine::solved(const Position& pos) const { return ghaly::solved(cells(pos)); }

Solution GhalyMachine::solve(const Position& pos) const {
  const ghaly::Nearest n = nearest(pos);
  Solution s;
  if (n.found) {
    s.solvable = true;
    s.minimal = n.complete;
    for (std::size_t b = 0; b < pos.state.size(); ++b)
      if (pos.state.get(b) != n.W.get(b)) s.presses.push_back(int(b));
    return s;
  }
  s.reason = n.complete
                 ? "no solution exists for this assignment: no wiring shows one colour on every button"
                 : "not found within budget (" + std::to_string(n.nodes) + " search steps); the puzzle may still be solvable";
  return s;
}

Position GhalyMachine::random(uint64_t seed, bool) const {
  // The assignment decides solvability, not W: any W is as solvable as any other.
  std::mt19937_64 rng(seed);
  Position pos = initial();
  do {
    for (std::size_t b = 0; b < pos.state.size(); ++b) pos.state.set(b, rng() & 1);
  } while (solved(pos));
  return pos;
}

std::string GhalyMachine::encode(const Position& pos) const {
  return format_bits(pos.state, N_) + ",s=" + ghaly::format_one_line(assignment_.sigma) +
         ",t=" + ghaly::format_one_line(assignment_.tau);
}

Result<Position> GhalyMachine::decode(const IdBody& body) const {
  // W is the state; the s= and t= fields were read by make() below.
  auto W = parse_bits(body.state, std::size_t(N_ * N_), N_, body.state_offset);
  if (!W) return W.error();
  return Position{*W, BitVec()};
}

Puzzle ghaly_puzzle(int N, const ghaly::Assignment& a, const BitVec& W) {
  return Puzzle{std::make_shared<GhalyMachine>(N, a), Position{W, BitVec()}};
}

Puzzle ghaly_random_puzzle(int N, uint64_t seed, bool any) {
  const ghaly::NewPuzzle p = ghaly::random_puzzle(N, seed, any);
  return ghaly_puzzle(N, p.assignment, p.W);
}

namespace {

// The kind's one parameter, a choice: N = 4 or N = 8.
const int kSizes[] = {4, 8};

Result<ParamValues> parse_head(std::string_view text, std::size_t offset, Surface) {
  const std::string usage = "ghaly takes its size, 4 or 8: ghaly4:<W>,s=<sigma>,t=<tau>";
  if (text == "4") return ParamValues{{0, 0}};
  if (text == "8") return ParamValues{{1, 0}};
  return Error{offset, text.empty() ? usage : "size '" + std::string(text) + "' not supported; " + usage};
}

// From an ID: the assignment from its s= and t= fields. Without one (the
// picker): the identity assignment, which New replaces by a dealt one.
Result<MachinePtr> make(const ParamValues& v, const IdBody* body) {
  const int N = kSizes[v[0].a];
  ghaly::Assignment a;
  const std::string example = ghaly::format_one_line(ghaly::identity(2 * N));
  if (!body) {
    a.sigma = a.tau = ghaly::identity(2 * N);
    return MachinePtr(std::make_shared<GhalyMachine>(N, std::move(a)));
  }
  for (const char* key : {"s", "t"}) {
    const bool sigma = key[0] == 's';
    const IdField* f = body->find(key);
    if (!f)
      return Error{body->end_offset, sigma ? "missing ,s=<sigma> (the transmitters' assignment, e.g. ,s=" + example + ")"
                                           : "missing ,t=<tau> (the colour generators' assignment, e.g. ,t=" + example + ")"};
    auto p = ghaly::parse_assignment_perm(f->value, N, sigma ? "sigma" : "tau", f->value_offset);
    if (!p) return p.error();
    (sigma ? a.sigma : a.tau) = *p;
  }
  return MachinePtr(std::make_shared<GhalyMachine>(N, std::move(a)));
}

}  // namespace

MachineKind ghaly_kind() {
  MachineKind k;
  k.name = "ghaly";
  k.title = "Ghaly's machine";
  k.how_to_play =
      "Each button switches the wiring of its square. The colours come from codes carried along the wires. "
      "Light every button in one and the same colour.";
  k.params = {choice_param("size", "Board", 0, {"4", "8"}, {"4 x 4", "8 x 8"}, "4 x 4 (the patent's machine) or 8 x 8")};
  k.fields = {{"s", "sigma, the transmitters' assignment"}, {"t", "tau, the colour generators' assignment"}};
  k.head_syntax = "its size, 4 or 8 (ghaly4, ghaly8)";
  k.parse_head = parse_head;
  k.make = make;
  // The default game: Joyner's Example 28 assignment (sigma = 1, tau = (1,2,3,4)),
  // no button pressed yet; his W solves it in red.
  k.default_id = "ghaly4:0000/0000/0000/0000,s=12345678,t=23415678";
  return k;
}

}  // namespace tl
