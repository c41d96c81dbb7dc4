// invariant_view.cpp: the invariant an unsolvable position breaks, outlined
// (board_view.cpp draws BoardMarks::invariant) and put in words.
#include "app/invariant_view.hpp"

#include "app/play_host.hpp"

#include "core/base/json_writer.hpp"
#include "core/linear/explain/broken_invariants.hpp"
#include "imgui.h"

namespace tl::app {

const BrokenInvariant* shown_invariant(const App& app) { return play::shown_invariant(play_model(app), app.game); }
static std::size_t shown_index(const App& app) { return play::shown_invariant_index(play_model(app), app.game); }

bool invariant_lines(App& app) {
  const BrokenInvariant* b = shown_invariant(app);
  if (!b) return false;
  const std::size_t n = app.game.broken_invariants().size();
  const std::string words = broken_invariant_words(*b);
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  if (n > 1) ImGui::TextWrapped("Invariant %zu of %zu: %s", shown_index(app) + 1, n, words.c_str());
  else ImGui::TextWrapped("%s", words.c_str());
  ImGui::PopTextWrapPos();
  if (n > 1) {
    const float em = ImGui::GetFontSize();
    const bool thumbs = app.screen.layout.kind != LayoutKind::Wide;
    if (ImGui::Button("Next invariant", ImVec2(0, thumbs ? finger_target(em) : 0))) play_sink(app).send(play::NextInvariant{});
    record_control(app, "Next invariant");
  }
  return true;
}

void invariant_state_json(const App& app, JsonWriter& j) {
  j.key("invariant");
  const BrokenInvariant* b = shown_invariant(app);
  if (!b) {
    j.null();
    return;
  }
  std::vector<int> weights;
  for (int c : b->cells) weights.push_back(b->invariant.weights[std::size_t(c)]);
  j.begin_object();
  j.key("shown").value(shown_index(app) + 1).key("count").value(app.game.broken_invariants().size());
  j.key("cells").ints(b->cells, 1).key("weights").ints(weights);
  j.key("modulus").value(b->invariant.modulus).key("now").value(b->now).key("goal").value(b->goal);
  j.key("words").value(broken_invariant_words(*b));
  j.end_object();
}

}  // namespace tl::app
