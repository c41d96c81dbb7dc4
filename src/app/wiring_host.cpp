// wiring_host.cpp: the shell's side of a wiring machine's screens
// (wiring_host.hpp): the game, the board's place and the theme go in; the
// census of every assignment (screens/censuses) is drawn under the module's
// section.
#include "app/wiring_host.hpp"
#include "app/play_host.hpp"

#include "app/boards/board_draw.hpp"
#include "app/census_host.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/wiring/wiring_screen.hpp"
#include "app/theme_view.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

const WiringView* wiring_of(const App& app) { return app.game.machine().wiring(); }

wiring::Model& model(App& app) { return app.wiring->model; }
const wiring::Model& model(const App& app) { return app.wiring->model; }
Sink<wiring::Msg> sink(App& app) { return Sink<wiring::Msg>(app.wiring->inbox); }

wiring::BoardPlace board_place(const App& app) { return {app.board.rect.x, app.board.rect.y, app.board.cell}; }

// The theme, and each of the machine's colours (0 dark, 1..N) as its squares show them.
wiring::Look look_of(const App& app, const WiringView& g) {
  wiring::Look look{board_theme(), {}};
  for (int c = 0; c <= g.side(); ++c) look.colour_fill.push_back(cell_colour(c, true, app.settings.colour_blind));
  return look;
}

}  // namespace

void update_wiring(App& app) {
  const Position& pos = app.game.session().current().position;
  wiring::OnScreen s;
  s.machine = &app.game.machine();
  s.wiring = wiring_of(app);
  s.position = &pos;
  s.revision = app.game.revision();
  s.why_open = app.screen.pane == Pane::Why;
  s.play_open = app.screen.pane == Pane::Play;
  s.looked = play::looking(play_model(app), app.game) ? play_model(app).looked : -1;
  s.hint = s.wiring && model(app).in_play && s.play_open ? app.game.hint_button() : -1;
  wiring::prepare(model(app), s);
}

void why_wiring_panel(App& app) {
  const WiringView* g = wiring_of(app);
  const WiringFacts* f = wiring::facts_for(model(app), app.game.revision());
  if (!g || !f) return;
  wiring::draw_panel(model(app), *g, *f, ui_of(app), sink(app));
  ImGui::PushTextWrapPos(0.0f);
  why_wiring_census(app, *g);
  ImGui::PopTextWrapPos();
}

void why_wiring_overlay(App& app) {
  const WiringView* g = wiring_of(app);
  const WiringFacts* f = wiring::facts_for(model(app), app.game.revision());
  if (!g || !f) return;
  wiring::draw_overlay(model(app), *g, *f, board_place(app), look_of(app, *g), sink(app));
}

void wires_in_play_controls(App& app) {
  if (!wiring_of(app)) return;
  wiring::draw_play_controls(model(app), ui_of(app), sink(app));
}

void wires_in_play_overlay(App& app) {
  if (app.screen.pane != Pane::Play) return;
  wiring::draw_play_overlay(model(app), app.game.revision(), board_place(app), board_theme());
}

void apply_wiring_messages(App& app) {
  apply_inbox(app, *app.wiring, [](wiring::Model& m, const wiring::Msg& msg) { wiring::update(m, msg); });
}

void wires_in_play_state_json(const App& app, JsonWriter& j) { wiring::state_json(model(app), j); }

}  // namespace tl::app
