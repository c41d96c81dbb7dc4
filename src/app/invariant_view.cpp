// invariant_view.cpp: the invariant an unsolvable position breaks, outlined
// (screens/play draws BoardMarks::invariant) and put in words.
#include "app/invariant_view.hpp"

#include "app/play_host.hpp"

#include "core/base/json_writer.hpp"
#include "core/linear/explain/broken_invariants.hpp"
#include "imgui.h"

namespace tl::app {

const BrokenInvariant* shown_invariant(const App& app) { return play::shown_invariant(play_model(app), app.game); }
static std::size_t shown_index(const App& app) { return play::shown_invariant_index(play_model(app), app.game); }

bool invariant_lines(App& app) {
  play::invariant_lines(play_model(app), app.game, app.screen.layout.kind != LayoutKind::Wide, ui_of(app), play_sink(app));
  return shown_invariant(app) != nullptr;
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
