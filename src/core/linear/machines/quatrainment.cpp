// quatrainment.cpp: The Game of Quatrainment (Tekriwal and Sinha), 4x4.
//
// Three kinds of cell, each with its own press (Tekriwal and Sinha, section 2.2):
//   corner  flips the 6-cell triangle in its corner, itself included
//   edge    flips its 3 neighbours, not itself
//   centre  flips itself and its 4 neighbours (the plus)
// These are Tekriwal and Sinha's M1..M16 (tests check them against the printed ones).
// Goal: a target grid, all blank by default.
//
// ID: "quatrainment:" state [",g=" goal]     e.g. quatrainment:1010/0101/1010/0101
#include <cstdlib>

#include "core/linear/machines/linear_machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

constexpr int kSide = 4;

BitVec quatrainment_press(int r, int c) {
  BitVec u(kSide * kSide);
  const bool row_edge = r == 0 || r == kSide - 1, col_edge = c == 0 || c == kSide - 1;
  for (int rr = 0; rr < kSide; ++rr)
    for (int cc = 0; cc < kSide; ++cc) {
      int dist = std::abs(rr - r) + std::abs(cc - c);
      bool on;
      if (row_edge && col_edge) on = dist <= 2;       // corner: the triangle
      else if (row_edge || col_edge) on = dist == 1;  // edge: neighbours only
      else on = dist <= 1;                            // centre: the plus
      if (on) u.set(std::size_t(rr * kSide + cc));
    }
  return u;
}

MachinePtr make_quatrainment() {
  LinearRules r;
  r.name = "quatrainment";
  r.title = "Quatrainment";
  r.head = "quatrainment";
  r.rows = r.cols = kSide;
  for (int b = 0; b < kSide * kSide; ++b) r.press_vectors.push_back(quatrainment_press(b / kSide, b % kSide));
  return std::make_shared<LinearMachine>(std::move(r));
}

Result<MachinePtr> make(const ParamValues&, const IdBody*) {
  static const MachinePtr machine = make_quatrainment();
  return machine;
}

}  // namespace

MachineKind quatrainment_kind() {
  MachineKind k;
  k.name = "quatrainment";
  k.title = "Quatrainment";
  k.how_to_play =
      "A corner toggles the triangle of six cells in its corner, an edge cell toggles its three "
      "neighbours but not itself, a centre cell toggles the plus. Make the grid match the target.";
  k.fields = {goal_field()};
  k.head_syntax = "it is always 4x4";
  k.make = make;
  // Tekriwal and Sinha's sample game (Appendix 1): X.X./.X.X/X.X./.X.X to a blank grid.
  k.default_id = "quatrainment:1010/0101/1010/0101";
  return k;
}

}  // namespace tl
