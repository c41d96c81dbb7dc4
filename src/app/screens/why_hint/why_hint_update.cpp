// why_hint_update.cpp: "Why this hint?"'s update (why_hint_screen.hpp): the
// story of the position in play, made once per change.
#include "app/screens/why_hint/why_hint_screen.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::why_hint {

void prepare(Model& m, const Midend& game, const Explanation* explained) {
  if (m.story && m.revision == game.revision()) return;
  const Session& s = game.session();
  m.story = std::make_shared<const HintStory>(
      s.solved() ? HintStory{} : hint_story(s.machine(), s.current().position, game.solution(), explained));
  m.revision = game.revision();
}

void forget(Model& m) {
  m.story.reset();
  m.revision = ~uint64_t(0);
}

const HintStory* fresh(const Model& m, const Midend& game) {
  return m.story && m.revision == game.revision() ? m.story.get() : nullptr;
}

void state_json(const Model& m, const Midend& game, JsonWriter& j) {
  static const char* const kKinds[] = {"none", "chase", "chase_top", "unique", "shortest", "wiring", "search"};
  j.key("why_hint").begin_object();
  if (const HintStory* s = fresh(m, game)) {
    // The button 1-based, as the hook's "hint"; cells 0-based, as its "hint_region".
    j.key("kind").value(kKinds[int(s->kind)]).key("button").value(s->button + 1).key("times").value(s->times);
    j.key("press").value(s->press).key("plain").value(s->plain).key("algebra").value(s->algebra);
    j.key("changed").begin_array();
    for (int c : s->changed) j.value(c);
    j.end_array().key("focus").value(s->focus);
  } else {
    j.key("kind").null();
  }
  j.end_object();
}

}  // namespace tl::app::why_hint
