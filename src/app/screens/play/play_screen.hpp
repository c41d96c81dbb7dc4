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
#include <string>
#include <variant>
#include <vector>

#include "app/screens/play/board_camera.hpp"
#include "app/shape/screen_layout.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"

namespace tl {
class JsonWriter;
class Midend;
class Machine;
struct BrokenInvariant;
enum class BoardChange : uint8_t;  // core/game/board_patterns.hpp
}  // namespace tl

namespace tl::app {
struct Theme;  // app/shape/theme.hpp
}

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
struct MoveCursor {  // the keyboard's arrows (0, 0: the cursor shown where it is)
  int dr, dc;
};
// Asked of the shell (ToShell): the link copied, the Why tab opened on the
// hint's why, "Read a photo" opened over the game.
struct CopyLink {};
struct WhyThisHint {};
struct ReadPhoto {};
using Msg = std::variant<PressCell, PressButton, Act, Edit, EditAll, NextInvariant, AnyPosition, HardMode, SolidView, ShowKeys,
                         ToggleRules, HintWordsSeen, MoveBoard, MoveSolid, ChangeBoard, LookAtButton, FaceCell, MoveCursor,
                         CopyLink, WhyThisHint, ReadPhoto>;

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
// What an update asks of the shell besides the game (each in the step of
// the tap: a copy needs the tap's gesture).
struct ToShell {
  bool copy_link = false;      // the link to what the screen shows, to the clipboard
  bool why_this_hint = false;  // the Why tab, its head in sight ("Why this hint?" is first there)
  bool read_photo = false;     // "Read a photo" over the game
};
// Applies one message. A press (PressCell, PressButton) is the game's: a
// press, or in edit mode a cell switched.
ToShell update(Model& m, const Msg& msg, Midend& game, const Context& ctx);
// Each frame's update: the cursor kept on a button of the rules in play.
void follow(Model& m, const Midend& game);
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
// The how-to-play's first sentence (a phone's first screen has no other rules).
std::string first_sentence(const std::string& text);
// The hook's part of Play: rules_line, rules_open, zoom, looked and reach
// (1-based, as the board draws them), solid_view, solid_zoom.
void state_json(const Model& m, const Midend& game, JsonWriter& j);

// --- View ----------------------------------------------------------------------

// What Play's views read of the shell, besides the game and the model.
struct Look {
  bool bar = false;           // a layout with a bar (Tall, Landscape): Hint, Undo, Redo and New are there
  bool status_line = false;   // a status line under the board says the moves
  bool keys_named = false;    // the keys are listed: the desktop, or a phone once a key was pressed
  bool heat_map = false;      // the board drew the solution as its heat map (cells too small for dots)
  bool colour_blind = false;  // the Okabe-Ito palette with colour names and letters (colour machines)
  bool challenge = false;     // a daily or a level in play: a test, with its par
  int par = 0;
  std::string difficulty = {};  // where the game stands among its board's (the census); "" when not known
};

// The status line's words: the moves and what is still needed, the par in a
// daily or a level (a test), Hard mode, Solved, or No solution.
std::string status_words(const Midend& game, const Look& look);
// The line over the bar that keeps them in sight (Tall and Landscape).
void status_line(const Midend& game, const Look& look, const Theme& theme, const Rect& where, const Ui& ui);
// The bar's Play buttons (Hint, Press next, Undo, Redo, New) where the layout
// put them; the Menu, the shell's, is drawn by the shell.
void action_bar(const Midend& game, const ScreenLayout& layout, const Ui& ui, Sink<Msg> send);
// What a press does: the how-to-play's first sentence, the rest one tap away.
void rules_line(const Model& m, const std::string& how_to_play, const Ui& ui, Sink<Msg> send);
// The goal as a small board (a big board's as a thumbnail of blocks; a
// graph's as its drawing), or a colour machine's colours counted by name.
void goal_picture(const Midend& game, const Look& look, const Ui& ui);
// Whether every position can be solved, the moves, hard mode, what is still
// needed, or why there is no solution (the invariant outlined, in words).
void status(const Model& m, const Midend& game, const Look& look, const Theme& theme, const Ui& ui, Sink<Msg> send);
// "Invariant 1 of 2: These 12 outlined cells ..." and Next invariant (none
// drawn when no invariant is outlined); `thumbs`: a finger-high button.
void invariant_lines(const Model& m, const Midend& game, bool thumbs, const Ui& ui, Sink<Msg> send);
// Hint's levels and the step-through.
void help_controls(const Model& m, const Midend& game, const Look& look, const Ui& ui, Sink<Msg> send);
// Restart, New, Undo, Redo where the bar has none, any position, the link,
// the 3D view, edit mode.
void game_controls(const Model& m, const Midend& game, const Look& look, const Ui& ui, Sink<Msg> send);
// "Patterns and moves", in a collapsing section: LightsOutWeb's resets (all
// lit, all off, random, random solvable, corners, border, checkers,
// chessboard) and moves (shift with wrap, turn, reflect, invert, rotate the
// states) as finger-sized buttons that wrap on a phone. Each is one undoable
// step on the lights, or on the goal while Edit edits it
// (Midend::change_board); a button that cannot apply is greyed and says
// why. Not while a daily or a level is in play (they would be an edit).
void board_patterns(const Midend& game, const Look& look, const Ui& ui, Sink<Msg> send);
// The keys, in a collapsing section; true when it is unfolded (the shell
// adds How to play under it).
bool keyboard_help(const Model& m, const Look& look, const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::play
