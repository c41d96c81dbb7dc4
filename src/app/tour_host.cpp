// tour_host.cpp: the shell's side of how to play (tour_host.hpp): the game
// and the layout go in; the game, the card brought into sight and "tour"
// saved come out.
#include "app/tour_host.hpp"

#include "app/panels.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/tour/tour_screen.hpp"

namespace tl::app {

namespace {

bool wide(const App& app) { return app.screen.layout.kind == LayoutKind::Wide; }

// What an update asked of the shell.
void carry_out(App& app, const tour::ToShell& asked) {
  if (asked.show_card) {
    app.screen.pane = Pane::Play;
    app.screen.sheet_open = false;
    app.screen.panel_to_top = true;
  }
  if (asked.seen) save_later(app, "tour", "1");
}

Sink<tour::Msg> sink(App& app) { return Sink<tour::Msg>(app.tour->inbox); }

}  // namespace

void welcome_first_visit(App& app, bool through_link) { carry_out(app, tour::welcome(app.tour->model, app.game, through_link)); }

void update_tour(App& app) { carry_out(app, tour::follow(app.tour->model, app.game)); }

bool tour_running(const App& app) { return tour::running(app.tour->model); }
std::string tour_words(const App& app) { return tour::words(app.tour->model, wide(app)); }
int tour_step(const App& app) { return app.tour->model.step; }
const Session* tour_kept_history(const App& app) {
  const auto& before = app.tour->model.before;
  return before ? &*before : nullptr;
}

void tour_card(App& app) { tour::card(app.tour->model, app.game, wide(app), ui_of(app), sink(app)); }
void how_to_play_button(App& app) { tour::how_to_play_button(ui_of(app), sink(app)); }
void tour_next(App& app) { sink(app).send(tour::Start{app.tour->model.step + 1}); }
void tour_stop(App& app) { sink(app).send(tour::Stop{}); }

void apply_tour_messages(App& app) {
  apply_inbox(app, *app.tour,
              [&](tour::Model& m, const tour::Msg& msg) { carry_out(app, tour::update(m, msg, app.game, wide(app))); });
}

void tour_state_json(const App& app, JsonWriter& j) { tour::state_json(app.tour->model, app.game, wide(app), j); }

}  // namespace tl::app
