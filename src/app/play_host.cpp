// play_host.cpp: the shell's side of the Play tab (play_host.hpp): the
// game, the settings and the challenge go in; the game changed comes out.
#include "app/play_host.hpp"

#include <variant>

#include "app/lesson_host.hpp"
#include "app/progress_view.hpp"
#include "app/screen_inbox.hpp"

namespace tl::app {

Sink<play::Msg> play_sink(App& app) { return Sink<play::Msg>(app.play->inbox); }

const play::Model& play_model(const App& app) { return app.play->model; }

void play_now(App& app, const play::Msg& msg) {
  // While the lesson runs (the Why tab) it checks a press on the board, and
  // refuses one off its method with a reason.
  if (const auto* p = std::get_if<play::PressCell>(&msg); p && app.screen.pane == Pane::Why && lesson_press(app, p->cell)) return;
  if (const auto* p = std::get_if<play::PressButton>(&msg); p && app.screen.pane == Pane::Why && lesson_press(app, p->button))
    return;
  const play::Context ctx{.challenge = in_challenge(app), .reduce_motion = app.settings.reduce_motion};
  play::update(app.play->model, msg, app.game, ctx);
}

void apply_play_messages(App& app) {
  apply_inbox(app, *app.play, [&](play::Model&, const play::Msg& msg) { play_now(app, msg); });
}

}  // namespace tl::app
