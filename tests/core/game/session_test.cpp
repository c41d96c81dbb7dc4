// session_test.cpp: the game history (Tatham's midend): undo/redo across new
// games, move counting, help marking, restart, and the revision counter the
// platform uses to save only after a change.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "core/game/session.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

// Rules of `head` with every light off: rows of '0' joined by '/', or with
// more than 16 states 'h' and two hex digits a cell.
MachinePtr rules(const std::string& head, int rows, int cols, bool hex = false) {
  std::string id = head + ":";
  if (hex) id += "h" + std::string(std::size_t(2 * rows * cols), '0');
  else
    for (int r = 0; r < rows; ++r) id += (r ? "/" : "") + std::string(std::size_t(cols), '0');
  auto p = parse_puzzle_id(id, Surface::Cli);
  EXPECT_TRUE(p.ok()) << head;
  return p->machine;
}

Puzzle load(const char* id) {
  auto p = parse_puzzle_id(id);
  EXPECT_TRUE(p.ok()) << id;
  return *p;
}

TEST(Session, UndoRedoAcrossANewGame) {
  Session s(load("merlin:100/110/001"));
  s.press(0);
  s.press(1);
  const std::string after_two = s.current().id();
  s.new_game(load("quatrainment:1010/0101/1010/0101"));
  EXPECT_EQ(s.machine().name(), "quatrainment");
  EXPECT_EQ(s.moves(), 0);
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.current().id(), after_two);
  EXPECT_EQ(s.moves(), 2);
  ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.machine().name(), "quatrainment");
  EXPECT_FALSE(s.redo());
  EXPECT_EQ(s.undo_depth(), 3);
}

// A game's number: one per deal, kept by its presses and restarts, the same
// when undo and redo come back to it, and new for the same position dealt
// again (a second session's games included).
TEST(Session, EachDealHasItsOwnNumber) {
  Session s(load("merlin:100/110/001"));
  const uint64_t first = s.deal();
  s.press(0);
  s.restart();
  s.press(4);
  EXPECT_EQ(s.deal(), first) << "presses and Restart: the same game";
  s.new_game(load("merlin:100/110/001"));
  const uint64_t second = s.deal();
  EXPECT_NE(second, first) << "the same position dealt again is another game";
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.deal(), first);
  ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.deal(), second);
  s.edit(load("merlin:111/000/000").position);
  const uint64_t edited = s.deal();
  EXPECT_NE(edited, second) << "an edit starts a game";
  s.edit(load("merlin:111/100/000").position, true);
  EXPECT_EQ(s.deal(), edited) << "one edit session, one game";
  Session other(load("merlin:100/110/001"));
  EXPECT_NE(other.deal(), first);
  EXPECT_NE(other.deal(), edited);
}

TEST(Session, ANewMoveDropsTheRedoTail) {
  Session s(load("merlin:000/000/000"));
  s.press(4);
  s.undo();
  EXPECT_EQ(s.redo_depth(), 1);
  s.press(0);
  EXPECT_EQ(s.redo_depth(), 0);
  EXPECT_EQ(s.current().id(), "merlin:110/110/000");
}

TEST(Session, HelpUsedAndRestart) {
  Session s(load("merlin:100/110/001"));
  s.press(4);
  EXPECT_FALSE(s.help_used());
  s.press(5, MoveKind::HintPress);
  EXPECT_TRUE(s.help_used());
  EXPECT_EQ(s.moves(), 2);
  s.restart();
  EXPECT_EQ(s.current().id(), "merlin:100/110/001");
  EXPECT_EQ(s.moves(), 0);
  EXPECT_FALSE(s.help_used());
  ASSERT_TRUE(s.undo());  // restart is a move too
  EXPECT_EQ(s.moves(), 2);
}

TEST(Session, RevisionChangesWithEveryMoveUndoAndRedo) {
  Session s(load("merlin:100/110/001"));
  uint64_t r = s.revision();
  s.press(0);
  EXPECT_NE(s.revision(), r);
  r = s.revision();
  s.undo();
  EXPECT_NE(s.revision(), r);
  r = s.revision();
  EXPECT_FALSE(s.undo());  // nothing happened: the revision stays
  EXPECT_EQ(s.revision(), r);
  s.redo();
  EXPECT_NE(s.revision(), r);
}

// The history keeps a press as its button (and the whole position every
// Session::kSnapshotEvery presses): a long random run of presses, undos,
// redos, restarts, edits and new games reads back, at every step, as a
// history of whole positions does (the model here).
TEST(Session, PressesKeptAsButtonsReadBackAsWholePositions) {
  std::vector<Puzzle> boards = {*parse_puzzle_id("merlin:100/110/001"), *parse_puzzle_id("quatrainment:1010/0101/1010/0101")};
  const MachinePtr five = rules("lightsout7x7-k5", 7, 7);
  boards.push_back(five->deal(five, 7, false));
  struct Model {
    std::vector<Puzzle> at;
    std::vector<MoveKind> kind;
    std::size_t cursor = 0;
  } m;
  Session s(boards[0]);
  m.at.push_back(boards[0]);
  m.kind.push_back(MoveKind::Start);
  std::mt19937 rng(5);
  auto model_push = [&](Puzzle p, MoveKind k) {
    m.at.resize(m.cursor + 1);
    m.kind.resize(m.cursor + 1);
    m.at.push_back(std::move(p));
    m.kind.push_back(k);
    m.cursor = m.at.size() - 1;
  };
  for (int step = 0; step < 4000; ++step) {
    const unsigned r = rng() % 100;
    if (r < 60) {
      const int b = int(rng() % unsigned(s.machine().button_count()));
      const MoveKind k = rng() % 5 == 0 ? MoveKind::HintPress : MoveKind::Press;
      Puzzle next = m.at[m.cursor];
      next.machine->press(next.position, b);
      model_push(next, k);
      s.press(b, k);
    } else if (r < 75) {
      const bool took = s.undo();
      EXPECT_EQ(took, m.cursor > 0);
      if (m.cursor > 0) --m.cursor;
    } else if (r < 88) {
      const bool took = s.redo();
      EXPECT_EQ(took, m.cursor + 1 < m.at.size());
      if (m.cursor + 1 < m.at.size()) ++m.cursor;
    } else if (r < 92) {
      s.restart();
      std::size_t start = m.cursor;
      while (start > 0 &&
             (m.kind[start] == MoveKind::Press || m.kind[start] == MoveKind::HintPress || m.kind[start] == MoveKind::Restart))
        --start;
      model_push(m.at[start], MoveKind::Restart);
    } else if (r < 96) {
      Position p = m.at[m.cursor].position;
      m.at[m.cursor].machine->edit_cell(p, int(rng() % unsigned(s.machine().cell_count())), false);
      model_push(Puzzle{m.at[m.cursor].machine, p}, MoveKind::Edit);
      s.edit(p);
    } else {
      const Puzzle& p = boards[rng() % boards.size()];
      model_push(p, MoveKind::NewGame);
      s.new_game(p);
    }
    ASSERT_EQ(s.current().id(), m.at[m.cursor].id()) << "step " << step;
    ASSERT_EQ(s.undo_depth(), int(m.cursor));
    ASSERT_EQ(s.redo_depth(), int(m.at.size() - 1 - m.cursor));
    int moves = 0;
    bool help = false;
    for (std::size_t i = m.cursor; i > 0 && (m.kind[i] == MoveKind::Press || m.kind[i] == MoveKind::HintPress); --i)
      ++moves, help = help || m.kind[i] == MoveKind::HintPress;
    ASSERT_EQ(s.moves(), moves) << "step " << step;
    ASSERT_EQ(s.help_used(), help) << "step " << step;
  }
  EXPECT_LT(s.history_bytes(), std::size_t(2) << 20) << "a few thousand moves on small boards";
}

// Loading big boards again and again (each its own rule book) keeps at
// most Session::kHistoryRules of them: the oldest games go first, and the
// game in play and the games kept undo as before.
TEST(Session, ManyBigBoardsLoadedKeepAFewRuleBooksAndTheGameInPlay) {
  Session s(load("merlin:100/110/001"));
  std::vector<std::string> ids;
  for (int i = 0; i < 40; ++i) {
    const MachinePtr m = rules("lightsout64x64-k255", 64, 64, true);
    Puzzle p = m->deal(m, uint64_t(i + 1), false);
    ids.push_back(p.id());
    s.new_game(p);
    s.press(i % 64);
    EXPECT_LE(s.history_rules(), Session::kHistoryRules);
  }
  EXPECT_GT(s.dropped_steps(), 0);
  EXPECT_EQ(s.moves(), 1) << "the game in play is whole";
  int games = 0;
  while (s.undo())
    if (s.last_move() == MoveKind::NewGame) ++games;
  EXPECT_GE(games, int(Session::kHistoryRules) - 2) << "the newest games are kept";
  EXPECT_LT(games, 40);
  while (s.redo()) {}
  s.undo();
  EXPECT_EQ(s.current().id(), ids.back()) << "and undo within the last game still lands on its start";
  std::printf("        40 loads of 64x64 with 255 states: %zu rule books, %zu bytes of positions kept, %d steps let go\n",
              s.history_rules(), s.history_bytes(), s.dropped_steps());
}

// Presses past the budget (here 256 KiB, on 64 x 64 with 255 states: 8 KB
// a position): the game in play keeps fewer whole positions (undo replays
// more presses), never more than the budget, and every step still undoes
// exactly, back to the start.
TEST(Session, PressesPastTheBudgetKeepFewerPositionsAndEveryStepUndoes) {
  const MachinePtr m = rules("lightsout64x64-k255", 64, 64, true);
  constexpr std::size_t kBudget = std::size_t(256) << 10;
  Session s(m->deal(m, 3, false), kBudget);
  std::vector<std::string> ids = {s.current().id()};
  std::mt19937 rng(9);
  for (int i = 1; i <= 2000; ++i) {
    s.press(int(rng() % 4096u));
    ids.push_back(s.current().id());
    ASSERT_LE(s.history_bytes(), kBudget) << "after " << i << " presses";
  }
  EXPECT_EQ(s.moves(), 2000);
  for (int i = 1999; i >= 0; --i) {
    ASSERT_TRUE(s.undo());
    ASSERT_EQ(s.current().id(), ids[std::size_t(i)]) << "undone to " << i << " presses";
  }
  EXPECT_FALSE(s.undo());
  for (int i = 1; i <= 2000; i += 37) {
    while (s.moves() < i) ASSERT_TRUE(s.redo());
    ASSERT_EQ(s.current().id(), ids[std::size_t(i)]) << "redone to " << i << " presses";
  }
}

// The biggest board (256 x 256, 255 states: 128 KB a position) pressed
// past the page's own budget, Session::kHistoryBytes.
TEST(Session, PressesOnTheBiggestBoardStayWithinThePagesBudget) {
  const MachinePtr m = rules("lightsout256x256-k255", 256, 256, true);
  Session s(m->deal(m, 3, false));
  std::mt19937 rng(9);
  constexpr int kPresses = 17000;  // 531 whole positions at one a 32 presses: 68 MB unthinned
  std::string before_last_100;
  for (int i = 1; i <= kPresses; ++i) {
    s.press(int(rng() % 65536u));
    if (i == kPresses - 100) before_last_100 = s.current().id();
  }
  EXPECT_LE(s.history_bytes(), Session::kHistoryBytes);
  for (int i = 0; i < 100; ++i) ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.current().id(), before_last_100);
  EXPECT_EQ(s.undo_depth(), kPresses - 100) << "every press of the game in play undoes";
  std::printf("        %d presses on 256x256 with 255 states: %zu bytes of history (budget %zu)\n", kPresses, s.history_bytes(),
              Session::kHistoryBytes);
}

}  // namespace
}  // namespace tl
