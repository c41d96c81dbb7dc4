// app.hpp: the Toggle Lab screen: core state in, ImGui widgets out, presses back.
//
// The app owns a Session (the position and its history) plus UI state that undo
// does not touch, and a view cache rebuilt every frame (where each button was
// drawn, for the page's automation hook). It knows nothing about SDL, GL or
// the browser: the platform layer calls frame() inside an ImGui frame.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/session.hpp"

namespace tl::app {

struct Rect { float x = 0, y = 0, w = 0, h = 0; };

struct App {
  explicit App(Puzzle start) : session(std::move(start)) {}

  Session session;

  // --- UI state (not undone) ---
  std::string message;            // a banner: an error (bad link) or a note
  bool message_is_error = false;
  uint64_t games_started = 0;     // mixed into New's seed so each New differs

  // --- view cache (rebuilt every frame) ---
  std::vector<Rect> button_rects;  // per button, in window (CSS) pixels
};

// Starts with `id` when it parses; otherwise the default game and an error
// message that names what was wrong with `id`.
App make_app(std::string_view id);

// Loads a puzzle ID as a new game (undoable). On a bad ID the game is kept and
// `message` says what was wrong; returns false.
bool load(App& app, std::string_view id);

// Builds this frame's UI. Call between ImGui::NewFrame and ImGui::Render.
void frame(App& app);

// The automation hook's view of the game (README: "The page's automation hook").
std::string state_json(const App& app);
// {x, y, width, height} of button `button_1based` in window pixels, or null.
std::string button_rect_json(const App& app, int button_1based);

}  // namespace tl::app
