// pictures_host.hpp: the shell's side of "Pictures and matrices"
// (screens/pictures): its section in the Why tab, the messages it sent,
// and what the platform hands in for it (pictures opened, saves answered).
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// The section, in the Why tab (why_view.cpp's list).
void why_pictures_panel(App& app);
// After the draw: what its controls asked for.
void apply_picture_messages(App& app);
// Pictures the platform opened or had dropped, as matrices played.
void take_pictures(App& app, const std::vector<PictureIn>& pictures);
// The platform's answer to a save (copy_view.cpp's answer_requests passes it on).
void answer_picture(App& app, const Reply& reply);
// The hook's "pictures".
void pictures_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
