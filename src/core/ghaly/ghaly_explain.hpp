// ghaly_explain.hpp: Ghaly's machine in words and symbols, for the Why tab's
// "see why" view of the wiring and `togglelab ghaly` text: pi_W in both
// cycle conventions, as Proposition 15's ordered product of simple
// transpositions, the support as a set, and each label's colour code in binary.
//
// What ghaly.hpp already offers is not repeated: format_cycles (our
// direction), format_one_line, trace_wiring (pi, support, colour exits),
// colour_codes, colour_number, colour_name.
//
// Directions: pi_W(i) = j when X_i's wire leaves at CG_j, and
// format_cycles writes k -> pi_W(k). Joyner's paper reads his
// cycles the other way round: his (3,6,4)(5,8,7) in Example 20 is our pi_W
// with 3 -> 4 -> 6 -> 3 and 5 -> 7 -> 8 -> 5, i.e. our "(3,4,6)(5,7,8)".
#pragma once

#include <string>
#include <vector>

#include "core/ghaly/ghaly.hpp"

namespace tl::ghaly {

// pi_W's cycles as Joyner writes them: the cycles of pi_W^-1 in our
// direction, each from its smallest label ("(3,6,4)(5,8,7)"); "1" for the identity.
std::string format_cycles_joyner(const Perm& p);

// One factor of Proposition 15: pressed square (row, col), 0-based, whose
// elementary matrix wires the simple transposition of labels (a, a+1),
// a = row + col (0-based; the paper's (i+j-1, i+j) with 1-based i, j).
struct SimpleTransposition {
  int row = 0, col = 0;
  int a = 0;
};
// The factors in the order Proposition 15 writes them: rows top to bottom,
// each row right to left, one per pressed square. pi_W is their product as
// written, composed as functions (the rightmost acts first).
std::vector<SimpleTransposition> proposition15_factors(int N, const BitVec& W);
// That product as text, 1-based: "(1,2)(4,5)(2,3)"; "1" when W = 0.
std::string format_proposition15(int N, const BitVec& W);
// The same with the factors named by their squares: "pi_11 pi_24 pi_21"
// (pi_ij = the transposition (i+j-1, i+j)); "1" when W = 0.
std::string format_proposition15_named(int N, const BitVec& W);

// A set of 0-based labels as 1-based text: "{2, 3, 4, 5, 6, 7}"; "{}" when empty.
std::string format_label_set(const std::vector<int>& labels);

// A code as its n bits, leftmost (most significant) first: code 4 with N = 4 is "100".
std::string format_code(int code, int N);

// Each label k's colour code C_k = B(X_{pi^-1(k)}, CG_k), for the view's table.
struct LabelColour {
  int label = 0;     // k, 0-based
  int origin = 0;    // pi_W^-1(k): the X whose code reaches CG_k
  int code = 0;      // C_k
  std::string bits;  // C_k in binary ("100")
  int colour = 0;    // 0 dark, 1..N
  const char* colour_name = "dark";
  bool in_support = false;  // some square shows C_k
};
std::vector<LabelColour> label_colours(const Wiring& w, const Assignment& a);

}  // namespace tl::ghaly
