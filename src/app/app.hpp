// app.hpp: the Toggle Lab screen: core state in, ImGui widgets out, presses back.
//
// Four kinds of state are kept apart (as in Tatham's midend):
//   - parameters: what the player picks for a new game (screens/picker)
//   - the position and its history, and every rule of playing it: the
//     Midend in core (presses, help, hints, New, edit mode, messages)
//   - UI state of each view, not undone: one struct per view below
//   - view caches (the explanation, where each button was drawn): thrown
//     away and rebuilt whenever they go stale
// The app knows nothing about SDL, GL or the browser: the platform layer hands
// it an input value each frame and carries out the output value (app_io.hpp,
// app_step.hpp); Hooks has the one thing only a platform draws.
// It never names a machine: what it shows besides the board follows the
// machine's capabilities (why_view.cpp).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/app_io.hpp"
#include "app/boards/board_drawn.hpp"
#include "app/intents.hpp"
#include "app/widgets/ui.hpp"
#include "app/shape/screen_layout.hpp"
#include "app/shape/theme.hpp"
#include "app/shape/touch_gestures.hpp"
#include "core/base/job.hpp"
#include "core/graph/graph.hpp"
#include "core/linear/explain/census.hpp"
#include "core/midend/board_rules.hpp"
#include "core/midend/diy_desk.hpp"
#include "core/midend/midend.hpp"
#include "core/progress/calendar.hpp"
#include "core/progress/game_ledger.hpp"
#include "core/progress/records.hpp"
#include "core/progress/statistics.hpp"

struct ImDrawList;

namespace tl {
class LightsOutAtlas;
class FamilyAtlas;
class PeriodChart;
class CensusRun;
class WiringCensusRun;
struct WiringFacts;
struct Series;
}  // namespace tl

namespace tl::app {

// The screens that are modules of their own (app/screens/NAME): the shell
// holds each through a pointer, so this header, and the 70-odd files that
// include it, never see a screen's model.
namespace photo {
struct Screen;
}
namespace pictures {
struct Screen;
}
namespace graph_editor {
struct Screen;
}
namespace picker {
struct Screen;
}
namespace why_hint {
struct Screen;
}
namespace wiring {
struct Screen;
}
namespace diy {
struct Screen;
}
namespace lesson {
struct Screen;
}
namespace atlas {
struct Screen;
}
namespace family_atlas {
struct Screen;
}
namespace dynamics {
struct Screen;
}
namespace tour {
struct Screen;
}
namespace censuses {
struct Screen;
}
namespace stats {
struct Screen;
}
namespace dailies {
struct Screen;
}
namespace solids {
struct Screen;
}
namespace elimination {
struct Screen;
}
namespace rules_editor {
struct Screen;
}
namespace play {
struct Screen;
}

// What the platform draws for the app: the board's cells on the GPU
// (DrawCells, app/boards/board_drawn.hpp). Without it (the headless suite)
// every board is drawn by ImGui's own draw list.
struct Hooks {
  DrawCells draw_cells;
};

// --- The views' state: one struct per view, none of it undone -------------

// The player's settings, saved on the device and read by every screen
// (the menu and the Play pane's last lines change them): not Play's own.
struct Settings {
  bool colour_blind = false;                 // Okabe-Ito palette with colour names and letters (colour machines)
  bool reduce_motion = false;                // prefers-reduced-motion: Play and Run jump to their end
  bool sound = false;                        // a click a press, a chime a solve (off until turned on; saved)
  ThemeChoice theme = ThemeChoice::System;   // the colours (saved); System: the device's light or dark
  RenderStyle cells = RenderStyle::Squares;  // the cells' shape (saved)
};

// The panel's panes. Which one is open is state that a click (a tab, the
// bar's Menu, a link, --why) changes, and nothing else: every view reads it.
// Machine is the picker on its own, for the layouts with a bar (Tall,
// Landscape); Wide shows the picker under the Play pane, below the game.
enum class Pane : uint8_t { Play, Why, Machine };

// Where things go (app.cpp lays the screen out each frame from the canvas's
// size, screen_layout.hpp), and the touch state the platform feeds.
// A screen over the whole window, the game waiting under it.
enum class Overlay : uint8_t { None, Photo };

struct ScreenView {
  Overlay overlay = Overlay::None;  // "Read a photo" (screens/photo) covers the game while it is open
  Pane pane = Pane::Play;
  Pane pane_before_menu = Pane::Play;  // Menu closes back to it
  bool sheet_open = false;             // Tall: the panel raised over the board
  bool panel_to_top = false;           // a new challenge: the panel scrolls back to its head once
  Insets safe;                         // the device's safe-area insets (the page sets them)
  bool can_choose_files = false;       // the platform has a file chooser (AppInput::can_choose_files)
  bool keyboard_used = false;          // a key was pressed: a phone's screens name keys from then on
  bool system_dark = true;             // the device prefers dark (the page's prefers-color-scheme; the desktop: dark)
  ScreenLayout layout;                 // this frame's
  TouchGestures touch;                 // fingers in (platform), gestures out
  Gestures gestures;                   // this frame's (taken before ImGui's frame)
  Rect choices;                        // an open list of choices (widgets/choice_list), as last drawn: a finger there scrolls it
  double now = 0;                      // seconds, the frame's clock (update)
};

// What makes a press feel like one: the lights it changed flash, the hint's
// ring pulses once, solving raises a banner. Keyed to the game's revision,
// so nothing is recomputed at rest.
struct FeelView {
  static constexpr double kFlashSeconds = 0.12;
  static constexpr double kPulseSeconds = 0.6;
  uint64_t revision = ~uint64_t(0);       // the game revision `cells` is for
  MachinePtr machine;                     // the rules `cells` was read under
  std::vector<int> cells;                 // the lights as last seen
  std::vector<int> flash;                 // cells the last press changed
  double flash_at = -1;                   // when
  int hint = -1;                          // the hinted button last seen
  double pulse_at = -1;                   // when the hint's ring started its pulse
  bool banner = false;                    // the solved banner is up
  uint64_t banner_closed = ~uint64_t(0);  // the revision whose banner was closed
  bool vibrate = false;                   // the platform buzzes once (web: navigator.vibrate)
  std::vector<SoundCue> sounds;           // to play after this frame (with sound on, the window shown)
};

// The all-lit board's period by size for the family in play (core
// period_chart.hpp; its section: screens/dynamics), a size a step in the background;
// dropped when the family (press, topology, states) changes.
struct PeriodChartView {
  JobSlot<PeriodChart> slot;
  std::string key;  // the family in play: its 1 x 1 board's ID head ("" where it has no square boards)
};

// The atlas of square boards' run (nullity of N x N for N = 1..256), for the
// settings its section picked (screens/atlas): a job of the engine's
// (jobs.cpp asks for it), and what its news has said so far.
struct AtlasJob {
  uint32_t job = 0;  // the engine's job number (0: none asked)
  Topology topology = Topology::Plain;
  int states = 2;
  bool running = false;  // not paused (the engine may not have started it yet)
  bool done = false;
  double progress = 0;
  std::vector<int> nullities = {};  // N = 1..size()
  std::string error = {};           // why the engine could not run it
};

// The play screen's solves on a board too big to solve in a frame
// (Midend::set_offload), asked of the engine: the job of each kind asked
// last and what it asked (its ID travels with the job). News of any other
// job of theirs is of a position left behind.
struct SolveJobs {
  uint32_t position = 0, start = 0;  // the engine's job numbers (0: none out)
  SolveAsk position_ask, start_ask;
};

// The run of the atlas of a family of boards by one size (its section is a
// module, screens/family_atlas), computed a member per step in the
// background, with Pause; kept per family and rules (`key`, the first
// member's head).
struct FamilyAtlasView {
  static constexpr int kMembers = 64;  // sizes n = 1..64 at most (and the page's cells)
  std::string key;
  MachinePtr keyed_for;       // the rules `key` was last read from (read again only when they change)
  JobSlot<FamilyAtlas> slot;  // background work (core/base/job.hpp)
};

// The census of wiring machines' assignments (core/game/wiring_view.hpp),
// computed on request in slices (background_work in activity.cpp), with
// Pause; and the figure of the assignment in play it is read against.
struct CensusView {
  JobSlot<WiringCensusRun> slot;  // not started until requested; complete once finished()
  MachinePtr fewest_for;          // the rules `fewest_here` is for
  int fewest_here = -1;           // their fewest presses from none (-1: unsolvable)
};

// The census of a linear board (its section: screens/censuses): how many positions need
// 0, 1, 2, ... presses, counted in slices with Pause and Cancel; kept per
// rules (their ID head), so the difficulty line of every later game of the
// same board reads it.
struct BoardCensusView {
  std::string head;            // the rules it counts
  uint32_t job = 0;            // the engine's job counting it (0: none, or counted at once)
  CensusReport run;            // what its news (or the count at once) said
  std::string error;           // why this board has no census
  bool tried_at_once = false;  // the small-board census was attempted (census_host.cpp)
};

// The game to come back to (progress_view.cpp): the series and dailies, the
// challenge in play and its timer, the records kept on the device.
struct ProgressView {
  Records records;                       // the platform reads them before the first frame
  int series = 0;                        // the series picked (all_series() index)
  MachinePtr series_followed;            // the rules the pick last followed (a game of a series picks it)
  Date today;                            // the device's date, read at each frame's update
  std::shared_ptr<const Series> levels;  // the picked series' levels, made at first sight
  std::string levels_failed;             // the series whose levels could not be made (the message said why)
  std::string set_aside;                 // records a start could not read whole, kept to be read back
  // The challenge in play: a level or a daily, for as long as the game in
  // play started from its ID (a New or another puzzle ends it).
  enum class Kind { None, Level, Daily } kind = Kind::None;
  std::string id, series_name, series_title;
  int level = 0, par = 0;
  Date date;
  // The local day the daily was opened on (a day number; 0 until the first
  // update after opening, which has the frame's date): opened after its own
  // day, a daily is late and counts for its record, not the streak; opened
  // on its day and finished after midnight, it counts for the day it began.
  int64_t opened_day = 0;
  double seconds = 0;     // the timer: the ledger's clock of the challenge's deal (from its first press, on screen)
  bool finished = false;  // solved once: the result is recorded
  int mark = 0;
  std::string share;    // the daily's share text
  std::string picture;  // ... and its picture in emoji (copied, never drawn: the UI font has no emoji)
  bool visible = true;  // the page or window is shown (platform)
  // The statistics' count of every game, challenge or not, one count a
  // deal: begun, solved, with help, and its clock (core/progress/game_ledger.hpp).
  GameLedger ledger;
};

// The link to what the screen shows (app_link.cpp): its parts as last made,
// so the whole text is put together again only when one of them changed.
struct LinkView {
  uint64_t revision = ~uint64_t(0);  // the game revision `id` is for
  std::string id, view, text;        // the puzzle ID, the Why tab's part, the whole link
};

// What the last announcement was made from, to tell what changed since (announce.hpp).
struct Announcer {
  bool started = false;
  uint64_t revision = 0;
  int undo_depth = 0;
  int hint = -1;
  int hint_level = 0;
  int hint_row = -1;
  int cursor = -1;
  int tour_step = -1;
  std::string message;  // the message last said (a toast's words are said once)
};

// The clipboard's last request (copy_view.cpp): the app says a text was
// copied only once the platform answered that it was, and shows the text to
// copy by hand when it was not.
struct CopyView {
  enum class Status : uint8_t { None, Waiting, Copied, Failed };
  Status status = Status::None;
  uint32_t last_id = 0;  // the last request's number (the Reply names it)
  std::string text;      // what it asked to copy
  std::string what;      // its name in a failure's words: "the link"
  std::string done;      // the message once copied ("": none, as for a field's Ctrl+C)
  std::string reason;    // why it failed (the platform's words)
  std::string said;      // the message this view last set (a newer message replaces it)
  // A text saved as a file (save_text_file, copy_view.hpp): the last
  // request's number, its name, whether its answer is awaited, and what was said.
  uint32_t file_id = 0;
  std::string file_name;
  bool file_waiting = false;
  std::string file_said;
};

// The frame's own bookkeeping (app_step.cpp): the clock, input held back for
// the next frame, what was last saved and said. None of it is the game's.
struct FrameState {
  bool started = false;
  double last_time = 0;                    // AppInput::time of the last frame
  std::vector<InputEvent> held;            // input that comes after a release of something pressed this frame
  std::string clipboard;                   // what the platform said the clipboard holds (ImGui's Ctrl+V)
  bool applied_intents = false;            // the last frame applied what its drawing asked for: draw once more
  uint64_t derived_in_draw = 0;            // derived values (Midend::derivations) the draws made: none, by design
  uint64_t saved_revision = ~uint64_t(0);  // the game revision last saved (a 256x256 ID is 16 KiB: not every frame)
  int saved_colour_blind = -1, saved_reduce_motion = -1, saved_sound = -1, saved_theme = -1, saved_cells = -1;
  bool theme_applied = false;  // ImGui's style made from the theme at least once
  Announcer announcer;
  JobScheduler scheduler;  // the background jobs' share of each frame (activity.cpp)
  // The words a frame drew on the screen's window, line by line (ImGui's own
  // text log), when asked: the headless suite reads what a person reads.
  bool capture_text = false;
  std::string text;
};

struct App {
  explicit App(Midend start);

  Midend game;  // the game and every rule of playing it (core/midend)
  Hooks hooks;
  Settings settings;
  // The Play tab (screens/play): the board's cursor, zoom, 3D turn, the
  // button looked at, the invariant outlined, the Play pane's folds.
  std::shared_ptr<play::Screen> play;
  BoardDrawn board;
  AtlasJob atlas_job;
  SolveJobs solve_jobs;
  uint32_t jobs_asked = 0;  // the engine's jobs numbered so far (the next is one more)
  PeriodChartView period_chart;
  FamilyAtlasView family_atlas;
  CensusView census;
  BoardCensusView board_census;
  ProgressView progress;
  LinkView link;
  ScreenView screen;
  FeelView feel;
  CopyView copy;
  // "Read a photo" (screens/photo/photo_screen.hpp). Shared: its deleter is
  // fixed where it is made, so App's own moves and destructor need no
  // screen's type.
  std::shared_ptr<photo::Screen> photo;
  std::shared_ptr<pictures::Screen> pictures;                 // "Pictures and matrices" (screens/pictures/pictures_screen.hpp)
  std::shared_ptr<graph_editor::Screen> graph_editor;         // "Draw your own graph" (screens/graph_editor)
  std::shared_ptr<picker::Screen> picker;                     // the machine picker's fields (screens/picker)
  std::shared_ptr<why_hint::Screen> why_hint;                 // "Why this hint?" (screens/why_hint)
  std::shared_ptr<wiring::Screen> wiring;                     // a wiring machine's wires (screens/wiring)
  std::shared_ptr<diy::Screen> diy;                           // "Do it yourself", the student's elimination (screens/diy)
  std::shared_ptr<lesson::Screen> lesson;                     // the light-chasing lesson (screens/lesson)
  std::shared_ptr<atlas::Screen> atlas;                       // "Lights Out atlas" (screens/atlas)
  std::shared_ptr<family_atlas::Screen> family_atlas_screen;  // "Atlas: FAMILY" (screens/family_atlas; its run: family_atlas)
  std::shared_ptr<dynamics::Screen> dynamics;       // "Solving again and again" (screens/dynamics; its chart's run: period_chart)
  std::shared_ptr<tour::Screen> tour;               // how to play, the first visit's tour (screens/tour)
  std::shared_ptr<censuses::Screen> census_screen;  // the censuses' sections (screens/censuses; runs: board_census, census)
  std::shared_ptr<stats::Screen> statistics;        // the statistics screen (screens/stats; the records: progress)
  std::shared_ptr<dailies::Screen> dailies;         // "Daily puzzle and series" (screens/dailies; the challenge: progress)
  std::shared_ptr<solids::Screen> solids;           // "Faces of solids" (screens/solids)
  std::shared_ptr<elimination::Screen> elimination;    // A and the elimination of the Why tab (screens/elimination)
  std::shared_ptr<rules_editor::Screen> rules_editor;  // the rules editor of the Why tab (screens/rules_editor)
  std::vector<ControlRect> control_rects;              // labelled controls drawn this frame (the hook)
  std::vector<DrawnItem> drawn_items;                  // every item with an ID drawn this frame
  FrameState frame_state;
  AppOutput pending;  // this frame's output as the views ask for it (step() hands it over)
  // What the drawing asked for (a press on the board, a machine picked):
  // applied at the end of the frame, after everything was drawn from the
  // same state (as Tatham's midend receives moves). See later().
  std::vector<Intent> intents;
  // Background steps still allowed (-1: no limit). Only the automation hook
  // sets it (AppInput::work_steps), so a test can hold a run part-way and
  // find it there, whatever the speed of the machine that runs the test.
  int64_t work_steps_left = -1;
};

// Links (app_link.cpp): a puzzle ID, optionally followed by the Why tab's
// state ("ID~elim=12", core/midend/why_link.hpp), or a daily's link
// ("daily-merlin:2026-11-25", core/progress/daily_link.hpp), which opens
// that day's daily as a daily.
// Starts with `link` when its ID parses; otherwise the default game and an
// error message that names what was wrong. `today`: the device's date.
App make_app(std::string_view link, const Date& today);
// Loads a link's puzzle as a new game (undoable) and opens the Why tab where
// it says. On a bad ID the game is kept; on a Why part that does not fit the
// puzzle, the puzzle opens and `message` says what did not; both return false.
// A link longer than kMostLinkChars is refused before any work (the page
// hands over at most one character more: the rest never needs the memory).
constexpr std::size_t kMostLinkChars = (std::size_t(1) << 20) + (std::size_t(1) << 18);  // an ID's 1 MiB and its views
bool load(App& app, std::string_view link);
// The link to what the screen shows: the ID, and the Why tab's state while
// it is open (a read: the hook and the Copy buttons).
std::string link_text(const App& app);
// The same, for every frame's output: the ID is formatted only after a
// change of the game (app.link keeps it).
const std::string& current_link(App& app);

// Builds this frame's UI. Call between ImGui::NewFrame and ImGui::Render
// (step() in app_step.hpp does). It runs in three steps: update (keys,
// clocks, the game's tick), layout (a pure function of the canvas's size,
// screen_layout.hpp), draw. `dt`: seconds since the last frame (0 allowed).
void frame(App& app, double dt);

// Records a change the drawing asks for; frame() applies it after the draw,
// and the next frame shows it (step() asks for that frame).
void later(App& app, Intent intent);

// Asks the platform to put text on the clipboard after this frame; a link
// in it begins at `link_at` (kWholeLink: the text is a link; npos: none), and
// the page puts its own address in front of it. The message
// follows the platform's answer (copy_view.cpp): `words.done` once it is
// copied, or what failed, naming `words.what`, with the text to copy by hand.
struct CopyWords {
  std::string what;  // "the link"
  std::string done;  // "Link copied." ("": say nothing on success)
  // Offered to the system's share sheet first, where the platform has one
  // (the page's Web Share API); the clipboard otherwise. An answer "shared"
  // says so instead of `done`.
  bool share = false;
};
constexpr std::size_t kWholeLink = 0;
void copy_to_clipboard(App& app, std::string text, CopyWords words, std::size_t link_at = std::string::npos);
// Asks the platform to keep `value` under `key` after this frame.
void save_later(App& app, std::string key, std::string value);

// Touch (app_touch.cpp). The platform passes fingers in CSS px and seconds;
// each gesture belongs to the part of the screen it started on (last
// frame's layout). Call touch_pointer between the backend's NewFrame and
// ImGui::NewFrame: a tap becomes the pointer's press and release there.
void touch_down(App& app, int64_t finger, float x, float y, double t);
void touch_move(App& app, int64_t finger, float x, float y, double t);
void touch_up(App& app, int64_t finger, float x, float y, double t);
void touch_pointer(App& app, double t);

// The automation hook's view of the game (docs/TESTING.md: "The page's automation hook").
std::string state_json(const App& app);
// {x, y, width, height} of button `button_1based` in window pixels, or null.
std::string button_rect_json(const App& app, int button_1based);
// Remembers where the last ImGui item was drawn under `label` (its visible
// text up to "##"), so the hook can tell a test where to click.
void record_control(App& app, const char* label);
// Where the last ImGui item, some words, was drawn (tests find text by it).
void record_text(App& app, const char* name);
// The frame as a screen module's draw sees it (widgets/ui.hpp): touch or
// not, and the hook's record of controls.
Ui ui_of(App& app);
// Points ImGui's item hook at `app` for the frame being drawn.
void watch_items(App& app);
// The same for a labelled control ("Hint", "Press next", "Undo", ...), or null.
std::string control_rect_json(const App& app, const std::string& label);
// The control of that label: the one a view recorded under it, else the
// first ImGui item drawn with it (every tab, tick box and button has one).
const ControlRect* find_control(const App& app, const std::string& label);
// The Why tab's worksheet export of the current position: "latex" or "text"
// (what Copy LaTeX / Copy text put on the clipboard); empty when not linear.
std::string export_text(const App& app, const std::string& format);

}  // namespace tl::app
