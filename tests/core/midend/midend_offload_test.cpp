// midend_offload_test.cpp: a board too big to solve in a frame, its solves
// left to the engine (Midend::set_offload): asked for once per position,
// answered later, stale answers dropped, the help waiting meanwhile.
#include <gtest/gtest.h>

#include "core/engine/engine.hpp"
#include "core/midend/hint_story.hpp"
#include "core/midend/midend.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

// A 20 x 20 Lights Out with three states: 400 cells, past kSolvesInFrame.
Midend big() {
  Midend m = Midend::open("lightsout20x20-k3:" + std::string(400, '0'));
  m.set_seed(3);
  m.set_offload(true);
  m.new_game();
  return m;
}

// The engine's answer to each ask (core/engine, run to rest here).
void answer_all(Midend& m, const std::vector<SolveAsk>& asks) {
  engine::Engine e;
  engine::JobNumber job = 0;
  for (const SolveAsk& ask : asks) {
    e.take(engine::Start{++job, engine::SolveWork{ask.id, ask.story, ask.summary}});
    e.run(std::chrono::hours(1));
    for (engine::News& n : e.take_news()) {
      auto* f = std::get_if<engine::SolveFound>(&n.found);
      m.take_answer(ask, f ? f->solution : Solution{}, f ? f->story : "", f ? f->summary : RulesSummary{}, n.error);
    }
  }
}

TEST(MidendOffload, ABigBoardIsAskedForOnceAndItsHintWaitsForTheAnswer) {
  Midend m = big();
  ASSERT_TRUE(m.offloaded());
  m.set_hint_level(2);
  const uint64_t made = m.derivations();
  m.derive();
  EXPECT_TRUE(m.solving());
  EXPECT_EQ(m.hint_button(), -1) << "no hint before the answer";
  EXPECT_FALSE(m.solution().solvable);
  EXPECT_EQ(m.solution().reason, "the solution is still being worked out");
  std::vector<SolveAsk> asks = m.take_solve_asks();
  ASSERT_EQ(asks.size(), 1u);
  EXPECT_EQ(asks[0].what, SolveAsk::For::Position);
  EXPECT_EQ(asks[0].id, m.current().id());
  EXPECT_FALSE(asks[0].story) << "the why only at the third level";
  EXPECT_TRUE(asks[0].summary) << "the rules' summary with the rules' first ask";
  EXPECT_FALSE(m.rules_summary().linear) << "not known yet";
  m.derive();
  EXPECT_TRUE(m.take_solve_asks().empty()) << "asked once per position";
  EXPECT_LE(m.derivations() - made, 12u);

  answer_all(m, asks);
  EXPECT_FALSE(m.solving());
  const Solution own = m.machine().solve(m.current().position);
  ASSERT_TRUE(own.solvable);
  EXPECT_EQ(m.solution().presses, own.presses);
  EXPECT_EQ(m.hint_button(), own.presses.front());
  EXPECT_EQ(m.start_solution().count(), own.count()) << "at the start, the start's fewest is the position's";
  const RulesSummary summary = summarize_rules(m.machine());
  EXPECT_TRUE(m.rules_summary().linear);
  EXPECT_EQ(m.rules_summary().rank, summary.rank);
  EXPECT_EQ(m.rules_summary().reachable_fraction, summary.reachable_fraction);
  m.press(3);
  m.derive();
  const std::vector<SolveAsk> next = m.take_solve_asks();
  ASSERT_FALSE(next.empty());
  EXPECT_FALSE(next[0].summary) << "once per rules";
}

TEST(MidendOffload, AnAnswerForAPositionLeftBehindIsDropped) {
  Midend m = big();
  m.derive();
  const std::vector<SolveAsk> first = m.take_solve_asks();
  ASSERT_EQ(first.size(), 1u);
  m.press(0);
  m.derive();
  const std::vector<SolveAsk> second = m.take_solve_asks();
  // The new position, and the game's start (the solved banner's fewest).
  ASSERT_EQ(second.size(), 2u);
  EXPECT_EQ(second[0].what, SolveAsk::For::Position);
  EXPECT_EQ(second[1].what, SolveAsk::For::Start);
  answer_all(m, first);
  EXPECT_TRUE(m.solving()) << "the first position's answer is not this one's";
  answer_all(m, second);
  EXPECT_FALSE(m.solving());
  Position after = m.current().position;
  for (int b : m.solution().presses) m.machine().press(after, b);
  EXPECT_TRUE(m.machine().solved(after)) << "the answer solves the position in play";
  const Puzzle& start = m.session().game_start_puzzle();
  EXPECT_EQ(m.start_solution().count(), start.machine->solve(start.position).count());
  EXPECT_TRUE(m.start_solution().presses.empty()) << "counted, not a second list of a big board's presses";
}

TEST(MidendOffload, TheThirdLevelAsksForTheWhyAndShowsItWhenItComes) {
  Midend m = big();
  m.derive();
  answer_all(m, m.take_solve_asks());
  m.set_hint_level(3);
  EXPECT_TRUE(m.explaining());
  EXPECT_EQ(m.leveled_hint().why, "Working out why...");
  EXPECT_GE(m.leveled_hint().button, 0) << "the button shows while the why is worked out";
  m.derive();
  std::vector<SolveAsk> asks = m.take_solve_asks();
  ASSERT_EQ(asks.size(), 1u);
  EXPECT_TRUE(asks[0].story);
  answer_all(m, asks);
  EXPECT_FALSE(m.explaining());
  EXPECT_EQ(m.leveled_hint().why, hint_story(m.machine(), m.current().position, m.solution()).plain);
}

TEST(MidendOffload, StepsWaitAndThenFollowTheAnswer) {
  Midend m = big();
  m.derive();
  EXPECT_FALSE(m.step_next()) << "nothing to step through yet";
  answer_all(m, m.take_solve_asks());
  const long long fewest = m.solution().count();
  ASSERT_GT(fewest, 0);
  long long steps = 0;
  while (!m.solved() && steps <= fewest) {
    m.derive();
    answer_all(m, m.take_solve_asks());  // none while the rest of a fewest solution is kept
    ASSERT_TRUE(m.step_next());
    ++steps;
  }
  EXPECT_TRUE(m.solved());
  EXPECT_LE(steps, fewest);
}

TEST(MidendOffload, AFailedSolveIsSaidAndTheBoardStaysPlayable) {
  Midend m = big();
  m.derive();
  std::vector<SolveAsk> asks = m.take_solve_asks();
  ASSERT_EQ(asks.size(), 1u);
  m.take_answer(asks[0], Solution{}, "", RulesSummary{}, "the engine worker failed: out of memory");
  EXPECT_FALSE(m.solving());
  EXPECT_FALSE(m.solution().solvable);
  EXPECT_EQ(m.solution().reason, "not solved here: the engine worker failed: out of memory");
  EXPECT_TRUE(m.message_is_error());
  m.press(5);
  EXPECT_EQ(m.session().moves(), 1);
}

TEST(MidendOffload, SmallBoardsAndOffloadOffSolveWhereTheyAreRead) {
  Midend small = Midend::open("lightsout16x16-k3:" + std::string(256, '1'));
  small.set_offload(true);
  EXPECT_FALSE(small.offloaded()) << "256 cells solve in the frame";
  small.derive();
  EXPECT_TRUE(small.take_solve_asks().empty());
  Midend off = Midend::open("lightsout20x20-k3:" + std::string(400, '1'));
  EXPECT_FALSE(off.offloaded());
  off.derive();
  EXPECT_TRUE(off.take_solve_asks().empty());
  EXPECT_FALSE(off.solving());
}

}  // namespace
}  // namespace tl
