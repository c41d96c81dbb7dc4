// intents.hpp: what the shell's own drawing asks for, as typed values: a
// tab opened, the menu, a message put away, a machine picked, a setting
// changed. Each intent is a small struct that carries what it needs, never a
// shared `int value`; `Intent` is their std::variant, applied by frame()
// after the whole frame is drawn from the same state (as Tatham's midend
// receives moves).
//
// Every screen's own messages are in its module (src/app/screens/NAME/
// NAME_screen.hpp): Play's presses and buttons, the Why tab's sections, the
// picker's fields, the series and the statistics.
#pragma once

#include <cstdint>
#include <variant>

#include "app/shape/theme.hpp"

namespace tl::app {
enum class Pane : uint8_t;  // app.hpp
}  // namespace tl::app

namespace tl::app {

namespace intent {

// --- Settings: the player's, kept on the device (app.hpp's Settings) ----------
struct ColourBlind {  // the Okabe-Ito palette with colour names and letters (colour machines)
  bool on;
};
struct ReduceMotion {  // no flashes, pulses or slides
  bool on;
};
// --- The shell: panes, messages, the solved banner -----------------------------
struct OpenPane {       // a tab (Play, Why it works, Machine)
  Pane pane{};          // Play
  bool at_top = false;  // opened by a link in the panel: its head in sight, not the last tab's scroll
};
struct DismissMessage {};  // the message above the panel put away
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

using Intent = std::variant<intent::ColourBlind, intent::ReduceMotion, intent::OpenPane, intent::DismissMessage,
                            intent::PanelAtTop, intent::CloseBanner, intent::ToggleMenu, intent::PickMachine, intent::Sound,
                            intent::PickTheme, intent::PickCells, intent::ReadPhoto, intent::WhyAsHelp>;

}  // namespace tl::app
