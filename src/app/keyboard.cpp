// keyboard.cpp: the game's keys (listed in the Keys panel and docs/PLAYING.md).
//
// Letters are read as typed characters, so they follow the keyboard layout;
// arrows and Ctrl+Z / Ctrl+Y through ImGui's key map. ImGui's own keyboard
// navigation is off: the arrows belong to the board's cursor.
#include "app/keyboard.hpp"

#include "app/feel.hpp"
#include "app/photo_host.hpp"
#include "app/play_host.hpp"
#include "app/tour_host.hpp"
#include "app/why_view.hpp"
#include "imgui.h"

namespace tl::app {

static bool key_pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key)); }

void handle_keys(App& app) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;  // typing a size into a field
  if (photo_open(app)) {         // "Read a photo" covers the game: its keys wait; Escape closes it
    if (key_pressed(ImGuiKey_Escape)) cancel_photo(app);
    return;
  }
  const Machine& m = app.game.session().machine();
  if (!io.InputQueueCharacters.empty()) app.screen.keyboard_used = true;
  for (const bool down : io.KeysDown) app.screen.keyboard_used |= down;

  // Play's keys are Play's messages, applied at once (this is the update step).
  if (key_pressed(ImGuiKey_UpArrow)) play_now(app, play::MoveCursor{-1, 0});
  if (key_pressed(ImGuiKey_DownArrow)) play_now(app, play::MoveCursor{1, 0});
  if (key_pressed(ImGuiKey_LeftArrow)) play_now(app, play::MoveCursor{0, -1});
  if (key_pressed(ImGuiKey_RightArrow)) play_now(app, play::MoveCursor{0, 1});
  if (key_pressed(ImGuiKey_Space) || key_pressed(ImGuiKey_Enter) || key_pressed(ImGuiKey_KeyPadEnter)) {
    play_now(app, play::MoveCursor{0, 0});                     // the cursor shown where it is
    play_now(app, play::press_at_cursor(play_model(app), m));  // as a tap on the button under the cursor
  }
  if (key_pressed(ImGuiKey_Escape) && tour_running(app)) tour_stop(app);
  if (io.KeyCtrl && key_pressed(ImGuiKey_Z)) play_now(app, play::Act{play::Action::Undo});
  if (io.KeyCtrl && key_pressed(ImGuiKey_Y)) play_now(app, play::Act{play::Action::Redo});
  if (io.KeyCtrl) return;

  for (ImWchar ch : io.InputQueueCharacters) {
    switch (ch) {
      case 'h':
      case 'H': play_now(app, play::Act{play::Action::HintFurther}); break;
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
        play_now(app, play::Act{play::Action::New});
        if (app.game.message().empty()) app.game.say_in_passing("New game: U brings the last one back.");
        break;
      case 'u':
      case 'U': play_now(app, play::Act{play::Action::Undo}); break;
      case 'r':
      case 'R': play_now(app, play::Act{play::Action::Redo}); break;
      case 's':
      case 'S': play_now(app, play::Act{play::Action::PressNext}); break;
      case '?': play_now(app, play::ShowKeys{!play_model(app).show_keys}); break;
      case 'm':
      case 'M': set_sound(app, !app.settings.sound); break;
      default: break;
    }
  }
}

}  // namespace tl::app
