// family_view.hpp: the boards a machine belongs with: a family by one size,
// and the atlas of square boards.
//
// Machine::family() hands out this view where the machine is in either
// (nullptr elsewhere); the atlas views and `togglelab atlas` / `periods`
// walk the members through it.
#pragma once

#include <string>

#include "core/base/topology.hpp"
#include "core/game/machine.hpp"

namespace tl {

class FamilyView {
 public:
  virtual ~FamilyView() = default;
  // Families of boards by one size (hexagons by side, the cube's surface by
  // n, cycles by vertices): the family's name ("Hexagons by side"), empty
  // where the board is in none, and the same rules on member n (nullptr
  // where there is no such member: a wheel of 3, more than the CLI's cells).
  virtual std::string family_name() const { return {}; }
  virtual MachinePtr family_member(int /*n*/) const { return nullptr; }
  // Whether the atlas of square boards of this family applies (Lights Out),
  // and the rules of its n x n board with that topology (plain, torus, ...)
  // and `states` states (nullptr elsewhere).
  virtual bool in_square_atlas() const { return false; }
  virtual MachinePtr square_board(int /*n*/, Topology /*topology*/, int /*states*/) const { return nullptr; }
};

// The questions asked of any machine, answered "no" where it is in no family.
inline std::string family_name_of(const Machine& m) { return m.family() ? m.family()->family_name() : std::string(); }
inline bool in_square_atlas(const Machine& m) { return m.family() && m.family()->in_square_atlas(); }
inline MachinePtr family_member_of(const Machine& m, int n) { return m.family() ? m.family()->family_member(n) : nullptr; }
inline MachinePtr square_board_of(const Machine& m, int n, Topology topology, int states) {
  return m.family() ? m.family()->square_board(n, topology, states) : nullptr;
}

}  // namespace tl
