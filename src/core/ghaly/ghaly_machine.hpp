// ghaly_machine.hpp: Ghaly's machine behind the common Machine interface.
//
// The rules are N and the initial assignment (sigma, tau); the Position's
// state is the wiring matrix W (N*N bits, reading order), its goal is empty
// (the goal is "every square one colour, not dark"). cells() are colour
// numbers (0 dark, 1..N).
//
// ID: "ghaly" N ":" W ",s=" sigma ",t=" tau, e.g.
//     ghaly4:1111/1111/1111/0000,s=12345678,t=23415678   (Joyner's Example 28)
// sigma and tau in one-line notation (the images of 1..2N; '.'-separated
// when 2N > 9), both in S_I x S_J.
//
// Views that draw the wires or the codes reach it through Machine::wiring(),
// as the WiringView it implements; the command line's Ghaly commands build
// this class from the view's rules (WiringView::rules).
#pragma once

#include "core/ghaly/ghaly.hpp"
#include "core/ghaly/ghaly_solver.hpp"
#include "core/game/machine.hpp"
#include "core/game/wiring_view.hpp"

namespace tl {

Puzzle ghaly_random_puzzle(int N, uint64_t seed, bool any);

class GhalyMachine final : public Machine, public WiringView {
 public:
  GhalyMachine(int N, ghaly::Assignment assignment);

  int n() const { return N_; }
  const ghaly::Assignment& assignment() const { return assignment_; }
  // pi_W, the support and each square's colour generator, for the position.
  ghaly::Wiring wiring(const Position& pos) const { return ghaly::trace_wiring(N_, pos.state); }
  std::vector<ghaly::WirePath> transmitter_paths(const Position& pos) const;
  std::vector<ghaly::WirePath> colour_generator_paths(const Position& pos) const;
  // The nearest solution with its search details (Machine::solve reports the same as presses).
  ghaly::Nearest nearest(const Position& pos) const;

  std::string name() const override { return "ghaly"; }
  std::string title() const override { return "Ghaly's machine"; }
  std::string head() const override { return "ghaly" + std::to_string(N_); }
  ParamValues params() const override { return {{N_ == 8 ? 1 : 0, 0}}; }
  const WiringView* wiring() const override { return this; }
  bool goal_is_grid() const override { return false; }
  int rows() const override { return N_; }
  int cols() const override { return N_; }
  int button_count() const override { return N_ * N_; }
  int button_cell(int button) const override { return button; }

  Position initial() const override;  // W = 0: no button pressed (all dark)
  void press(Position& pos, int button) const override { pos.state.flip(std::size_t(button)); }
  std::vector<int> cells(const Position& pos) const override;
  std::vector<int> goal_cells(const Position&) const override { return {}; }
  bool solved(const Position& pos) const override;
  Solution solve(const Position& pos) const override;
  // A random W for this assignment (the assignment is part of the rules: a new
  // assignment is a new machine, see ghaly_random_puzzle). Never already solved.
  Position random(uint64_t seed, bool any) const override;
  // A new game deals a new assignment (the rules), see ghaly_random_puzzle.
  Puzzle deal(const MachinePtr&, uint64_t seed, bool any) const override { return ghaly_random_puzzle(N_, seed, any); }

  std::string encode(const Position& pos) const override;
  Result<Position> decode(const IdBody& body) const override;

  // WiringView
  int side() const override { return N_; }
  WiringRules rules() const override { return {N_, assignment_.sigma, assignment_.tau}; }
  WiringFacts facts(const Position& pos) const override;
  int colour_of_code(int code) const override { return ghaly::colour_number(code, N_); }
  std::string colour_name(int colour) const override { return ghaly::colour_name(colour, N_); }
  std::string census_title() const override { return N_ == 4 ? "Census of all 331,776 initial assignments" : ""; }
  std::shared_ptr<WiringCensusRun> start_census() const override;
  int fewest_from_none() const override;

 private:
  int N_;
  ghaly::Assignment assignment_;
};

// A whole puzzle from its parts.
Puzzle ghaly_puzzle(int N, const ghaly::Assignment& a, const BitVec& W);
// A new game: a random solvable assignment (any assignment when `any`) and its
// start W (see ghaly::random_puzzle).
Puzzle ghaly_random_puzzle(int N, uint64_t seed, bool any);

}  // namespace tl
