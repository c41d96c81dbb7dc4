// tour_host.hpp: the shell's side of how to play (screens/tour): the card
// at the head of the Play pane, the keys that move it on or end it, and what
// its updates ask of the shell (the card in sight, "tour" saved).
#pragma once

#include <string>

#include "app/app.hpp"

namespace tl {
class JsonWriter;
class Session;
}  // namespace tl

namespace tl::app {

// At start (app_step.cpp): a first visit, nothing stored, begins the tour
// or, through a link, offers it.
void welcome_first_visit(App& app, bool through_link);
// Update step: the tour ended by playing away from its board.
void update_tour(App& app);
bool tour_running(const App& app);
// What the card says at the step in play, for the layout in use ("" when none).
std::string tour_words(const App& app);
int tour_step(const App& app);  // -1: not running
// The player's history kept aside while the tour runs (null: none).
const Session* tour_kept_history(const App& app);
// The card (or the offer's line) at the head of the Play pane.
void tour_card(App& app);
// "How to play": starts the tour (the menu and the Keys section).
void how_to_play_button(App& app);
// The keys: N (the card's Next) and Escape (Skip tour).
void tour_next(App& app);
void tour_stop(App& app);
// After the draw: what its buttons and keys asked for.
void apply_tour_messages(App& app);
void tour_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
