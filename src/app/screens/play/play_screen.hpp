// play_screen.hpp: the Play tab as a module (the Elm architecture's model,
// messages and update): the board and its cursor, zoom and 3D turn, the
// button looked at, the invariant outlined, the Play pane's folds, and what
// the game's buttons (the bar, the panel, the solved banner) ask of the game.
//
// The game itself (its position, history, hints and step-through) is the
// core's Midend: an update changes it through the Midend's own rules, and
// keeps here only what is Play's to show. The player's settings (colour-blind
// palette, reduce motion, sound, theme) are the shell's: they reach an update
// through its Context.
#pragma once

#include <cstddef>
#include <cstdint>
#include <variant>
#include <vector>

#include "app/screens/play/board_camera.hpp"

namespace tl {
class Midend;
class Machine;
struct BrokenInvariant;
enum class BoardChange : uint8_t;  // core/game/board_patterns.hpp
}  // namespace tl

namespace tl::app::play {

struct Model {
  int cursor = 0;               // keyboard cursor, a 0-based button
  bool cursor_visible = false;  // shown once the keyboard is used
  bool show_keys = false;       // the Keys section is open
  bool rules_open = false;      // the whole how-to-play, not its first sentence
  int hint_level_seen = 0;      // the hint level whose words were last brought into sight
  bool solid_view = false;      // a board on a solid (the cube) turning in 3D, not its flat net
  SolidCamera solid;            // where the 3D view is looked at from
  BoardCamera camera;           // the flat board's zoom and pan
  // Which of the invariants an unsolvable position breaks is outlined, for
  // the revision it was picked in: the next position starts again at the first.
  std::size_t invariant = 0;
  uint64_t invariant_revision = ~uint64_t(0);
  // The button looked at (hovered with a mouse, held still by a finger):
  // per cell what its press adds, drawn as a diagram over the board, for
  // the position of `looked_revision` (Midend::revision). -1: none.
  int looked = -1;
  uint64_t looked_revision = ~uint64_t(0);
  std::vector<int> reach;
};

// --- Its messages --------------------------------------------------------------

// The game's own buttons (the bar, the panel, the solved banner).
// Step: the step-through's Next (the solution asked for); PressNext: the bar's
// Press next and the key S, which say what they do first (Midend::press_next).
enum class Action : uint8_t { HintFurther, Step, PressNext, StepPrevious, ToggleSteps, TogglePlay, Undo, Redo, New, Restart };

struct PressCell {  // a press (or in edit mode a switch) on the board's cell
  int cell;
};
struct PressButton {  // a press on a button of the strip beside the board
  int button;
};
struct Act {  // Hint, Step, Undo, New, ...
  Action action;
};
struct Edit {  // edit mode on or off, editing the goal or the lights
  bool on, goal;
};
struct EditAll {  // every cell edited set to this (0 Clear, 1 All on)
  int value;
};
struct NextInvariant {};  // outline the next invariant the position breaks
struct AnyPosition {      // New deals any position, or only solvable ones
  bool any;
};
struct HardMode {  // hard mode for the game in play (Midend::set_hard)
  bool on;
};
struct SolidView {  // a solid's board as the turning 3D view, or as its flat net
  bool on;
};
struct ShowKeys {  // the Keys section folded or unfolded
  bool open;
};
struct ToggleRules {};  // the whole how-to-play, or its first sentence
struct HintWordsSeen {  // the hint level whose words were last brought into sight
  int level;
};
struct MoveBoard {  // the flat board zoomed, panned or fitted
  BoardCamera camera;
};
struct MoveSolid {  // the 3D view turned, zoomed or fitted
  SolidCamera camera;
};
struct ChangeBoard {  // a pattern or operation on the lights or the goal
  BoardChange change;
};
struct LookAtButton {  // what its press changes, drawn (-1: none)
  int button;
};
struct FaceCell {  // the 3D view turns so that this cell's face looks at the viewer
  int cell;
};
using Msg = std::variant<PressCell, PressButton, Act, Edit, EditAll, NextInvariant, AnyPosition, HardMode, SolidView, ShowKeys,
                         ToggleRules, HintWordsSeen, MoveBoard, MoveSolid, ChangeBoard, LookAtButton, FaceCell>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update reads of the shell.
struct Context {
  bool challenge = false;      // a daily or a level in play: the board's patterns would be an edit, refused
  bool reduce_motion = false;  // Run jumps to the end instead of pressing a step at a time
};
// Applies one message. A press (PressCell, PressButton) is the game's: a
// press, or in edit mode a cell switched.
void update(Model& m, const Msg& msg, Midend& game, const Context& ctx);
// The keyboard's arrows: the cursor moves over the buttons (wrapping), and shows.
void move_cursor(Model& m, const Machine& machine, int dr, int dc);
// A press of the button under the cursor, as a tap on it: its cell when it
// has one (edit mode switches it), else the button.
Msg press_at_cursor(const Model& m, const Machine& machine);

// --- Reads ---------------------------------------------------------------------

// The invariant outlined now (null when the position is solvable, or none
// of the rules' invariants found shows why), and its index among them.
const BrokenInvariant* shown_invariant(const Model& m, const Midend& game);
std::size_t shown_invariant_index(const Model& m, const Midend& game);
// The reach of the button looked at, when it is for the position in play.
bool looking(const Model& m, const Midend& game);

}  // namespace tl::app::play
