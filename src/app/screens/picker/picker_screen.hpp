// picker_screen.hpp: the machine picker's fields, as a module (its model,
// its messages, an update, a view that only reads): one field per parameter
// of the kind's schema (a size and a number typed, or stepped by a finger; a
// tick box or a choice starting the game at once; a graph6 pasted; a drawn
// rule's stencil as a grid of taps), Apply, the kind's named presets, and
// how the machine is played.
//
// The fields follow the rules in play (sync: a New, a loaded link, an undo
// across games) until a player edits them. The shell (app/panels.cpp) draws
// the list of machines above them and applies their messages after the
// frame; nothing here knows the shell's `App`.
#pragma once

#include <cstddef>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/game/machine.hpp"
#include "core/game/params.hpp"

namespace tl {
class Midend;
}

namespace tl::app::picker {

struct Model {
  ParamValues picked;    // what the fields show
  MachinePtr synced_to;  // the rules the fields were last read from (held: never a dangling key)
};

// --- Its messages --------------------------------------------------------------

struct SetParam {  // one field's whole value after an edit (clamped to the schema's range)
  std::size_t index;
  ParamValue value;
};
struct Apply {};    // a game of the values picked (Apply, a tick box, a choice)
struct UsePreset {  // one of the kind's presets ("Lights Out 2000"), started at once
  std::size_t index;
};
using Msg = std::variant<SetParam, Apply, UsePreset>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// Starting may fail: the game is kept and its message says why. A message
// drawn for other rules than those now in play (a machine picked in the
// same frame) is dropped.
void update(Model& m, const Msg& msg, Midend& game);
// Before the draw: the fields follow the rules in play when they changed.
void sync(Model& m, const Midend& game);

// --- View ----------------------------------------------------------------------

// The fields, Apply, the presets and the how-to-play text, at the cursor;
// nothing while the model is not synced to the rules in play.
void draw(const Model& m, const Midend& game, const Theme& theme, const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::picker
