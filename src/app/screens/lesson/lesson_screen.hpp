// lesson_screen.hpp: the light-chasing lesson in the Why tab (boards where
// LinearView::chases_lights() holds), as a module (its model, its messages,
// an update, a view that only reads). The lesson itself, its table and its
// checks are core (core/linear/explain/chase_lesson.hpp); the view shows the
// instruction, marks the buttons to press on the board and lists the
// last-row table; a press on the board goes through the lesson, which
// refuses one off the method with its reason.
//
// The shell (app/lesson_host.cpp) holds a Screen, keeps its step in step
// with the board before the draw, hands it the board's presses while the Why
// tab shows, draws it, applies its messages and reads its place for the link.
#pragma once

#include <cstdint>
#include <memory>
#include <utility>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/linear/explain/chase_lesson.hpp"

namespace tl {
class JsonWriter;
class Midend;
}  // namespace tl

namespace tl::app::lesson {

// A lesson while one runs.
struct Running {
  explicit Running(MachinePtr m) : lesson(std::move(m)), entries(lesson.table().entries()) {}
  ChaseLesson lesson;
  std::vector<ChaseTableEntry> entries;  // the last-row table, listed once
  uint64_t revision = ~uint64_t(0);      // the board revision `step` was computed for
  ChaseStep step;
};

struct Model {
  std::shared_ptr<Running> running;  // null: no lesson runs
  bool open_header = false;          // a link opened a lesson: unfold its section and bring it into view once
};

// --- Its messages --------------------------------------------------------------

struct Start {};  // the lesson on the board in play
struct Stop {};
struct Back {};   // to the board it began on, started again
struct Shown {};  // a link's lesson section was unfolded and scrolled to
using Msg = std::variant<Start, Stop, Back, Shown>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// The game is the lesson's board: Start begins on it, Back loads the board
// it began on; each says so in the game's message.
void update(Model& m, const Msg& msg, Midend& game);
// Before the draw: the step for the board in play, once per change; a
// lesson whose machine changed under it (a new game, the picker) ends.
void prepare(Model& m, const Midend& game);
// A press on the board while the lesson runs: pressed when it follows the
// method, else refused with the reason as the game's message. False when no
// lesson takes presses (the board presses as usual).
bool press(Model& m, Midend& game, int button);
// The running lesson's place, for the link; false when none runs.
bool place(const Model& m, const Midend& game, ChaseLesson::Place* at);
// The running lesson on the machine in play, or null.
const Running* live(const Model& m, const Midend& game);
// Its step for the board in play: the one prepare() made, or (read between
// a change and the next frame) one made here and not kept.
ChaseStep step_now(const Running& s, const Midend& game);

// --- View ----------------------------------------------------------------------

// The section: its header (unfolded once when a link opened it), the step's
// words, Stop and Back, the last-row table.
void draw(const Model& m, const Midend& game, const Theme& theme, const Ui& ui, Sink<Msg> send);
// The buttons to press framed on the board (its top left and a square's side).
void draw_marks(const Model& m, const Midend& game, float x0, float y0, float cell, const Theme& theme);
// The hook's "lesson" (nothing while none runs).
void state_json(const Model& m, const Midend& game, JsonWriter& j);

}  // namespace tl::app::lesson
