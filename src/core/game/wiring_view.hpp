// wiring_view.hpp: what a machine driven by wiring shows of itself, as plain
// data, for views that draw its wiring diagrams and explain its colours.
//
// Ghaly's machine (US patent 5,286,037, analysed by Joyner 2006) is the one
// such machine: its board is a grid of tiles, each carrying two wires;
// transmitters X_i enter on the left and bottom edges, colour generators
// CG_k leave on the top and right, and each square shows the colour of the
// code C_k = B(X_{pi_W^-1(k)}, CG_k) of the wire that reaches it (Joyner
// 2006, sections 3.3 and 4). A view needs the traced wires, the codes and
// the permutation, not the machine's class: Machine::wiring() hands out this
// interface, and the screens never name the machine's own types.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/base/job.hpp"
#include "core/game/machine.hpp"

namespace tl {

// --- the traced wires -------------------------------------------------------
enum class WireSide : uint8_t { Left, Bottom, Top, Right };
struct WireStep {
  int row = 0, col = 0;  // the square the wire crosses
  WireSide in = WireSide::Left, out = WireSide::Top;
};
struct WirePath {
  int start = 0;                // transmitter paths: the X label; colour paths: the square
  int exit = 0;                 // the CG label where the wire leaves the board
  std::vector<WireStep> steps;  // squares in the order the wire crosses them
};

// --- one position, as the Why tab explains it ---------------------------------
// Labels are 0-based: X_1..X_2N are 0..2N-1, and so are CG_1..CG_2N.
struct WiringFacts {
  int n = 0;                                // the board's side N
  int code_bits = 0;                        // bits of a code: log2(N) + 1
  std::vector<int> transmitter_codes;       // X_i
  std::vector<int> generator_codes;         // CG_k
  std::vector<int> colour_codes;            // C_k (meaningful on the support)
  std::vector<int> pi;                      // pi_W: X_i reaches CG_pi(i)
  std::vector<int> origin;                  // pi_W^-1: CG_k is reached from X_origin(k)
  std::vector<int> support;                 // the CG_k that colour a square
  std::string cycles;                       // pi_W in cycle notation
  std::string cycles_joyner;                // ... as Joyner writes his (the other way round)
  std::string proposition15;                // pi_W as the ordered product of Joyner 2006, Proposition 15
  bool even = false;                        // pi_W is an even permutation
  bool in_SI_x_SJ = false;                  // pi_W maps I onto I (and so J onto J)
  std::vector<WirePath> transmitter_paths;  // one per X_i
  std::vector<WirePath> generator_paths;    // one per square, reading order
};

// --- the census of initial assignments -----------------------------------------
// Every initial assignment (sigma, tau) of the board: how many can be solved,
// in which colours, in how few presses from no button pressed.
struct WiringCensus {
  int64_t assignments = 0;  // 4!^4 = 331,776 for N = 4
  int64_t solvable = 0;
  std::vector<int64_t> by_colour;        // [c - 1]: assignments solvable in colour c
  std::vector<int64_t> by_colour_count;  // [m]: assignments solvable in exactly m colours
  std::vector<int64_t> fewest_presses;   // [w]: solvable assignments whose fewest presses is w
  int64_t lit_matrices = 0;              // wiring matrices W that are lit (the only candidates)
  int64_t patterns = 0;                  // distinct pair sets among them
  double seconds = 0;
};
// The census as background work (job.hpp), its result complete once done().
class WiringCensusRun : public Job {
 public:
  virtual const WiringCensus& result() const = 0;
};

// The rules of a wiring machine: its side and the initial assignment (sigma,
// tau), each a permutation of the 2N labels in one-line form, 0-based (Joyner
// 2006, section 3.3), as the command line's Ghaly commands rebuild the
// machine from them.
struct WiringRules {
  int n = 0;
  std::vector<int> sigma, tau;
};

// --- the interface ---------------------------------------------------------------
class WiringView {
 public:
  virtual ~WiringView() = default;
  virtual int side() const = 0;  // N
  virtual WiringRules rules() const = 0;
  virtual WiringFacts facts(const Position& pos) const = 0;
  // The colour a code shows (0 dark, 1..N) and its name ("dark", "red", ...).
  virtual int colour_of_code(int code) const = 0;
  virtual std::string colour_name(int colour) const = 0;
  // The census of every assignment of this size: what it counts, in words
  // ("" where there is none: its cost grows as (N!)^4), and the run, started
  // (null where there is none).
  virtual std::string census_title() const = 0;
  virtual std::shared_ptr<WiringCensusRun> start_census() const = 0;
  // The fewest presses that solve this machine's own assignment from no
  // button pressed; -1 when it cannot be solved.
  virtual int fewest_from_none() const = 0;
};

}  // namespace tl
