// family_atlas_update.cpp: the family atlas's update (family_atlas_screen.hpp).
#include "app/screens/family_atlas/family_atlas_screen.hpp"
#include "core/midend/midend.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::family_atlas {

namespace {

// One handler per message (std::visit picks it by type).
struct Apply {
  Midend& game;
  ToShell operator()(const Compute&) const { return ToShell::Start; }
  ToShell operator()(const Pause&) const { return ToShell::Pause; }
  ToShell operator()(const OpenMember& o) const {
    if (const Result<Puzzle> p = parse_puzzle_id(o.id)) game.start_rules(p->machine);
    return ToShell::None;
  }
};

}  // namespace

ToShell update(const Msg& msg, Midend& game) { return std::visit(Apply{game}, msg); }

}  // namespace tl::app::family_atlas
