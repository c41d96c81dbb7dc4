// announce.cpp: see announce.hpp.
#include "app/announce.hpp"
#include "app/play_host.hpp"

#include <algorithm>

#include "app/boards/board_draw.hpp"
#include "app/tour_host.hpp"

namespace tl::app {

namespace {

std::string num(int n) { return std::to_string(n); }

// "row 2, column 3" of a button on the board, "" for buttons off the board.
std::string where(const Machine& m, int button) {
  int cell = m.button_cell(button);
  if (cell < 0) return "";
  return "row " + num(cell / m.cols() + 1) + ", column " + num(cell % m.cols() + 1);
}

// The state of one button's cell: "lit" / "dark", or its colour.
std::string cell_state(const App& app, int button) {
  const Machine& m = app.game.machine();
  int cell = m.button_cell(button);
  if (cell < 0) return "";
  std::vector<int> cells = m.cells(app.game.current().position);
  int v = cells[std::size_t(cell)];
  if (!m.goal_is_grid()) return colour_name(v, app.settings.colour_blind);
  if (m.states() > 2) return "state " + num(v);
  return v ? "lit" : "dark";
}

// "4 of 9 lit, 3 presses to go" (or "solved in 4 moves", "no solution from here").
std::string summary(App& app) {
  const Session& s = app.game.session();
  const Machine& m = s.machine();
  std::vector<int> cells = m.cells(s.current().position);
  std::string out;
  if (m.goal_is_grid()) {
    int lit = 0;
    for (int v : cells) lit += v != 0;
    out = num(lit) + " of " + num(int(cells.size())) + " lit";
  } else {
    std::vector<int> count(kCountedColourValues, 0);
    for (int v : cells) count[std::size_t(std::clamp(v, 0, kCountedColourValues - 1))]++;
    for (int v = 0; v < kCountedColourValues; ++v)
      if (count[std::size_t(v)])
        out += (out.empty() ? "" : ", ") + num(count[std::size_t(v)]) + " " + colour_name(v, app.settings.colour_blind);
  }
  if (s.solved()) return out + "; solved in " + num(s.moves()) + (s.moves() == 1 ? " move" : " moves");
  if (app.game.solving()) return out + "; the solution is being worked out";
  const Solution& sol = app.game.solution();
  if (!sol.solvable) return out + "; no solution from here";
  int left = int(sol.presses.size());
  return out + ", " + num(left) + (left == 1 ? " press" : " presses") + " to go";
}

}  // namespace

std::string announcement(App& app, Announcer& seen) {
  const Session& s = app.game.session();
  std::string say;
  if (!seen.started || s.revision() != seen.revision) {
    const bool undone = seen.started && s.undo_depth() < seen.undo_depth;
    if (!seen.started) say = s.machine().title() + ": " + summary(app) + ". H for a hint, question mark for the keys.";
    else if (undone) say = "Undone: " + summary(app) + ".";
    else if (s.last_move() == MoveKind::Press || s.last_move() == MoveKind::HintPress)
      say = "Pressed " + num(s.last_button() + 1) + ": " + summary(app) + ".";
    else if (s.last_move() == MoveKind::NewGame) say = "New game, " + s.machine().title() + ": " + summary(app) + ".";
    else if (s.last_move() == MoveKind::Restart) say = "Restarted: " + summary(app) + ".";
    else say = summary(app) + ".";
    seen.started = true;
    seen.revision = s.revision();
    seen.undo_depth = s.undo_depth();
  }
  // The hint, level by level (where to look, which button, why), once it
  // shows, goes a level further or moves to another row or button.
  const int level = app.game.hint_level();
  const int hint = app.game.hint_button();
  const LeveledHint& lh = app.game.leveled_hint();
  if (level != seen.hint_level || hint != seen.hint || lh.region_row != seen.hint_row) {
    auto add = [&](const std::string& text) { say += (say.empty() ? "" : " ") + text; };
    if (level == 1 && !lh.where.empty()) add("Hint: " + lh.where);
    if (level >= 2 && hint >= 0) {
      std::string at = where(s.machine(), hint);
      const int times = app.game.hint_times();
      add(std::string("Hint: press ") + num(hint + 1) + (times > 1 ? " x" + num(times) : "") +
          (at.empty() ? "" : " (" + at + ")") + ".");
    }
    if (level == 3 && !lh.why.empty()) add("Why: " + lh.why);
    seen.hint_level = level;
    seen.hint = hint;
    seen.hint_row = lh.region_row;
  }
  // How to play: each step's words when it opens (the card is on the canvas).
  if (tour_step(app) != seen.tour_step) {
    seen.tour_step = tour_step(app);
    if (seen.tour_step >= 0) say += (say.empty() ? "" : " ") + tour_words(app) + " N for next, Escape to end it.";
  }
  // A message (an error, "Link copied"): its toast is on the canvas.
  if (app.game.message() != seen.message) {
    seen.message = app.game.message();
    if (!seen.message.empty()) say += (say.empty() ? "" : " ") + seen.message;
  }
  // The keyboard cursor: where it is and what is under it.
  int cursor = play_model(app).cursor_visible ? play_model(app).cursor : -1;
  if (cursor != seen.cursor && cursor >= 0 && cursor < s.machine().button_count()) {
    std::string at = where(s.machine(), cursor), state = cell_state(app, cursor);
    say += (say.empty() ? "" : " ") + std::string("Button ") + num(cursor + 1) + (at.empty() ? "" : ", " + at) +
           (state.empty() ? "" : ": " + state) + ".";
  }
  seen.cursor = cursor;
  return say;
}

std::string board_label(const App& app) {
  const Machine& m = app.game.machine();
  return m.title() + " board, " + num(m.rows()) + " by " + num(m.cols()) + ", " + num(m.button_count()) +
         " buttons. Arrow keys move the cursor, Space or Enter presses, H shows a hint, S presses the next step "
         "of the solution, N starts a new game, U undoes, R redoes, question mark lists the keys.";
}

}  // namespace tl::app
