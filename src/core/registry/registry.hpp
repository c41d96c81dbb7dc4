// registry.hpp: every machine kind by name, and the puzzle ID parser.
//
// Puzzle ID grammar (docs/IDS.md has the full version):
//   id     = head ":" body
//   head   = name params          e.g. "merlin", "lightsout5x5t", "ghaly4"
//   body   = state { "," key "=" value }   (id_body.hpp; each kind lists its fields)
#pragma once

#include <string_view>
#include <vector>

#include "core/game/machine_kind.hpp"

namespace tl {

const std::vector<MachineKind>& machine_kinds();
const MachineKind* find_machine_kind(std::string_view name);
// The kind of a machine in play (its name is the registry key).
const MachineKind& kind_of(const Machine& m);
// "merlin, lightsout, ...": for error messages.
std::string machine_names();

// Parses a whole puzzle ID with the limits of `surface` (the CLI allows larger
// boards than the page). Never throws; every malformed ID gets an error
// naming the character position and what was expected there.
Result<Puzzle> parse_puzzle_id(std::string_view id, Surface surface = Surface::Page);
// The most characters before an ID's ':' (its head), on every surface.
inline constexpr std::size_t kMostHeadChars = 160;
// A board's name in a player's words, from its ID's head ("lightsout5x5t":
// "Lights Out (torus), 5 x 5"; "merlin": "Merlin's Magic Squares"), as the
// picker names it: the machine's title, its size where one is picked, a
// torus and k states where the title does not say them. Empty for a head
// that is not one (the records keep whatever they were given).
std::string board_name(std::string_view head);

// The rules a kind builds from picked parameters (the picker, CLI flags),
// checked against `surface`'s limits; the error names what is allowed.
Result<MachinePtr> make_machine(const MachineKind& kind, const ParamValues& values, Surface surface);
// The ID of a new game of those rules in their initial position: what the
// picker starts from.
Result<std::string> id_from_params(const MachineKind& kind, const ParamValues& values, Surface surface);

// Each machine file's entry (declared here so registry.cpp needs no headers per machine).
MachineKind merlin_kind();
MachineKind lightsout_kind();
MachineKind quatrainment_kind();
MachineKind custom_kind();
MachineKind graph_kind();
MachineKind ghaly_kind();

}  // namespace tl
