// lesson_host.cpp: the shell's side of the light-chasing lesson
// (lesson_host.hpp): the game, the board's place and the theme go in.
#include "app/lesson_host.hpp"

#include "app/screen_inbox.hpp"
#include "app/panels.hpp"
#include "app/screens/lesson/lesson_screen.hpp"
#include "app/theme_view.hpp"

namespace tl::app {

void why_chase_lesson(App& app) {
  lesson::draw(app.lesson->model, app.game, board_theme(), ui_of(app), Sink<lesson::Msg>(app.lesson->inbox));
}

void why_chase_overlay(App& app) {
  lesson::draw_marks(app.lesson->model, app.game, app.board.rect.x, app.board.rect.y, app.board.cell, board_theme());
}

void update_lesson(App& app) { lesson::prepare(app.lesson->model, app.game); }

bool lesson_press(App& app, int button) { return lesson::press(app.lesson->model, app.game, button); }

void apply_lesson_messages(App& app) {
  apply_inbox(app, *app.lesson, [&](lesson::Model& m, const lesson::Msg& msg) { lesson::update(m, msg, app.game); });
}

bool lesson_place(const App& app, ChaseLesson::Place* place) { return lesson::place(app.lesson->model, app.game, place); }

void lesson_state_json(const App& app, JsonWriter& j) { lesson::state_json(app.lesson->model, app.game, j); }

}  // namespace tl::app
