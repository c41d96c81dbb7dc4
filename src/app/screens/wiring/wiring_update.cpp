// wiring_update.cpp: the wiring module's update (wiring_screen.hpp).
#include "app/screens/wiring/wiring_screen.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/hint_story.hpp"

namespace tl::app::wiring {

namespace {

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& m;
  void operator()(const ShowWires& s) const {
    m.show_transmitters = s.transmitters;
    m.show_colour_wires = s.colour_generators;
  }
  void operator()(const HoverWire& h) const { m.highlight_wire = h.wire; }
  void operator()(const WiresInPlay& w) const { m.in_play = w.on; }
};

}  // namespace

void update(Model& m, const Msg& msg) { std::visit(Apply{m}, msg); }

void prepare(Model& m, const OnScreen& s) {
  const bool play = s.wiring && m.in_play && s.play_open;
  if (!s.wiring || (!s.why_open && !play)) {
    m.facts.reset();
    m.facts_revision = ~uint64_t(0);
    m.look_button = -1;
    m.look_words.clear();
    m.look_wires.clear();
    return;
  }
  if (!m.facts || m.facts_revision != s.revision) {
    m.facts = std::make_shared<const WiringFacts>(s.wiring->facts(*s.position));
    m.facts_revision = s.revision;
  }
  // In play: the square looked at, else the hint's; its words once per
  // square and position.
  const int look = play ? (s.looked >= 0 ? s.looked : s.hint) : -1;
  if (look == m.look_button && m.look_revision == s.revision) return;
  m.look_button = look;
  m.look_revision = s.revision;
  WirePress press = look >= 0 ? wire_press(*s.machine, *s.position, look) : WirePress{};
  m.look_words = std::move(press.words);
  m.look_wires = std::move(press.wires);
}

const WiringFacts* facts_for(const Model& m, uint64_t revision) {
  return m.facts && m.facts_revision == revision ? m.facts.get() : nullptr;
}

void state_json(const Model& m, JsonWriter& j) {
  // The square 1-based, as the hook's "hint"; null when none is looked at.
  j.key("wires_in_play").begin_object().key("on").value(m.in_play).key("button");
  if (m.look_button >= 0) j.value(m.look_button + 1);
  else j.null();
  j.key("words").value(m.look_words).key("wires").begin_array();
  for (int w : m.look_wires) j.value(w);
  j.end_array().end_object();
}

}  // namespace tl::app::wiring
