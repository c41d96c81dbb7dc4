// photo_host.cpp: the shell's side of "Read a photo" (photo_host.hpp). The
// screen's model, update and view are the module's (screens/photo); here
// is only what needs the shell: the game, the panes, the platform's output.
#include "app/photo_host.hpp"

#include <cstdio>

#include "app/boards/board_draw.hpp"
#include "app/panels.hpp"
#include "app/screens/photo/photo_screen.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

// What the screen asked of the platform, into this frame's output.
void carry_out(App& app, const PhotoRequests& r) {
  if (r.pick_photo) app.pending.pick_photo = r.pick_photo;
  if (r.photo_read) app.pending.photo_read = r.photo_read;
  if (r.photo_drop) app.pending.photo_drop = r.photo_drop;
}

void close_photo(App& app) {
  app.screen.overlay = Overlay::None;
  app.photo->model = photo::Model{};
  app.photo->inbox.clear();
}

// What an update asked of the shell.
struct ToShell {
  App& app;
  void operator()(std::monostate) const {}
  void operator()(const photo::Close& c) const {
    if (c.drop) app.pending.photo_drop = c.drop;
    close_photo(app);
  }
  void operator()(const photo::OpenBoard& b) const {
    if (!load(app, b.id)) {  // the game keeps its message (load says what was wrong)
      photo::open_failed(app.photo->model, app.game.message());
      return;
    }
    char line[160];
    std::snprintf(line, sizeof line, "The %d x %d board read from the photo; Undo brings back the game before it.", b.rows,
                  b.cols);
    app.game.set_message(line, false);
    app.pending.photo_drop = app.photo->model.photo.id;
    app.screen.pane = Pane::Play;
    app.screen.sheet_open = false;
    close_photo(app);
  }
};

}  // namespace

void read_photo_button(App& app) {
  const float h = touch_ui(app) ? finger_target(ImGui::GetFontSize()) : 0.0f;
  if (ImGui::Button("Read a photo", ImVec2(0, h))) later(app, intent::ReadPhoto{});
  record_control(app, "Read a photo");
}

void open_photo(App& app) {
  app.screen.overlay = Overlay::Photo;
  app.photo->model = photo::opened(app.game.machine().states(), app.screen.can_choose_files);
  app.photo->inbox.clear();
}

void take_photos(App& app, const AppInput& in) {
  photo::Model& m = app.photo->model;
  PhotoRequests asked;
  for (const PhotoIn& p : in.photos_in) {
    // A photo given with the screen closed (the desktop's --photo, a photo
    // pasted on the page) opens it.
    if (!photo_open(app)) open_photo(app);
    photo::take_photo(m, p, asked);
  }
  for (const PhotoReadIn& r : in.photo_reads) photo::take_read(m, r);
  carry_out(app, asked);
}

Rect lay_out_photo(App& app, float width, float height, float em) {
  photo::Model& m = app.photo->model;
  m.layout = photo::lay_out(m, width, height, app.screen.safe, em);
  return m.layout.controls;
}

void draw_photo(App& app) {
  const photo::Model& m = app.photo->model;
  photo::Look look;
  look.can_choose_files = app.screen.can_choose_files;
  look.scroll_y = app.screen.gestures.scroll_y;
  for (int v = 0; v < m.states && m.states > 2; ++v)
    look.state_fill.push_back(cell_colour(v, false, app.settings.colour_blind, m.states));
  photo::draw(m, app.game.machine(), look, ui_of(app), Sink<photo::Msg>(app.photo->inbox));
}

void apply_photo_messages(App& app) {
  std::vector<photo::Msg> inbox;
  inbox.swap(app.photo->inbox);
  for (const photo::Msg& msg : inbox) {
    if (!photo_open(app)) break;  // closed by an earlier one: the rest were for a screen that is gone
    PhotoRequests asked;
    const photo::ToShell reply = photo::update(app.photo->model, msg, app.game, asked);
    carry_out(app, asked);
    std::visit(ToShell{app}, reply);
  }
  if (!inbox.empty()) app.frame_state.applied_intents = true;  // draw once more, with the change
}

void cancel_photo(App& app) { app.photo->inbox.emplace_back(photo::Cancel{}); }

TouchRegion photo_region(const App& app, float x, float y) {
  const photo::Layout& P = app.photo->model.layout;
  return P.photo.contains(x, y) ? TouchRegion::Board : P.controls.contains(x, y) ? TouchRegion::Panel : TouchRegion::None;
}

void photo_state_json(const App& app, JsonWriter& j) {
  photo::state_json(app.photo->model, photo_open(app), app.game.machine(), j);
}

}  // namespace tl::app
