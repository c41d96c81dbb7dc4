// why_hint_screen.hpp: "Why this hint?", the Why tab's first section, as a
// module (its model, an update that makes the story, a view that only
// reads). It explains the press a hint names, on the board in a player's
// words first (core/midend/hint_story.hpp), then, folded, the algebra
// behind it with the same numbers. Asked for from the hint's last level
// too ("Why this hint?" there opens this tab).
//
// The story is made in prepare(), once per position (Midend::revision),
// and only while the tab shows it: the Play tab pays nothing for it.
#pragma once

#include <cstdint>
#include <memory>

#include "app/shape/screen_layout.hpp"
#include "app/widgets/ui.hpp"
#include "core/midend/hint_story.hpp"

namespace tl {
class JsonWriter;
class Midend;
}  // namespace tl

namespace tl::app::why_hint {

struct Model {
  std::shared_ptr<const HintStory> story;  // for the position of `revision`
  uint64_t revision = ~uint64_t(0);
};

struct Screen {
  Model model;
};

// --- Update --------------------------------------------------------------------

// Before the frame is drawn, while the tab shows: the story of the position
// in play (kind None once it is solved or cannot be solved); `explained` is
// the tab's own explanation of it, when made (hint_story reads it).
void prepare(Model& m, const Midend& game, const Explanation* explained);
// Forgets the story (the tab closed): a board changed meanwhile is told anew.
void forget(Model& m);

// --- View ----------------------------------------------------------------------

// The story made for the position in play, or null (not made for it).
const HintStory* fresh(const Model& m, const Midend& game);
// The section's body (the shell draws its header): whether a hint shows
// decides its first line.
void draw_section(const Model& m, const Midend& game, const Ui& ui);
// Over the board: the cells a press changes outlined, and the one light the
// words turn on ringed. `cell_box` answers where a cell was drawn (false:
// not drawn), given `board`, the shell's own geometry.
struct Look {
  uint32_t changed = 0, focus = 0;  // ImGui colours
  float thickness = 2.0f;
};
using CellBox = bool (*)(const void* board, int cell, Rect* box);
void draw_marks(const Model& m, const Midend& game, const Look& look, CellBox cell_box, const void* board);
// The hook's "why_hint": {kind, button, times, plain, algebra, changed, focus}.
void state_json(const Model& m, const Midend& game, JsonWriter& j);

}  // namespace tl::app::why_hint
