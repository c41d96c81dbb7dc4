// keyboard.cpp: the game's keys (listed in the Keys panel and docs/PLAYING.md).
//
// Letters are read as typed characters, so they follow the keyboard layout;
// arrows and Ctrl+Z / Ctrl+Y through ImGui's key map. ImGui's own keyboard
// navigation is off: the arrows belong to the board's cursor.
#include "app/keyboard.hpp"

#include "app/feel.hpp"
#include "app/photo_host.hpp"
#include "app/tour_host.hpp"
#include "app/why_view.hpp"
#include "imgui.h"

namespace tl::app {

static bool key_pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key)); }

static void move_cursor(App& app, int dr, int dc) {
  const Machine& m = app.game.session().machine();
  const int n = m.button_count();
  if (n == 0) return;
  app.play.cursor_visible = true;
  int cell = m.button_cell(app.play.cursor);
  if (cell < 0 || m.button_cell(0) != 0) {  // buttons off the board: a simple line
    app.play.cursor = (app.play.cursor + dc + dr + n) % n;
    return;
  }
  int r = cell / m.cols() + dr, c = cell % m.cols() + dc;
  r = (r + m.rows()) % m.rows();
  c = (c + m.cols()) % m.cols();
  app.play.cursor = r * m.cols() + c;
}

void handle_keys(App& app) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;  // typing a size into a field
  if (photo_open(app)) {         // "Read a photo" covers the game: its keys wait; Escape closes it
    if (key_pressed(ImGuiKey_Escape)) cancel_photo(app);
    return;
  }
  const Machine& m = app.game.session().machine();
  if (app.play.cursor >= m.button_count()) app.play.cursor = 0;
  if (!io.InputQueueCharacters.empty()) app.play.keyboard_used = true;
  for (const bool down : io.KeysDown) app.play.keyboard_used |= down;

  if (key_pressed(ImGuiKey_UpArrow)) move_cursor(app, -1, 0);
  if (key_pressed(ImGuiKey_DownArrow)) move_cursor(app, 1, 0);
  if (key_pressed(ImGuiKey_LeftArrow)) move_cursor(app, 0, -1);
  if (key_pressed(ImGuiKey_RightArrow)) move_cursor(app, 0, 1);
  if (key_pressed(ImGuiKey_Space) || key_pressed(ImGuiKey_Enter) || key_pressed(ImGuiKey_KeyPadEnter)) {
    app.play.cursor_visible = true;
    // As a tap on the button under the cursor: its cell when it has one (edit mode switches it).
    const int cell = m.button_cell(app.play.cursor);
    if (cell >= 0) on_board_press(app, cell, true);
    else on_board_press(app, app.play.cursor, false);
  }
  if (key_pressed(ImGuiKey_Escape) && tour_running(app)) tour_stop(app);
  if (io.KeyCtrl && key_pressed(ImGuiKey_Z)) app.game.undo();
  if (io.KeyCtrl && key_pressed(ImGuiKey_Y)) app.game.redo();
  if (io.KeyCtrl) return;

  for (ImWchar ch : io.InputQueueCharacters) {
    switch (ch) {
      case 'h':
      case 'H': app.game.hint_further(); break;
      case 'n':
      case 'N':
        // In the tour, N moves on (the card's Next), never away from it.
        if (tour_running(app)) {
          tour_next(app);
          break;
        }
        // One stray key must not lose a game in play without saying how to
        // get it back (a message of the history's own, such as steps let
        // go, is not written over).
        app.game.new_game();
        if (app.game.message().empty()) app.game.say_in_passing("New game: U brings the last one back.");
        break;
      case 'u':
      case 'U': app.game.undo(); break;
      case 'r':
      case 'R': app.game.redo(); break;
      case 's':
      case 'S': app.game.press_next(); break;
      case '?': app.play.show_keys = !app.play.show_keys; break;
      case 'm':
      case 'M': set_sound(app, !app.play.sound); break;
      default: break;
    }
  }
}

}  // namespace tl::app
