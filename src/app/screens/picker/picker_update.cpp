// picker_update.cpp: the machine picker's update (picker_screen.hpp).
#include <algorithm>

#include "app/screens/picker/picker_screen.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::picker {

namespace {

// A value in its spec's range: each side of a size, a number.
ParamValue clamped(const ParamSpec& spec, ParamValue v) {
  const int hi = spec.max(Surface::Page);
  if (spec.type == ParamType::Size || spec.type == ParamType::Integer) v.a = std::clamp(v.a, spec.min, hi);
  if (spec.type == ParamType::Size) v.b = std::clamp(v.b, spec.min, hi);
  return v;
}

struct Step {
  Model& m;
  Midend& game;
  void operator()(const SetParam& s) const {
    const ParamSchema& schema = game.kind().params;
    if (s.index < schema.size() && s.index < m.picked.size()) m.picked[s.index] = clamped(schema[s.index], s.value);
  }
  void operator()(const Apply&) const { game.start(game.kind(), m.picked); }
  void operator()(const UsePreset& p) const {
    const auto& presets = game.kind().presets;
    if (p.index >= presets.size()) return;
    m.picked = presets[p.index].values;
    game.start(game.kind(), m.picked);
  }
};

}  // namespace

void update(Model& m, const Msg& msg, Midend& game) {
  if (m.synced_to != game.current().machine) return;  // drawn for other rules
  std::visit(Step{m, game}, msg);
}

void sync(Model& m, const Midend& game) {
  if (m.synced_to == game.current().machine) return;
  m.synced_to = game.current().machine;
  m.picked = game.machine().params();
}

}  // namespace tl::app::picker
