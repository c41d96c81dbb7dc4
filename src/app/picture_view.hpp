// picture_view.hpp: "Pictures and matrices", a section of the Why tab. The
// board, its matrix A, A^-1 or its quiet patterns saved as a PNG or an SVG
// (core/picture draws; the platform saves: the page downloads, the desktop
// writes into a folder it names), in the theme's colours or black on white;
// and any square matrix mod k, typed or pasted a row a line, played as
// custom rules.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

void why_pictures_panel(App& app);
// What its controls asked for, after the draw (app.cpp's intents).
void picture_intent(App& app, const Intent& intent);
// The platform's answer to a save (copy_view.cpp's answer_requests passes it on).
void answer_picture(App& app, const Reply& reply);
// Pictures the platform opened or had dropped: each read as a matrix (a
// pixel an entry, in black on white or the theme's colours, whichever it
// is nearer) and played as custom rules, or its error said.
void take_pictures(App& app, const std::vector<PictureIn>& pictures);
// The hook's "pictures": {what, format, plain, waiting, said}.
void pictures_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
