// machine.cpp: what Machine computes from its capabilities.
#include "core/game/machine.hpp"

#include "core/game/linear_view.hpp"

namespace tl {

int Machine::linear_modulus() const {
  const LinearView* l = linear();
  return l ? l->modulus() : 0;
}

}  // namespace tl
