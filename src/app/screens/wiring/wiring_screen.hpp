// wiring_screen.hpp: a wiring machine (Ghaly's) made visible, as a module
// (its model, its messages, an update, a view that only reads). In the Why
// tab the transmitter and the colour-generator wiring drawn over the board
// (the wiring diagrams of Joyner 2006, section 3.3, Figures 1-6), the codes
// on the edges, pi_W, the support and the colour codes; while playing,
// "Show the wires": the two transmitter wires through the square looked at,
// with what its press does in words.
//
// The shell (app/wiring_host.cpp) holds a Screen, tells prepare() what is
// on screen before the draw, draws the views and applies the messages; the
// census of every assignment is a job of the shell's and stays there.
// Nothing here knows the shell's `App`, nor Ghaly's own types: a machine's
// wiring is a WiringView (core/game/wiring_view.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/game/wiring_view.hpp"

namespace tl {
class JsonWriter;
class Machine;
struct Position;
}  // namespace tl

namespace tl::app::wiring {

struct Model {
  bool show_transmitters = true;   // draw the transmitter wiring (Why tab)
  bool show_colour_wires = false;  //   ... and the colour-generator wiring
  int highlight_wire = -1;         // the wire under the pointer (transmitter label 0..2N-1)
  // The wiring of the position in play (its paths, codes, pi_W), made by
  // prepare() once per change, which the views only read; null where the
  // machine has no wiring or neither view shows.
  std::shared_ptr<const WiringFacts> facts;
  uint64_t facts_revision = ~uint64_t(0);
  // "Show the wires" while playing: the square looked at (hovered, a finger
  // held still, else the hint's) and what its press does, per square and position.
  bool in_play = false;
  int look_button = -1;
  uint64_t look_revision = ~uint64_t(0);
  std::string look_words;
  std::vector<int> look_wires;
};

// --- Its messages --------------------------------------------------------------

struct ShowWires {  // which wiring the Why tab draws over the board
  bool transmitters, colour_generators;
};
struct HoverWire {  // the pointer over a wire's label (-1: none)
  int wire;
};
struct WiresInPlay {  // "Show the wires" while playing: on or off
  bool on;
};
using Msg = std::variant<ShowWires, HoverWire, WiresInPlay>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

void update(Model& m, const Msg& msg);

// What is on screen this frame, for prepare().
struct OnScreen {
  const Machine* machine = nullptr;    // the machine in play
  const WiringView* wiring = nullptr;  // its wiring (null: it has none)
  const Position* position = nullptr;  // the position in play
  uint64_t revision = 0;               // its revision (Midend::revision)
  bool why_open = false;               // the Why tab shows
  bool play_open = false;              // the Play tab shows
  int looked = -1;                     // the square looked at on the board, this revision (-1: none)
  int hint = -1;                       // the hint's square (-1: none)
};
// Makes what the views read (the facts once per position; in play the
// looked-at square's words once per square and position), or lets it go
// when neither view shows.
void prepare(Model& m, const OnScreen& s);

// --- View ----------------------------------------------------------------------

// Where the board is drawn: its top left and a square's side.
struct BoardPlace {
  float x0 = 0, y0 = 0, cell = 0;
};
// How the wires are coloured: the theme, and a square's fill for each of the
// machine's colours (index: WiringView::colour_of_code).
struct Look {
  const Theme& theme;
  std::vector<uint32_t> colour_fill;
};
// The facts made for this revision, or null.
const WiringFacts* facts_for(const Model& m, uint64_t revision);

// The Why tab's wiring over the board, its edges labelled with their codes;
// the pointer over a label sends HoverWire.
void draw_overlay(const Model& m, const WiringView& g, const WiringFacts& f, BoardPlace b, const Look& look, Sink<Msg> send);
// The Why tab's section: the tick boxes, pi_W, the support, the colour codes.
void draw_panel(const Model& m, const WiringView& g, const WiringFacts& f, const Ui& ui, Sink<Msg> send);
// "Show the wires" and, while on, the looked-at square's words.
void draw_play_controls(const Model& m, const Ui& ui, Sink<Msg> send);
// While playing with the wires shown: the looked-at square's transmitter
// wires over the board, their ends named (revision: the position in play's).
void draw_play_overlay(const Model& m, uint64_t revision, BoardPlace b, const Theme& t);
// The hook's "wires_in_play": {on, button (1-based or null), words, wires}.
void state_json(const Model& m, JsonWriter& j);

}  // namespace tl::app::wiring
