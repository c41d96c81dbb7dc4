// play_host.cpp: the shell's side of the Play tab (play_host.hpp): the
// game, the settings and the challenge go in; the game changed comes out.
#include "app/play_host.hpp"

#include <algorithm>
#include <variant>

#include "app/feel.hpp"
#include "app/graph_editor_host.hpp"
#include "app/lesson_host.hpp"
#include "app/panels.hpp"
#include "app/photo_host.hpp"
#include "app/progress_view.hpp"
#include "app/screen_inbox.hpp"
#include "core/base/json_writer.hpp"

namespace tl::app {

Sink<play::Msg> play_sink(App& app) { return Sink<play::Msg>(app.play->inbox); }

const play::Model& play_model(const App& app) { return app.play->model; }

play::Look play_look(const App& app) {
  const ScreenLayout& L = app.screen.layout;
  return {.bar = L.kind != LayoutKind::Wide,
          .status_line = !L.status.empty(),
          .keys_named = keys_named(app),
          .heat_map = app.board.heat_map,
          .colour_blind = app.settings.colour_blind,
          .challenge = in_challenge(app),
          .par = app.progress.par};
}

namespace {

// What an update asked of the shell, in the step of the tap.
void carry_out(App& app, const play::ToShell& asked) {
  if (asked.copy_link) copy_to_clipboard(app, link_text(app), {.what = "the link", .done = "Link copied."}, kWholeLink);
  if (asked.why_this_hint) later(app, intent::OpenPane{Pane::Why, true});
  if (asked.read_photo) open_photo(app);
}

}  // namespace

void play_now(App& app, const play::Msg& msg) {
  // While the lesson runs (the Why tab) it checks a press on the board, and
  // refuses one off its method with a reason.
  if (const auto* p = std::get_if<play::PressCell>(&msg); p && app.screen.pane == Pane::Why && lesson_press(app, p->cell)) return;
  if (const auto* p = std::get_if<play::PressButton>(&msg); p && app.screen.pane == Pane::Why && lesson_press(app, p->button))
    return;
  const play::Context ctx{.challenge = in_challenge(app), .reduce_motion = app.settings.reduce_motion};
  carry_out(app, play::update(app.play->model, msg, app.game, ctx));
}

namespace {

play::BoardIn board_in(const App& app) {
  const FeelView& f = app.feel;
  return {.touch = touch_ui(app),
          .colour_blind = app.settings.colour_blind,
          .fingers = app.screen.gestures,
          .strip = app.screen.layout.strip,
          .flash = f.flash,
          .flash_left = flash_left(app),
          .pulse_button = f.hint,
          .pulse_left = pulse_left(app),
          .draw_cells = app.hooks.draw_cells ? &app.hooks.draw_cells : nullptr};
}

}  // namespace

int board_widget(App& app, float size) {
  if (app.game.machine().cell_layout() && graph_editing(app)) {  // the editor's canvas: its gestures edit, they never press
    graph_editor_board(app, size);
    app.board.zoomable = false;
    return -1;
  }
  app.board.wake_in = -1;
  const int clicked = play::board_widget(app.play->model, app.game, board_in(app), size, ui_of(app), play_sink(app), app.board);
  if (const double w = app.board.wake_in; w >= 0) {  // a frame owed: a finger held on the board becomes a look
    double& wake = app.pending.wake_in;
    wake = wake < 0 ? w : std::min(wake, w);
  }
  return clicked;
}

int button_strip_widget(App& app) { return play::button_strip_widget(app.game, board_in(app), app.board); }

BoardMarks board_marks(const App& app) { return play::board_marks(app.play->model, app.game); }

void update_play(App& app) { play::follow(app.play->model, app.game); }

void play_state_json(const App& app, JsonWriter& j) {
  play::state_json(app.play->model, app.game, j);
  j.key("heat_map").value(app.board.heat_map);
}

void apply_play_messages(App& app) {
  apply_inbox(app, *app.play, [&](play::Model&, const play::Msg& msg) { play_now(app, msg); });
}

}  // namespace tl::app
