// pictures_host.cpp: the shell's side of "Pictures and matrices"
// (pictures_host.hpp): the theme's colours and the game go in, the
// platform's requests come out.
#include "app/pictures_host.hpp"

#include <algorithm>

#include "app/screens/pictures/pictures_screen.hpp"
#include "app/theme_view.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

Colour colour_of(uint32_t c) { return {uint8_t(c & 0xFF), uint8_t(c >> 8 & 0xFF), uint8_t(c >> 16 & 0xFF)}; }

// The theme's board colours, as the board is drawn on screen.
PicturePalette theme_palette() {
  const Theme& t = board_theme();
  return {.back = colour_of(t.board_back),
          .unlit = colour_of(t.unlit),
          .lit = colour_of(t.lit),
          .edge = colour_of(t.edge),
          .text = colour_of(t.text)};
}

// Runs `work` with the section's context, then hands its requests to this frame's output.
template <class Work>
void with_context(App& app, Work work) {
  PictureRequests asked;
  pictures::Context c{app.game, theme_palette(), asked};
  work(c);
  if (asked.picture) app.pending.picture = std::move(asked.picture);
  if (asked.pick_picture) app.pending.pick_picture = true;
}

}  // namespace

void why_pictures_panel(App& app) {
  const bool open = ImGui::CollapsingHeader("Pictures and matrices");
  record_control(app, "Pictures and matrices");
  if (!open) return;
  pictures::draw(app.pictures->model, std::max(2, app.game.machine().linear_modulus()), ui_of(app),
                 Sink<pictures::Msg>(app.pictures->inbox));
}

void apply_picture_messages(App& app) {
  std::vector<pictures::Msg> inbox;
  inbox.swap(app.pictures->inbox);
  if (inbox.empty()) return;
  with_context(app, [&](pictures::Context& c) {
    for (const pictures::Msg& msg : inbox) pictures::update(app.pictures->model, msg, c);
  });
  app.frame_state.applied_intents = true;  // draw once more, with the change
}

void take_pictures(App& app, const std::vector<PictureIn>& pictures) {
  if (pictures.empty()) return;
  with_context(app, [&](pictures::Context& c) { pictures::take_pictures(app.pictures->model, pictures, c); });
}

void answer_picture(App& app, const Reply& r) { pictures::saved(app.pictures->model, r.id, r.ok, r.text, r.reason, app.game); }

void pictures_state_json(const App& app, JsonWriter& j) { pictures::state_json(app.pictures->model, j); }

}  // namespace tl::app
