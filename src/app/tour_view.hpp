// tour_view.hpp: how to play, the first visit's minute (core/progress/
// tour.hpp has its boards and words): a card at the head of the Play pane
// says what to do on the board below it; each step ends by what the player
// does (a press, the board solved, Hint asked twice), and Skip tour ends it
// at any step (Escape too). A first visit to the plain page starts it; a
// first visit through a link offers it in one line instead; How to play (the
// menu, the Keys list) starts it again. Once ended or declined it is not
// shown again (saved as "tour"; with storage blocked, once per visit).
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// At start (app_step.cpp): a first visit, nothing stored, begins the tour
// or, through a link, offers it.
void welcome_first_visit(App& app, bool through_link);
// Update step: the step in play ended by what the player did: the next one.
void update_tour(App& app);
bool tour_running(const App& app);
// What the card says at the step in play, for the layout in use ("" when none).
std::string tour_words(const App& app);
// The card (or the offer's line) at the head of the Play pane.
void tour_card(App& app);
// "How to play": starts the tour (the menu and the Keys section).
void how_to_play_button(App& app);
// What its buttons and keys asked for, after the draw (frame() picks the overload by the intent's type).
void on_intent(App& app, const intent::TourStart& start);
void on_intent(App& app, const intent::TourStop& stop);
void on_intent(App& app, const intent::TourDecline& decline);
void tour_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
