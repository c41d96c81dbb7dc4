// registry.hpp: every machine kind by name, and the puzzle ID parser.
//
// Puzzle ID grammar (README has the full version):
//   id     = head ":" body
//   head   = name params          e.g. "merlin", "lightsout5x5t", "ghaly4"
//   body   = the machine's state and ","-separated fields, see each machine
#pragma once

#include <string_view>
#include <vector>

#include "core/game/machine_kind.hpp"

namespace tl {


const std::vector<MachineKind>& machine_kinds();
const MachineKind* find_machine_kind(std::string_view name);

// Parses a whole puzzle ID. Never throws; every malformed ID gets an error
// naming the character position and what was expected there.
Result<Puzzle> parse_puzzle_id(std::string_view id);

// Each machine file's entry (declared here so registry.cpp needs no headers per machine).
MachineKind merlin_kind();
MachineKind lightsout_kind();
MachineKind quatrainment_kind();
MachineKind custom_kind();
MachineKind ghaly_kind();

}  // namespace tl
