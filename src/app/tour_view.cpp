// tour_view.cpp: the how-to-play tour on screen (tour_view.hpp).
//
// [SECTION] Steps
// [SECTION] The card
// [SECTION] Intents and the automation hook
#include "app/tour_view.hpp"

#include "app/panels.hpp"
#include "core/base/json_writer.hpp"
#include "core/progress/tour.hpp"
#include "core/registry/registry.hpp"
#include "imgui.h"

namespace tl::app {

//-----------------------------------------------------------------------------
// [SECTION] Steps
//-----------------------------------------------------------------------------

namespace {

constexpr int kLastWords = 3;  // the step after tour_steps()'s three

void open_step(App& app, int step) {
  TourView& t = app.tour;
  if (step < kLastWords && !app.game.load(tour_steps()[std::size_t(step)].id)) return;
  t.step = step;
  // The card is at the head of the Play pane: in sight with the board.
  app.screen.pane = Pane::Play;
  app.screen.sheet_open = false;
  app.screen.panel_to_top = true;
}

// The tour begins in a history of its own: the player's is kept aside.
void begin_tour(App& app) {
  TourView& t = app.tour;
  const Result<Puzzle> first = parse_puzzle_id(tour_steps().front().id);
  if (!first) return;  // the tour's own boards parse (a core test loads each)
  if (!tour_running(app)) t.before = app.game.kept_history();
  app.game.resume_history(Session(*first));
  t.offered = false;
  open_step(app, 0);
}

const char* how_to_play_place(const App& app) {
  return app.screen.layout.kind == LayoutKind::Wide ? "under Keys in the panel" : "in the Menu";
}

// The tour over, however it ended: not running, not offered again, the
// history kept aside let go, and never shown again unasked.
void tour_over(App& app) {
  TourView& t = app.tour;
  t.step = -1;
  t.offered = false;
  t.before.reset();
  save_later(app, "tour", "1");
}

// Ended by Skip tour, Start playing or Escape: the player's game comes back
// as it was, undo steps and all; on a first visit, a fresh game of the
// rules the tour taught. The tour's boards are in neither history.
void end_tour(App& app) {
  TourView& t = app.tour;
  std::string said;
  if (t.before) {
    app.game.resume_history(std::move(*t.before));
    said = std::string("Back to your game. How to play is ") + how_to_play_place(app) + " whenever you want it again.";
  } else if (const Result<Puzzle> rules = parse_puzzle_id(tour_steps().front().id)) {
    app.game.begin_history(rules->machine);
    said = "Your first game: " + app.game.machine().title() + ", the board the tour taught. New deals another; How to play is " +
           how_to_play_place(app) + ".";
  }
  tour_over(app);
  app.game.set_message(said, false);
}

// Left for another game (a link, New, the menu's machines): that game
// stays, as the first of the player's history after the one kept aside,
// with what its opening said.
void leave_tour(App& app) {
  TourView& t = app.tour;
  const Puzzle chosen = app.game.current();
  Session s = t.before ? std::move(*t.before) : Session(chosen);
  if (t.before) s.new_game(chosen);
  app.game.resume_history(std::move(s));
  tour_over(app);
}

// Whether what the step asks for has been done on the board in play.
bool step_done(const App& app) {
  const int step = app.tour.step;
  if (step < 0 || step >= kLastWords) return false;
  const Session& s = app.game.session();
  switch (tour_steps()[std::size_t(step)].ends) {
    case TourEnd::AnyPress: return s.moves() > 0;
    case TourEnd::Solved: return s.solved() && s.moves() > 0;
    case TourEnd::HintShown: return app.game.hint_level() >= 2;
  }
  return false;
}

}  // namespace

bool tour_running(const App& app) { return app.tour.step >= 0; }

std::string tour_words(const App& app) {
  const int step = app.tour.step;
  if (step < 0) return {};
  if (step < kLastWords) return tour_steps()[std::size_t(step)].words;
  return tour_last_words(app.screen.layout.kind == LayoutKind::Wide);
}

void welcome_first_visit(App& app, bool through_link) {
  if (through_link) {
    app.tour.offered = true;  // the puzzle the link names first; the tour one tap away
    return;
  }
  begin_tour(app);
  app.tour.before.reset();  // a first visit's tour leads into a game of its own rules
}

void update_tour(App& app) {
  // Played away from the tour's board (a link, New, the menu's machines):
  // the tour has ended, and the game the player chose stays.
  const int step = app.tour.step;
  if (step < 0 || step >= kLastWords) return;
  const std::string& start = app.game.session().game_start_puzzle().id();
  if (start != tour_steps()[std::size_t(step)].id) leave_tour(app);
}

//-----------------------------------------------------------------------------
// [SECTION] The card
//-----------------------------------------------------------------------------

void tour_card(App& app) {
  const TourView& t = app.tour;
  const float h = touch_ui(app) ? finger_target(ImGui::GetFontSize()) : 0.0f;
  if (!tour_running(app) && t.offered) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted("New here? A minute of how to play:");
    ImGui::PopTextWrapPos();
    record_text(app, "Tour offer");
    how_to_play_button(app);
    ImGui::SameLine();
    if (ImGui::Button("No thanks", ImVec2(0, h))) later(app, intent::TourDecline{});
    record_control(app, "No thanks");
    ImGui::Separator();
    return;
  }
  if (!tour_running(app)) return;
  const bool last = t.step >= kLastWords;
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(tour_words(app).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  record_text(app, "Tour");
  if (!last) {
    const bool done = step_done(app);
    ImGui::BeginDisabled(!done);
    if (ImGui::Button(t.step + 1 < kLastWords ? "Next##tour" : "Done##tour", ImVec2(0, h)))
      later(app, intent::TourStart{t.step + 1});
    ImGui::EndDisabled();
    record_control(app, "Tour next");
    ImGui::SameLine();
    if (ImGui::Button("Skip tour", ImVec2(0, h))) later(app, intent::TourStop{});
    record_control(app, "Skip tour");
  } else {
    // Which game comes next, on the button: a first visit's leads into a
    // game of the board just taught, a tour asked for back to the game.
    if (ImGui::Button(t.before ? "Back to your game" : "Play a new 3x3 game", ImVec2(0, h))) later(app, intent::TourStop{});
    record_control(app, "Start playing");
  }
  ImGui::Separator();
}

void how_to_play_button(App& app) {
  const float h = touch_ui(app) ? finger_target(ImGui::GetFontSize()) : 0.0f;
  if (ImGui::Button("How to play", ImVec2(0, h))) later(app, intent::TourStart{0});
  record_control(app, "How to play");
}

//-----------------------------------------------------------------------------
// [SECTION] Intents and the automation hook
//-----------------------------------------------------------------------------

void on_intent(App& app, const intent::TourStart& start) {
  TourView& t = app.tour;
  // Step 0 (How to play) from anywhere; a later step only from the one before, once it is done.
  if (start.step == 0) {
    begin_tour(app);
  } else if (tour_running(app) && start.step == t.step + 1 && step_done(app)) {
    open_step(app, start.step);
  }
}

void on_intent(App& app, const intent::TourStop& /*stop*/) {
  if (tour_running(app)) end_tour(app);
}

void on_intent(App& app, const intent::TourDecline& /*decline*/) {
  app.tour.offered = false;
  save_later(app, "tour", "1");
}

void tour_state_json(const App& app, JsonWriter& j) {
  const TourView& t = app.tour;
  j.key("tour").begin_object().key("step").value(t.step).key("offered").value(t.offered);
  j.key("done").value(step_done(app)).key("words");
  if (t.step >= 0) j.value(tour_words(app));
  else j.null();
  j.end_object();
}

}  // namespace tl::app
