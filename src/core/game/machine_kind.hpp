// machine_kind.hpp: what a machine file registers: its name and how to build it.
#pragma once

#include <string_view>

#include "core/game/machine.hpp"

namespace tl {

struct MachineKind {
  const char* name;         // "merlin"
  const char* title;        // "Merlin's Magic Squares"
  const char* params_help;  // what may follow the name in the head, for error messages
  // Builds the rules from the head's parameters (and, for machines whose rules
  // travel in the body, from the body). Offsets locate errors in the whole ID.
  Result<MachinePtr> (*make)(std::string_view params, std::string_view body,
                             std::size_t params_offset, std::size_t body_offset);
  const char* default_id;   // a valid ID, the machine's default game
};

}  // namespace tl
