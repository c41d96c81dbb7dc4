// app_link.cpp: the link to what the screen shows, both ways: the puzzle ID
// and, while the Why tab is open, its state (core/midend/why_link.hpp):
// the elimination's step, the student's own elimination, the lesson's phase.
// A teacher copies "this puzzle at elimination step 12"; the page writes the
// same text into its URL hash, and --load and the hash open it again.
#include <optional>
#include <string>

#include "app/app.hpp"
#include "app/screens/atlas/atlas_screen.hpp"
#include "app/screens/diy/diy_screen.hpp"
#include "app/lesson_host.hpp"
#include "app/screens/lesson/lesson_screen.hpp"
#include "app/progress_view.hpp"
#include "app/elimination_host.hpp"
#include "app/why_view.hpp"
#include "core/base/digits_text.hpp"
#include "core/game/family_view.hpp"
#include "core/game/linear_view.hpp"
#include "core/midend/why_link.hpp"
#include "core/progress/daily_link.hpp"
#include "core/progress/series.hpp"
#include "core/registry/registry.hpp"

namespace tl::app {

namespace {

// The lesson's presses and the board it began on, from the link: the board
// is read as this machine's ID body (errors point into the whole link).
std::string resume_history(lesson::Running& state, const Position& pos, const WhyLink& link) {
  std::optional<Position> start;
  if (!link.lesson_from.empty()) {
    const Machine& m = *state.lesson.machine();
    const std::string prefix = m.head() + ":";
    const Result<Puzzle> p = parse_puzzle_id(prefix + link.lesson_from, Surface::Page);
    if (!p) {
      Error e = p.error();
      e.pos = e.pos >= prefix.size() ? e.pos - prefix.size() + link.lesson_from_pos : link.lesson_from_pos;
      return "the board the lesson began on (from=) does not read: " + e.describe();
    }
    if (p->machine->head() != m.head()) return "the board the lesson began on (from=) is not this machine's";
    start = p->position;
  }
  return state.lesson.resume_history(pos, start ? &*start : nullptr, link.lesson_presses);
}

// Puts the Why tab where the link says, on the puzzle just opened; returns
// what did not fit this board (each part is tried on its own), or empty.
std::string apply(App& app, const WhyLink& link) {
  std::string problems;
  auto problem = [&](std::string p) {
    while (!p.empty() && p.back() == '.') p.pop_back();  // the sentence ends once, after the list
    problems += (problems.empty() ? "" : "; ") + p;
  };
  app.screen.pane = Pane::Why;
  if (link.elim_step >= 0) {
    const long long steps = elimination_steps(app);
    if (steps < 0) problem("this board has no step-by-step elimination to open (it is too large to show step by step)");
    else if (link.elim_step > steps)
      problem("the elimination has " + std::to_string(steps) + " steps here, so there is no step " +
              std::to_string(link.elim_step));
    else {
      show_elimination_step(app, std::size_t(link.elim_step));  // the step the link names, in sight
    }
  }
  if (link.diy) {
    app.diy->model = diy::Model{};
    app.diy->model.scroll_to = true;
    if (std::string why = app.diy->model.desk.replay(app.game, link.diy_ops); !why.empty()) problem(why);
  }
  if (link.atlas) {
    if (!in_square_atlas(app.game.machine())) {
      problem("the Lights Out atlas is shown beside Lights Out boards (and their press shapes), not this machine");
    } else {
      atlas::Model& a = app.atlas->model;
      a.topology = link.atlas_topology;
      a.states = link.atlas_states;
      a.open = true;
      a.scroll_to = true;
    }
  }
  if (link.lesson_phase > 0) {
    const MachinePtr& m = app.game.session().current().machine;
    if (!chases_lights(*m)) {
      problem(
          "the light-chasing lesson is for Lights Out boards with the classic press (a cell and the four "
          "beside it) and no wrap");
    } else {
      auto state = std::make_shared<lesson::Running>(m);
      const Position& pos = app.game.current().position;
      std::string why = state->lesson.resume(pos, link.lesson_phase, link.lesson_digits, link.lesson_digits_pos);
      if (why.empty()) why = resume_history(*state, pos, link);
      if (!why.empty()) problem(why);
      else {
        app.lesson->model.running = std::move(state);
        app.lesson->model.open_header = true;
      }
    }
  }
  return problems;
}

// Opens a link whose ID part loaded: the Why part, or its error. A bare ID
// leaves the Why tab as it was (a student doing the elimination goes on with
// the new puzzle's system); a Why part sets it to exactly what it says.
bool open_view(App& app, std::string_view link, const LinkParts& parts) {
  if (parts.id.size() == link.size()) return true;  // no "~": the puzzle alone
  app.lesson->model.running.reset();
  app.diy->model.desk.set_on(false, app.game);
  auto view = parse_why_link(parts.view, parts.view_pos);
  if (!view) {
    app.game.set_message("The puzzle opened, but not the Why tab's part of the link: " + view.error().describe() + ".", true);
    return false;
  }
  const std::string problems = apply(app, *view);
  if (problems.empty()) return true;
  app.game.set_message("The puzzle opened, but not all of the Why tab's part of the link: " + problems + ".", true);
  return false;
}

}  // namespace

namespace {

// The words for a link over kMostLinkChars: what is allowed. (The page
// hands over only a long link's head, so its length is not known here.)
std::string too_long() {
  return "Could not open the link: it is longer than " + std::to_string(kMostLinkChars) +
         " characters, the most a link can be here (a puzzle ID of at most 1 MiB and its views).";
}

}  // namespace

App make_app(std::string_view link, const Date& today) {
  if (link.size() > kMostLinkChars) {
    App app(Midend::open(""));
    app.progress.today = today;
    app.game.set_message(too_long(), true);
    return app;
  }
  if (is_daily_link(link)) {  // that day's daily as a daily, its puzzle the game's first
    const Result<DailyLink> d = parse_daily_link(link, today);
    const Result<Daily> daily = d ? make_daily(d->date, d->series) : Result<Daily>(d.error());
    App app(Midend::open(daily ? daily->id : ""));
    app.progress.today = today;
    open_daily_link(app, link);  // on an error the default game, with the message that says why
    return app;
  }
  const LinkParts parts = split_link(link);
  App app(Midend::open(parts.id));
  app.progress.today = today;
  if (!app.game.message_is_error()) open_view(app, link, parts);
  return app;
}

bool load(App& app, std::string_view link) {
  if (link.size() > kMostLinkChars) {
    app.game.set_message(too_long(), true);
    return false;
  }
  if (is_daily_link(link)) return open_daily_link(app, link);
  const LinkParts parts = split_link(link);
  if (!app.game.load(parts.id)) return false;
  const bool ok = open_view(app, link, parts);
  app.diy->model.desk.sync(app.game);  // read by the hook before the next frame: as that frame will show it
  return ok;
}

namespace {

// The Why tab's part of the link: what the views show now (the step the
// elimination shows, the student's own elimination, the lesson's phase).
std::string why_part(const App& app) {
  if (app.screen.pane != Pane::Why) return {};
  WhyLink now;
  now.why = true;
  if (const std::size_t step = shown_elimination_step(app); step > 0) now.elim_step = (long long)step;
  if (const DiyElimination* d = app.diy->model.desk.get(app.game)) {
    now.diy = true;
    now.diy_ops = d->history();
  }
  if (ChaseLesson::Place place; lesson_place(app, &place)) {
    now.lesson_phase = place.phase;
    if (!place.pending.empty())
      now.lesson_digits = format_digits(place.pending, int(place.pending.size()), app.game.machine().states());
    // Its history, so that the lesson reopened goes on counting from where it began.
    const ChaseLesson& lesson = app.lesson->model.running->lesson;
    if (lesson.presses() > 0) now.lesson_presses = lesson.presses();
    if (const Position* start = lesson.start(); start && !(*start == app.game.current().position))
      now.lesson_from = app.game.machine().encode(*start);
  }
  if (app.atlas->model.open && in_square_atlas(app.game.machine())) {
    now.atlas = true;
    now.atlas_topology = app.atlas->model.topology;
    now.atlas_states = app.atlas->model.states;
  }
  return format_why_link(now);
}

}  // namespace

std::string link_text(const App& app) {
  const std::string view = why_part(app);
  return app.game.current().id() + (view.empty() ? "" : "~" + view);
}

const std::string& current_link(App& app) {
  LinkView& v = app.link;
  // The ID (16 KiB on a 256 x 256 board) is formatted only after the game
  // changed; the Why part (a few dozen characters, from the views' state and
  // the lesson's step they already keep) on each call.
  if (v.revision != app.game.revision()) {
    v.revision = app.game.revision();
    v.id = app.game.current().id();
    v.text.clear();
  }
  const std::string view = why_part(app);
  if (v.text.empty() || view != v.view) {
    v.view = view;
    v.text = v.id + (view.empty() ? "" : "~" + view);
  }
  return v.text;
}

}  // namespace tl::app
