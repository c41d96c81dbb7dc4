// atlas_update.cpp: the atlas section's update (atlas_screen.hpp).
#include <algorithm>

#include "app/screens/atlas/atlas_screen.hpp"
#include "core/game/family_view.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::atlas {

namespace {

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& m;
  Midend& game;
  ToShell operator()(const PickTopology& p) const {
    m.topology = Topology(std::clamp(int(p.topology), 0, kTopologyCount - 1));
    return ToShell::None;
  }
  ToShell operator()(const SetStates& s) const {
    m.states = std::clamp(s.states, 2, 255);
    return ToShell::None;
  }
  ToShell operator()(const Unfolded& u) const {
    m.open = u.open;
    return ToShell::None;
  }
  ToShell operator()(const Shown&) const {
    m.scroll_to = false;
    return ToShell::None;
  }
  ToShell operator()(const OpenBoard& o) const {
    if (MachinePtr board = square_board_of(game.machine(), o.n, m.topology, m.states)) game.start_rules(board);
    return ToShell::None;
  }
  ToShell operator()(const Compute&) const { return ToShell::Start; }
  ToShell operator()(const Pause&) const { return ToShell::Pause; }
};

}  // namespace

ToShell update(Model& m, const Msg& msg, Midend& game) { return std::visit(Apply{m, game}, msg); }

}  // namespace tl::app::atlas
