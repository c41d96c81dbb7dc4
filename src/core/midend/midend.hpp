// midend.hpp: the game a front end plays, without the drawing (Tatham's midend.c).
//
// A front end (the ImGui app, a test) owns one Midend and calls it for every
// action a player takes; it draws what the Midend reports. Everything that is
// a rule of the play screen lives here, so it is tested natively:
//   - the session: history, undo/redo that survive New, restart, edits
//   - help bookkeeping: a press that follows the hint or a step mark counts as
//     help (the move counter says "help used"); every new puzzle (New, a
//     load, a machine picked, Restart, an edit) starts with none shown, so
//     help is counted only where it was asked for in that game
//   - the hint in three levels (where to look, which button, why: see
//     hint_levels.hpp), each one click further, and the
//     step-through, whose marks follow whatever else is pressed, with Play
//   - New: a fresh deal of the same rules, solvable unless "any position",
//     never one that starts solved; starting other rules from picked
//     parameters; loading an ID with a message that says what was wrong
//   - edit mode: clicks switch cells of the lights or the goal, Clear and All
//     on set them all; one edit session is one undo step, and asking for
//     help (the hint, the solution, Press next) ends it
//   - the solution of the current position and the rules' rank, computed once
//     per change (keyed by the session's revision, never by an address)
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/game/board_patterns.hpp"
#include "core/game/machine_kind.hpp"
#include "core/game/session.hpp"
#include "core/graph/graph_edit.hpp"
#include "core/linear/explain/broken_invariants.hpp"
#include "core/midend/hint_levels.hpp"

namespace tl {

// What the rules can reach (linear machines): the Play tab's rank line.
struct RulesSummary {
  bool linear = false;  // linear over GF(2) or Z_k: the rest is filled in
  int states = 2;
  int cells = 0, buttons = 0;
  int rank = -1;    // over the field (two states, or a prime number of states); else -1
  int nullity = 0;  // generators of the quiet patterns
  bool all_reachable = false;
  std::string reachable_fraction;  // "1/2^2", "1/3 * 2^4": of all positions, the part any start reaches
};
// The summary of `m`'s rules (its counts only: no patterns). Factors the
// rules on a machine that has not: the engine's work on the biggest boards.
RulesSummary summarize_rules(const Machine& m);

// A solve the midend leaves to the engine (Midend::set_offload): the
// position in play (or the game's start, for the solved banner's fewest) by
// its ID, and with `story` the hint's why too. `key` names the ask; the
// answer comes back with it (Midend::take_answer).
struct SolveAsk {
  enum class For : uint8_t { Position, Start };
  For what = For::Position;
  uint64_t key = 0;
  std::string id;
  bool story = false;
  bool summary = false;  // the rules' summary too (once per rules)
};

class Midend {
 public:
  // Seconds between the step-through's presses while Play runs: a pace a
  // person can follow.
  static constexpr double kPlayInterval = 0.6;

  explicit Midend(Puzzle start);
  // Opens `id` (a URL hash, --load). An empty ID opens the default game; a bad
  // one too, with a message that names what was wrong.
  static Midend open(std::string_view id);
  // Restores what save_text() wrote (localStorage, the config file). A save
  // from another format version, or a corrupted one, is set aside: the
  // default game, with a note that says so. Older builds saved the bare ID,
  // which is still read.
  static Midend restore(std::string_view saved);
  // The game as the platform keeps it between runs: "togglelab-save 1", then the ID.
  std::string save_text() const;
  static constexpr int kSaveFormat = 1;

  // --- the game --------------------------------------------------------------
  const Session& session() const { return session_; }
  const Puzzle& current() const { return session_.current(); }
  const Machine& machine() const { return session_.machine(); }
  const MachineKind& kind() const;
  // Changes whenever anything the screen shows of the game may have changed.
  uint64_t revision() const { return session_.revision(); }
  bool solved() const { return session_.solved(); }

  // --- moves -----------------------------------------------------------------
  // A player's press of a 0-based button. Counts as help when it is the
  // hinted button or one of the step-through's marks.
  void press(int button);
  // Presses button j times[j] times, each the player's own press (never help,
  // whatever the hint shows): what the student's elimination read off
  // (diy_desk.hpp) is their own work.
  void press_own(const std::vector<int>& times);
  // A click on cell `cell` of the board: in edit mode the cell switches (an
  // undoable edit of the lights or of the goal); otherwise the button that
  // sits on the cell is pressed (none: nothing happens).
  void click_cell(int cell);
  // A new game of the same rules (machines whose rules are dealt, Ghaly's,
  // deal new rules): solvable unless `any_position`, never already solved.
  void new_game();
  // A new game of `kind` built from picked parameters (checked against the
  // page's limits). On bad parameters the game is kept, a message says why.
  bool start(const MachineKind& kind, const ParamValues& values);
  // A new game of `kind`'s default rules (those of its default ID: Merlin,
  // the custom rules' preset): what choosing a machine from the list gives.
  void start_default(const MachineKind& kind);
  // A new game of rules built elsewhere (the atlas opens an N x N board).
  void start_rules(const MachinePtr& rules) {
    if (!rules) return;
    new_game_of(rules);
    clear_message();
  }
  // An ID as a new, undoable game. On a bad ID the game is kept and the
  // message names the character and what was wrong there.
  bool load(std::string_view id);
  // The graph editor (machines whose graph may be edited, Machine::
  // graph_editable): the graph in play after `e`, opened from its ID as a
  // new, undoable game, each light following its vertex (a new vertex dark,
  // its goal 0). Refused with a message that says why (a vertex that is not
  // there, the last vertex, more than the page's vertices): then nullopt.
  std::optional<GraphEdited> edit_graph(const GraphEdit& e);
  // A graph pasted as graph6 (the graph editor's Paste), under the rules in
  // play (states, whether a press changes itself), drawn by the
  // deterministic layout, with a fresh puzzle dealt on it. A bad string
  // keeps the game; the message names the character and what was wrong.
  bool open_graph6(std::string_view text);
  void restart();
  bool undo();
  bool redo();
  // The how-to-play tour plays its boards in a history of their own, so
  // that undo never walks into them: the player's history is kept aside (a
  // copy) as it starts and put back as it ends, the game in play with its
  // undo steps as they were; or, the first visit's, a history that begins
  // with a fresh deal of `rules` (a game of the rules the tour taught).
  // The message stays as it was: the caller says what happened.
  Session kept_history() const { return session_; }
  void resume_history(Session kept);
  void begin_history(const MachinePtr& rules);

  // --- help --------------------------------------------------------------------
  // The hint's level: 0 hidden, 1 where to look, 2 which button (the ring),
  // 3 why. A press of the hint's button while any level shows is a help press.
  int hint_level() const { return hint_level_; }
  void set_hint_level(int level) {
    if (level > 0 && refuse_help()) return;
    hint_level_ = std::clamp(level, 0, 3);
    help_seen_ = help_seen_ || hint_level_ > 0;
  }
  // Whether help was shown or used in the game in play: a hint at any
  // level, the solution's marks, a press help made (what the records count
  // as a solve with help; the ledger keeps it per deal across restarts).
  bool help_taken() const { return help_seen_ || session_.help_used(); }
  // One click further: 0 -> 1 -> 2 -> 3 -> hidden.
  // Help is for playing: asking for it ends edit mode (as all of it below).
  void hint_further() {
    end_edit();
    set_hint_level(hint_level_ >= 3 ? 0 : hint_level_ + 1);  // refused in hard mode, where the level stays 0
  }
  // What the levels shown say, for the current position (cached per change).
  const LeveledHint& leveled_hint() const;
  // The ring (level 2 and up), as before the levels: H and the tests use it.
  bool hint_shown() const { return hint_level_ >= 2; }
  void set_hint_shown(bool on) { set_hint_level(on ? 2 : 0); }

  // --- hard mode ---------------------------------------------------------------
  // No hint, no step-through, no Press next for the game in play (and the
  // app hides the Why tab's parts that show the solution): chosen before the
  // game's first press and locked from it on; a new game or a loaded puzzle
  // starts without it. set_hard answers false, with a message, when locked.
  bool hard() const { return hard_; }
  bool hard_locked() const;
  bool set_hard(bool on);
  // The hinted button (0-based), or -1: hint hidden, solved or unsolvable.
  int hint_button() const;
  // How many times the hinted button is pressed in the fewest-press solution
  // (k states: "press 4 x2"); 0 when there is no hint.
  int hint_times() const;
  // The step-through: every button of a fewest-press solution is marked; the
  // marks follow the position, whatever pressed it.
  bool steps_shown() const { return steps_shown_; }
  void set_steps_shown(bool on);
  // The marks: the solution's buttons ascending, a button once per press
  // (empty when not shown, or solved). Millions on the biggest boards: read,
  // never copied.
  const std::vector<int>& step_marks() const;
  // Per button, its presses among the marks (empty when there are none):
  // what the board draws, a count a cell.
  const std::vector<int>& step_counts() const;
  // Presses the first marked button as often as it is marked, one step (a
  // help press); false when there is none. The rest of a fewest solution is
  // still one (a press changes one count by its own), so it is kept, not
  // solved again.
  bool step_next();
  // Every mark, a step a button, as Play with no animation.
  void step_to_end();
  // The bar's Press next and the key S: step_next() for a player who may not
  // know it plays for them. Its first use in a game where no help was used
  // yet presses nothing and says (the message) that it presses for you and
  // that the game then counts as help used; the next use presses. True when
  // it pressed.
  bool press_next();
  // Undoes the last press when help made it (only those); false otherwise.
  bool step_previous();
  bool can_step_previous() const { return session_.last_move() == MoveKind::HintPress; }
  // Play: the step-through presses its marks one by one, every kPlayInterval.
  bool playing() const { return playing_; }
  void set_playing(bool on);
  // Advances Play by `seconds` of wall time; true when it pressed.
  bool tick(double seconds);

  // --- edit mode -----------------------------------------------------------------
  bool editing() const { return editing_; }
  bool editing_goal() const { return editing_goal_; }
  // Edit mode is for machines whose goal is a grid; elsewhere it stays off.
  // Turning it on starts an edit session: its edits are one undo step.
  void set_editing(bool on, bool goal);
  void end_edit() { set_editing(false, editing_goal_); }
  // In edit mode, every cell of the lights (or of the goal, when that is
  // edited) set to `value`: 0 (Clear) or 1 (All on; with k states the first
  // lit one). An edit of the session like a click on a cell.
  void edit_all(int value);
  // A pattern or an operation on the whole board (board_patterns.hpp): on
  // the goal while Edit edits it, else on the lights. One undoable step (in
  // edit mode a step of the edit session); the game's help is put away as
  // after any edit. Refused with a message that says why (a board with no
  // grid of goals, a turn of what is not a grid, rotating two states): then
  // false, the game unchanged.
  bool change_board(BoardChange c);
  // Why change_board(c) would be refused now, or empty: what the buttons
  // say when greyed.
  std::string change_board_refusal(BoardChange c) const;

  // --- options and messages --------------------------------------------------------
  bool any_position() const { return any_position_; }
  void set_any_position(bool on) { any_position_ = on; }
  const std::string& message() const { return message_; }
  bool message_is_error() const { return message_is_error_; }
  void set_message(std::string text, bool error);
  // A word about what the last move did that the next makes stale ("New
  // game: U brings the last one back."): shown as any message, and gone at
  // the next press, where any other message stays until it is replaced or
  // dismissed.
  void say_in_passing(std::string text) {
    set_message(std::move(text), false);
    passing_ = true;
  }
  void clear_message() {
    message_.clear();
    message_is_error_ = false;
    passing_ = false;
  }
  // New's randomness: from the clock unless fixed here (tests).
  void set_seed(uint64_t seed) {
    seed_ = seed;
    seed_fixed_ = true;
  }

  // --- solves left to the engine ---------------------------------------------------
  // With offload on (the app), rules of a linear machine past
  // kSolvesInFrame cells or buttons are never solved in a frame: derive()
  // asks for the solution of each position (and, at the hint's third level,
  // its why) and take_solve_asks() hands the asks out for the engine, whose
  // answers come back through take_answer(). Until then solving() is true,
  // solution() is an unsolvable Solution whose reason says it is being
  // worked out, and the hint, the step-through and Press next wait (the
  // level or the marks asked for show when it comes); the rules' summary
  // comes from the engine too, and the invariants an unsolvable position
  // breaks are not looked for (the solver's words say why). Off (the CLI, the
  // core's tests): everything is solved where it is read, as always.
  static constexpr int kSolvesInFrame = 256;
  void set_offload(bool on) { offload_ = on; }
  bool offloaded() const;
  bool solving() const { return offloaded() && solution_revision_ != revision(); }
  // The hint's third level is shown and its why is still being worked out.
  bool explaining() const;
  std::vector<SolveAsk> take_solve_asks() { return std::exchange(asks_, {}); }
  // An answer to an ask: kept when the game is still where it was asked
  // (the same revision, the same start), else dropped. `error` (a failed
  // engine, a bad ID) is said in the message line and the position is
  // shown as not solved here.
  // `summary` is the rules' (asked for with `ask.summary`).
  void take_answer(const SolveAsk& ask, Solution solution, std::string story, const RulesSummary& summary,
                   const std::string& error);

  // --- derived, computed once per change ---------------------------------------------
  const Solution& solution() const;
  // The values a frame of the play screen reads, made now where stale (the
  // solution, the hint at its level, the step marks' counts, the rules'
  // summary, the invariants an unsolvable position breaks): the app calls
  // it in update, so that drawing finds them made and solves nothing.
  void derive();
  // How many derived values were made so far (each solve, hint, summary...):
  // the app counts those a draw made, which derive() should leave at none.
  uint64_t derivations() const { return derivations_; }
  const char* last_derived() const { return last_derived_; }
  const RulesSummary& rules_summary() const;
  // Why the position cannot be solved, as cells: the rules' invariant
  // generators it breaks (broken_invariants.hpp), the board's outlines.
  // Empty when it is solvable or the machine is not linear.
  const std::vector<BrokenInvariant>& broken_invariants() const;
  // The fewest presses from where the current game started (the solved
  // banner's "the fewest is 5"): solved once per game, not per press. Read
  // its count(): where the engine answered it, it holds no list.
  const Solution& start_solution() const;

 private:
  Puzzle deal(const MachinePtr& rules);
  void new_game_of(const MachinePtr& rules);
  // A new puzzle on the board: the hint, the step-through and Play asked for
  // in the last game are put away, or the next game's first press of their
  // button would count as help the player never asked for there.
  void forget_help();
  // Says so when the history let its oldest steps go (Session::dropped_steps).
  void note_dropped_steps();
  // `p` as an edit: onto the session's last one while nothing came between
  // (an undo, a press), else a new undo step.
  void apply_edit(Position p);
  // The seed of the next random deal or pattern: from the clock unless fixed.
  uint64_t next_seed();

  Session session_;
  // Hard mode refuses help: true (and the message says so) when it does.
  bool refuse_help();
  int hint_level_ = 0;
  bool hard_ = false;
  bool help_seen_ = false;  // a hint or the solution's marks showed in this game: hard mode is too late
  bool steps_shown_ = false, playing_ = false;
  bool press_next_told_ = false;  // this game's first Press next has said what it does
  int dropped_told_ = 0;          // the history's steps let go that a message has told of
  double play_clock_ = 0;
  bool editing_ = false, editing_goal_ = false;
  uint64_t edit_revision_ = ~uint64_t(0);  // the revision this edit session's last edit made
  bool any_position_ = false;
  std::string message_;
  bool passing_ = false;  // the message was said in passing: the next press clears it
  bool message_is_error_ = false;
  uint64_t seed_ = 0, games_dealt_ = 0;
  bool seed_fixed_ = false;

  // Caches of what is derived from the game, made on first read (so
  // mutable: reading them is const): the revision (solution) or the rules
  // (summary) they were made for.
  mutable uint64_t derivations_ = 0;
  mutable const char* last_derived_ = "";
  void derived(const char* what) const {
    ++derivations_;
    last_derived_ = what;
  }
  mutable uint64_t solution_revision_ = ~uint64_t(0);
  mutable Solution solution_;
  mutable uint64_t counts_revision_ = ~uint64_t(0);
  mutable std::vector<int> step_counts_;
  mutable Puzzle start_solved_for_;  // the game start `start_solution_` is for (rules held, position compared)
  mutable Solution start_solution_;
  mutable MachinePtr summary_rules_;  // held, so the key cannot be reused by other rules
  mutable RulesSummary summary_;
  mutable MachinePtr invariants_rules_;  // the rules `rule_invariants_` are for (held)
  mutable std::vector<ZkInvariant> rule_invariants_;
  mutable uint64_t broken_revision_ = ~uint64_t(0);
  mutable std::vector<BrokenInvariant> broken_;
  mutable uint64_t hint_revision_ = ~uint64_t(0);
  mutable int hint_asked_ = -1;  // the level `hint_` was made for (it may come back lower: no solution, level 0)
  mutable LeveledHint hint_;

  // Offload (set_offload): the asks not yet handed out; the revision whose
  // solution (and story) was asked for; the story that came back and its
  // revision; the start asked for and the answer's key.
  bool offload_ = false;
  std::vector<SolveAsk> asks_;
  uint64_t solve_asked_ = ~uint64_t(0), story_asked_ = ~uint64_t(0), story_revision_ = ~uint64_t(0);
  std::string story_;
  Puzzle start_asked_;                        // the game's start whose solution is asked for (machine null: none)
  MachinePtr summary_asked_;                  // the rules whose summary the last ask asked for
  uint64_t summary_asked_at_ = ~uint64_t(0);  // and at which revision
  uint64_t start_key_ = 0;
  void ask_solves();
  bool at_game_start() const;  // the position in play is the game's start (same rules, same lights)
};

}  // namespace tl
