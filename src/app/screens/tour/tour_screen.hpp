// tour_screen.hpp: how to play, the first visit's minute, as a module (its
// model, its messages, an update, a view that only reads). core/progress/
// tour.hpp has its boards and words: a card at the head of the Play pane
// says what to do on the board below it; each step ends by what the player
// does (a press, the board solved, Hint asked twice), and Skip tour ends it
// at any step (Escape too). A first visit to the plain page starts it; a
// first visit through a link offers it in one line instead; How to play (the
// menu, the Keys list) starts it again. Once ended or declined it is not
// shown again (the shell saves "tour" when an update asks).
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/game/session.hpp"

namespace tl {
class JsonWriter;
class Midend;
}  // namespace tl

namespace tl::app::tour {

struct Model {
  int step = -1;  // -1: not running; 0..2: tour_steps()[step]; 3: its last words
  // The player's history as the tour began, kept aside (the tour plays in a
  // history of its own, which undo never leaves); none on a first visit,
  // whose tour leads into a game of the rules it taught.
  std::optional<Session> before;
  bool offered = false;  // a first visit through a link: one line offers it instead
};

// --- Its messages --------------------------------------------------------------

struct Start {  // step 0: How to play, from anywhere; a later step: Next, once the one before is done
  int step;
};
struct Stop {};     // Skip tour, Start playing, Escape
struct Decline {};  // No thanks, to the offer
using Msg = std::variant<Start, Stop, Decline>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update asks of the shell besides the game.
struct ToShell {
  bool show_card = false;  // the Play pane open, the sheet down, the panel at its head: the card in sight
  bool seen = false;       // the tour is over or declined: save it, never shown again unasked
};
// `wide`: the layout shows How to play under Keys in the panel (else in the Menu), as an end's words say.
ToShell update(Model& m, const Msg& msg, Midend& game, bool wide);
// At start: a first visit, nothing stored, begins the tour or, through a link, offers it.
ToShell welcome(Model& m, Midend& game, bool through_link);
// Each frame's update: played away from the tour's board (a link, New, the
// menu's machines), the tour has ended, and the game the player chose stays.
ToShell follow(Model& m, Midend& game);

// --- Reads ---------------------------------------------------------------------

inline bool running(const Model& m) { return m.step >= 0; }
// The step after the tour's boards: its last words.
int last_words_step();
// Whether what the step asks for has been done on the board in play.
bool step_done(const Model& m, const Midend& game);
// What the card says at the step in play, for the layout in use ("" when none).
std::string words(const Model& m, bool wide);

// --- View ----------------------------------------------------------------------

// The card (or the offer's line) at the head of the Play pane.
void card(const Model& m, const Midend& game, bool wide, const Ui& ui, Sink<Msg> send);
// "How to play": starts the tour (the menu and the Keys section).
void how_to_play_button(const Ui& ui, Sink<Msg> send);
// The hook's "tour".
void state_json(const Model& m, const Midend& game, bool wide, JsonWriter& j);

}  // namespace tl::app::tour
