// photo_host.hpp: the shell's side of "Read a photo" (screens/photo): it
// opens the screen over the game, hands it the platform's photos and reads,
// lays it out, draws it and applies its messages, and carries out what they
// ask of the shell ("Use this" opens the board read as the game).
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

inline bool photo_open(const App& app) { return app.screen.overlay == Overlay::Photo; }
// "Read a photo": the menu's and Edit's way in (intent::ReadPhoto).
void read_photo_button(App& app);
// Opens the screen afresh over the game.
void open_photo(App& app);
// Photos and reads the platform handed in (before the frame's draw).
void take_photos(App& app, const AppInput& in);
// Before the draw: where the screen's parts go on this canvas. Returns the
// rectangle a finger's drag scrolls (its controls).
Rect lay_out_photo(App& app, float width, float height, float em);
// The screen drawn over the whole window (while photo_open).
void draw_photo(App& app);
// After the draw: what its controls (and the Escape key) asked for.
void apply_photo_messages(App& app);
// Escape closes it, as its Cancel does.
void cancel_photo(App& app);
// What a finger that starts at (x, y) is on: the photo takes the pointer,
// the controls scroll.
TouchRegion photo_region(const App& app, float x, float y);
// The hook's "photo".
void photo_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
