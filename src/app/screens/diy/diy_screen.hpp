// diy_screen.hpp: the Why tab's "Do it yourself" elimination, as a module
// (its model, its messages, an update, a view that only reads). The student
// taps two rows of [A | b] and an operation; the desk (core,
// core/midend/diy_desk.hpp) applies it or refuses it and says why. The view
// draws the matrix and sends the taps; no arithmetic happens here.
//
// The shell (app/diy_host.cpp) holds a Screen, keeps the desk in step with
// the game before the draw, draws it under the elimination, applies its
// messages and writes the hook's "diy".
#pragma once

#include <variant>
#include <vector>

#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/midend/diy_desk.hpp"

namespace tl {
class Midend;
}

namespace tl::app::diy {

struct Model {
  DiyDesk desk;                 // the student's elimination of the position in play
  int first = -1, second = -1;  // rows picked (0-based)
  int factor = 1;               // the multiple or the unit (k states)
  bool scroll_to = false;       // a link opened it: bring it into view once
};

// --- Its messages --------------------------------------------------------------

struct Toggle {};   // Do it yourself / Stop doing it yourself
struct Operation {  // on the rows and multiple picked
  RowOpKind op;
};
struct NextStep {};
struct TakeBack {};
struct PressSolution {};  // s, read off the reduced form, pressed on the board
struct Shown {};          // a link's elimination was scrolled into view
struct PickRow {          // a row tapped: the first of an operation, or its second
  int row;
};
struct Factor {  // the multiple an operation scales or adds by
  int factor;
};
using Msg = std::variant<Toggle, Operation, NextStep, TakeBack, PressSolution, Shown, PickRow, Factor>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// The game is the desk's: its position is what is eliminated, and "Press s
// on the board" presses there.
void update(Model& m, const Msg& msg, Midend& game);

// --- View ----------------------------------------------------------------------

// The name under which the view records the first row's entries (the hook:
// each row is one line, within the pane).
inline constexpr const char* kEntries = "DIY entries";
// The toggle (beside the exports where it fits) and, while on, the rows and
// operations.
void draw(const Model& m, const Midend& game, const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::diy
