// elimination_screen.hpp: the linear algebra behind every linear machine
// (Merlin, Lights Out of any shape and any number of states, Quatrainment,
// custom rules), beside the board, as Arnold and Blaszak do it on paper: the
// Why tab's matrix A, the elimination of [A | b] step by step, A^-1, the
// quiet patterns, which positions can be reached, and the worksheets; over
// the board, a column of A as the cells its button changes, a row as the
// buttons that change its cell, and at the end the solution. A module (its
// model, its messages, an update, views that only read).
//
// The explanation of the position in play is made by `prepare()` in the
// update, once per change of the game, never by a draw. What is not its own
// is handed in by the host (app/elimination_host.cpp): the board's place,
// the colours of the board's states, a way to draw a small board; the host
// draws the unsolvable position's invariant and "Do it yourself" between
// the sections and carries out what an update asks (presses, the clipboard,
// a file).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/linear/explain/sheet_kind.hpp"

namespace tl {
class JsonWriter;
class Midend;
struct Explanation;
}  // namespace tl

namespace tl::app::elimination {

struct ExplanationCache;  // elimination_cache.hpp: the explanation of one position

struct Model {
  // The pointer over a column of A, or over a button on the board: that
  // button's cells light up on the board and its column in A. One writer
  // each (the matrix, the board's overlay), so draw order decides nothing.
  int hover_column = -1;
  int hover_button = -1;
  // The pointer over a row's number of A (or a finger's tap on it): that
  // cell, and the buttons that change it, outlined on the board.
  int hover_row = -1;
  // A and [A | b] drawn again at a size that carries their digits, where the
  // pane's squares are too small for them (Zoom under each).
  bool zoom_a = false, zoom_augmented = false;
  // The worksheet Copy LaTeX and Copy text give (a student sheet while the
  // board has one; the explanation's full sheet otherwise).
  Sheet sheet = Sheet::Full;
  static constexpr double kRunInterval = 0.35;    // Run: a step every so many seconds
  std::size_t step = 0;                           // the step-through: steps applied so far (prepare clamps it)
  bool scroll_to = false;                         // a link named the step: its section scrolled into view once
  bool playing = false;                           // Run
  double clock = 0;                               // seconds to Run's next step
  std::shared_ptr<ExplanationCache> explanation;  // for the revision it was made for (see its key)
  // A board the engine explains (Midend::offloaded: its elimination takes
  // seconds): prepare() asks by the position's ID instead of eliminating in
  // the frame, the host sends the ask, and the answer comes as Explained.
  struct Ask {
    uint64_t revision = 0;
    std::string id, start_id;  // start_id: the game's start, when its explanation is not kept
  };
  std::optional<Ask> ask;         // made this update, for the host to send
  uint64_t asked = ~uint64_t(0);  // the revision whose explanation is out with the engine (or came back failed)
  std::string error;              // why the engine could not explain that revision
  // The worksheet's texts, written by the engine before the tap that copies
  // them (so the clipboard keeps the tap's gesture): of the game's start
  // (its deal) as the sheet chosen shows it; asked for by prepare() when
  // the exports show, the ask sent by the host, the texts come as SheetsCame.
  struct Sheets {
    uint64_t deal = ~uint64_t(0);
    Sheet sheet = Sheet::Full;
    bool ready = false;
    std::string latex, text, error;
  };
  Sheets sheets;
  struct SheetAsk {
    uint64_t deal = 0;
    Sheet sheet = Sheet::Full;
    std::shared_ptr<const Explanation> explanation;  // the game's start's
  };
  std::optional<SheetAsk> sheet_ask;  // made this update, for the host to send
};

// The column of A picked, from the matrix or from the board (-1: none).
inline int highlighted_button(const Model& m) { return m.hover_column >= 0 ? m.hover_column : m.hover_button; }

// Where A and [A | b] were drawn this frame, and how their rows and columns
// are numbered: the draw's record for the hook (a test taps a column by it).
struct MatrixDrawn {
  std::string name;  // "A", "[A | b]"
  Rect rect;         // the entries, without the numbers
  int rows = 0, cols = 0;
  float label_px = 0;                // the numbers' font size
  int row_every = 1, col_every = 1;  // row 1 and every n-th numbered
  bool digits = false;               // each entry written as a digit (mod 2: where a square is big enough)
};

// --- Its messages --------------------------------------------------------------

struct StepBack {};
struct NextStep {};  // a row operation, never a press: not the bar's Press next
struct RunOrPause {  // Run (with reduced motion: straight to the end), or Pause
  bool reduce_motion;
};
struct ToEnd {};
struct ShowStep {  // a link's step, brought into sight
  std::size_t step;
};
struct StepShown {};  // ... and scrolled to
struct HoverColumn {  // the column of A under the pointer or tapped (-1: none)
  int column;
};
struct HoverRow {  // the row of A whose number is under the pointer or tapped (-1: none)
  int row;
};
struct HoverButton {  // the button on the board under the pointer or tapped (-1: none)
  int button;
};
struct Zoom {  // Zoom under A (false) or [A | b] (true): on or off
  bool augmented;
};
struct ChooseSheet {  // the worksheet the exports give
  Sheet sheet;
};
struct ApplyQuiet {  // a quiet pattern's presses, one by one: the lights as before
  std::vector<int> presses;
};
enum class Export : uint8_t { CopyLatex, CopyText, SaveTex, SaveTxt };
struct ExportSheet {
  Export how;
};
struct Explained {  // the engine's answer to an Ask: kept when the game is still at that revision
  uint64_t revision = 0;
  std::shared_ptr<Explanation> now;          // null with an error
  std::shared_ptr<const Explanation> start;  // when asked for
  std::string error;
};
struct SheetsCame {  // the engine's answer to a SheetAsk: kept when it is still the sheet wanted
  uint64_t deal = 0;
  Sheet sheet = Sheet::Full;
  std::string latex, text, error;
};
using Msg = std::variant<StepBack, NextStep, RunOrPause, ToEnd, ShowStep, StepShown, HoverColumn, HoverRow, HoverButton, Zoom,
                         ChooseSheet, ApplyQuiet, ExportSheet, Explained, SheetsCame>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
  std::vector<MatrixDrawn> drawn;  // this frame's record (the draw writes it, as it writes the controls' places)
  uint32_t engine_job = 0;         // the host's: the engine's job explaining Model::asked (0: none)
  uint32_t sheet_job = 0;          // the host's: the engine's job writing Model::sheets (0: none)
};

// --- Update --------------------------------------------------------------------

// What an update asks of the shell: a text to the clipboard or to a file.
struct ToShell {
  enum class Do : uint8_t { None, Copy, Save } what = Do::None;
  std::string text{};
  std::string done{};       // Copy: the message once copied
  std::string what_text{};  // Copy: its name in a failure's words
  std::string file_name{};  // Save: the name offered, and its type
  std::string mime{};
};
// ApplyQuiet presses on `game`; ExportSheet makes the sheet's text.
ToShell update(Model& m, const Msg& msg, Midend& game);
// Each frame's update, before anything is drawn: with the Why tab `shown`,
// the explanation of the position in play (made again after each change of
// the game, the step-through then starting over; asked of the engine on a
// board it explains), the step clamped to its length and [A | b] replayed to it.
void prepare(Model& m, const Midend& game, bool shown);
// Run's clock (while the Why tab shows): a step every kRunInterval seconds.
void tick(Model& m, double dt);

// --- Reads ---------------------------------------------------------------------

// The explanation of the position in play, once prepare() made it (null
// before, or where the Why tab is closed).
const Explanation* explanation_now(const Model& m, const Midend& game);
// The engine is working out the explanation of the position in play.
bool explaining(const Model& m, const Midend& game);
// The step as the Why tab shows it (0 until the explanation is made), for the link.
std::size_t shown_step(const Model& m, const Midend& game);
// The step-through's number of steps for the position (its explanation
// made if need be), or -1 when the board is too large to step through: a
// link's step is checked against it.
long long steps(Model& m, const Midend& game);
// The sheet the exports give, as text ("latex" or "text").
std::string export_text(const Model& m, const Midend& game, const std::string& format);
// The hook's "elimination": its step, the solution (its first `most_presses`
// presses), the picks, the matrices drawn.
void state_json(const Model& m, const Midend& game, const std::vector<MatrixDrawn>& drawn, bool touch, std::size_t most_presses,
                JsonWriter& j);

// --- Views ---------------------------------------------------------------------

// What the views draw with that is the shell's.
struct Look {
  const Theme& theme;
  std::function<ImU32(int value, int states)> state_colour;                  // a light in that state, as the board shows it
  std::function<ImU32(ImU32 fill)> ink_on;                                   // words that read on that fill
  std::function<void(const std::vector<uint8_t>&, int, float)> small_board;  // values, states, pixels across
};
// The sections down to "Which positions can be reached"; false (nothing
// drawn) while the position has no fresh explanation. `reduce_motion`: Run
// goes straight to the end. `drawn`: the record.
bool draw_sections(const Model& m, const Midend& game, const Look& look, bool reduce_motion, const Ui& ui,
                   std::vector<MatrixDrawn>& drawn, Sink<Msg> send);
// The worksheet's choice and its exports.
void draw_exports(const Model& m, const Midend& game, const Ui& ui, Sink<Msg> send);
// Over the board: where it is, and a cell's side.
struct BoardPlace {
  Rect rect;
  float cell = 0;
};
void draw_overlay(const Model& m, const Midend& game, BoardPlace board, const Theme& theme, bool touch, Sink<Msg> send);

}  // namespace tl::app::elimination
