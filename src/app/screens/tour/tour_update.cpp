// tour_update.cpp: the tour's update (tour_screen.hpp): its steps opened,
// begun in a history of its own, ended back in the player's.
#include "app/screens/tour/tour_screen.hpp"
#include "core/midend/midend.hpp"
#include "core/progress/tour.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::tour {

namespace {

ToShell open_step(Model& t, Midend& game, int step) {
  if (step < last_words_step() && !game.load(tour_steps()[std::size_t(step)].id)) return {};
  t.step = step;
  return {.show_card = true};  // the card is at the head of the Play pane: in sight with the board
}

// The tour begins in a history of its own: the player's is kept aside.
ToShell begin(Model& t, Midend& game) {
  const Result<Puzzle> first = parse_puzzle_id(tour_steps().front().id);
  if (!first) return {};  // the tour's own boards parse (a core test loads each)
  if (!running(t)) t.before = game.kept_history();
  game.resume_history(Session(*first));
  t.offered = false;
  return open_step(t, game, 0);
}

const char* how_to_play_place(bool wide) { return wide ? "under Keys in the panel" : "in the Menu"; }

// The tour over, however it ended: not running, not offered again, the
// history kept aside let go, and never shown again unasked.
ToShell over(Model& t) {
  t.step = -1;
  t.offered = false;
  t.before.reset();
  return {.seen = true};
}

// Ended by Skip tour, Start playing or Escape: the player's game comes back
// as it was, undo steps and all; on a first visit, a fresh game of the
// rules the tour taught. The tour's boards are in neither history.
ToShell end(Model& t, Midend& game, bool wide) {
  std::string said;
  if (t.before) {
    game.resume_history(std::move(*t.before));
    said = std::string("Back to your game. How to play is ") + how_to_play_place(wide) + " whenever you want it again.";
  } else if (const Result<Puzzle> rules = parse_puzzle_id(tour_steps().front().id)) {
    game.begin_history(rules->machine);
    said = "Your first game: " + game.machine().title() + ", the board the tour taught. New deals another; How to play is " +
           how_to_play_place(wide) + ".";
  }
  const ToShell out = over(t);
  game.set_message(said, false);
  return out;
}

// Left for another game: that game stays, as the first of the player's
// history after the one kept aside, with what its opening said.
ToShell leave(Model& t, Midend& game) {
  const Puzzle chosen = game.current();
  Session s = t.before ? std::move(*t.before) : Session(chosen);
  if (t.before) s.new_game(chosen);
  game.resume_history(std::move(s));
  return over(t);
}

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& t;
  Midend& game;
  bool wide;
  ToShell operator()(const Start& s) const {
    // Step 0 (How to play) from anywhere; a later step only from the one before, once it is done.
    if (s.step == 0) return begin(t, game);
    if (running(t) && s.step == t.step + 1 && step_done(t, game)) return open_step(t, game, s.step);
    return {};
  }
  ToShell operator()(const Stop&) const { return running(t) ? end(t, game, wide) : ToShell{}; }
  ToShell operator()(const Decline&) const {
    t.offered = false;
    return {.seen = true};
  }
};

}  // namespace

ToShell update(Model& m, const Msg& msg, Midend& game, bool wide) { return std::visit(Apply{m, game, wide}, msg); }

ToShell welcome(Model& m, Midend& game, bool through_link) {
  if (through_link) {
    m.offered = true;  // the puzzle the link names first; the tour one tap away
    return {};
  }
  const ToShell out = begin(m, game);
  m.before.reset();  // a first visit's tour leads into a game of its own rules
  return out;
}

ToShell follow(Model& m, Midend& game) {
  if (m.step < 0 || m.step >= last_words_step()) return {};
  const std::string& start = game.session().game_start_puzzle().id();
  if (start != tour_steps()[std::size_t(m.step)].id) return leave(m, game);
  return {};
}

int last_words_step() { return int(tour_steps().size()); }

bool step_done(const Model& m, const Midend& game) {
  if (m.step < 0 || m.step >= last_words_step()) return false;
  const Session& s = game.session();
  switch (tour_steps()[std::size_t(m.step)].ends) {
    case TourEnd::AnyPress: return s.moves() > 0;
    case TourEnd::Solved: return s.solved() && s.moves() > 0;
    case TourEnd::HintShown: return game.hint_level() >= 2;
  }
  return false;
}

std::string words(const Model& m, bool wide) {
  if (m.step < 0) return {};
  if (m.step < last_words_step()) return tour_steps()[std::size_t(m.step)].words;
  return tour_last_words(wide);
}

}  // namespace tl::app::tour
