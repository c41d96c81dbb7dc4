// quatrainment.cpp: The Game of Quatrainment (seed 004), 4x4.
//
// Three kinds of cell, each with its own press (seed 004, section 2.2):
//   corner  flips the 6-cell triangle in its corner, itself included
//   edge    flips its 3 neighbours, not itself
//   centre  flips itself and its 4 neighbours (the plus)
// These are seed 004's M1..M16 (tests check them against the printed ones).
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
      if (row_edge && col_edge) on = dist <= 2;   // corner: the triangle
      else if (row_edge || col_edge) on = dist == 1;  // edge: neighbours only
      else on = dist <= 1;                        // centre: the plus
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

Result<MachinePtr> make(std::string_view params, std::string_view, std::size_t params_offset, std::size_t) {
  if (!params.empty())
    return Error{params_offset, "quatrainment takes no parameters (it is always 4x4): write quatrainment:<16 cells>"};
  static const MachinePtr machine = make_quatrainment();
  return machine;
}

}  // namespace

MachineKind quatrainment_kind() {
  // Seed 004's sample game (Appendix 1): X.X./.X.X/X.X./.X.X to a blank grid.
  return {"quatrainment", "Quatrainment", "nothing (always 4x4)", make, "quatrainment:1010/0101/1010/0101"};
}

}  // namespace tl
