// intents.hpp: what the shell's drawing asks for, as typed values. Each
// intent is a small struct that carries what it needs (a cell, a job, a
// topology), never a shared `int value`; `Intent` is their std::variant,
// applied by frame() after the whole frame is drawn from the same state
// (as Tatham's midend receives moves).
//
// These are the intents of the screens that are not modules yet, grouped
// by the screen that sends them: when a screen becomes a module of its own
// (src/app/screens/NAME, as "Read a photo" and "Pictures and matrices"
// are), its group moves into its own header as its messages.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/board_camera.hpp"
#include "app/shape/theme.hpp"
#include "core/base/topology.hpp"
#include "core/progress/calendar.hpp"

namespace tl {
enum class BoardChange : uint8_t;  // core/game/board_patterns.hpp
enum class RowOpKind : uint8_t;    // core/linear/explain/elimination.hpp
}  // namespace tl

namespace tl::app {
enum class Pane : uint8_t;  // app.hpp
}  // namespace tl::app

namespace tl::app {

// The game's own buttons (the bar, the panel, the solved banner).
// Step: the step-through's Next (the solution asked for); PressNext: the bar's
// Press next and the key S, which say what they do first (Midend::press_next).
enum class PlayAction : uint8_t { HintFurther, Step, PressNext, StepPrevious, ToggleSteps, TogglePlay, Undo, Redo, New, Restart };

namespace intent {

// --- Play: the board, the game's buttons, edit mode ------------------------------
struct PressCell {  // a press (or in edit mode a switch) on the board's cell
  int cell;
};
struct PressButton {  // a press on a button of the strip beside the board
  int button;
};
struct Play {  // Hint, Step, Undo, New, ...
  PlayAction action;
};
struct Edit {  // edit mode on or off, editing the goal or the lights
  bool on, goal;
};
struct EditAll {  // every cell edited set to this (0 Clear, 1 All on)
  int value;
};
struct NextInvariant {};  // outline the next invariant the position breaks (invariant_view.hpp)
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
struct HintWordsSeen {  // the hint level whose words were last brought into sight
  int level;
};
struct MoveBoard {  // the flat board zoomed, panned or fitted (board_view.cpp's zoom_and_pan)
  BoardCamera camera;
};
struct MoveSolid {  // the 3D view turned, zoomed or fitted (solid_board_view.cpp)
  SolidCamera camera;
};
struct ColourBlind {  // the Okabe-Ito palette with colour names and letters (colour machines)
  bool on;
};
struct ReduceMotion {  // no flashes, pulses or slides
  bool on;
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
// --- The shell: panes, messages, the solved banner -----------------------------
struct OpenPane {       // a tab (Play, Why it works, Machine)
  Pane pane{};          // Play
  bool at_top = false;  // opened by a link in the panel: its head in sight, not the last tab's scroll
};
struct DismissMessage {};  // the message above the panel put away
struct ToggleRules {};     // the Play tab's whole how-to-play, or its first sentence
struct PanelAtTop {};      // the panel was scrolled back to its head, as a new challenge asked
struct CloseBanner {};     // the solved banner closed for this position
struct ToggleMenu {};      // the bar's Menu: the picker's pane opened over the game, or closed
// --- The menu: machines, settings ----------------------------------------------
struct PickMachine {  // the default game of machine_kinds()[kind]
  int kind;
};
struct Sound {  // on or off (the M key too)
  bool on;
};
struct PickTheme {
  ThemeChoice theme;
};
struct PickCells {
  RenderStyle cells;
};
struct ReadPhoto {};  // "Read a photo" opened over the game (its own messages: screens/photo)
// --- Progress: series, statistics, the tour ----------------------------------
struct WhyAsHelp {};  // a daily's or a level's Why tab opened before the solve: counted as help

}  // namespace intent

using Intent = std::variant<intent::PressCell, intent::PressButton, intent::Play, intent::Edit, intent::EditAll,
                            intent::NextInvariant, intent::AnyPosition, intent::HardMode, intent::SolidView, intent::MoveBoard,
                            intent::MoveSolid, intent::ShowKeys, intent::HintWordsSeen, intent::ColourBlind, intent::ReduceMotion,
                            intent::ChangeBoard, intent::LookAtButton, intent::FaceCell, intent::OpenPane, intent::DismissMessage,
                            intent::ToggleRules, intent::PanelAtTop, intent::CloseBanner, intent::ToggleMenu, intent::PickMachine,
                            intent::Sound, intent::PickTheme, intent::PickCells, intent::ReadPhoto, intent::WhyAsHelp>;

}  // namespace tl::app
