// midend_test.cpp: each rule of the play screen, without a browser.
#include "core/midend/midend.hpp"

#include <gtest/gtest.h>

#include "core/registry/registry.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

// Arnold and Blaszak's worked example: from 100/110/001 the ring is reached by
// pressing 5, 6, 7 and 9 (0-based 4, 5, 6, 8), and A is invertible, so that is
// the only solution and the fewest presses.
const char* kMerlinExample = "merlin:100/110/001";

Midend merlin() {
  Midend m = Midend::open(kMerlinExample);
  m.set_seed(1);
  return m;
}

TEST(Midend, OpensAnIdOrTheDefaultGameWithAMessage) {
  Midend good = Midend::open(kMerlinExample);
  EXPECT_EQ(good.current().id(), kMerlinExample);
  EXPECT_TRUE(good.message().empty());

  Midend empty = Midend::open("");
  EXPECT_EQ(empty.current().id(), machine_kinds().front().default_id);
  EXPECT_TRUE(empty.message().empty());

  Midend bad = Midend::open("merlin:100/1x0/001");
  EXPECT_EQ(bad.current().id(), machine_kinds().front().default_id);
  EXPECT_TRUE(bad.message_is_error());
  EXPECT_NE(bad.message().find("at character 13: expected '0', '1' or '/'"), std::string::npos) << bad.message();
}

TEST(Midend, RestoresItsOwnSavesAndSetsAsideOthersWithANote) {
  Midend m = merlin();
  m.press(2);
  const Midend back = Midend::restore(m.save_text());
  EXPECT_EQ(back.current().id(), m.current().id());
  EXPECT_TRUE(back.message().empty());
  EXPECT_EQ(Midend::restore(kMerlinExample).current().id(), kMerlinExample) << "older builds saved the bare ID";
  const Midend other = Midend::restore("togglelab-save 99\nmerlin:100/110/001");
  EXPECT_EQ(other.current().id(), machine_kinds().front().default_id);
  EXPECT_NE(other.message().find("another version"), std::string::npos) << other.message();
  for (const char* junk : {"togglelab-save 1\nmerlin:1x", "\xff\xfe{{{", "togglelab-save 1", "togglelab-save "}) {
    const Midend j = Midend::restore(junk);
    EXPECT_EQ(j.current().id(), machine_kinds().front().default_id) << junk;
    EXPECT_FALSE(j.message().empty()) << junk;
  }
}

TEST(Midend, HintIsTheLowestButtonOfTheFewestPressSolution) {
  Midend m = merlin();
  EXPECT_EQ(m.hint_button(), -1) << "hidden until asked for";
  m.set_hint_shown(true);
  EXPECT_EQ(m.hint_button(), 4);
  EXPECT_EQ(m.solution().presses, (std::vector<int>{4, 5, 6, 8}));
  EXPECT_TRUE(m.solution().minimal);
}

TEST(Midend, PressingTheHintCountsAsHelpAndAnyOtherPressDoesNot) {
  Midend m = merlin();
  m.press(0);
  EXPECT_EQ(m.session().moves(), 1);
  EXPECT_FALSE(m.session().help_used()) << "no help shown";
  m.undo();
  m.set_hint_shown(true);
  m.press(0);  // not the hinted button
  EXPECT_FALSE(m.session().help_used());
  m.undo();
  m.press(m.hint_button());
  EXPECT_TRUE(m.session().help_used());
  EXPECT_EQ(m.session().last_move(), MoveKind::HintPress);
}

TEST(Midend, FollowingHintsSolvesInTheFewestPresses) {
  for (const MachineKind& k : machine_kinds()) {
    Midend m = Midend::open(k.default_id);
    m.set_seed(7);
    m.new_game();
    const Solution& s = m.solution();
    ASSERT_TRUE(s.solvable) << m.current().id();
    const std::size_t fewest = s.presses.size();
    m.set_hint_shown(true);
    std::size_t pressed = 0;
    while (!m.solved() && pressed <= fewest) {
      ASSERT_GE(m.hint_button(), 0) << m.current().id();
      m.press(m.hint_button());
      ++pressed;
    }
    EXPECT_TRUE(m.solved()) << k.name;
    if (s.minimal) { EXPECT_EQ(pressed, fewest) << k.name; }
  }
}

TEST(Midend, StepMarksFollowOtherPresses) {
  Midend m = merlin();
  m.set_steps_shown(true);
  EXPECT_EQ(m.step_marks(), (std::vector<int>{4, 5, 6, 8}));
  m.press(5);  // a mark, pressed by hand: counts as help, and the mark goes
  EXPECT_TRUE(m.session().help_used());
  EXPECT_EQ(m.step_marks(), (std::vector<int>{4, 6, 8}));
  m.press(0);  // not a mark: the marks now include undoing it
  EXPECT_EQ(m.step_marks(), (std::vector<int>{0, 4, 6, 8}));
}

TEST(Midend, StepNextAndPreviousWalkTheSolution) {
  Midend m = merlin();
  EXPECT_FALSE(m.step_previous()) << "nothing help made to take back";
  ASSERT_TRUE(m.step_next());
  EXPECT_TRUE(m.steps_shown());
  EXPECT_EQ(m.session().moves(), 1);
  EXPECT_TRUE(m.step_previous());
  EXPECT_EQ(m.session().moves(), 0);
  m.press(0);  // a player's own press is not the step-through's to take back
  EXPECT_FALSE(m.step_previous());
  EXPECT_EQ(m.session().moves(), 1);
  while (m.step_next()) {}
  EXPECT_TRUE(m.solved());
  EXPECT_TRUE(m.step_marks().empty());
}

// The step-through on a board whose solution has millions of presses (128 x
// 128 with 255 states): the marks are read as counts per button, a step
// presses one button its whole count (one undo step, counted as that many
// presses), what is left stays a fewest solution without solving again, and
// stepping to the end makes a step per button.
TEST(Midend, StepsOnTheBiggestSolutionsGoAButtonAtATime) {
  const Result<Puzzle> base = parse_puzzle_id("lightsout128x128-k255:h" + std::string(2 * 128 * 128, '0'), Surface::Cli);
  ASSERT_TRUE(base);
  Midend m = Midend::open(base->machine->deal(base->machine, 2, false).id());
  ASSERT_TRUE(m.message().empty()) << m.message();
  const std::size_t fewest = m.solution().presses.size();
  ASSERT_GT(fewest, 1000000u) << "a solution of millions of presses";
  m.set_steps_shown(true);
  const std::vector<int> counts = m.step_counts();
  ASSERT_EQ(counts.size(), 128u * 128u);
  std::size_t sum = 0;
  for (int c : counts) sum += std::size_t(c);
  EXPECT_EQ(sum, fewest) << "a count per button, summing to the presses";
  const int first = m.step_marks().front(), times = counts[std::size_t(first)];
  ASSERT_TRUE(m.step_next());
  EXPECT_EQ(m.session().moves(), times) << "button " << first + 1 << " pressed its whole count";
  EXPECT_EQ(m.session().undo_depth(), 1) << "as one step";
  EXPECT_EQ(m.step_marks().size(), fewest - std::size_t(times));
  const Solution fresh = m.machine().solve(m.current().position);
  EXPECT_EQ(fresh.presses.size(), m.step_marks().size()) << "what is left is a fewest solution";
  EXPECT_EQ(m.step_counts()[std::size_t(first)], 0);
  ASSERT_TRUE(m.step_previous());
  EXPECT_EQ(m.session().moves(), 0) << "Previous takes the whole step back";
  m.step_to_end();
  EXPECT_TRUE(m.solved());
  EXPECT_EQ(m.session().moves(), int(fewest));
  std::size_t buttons = 0;
  for (int c : counts) buttons += c > 0;
  EXPECT_EQ(std::size_t(m.session().undo_depth()), buttons) << "a step a button";
}

TEST(Midend, PlayPressesOnePerIntervalAndStopsWhenSolved) {
  Midend m = merlin();
  m.set_playing(true);
  EXPECT_FALSE(m.playing()) << "Play needs the step-through shown";
  m.set_steps_shown(true);
  m.set_playing(true);
  ASSERT_TRUE(m.playing());
  EXPECT_TRUE(m.tick(0.01)) << "the first press comes at once";
  EXPECT_FALSE(m.tick(Midend::kPlayInterval / 2));
  EXPECT_TRUE(m.tick(Midend::kPlayInterval / 2));
  EXPECT_EQ(m.session().moves(), 2);
  int ticks = 0;
  while (m.playing() && ticks++ < 100) m.tick(Midend::kPlayInterval);
  EXPECT_TRUE(m.solved());
  EXPECT_FALSE(m.playing());
  EXPECT_EQ(m.session().moves(), 4);
  EXPECT_TRUE(m.session().help_used());
}

TEST(Midend, NewGameKeepsTheRulesIsSolvableAndNeverStartsSolved) {
  for (const MachineKind& k : machine_kinds()) {
    Midend m = Midend::open(k.default_id);
    m.set_seed(3);
    for (int game = 0; game < 5; ++game) {
      const std::string before = m.current().id();
      const uint64_t revision = m.revision();
      m.new_game();
      EXPECT_NE(m.revision(), revision);
      EXPECT_EQ(m.machine().name(), k.name);
      EXPECT_EQ(m.machine().params(), Midend::open(k.default_id).machine().params()) << k.name;
      EXPECT_FALSE(m.solved()) << m.current().id();
      EXPECT_TRUE(m.solution().solvable) << m.current().id();
      EXPECT_EQ(m.session().moves(), 0);
      EXPECT_TRUE(m.undo());
      EXPECT_EQ(m.current().id(), before) << "undo survives New";
      EXPECT_TRUE(m.redo());
    }
  }
}

// New never deals the position in play again: on a 1x3 board (seven starts
// that are not solved) forty deals in a row would repeat one about six
// times by chance, and the player would see New do nothing.
TEST(Midend, NewNeverDealsThePositionInPlayAgain) {
  Midend m = Midend::open("lightsout1x3:101");
  m.set_seed(5);
  for (int game = 0; game < 40; ++game) {
    const std::string before = m.current().id();
    m.new_game();
    EXPECT_NE(m.current().id(), before) << "game " << game;
    EXPECT_FALSE(m.solved()) << m.current().id();
  }
}

TEST(Midend, AnyPositionDealsUnsolvableStartsToo) {
  // 4x4 Lights Out has four quiet patterns: 15 of 16 random starts are unsolvable.
  Midend m = Midend::open("lightsout4x4:0000/0000/0000/0000");
  m.set_seed(11);
  m.set_any_position(true);
  int unsolvable = 0;
  for (int game = 0; game < 20; ++game) {
    m.new_game();
    unsolvable += !m.solution().solvable;
  }
  EXPECT_GT(unsolvable, 10);
  m.set_any_position(false);
  for (int game = 0; game < 20; ++game) {
    m.new_game();
    EXPECT_TRUE(m.solution().solvable);
  }
}

TEST(Midend, StartBuildsRulesFromPickedParameters) {
  Midend m = merlin();
  const MachineKind& lights = *find_machine_kind("lightsout");
  ParamValues v = default_params(lights.params);
  param(lights.params, v, "size");  // the schema has it
  v[0] = {3, 7};
  v[1] = {1, 0};
  ASSERT_TRUE(m.start(lights, v));
  EXPECT_EQ(m.machine().head(), "lightsout3x7t");
  EXPECT_EQ(m.machine().params(), v);
  EXPECT_EQ(m.session().moves(), 0);

  v[0] = {300, 5};  // past the page's limit
  EXPECT_FALSE(m.start(lights, v));
  EXPECT_EQ(m.machine().head(), "lightsout3x7t") << "the game is kept";
  EXPECT_TRUE(m.message_is_error());
  EXPECT_NE(m.message().find("1..256"), std::string::npos) << m.message();
  EXPECT_NE(m.message().find("300x5"), std::string::npos) << m.message();
}

TEST(Midend, LoadIsUndoableAndABadIdKeepsTheGame) {
  Midend m = merlin();
  ASSERT_TRUE(m.load("quatrainment:1010/0101/1010/0101"));
  EXPECT_EQ(m.machine().name(), "quatrainment");
  EXPECT_FALSE(m.load("quatrainment:xFFFF,g=xFFFF,g=x0000"));
  EXPECT_EQ(m.machine().name(), "quatrainment");
  EXPECT_NE(m.message().find("given twice"), std::string::npos) << m.message();
  EXPECT_TRUE(m.undo());
  EXPECT_EQ(m.current().id(), kMerlinExample);
  ASSERT_TRUE(m.load(kMerlinExample));
  EXPECT_TRUE(m.message().empty()) << "a good load clears the old message";
}

TEST(Midend, RestartGoesBackToTheStartAndIsUndoable) {
  Midend m = merlin();
  m.press(0);
  m.press(1);
  m.restart();
  EXPECT_EQ(m.current().id(), kMerlinExample);
  EXPECT_EQ(m.session().moves(), 0);
  EXPECT_TRUE(m.undo());
  EXPECT_EQ(m.session().moves(), 2);
}

TEST(Midend, EditModeSwitchesCellsOfTheLightsOrTheGoal) {
  Midend m = merlin();
  m.set_editing(true, false);
  m.click_cell(2);
  EXPECT_EQ(m.current().id(), "merlin:101/110/001");
  EXPECT_EQ(m.session().last_move(), MoveKind::Edit);
  m.set_editing(true, true);
  m.click_cell(4);  // the centre joins the ring in the goal
  EXPECT_EQ(m.current().id(), "merlin:101/110/001,g=111/111/111");
  EXPECT_TRUE(m.undo()) << "one edit session (the lights, then the goal) is one undo step";
  EXPECT_EQ(m.current().id(), kMerlinExample);
  m.set_editing(false, false);
  m.click_cell(4);  // playing again: the centre button is pressed
  EXPECT_EQ(m.session().last_move(), MoveKind::Press);
  EXPECT_EQ(m.session().moves(), 1);
}

TEST(Midend, EditModeStaysOffWhereTheGoalIsNotAGrid) {
  Midend m = Midend::open(find_machine_kind("ghaly")->default_id);
  m.set_editing(true, false);
  EXPECT_FALSE(m.editing());
  m.click_cell(0);
  EXPECT_EQ(m.session().last_move(), MoveKind::Press);
}

TEST(Midend, SolutionIsRecomputedOncePerChange) {
  Midend m = merlin();
  const Solution* first = &m.solution();
  const uint64_t revision = m.revision();
  EXPECT_EQ(&m.solution(), first);
  EXPECT_EQ(m.revision(), revision) << "reading does not change anything";
  m.press(4);
  EXPECT_EQ(m.solution().presses, (std::vector<int>{5, 6, 8}));
  m.undo();
  EXPECT_EQ(m.solution().presses, (std::vector<int>{4, 5, 6, 8}));
}

TEST(Midend, RulesSummaryGivesTheRankOfLinearMachines) {
  Midend m = merlin();
  EXPECT_TRUE(m.rules_summary().linear);
  EXPECT_EQ(m.rules_summary().rank, 9) << "Arnold and Blaszak: A is invertible";
  ASSERT_TRUE(m.load("lightsout4x4:0000/0000/0000/0000"));
  EXPECT_EQ(m.rules_summary().rank, 12);
  EXPECT_EQ(m.rules_summary().nullity, 4);
  ASSERT_TRUE(m.load(find_machine_kind("ghaly")->default_id));
  EXPECT_FALSE(m.rules_summary().linear);
}

TEST(Midend, PressesOutOfRangeAreIgnored) {
  Midend m = merlin();
  m.press(-1);
  m.press(9);
  m.click_cell(99);
  EXPECT_EQ(m.session().undo_depth(), 0);
}

// The solved banner's "the fewest is N": the fewest presses from where the
// game started, whatever was pressed since, and a new count after a restart
// or a new game only when the start changed.
TEST(Midend, StartSolutionIsTheFewestFromTheGamesStart) {
  Midend m = Midend::open(kMerlinExample);
  EXPECT_EQ(m.start_solution().presses.size(), 4u);  // Arnold and Blaszak: 5, 6, 7, 9
  m.press(0);
  m.press(2);
  ASSERT_EQ(m.session().moves(), 2);
  EXPECT_EQ(m.start_solution().presses.size(), 4u) << "presses do not move the game's start";
  EXPECT_NE(m.solution().presses, m.start_solution().presses);
  m.restart();
  EXPECT_EQ(m.start_solution().presses, m.solution().presses);
  // The solution of every start is checked against the machine itself.
  Midend five = Midend::open("lightsout5x5:00000/00100/01110/00100/00000");
  Position p = five.current().position;
  for (int b : five.start_solution().presses) five.machine().press(p, b);
  EXPECT_TRUE(five.machine().solved(p));
  EXPECT_EQ(five.start_solution().presses.size(), 1u);  // the plus around the centre: press 13
}

}  // namespace
}  // namespace tl

namespace tl {
namespace {

// Hard mode: chosen before the first press, it refuses every kind of help
// (the hint's levels, the step-through, Press next, Play) with one message,
// locks at the first press, and a new game starts without it. A hint seen
// first is a solution seen: hard mode is then too late.
TEST(Midend, HardModeRefusesHelpAndLocksAtTheFirstPress) {
  Midend m = merlin();
  EXPECT_FALSE(m.hard());
  EXPECT_FALSE(m.hard_locked());
  ASSERT_TRUE(m.set_hard(true));
  EXPECT_TRUE(m.hard());
  m.hint_further();
  EXPECT_EQ(m.hint_level(), 0);
  EXPECT_NE(m.message().find("Hard mode: no hints"), std::string::npos) << m.message();
  m.set_hint_shown(true);
  EXPECT_EQ(m.hint_button(), -1);
  m.set_steps_shown(true);
  EXPECT_FALSE(m.steps_shown());
  EXPECT_TRUE(m.step_marks().empty());
  EXPECT_FALSE(m.step_next());
  EXPECT_FALSE(m.press_next());
  m.step_to_end();
  m.set_playing(true);
  EXPECT_FALSE(m.playing());
  EXPECT_EQ(m.session().moves(), 0) << "nothing pressed for the player";
  ASSERT_TRUE(m.set_hard(false)) << "still before the first press";
  ASSERT_TRUE(m.set_hard(true));
  m.press(4);
  EXPECT_TRUE(m.hard_locked());
  EXPECT_FALSE(m.set_hard(false)) << "locked from the first press";
  EXPECT_TRUE(m.hard());
  EXPECT_TRUE(m.message_is_error());
  for (int b : {5, 6, 8}) m.press(b);
  EXPECT_TRUE(m.solved()) << "Arnold and Blaszak's four presses, in hard mode";
  EXPECT_FALSE(m.session().help_used());
  m.new_game();
  EXPECT_FALSE(m.hard()) << "a new game starts without it";
  m.hint_further();
  EXPECT_EQ(m.hint_level(), 1);
  EXPECT_FALSE(m.set_hard(true)) << "a hint seen first";
  EXPECT_FALSE(m.hard());
  ASSERT_TRUE(m.load(kMerlinExample));
  EXPECT_TRUE(m.set_hard(true)) << "a loaded puzzle is a new game";
}

}  // namespace
}  // namespace tl
