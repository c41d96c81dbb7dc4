// ghaly.hpp: the model of Ghaly's machine (Joyner 2006, "Mathematics of
// Ghaly's machine"), with its wiring diagrams (section 3.3, Figures 1-6)
// reconstructed from the text and the worked examples.
//
// Plain functions over plain data; no UI. The machine is N x N buttons, N a
// power of 2 >= 4. The state is the wiring matrix W (N*N bits, W_ij at bit
// i*N+j, row 0 = top); pressing (i, j) toggles W_ij and nothing else. What the
// player sees follows from W and the initial assignment (sigma, tau):
//   transmitter codes   X_i  = d_{sigma^-1(i)}  enter the left edges (rows) and
//                             bottom edges (columns),
//   colour generators   CG_k = d_{tau^-1(k)}    sit on the top edges (columns)
//                             and right edges (rows),
//   wiring permutation  pi_W: X_i's wire leaves at CG_{pi_W(i)},
//   colour codes        C_k  = B(X_{pi_W^-1(k)}, CG_k),
//   square Q_ij shows C_k for the k its colour-generator wire reaches.
//
// Index convention: the paper's labels 1..2N are 0..2N-1 here (X_1 is index 0),
// so label index k carries the code d_{k+1} = k. Squares are 0-based (row, col)
// or reading-order indices r*N+c. Text (CLI, IDs) converts to 1-based at the edge.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/bitvec.hpp"
#include "core/base/result.hpp"
#include "core/game/wiring_view.hpp"

namespace tl::ghaly {

// A permutation of 0..2N-1 in one-line form: p[k] is the image of k.
using Perm = std::vector<int>;

// sigma places the codes on the transmitters, tau on the colour generators;
// both lie in S_I x S_J (I = the first N labels, J = the last N).
struct Assignment {
  Perm sigma, tau;
  friend bool operator==(const Assignment&, const Assignment&) = default;
};

// --- sizes and codes ---------------------------------------------------------
bool valid_size(int N);  // a power of 2, 4 <= N <= 16
int code_bits(int N);    // n = log2(N) + 1, so 2^n = 2N
// B(x, y): OR on the leftmost (most significant) bit, XOR on the others.
int boolean_B(int x, int y, int N);
// 0 = dark (leading bit 0), else 1 + the remaining bits (N = 4: 1 red,
// 2 yellow, 3 green, 4 blue).
int colour_number(int code, int N);
const char* colour_name(int colour, int N);  // "dark", "red", ...; "colour 5".. for N = 8

// --- permutations --------------------------------------------------------------
Perm identity(int size);
Perm inverse(const Perm& p);
Perm compose(const Perm& a, const Perm& b);  // (a b)(k) = a(b(k)): b first
bool is_permutation(const Perm& p);
bool in_SI_x_SJ(const Perm& p, int N);  // maps I onto I (and so J onto J)
bool is_even(const Perm& p);
// One-line notation, 1-based: the images of 1..2N, digits concatenated when
// 2N <= 9, else separated by '.'.
std::string format_one_line(const Perm& p);
// Disjoint cycles, 1-based, each cycle from its smallest label in the direction
// k -> p(k): "(1,5)(2,6)"; the identity is "1".
std::string format_cycles(const Perm& p);
// Parses one-line notation for size 2N and checks sigma/tau's group S_I x S_J.
// `what` names the field in messages ("sigma"); errors point into the input at
// `offset`.
Result<Perm> parse_assignment_perm(std::string_view text, int N, std::string_view what, std::size_t offset);

// The codes the assignment puts on the edges: X[i] = sigma^-1(i), CG[k] = tau^-1(k).
std::vector<int> transmitter_codes(const Assignment& a);
std::vector<int> colour_generator_codes(const Assignment& a);

// --- the wiring ----------------------------------------------------------------
// Everything W's tiles fix, independent of (sigma, tau).
struct Wiring {
  int N = 0;
  Perm pi;                       // wiring_permutation: X_i leaves at CG_{pi[i]}
  Perm origin;                   // pi^-1: origin[k] is the X whose code reaches CG_k
  std::vector<int> colour_exit;  // per square, reading order: Q shows C_{colour_exit}
  std::vector<int> support;      // the k that colour some square, ascending
};
Wiring trace_wiring(int N, const BitVec& W);
Perm wiring_permutation(int N, const BitVec& W);

// C_k for k = 0..2N-1.
std::vector<int> colour_codes(const Wiring& w, const Assignment& a);
// Colour numbers per square in reading order (0 dark, 1..N).
std::vector<int> colours(const Wiring& w, const Assignment& a);
std::vector<int> colours(int N, const BitVec& W, const Assignment& a);
// Every square the same colour, and not dark.
bool solved(const std::vector<int>& colours);
// True when every colour W shows is lit whatever the assignment (the leading
// bit of C_k is [origin(k) in J] OR [k in J], which only W decides). A W that
// is not lit never solves any puzzle (Proposition 26 is one case of this).
bool lit(const Wiring& w);

// --- the traced wires, for views that draw the wiring diagrams -----------------
// The types are the views' (core/game/wiring_view.hpp), named here as before.
using Side = WireSide;
using PathStep = WireStep;
using tl::WirePath;
// One per transmitter X_i (i = 0..2N-1), from its edge to CG_{pi(i)}.
std::vector<WirePath> transmitter_paths(int N, const BitVec& W);
// One per square (reading order): the colour-generator wire entering its bottom
// edge, up and right to the CG_k whose colour code the square shows.
std::vector<WirePath> colour_generator_paths(int N, const BitVec& W);
// Per square (reading order), the wires crossing it, for labelling a tile:
// the transmitters entering from the left and from the bottom, and the colour
// generators reached by the colour wires entering from the left and from the
// bottom (the bottom one is the colour code the square shows).
struct SquareWires {
  int transmitter_left = 0, transmitter_bottom = 0;
  int colour_left = 0, colour_bottom = 0;
};
std::vector<SquareWires> square_wires(int N, const BitVec& W);

}  // namespace tl::ghaly
