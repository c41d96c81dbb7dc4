// game_ledger_test.cpp: each deal counted once in the records, whatever
// undo, redo and restart do; help kept with its deal; a clock per deal.
#include "core/progress/game_ledger.hpp"

#include <gtest/gtest.h>

#include "core/game/session.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

Puzzle load(const char* id) {
  auto p = parse_puzzle_id(id);
  EXPECT_TRUE(p.ok()) << id;
  return *p;
}

// The ledger told of the session's game in play, as the app tells it.
struct Play {
  Session s{load("merlin:001/011/111")};  // the ring (Merlin's goal) but for button 0's square
  GameLedger ledger;
  Records records;
  bool helped = false;
  bool players = true;
  bool observe() {
    GameSeen seen;
    seen.deal = s.deal();
    seen.rules = s.game_start_puzzle().machine.get();
    seen.moves = s.moves();
    seen.solved = s.solved();
    seen.helped = helped || s.help_used();
    seen.players = players;
    return ledger.observe(seen, records);
  }
  BoardTally merlin() const {
    const auto it = records.boards().find("merlin");
    return it == records.boards().end() ? BoardTally{} : it->second;
  }
};

TEST(GameLedger, UndoAndRedoAcrossNewCountNoGameTwice) {
  Play p;
  p.observe();
  p.s.press(0);
  ASSERT_TRUE(p.s.solved()) << p.s.current().id();
  EXPECT_TRUE(p.observe());
  EXPECT_EQ(p.merlin(), (BoardTally{1, 1, 0, 0, 0}));
  p.s.new_game(load("merlin:001/011/111"));
  p.observe();
  for (int i = 0; i < 3; ++i) {  // Undo, Redo, Undo, ... across New
    p.s.undo();
    EXPECT_FALSE(p.observe());
    p.s.redo();
    EXPECT_FALSE(p.observe());
  }
  EXPECT_EQ(p.merlin(), (BoardTally{1, 1, 0, 0, 0})) << "one game, solved once";
  // The second deal, the same position: a game of its own once pressed.
  p.s.press(0);
  EXPECT_TRUE(p.observe());
  EXPECT_EQ(p.merlin(), (BoardTally{2, 2, 0, 0, 0}));
  // Solved, undone, solved again: still one solve.
  p.s.undo();
  p.observe();
  p.s.press(0);
  EXPECT_FALSE(p.observe());
  EXPECT_EQ(p.merlin().solved, 2);
}

TEST(GameLedger, HelpStaysWithItsDealAcrossRestartAndUndo) {
  Play p;
  p.observe();
  p.s.press(4);
  p.observe();
  p.helped = true;  // a hint shown
  p.observe();
  p.helped = false;  // Restart puts the hint away: the game still had it
  p.s.restart();
  p.observe();
  EXPECT_TRUE(p.ledger.helped());
  p.s.press(0);
  p.observe();
  EXPECT_EQ(p.merlin(), (BoardTally{1, 1, 0, 1, -1})) << "solved with help: no best time";
  // A new deal starts without help; undo back to the helped one finds it.
  p.s.new_game(load("merlin:001/011/111"));
  p.observe();
  EXPECT_FALSE(p.ledger.helped());
  p.s.undo();
  p.observe();
  EXPECT_TRUE(p.ledger.helped());
}

TEST(GameLedger, EachDealsClockRunsFromItsFirstPressAndResumes) {
  Play p;
  p.observe();
  p.ledger.tick(5);
  EXPECT_EQ(p.ledger.seconds(), 0) << "reading the board is free";
  p.s.press(4);
  p.observe();
  p.ledger.tick(7);
  p.ledger.tick(500);  // walked away: a minute at most
  EXPECT_EQ(p.ledger.seconds(), 67);
  p.s.new_game(load("merlin:001/011/111"));
  p.observe();
  p.s.press(4);
  p.observe();
  p.ledger.tick(2, 3.0);
  p.ledger.tick(9, 3.0);  // a challenge's cap
  EXPECT_EQ(p.ledger.seconds(), 5);
  p.s.undo();
  p.s.undo();
  p.observe();
  EXPECT_EQ(p.ledger.seconds(), 67) << "the first deal's clock, where it was";
  p.ledger.tick(1);
  EXPECT_EQ(p.ledger.seconds(), 68);
  p.s.undo();  // the first deal's start, where button 0 solves it
  p.s.press(0);
  p.observe();
  p.ledger.tick(30);
  EXPECT_EQ(p.merlin().best_seconds, 68) << "solved at 68 s; the clock stops there";
  EXPECT_EQ(p.ledger.seconds(), 68);
}

TEST(GameLedger, ARestoredGameAndTheToursBoardsAreNotCounted) {
  Play p;
  p.s.press(4);  // played before the program started again
  EXPECT_FALSE(p.observe());
  EXPECT_EQ(p.records.boards().count("merlin"), 0u) << "counted before it closed";
  p.s.press(4);
  p.s.press(0);
  EXPECT_TRUE(p.observe()) << "its solve is new";
  EXPECT_EQ(p.merlin().solved, 1);
  Play tour;
  tour.players = false;
  tour.observe();
  tour.s.press(0);
  EXPECT_FALSE(tour.observe());
  tour.players = true;  // the tour ended with its board in play: still not the player's
  tour.s.undo();
  tour.s.press(0);
  EXPECT_FALSE(tour.observe());
  EXPECT_TRUE(tour.records.boards().empty());
}

TEST(GameLedger, RemembersItsNewestDealsOnly) {
  Play p;
  p.observe();
  const uint64_t first = p.s.deal();
  for (std::size_t i = 0; i < GameLedger::kMostDeals + 1; ++i) {
    p.s.new_game(load("merlin:001/011/111"));
    p.observe();
  }
  EXPECT_NE(p.s.deal(), first);
  p.s.press(0);
  EXPECT_TRUE(p.observe()) << "the deal in play is kept whatever was let go";
  EXPECT_EQ(p.merlin().games, 1);
}

}  // namespace
}  // namespace tl
