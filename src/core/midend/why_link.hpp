// why_link.hpp: a link that opens a step of the Why tab, not only a puzzle.
//
// A teacher shares "this puzzle at elimination step 12", "this student's
// elimination so far" or "this lesson at its second phase". The link is the
// puzzle ID, then "~" and the Why tab's state, in the URL hash and in the
// desktop program's --load:
//
//   link   = id *( "~" view )                     each view at most once
//   view   = "why"                                the Why tab open
//          | "elim=" N                            the elimination's step-through after N steps
//          | "diy" [ "=" op *( "." op ) ]         the student's own elimination, these operations done
//          | "lesson=" P [ ":" digits ]           the light-chasing lesson at phase P (1 chase,
//                                                 2 look the last row up, 3 chase again); in phase 2
//                                                 the top-row presses still to make, one digit a button
//          | "atlas" [ "=" shape [ "-k" K ] ]    the Lights Out atlas of N x N boards (shape: plain,
//                                                 torus, cylinder, moebius, klein or projective;
//                                                 K states 2..255), unfolded in sight
//          | "presses=" N                         the lesson's presses so far   } with a lesson only:
//          | "from=" body                         the board the lesson began on } a reopened lesson
//                                                 (the ID's text after ':')     } goes on counting
//   op     = "s" row "-" row                      swap two rows
//          | "a" row "-" row [ "x" n ]            add n times the first row to the second
//          | "m" row "x" n                        multiply a row by the unit n (k states)
//
// Rows are 1-based, as the Why tab numbers them. "~" appears in no puzzle ID
// but in a graph's graph6 text, so the ID ends at the first one, or for a
// graph where the views at the link's end begin.
//
//   merlin:100/110/001~elim=12
//   merlin:100/110/001~diy=s1-2.a1-3
//   lightsout5x5:...~lesson=2:10100
//   lightsout5x5:...~lesson=3~presses=9~from=10001/00000/00000/00000/10001
//   lightsout5x5:...~atlas=torus-k3
//
// This file reads and writes the text only; whether the numbers fit the
// puzzle (step 40 of 27, row 12 of 9) is checked where they are applied:
// DiyDesk::replay, ChaseLesson::resume, the app's step-through.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/base/topology.hpp"
#include "core/linear/explain/diy_elimination.hpp"

namespace tl {

struct WhyLink {
  bool why = false;                   // the Why tab open (every field below implies it)
  long long elim_step = -1;           // the step-through's step; -1: not in the link
  bool diy = false;                   // the do-it-yourself elimination is on ...
  std::vector<RowOp> diy_ops;         // ... with these operations done (0-based rows)
  int lesson_phase = 0;               // 0: no lesson; 1, 2, 3: its phase
  std::string lesson_digits;          // phase 2: top-row presses still to make (digits_text.hpp form),
                                      // kept as text: their count and range depend on the board
  std::size_t lesson_digits_pos = 0;  // where they begin in the link (their errors point there)
  long long lesson_presses = -1;      // the lesson's presses so far; -1: not in the link
  std::string lesson_from;            // the board it began on, as an ID's body; empty: not in the link
  std::size_t lesson_from_pos = 0;    // where it begins in the link

  bool atlas = false;                         // the Lights Out atlas section, unfolded and in sight ...
  Topology atlas_topology = Topology::Plain;  // ... of boards glued so
  int atlas_states = 2;                       // ... with this many states

  bool empty() const { return !why && elim_step < 0 && !diy && lesson_phase == 0 && !atlas; }
};

// The puzzle ID and the view text after the first "~" (empty when none).
struct LinkParts {
  std::string_view id;
  std::string_view view;
  std::size_t view_pos = 0;  // where `view` begins in the link
};
LinkParts split_link(std::string_view link);

// Reads the view text (what follows the first "~"). Error positions count
// from `offset` (pass LinkParts::view_pos so they point into the whole link).
Result<WhyLink> parse_why_link(std::string_view view, std::size_t offset = 0);

// The view text for `link` ("elim=12~diy=s1-2"), without the leading "~";
// empty when there is nothing to say.
std::string format_why_link(const WhyLink& link);

// Upper bounds the reader enforces before anything is applied: a link is
// outside input, and a million operations should not be replayed.
constexpr long long kWhyLinkMaxStep = 1'000'000;
constexpr std::size_t kWhyLinkMaxOps = 10'000;
constexpr long long kWhyLinkMaxPresses = 1'000'000;  // a lesson's presses so far

}  // namespace tl
