// rules_editor_screen.hpp: the rules editor of machines whose rules a player
// may edit (custom rules; the cut-the-knot theory page: "selecting a basis
// ... generates a different game"), a section of the Why tab, as a module
// (its messages, an update, a view that only reads): tap cells to set what
// each button toggles (with k states, cycle the amount it adds: 0..k-1), add
// and remove buttons; rank, whether the buttons form a basis and how many
// positions are reachable update as you edit.
//
// Every edit asks the machine for the edited rules and loads their puzzle
// ID, so an edited machine is exactly what a link to it would give, and Undo
// takes an edit back. The rules are the game's: the section keeps no state.
#pragma once

#include <cstdint>
#include <functional>
#include <variant>
#include <vector>

#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"

namespace tl {
class Midend;
}

namespace tl::app::rules_editor {

// --- Its messages --------------------------------------------------------------

struct CycleCell {  // what button `button` adds to cell `cell`: the next amount mod k
  int button, cell;
};
struct AddButton {};  // a new button, changing the first cell until edited
struct RemoveButton {
  int button;
};
using Msg = std::variant<CycleCell, AddButton, RemoveButton>;

struct Model {};  // none: the rules are the game's
struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update and view -----------------------------------------------------------

// Each message loads the edited rules as the game (undoable), with the position as it is.
void update(const Msg& msg, Midend& game);
// Draws a small board of values per cell at `origin`, a cell `cell` pixels across.
using PatternBoard = std::function<void(ImVec2 origin, float cell, const std::vector<uint8_t>& values)>;
void draw(const Midend& game, const PatternBoard& pattern, const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::rules_editor
