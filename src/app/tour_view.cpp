// tour_view.cpp: the how-to-play tour on screen (tour_view.hpp).
//
// [SECTION] Steps
// [SECTION] The card
// [SECTION] Intents and the automation hook
#include "app/tour_view.hpp"

#include "app/panels.hpp"
#include "core/base/json_writer.hpp"
#include "core/progress/tour.hpp"
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

void end_tour(App& app) {
  TourView& t = app.tour;
  t.step = -1;
  t.offered = false;
  if (!t.before.empty() && t.before != app.game.session().current().id()) app.game.load(t.before);
  t.before.clear();
  save_later(app, "tour", "1");
  app.game.set_message("How to play is in the menu whenever you want it again.", false);
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

void welcome_first_visit(App& app, bool through_link) {
  if (through_link) {
    app.tour.offered = true;  // the puzzle the link names first; the tour one tap away
    return;
  }
  app.tour.before = app.game.session().current().id();
  open_step(app, 0);
}

void update_tour(App& app) {
  // Played away from the tour's board (a link, New, the menu's machines):
  // the tour has ended, and the game the player chose stays.
  const int step = app.tour.step;
  if (step < 0 || step >= kLastWords) return;
  const std::string& start = app.game.session().game_start_puzzle().id();
  if (start != tour_steps()[std::size_t(step)].id) {
    app.tour.before.clear();
    end_tour(app);
  }
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
  ImGui::TextUnformatted(last ? tour_last_words().c_str() : tour_steps()[std::size_t(t.step)].words.c_str());
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
    if (ImGui::Button("Start playing", ImVec2(0, h))) later(app, intent::TourStop{});
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
    if (!tour_running(app)) t.before = app.game.session().current().id();
    t.offered = false;
    open_step(app, 0);
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
  if (t.step >= 0 && t.step < kLastWords) j.value(tour_steps()[std::size_t(t.step)].words);
  else if (t.step >= kLastWords) j.value(tour_last_words());
  else j.null();
  j.end_object();
}

}  // namespace tl::app
