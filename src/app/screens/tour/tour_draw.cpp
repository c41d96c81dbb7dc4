// tour_draw.cpp: the tour's view (tour_screen.hpp): the card, the offer's
// line and How to play; and what the hook reads of it.
#include "app/screens/tour/tour_screen.hpp"
#include "core/base/json_writer.hpp"
#include "imgui.h"

namespace tl::app::tour {

namespace {

float button_height(const Ui& ui) { return ui.touch() ? finger_target(ImGui::GetFontSize()) : 0.0f; }

}  // namespace

void card(const Model& t, const Midend& game, bool wide, const Ui& ui, Sink<Msg> send) {
  const float h = button_height(ui);
  if (!running(t) && t.offered) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted("New here? A minute of how to play:");
    ImGui::PopTextWrapPos();
    ui.text("Tour offer");
    how_to_play_button(ui, send);
    ImGui::SameLine();
    if (ImGui::Button("No thanks", ImVec2(0, h))) send.send(Decline{});
    ui.control("No thanks");
    ImGui::Separator();
    return;
  }
  if (!running(t)) return;
  const bool last = t.step >= last_words_step();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(words(t, wide).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ui.text("Tour");
  if (!last) {
    ImGui::BeginDisabled(!step_done(t, game));
    if (ImGui::Button(t.step + 1 < last_words_step() ? "Next##tour" : "Done##tour", ImVec2(0, h))) send.send(Start{t.step + 1});
    ImGui::EndDisabled();
    ui.control("Tour next");
    ImGui::SameLine();
    if (ImGui::Button("Skip tour", ImVec2(0, h))) send.send(Stop{});
    ui.control("Skip tour");
  } else {
    // Which game comes next, on the button: a first visit's leads into a
    // game of the board just taught, a tour asked for back to the game.
    if (ImGui::Button(t.before ? "Back to your game" : "Play a new 3x3 game", ImVec2(0, h))) send.send(Stop{});
    ui.control("Start playing");
  }
  ImGui::Separator();
}

void how_to_play_button(const Ui& ui, Sink<Msg> send) {
  if (ImGui::Button("How to play", ImVec2(0, button_height(ui)))) send.send(Start{0});
  ui.control("How to play");
}

void state_json(const Model& t, const Midend& game, bool wide, JsonWriter& j) {
  j.key("tour").begin_object().key("step").value(t.step).key("offered").value(t.offered);
  j.key("done").value(step_done(t, game)).key("words");
  if (t.step >= 0) j.value(words(t, wide));
  else j.null();
  j.end_object();
}

}  // namespace tl::app::tour
