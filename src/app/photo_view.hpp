// photo_view.hpp: "Read a photo", a screen of its own over the game. The
// player takes, chooses, drops or pastes a photo of a board (a handheld, a
// game, a worksheet, a screen); the platform's board reader (core/vision)
// finds its grid and lights; the photo is shown with that grid over it, the
// doubtful cells marked, and the player fixes what is wrong (a tap on a
// cell, a drag of a corner, steppers for rows, columns and states, Rotate
// and Mirror for which corner is the top left) before "Use this" opens the
// board as a puzzle of the chosen rules, as one undoable step.
//
// The pixels never come here (app_io.hpp's PhotoIn): the page keeps them in
// its reader's worker, so the page's own module neither holds a photo nor
// links the reader. Nothing of the photo is saved.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// "Read a photo": the menu's and Edit's way in.
void read_photo_button(App& app);
// Photos and reads the platform handed in (before the frame's draw).
void take_photos(App& app, const AppInput& in);
// Where the screen's parts go for a canvas of `size` (before the draw).
PhotoLayout photo_layout(const App& app, float width, float height, const Insets& safe, float em);
// The screen itself, drawn over the whole window while app.photo.open.
void photo_screen(App& app);
// What its controls asked for, after the draw.
void photo_intent(App& app, const Intent& intent);
// The hook's "photo": {open, photo, reading, rows, cols, states, cells, confidence, doubtful, corners, said}.
void photo_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
