// ghaly_machine.cpp: GhalyMachine (play, solve, IDs) and its registry entry.
#include "core/ghaly/ghaly_machine.hpp"

#include <random>

#include "core/base/bits_text.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

GhalyMachine::GhalyMachine(int N, ghaly::Assignment assignment) : N_(N), assignment_(std::move(assignment)) {}

std::vector<ghaly::WirePath> GhalyMachine::transmitter_paths(const Position& pos) const {
  return ghaly::transmitter_paths(N_, pos.state);
}

std::vector<ghaly::WirePath> GhalyMachine::colour_generator_paths(const Position& pos) const {
  return ghaly::colour_generator_paths(N_, pos.state);
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
  s.reason = n.complete ? "no solution exists for this assignment: no wiring shows one colour on every button"
                        : "not found within budget (" + std::to_string(n.nodes) +
                              " search steps); the puzzle may still be solvable";
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

Result<Position> GhalyMachine::decode(std::string_view text, std::size_t offset) const {
  // W runs to the first ','; the s= and t= fields were read by make() below.
  std::size_t comma = text.find(',');
  auto W = parse_bits(text.substr(0, comma), std::size_t(N_ * N_), N_, offset);
  if (!W) return W.error();
  while (comma != std::string_view::npos) {
    const std::size_t start = comma + 1;
    comma = text.find(',', start);
    const std::string_view field = text.substr(start, comma == std::string_view::npos ? comma : comma - start);
    if (field.substr(0, 2) != "s=" && field.substr(0, 2) != "t=")
      return Error{offset + start, "unknown field '" + std::string(field.substr(0, field.find('='))) +
                                       "': ghaly IDs have only s=<sigma> and t=<tau>"};
  }
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

Result<MachinePtr> make(std::string_view params, std::string_view body, std::size_t params_offset,
                        std::size_t body_offset) {
  const std::string usage = "ghaly takes its size, 4 or 8: ghaly4:<W>,s=<sigma>,t=<tau>";
  if (params != "4" && params != "8")
    return Error{params_offset, params.empty() ? usage : "size '" + std::string(params) + "' not supported; " + usage};
  const int N = params[0] - '0';
  ghaly::Assignment a;
  std::size_t comma = body.find(',');
  while (comma != std::string_view::npos) {
    const std::size_t start = comma + 1;
    comma = body.find(',', start);
    const std::string_view field = body.substr(start, comma == std::string_view::npos ? comma : comma - start);
    const bool sigma = field.substr(0, 2) == "s=", tau = field.substr(0, 2) == "t=";
    if (!sigma && !tau) continue;  // decode() names unknown fields
    ghaly::Perm& target = sigma ? a.sigma : a.tau;
    if (!target.empty())
      return Error{body_offset + start, std::string(sigma ? "sigma" : "tau") + " (" + (sigma ? "s=" : "t=") +
                                            ") given twice"};
    auto p = ghaly::parse_assignment_perm(field.substr(2), N, sigma ? "sigma" : "tau", body_offset + start + 2);
    if (!p) return p.error();
    target = *p;
  }
  const std::string example = ghaly::format_one_line(ghaly::identity(2 * N));
  if (a.sigma.empty())
    return Error{body_offset + body.size(), "missing ,s=<sigma> (the transmitters' assignment, e.g. ,s=" + example + ")"};
  if (a.tau.empty())
    return Error{body_offset + body.size(), "missing ,t=<tau> (the colour generators' assignment, e.g. ,t=" + example + ")"};
  return MachinePtr(std::make_shared<GhalyMachine>(N, std::move(a)));
}

}  // namespace

MachineKind ghaly_kind() {
  // The default game: Joyner's Example 28 assignment (sigma = 1, tau = (1,2,3,4)),
  // no button pressed yet; his W solves it in red.
  return {"ghaly", "Ghaly's machine", "its size, 4 or 8 (ghaly4, ghaly8)", make,
          "ghaly4:0000/0000/0000/0000,s=12345678,t=23415678"};
}

}  // namespace tl
