// app_driver.hpp: the real app, headless. Dear ImGui runs with no renderer
// (the draw data is made and ignored), the page's font at the page's size so
// every control sits where it sits in the page, a clock that moves only when
// told, and storage in a map. A test presses controls by the labels a person
// reads, through the same rectangles the page's hook reports (controlRect,
// buttonRect), and reads the same state JSON.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/app.hpp"
#include "app/app_io.hpp"
#include "core/engine/engine.hpp"

struct ImGuiContext;

namespace tl::app::testing {

using Json = nlohmann::json;

// Screen sizes the page is tested at (CSS px).
struct Size {
  float width, height;
};
inline constexpr Size kDesktop{1280, 800};
inline constexpr Size kPhone{390, 844};
inline constexpr Size kSmallPhone{320, 568};
inline constexpr Size kLandscapePhone{844, 390};

struct DriverOptions {
  Size size = kDesktop;
  std::string link;                          // as the URL hash or --load (empty: the last game, else the default)
  std::map<std::string, std::string> saved;  // what storage holds at start
  Date today{2026, 11, 25};                  // the device's date
  // The platform's clipboard: every write succeeds, answered in the next
  // frame; with `hold_clipboard` each waits for answer_clipboard().
  bool hold_clipboard = false;
  // A first visit: storage as given (the how-to-play tour starts, or is
  // offered through a link). Otherwise a returning player's, who has seen
  // it ("tour" saved), unless `saved` says otherwise.
  bool first_visit = false;
  // New's randomness, fixed so that a failing run can be run again as it
  // was (the page seeds it from the clock).
  uint64_t seed = 1;
};

class AppDriver {
 public:
  explicit AppDriver(const DriverOptions& options = {});
  ~AppDriver();
  AppDriver(const AppDriver&) = delete;
  AppDriver& operator=(const AppDriver&) = delete;

  // One frame with these events; the clock moves by dt seconds first, and
  // background work may take work_ms of wall-clock time.
  AppOutput frame(std::vector<InputEvent> events = {}, double dt = 1.0 / 60.0, double work_ms = 8);
  // Frames until the app wants none and nothing was held back (at most `max`).
  // Returns how many frames it took.
  int settle(int max = 600);

  // The hook's view: the state JSON, a control's rectangle, a button's.
  Json state();
  // The words the next frame draws on the screen's window (panel, tabs,
  // status line, bar), line by line: what a person reads there.
  std::string screen_text();
  std::optional<ControlRect> control(const std::string& label) const;
  std::optional<Rect> button(int button_1based) const;

  // A person's actions. click() fails the test (returns false with a
  // message) when no control of that label is on screen and wholly visible.
  bool click(const std::string& label);
  void click_at(float x, float y, int mouse_button = 0);
  bool press(int button_1based);  // a click on the board's button
  void tap_at(float x, float y);  // a finger's tap (down, up 50 ms later)
  void key(Key k, Modifiers mods = {});
  void type(const std::string& text);
  void wheel_at(float x, float y, float dy);
  void resize(Size size);
  bool load(const std::string& link);  // as the page's hashchange does: the link is the next frame's input
  // Background work takes at most `steps` more steps from the next frame on
  // (-1: no limit), as the page's limitWork (AppInput::work_steps): the app's
  // own jobs and, as many again, the engine's.
  void limit_work(int64_t steps) { work_steps_ = steps; }
  // Answers the clipboard write the app asked for last (hold_clipboard), in
  // the next frame's input: done (the text is then on `clipboard`) or failed
  // for `reason`; then the frames that follow. False when none was asked for.
  bool answer_clipboard(bool ok, const std::string& reason = "");
  // The write the app asked for and no one has answered yet (hold_clipboard).
  std::optional<std::string> clipboard_asked() const;

  App& app() { return *app_; }
  Date& today() { return today_; }
  double now() const { return time_; }
  // What the app asked the platform to keep (storage after every save so far),
  // to put on the clipboard (the last), and everything it said.
  std::map<std::string, std::string> storage;
  std::string clipboard;
  // Every sound cue the app asked the platform to play, in order (the
  // platform plays them only with sound on: the last frame's `sound_on`).
  std::vector<SoundCue> sounds;
  bool visible = true;               // the window shown (false: a tab in the background)
  std::optional<bool> prefers_dark;  // the device's prefers-color-scheme (the page's input), unknown at first
  Insets safe;                       // the device's safe-area insets (a notch, the home bar)
  std::string theme_css;             // the page colour the last frame asked for
  bool sound_on = false;
  bool clipboard_share = false;  // the last write was offered to a share sheet first (the page's Web Share API)
  std::size_t clipboard_link_at = std::string::npos;  // where a link begins in it (the page puts its address there)
  std::vector<std::string> announcements;
  // Every picture the app asked the platform to save, in order; each is
  // answered saved as /saved/NAME, or refused with this reason when set.
  std::vector<PictureFile> pictures;
  std::vector<TextFile> files;  // text files (worksheets), answered the same way
  std::string refuse_pictures;
  // Pictures for the next frame's input, as the page's file chooser or a
  // file dropped on the desktop's window hands them over; and whether the
  // app last asked the platform to open its file chooser.
  std::vector<PictureIn> pictures_in;
  bool asked_to_pick = false;
  // "Read a photo": the platform's photos, kept here as the page's worker
  // keeps them, and read by core's board reader when the app asks (answered
  // in the next frame). open_photo hands one over as a chooser, a drop or a
  // paste does; the chooser the app last asked for (1 a file, 2 the camera);
  // every photo it told the platform to forget; whether files can be chosen.
  uint32_t open_photo(const std::string& name, vision::Image image);
  void photo_error(const std::string& name, const std::string& error);
  std::map<uint32_t, vision::Image> photos;
  std::vector<uint32_t> photos_dropped;
  int asked_to_pick_photo = 0;
  int photo_reads = 0;
  bool can_choose_files = true;
  std::string last_error;  // why the last click() or press() found nothing to press
  // The app's own work in the last frame and the longest so far (its step:
  // update, draw, what it asks; not the engine's, which the platforms run
  // on another thread or in a worker), in milliseconds of wall time.
  double step_ms = 0, longest_step_ms = 0;

 private:
  ImGuiContext* ctx_ = nullptr;
  std::unique_ptr<App> app_;
  Size size_;
  Date today_;
  double time_ = 1.0;
  int64_t next_finger_ = 1;
  bool hold_clipboard_ = false;
  std::optional<std::string> link_;    // load()'s, for the next frame
  std::optional<int64_t> work_steps_;  // limit_work()'s, for the next frame
  // The engine (core/engine), run in this driver's frames as the page runs
  // it: a slice of each frame's work_ms before the app's step, at most
  // engine_steps_left_ slices (limit_work's; -1: no limit).
  engine::Engine engine_;
  int64_t engine_steps_left_ = -1;
  std::optional<std::pair<uint32_t, std::string>> asked_;  // the request held unanswered: its number and text
  std::vector<Reply> replies_;                             // for the next frame's input
  std::vector<PhotoIn> photos_in_;
  std::vector<PhotoReadIn> photo_reads_;
  uint32_t next_photo_ = 0;
};

}  // namespace tl::app::testing
