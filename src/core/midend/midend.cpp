// midend.cpp: the rules of the play screen (see midend.hpp).
#include "core/midend/midend.hpp"

#include <algorithm>
#include <chrono>
#include <random>

#include "core/base/shown_text.hpp"
#include "core/game/graph_view.hpp"
#include "core/game/press_reach.hpp"
#include "core/graph/graph6.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/registry/registry.hpp"

namespace tl {

namespace {

Puzzle default_puzzle() { return *parse_puzzle_id(machine_kinds().front().default_id); }

}  // namespace

Midend::Midend(Puzzle start) : session_(std::move(start)) {}

Midend Midend::open(std::string_view id) {
  if (id.empty()) return Midend(default_puzzle());
  auto p = parse_puzzle_id(id);
  if (p) return Midend(*p);
  Midend m(default_puzzle());
  m.set_message("Could not open the puzzle '" + shown_text(id) + "': " + p.error().describe() +
                    ". Showing the default game instead.",
                true);
  return m;
}

Midend Midend::restore(std::string_view saved) {
  if (saved.empty()) return Midend(default_puzzle());
  constexpr std::string_view kMagic = "togglelab-save ";
  std::string_view id = saved;
  if (saved.substr(0, kMagic.size()) == kMagic) {
    const std::size_t eol = saved.find('\n');
    const std::string version(
        saved.substr(kMagic.size(), eol == std::string_view::npos ? std::string_view::npos : eol - kMagic.size()));
    if (version != std::to_string(kSaveFormat)) {
      Midend m(default_puzzle());
      m.set_message("A saved game from another version of Toggle Lab (save format '" + version.substr(0, 20) +
                        "', this one reads " + std::to_string(kSaveFormat) + ") was set aside; here is the default game.",
                    false);
      return m;
    }
    id = eol == std::string_view::npos ? std::string_view() : saved.substr(eol + 1);
  }
  auto p = parse_puzzle_id(id);
  if (p) return Midend(*p);
  Midend m(default_puzzle());
  m.set_message("Your last game could not be restored (" + p.error().describe() + "); here is the default game.", true);
  return m;
}

std::string Midend::save_text() const { return "togglelab-save " + std::to_string(kSaveFormat) + "\n" + current().id(); }

const MachineKind& Midend::kind() const { return kind_of(machine()); }

void Midend::set_message(std::string text, bool error) {
  message_ = std::move(text);
  message_is_error_ = error;
  passing_ = false;
}

//-----------------------------------------------------------------------------
// Moves
//-----------------------------------------------------------------------------

void Midend::press(int button) {
  if (button < 0 || button >= machine().button_count()) return;
  // Pressing what help pointed at counts as using help, from the first level
  // (the row) on: the hint led there.
  bool helped =
      hint_level_ > 0 && !solved() && solution().solvable && !solution().presses.empty() && button == solution().presses.front();
  if (!helped && steps_shown_) {
    const std::vector<int>& counts = step_counts();
    helped = std::size_t(button) < counts.size() && counts[std::size_t(button)] > 0;
  }
  session_.press(button, helped ? MoveKind::HintPress : MoveKind::Press);
  if (passing_) clear_message();
}

void Midend::click_cell(int cell) {
  const Machine& m = machine();
  if (cell < 0 || cell >= m.cell_count()) return;
  if (editing_ && m.goal_is_grid()) {
    Position p = current().position;
    m.edit_cell(p, cell, editing_goal_);
    apply_edit(std::move(p));
    return;
  }
  if (const int b = button_on_cell(m, cell); b >= 0) press(b);
}

uint64_t Midend::next_seed() {
  if (!seed_fixed_) seed_ = uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
  return seed_ ^ (++games_dealt_ * 0x9e3779b97f4a7c15ull);
}

Puzzle Midend::deal(const MachinePtr& rules) {
  const uint64_t seed = next_seed();
  // A new game that starts solved teaches nothing, and New that deals the
  // very position in play looks as if it did nothing (Merlin's machine has
  // only 512 positions): deal again (rarely needed).
  const bool same_rules = rules == current().machine;
  auto wasted = [&](const Puzzle& p) {
    return p.machine->solved(p.position) || (same_rules && p.position == current().position);
  };
  Puzzle p = rules->deal(rules, seed, any_position_);
  for (uint64_t tries = 1; tries <= 8 && wasted(p); ++tries) p = rules->deal(rules, seed + tries, any_position_);
  return p;
}

void Midend::new_game_of(const MachinePtr& rules) {
  session_.new_game(deal(rules));
  forget_help();
  hard_ = help_seen_ = false;  // chosen per game
  if (!machine().goal_is_grid()) editing_ = false;
  note_dropped_steps();
}

void Midend::new_game() {
  clear_message();  // what was said was about the game before
  new_game_of(current().machine);
}

bool Midend::start(const MachineKind& kind, const ParamValues& values) {
  auto m = make_machine(kind, values, Surface::Page);
  if (!m) {
    set_message("Cannot start " + kind.title + ": " + m.error().message, true);
    return false;
  }
  new_game_of(*m);
  clear_message();
  return true;
}

void Midend::start_default(const MachineKind& kind) {
  // A kind's default ID is valid by construction (a registry test loads each).
  start_rules(parse_puzzle_id(kind.default_id)->machine);
}

bool Midend::load(std::string_view id) {
  auto p = parse_puzzle_id(id);
  if (!p) {
    set_message("Could not open the puzzle: " + p.error().describe(), true);
    return false;
  }
  session_.new_game(*p);
  forget_help();
  hard_ = help_seen_ = false;  // chosen per game
  if (!machine().goal_is_grid()) editing_ = false;
  clear_message();
  note_dropped_steps();
  return true;
}

void Midend::note_dropped_steps() {
  if (session_.dropped_steps() == dropped_told_) return;
  dropped_told_ = session_.dropped_steps();
  set_message("Undo now goes back " + std::to_string(session_.undo_depth()) +
                  " steps: the oldest games' steps were let go to keep this page's memory small.",
              false);
}

std::optional<GraphEdited> Midend::edit_graph(const GraphEdit& e) {
  const Machine& m = machine();
  if (!graph_editable(m)) {
    set_message("This board is not a graph to edit: pick Lights Out on a graph.", true);
    return std::nullopt;
  }
  const CellLayout* layout = m.cell_layout();
  auto graph = parse_graph6(graph6_of(m), kind_of(m).cli_max_cells);
  if (!layout || !graph) return std::nullopt;  // a graph machine always has both
  const int most = std::max(kind_of(m).page_max_cells, 1);
  auto edited = apply_graph_edit(drawing_of(std::move(*graph), *layout), e, most);
  if (!edited) {
    set_message("Not changed: " + edited.error().message + ".", true);
    return std::nullopt;
  }
  MachinePtr next = m.graph()->with_graph(edited->drawing.graph, edited->drawing.x, edited->drawing.y);
  if (!next) {
    set_message("Not changed: the graph would leave the drawing's range.", true);
    return std::nullopt;
  }
  // The lights and the goal follow their vertices.
  const Position& now = current().position;
  const std::vector<int> lights = m.cells(now), goal = m.goal_cells(now);
  std::vector<int> next_lights, next_goal;
  for (int from : edited->from) {
    next_lights.push_back(from >= 0 ? lights[std::size_t(from)] : 0);
    next_goal.push_back(from >= 0 ? goal[std::size_t(from)] : 0);
  }
  if (!load(Puzzle{next, next->position_of(next_lights, next_goal)}.id())) return std::nullopt;  // load() says why
  const RulesSummary& r = rules_summary();
  const std::size_t edges = edited->drawing.graph.edge_count();
  set_message(edited->what + " " + std::to_string(r.cells) + " vertices, " + std::to_string(edges) +
                  (edges == 1 ? " edge" : " edges") + (r.rank >= 0 ? ", rank " + std::to_string(r.rank) : "") + ".",
              false);
  return std::move(*edited);
}

bool Midend::open_graph6(std::string_view text) {
  const Machine& m = machine();
  if (!graph_editable(m)) {
    set_message("This board is not a graph: pick Lights Out on a graph to open graph6.", true);
    return false;
  }
  // Pasted text often ends in a newline or starts with spaces.
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  auto graph = parse_graph6(text, std::max(kind_of(m).page_max_cells, 1));
  if (!graph) {
    set_message("Could not open the graph6: " + graph.error().describe(), true);
    return false;
  }
  MachinePtr next = m.graph()->with_graph(*graph, {}, {});
  if (!next) return false;  // with_graph takes every graph parse_graph6 gives under the page's cap
  new_game_of(next);
  set_message("Opened a graph of " + std::to_string(graph->n) + " vertices and " + std::to_string(graph->edge_count()) +
                  " edges, with a puzzle dealt on it.",
              false);
  return true;
}

void Midend::restart() {
  session_.restart();
  forget_help();
}
void Midend::resume_history(Session kept) {
  session_ = std::move(kept);
  editing_ = false;
  edit_revision_ = ~uint64_t(0);
  forget_help();
  hard_ = help_seen_ = false;  // what they were is the game's own; help asked before it stays with the ledger's deal
}

void Midend::begin_history(const MachinePtr& rules) { resume_history(Session(deal(rules))); }

bool Midend::undo() { return session_.undo(); }
bool Midend::redo() { return session_.redo(); }

//-----------------------------------------------------------------------------
// Help
//-----------------------------------------------------------------------------

namespace {
const char* const kHardSaid = "Hard mode: no hints and no solution in this game (a new game can be played without it).";
}  // namespace

// Locked from the game's first press on, and once any help showed (a hint
// seen is a solution seen, pressed or not).
bool Midend::hard_locked() const { return session_.moves() > 0 || session_.help_used() || help_seen_; }

bool Midend::set_hard(bool on) {
  if (on == hard_) return true;
  if (hard_locked()) {
    set_message(std::string("Hard mode is chosen before the game's first press; this game stays ") +
                    (hard_ ? "in hard mode." : "as it is (a new game can be played in hard mode)."),
                true);
    return false;
  }
  hard_ = on;
  if (on) forget_help();  // nothing of the solution stays on the board
  set_message(on ? "Hard mode: no hints and no solution until this game is over." : "Hard mode off.", false);
  return true;
}

bool Midend::refuse_help() {
  if (!hard_) return false;
  set_message(kHardSaid, false);
  return true;
}

void Midend::forget_help() {
  hint_level_ = 0;
  steps_shown_ = playing_ = press_next_told_ = false;
}

int Midend::hint_button() const {
  if (!hint_shown() || solved()) return -1;
  const Solution& s = solution();
  // Presses are ascending: the hint is the lowest-numbered button of the
  // fewest-press solution, so the same position always gets the same hint.
  return s.solvable && !s.presses.empty() ? s.presses.front() : -1;
}

int Midend::hint_times() const {
  const int b = hint_button();
  if (b < 0) return 0;
  const std::vector<int>& p = solution().presses;
  return int(std::count(p.begin(), p.end(), b));
}

const LeveledHint& Midend::leveled_hint() const {
  // Keyed by the level asked, not the level made: a hint with no solution
  // comes back at level 0 whatever was asked, and was made again at each read.
  const int asked = solved() ? 0 : hint_level_;
  if (hint_revision_ != revision() || hint_asked_ != asked) {
    // Offloaded, the third level's why is the engine's (take_answer).
    const int made = offloaded() ? std::min(asked, 2) : asked;
    hint_ = asked == 0 ? LeveledHint{} : tl::leveled_hint(machine(), current().position, solution(), made);
    if (made < asked && hint_.level == 2) {
      hint_.level = 3;
      hint_.why = story_revision_ == revision() ? story_ : "Working out why...";
    }
    hint_revision_ = revision();
    hint_asked_ = asked;
    derived("hint");
  }
  return hint_;
}

void Midend::set_steps_shown(bool on) {
  if (on) end_edit();
  if (on && refuse_help()) return;
  help_seen_ = help_seen_ || on;
  steps_shown_ = on;
  if (!on) playing_ = false;
}

const std::vector<int>& Midend::step_marks() const {
  static const std::vector<int> kNone;
  if (!steps_shown_ || solved()) return kNone;
  const Solution& s = solution();
  return s.solvable ? s.presses : kNone;
}

const std::vector<int>& Midend::step_counts() const {
  const uint64_t key = revision() * 2 + (steps_shown_ ? 1 : 0);
  if (counts_revision_ != key) {
    counts_revision_ = key;
    derived("step counts");
    step_counts_.clear();
    const std::vector<int>& marks = step_marks();
    if (!marks.empty()) step_counts_.assign(std::size_t(machine().button_count()), 0);
    for (int b : marks)
      if (b >= 0 && std::size_t(b) < step_counts_.size()) ++step_counts_[std::size_t(b)];
  }
  return step_counts_;
}

bool Midend::step_next() {
  end_edit();
  if (refuse_help()) return false;
  steps_shown_ = help_seen_ = true;
  const std::vector<int>& marks = step_marks();
  if (marks.empty()) {
    playing_ = false;
    return false;
  }
  const int button = marks.front();
  const std::size_t times =
      std::size_t(std::find_if(marks.begin(), marks.end(), [&](int b) { return b != button; }) - marks.begin());
  // What is left of a proven fewest solution is one for the position the
  // step leaves (each press moves its own count only): kept, as the next
  // revision's, instead of solving the biggest boards again a step at a time.
  Solution rest;
  const bool keep = solution().minimal;
  if (keep) {
    rest = solution();
    rest.presses.erase(rest.presses.begin(), rest.presses.begin() + std::ptrdiff_t(times));
  }
  session_.press(button, MoveKind::HintPress, int(times));
  if (keep) {
    solution_ = std::move(rest);
    solution_revision_ = revision();
  }
  if (solved()) playing_ = false;
  return true;
}

void Midend::step_to_end() {
  end_edit();
  if (refuse_help()) return;
  steps_shown_ = help_seen_ = true;
  const std::vector<int> counts = step_counts();  // a copy: each step changes the position
  playing_ = false;
  for (std::size_t b = 0; b < counts.size(); ++b)
    if (counts[b] > 0) session_.press(int(b), MoveKind::HintPress, counts[b]);
}

namespace {
const char* const kPressNextTold =
    "Press next (the key S) presses the next button of a fewest-press solution for you, and this game then "
    "counts as help used. Press it again to go on.";
}  // namespace

bool Midend::press_next() {
  end_edit();  // even when it only tells: the next tap on the board is a press
  if (refuse_help()) return false;
  const bool can_help = solution().solvable && !solved();
  if (can_help && !press_next_told_ && !session_.help_used()) {
    press_next_told_ = true;
    set_message(kPressNextTold, false);
    return false;
  }
  if (message_ == kPressNextTold) clear_message();  // said and heard
  return step_next();
}

bool Midend::step_previous() {
  if (!can_step_previous()) return false;
  return session_.undo();
}

void Midend::set_playing(bool on) {
  if (on && refuse_help()) return;
  playing_ = on && steps_shown_ && !step_marks().empty();
  play_clock_ = 0;  // the first press comes at once
}

bool Midend::tick(double seconds) {
  if (!playing_) return false;
  play_clock_ -= seconds;
  if (play_clock_ > 0) return false;
  play_clock_ = kPlayInterval;
  return step_next();
}

//-----------------------------------------------------------------------------
// Presses as the player's own
//-----------------------------------------------------------------------------

void Midend::press_own(const std::vector<int>& times) {
  for (std::size_t j = 0; j < times.size() && int(j) < machine().button_count(); ++j)
    for (int t = 0; t < times[j]; ++t) session_.press(int(j), MoveKind::Press);
}

//-----------------------------------------------------------------------------
// Edit mode
//-----------------------------------------------------------------------------

void Midend::set_editing(bool on, bool goal) {
  const bool was = editing_;
  editing_ = on && machine().goal_is_grid();
  editing_goal_ = goal;
  if (!was || !editing_) edit_revision_ = ~uint64_t(0);  // started or ended: the next edit is a step of its own
}

void Midend::apply_edit(Position p) {
  session_.edit(std::move(p), edit_revision_ == revision());
  edit_revision_ = revision();
  forget_help();
}

std::string Midend::change_board_refusal(BoardChange c) const {
  const Machine& m = machine();
  if (!m.goal_is_grid()) return m.title() + " has no goal of lights to set: its patterns are its wiring";
  const BoardGrid g{m.rows(), m.cols(), m.states(), m.topology(), {}};
  return board_change_refusal(c, g, m.cell_layout() == nullptr);
}

bool Midend::change_board(BoardChange c) {
  if (std::string why = change_board_refusal(c); !why.empty()) {
    set_message(why + ".", true);
    return false;
  }
  const Machine& m = machine();
  const Position& now = current().position;
  std::vector<int> lights = m.cells(now), goal = m.goal_cells(now);
  const bool on_goal = editing_ && editing_goal_;
  std::vector<int>& changed = on_goal ? goal : lights;
  if (c == BoardChange::RandomSolvable) {
    // The lights the presses of a random press set make from the goal (or,
    // on the goal, from the lights): reachable by construction, since the
    // presses' changes form a group.
    std::mt19937_64 rng(next_seed());
    Position made = m.position_of(std::vector<int>(lights.size(), 0), std::vector<int>(goal.size(), 0));
    for (int b = 0; b < m.button_count(); ++b)
      for (uint64_t t = rng() % uint64_t(m.states()); t > 0; --t) m.press(made, b);
    const std::vector<int> change = m.cells(made), from = on_goal ? lights : goal;
    for (std::size_t i = 0; i < changed.size(); ++i) changed[i] = (from[i] + change[i]) % m.states();
  } else {
    changed = tl::change_board(c, BoardGrid{m.rows(), m.cols(), m.states(), m.topology(), changed}, next_seed());
  }
  Position p = m.position_of(lights, goal);
  if (p == now) return true;  // nothing moved (all off on a dark board): no step to undo
  if (editing_) {
    apply_edit(std::move(p));
  } else {
    session_.edit(std::move(p));
    forget_help();
  }
  return true;
}

void Midend::edit_all(int value) {
  const Machine& m = machine();
  if (!editing_ || !m.goal_is_grid()) return;
  const Position& now = current().position;
  std::vector<int> lights = m.cells(now), goal = m.goal_cells(now);
  std::vector<int>& edited = editing_goal_ ? goal : lights;
  std::fill(edited.begin(), edited.end(), std::clamp(value, 0, m.states() - 1));
  Position p = m.position_of(lights, goal);
  if (!(p == now)) apply_edit(std::move(p));
}

//-----------------------------------------------------------------------------
// Derived state
//-----------------------------------------------------------------------------

namespace {
// What solution() and start_solution() read while the engine works one out.
const Solution& being_worked_out() {
  static const Solution kWorking = [] {
    Solution s;
    s.reason = "the solution is still being worked out";
    return s;
  }();
  return kWorking;
}
}  // namespace

const Solution& Midend::solution() const {
  if (solution_revision_ != revision() && offloaded()) return being_worked_out();
  if (solution_revision_ != revision()) {
    solution_ = machine().solve(current().position);
    solution_revision_ = revision();
    derived("solution");
  }
  return solution_;
}

void Midend::derive() {
  if (offloaded()) ask_solves();
  solution();
  leveled_hint();
  step_counts();
  start_solution();
  rules_summary();
  broken_invariants();
}

// The same rules (held, so compared by address) and the same position.
static bool same_puzzle(const Puzzle& a, const Puzzle& b) { return a.machine == b.machine && a.position == b.position; }

bool Midend::at_game_start() const { return same_puzzle(current(), session_.game_start_puzzle()); }

const Solution& Midend::start_solution() const {
  const Puzzle& start = session_.game_start_puzzle();
  if (!same_puzzle(start_solved_for_, start)) {
    // At the game's start the position in play is the start: its solution,
    // made or to be made anyway, serves (a big board is not solved twice).
    const bool at_start = at_game_start();
    // Offloaded, the engine's answer is kept as it comes (take_answer),
    // counted: a second list of a big board's millions of presses is not kept.
    if (offloaded() && (!at_start || solving())) return being_worked_out();
    start_solution_ = at_start ? (offloaded() ? summary_of(solution()) : solution()) : start.machine->solve(start.position);
    start_solved_for_ = start;
    derived("start solution");
  }
  return start_solution_;
}

RulesSummary summarize_rules(const Machine& m) {
  if (!explainable(m)) return {};
  // No patterns asked for: only the counts.
  const ZkAnalysis a = analyze_rules(m, 0);
  const std::string fraction = a.reachable_fraction();
  return {true, a.k, a.cells, a.buttons, a.rank, int(a.quiet_generator_count), fraction == "1", fraction};
}

const RulesSummary& Midend::rules_summary() const {
  if (summary_rules_ != current().machine) {
    static const RulesSummary kNotYet;
    if (offloaded()) return kNotYet;  // the engine's, with a solve (take_answer)
    summary_rules_ = current().machine;
    derived("rules summary");
    summary_ = summarize_rules(machine());
  }
  return summary_;
}

const std::vector<BrokenInvariant>& Midend::broken_invariants() const {
  if (broken_revision_ == revision()) return broken_;
  broken_revision_ = revision();
  broken_.clear();
  derived("broken invariants");
  if (solution().solvable || !explainable(machine()) || offloaded()) return broken_;
  // The generators are the rules' (the left null space of A, made once per
  // rules); only which of them this position breaks is per position.
  if (invariants_rules_ != current().machine) {
    invariants_rules_ = current().machine;
    rule_invariants_ = analyze_rules(machine()).invariants;
  }
  auto values = [](const std::vector<int>& cells) {
    ZkVec v;
    for (int c : cells) v.push_back(uint8_t(c));
    return v;
  };
  const Position& pos = current().position;
  broken_ = tl::broken_invariants(rule_invariants_, values(machine().cells(pos)), values(machine().goal_cells(pos)));
  return broken_;
}

//-----------------------------------------------------------------------------
// Solves left to the engine
//-----------------------------------------------------------------------------

bool Midend::offloaded() const {
  const Machine& m = machine();
  return offload_ && m.linear_modulus() != 0 && (m.cell_count() > kSolvesInFrame || m.button_count() > kSolvesInFrame);
}

bool Midend::explaining() const {
  return offloaded() && !solved() && hint_level_ >= 3 && story_revision_ != revision() && solution().solvable;
}

void Midend::ask_solves() {
  // The position's solution, once per revision; with the hint at its third
  // level its why too (asked again when the level came after the solution).
  const bool story = hint_level_ >= 3 && !solved();
  const bool need_solution = solution_revision_ != revision() && solve_asked_ != revision();
  const bool need_story = story && story_revision_ != revision() && story_asked_ != revision() &&
                          (solution_revision_ != revision() || solution_.solvable);
  // The rules' summary, with every ask until it comes (an ask is dropped
  // when the next position's replaces it).
  const bool summary = summary_rules_ != current().machine;
  const bool need_summary = summary && (summary_asked_ != current().machine || summary_asked_at_ != revision());
  if (need_solution && solution_revision_ != revision()) solution_ = Solution{};  // a stale list let go
  if (need_solution || need_story || need_summary) {
    asks_.push_back({SolveAsk::For::Position, revision(), current().id(), story, summary});
    solve_asked_ = revision();
    if (story) story_asked_ = revision();
    if (summary) summary_asked_ = current().machine, summary_asked_at_ = revision();
  }
  // The game's start, where the position has moved on from it.
  const Puzzle& start = session_.game_start_puzzle();
  if (!at_game_start() && !same_puzzle(start_solved_for_, start) && !same_puzzle(start_asked_, start)) {
    start_asked_ = start;
    asks_.push_back({SolveAsk::For::Start, ++start_key_, start.id(), false});
  }
}

void Midend::take_answer(const SolveAsk& ask, Solution solution, std::string story, const RulesSummary& summary,
                         const std::string& error) {
  if (!error.empty()) {
    solution.solvable = false;
    solution.reason = "not solved here: " + error;
  }
  if (ask.what == SolveAsk::For::Start) {
    if (ask.key != start_key_ || start_asked_.machine == nullptr) return;  // a start since replaced
    start_solution_ = summary_of(solution);
    start_solved_for_ = session_.game_start_puzzle();
    start_asked_ = {};
    return;
  }
  if (ask.summary && error.empty() && summary_asked_ == current().machine) {
    summary_rules_ = current().machine;  // the rules' own, whatever position it came with
    summary_ = summary;
  }
  if (ask.key != revision()) return;  // the game moved on: its own ask is out
  if (!error.empty()) set_message("The solution could not be worked out: " + error, true);
  if (ask.story) {
    story_ = std::move(story);
    story_revision_ = revision();
  }
  solution_ = std::move(solution);
  solution_revision_ = revision();
  // What was made from the solution while it was being worked out is made again.
  hint_revision_ = counts_revision_ = broken_revision_ = ~uint64_t(0);
  if (at_game_start()) {
    start_solution_ = summary_of(solution_);
    start_solved_for_ = session_.game_start_puzzle();
  }
}

}  // namespace tl
