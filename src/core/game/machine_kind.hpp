// machine_kind.hpp: what a machine file registers, describing itself.
//
// Tatham's `struct game` with its `configure()`: a kind says who it is, how
// to play it, which parameters build its rules (a schema front ends loop
// over), which fields its IDs carry, and how to build its rules from either
// an ID or picked parameters. Adding a machine is one file that returns one
// of these plus one line in registry.cpp; the picker, the CLI's flags,
// `togglelab machines`, the how-to-play text and IDs from picked parameters
// then come for free (see docs/ARCHITECTURE.md, "A new machine").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/game/id_body.hpp"
#include "core/game/machine.hpp"
#include "core/game/params.hpp"

namespace tl {

struct MachineKind {
  std::string name;                 // the ID's first word and the CLI's --machine value: "lightsout"
  std::string title;                // "Lights Out"
  std::string how_to_play;          // one paragraph in the player's words
  ParamSchema params;               // what a player picks for a new game (may be empty)
  std::vector<IdFieldSpec> fields;  // the fields after the state in this kind's IDs
  std::string head_syntax;          // what follows the name in an ID head, for errors: "<rows>x<cols>, then t for a torus"

  // Reads the ID head's text after the name into parameter values. `offset`
  // locates errors in the ID; ranges are those of `surface` (the registry
  // checks them against the schema again). nullptr: the head carries nothing
  // ("merlin:..."), and the registry says so when it is not empty.
  Result<ParamValues> (*parse_head)(std::string_view text, std::size_t offset, Surface surface) = nullptr;
  // Builds the rules from parameters already checked against the schema.
  // Rules that travel in an ID's body (custom buttons, Ghaly's assignment)
  // are read from `body`; without one (the picker, CLI flags) the kind's
  // default rules for these parameters.
  Result<MachinePtr> (*make)(const ParamValues& values, const IdBody* body) = nullptr;

  std::string default_id;  // a valid ID: the kind's default game

  // Whether parameter `index` matters for these values (a graph's vertex
  // count does not for the Petersen graph); the picker hides the others.
  // nullptr: every parameter always matters.
  bool (*param_shown)(const ParamValues& values, std::size_t index) = nullptr;

  // The most cells the rules may have, per surface, where the parameters
  // alone do not bound them (a graph's vertices); 0: no limit of its own.
  int page_max_cells = 0, cli_max_cells = 0;

  // Named parameter sets the picker offers as one click ("Lights Out 2000").
  struct Preset {
    std::string label;        // "Lights Out 2000"
    std::string description;  // "5 x 5, three states"
    ParamValues values;
  };
  std::vector<Preset> presets;
};

}  // namespace tl
