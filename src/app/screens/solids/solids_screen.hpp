// solids_screen.hpp: "Faces of solids", a section of the Why tab on boards
// drawn on a solid (the cube's surface, the faces of the solids), as a
// module (its messages, an update, a view that only reads): every solid's
// faces as a board by side and by corner, rank and nullity
// (core/midend/solid_table.hpp), each entry a button that opens its board.
// The table is the core's, computed once: the section keeps no state.
#pragma once

#include <variant>
#include <vector>

#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"

namespace tl {
class Midend;
}

namespace tl::app::solids {

// --- Its messages --------------------------------------------------------------

struct OpenFaces {  // entry 2 i (+1 by corner) of the table, opened as the game
  int entry;
};
using Msg = std::variant<OpenFaces>;

struct Model {};  // none: the table is the core's
struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update and view -----------------------------------------------------------

void update(const Msg& msg, Midend& game);
void draw(const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::solids
