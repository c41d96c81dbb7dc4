// play_host.hpp: the shell's side of the Play tab (screens/play): its
// messages applied after the draw, with a press on the board handed first
// to the lesson while it runs; the model read by the shell's other parts.
#pragma once

#include "app/app.hpp"
#include "app/screens/play/play_board.hpp"
#include "app/screens/play/play_screen.hpp"
#include "app/widgets/sink.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// Where Play's draws send their messages (applied by apply_play_messages).
Sink<play::Msg> play_sink(App& app);
const play::Model& play_model(const App& app);
// What Play's views read of the shell (the layout, the challenge, the board as drawn).
play::Look play_look(const App& app);
// Applies one message now (the keyboard's, read in the update step).
void play_now(App& app, const play::Msg& msg);
// Update step: Play follows the rules in play (its cursor on one of their buttons).
void update_play(App& app);
// The hook's part of Play: rules_line, rules_open, zoom, heat_map, looked
// and reach (1-based), solid_view, solid_zoom.
void play_state_json(const App& app, JsonWriter& j);
// After the draw: what Play's draws asked for, in order.
void apply_play_messages(App& app);

// The board at the cursor, `size` pixels on its longer side (the graph
// editor's canvas while it edits): the clicked cell, or -1. Records where it
// drew in app.board.
int board_widget(App& app, float size);
// The strip of buttons that are not cells (custom rules), under the board.
int button_strip_widget(App& app);
// The marks of the game in play, as the board draws them.
BoardMarks board_marks(const App& app);

}  // namespace tl::app
