// lesson_update.cpp: the light-chasing lesson's update (lesson_screen.hpp).
#include <string>
#include <utility>

#include "app/screens/lesson/lesson_screen.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/linear_view.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::lesson {

namespace {

const char* phase_key(ChasePhase p) {
  switch (p) {
    case ChasePhase::Chase: return "chase";
    case ChasePhase::LookUp: return "lookup";
    case ChasePhase::ChaseAgain: return "chase_again";
    case ChasePhase::Solved: return "solved";
    case ChasePhase::Stuck: return "stuck";
  }
  return "";
}

void start(Model& m, Midend& game) {
  if (!chases_lights(game.machine())) return;
  m.running = std::make_shared<Running>(game.session().current().machine);
  m.running->lesson.begin(game.current().position);
  game.set_message("Lesson started: press the marked buttons.", false);
}

void back(Model& m, Midend& game) {
  const Running* s = live(m, game);
  const Position* begun = s ? s->lesson.start() : nullptr;
  if (!begun) return;
  const std::string id = Puzzle{game.current().machine, *begun}.id();  // copied: loading replaces the lesson's board
  if (!game.load(id)) return;
  start(m, game);
  game.set_message("Back on the board the lesson began on: press the marked buttons.", false);
}

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& m;
  Midend& game;
  void operator()(const Start&) const { start(m, game); }
  void operator()(const Stop&) const { m.running.reset(); }
  void operator()(const Back&) const { back(m, game); }
  void operator()(const Shown&) const { m.open_header = false; }
};

}  // namespace

const Running* live(const Model& m, const Midend& game) {
  const Running* s = m.running.get();
  return s && s->lesson.machine() == game.session().current().machine ? s : nullptr;
}

ChaseStep step_now(const Running& s, const Midend& game) {
  return s.revision == game.revision() ? s.step : s.lesson.step(game.current().position);
}

void update(Model& m, const Msg& msg, Midend& game) { std::visit(Apply{m, game}, msg); }

void prepare(Model& m, const Midend& game) {
  Running* s = m.running.get();
  if (!s) return;
  if (s->lesson.machine() != game.session().current().machine) {  // a new game, the picker
    m.running.reset();
    return;
  }
  if (s->revision != game.revision()) {  // computed once per change of the board
    s->step = s->lesson.step(game.current().position);
    s->revision = game.revision();
  }
}

bool press(Model& m, Midend& game, int button) {
  Running* s = live(m, game) ? m.running.get() : nullptr;
  if (!s || game.editing()) return false;
  const Position before = game.current().position;
  const ChaseStep step = step_now(*s, game);  // the step the board shows: checked, then taken
  if (std::string why = s->lesson.check(step, button); !why.empty()) {
    game.set_message(why, true);
    return true;
  }
  game.press(button);
  game.set_message("", false);  // a refusal's reason no longer applies
  s->lesson.accepted(step, before, button, game.current().position);
  s->revision = ~uint64_t(0);
  return true;
}

bool place(const Model& m, const Midend& game, ChaseLesson::Place* at) {
  const Running* s = live(m, game);
  if (!s) return false;
  *at = s->lesson.place(step_now(*s, game), game.current().position);
  return true;
}

void state_json(const Model& m, const Midend& game, JsonWriter& j) {
  const Running* s = live(m, game);
  if (!s) return;
  const ChaseStep step = step_now(*s, game);
  j.key("lesson").begin_object();
  j.key("phase").value(phase_key(step.phase));
  j.key("row").value(step.row + 1);
  j.key("buttons").ints(step.buttons, 1);
  j.key("times").ints(step.times);
  j.key("text").value(step.text);
  j.key("presses").value(s->lesson.presses());
  j.end_object();
}

}  // namespace tl::app::lesson
