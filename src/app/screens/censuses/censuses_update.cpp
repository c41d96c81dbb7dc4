// censuses_update.cpp: the censuses' update (censuses_screen.hpp).
#include "app/screens/censuses/censuses_screen.hpp"
#include "core/linear/explain/census.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::censuses {

namespace {

// One handler per message (std::visit picks it by type).
struct Apply {
  Midend& game;
  const CensusReport& board;
  ToShell operator()(const Start& s) const { return {JobAsk::Start, s.which}; }
  ToShell operator()(const Pause& p) const { return {JobAsk::Pause, p.which}; }
  ToShell operator()(const Cancel& c) const { return {JobAsk::Cancel, c.which}; }
  ToShell operator()(const OpenHardest&) const {
    if (board.counted()) game.load(board.hardest_id);
    return {};
  }
};

}  // namespace

ToShell update(const Msg& msg, Midend& game, const CensusReport& board) { return std::visit(Apply{game, board}, msg); }

}  // namespace tl::app::censuses
