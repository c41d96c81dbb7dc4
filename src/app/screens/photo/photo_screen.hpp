// photo_screen.hpp: "Read a photo", a screen of its own over the game, as a
// module (the Elm architecture: a model, its messages, an update, a view
// that only reads). The player takes, chooses, drops or pastes a photo of a
// board (a handheld, a game, a worksheet, a screen); the platform's board
// reader (core/vision) finds its grid and lights; the photo is shown with
// that grid over it, the doubtful cells marked, and the player fixes what is
// wrong (a tap on a cell, a drag of a corner, steppers for rows, columns and
// states, Rotate and Mirror for which corner is the top left) before "Use
// this" opens the board as a puzzle of the chosen rules, as one undoable step.
//
// The pixels never come here (photo_io.hpp's PhotoIn): the page keeps them
// in its reader's worker, so the page's own module neither holds a photo nor
// links the reader. Nothing of the photo is saved.
//
// This header is the screen's whole face: the shell (app/) holds a Screen,
// opens it, lays it out, draws it and applies its messages; nothing here
// knows the shell's `App`, and no other screen includes it.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "app/screens/photo/photo_io.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/midend/board_rules.hpp"

namespace tl {
class JsonWriter;
class Midend;
class Machine;
}  // namespace tl

namespace tl::app::photo {

// --- The model ---------------------------------------------------------------

// Where the screen's parts go: a pure function of the canvas and the photo's
// shape (lay_out), worked out before the draw, so a finger's gesture knows
// what it started on.
struct Layout {
  Rect title, photo, controls;
  Rect view;        // the part of the photo shown, in the photo's pixels
  float scale = 1;  // screen pixels per photo pixel
};

struct Model {
  PhotoIn photo;             // id 0: none yet (the screen offers to take, choose or drop one)
  int rows = 0, cols = 0;    // given (0: counted by the reader)
  int states = 2;            // lights of 2..8 states
  bool lit_is_dark = false;  // ink on paper: marks darker than the empty cells
  bool ink_known = false;    // lit_is_dark is the player's, or the photo's first read's guess: reads keep it
  bool placed = false;       // the player placed the corners: reads keep them
  // k states: a tap says which state a colour is (the clusters are ordered
  // by brightness, the game's states may not be): the tapped cell's state
  // and the next swap names on every cell. Off: a tap changes one cell.
  bool tap_colour = false;
  BoardRules rules = BoardRules::LightsOut;  // what Use this opens it as (core/midend/board_rules.hpp)
  uint32_t request = 0;                      // the last read asked for
  bool reading = false;                      // ... and not answered yet
  bool have = false;                         // `read` holds a board (read, or corners placed by hand)
  vision::BoardRead read;
  int dragging = -1;  // the corner a finger or the mouse holds (0..3: top left, clockwise)
  std::string said;   // the screen's line: what was found, what to do
  // The part of the photo to show, in its pixels (empty: all of it): the
  // board found and a margin, so a phone's cells are a finger wide.
  Rect view;
  Layout layout;  // this frame's (lay_out, before the draw)
};

// --- Its messages: what its controls ask for, each carrying what it needs ----

struct ChooseFile {};
struct TakePhoto {};
struct Cancel {};
struct Rotate {};        // a quarter turn: which corner is the top left
struct Mirror {};        // left and right swapped
struct UseThis {};       // open the board read as a game
struct ToggleInk {};     // ink marks on paper, or lamps
struct PlaceCorners {};  // no board found: the corners placed by hand
struct ToggleTapColour {};
struct SetRows {
  int rows;
};
struct SetCols {
  int cols;
};
struct SetStates {
  int states;
};
struct PickRules {
  BoardRules rules;
};
struct TapCell {  // its light one further (the player's fix)
  int cell;
};
struct GrabCorner {  // taken by the pointer (0..3: top left, clockwise)
  int corner;
};
struct MoveCorner {  // moved to (x, y), in the photo's pixels
  int corner;
  float x, y;
};
struct DropCorner {  // let go: read again with the corners where they are
  int corner;
};
using Msg = std::variant<ChooseFile, TakePhoto, Cancel, Rotate, Mirror, UseThis, ToggleInk, PlaceCorners, ToggleTapColour,
                         SetRows, SetCols, SetStates, PickRules, TapCell, GrabCorner, MoveCorner, DropCorner>;

// What an update asks of the shell (the Elm architecture's commands): the
// screen closes, or the board read opens as a puzzle `id`.
struct Close {
  uint32_t drop = 0;  // the photo to forget (0: none)
};
struct OpenBoard {
  std::string id;
  int rows = 0, cols = 0;
};
using ToShell = std::variant<std::monostate, Close, OpenBoard>;

// The shell's side of the screen: its model, and the messages its draw
// sent this frame (applied after the draw, in order).
struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update ------------------------------------------------------------------

// A fresh screen, with the game's number of states (2..8) and the words for
// a platform with a file chooser or without.
Model opened(int game_states, bool can_choose_files);
// A message from the draw. `game` is read for the rules "Use this" may open
// with; what the platform must do goes to `out`.
ToShell update(Model& m, const Msg& msg, const Midend& game, PhotoRequests& out);
// What the platform handed in this frame: photos chosen, taken, dropped or
// pasted, and the answers to reads.
void take_photo(Model& m, const PhotoIn& p, PhotoRequests& out);
void take_read(Model& m, const PhotoReadIn& r);
// "Use this" could not open the board: the shell's reason, on the screen.
void open_failed(Model& m, const std::string& why);
// Where the screen's parts go for a canvas of `width` x `height` (before the draw).
Layout lay_out(const Model& m, float width, float height, const Insets& safe, float em);

// --- View --------------------------------------------------------------------

// What the draw is told of the world outside the screen.
struct Look {
  bool can_choose_files = false;     // the platform has a file chooser (and a camera on a phone)
  float scroll_y = 0;                // a finger's drag that began on the controls scrolls them
  std::vector<uint32_t> state_fill;  // per state 1..k-1 (index k), the fill of a light read in it (k > 2)
};
// The screen, drawn over the whole window. `in_play` gives the rules it may open as.
void draw(const Model& m, const Machine& in_play, const Look& look, const Ui& ui, Sink<Msg> send);
// The hook's "photo": {open, photo, name, width, height, reading, have, placed, rows, cols, states,
// lit_is_dark, tap_colour, cells, doubtful, grid_fit, view, corners, rules, said}.
void state_json(const Model& m, bool open, const Machine& in_play, JsonWriter& j);

}  // namespace tl::app::photo
