// actions.cpp: what the widgets and the keyboard do: press, new game, hints
// and the step-through, and the cached solution they all read.
#include <chrono>

#include "app/app.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/registry/registry.hpp"

namespace tl::app {

static Puzzle default_puzzle() { return *parse_puzzle_id(machine_kinds().front().default_id); }

App make_app(std::string_view id) {
  if (id.empty()) return App(default_puzzle());
  auto p = parse_puzzle_id(id);
  if (p) return App(*p);
  App app(default_puzzle());
  app.message = "Could not open the puzzle '" + std::string(id.substr(0, 80)) + "': " + p.error().describe() +
                ". Showing the default game instead.";
  app.message_is_error = true;
  return app;
}

bool load(App& app, std::string_view id) {
  auto p = parse_puzzle_id(id);
  if (!p) {
    app.message = "Could not open the puzzle: " + p.error().describe();
    app.message_is_error = true;
    return false;
  }
  app.session.new_game(*p);
  app.message.clear();
  return true;
}

const Solution& current_solution(App& app) {
  SolveCache& c = app.solve_cache;
  const Puzzle& cur = app.session.current();
  if (c.machine != cur.machine.get() || !(c.position == cur.position)) {
    c.machine = cur.machine.get();
    c.position = cur.position;
    c.solution = cur.machine->solve(cur.position);
  }
  return c.solution;
}

const AnalysisCache& current_analysis(App& app) {
  AnalysisCache& c = app.analysis_cache;
  const Machine* m = app.session.current().machine.get();
  if (c.machine != m) {
    c = AnalysisCache{};
    c.machine = m;
    if (auto* lin = dynamic_cast<const LinearMachine*>(m)) {
      LinearAnalysis a = lin->analyze();
      c = {m, true, a.cells, a.buttons, a.rank, a.nullity};
    }
  }
  return c;
}

int hint_button(App& app) {
  if (!app.hint_shown || app.session.solved()) return -1;
  const Solution& s = current_solution(app);
  // presses are ascending: the hint is the lowest-numbered button of the
  // minimal solution, so the same position always gets the same hint.
  return s.solvable && !s.presses.empty() ? s.presses.front() : -1;
}

std::vector<int> step_marks(App& app) {
  if (!app.steps_shown || app.session.solved()) return {};
  const Solution& s = current_solution(app);
  return s.solvable ? s.presses : std::vector<int>{};
}

void press(App& app, int button) {
  // Pressing the button that help pointed at counts as using help.
  bool helped = (app.hint_shown && button == hint_button(app));
  if (!helped && app.steps_shown) {
    for (int b : step_marks(app)) helped |= (b == button);
  }
  app.session.press(button, helped ? MoveKind::HintPress : MoveKind::Press);
}

// A new game's puzzle for machine `m`, with a fresh seed.
Puzzle deal_new(App& app, const MachinePtr& m) {
  uint64_t seed = uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()) ^
                  (++app.games_started * 0x9e3779b97f4a7c15ull);
  Puzzle p = m->deal(m, seed, app.picker.any_position);
  // A new game that starts solved teaches nothing: deal again (rarely needed).
  for (uint64_t tries = 1; tries <= 8 && p.machine->solved(p.position); ++tries)
    p = m->deal(m, seed + tries, app.picker.any_position);
  return p;
}

void new_game(App& app) {
  app.session.new_game(deal_new(app, app.session.current().machine));
  app.playing = false;
}

void step_next(App& app) {
  std::vector<int> marks = step_marks(app);
  if (marks.empty()) { app.playing = false; return; }
  app.session.press(marks.front(), MoveKind::HintPress);
}

void step_previous(App& app) {
  // Previous undoes a step the step-through (or a hint) made, nothing else.
  if (app.session.last_move() == MoveKind::HintPress) app.session.undo();
}

}  // namespace tl::app

namespace tl::app {

// The rules the picker describes, as the ID of an empty board: the registry's
// own parser builds them, so the picker cannot make what an ID could not.
static std::string picker_head_id(const std::string& kind, const PickerState& p) {
  if (kind == "lightsout") {
    return "lightsout" + std::to_string(p.rows) + "x" + std::to_string(p.cols) + (p.torus ? "t" : "") + ":" +
           std::string(std::size_t(p.rows * p.cols), '0');
  }
  if (kind == "ghaly") {
    int n = p.ghaly_n;
    std::string perm;
    for (int i = 1; i <= 2 * n; ++i) perm += (2 * n > 9 && i > 1 ? "." : "") + std::to_string(i);
    return "ghaly" + std::to_string(n) + ":" + std::string(std::size_t(n * n), '0') + ",s=" + perm + ",t=" + perm;
  }
  const MachineKind* k = find_machine_kind(kind);
  return k ? k->default_id : "";
}


bool start_machine(App& app, const std::string& kind) {
  auto p = parse_puzzle_id(picker_head_id(kind, app.picker));
  if (!p) {
    app.message = "Cannot start " + kind + ": " + p.error().describe();
    app.message_is_error = true;
    return false;
  }
  app.session.new_game(deal_new(app, p->machine));
  app.playing = false;
  app.message.clear();
  return true;
}

}  // namespace tl::app
