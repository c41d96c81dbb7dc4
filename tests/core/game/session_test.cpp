// session_test.cpp: the game history (Tatham's midend): undo/redo across new
// games, move counting, help marking, restart, and the revision counter the
// platform uses to save only after a change.
#include <gtest/gtest.h>

#include "core/registry/registry.hpp"
#include "core/game/session.hpp"

namespace tl {
namespace {

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

}  // namespace
}  // namespace tl
