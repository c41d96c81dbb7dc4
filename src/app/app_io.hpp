// app_io.hpp: one frame of the app as a value: what the platform hands in
// (AppInput) and what it carries out afterwards (AppOutput).
//
// The app is a model (as Tatham's midend, and as ImGui itself takes ImGuiIO):
// the platforms only translate their events into an AppInput, call step()
// (app_step.hpp) and do what the AppOutput says: save a key, put text on the
// clipboard, speak a sentence, write the link. Nothing the app decides lives in
// a platform, so the headless suite (tests/app) drives the same app a player
// meets, with a fake clock and fake storage.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/shape/screen_layout.hpp"
#include "app/screens/photo/photo_io.hpp"
#include "app/screens/pictures/pictures_io.hpp"
#include "app/shape/sound_cues.hpp"
#include "core/engine/engine_messages.hpp"
#include "core/progress/calendar.hpp"
#include "core/vision/image_scale.hpp"

namespace tl::app {

// The keys the app reads (its own numbering: no SDL or DOM code reaches it).
// Letters other than these arrive as typed text (InputEvent::Kind::Text), so
// they follow the keyboard's layout.
enum class Key : uint8_t {
  None,
  Tab,
  Left,
  Right,
  Up,
  Down,
  PageUp,
  PageDown,
  Home,
  End,
  Insert,
  Delete,
  Backspace,
  Space,
  Enter,
  Escape,
  KeypadEnter,
  A,  // Ctrl+A, Ctrl+C, Ctrl+V, Ctrl+X in fields; Ctrl+Y and Ctrl+Z: redo, undo
  C,
  V,
  X,
  Y,
  Z,
  Count
};

struct Modifiers {
  bool ctrl = false, shift = false, alt = false, super = false;
};

// One thing that happened since the last frame, in window (CSS) pixels and,
// for fingers, the platform's seconds (the same clock as AppInput::time).
struct InputEvent {
  enum class Kind : uint8_t { MouseMove, MouseButton, Wheel, Key, Text, TouchDown, TouchMove, TouchUp };
  Kind kind = Kind::MouseMove;
  float x = 0, y = 0;   // MouseMove, Touch*: the position; Wheel: the steps (x right, y up)
  int button = 0;       // MouseButton: 0 left, 1 right, 2 middle
  bool down = false;    // MouseButton, Key: pressed (true) or released
  Key key = Key::None;  // Key
  Modifiers mods;       // Key: the modifiers as they were with this key
  std::string text;     // Text: UTF-8 typed or pasted by the system's input method
  int64_t finger = 0;   // Touch*
  double t = 0;         // Touch*: when

  static InputEvent make(Kind k, float x = 0, float y = 0) {
    InputEvent e;
    e.kind = k;
    e.x = x;
    e.y = y;
    return e;
  }
  static InputEvent mouse_move(float x, float y) { return make(Kind::MouseMove, x, y); }
  static InputEvent mouse_button(int button, bool down) {
    InputEvent e = make(Kind::MouseButton);
    e.button = button;
    e.down = down;
    return e;
  }
  static InputEvent wheel(float dx, float dy) { return make(Kind::Wheel, dx, dy); }
  static InputEvent key_event(Key k, bool down, Modifiers m = {}) {
    InputEvent e = make(Kind::Key);
    e.key = k;
    e.down = down;
    e.mods = m;
    return e;
  }
  static InputEvent typed(std::string s) {
    InputEvent e = make(Kind::Text);
    e.text = std::move(s);
    return e;
  }
  static InputEvent touch(Kind k, int64_t finger, float x, float y, double t) {
    InputEvent e = make(k, x, y);
    e.finger = finger;
    e.t = t;
    return e;
  }
};

// What the platform carries out for the app that can fail, or that a browser
// allows only while the player's tap is still a user gesture (the clipboard;
// sharing, a picked file and sound will follow the same path): the output
// numbers each request, and the platform's answer comes back as a Reply in a
// later frame's input. Nothing is reported as done before its Reply says so.
enum class Request : uint8_t { Clipboard, Picture, File };

// A text file to save (a worksheet as .tex or .txt): the page downloads it
// through a link clicked inside the tap; the desktop writes it beside the
// pictures (platform_native.cpp's pictures_dir). Its Reply names where.
struct TextFile {
  uint32_t request = 0;  // the number its Reply carries
  std::string name;      // "merlin-100-110-001-student.tex"
  std::string mime;      // "application/x-tex", "text/plain"
  std::string text;
};

struct Reply {
  Request kind = Request::Clipboard;
  uint32_t id = 0;     // the request it answers (AppOutput's number for it)
  bool ok = false;     // carried out
  std::string reason;  // why not, in the player's words: "the browser refused (NotAllowedError)"
  std::string text;    // what it tried to write, as written (the page's link with its address)
};

// Everything the app reads from the outside world in one frame.
struct AppInput {
  double time = 0;                    // seconds on the platform's monotonic clock; dt is the change since the last frame
  Date today;                         // the device's local date (dailies, streaks): a test picks any day
  float width = 1280, height = 800;   // the canvas in window (CSS) pixels
  Insets safe;                        // the device's safe-area insets (notches, the home bar)
  bool visible = true;                // the page or window is shown (a challenge's timer pauses when not)
  std::optional<bool> reduce_motion;  // the device's setting, when it has one and it is known
  std::optional<bool> prefers_dark;   // the device's light or dark preference (the page's prefers-color-scheme)
  std::vector<InputEvent> events;     // in the order they happened
  // What the system clipboard holds, where the platform can read it: read
  // only for a frame whose keys ask for a paste (asks_for_paste), so no frame
  // copies the clipboard for nothing; unset, the app keeps what it last had.
  std::optional<std::string> clipboard;
  std::vector<Reply> replies;          // answers to earlier frames' requests, in the order they came
  std::vector<PictureIn> pictures_in;  // pictures opened or dropped since the last frame
  std::vector<PhotoIn> photos_in;      // photos for "Read a photo", chosen, taken, dropped or pasted
  std::vector<PhotoReadIn> photo_reads;
  // What the engine said since the last frame (its jobs' progress and what
  // they found), from wherever the platform runs it (core/engine). The
  // app moves what they found out of it (a big board's solution is tens of
  // megabytes, not to be copied), hence mutable in an input taken as const.
  mutable std::vector<engine::News> engine_news;
  bool can_choose_files = false;  // the platform has a file chooser (the page; SDL has none)
  double work_ms = 8;             // wall-clock time background work may take this frame (0: none)
  // A link to open in this frame, before anything is drawn (the URL hash
  // changed; the automation hook's load): AppOutput::link_opened answers.
  // The one way a link reaches the app after start-up.
  std::optional<std::string> link;
  // From this frame on, background work takes at most this many more steps
  // (-1: no limit): the automation hook's limitWork, which lets a test hold
  // a run part-way on a machine of any speed.
  std::optional<int64_t> work_steps;
};

// Whether these events ask for a paste (Ctrl+V, or Cmd+V on a Mac), so the
// platform reads the clipboard for this frame (AppInput::clipboard).
inline bool asks_for_paste(const std::vector<InputEvent>& events) {
  for (const InputEvent& e : events)
    if (e.kind == InputEvent::Kind::Key && e.down && e.key == Key::V && (e.mods.ctrl || e.mods.super)) return true;
  return false;
}

// What the platform does after the frame, besides drawing ImGui's draw data.
struct AppOutput {
  // The answer to AppInput::link: opened (else the game is kept, or the
  // puzzle opened without the view it named, and the message says why).
  std::optional<bool> link_opened;
  std::vector<std::pair<std::string, std::string>> saves;  // keep value under key (localStorage, the config file)
  // Text for the system clipboard. `clipboard_link_at`: where in it a link
  // begins (0: the text is one; npos: it holds none), which the page
  // prefixes with its own address. `clipboard_request`: the number its Reply
  // carries.
  std::optional<std::string> clipboard;
  std::size_t clipboard_link_at = std::string::npos;
  uint32_t clipboard_request = 0;
  bool clipboard_share = false;  // offered to the system's share sheet first where there is one (the page on phones)
  std::string link;              // the link to what the screen shows (the page writes it to the URL hash)
  std::string announcement;      // the live region's sentence for what changed, or "" (announce.hpp)
  std::string board_label;       // the board's accessible name (the canvas's aria-label)
  bool vibrate = false;          // a short buzz (solved), where the device has one
  std::optional<PictureFile> picture;
  std::optional<TextFile> file;
  bool pick_picture = false;  // open the page's file chooser (inside the tap); the desktop says to drop one
  // "Read a photo": the screen is open, so a file dropped or pasted is a
  // photo of a board (else a dropped picture is a matrix); the chooser to
  // open inside the tap (1: a file, 2: the phone's camera app); a read to
  // carry out; and the photo to forget (never stored: its pixels and texture go).
  bool photo_screen = false;
  int pick_photo = 0;
  std::optional<PhotoReadAsk> photo_read;
  uint32_t photo_drop = 0;
  // Long work for the engine, in the order asked: a job to start, pause,
  // resume or cancel (core/engine/engine_messages.hpp). Its news comes back
  // through AppInput::engine_news.
  std::vector<engine::Ask> engine_asks;
  // Sound: whether it is on (the page starts Web Audio inside the next tap
  // only then; the desktop opens its audio device only then), and the cues
  // this frame made (sound_cues.hpp), none while the window is hidden.
  std::string theme_css;  // the theme's page colour ("#171a21"): the page's theme-color and background
  bool sound_on = false;
  std::vector<SoundCue> sounds;
  bool wants_frame = false;  // something moves or waits on the next frame: draw again soon
  // Input already received has a frame still to come (a release held back
  // behind its press, a tap's release): the page draws it at once while the
  // tap is still a user gesture.
  bool input_owed = false;
  double wake_in = -1;  // seconds until a frame is owed by a timer (the challenge's clock), -1: none
};

}  // namespace tl::app
