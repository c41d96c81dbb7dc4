// app.hpp: the Toggle Lab screen: core state in, ImGui widgets out, presses back.
//
// Four kinds of state are kept apart (as in Tatham's midend):
//   - parameters: what the player picks for a new game (AppState::picker)
//   - the position and its history: Session (what undo restores)
//   - UI state: hint shown, step-through, cursor, edit mode (not undone)
//   - the view cache: the solution of the current position and where each
//     button was drawn; thrown away and rebuilt whenever it goes stale
// The app knows nothing about SDL, GL or the browser: the platform layer calls
// frame() inside an ImGui frame and gives it Hooks for what only it can do.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game/session.hpp"

struct ImDrawList;

namespace tl::app {

struct Rect { float x = 0, y = 0, w = 0, h = 0; };

// What the platform does for the app.
struct Hooks {
  std::function<void(const std::string&)> copy_link;                     // put a link to this puzzle ID on the clipboard
  std::function<void(const std::string&)> copy_text;                     // put text (an export) on the clipboard
  std::function<void(const char* key, const std::string&)> save;          // persist a preference
  // Draws a board on the GPU (our shader): palette index per cell, RGBA8 palette.
  std::function<void(ImDrawList*, float x0, float y0, float x1, float y1, const std::vector<uint8_t>& values,
                     int rows, int cols, const std::vector<uint32_t>& palette, uint32_t background)>
      draw_cells;
};

// Parameters for the next New game, per machine kind.
struct PickerState {
  int rows = 5, cols = 5;   // Lights Out and custom sizes
  bool torus = false;
  int ghaly_n = 4;
  bool any_position = false;  // New deals any position, not only solvable ones
};

// Rank and nullity of a linear machine, once per machine (the Play tab's
// "only 2^r of 2^C positions are reachable" line).
struct AnalysisCache {
  const Machine* machine = nullptr;
  bool linear = false;
  int cells = 0, buttons = 0, rank = 0, nullity = 0;
};

// The current position's solution, computed once per position.
struct SolveCache {
  const Machine* machine = nullptr;
  Position position;
  Solution solution;
};

struct App {
  explicit App(Puzzle start) : session(std::move(start)) {}

  Session session;
  Hooks hooks;
  PickerState picker;

  // --- UI state (not undone) ---
  std::string message;            // a banner: an error (bad link) or a note
  bool message_is_error = false;
  uint64_t games_started = 0;     // mixed into New's seed so each New differs
  bool hint_shown = false;        // Hint: highlight the next button of a minimal solution
  bool steps_shown = false;       // step-through: mark every button of the minimal solution
  bool playing = false;           // step-through's Play
  double play_clock = 0;          // seconds until Play's next press
  int cursor = 0;                 // keyboard cursor, a 0-based button
  bool cursor_visible = false;    // shown once the keyboard is used
  bool edit_mode = false;         // clicks set cells instead of pressing buttons
  bool edit_goal = false;         // in edit mode: the goal grid instead of the lights
  bool colour_blind = false;      // Okabe-Ito palette with colour names for Ghaly
  bool show_help = false;
  int side_tab = 0;               // 0: Play, 1: Why (the algebra or the wiring)
  int open_tab = -1;              // a tab to bring forward on the next frame (--why)
  bool show_transmitters = true;  // Ghaly's Why: draw the transmitter wiring
  bool show_colour_wires = false; //   ... and the colour-generator wiring
  int highlight_wire = -1;        //   the wire under the pointer (transmitter label 0..2N-1)
  int highlight_button = -1;      // linear Why: the column of A under the pointer (its cells light up)
  int highlight_cells = -1;       //   the quiet pattern (>= 0) or invariant (<= -2: -2 - k) shown on the board
  std::size_t elim_step = 0;      // the elimination's step-through: steps applied so far
  bool elim_playing = false;
  double elim_clock = 0;
  bool atlas_torus = false;       // the Lights Out atlas: which kind, and whether it runs
  bool atlas_running = false;
  bool census_requested = false;
  float zoom = 1.0f;              // large boards: wheel zooms, right/middle drag pans
  float pan_x = 0.0f, pan_y = 0.0f;  // board pixels scrolled out of view

  // --- view cache (rebuilt when stale) ---
  SolveCache solve_cache;
  AnalysisCache analysis_cache;
  const Machine* picker_synced_to = nullptr;  // the machine the picker's fields were last read from
  std::vector<Rect> button_rects;  // per button, in window (CSS) pixels
  std::vector<std::pair<std::string, Rect>> control_rects;  // labelled controls drawn this frame
  Rect board_rect;                 // where the board was drawn (origin, cell size in w/h)
  float board_cell = 0;
  std::shared_ptr<void> census;    // Ghaly's census, computed on request (see why_ghaly.cpp)
  std::shared_ptr<void> explanation;  // the current position's LinearExplanation (why_linear.cpp)
  std::shared_ptr<void> atlas;        // the Lights Out atlas in progress or done (why_linear.cpp)
};

// Ghaly-style machines: the goal is "all one colour", not a grid (Position's
// goal is empty, see machine.hpp), and cells hold colour numbers.
inline bool colour_goal(const Puzzle& p) { return p.position.goal.size() == 0; }

// Starts with `id` when it parses; otherwise the default game and an error
// message that names what was wrong with `id`.
App make_app(std::string_view id);

// Loads a puzzle ID as a new game (undoable). On a bad ID the game is kept and
// `message` says what was wrong; returns false.
bool load(App& app, std::string_view id);

// The solution of the current position (cached per position).
const Solution& current_solution(App& app);
// Rank and nullity of the current machine when it is linear (cached per machine).
const AnalysisCache& current_analysis(App& app);
// The button Hint highlights (0-based), or -1 (hint off, solved or unsolvable).
int hint_button(App& app);
// Step-through marks still to press (0-based), empty when the step-through is off.
std::vector<int> step_marks(App& app);

// Actions shared by the widgets and the keyboard.
void press(App& app, int button);
void new_game(App& app);
void step_next(App& app);
void step_previous(App& app);
// Starts a new game of machine `kind` with the picker's parameters.
bool start_machine(App& app, const std::string& kind);

// Builds this frame's UI. Call between ImGui::NewFrame and ImGui::Render.
void frame(App& app);

// The automation hook's view of the game (README: "The page's automation hook").
std::string state_json(App& app);
// {x, y, width, height} of button `button_1based` in window pixels, or null.
std::string button_rect_json(const App& app, int button_1based);
// Remembers where the last ImGui item was drawn under `label` (its visible
// text up to "##"), so the hook can tell a test where to click.
void record_control(App& app, const char* label);
// The same for a labelled control ("Hint", "Next", "Undo", ...), or null.
std::string control_rect_json(const App& app, const std::string& label);
// The Why tab's worksheet export of the current position: "latex" or "text"
// (what Copy LaTeX / Copy text put on the clipboard); empty when not linear.
std::string export_text(App& app, const std::string& format);

}  // namespace tl::app
